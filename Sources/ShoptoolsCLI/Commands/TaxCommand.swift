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
        usage: ["tax PRICE [--rate PCT | --reduced] [--included]"], page: .tax, options: options, run: run)

    static let options: [OptionSpec] = [
        .taxRate, .reduced, .priceIncluded, .roundTax, .taxRoundingRule, .currency, .taxJSON,
    ]

    /// Everything `tax` was asked, checked before anything is computed.
    struct Request {
        let priceText: String
        let currency: Currency
        let rate: TaxRate
        let basis: TaxBasis
        let rounding: RoundingRule
        let unit: Decimal?
        let json: Bool

        init(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) {
            guard let price = arguments.positionals.first else { throw .usage(.missing(.price), command: "tax") }
            try Values.expectAtMost(1, arguments, command: "tax", what: .onePrice)
            if arguments.has(.taxRate), arguments.has(.reduced) {
                throw .usage(.conflictingOptions([OptionSpec.taxRate, .reduced].map(\.name)), command: "tax")
            }
            priceText = price
            currency = try Values.currency(arguments, invocation)
            rate = try Values.taxRate(arguments.value(.taxRate)) ?? (arguments.has(.reduced) ? .reduced : .standard)
            basis = arguments.has(.included) ? .included : .excluded
            rounding = try Values.rounding(arguments, default: .down)
            unit = try Values.unit(arguments, currency: currency)
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
            guard invocation.session == nil else { throw .usage(.taxBatchInSession, command: "tax") }
            try batch(request, context: invocation.context)
            return .done
        }
        let price = try Values.amount(request.priceText, currency: request.currency, label: .price)
        let taxed = try request.taxed(price)
        invocation.stdout.line(request.json ? TaxRenderer.json(taxed) : TaxText.line(taxed, in: invocation.context.language))
        return .done
    }

    /// `tax -`: one price a line in, one result a line out (the included
    /// price, or the excluded one with `--included`; JSON Lines with
    /// `--json`); stops at the first bad line with its number.
    static func batch(_ request: Request, context: Context) throws(CLIError) {
        var reader = LineReader(context.input)
        let out = context.stdout
        do {
            while let (text, number) = try reader.nextText() {
                if TextNormalizer.trimmed(text).isEmpty { continue }
                let price: Decimal
                do {
                    price = try AmountParser.amount(text, currency: request.currency)
                } catch {
                    throw CLIError.data(error, label: .line(number))
                }
                let taxed: TaxedPrice
                do { taxed = try request.taxed(price) } catch { throw error.labeled(.line(number)) }
                if request.json {
                    out.line(TaxRenderer.json(taxed))
                } else {
                    out.line(request.basis == .excluded ? taxed.included.machineText : taxed.excluded.machineText)
                }
            }
        } catch let error as CLIError {
            throw error
        } catch LineReader.Failure.lineTooLong(let line) {
            throw .data(.lineTooLong(line, skipped: false))
        } catch LineReader.Failure.readFailed(let reason) {
            throw .io(.cannotReadInput(reason))
        } catch {
            throw .io(.cannotReadInput(""))
        }
    }
}
