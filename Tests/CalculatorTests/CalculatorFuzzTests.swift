import Calculator
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Random input: random strings over the grammar's alphabet must evaluate to
/// a value that reads back the same or fail inside the expression; random
/// well-formed expressions must agree with exact rational arithmetic.
@Suite struct CalculatorFuzzTests {
    static let alphabet: [Character] = Array("0123456789..,,++--**//%%(()) ×÷＋－（）１９¥円$x")

    @Test func randomStringsFailInsideOrReadBack() throws {
        var random = SplitMix64(seed: 2026)
        var evaluated = 0
        for _ in 0..<20_000 {
            let length = Int(random.next() % 24)
            let text = String((0..<length).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] })
            do {
                let result = try Calculator.evaluate(text)
                evaluated += 1
                // What is shown is itself an expression with the value shown.
                let again = try Calculator.evaluate(result.text())
                #expect(again.isExact, "\(text) → \(result.text())")
                if result.isExact {
                    #expect(again.value == result.value, "\(text) → \(result.text())")
                } else {
                    #expect(again.text() == result.text(), "\(text) → \(result.text())")
                }
            } catch {
                #expect(error.position >= 1 && error.position <= max(1, text.unicodeScalars.count), "\(text): \(error)")
            }
        }
        #expect(evaluated > 100, "the generator should also make valid expressions")
    }

    @Test func randomValidExpressionsAgreeWithIntegerArithmetic() throws {
        // Sums, differences and products of small integers are exact: check them with Int.
        var random = SplitMix64(seed: 99)
        for _ in 0..<2_000 {
            let first = Int(random.next() % 1000)
            var text = "\(first)"
            var sum = 0, term = first  // sum of finished terms; the product being built
            for _ in 0..<Int(random.next() % 6) {
                let n = Int(random.next() % 1000)
                switch random.next() % 3 {
                case 0:
                    text += "+\(n)"
                    sum += term
                    term = n
                case 1:
                    text += "-\(n)"
                    sum += term
                    term = -n
                default:
                    text += "*\(n)"
                    term *= n
                }
            }
            let expected = sum + term
            guard abs(expected) < 1_000_000_000_000_000 else { continue }
            #expect(try Calculator.evaluate(text).text() == "\(expected)", "\(text)")
        }
    }

    @Test func randomExpressionsAgreeWithRationalArithmetic() throws {
        var random = SplitMix64(seed: 7)
        var compared = 0, inexact = 0, byZero = 0
        for _ in 0..<5_000 {
            var generator = ExpressionGenerator(random: random)
            let (text, expected) = generator.expression(depth: 3)
            random = generator.random
            guard let expected else { continue }  // Int overflow in the reference: no verdict
            compared += 1
            switch expected {
            case .divisionByZero:
                byZero += 1
                do {
                    let result = try Calculator.evaluate(text)
                    Issue.record("\(text) = \(result.text()), expected division by zero")
                } catch {
                    #expect(error.problem == .divisionByZero, "\(text)")
                }
            case .value(let exact):
                let result = try Calculator.evaluate(text)
                if let digits = exact.terminatingDigits(limit: 22), result.isExact {
                    #expect(result.text() == digits, "\(text)")
                } else {
                    // Not exact in 22 decimals: the calculator must say so, and be close.
                    inexact += 1
                    if exact.terminatingDigits(limit: 22) == nil { #expect(!result.isExact, "\(text)") }
                    let reference = Decimal(string: exact.digits(count: 30))!
                    let tolerance = Decimal(string: "0.000000001")! * max(1, abs(reference))
                    #expect(abs(result.value - reference) <= tolerance, "\(text) = \(result.text()), expected ≈ \(reference)")
                }
            }
        }
        #expect(compared > 4_000 && inexact > 100 && byZero > 50, "compared \(compared), inexact \(inexact), by zero \(byZero)")
    }
}

/// An exact fraction with overflow reported, the reference the calculator is checked against.
struct Fraction: Equatable {
    var numerator: Int, denominator: Int  // denominator > 0, lowest terms

