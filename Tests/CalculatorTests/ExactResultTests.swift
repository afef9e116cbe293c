import Calculator
import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Expressions are computed with exact fractions and rounded once, at the
/// end: exact when the value terminates within the digits shown, otherwise
/// the exact value rounded half-even to the scale and marked `≈`.
@Suite struct ExactResultTests {
    @Test func theFiguresOfTheIssue() throws {
        let one = try Calculator.evaluate("1/3*3")
        #expect(one.display() == "1")
        #expect(one.isExact)
        #expect(one.fraction == Fraction.one)
        #expect(one.value == 1)
        let large = try Calculator.evaluate("1/3*700000000000.7")
        #expect(large.display() == "≈ 233333333333.5666666667")
        #expect(large.fraction == (try Fraction(7_000_000_000_007, 30)))
        let million = try Calculator.evaluate("1/3*3000000")
        #expect(million.display(scale: 20) == "1000000")
        #expect(million.isExact)
    }

    @Test func anInexactValueIsTheExactOneRoundedOnce() throws {
        let third = try Calculator.evaluate("1000/3")
        #expect(third.fraction == (try Fraction(1000, 3)))
        #expect(third.value == Decimal(string: "333.3333333333333333333333")!)
        #expect(third.display(scale: 2) == "≈ 333.33")
        // 1.496 × 10^-20 rounds to 1 × 10^-20. Rounded at 22 decimals first
        // (1.50 × 10^-20), a tie, it would have gone to the even 2 × 10^-20.
        let tiny = try Calculator.evaluate("0.000000001496/100000000000")
        #expect(tiny.display(scale: 20) == "≈ 0.00000000000000000001")
        #expect(tiny.value == Decimal(string: "0.000000000000000000015")!)
        // Half-even on an exact tie: 0.125 and 0.375 at two decimals.
        #expect(try Calculator.evaluate("1/8+1/3-1/3").display(scale: 2) == "0.125")
        #expect(try Calculator.evaluate("1/8/1000000000000/1000000000000").display(scale: 20) == "≈ 0")
        #expect(try Calculator.evaluate("3/8*(1/3)*3").display() == "0.375")
    }

    @Test func valuesThatTerminateLaterThanTheShownDigitsAreMarked() throws {
        // 1/2^30 has 30 decimals: more than the 22 an exact result is shown with.
        let tiny = try Calculator.evaluate("1/1024/1024/1024")
        #expect(tiny.fraction == (try Fraction(1, 1_073_741_824)))
        #expect(!tiny.isExact)
        #expect(tiny.display(scale: 20) == "≈ 0.00000000093132257462")
        #expect(try Calculator.evaluate("1/1024/1024").display() == "0.00000095367431640625")
    }

    @Test func aFractionTooLongFallsBackToRoundedDecimals() throws {
        // 10^288 has 289 digits, within the 300; 10^300 has 301.
        let fits = try Calculator.evaluate("1" + String(repeating: "/1000000000000", count: 24))
        #expect(fits.fraction != nil)
        #expect(fits.display() == "≈ 0")
        let tooLong = try Calculator.evaluate("1" + String(repeating: "/1000000000000", count: 25))
        #expect(tooLong.fraction == nil)
        #expect(!tooLong.isExact)
        #expect(tooLong.display() == "≈ 0")
        // The reciprocals of the 168 primes below 1,000 add up to a fraction of 416 digits.
        let primes = (2..<1000).filter { n in (2..<n).allSatisfy { n % $0 != 0 } }
        #expect(primes.count == 168)
        let sum = try Calculator.evaluate(primes.map { "1/\($0)" }.joined(separator: "+"))
        #expect(sum.fraction == nil)
        #expect(sum.display() == "≈ 2.1980801272")
        // Marked even where the rounded decimals happen to be whole: 7^400 has 339 digits.
        let back = try Calculator.evaluate("(1" + String(repeating: "/7", count: 400) + ")" + String(repeating: "*7", count: 400))
        #expect(back.fraction == nil)
        #expect(back.display().hasPrefix("≈ "))
    }

