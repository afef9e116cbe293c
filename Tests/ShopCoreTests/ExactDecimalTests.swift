import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The exact kernel at its edges: 2^128 − 1, the 10^15 bound, 12 and 38 decimals, and zero's sign.
@Suite struct ExactDecimalTests {
    static let max = ExactDecimal(magnitude: .max)
    static let maxDigits = "340282366920938463463374607431768211455"

    @Test func theLargestMagnitudePrintsAllItsDigits() throws {
        #expect(Self.max.plainText == Self.maxDigits)
        #expect(Self.max.negated.plainText == "-" + Self.maxDigits)
        #expect(Self.max.text(minimumFractionDigits: 2, groupingSeparator: nil) == Self.maxDigits + ".00")
        #expect(
            Self.max.text(minimumFractionDigits: 0, groupingSeparator: UInt8(ascii: ","))
                == "340,282,366,920,938,463,463,374,607,431,768,211,455")
        let tiny = try ExactDecimal(isNegative: false, magnitude: .max, scale: 38)
        #expect(tiny.plainText == "3.40282366920938463463374607431768211455")
        #expect(tiny.decimal == Decimal(string: "3.40282366920938463463374607431768211455")!)
        #expect(ExactDecimal(plain: Self.maxDigits) == Self.max)
        #expect(Self.max.decimal == Decimal(string: Self.maxDigits)!)
        #expect(Self.max.negated.decimal == -Decimal(string: Self.maxDigits)!)
        #expect(try ExactDecimal(Self.max.decimal) == Self.max)
        #expect(ExactDecimal.one.text(minimumFractionDigits: Int.min, groupingSeparator: nil) == "1")
        #expect(tiny.text(minimumFractionDigits: 40, groupingSeparator: nil) == "3.4028236692093846346337460743176821145500")
        #expect(ExactDecimal(plain: "340282366920938463463374607431768211456") == nil)
    }

    @Test func theLargestMagnitudeOverflowsLoudly() throws {
        #expect(throws: ShopCoreError.self) { try Self.max + .one }
        #expect(throws: ShopCoreError.self) { try Self.max.negated - .one }
        #expect(throws: ShopCoreError.self) { try Self.max * ExactDecimal(magnitude: 2) }
        #expect(try Self.max - Self.max == .zero)
        #expect(try Self.max + Self.max.negated == .zero)
    }

    @Test func theLargestMagnitudeCompares() throws {
        let justBelow = ExactDecimal(magnitude: .max - 1)
        #expect(justBelow < Self.max)
        #expect(Self.max.negated < justBelow.negated)
        #expect(Self.max > Bounds.maximumExact)
        // Widening 0.5 to the scale of the other side is fine; widening 2^128 − 1 is not, so it is larger.
        #expect(try ExactDecimal(isNegative: false, magnitude: 5, scale: 1) < Self.max)
        #expect(try Self.max > ExactDecimal(isNegative: false, magnitude: .max, scale: 1))
        #expect(ExactDecimal.compare(Self.max, Self.max) == 0)
    }

    @Test func theBoundIsExclusive() throws {
        let largest = try AmountParser.exactAmount("999999999999999.999999999999", currency: .jpy, allowsNegative: false)
        #expect(largest.plainText == "999999999999999.999999999999")
        #expect(largest < Bounds.maximumExact)
        #expect(throws: ShopCoreError.tooLarge("1000000000000000")) {
            try AmountParser.exactAmount("1000000000000000", currency: .jpy, allowsNegative: false)
        }
        #expect(throws: ShopCoreError.tooLarge("-1000000000000000")) {
            try AmountParser.exactAmount("-1000000000000000", currency: .jpy, allowsNegative: true)
        }
    }

    @Test func twelveDecimalsExactly() throws {
        let twelve = try AmountParser.exactAmount("0.000000000001", currency: .usd, allowsNegative: false)
        #expect(twelve.scale == 12 && twelve.magnitude == 1)
        #expect(
            try AmountParser.exactAmount("0.123456789012", currency: .usd, allowsNegative: false).plainText == "0.123456789012")
        #expect(throws: ShopCoreError.tooManyDecimals("0.1234567890123", limit: 12)) {
            try AmountParser.exactAmount("0.1234567890123", currency: .usd, allowsNegative: false)
        }
        #expect(try (twelve * twelve).plainText == "0.000000000000000000000001")
    }

    @Test func thereIsNoNegativeZero() throws {
        let zeros: [ExactDecimal] = [
            ExactDecimal(isNegative: true, magnitude: 0),
            try ExactDecimal(isNegative: true, magnitude: 0, scale: 5),
            try ExactDecimal(isNegative: true, magnitude: 0, scale: 500),
            ExactDecimal.zero.negated,
            try ExactDecimal.one.negated + .one,
            try ExactDecimal(isNegative: true, magnitude: 15, scale: 1)
                - ExactDecimal(isNegative: true, magnitude: 150, scale: 2),
            try ExactDecimal.one.negated * .zero,
            try ExactDecimal(isNegative: true, magnitude: 4, scale: 30).limited(toScale: 2).value,
            try ExactDecimal.multiply(
                ExactDecimal(isNegative: true, magnitude: 1, scale: 20), ExactDecimal(isNegative: false, magnitude: 1, scale: 20),
                maxScale: 22
            ).value,
            try ExactDecimal.divide(
                ExactDecimal(isNegative: true, magnitude: 1, scale: 20), ExactDecimal(magnitude: 1000), scale: 22
            ).value,
            try ExactDecimal.quotient(
                ExactDecimal(isNegative: true, magnitude: 1), ExactDecimal(magnitude: 3), roundedTo: .one, .towardZero),
            try AmountParser.exactAmount("-0.000", currency: .jpy, allowsNegative: true),
            try AmountParser.exactDecimal("-0", allowsNegative: false),
            try ExactDecimal(Decimal(sign: .minus, exponent: 0, significand: 0)),
        ]
        for (index, zero) in zeros.enumerated() {
            #expect(zero.isZero && !zero.isNegative, "zero #\(index)")
            #expect(zero.plainText == "0", "zero #\(index)")
        }
    }

    @Test func scalesOutsideTheRangeAreExactOrRefused() throws {
        // A negative scale moves the point right.
        #expect(try ExactDecimal(isNegative: false, magnitude: 5, scale: -2).plainText == "500")
        #expect(throws: ShopCoreError.tooLarge("5e39")) { try ExactDecimal(isNegative: false, magnitude: 5, scale: -39) }
        #expect(throws: ShopCoreError.tooLarge("5e9223372036854775808")) {
            try ExactDecimal(isNegative: false, magnitude: 5, scale: Int.min)
        }
        // Beyond 38 decimals only trailing zeros may go.
        let shortened = try ExactDecimal(isNegative: true, magnitude: 5000, scale: 40)
        #expect(shortened.scale == 38 && shortened.magnitude == 50 && shortened.isNegative)
        #expect(shortened.plainText == "-0." + String(repeating: "0", count: 36) + "5")
        #expect(throws: ShopCoreError.tooManyDecimals("5e-39", limit: 38)) {
            try ExactDecimal(isNegative: false, magnitude: 5, scale: 39)
        }
        #expect(throws: ShopCoreError.tooManyDecimals("1e-9223372036854775807", limit: 38)) {
            try ExactDecimal(isNegative: false, magnitude: 1, scale: Int.max)
        }
    }

    @Test func scalesPassedToTheWideOperationsAreClamped() throws {
        let third = try ExactDecimal.divide(.one, ExactDecimal(magnitude: 3), scale: -4)
        #expect(third.value == .zero && !third.isExact)
        let precise = try ExactDecimal.divide(.one, ExactDecimal(magnitude: 3), scale: 1000)
        #expect(precise.value.scale == 38)
        let product = try ExactDecimal.multiply(
            ExactDecimal(isNegative: false, magnitude: 15, scale: 1), ExactDecimal(magnitude: 3), maxScale: -1)
        #expect(product.value.plainText == "4" && !product.isExact)
        #expect(try ExactDecimal(isNegative: false, magnitude: 25, scale: 1).limited(toScale: Int.min).value.plainText == "2")
        #expect(ExactDecimal.one.limited(toScale: Int.max).value == .one)
    }

    @Test func decimalsWithMoreThan38DecimalsAreTooPreciseNotTooLarge() {
        #expect(throws: ShopCoreError.tooManyDecimals("0.0033333333333333333333333333333333333333", limit: 38)) {
            try ExactDecimal(Decimal(1) / 300)
        }
        let tiny = Decimal(sign: .plus, exponent: -50, significand: 7)
        #expect(throws: ShopCoreError.tooManyDecimals(tiny.description, limit: 38)) { try ExactDecimal(tiny) }
        let huge = Decimal(sign: .plus, exponent: 50, significand: 7)
        #expect(throws: ShopCoreError.tooLarge(huge.description)) { try ExactDecimal(huge) }
        #expect(throws: ShopCoreError.tooManyDecimals(tiny.description, limit: 38)) { try tiny.addingExactly(1) }
    }

    @Test func multiplesAreDecidedAtAnyScale() throws {
        let cents = try ExactDecimal(isNegative: false, magnitude: 1, scale: 2)
        #expect(ExactDecimal(magnitude: ExactDecimal.powersOfTen[37]).isMultiple(of: cents))
        #expect(Self.max.isMultiple(of: ExactDecimal(magnitude: 5)))
        #expect(!Self.max.isMultiple(of: ExactDecimal(magnitude: 2)))
        #expect(try !ExactDecimal(isNegative: false, magnitude: 5, scale: 3).isMultiple(of: cents))
        #expect(ExactDecimal.zero.isMultiple(of: .zero))
        #expect(!ExactDecimal.one.isMultiple(of: .zero))
        #expect(ExactDecimal(magnitude: 300).isMultiple(of: ExactDecimal(isNegative: true, magnitude: 100)))
    }
}
