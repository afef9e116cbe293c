import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The exact fraction: values a person checks by hand, and properties against
/// 128-bit integer arithmetic as the oracle.
@Suite struct FractionTests {
    private func fraction(_ text: String) throws -> Fraction {
        let parts = text.split(separator: "/")
        let numerator = try Fraction(try AmountParser.decimal(String(parts[0]), allowsNegative: true))
        return parts.count == 1 ? numerator : try numerator / Fraction(try AmountParser.decimal(String(parts[1])))
    }

    @Test func aThirdTimesThreeIsOne() throws {
        let third = try Fraction(1, 3)
        #expect(third.description == "1/3")
        #expect(try third * Fraction(3) == .one)
        #expect(try (third + third + third).description == "1")
        #expect(!third.terminates)
        #expect(third.decimal == nil)
    }

    @Test func decimalsAreExact() throws {
        #expect(try Fraction(Decimal(string: "0.1")!).description == "1/10")
        #expect(try Fraction(Decimal(string: "62.5014")!).description == "312507/5000")
        #expect(try Fraction(Decimal(string: "-2.50")!).description == "-5/2")
        #expect(try fraction("62.5014").decimal == Decimal(string: "62.5014"))
        #expect(try fraction("1/8").decimal == Decimal(string: "0.125"))
    }

    @Test func lowestTermsAndSigns() throws {
        #expect(try Fraction(6, -4).description == "-3/2")
        #expect(try Fraction(-6, -4).description == "3/2")
        #expect(try Fraction(0, -4) == .zero)
        #expect(!(try Fraction(0, -4)).isNegative)
        #expect(throws: ShopCoreError.divisionByZero) { try Fraction(1, 0) }
        #expect(throws: ShopCoreError.divisionByZero) { try Fraction.one / .zero }
    }

    @Test func ordering() throws {
        #expect(try Fraction(1, 3) < Fraction(334, 1000))
        #expect(try Fraction(-1, 3) < Fraction(-333, 1000))
        #expect(try Fraction(100, 3) == Fraction(200, 6))
        #expect(try Fraction(3333, 100) < Fraction(100, 3))
    }

    struct Rounding: Sendable, CustomTestStringConvertible {
        let value: String, unit: String, rule: RoundingRule, expected: String
        var testDescription: String { "\(value) to \(unit) \(rule)" }
    }

    @Test(arguments: [
        Rounding(value: "1000/3", unit: "1", rule: .towardZero, expected: "333"),
        Rounding(value: "1000/3", unit: "1", rule: .awayFromZero, expected: "334"),
        Rounding(value: "1000/3", unit: "100", rule: .toNearestOrAwayFromZero, expected: "300"),
        Rounding(value: "1000/3", unit: "0.01", rule: .toNearestOrEven, expected: "333.33"),
        Rounding(value: "2000/3", unit: "0.01", rule: .toNearestOrEven, expected: "666.67"),
        Rounding(value: "5/2", unit: "1", rule: .toNearestOrEven, expected: "2"),
        Rounding(value: "7/2", unit: "1", rule: .toNearestOrEven, expected: "4"),
        Rounding(value: "5/2", unit: "1", rule: .toNearestOrAwayFromZero, expected: "3"),
        Rounding(value: "-5/2", unit: "1", rule: .toNearestOrAwayFromZero, expected: "-3"),
        Rounding(value: "-1000/3", unit: "1", rule: .towardZero, expected: "-333"),
        Rounding(value: "23450/7", unit: "100", rule: .towardZero, expected: "3300"),
        Rounding(value: "23450/7", unit: "100", rule: .awayFromZero, expected: "3400"),
    ])
    func roundedOnce(_ row: Rounding) throws {
        let value = try fraction(row.value)
        let rounded = try value.rounded(toMultipleOf: try AmountParser.decimal(row.unit), row.rule)
        #expect(rounded == Decimal(string: row.expected))
    }

    @Test func approximationIsHalfEvenToTheDigitsAsked() throws {
        #expect(try Fraction(1000, 3).approximated(decimals: 2) == Decimal(string: "333.33"))
        #expect(try Fraction(1, 8).approximated(decimals: 2) == Decimal(string: "0.12"))
        #expect(try Fraction(3, 8).approximated(decimals: 2) == Decimal(string: "0.38"))
    }

    /// Sums, products and quotients of random values against UInt128 arithmetic
    /// on a common denominator, including values far past 128 bits.
    @Test func arithmeticAgainstIntegerOracle() throws {
        var random = SplitMix64(seed: 19)
        for _ in 0..<2_000 {
            let a = Int.random(in: -1_000_000_000...1_000_000_000, using: &random)
            let b = Int.random(in: 1...1_000_000, using: &random)
            let c = Int.random(in: -1_000_000_000...1_000_000_000, using: &random)
            let d = Int.random(in: 1...1_000_000, using: &random)
            let x = try Fraction(a, b), y = try Fraction(c, d)
            #expect(try x + y == Fraction(a * d + c * b, b * d))
            #expect(try x - y == Fraction(a * d - c * b, b * d))
            #expect(try x * y == Fraction(1, 1) * Fraction(a * c / gcd(a * c, b * d), b * d / gcd(a * c, b * d)))
            if c != 0 { #expect(try (x / y) * y == x) }
            #expect((x < y) == (a * d < c * b))
        }
    }

    @Test func largeValuesRoundTrip() throws {
        // (10^30 + 7)^3 / (10^30 + 7)^2 = 10^30 + 7, through numbers of about 300 bits.
        let big = try Fraction(Decimal(string: "1000000000000000000000000000007")!)
        let cube = try big * big * big
        #expect(try cube / (big * big) == big)
        let third = try cube / Fraction(3)
        #expect(try third * Fraction(3) == cube)
        #expect(try (cube - cube) == .zero)
        #expect(cube.description == "1000000000000000000000000000021000000000000000000000000000147000000000000000000000000000343")
    }

    @Test func beyondTheDigitsAllowedIsATypedError() throws {
        var value = try Fraction(Decimal(string: "99999999999999999999")!)
        #expect(throws: ShopCoreError.exactValueTooLarge(digits: Fraction.maximumDigits)) {
            for _ in 0..<400 { value = try value * value }
        }
    }

    private func gcd(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (abs(a), abs(b))
        while y != 0 { (x, y) = (y, x % y) }
        return max(x, 1)
    }
}
