import Calculator
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// libFuzzer's entry: any bytes as an expression for the shop calculator.
///
/// Never a trap; an error points inside the expression; a result shows as
/// text that is itself an expression with the value shown (exact results
/// exactly, inexact ones to the same digits); an exact result is the value
/// of its fraction, an inexact one that fraction rounded (at most half a
/// unit of the last digit away); an amount read from an expression is the
/// exact, non-negative value of that expression.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCalculator(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for currency in [nil, .jpy, .usd] as [Currency?] {
        evaluate(text, currency: currency)
    }
    do {
        let amount = try Calculator.amount(text, currency: .jpy)
        if amount < 0 { fail("amount \(amount) is negative", text) }
    } catch {
        _ = error.description
    }
    return 0
}

private func evaluate(_ text: String, currency: Currency?) {
    let result: Calculation
    do {
        result = try Calculator.evaluate(text, currency: currency)
    } catch {
        _ = error.description
        if error.position < 1 || error.position > max(1, text.unicodeScalars.count) {
            fail("error position \(error.position) outside the expression: \(error)", text)
        }
        return
    }
    for scale in [-1, 0, 2, Calculator.defaultScale, Calculator.maximumScale, 99] { _ = result.display(scale: scale) }
    checkAgainstFraction(result, text)
    let shown = result.text()
    // Re-checked when the shown text is a number one can type (at most 12 decimals, below 10^15;
    // `0.0000001*0.0000001` is exactly 0.00000000000001, which is not) and short enough to be cheap.
    guard shown.utf8.count <= 64, (try? AmountParser.decimal(shown, allowsNegative: true)) != nil else { return }
    do {
        let again = try Calculator.evaluate(shown)
        if !again.isExact { fail("\(shown) is not exact when read back", text) }
        if result.isExact && again.value != result.value { fail("\(shown) reads back as \(again.text())", text) }
        if !result.isExact && again.text() != shown { fail("≈ \(shown) reads back as \(again.text())", text) }
    } catch {
        fail("\(shown) does not read back: \(error)", text)
    }
}

/// An exact result is its fraction's value; an inexact one is its fraction
/// rounded once: within half a unit of the last digit shown.
private func checkAgainstFraction(_ result: Calculation, _ text: String) {
    guard let fraction = result.fraction else {
        if result.isExact { fail("exact without a fraction", text) }
        return
    }
    if result.isExact {
        if fraction.decimal != result.value { fail("\(result.text()) is not \(fraction)", text) }
        return
    }
    let unit = Decimal(sign: .plus, exponent: -Calculator.defaultScale, significand: 1)
    guard let shown = Decimal(string: result.text()), let shownValue = try? Fraction(shown),
        let units = try? Fraction(unit), let distance = try? ((fraction - shownValue) / units).magnitude,
        let half = try? Fraction(1, 2)
    else { fail("\(result.text()) is no number", text) }
    if distance > half { fail("\(result.text()) is more than half a unit from \(fraction)", text) }
}

private func fail(_ message: String, _ text: String) -> Never {
    fatalError("calculator: \(message) for \(Array(text.utf8))")
}
