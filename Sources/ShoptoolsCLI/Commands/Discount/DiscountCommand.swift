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
        page: .discount, options: options, run: run)

    static let options: [DeclaredOption] = [
        .discountRate, .segment, .slider, .off, .sum, .roundPrice, .rounding, .currency, .discountJSON,
    ]

    static func run(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        // Nothing to compute, on a terminal: the バーゲン教師 screen, on the REPL's cart (only --currency applies).
        if arguments.positionals.isEmpty, invocation.opensScreen,
            !options.contains(where: { $0.name != declaration(of: .currency).name && arguments.has($0) })
        {
            return .openScreen(
                DiscountScreen(session: try CartCommand.session(arguments, invocation), context: invocation.context))
        }
        let request = try DiscountRequest(arguments, invocation)
        if request.priceText == "-" {
            guard invocation.session == nil else {
                throw .commandUsage(.batchInSession)
            }
            try DiscountBatch.run(request, context: invocation.context)
            return .done
        }
        let price = try Values.amount(request.priceText, currency: request.currency)
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
