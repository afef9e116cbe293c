import Calculator
import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every public function of Calculator answers every value of its
/// parameters with a result or a typed error, never a trap.
@Suite struct CalculatorNoTrapTests {
    @Test(arguments: Extremes.strings)
    func expressions(_ text: String) {
        let comment: Comment = "\(text.prefix(20))… (\(text.utf8.count) bytes)"
        // A long text is read once, as an amount (which evaluates an expression):
        // `1+1+…` of 100 KB takes most of a second in a debug build.
        let long = text.utf8.count > 1000
        for currency in long ? [] : [nil, Currency.jpy, .usd] {
            do {
                let result = try Calculator.evaluate(text, currency: currency)
                #expect(!result.text().isEmpty, comment)
                _ = try? result.amount(text)
            } catch {
                #expect(error.position >= 1 && error.position <= max(1, text.unicodeScalars.count), comment)
                #expect(!error.description.isEmpty, comment)
            }
        }
        for currency in long ? [Currency.jpy] : [.jpy, .usd] {
            do {
                #expect(try Calculator.amount(text, currency: currency) >= 0, comment)
            } catch {
                #expect(!error.description.isEmpty, comment)
            }
        }
    }

    /// `1/3` (inexact), `0.125` (exact) and the extremes of the exact range.
    static let results = ["1/3", "2/3", "0.125", "999999999999999", "-999999999999999", "0.000000000001/3", "0"]

    @Test(arguments: Extremes.integers + [-40, -1, 20, 21, 25])
    func scales(_ scale: Int) throws {
        for expression in Self.results {
            let result = try Calculator.evaluate(expression)
            let clamped = min(max(scale, 0), Calculator.maximumScale)
            #expect(result.text(scale: scale) == result.text(scale: clamped), "\(expression) at \(scale)")
            #expect(result.display(scale: scale) == result.display(scale: clamped), "\(expression) at \(scale)")
        }
    }

    @Test func theScalesOfTheIssue() throws {
        let third = try Calculator.evaluate("1/3")
        #expect(third.text(scale: -40) == "0")
        #expect(third.display(scale: -40) == "≈ 0")
        #expect(third.text(scale: 25) == "0.33333333333333333333")
        #expect(try Calculator.evaluate("-2/3").text(scale: -40) == "-1")
    }

    @Test(arguments: Extremes.integers)
    func errorPositions(_ position: Int) {
        for text in ["", "5+", Extremes.long("(")] {
            let error = CalcError(.danglingOperator("+"), at: position, in: text)
            #expect(error.description.contains("at \(position)"))
            #expect(CalcError(.empty, at: position, in: text).description == "empty expression")
        }
    }

    @Test(arguments: Extremes.strings)
    func amountErrors(_ text: String) {
        let errors: [AmountInputError] = [
            .inexact(text, approximately: text), .negativeResult(text, value: text),
            .tooManyDecimals(text, value: text, limit: .min), .tooManyDecimals(text, value: text, limit: .max),
            .amount(.notAnAmount(text, reason: nil)), .expression(CalcError(.unknownCharacter(text), at: .max, in: text)),
        ]
        for error in errors { #expect(!error.description.isEmpty) }
    }
}
