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
/// sums and products of integers must agree with `Int` arithmetic (random
/// expressions against exact fractions: ``ExactResultTests``).
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
}