    init?(_ numerator: Int, _ denominator: Int) {
        guard denominator != 0 else { return nil }
        let g = Fraction.gcd(abs(numerator), abs(denominator))
        let sign = denominator < 0 ? -1 : 1
        (self.numerator, self.denominator) = (sign * numerator / g, sign * denominator / g)
    }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? max(a, 1) : gcd(b, a % b) }

    static func product(_ a: Int, _ b: Int) -> Int? {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : value
    }

    static func sum(_ a: Int, _ b: Int) -> Int? {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? nil : value
    }

    /// `self ± other`, nil on overflow.
    func adding(_ other: Fraction, negated: Bool = false) -> Fraction? {
        guard let left = Self.product(numerator, other.denominator),
            let right = Self.product(negated ? -other.numerator : other.numerator, denominator),
            let top = Self.sum(left, right), let bottom = Self.product(denominator, other.denominator)
        else { return nil }
        return Fraction(top, bottom)
    }

    func multiplied(by other: Fraction) -> Fraction? {
        guard let top = Self.product(numerator, other.numerator),
            let bottom = Self.product(denominator, other.denominator)
        else { return nil }
        return Fraction(top, bottom)
    }

    /// The first `count` decimals, truncated: `-0.333…`.
    func digits(count: Int) -> String {
        var text = (numerator < 0 ? "-" : "") + "\(abs(numerator) / denominator)."
        var remainder = abs(numerator) % denominator
        for _ in 0..<count {
            remainder *= 10
            text += "\(remainder / denominator)"
            remainder %= denominator
        }
        return text
    }

    /// The full decimal expansion without trailing zeros when it ends within `limit` decimals.
    func terminatingDigits(limit: Int) -> String? {
        var text = "\(abs(numerator) / denominator)"
        var remainder = abs(numerator) % denominator
        var fraction = ""
        while remainder != 0 {
            guard fraction.count < limit else { return nil }
            remainder *= 10
            fraction += "\(remainder / denominator)"
            remainder %= denominator
        }
        if !fraction.isEmpty { text += "." + fraction }
        return (numerator < 0 ? "-" : "") + text
    }
}

/// Well-formed expressions of small integers with their exact values.
///
/// Divisors are integer sums and products only, which the calculator computes
/// exactly, so it must find a zero divisor exactly when the fraction does.
struct ExpressionGenerator {
    enum Outcome { case value(Fraction), divisionByZero }
    var random: SplitMix64

    mutating func pick(_ n: UInt64) -> Int { Int(random.next() % n) }

    /// nil when the reference overflowed.
    mutating func expression(depth: Int) -> (String, Outcome?) {
        if depth == 0 || pick(4) == 0 {
            let n = pick(100)
            let sign = ["", "", "-", "+"][pick(4)]
            return ("\(sign)\(n)", Fraction(sign == "-" ? -n : n, 1).map(Outcome.value))
        }
        let (left, a) = expression(depth: depth - 1)
        let op = ["+", "-", "*", "/"][pick(4)]
        let (right, b) = op == "/" ? integerExpression(depth: depth - 1) : expression(depth: depth - 1)
        let text = "(\(left))\(op)(\(right))"
        guard let a, let b else { return (text, nil) }
        guard case .value(let x) = a, case .value(let y) = b else { return (text, .divisionByZero) }
        switch op {
        case "+": return (text, x.adding(y).map(Outcome.value))
        case "-": return (text, x.adding(y, negated: true).map(Outcome.value))
        case "*": return (text, x.multiplied(by: y).map(Outcome.value))
        default:
            guard y.numerator != 0 else { return (text, .divisionByZero) }
            return (text, Fraction(y.denominator, y.numerator).flatMap(x.multiplied).map(Outcome.value))
        }
    }

    /// Sums, differences and products of small integers.
    mutating func integerExpression(depth: Int) -> (String, Outcome?) {
        if depth == 0 || pick(3) == 0 {
            let n = pick(5)  // small, so zero divisors are common
            return ("\(n)", Fraction(n, 1).map(Outcome.value))
        }
        let (left, a) = integerExpression(depth: depth - 1)
        let (right, b) = integerExpression(depth: depth - 1)
        let op = ["+", "-", "*"][pick(3)]
        let text = "(\(left))\(op)(\(right))"
        guard case .value(let x)? = a, case .value(let y)? = b else { return (text, nil) }
        switch op {
        case "+": return (text, x.adding(y).map(Outcome.value))
        case "-": return (text, x.adding(y, negated: true).map(Outcome.value))
        default: return (text, x.multiplied(by: y).map(Outcome.value))
        }
    }
}
