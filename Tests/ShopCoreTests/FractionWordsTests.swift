import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A fraction in machine words and the same fraction on big integers are one value: every
/// operation agrees with the big-integer path on operands around the overflow boundaries
/// (2⁶³, 2⁶⁴, 2¹²⁷, 2¹²⁸), and a result is in machine words exactly when both its parts fit.
@Suite struct FractionWordsTests {
    /// A random magnitude near one of the boundaries, or small, or past 128 bits.
    private static func magnitude(_ random: inout SplitMix64) -> BigUInt {
        let near: [UInt128] = [1 << 63, 1 << 64, 1 << 127, UInt128.max, 1_000, 3]
        let base = near.randomElement(using: &random)!
        let offset = UInt128(UInt64.random(in: 0...1_000, using: &random))
        let value = Bool.random(using: &random) && base > offset ? base - offset : base &+ offset
        let small = BigUInt(value == 0 ? 1 : value)
        switch UInt64.random(in: 0..<6, using: &random) {
        case 0: return small * BigUInt(UInt128(UInt64.random(in: 2...UInt64.max, using: &random)))
        case 1: return BigUInt(UInt128(UInt64.random(in: 1...12, using: &random)))
        default: return small
        }
    }

    private static func fraction(_ random: inout SplitMix64) throws -> Fraction {
        try Fraction(
            isNegative: Bool.random(using: &random), numerator: magnitude(&random), denominator: magnitude(&random))
    }

    /// True when the fraction is in machine words exactly when both its parts fit 128 bits.
    private static func isCanonical(_ value: Fraction) -> Bool {
        value.isSmall == (value.numerator.bitWidth <= 128 && value.denominator.bitWidth <= 128)
    }

    @Test func machineWordsAgreeWithBigIntegersAcrossTheOverflowBoundaries() throws {
        var random = SplitMix64(seed: 29)
        for _ in 0..<3_000 {
            let x = try Self.fraction(&random), y = try Self.fraction(&random)
            let sum = try x + y, difference = try x - y, product = try x * y
            #expect(try sum == Fraction.bigSum(x, y))
            #expect(try difference == Fraction.bigSum(x, y.negated))
            #expect(try product == Fraction.bigProduct(x, y))
            let inverse = try Fraction(isNegative: y.isNegative, numerator: y.denominator, denominator: y.numerator)
            #expect(try x / y == Fraction.bigProduct(x, inverse))
            #expect((x < y) == Fraction.bigLess(x, y))
            #expect((y < x) == Fraction.bigLess(y, x))
            #expect(try sum.hashValue == Fraction.bigSum(x, y).hashValue)
            for value in [x, y, sum, difference, product] { #expect(Self.isCanonical(value)) }
            for rule in RoundingRule.allCases {
                let unit = ExactDecimal(isNegative: false, magnitude: 5)
                let words = Result { () throws(ShopCoreError) in try x.rounded(toMultipleOf: unit, rule) }
                let big = Result { () throws(ShopCoreError) in try x.rounded(toMultipleOf: unit, rule, onBigIntegers: true) }
                #expect(words == big)
            }
        }
    }

    /// A value computed on big integers that fits machine words again is stored in them,
    /// equal and hashing alike to the same value made small: (2¹²⁸ + 1)² ÷ (2¹²⁸ + 1) = 2¹²⁸ + 1,
    /// and (2¹²⁸ + 1) − 2¹²⁸ = 1.
    @Test func aResultThatFitsAgainGoesBackToMachineWords() throws {
        let past = try Fraction(
            isNegative: false, numerator: BigUInt(UInt128.max) + BigUInt(2), denominator: .one)
        #expect(!past.isSmall)
        #expect(past.description == "340282366920938463463374607431768211457")
        let square = try past * past
        #expect(try square / past == past)
        let top = try Fraction(isNegative: false, numerator: BigUInt(UInt128.max) + .one, denominator: .one)
        let one = try past - top
        #expect(one == .one)
        #expect(one.isSmall)
        #expect(one.hashValue == Fraction.one.hashValue)
        #expect(Set([one, .one, try Fraction(7, 7)]).count == 1)
    }

    /// Sums that overflow 128 bits on the way (2¹²⁷ + 2¹²⁷) and thirds of them add up exactly.
    @Test func sumsPastOneHundredTwentyEightBitsStayExact() throws {
        let half = try Fraction(isNegative: false, numerator: BigUInt(UInt128(1) << 127), denominator: .one)
        let whole = try half + half
        #expect(whole.description == "340282366920938463463374607431768211456")
        let third = try whole / Fraction(3)
        #expect(try third + third + third == whole)
        #expect(third.description == "340282366920938463463374607431768211456/3")
        #expect(try (whole - half - half) == .zero)
    }

    /// Reading a `Decimal` from its words gives the very value and scale its text gives.
    @Test func aDecimalReadsAsItsTextReads() throws {
        var random = SplitMix64(seed: 31)
        for index in 0..<5_000 {
            let a = Decimal(
                sign: Bool.random(using: &random) ? .plus : .minus, exponent: -Int.random(in: 0...6, using: &random),
                significand: Decimal(UInt64.random(in: 0...100_000_000, using: &random)))
            let b = Decimal(
                sign: .plus, exponent: -Int.random(in: 0...4, using: &random),
                significand: Decimal(UInt64.random(in: 1...10_000, using: &random)))
            let value = [a * b, a + b, a - b, a / b, a * b * b * b][index % 5]
            guard let text = ExactDecimal(plain: value.description) else { continue }
            let read = try ExactDecimal(value)
            #expect(read.magnitude == text.magnitude && read.scale == text.scale && read.isNegative == text.isNegative)
        }
        for text in ["0", "1e30", "123456789012345678901234567890123456789", "-0.00000000000000000000000000000000000001"] {
            let value = Decimal(string: text)!
            #expect(try ExactDecimal(value) == ExactDecimal(plain: value.description))
        }
        #expect(throws: ShopCoreError.tooManyDecimals("0.0000000000000000000000000000000000000001", limit: 38)) {
            try ExactDecimal(Decimal(string: "1e-40")!)
        }
        #expect(throws: ShopCoreError.self) { try ExactDecimal(Decimal(string: "1e50")!) }
    }
}
