import CommandLineKit
import ShopCore
import ShopText
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `shoptools tax PRICE [--rate PCT | --reduced] [--included] …`: a price with its consumption tax.
enum TaxCommand {
    static let command = Command(
        name: "tax", synopsis: "tax PRICE [--rate PCT | --reduced] [--included]",
        usage: ["tax PRICE [--rate PCT | --reduced] [--included]"], page: .tax, table: table, run: run)

    static var table: RequestTable<Request, CLIError> {
        RequestTable(
            [
                .option(.taxRate) { $0.rate = $1 }, .flag(.reduced) { $0.reduced = true },
                .flag(.priceIncluded) { $0.included = true },
                .amount(.roundTax) { $0.unit = $1 }, .option(.taxRoundingRule) { $0.rounding = $1 },
                .option(.currency) { $0.currency = $1 },
                .flag(.taxJSON) { $0.json = true },
            ],
            positionals: .price(label: .price) { $0.price = $1 }, rules: [.conflicts(.taxRate, .reduced)])
    }

    /// Everything `tax` was asked, each value read once by the table.
    struct Request: AmountsRequest {
        var price: PriceArgument?
        var currency: Currency?
        var rate: Percentage?
        var reduced = false
        var included = false
        var rounding: RoundingRule?
        var unit: CurrencyDependent<Decimal>?
        var json = false
        var amounts = AmountCurrency()

        mutating func prepare(_ invocation: Invocation) throws(CLIError) { amounts = try .of(currency, invocation) }

        var basis: TaxBasis { included ? .included : .excluded }

        func taxed(_ price: Decimal) throws(CLIError) -> TaxedPrice {
            let currency = amounts.fallback
            let unit = try unit?.read(in: currency)
            do {
                return try TaxedPrice(
                    Money(price, currency), rate: rate ?? (reduced ? .reduced : .standard), basis: basis,
                    rounding: rounding ?? .towardZero, unit: unit)
            } catch {
                throw .data(error)
            }
        }
    }

    static func run(_ request: Request, _ invocation: Invocation) throws(CLIError) -> Outcome {
        switch request.price {
        case .standardInput:
            guard invocation.session == nil else { throw .commandUsage(.taxBatchInSession) }
            try batch(request, context: invocation.context)
        case .amount(let price):
            let taxed = try request.taxed(price)
            invocation.stdout.line(
                try request.json ? TaxRenderer.json(taxed) : TaxText.line(taxed, in: invocation.context.language))
        case nil:
            throw .commandUsage(.missing(.price))
        }
        return .done
    }

    /// `tax -`: one price a line in, one result a line out (the included
    /// price, or the excluded one with `--included`; JSON Lines with
    /// `--json`; ``BatchLines``: a blank line gives a blank line, `null` in
    /// JSON Lines); stops at the first bad line with its number.
    static func batch(_ request: Request, context: Context) throws(CLIError) {
        try BatchLines.run(context, json: request.json, Batch(request: request))
    }

    /// One line of `tax -`.
    private struct Batch: BatchAnswerer {
        let request: Request

        func answer(_ line: UnsafeBufferPointer<UInt8>, number: Int, to output: inout [UInt8]) throws(CLIError) {
            let price: Decimal
            do {
                let text = String(decoding: line, as: UTF8.self)
                price = try AmountParser.amount(text, currency: request.amounts.fallback)
                try request.amounts.fallback.checkPayable(price, text: text)
            } catch {
                throw .data(error, label: .line(number))
            }
            let taxed: TaxedPrice
            do { taxed = try request.taxed(price) } catch { throw error.labeled(.line(number)) }
            let text =
                try request.json
                ? TaxRenderer.json(taxed)
                : (request.basis == .excluded ? taxed.included.machineText : taxed.excluded.machineText)
            output.append(contentsOf: text.utf8)
        }
    }
}
