import Bargain
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `shoptools discount - …`: one price a line in, one result a line out.
///
/// The loop streams: it holds one 64 KiB input chunk and one output buffer,
/// whatever the input's length. Plain ASCII prices take
/// `ExactDecimal.parseSimple` and the common formatted ones (`¥12,345`,
/// `１２，３４５円`) ``AmountScanner``, both straight from the bytes;
/// anything else goes through the full ``AmountParser`` with its messages.
/// The arithmetic is Bargain's `DiscountCalculator.apply`, the same as a
/// single `discount`; stacked steps (`--off`) go through ``StackedDiscount``,
/// line by line.
enum DiscountBatch {
    static func run(_ request: DiscountRequest, context: Context) throws(CLIError) {
        let state = request.template
        let calculator: DiscountCalculator
        do {
            calculator = try DiscountCalculator(rate: state.rate, unit: state.unit, rounding: state.rounding)
        } catch {
            throw .data(error)
        }
        let currency = request.currency
        let template =
            request.json
            ? DiscountRenderer.Template(
                currency: currency, rate: state.rate, segment: state.segment,
                slider: state.slider, unit: state.unit, rounding: state.rounding)
            : nil
        let digits = currency.minorUnitDigits
        let scanner = AmountScanner(currency: currency)
        var reader = LineReader(context.input)
        let out = context.stdout
        do {
            while try reader.next({ line, number in
                guard let original = try price(line, scanner: scanner, currency: currency, lineNumber: number) else { return }
                if let steps = request.steps {
                    let text = try stacked(original, steps: steps, request: request, lineNumber: number)
                    out.append { bytes in
                        bytes.append(contentsOf: text.utf8)
                        bytes.append(UInt8(ascii: "\n"))
                    }
                    return
                }
                let result: (price: ExactDecimal, saved: ExactDecimal)
                do {
                    result = try calculator.apply(original)
                } catch {
                    throw CLIError.data(error, label: .line(number))
                }
                out.append { bytes in
                    if let template {
                        template.append(original: original, price: result.price, saved: result.saved, to: &bytes)
                    } else {
                        result.price.appendText(to: &bytes, minimumFractionDigits: digits, groupingSeparator: nil)
                    }
                    bytes.append(UInt8(ascii: "\n"))
                }
            }) {}
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

    /// One line's stacked discount: its price, or its JSON object.
    private static func stacked(
        _ original: ExactDecimal, steps: [DiscountStep], request: DiscountRequest, lineNumber: Int
    ) throws(CLIError) -> String {
        let state = request.template
        let discount: StackedDiscount
        do {
            discount = try StackedDiscount(
                original: Money(original.decimal, request.currency), steps: steps, unit: state.unit,
                rounding: state.rounding, sum: request.sum)
        } catch {
            throw .data(error, label: .line(lineNumber))
        }
        return request.json ? DiscountRenderer.json(discount) : discount.price.machineText
    }

    /// The price on one line, or nil for a blank line.
    private static func price(
        _ line: UnsafeBufferPointer<UInt8>, scanner: AmountScanner, currency: Currency, lineNumber: Int
    ) throws(CLIError) -> ExactDecimal? {
        if let simple = ExactDecimal.parseSimple(line) { return simple }
        if let formatted = scanner.amount(line) { return formatted }
        let text = String(decoding: line, as: UTF8.self)
        if TextNormalizer.trimmed(text).isEmpty { return nil }
        do {
            return try AmountParser.exactAmount(text, currency: currency, allowsNegative: false)
        } catch {
            throw .data(error, label: .line(lineNumber))
        }
    }
}