    @Test func theRangeIsCheckedOnTheExactValue() throws {
        #expect(throws: CalcError(.outOfRange, at: 16, in: "999999999999999+1/3*3")) {
            try Calculator.evaluate("999999999999999+1/3*3")
        }
        #expect(try Calculator.evaluate("999999999999999+2/3-2/3").display() == "999999999999999")
        // 1 ÷ 10^-24 is 10^24, out of range (rounded at 22 decimals the divisor was 0).
        #expect(throws: CalcError(.outOfRange, at: 2, in: "1/(0.000000000001*0.000000000001)")) {
            try Calculator.evaluate("1/(0.000000000001*0.000000000001)")
        }
    }

    /// Random expressions against the ``ExpressionOracle``: the same value
    /// exactly, exact exactly when it terminates within the 22 decimals an
    /// exact result is shown with, and otherwise rounded half-even to every
    /// scale and marked.
    @Test func randomExpressionsAgreeWithExactFractions() throws {
        var oracle = ExpressionOracle(seed: 19)
        var exact = 0, inexact = 0, byZero = 0, outOfRange = 0, fellBack = 0
        for _ in 0..<2_000 {
            let (text, outcome) = try oracle.next(depth: 3)
            switch outcome {
            case .failure(let problem):
                if problem == .divisionByZero { byZero += 1 } else { outOfRange += 1 }
                do {
                    let result = try Calculator.evaluate(text)
                    Issue.record("\(text) = \(result.display()), expected \(problem)")
                } catch {
                    #expect(error.problem == problem, "\(text)")
                }
            case .value(let value):
                let result = try Calculator.evaluate(text)
                guard result.fraction != nil else {
                    // Too long a fraction on the way: rounded decimals, marked.
                    fellBack += 1
                    #expect(!result.isExact && result.display().hasPrefix("≈ "), "\(text)")
                    continue
                }
                #expect(result.fraction == value, "\(text)")
                if try (value * Self.power(22)).isInteger {
                    exact += 1
                    #expect(result.isExact, "\(text)")
                    for scale in [0, 2, 10, 20] {
                        let shown = result.display(scale: scale)
                        #expect(!shown.hasPrefix("≈"), "\(text) shows \(shown) at \(scale)")
                        #expect(try Self.value(shown) == value, "\(text) shows \(shown) at \(scale)")
                    }
                } else {
                    inexact += 1
                    #expect(!result.isExact, "\(text)")
                    for scale in [0, 2, 10, 20] {
                        try Self.expectRoundedHalfEven(result.display(scale: scale), of: value, scale: scale, text)
                    }
                }
            }
        }
        let counts = "exact \(exact), inexact \(inexact), by zero \(byZero), out of range \(outOfRange), fell back \(fellBack)"
        #expect(exact > 400 && inexact > 600 && byZero > 200 && outOfRange > 200 && fellBack == 0, "\(counts)")
    }

    /// `shown` is `≈ ` and `value` rounded half-even to `scale` decimals:
    /// a multiple of 10^-scale at most half of one away, and an even one on a tie.
    static func expectRoundedHalfEven(_ shown: String, of value: Fraction, scale: Int, _ text: String) throws {
        #expect(shown.hasPrefix("≈ "), "\(text) shows \(shown)")
        let units = try Self.value(String(shown.dropFirst(2))) * Self.power(scale)
        #expect(units.isInteger, "\(text) shows \(shown) at \(scale)")
        let distance = try (value * Self.power(scale) - units).magnitude
        let half = try Fraction(1, 2)
        #expect(distance <= half, "\(text) shows \(shown) at \(scale)")
        if distance == half { #expect(try (units / Fraction(2)).isInteger, "\(text) shows \(shown): not even") }
    }

    /// The number a plain decimal text stands for.
    static func value(_ text: String) throws -> Fraction {
        try Fraction(Decimal(string: text) ?? .nan)
    }

    /// 10^exponent.
    static func power(_ exponent: Int) throws -> Fraction {
        var result = Fraction.one
        for _ in 0..<exponent { result = try result * Fraction(10) }
        return result
    }
}
