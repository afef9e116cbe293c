import Bargain
import CommandLineKit
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `shoptools discount PRICE (--rate PCT | --segment N | --slider POS) [--off X …] …`;
/// `discount` alone on a terminal: the バーゲン教師 screen (``DiscountScreen``).
enum DiscountCommand {
    static let command = Command(
        name: "discount", synopsis: "discount PRICE (--rate PCT | --segment N | --slider POS) [--off X …]",
        usage: ["discount PRICE (--rate PCT | --segment N | --slider POS) [--off X]…", "discount PRICE --off X [--off X]…"],
        page: .discount, table: table, run: run)

    static var table: RequestTable<DiscountRequest, CLIError> {
        RequestTable(
            [
                .option(.discountRate) { $0.rate = $1 }, .option(.segment) { $0.segment = $1 },
                .option(.slider) { $0.slider = $1 },
                .amounts(.off) { $0.offs.append($1) }, .flag(.sum) { $0.sum = true }, .amount(.roundPrice) { $0.unit = $1 },
                .option(.rounding) { $0.rounding = $1 },
                .option(.currency) { $0.currencyGiven = $1 }, .flag(.discountJSON) { $0.json = true },
            ],
            positionals: PositionalBinding(
                check: { (words) throws(CLIError) in
                    try Values.expectAtMost(1, words, what: .onePrice)
                },
                fill: { (request, words) throws(CLIError) in
                    guard let text = words.first else { return }
                    request.price =
                        text == "-" ? .standardInput : .amount(try Values.payableAmount(text, currency: request.currency))
                }))
    }

    static func run(_ request: DiscountRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        var request = request
        // Nothing to compute, on a terminal: the バーゲン教師 screen, on the REPL's cart (only --currency applies).
        if request.price == nil, invocation.opensScreen, request.isOnlyCurrency {
            return .openScreen(
                DiscountScreen(
                    session: try CartCommand.session(CartLocation(currency: request.currencyGiven), invocation),
                    context: invocation.context))
        }
        guard let priceArgument = request.price else { throw .commandUsage(.missing(.price)) }
        try request.choose()
        let price: Decimal
        switch priceArgument {
        case .standardInput:
            guard invocation.session == nil else {
                throw .commandUsage(.batchInSession)
            }
            try DiscountBatch.run(request, context: invocation.context)
            return .done
        case .amount(let amount):
            price = amount
        }
        let result: DiscountResult
        do { result = try request.discount(of: Money(price, request.currency)) } catch { throw .data(error) }
        let language = invocation.context.language
        switch result {
        case .single(let discount):
            invocation.stdout.line(
                try request.json ? DiscountRenderer.json(discount) : DiscountRenderer.human(discount, in: language))
        case .stacked(let discount):
            invocation.stdout.line(
                try request.json ? DiscountRenderer.json(discount) : DiscountRenderer.human(discount, in: language))
        }
        return .done
    }
}
