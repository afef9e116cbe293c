import Bargain
import FoundationEssentials
import ShopCore

/// `shoptools discount - …`: one price a line in, one result a line out.
///
/// The loop streams: it holds one 64 KiB input chunk and one output buffer,
/// whatever the input's length. Plain ASCII prices take
/// `ExactDecimal.parseSimple`; anything else goes through the full
/// ``AmountParser`` with its messages. The arithmetic is the same
/// `DiscountCalculator` that a single `discount` uses.
enum DiscountBatch {
    static func run(_ request: DiscountCommand.Request, context: Context) throws(CLIError) {
        let state = try request.state(for: 0)
        let calculator: DiscountCalculator
        do {
            calculator = try DiscountCalculator(rate: state.rate, unit: state.unit, rounding: state.rounding)
        } catch {
            throw .data(error)
        }
        let currency = request.currency
        let template = request.json
            ? DiscountRenderer.JSONTemplate(currency: currency, rate: state.rate, segment: state.segment,
                                            slider: state.slider, unit: state.unit, rounding: state.rounding)
            : nil
        let digits = currency.minorUnitDigits
        var reader = LineReader(descriptor: context.stdinDescriptor)
        let out = context.stdout
        do {
            while try reader.next({ line, number in
                guard let original = try price(line, currency: currency, lineNumber: number) else { return }
                let discounted: ExactDecimal, saved: ExactDecimal
                do {
                    discounted = try calculator.price(original)
                    saved = try original - discounted
                } catch let error as ShopCoreError {
                    throw CLIError.data(error, context: "line \(number)")
                } catch {
                    throw CLIError.data("line \(number): \(error)")
                }
                out.append { bytes in
                    if let template {
                        bytes.append(contentsOf: template.head.utf8)
                        original.appendText(to: &bytes, minimumFractionDigits: digits, groupingSeparator: nil)
                        bytes.append(contentsOf: template.middle.utf8)
                        discounted.appendText(to: &bytes, minimumFractionDigits: digits, groupingSeparator: nil)
                        bytes.append(contentsOf: "\",\"saved\":\"".utf8)
                        saved.appendText(to: &bytes, minimumFractionDigits: digits, groupingSeparator: nil)
                        bytes.append(contentsOf: template.tail.utf8)
                    } else {
                        discounted.appendText(to: &bytes, minimumFractionDigits: digits, groupingSeparator: nil)
                    }
                    bytes.append(UInt8(ascii: "\n"))
                }
            }) {}
        } catch let error as CLIError {
            throw error
        } catch LineReader.Failure.lineTooLong(let line) {
            throw .data("line \(line): longer than \(LineReader.maximumLineLength) bytes; expected one price a line")
        } catch LineReader.Failure.readFailed(let reason) {
            throw .io("cannot read standard input: \(reason)")
        } catch {
            throw .io("cannot read standard input: \(error)")
        }
    }

    /// The price on one line, or nil for a blank line.
    private static func price(
        _ line: UnsafeBufferPointer<UInt8>, currency: Currency, lineNumber: Int
    ) throws(CLIError) -> ExactDecimal? {
        if let simple = ExactDecimal.parseSimple(line) { return simple }
        let text = String(decoding: line, as: UTF8.self)
        if TextNormalizer.trimmed(text).isEmpty { return nil }
        do {
            return try AmountParser.exactAmount(text, currency: currency, allowsNegative: false)
        } catch {
            throw .data(error, context: "line \(lineNumber)")
        }
    }
}
