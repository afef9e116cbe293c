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
        usage: ["tax PRICE [--rate PCT | --reduced] [--included]"], page: .tax, options: options,
        rules: [.conflicts(.taxRate, .reduced)], run: run)

    static let options: [DeclaredOption] = [
        .taxRate, .reduced, .priceIncluded, .roundTax, .taxRoundingRule, .currency, .taxJSON,
    ]

    /// Everything `tax` was asked, checked before anything is computed.
    struct Request {
        let priceText: String
        let currency: Currency
        let rate: Percentage
        let basis: TaxBasis
        let rounding: RoundingRule
        let unit: Decimal?
        let json: Bool

        init(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) {
            guard let price = arguments.positionals.first else { throw .commandUsage(.missing(.price)) }
            try Values.expectAtMost(1, arguments, what: .onePrice)
            priceText = price
            currency = try Values.currency(arguments, invocation)
            rate = try arguments.value(.taxRate) ?? (arguments.has(.reduced) ? .reduced : .standard)
            basis = arguments.has(.included) ? .included : .excluded
            rounding = try arguments.value(.rounding) ?? .towardZero
            unit = try arguments.value(.round)?.read(in: currency)
            json = arguments.has(.json)
        }

        func taxed(_ price: Decimal) throws(CLIError) -> TaxedPrice {
            do {
                return try TaxedPrice(Money(price, currency), rate: rate, basis: basis, rounding: rounding, unit: unit)
            } catch {
                throw .data(error)
            }
        }
    }

    static func run(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let request = try Request(arguments, invocation)
        if request.priceText == "-" {
            guard invocation.session == nil else { throw .commandUsage(.taxBatchInSession) }
            try batch(request, context: invocation.context)
            return .done
        }
        let price = try Values.amount(request.priceText, currency: request.currency, label: .price)
        let taxed = try request.taxed(price)
        invocation.stdout.line(try request.json ? TaxRenderer.json(taxed) : TaxText.line(taxed, in: invocation.context.language))
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
                price = try AmountParser.amount(String(decoding: line, as: UTF8.self), currency: request.currency)
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
