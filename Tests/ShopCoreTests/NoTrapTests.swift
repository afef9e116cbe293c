import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Public functions answer every input with a value or a typed error, never a crash.
@Suite struct NoTrapTests {
    struct BadUnit: Sendable, CustomTestStringConvertible {
        let unit: String, shown: String
        var testDescription: String { "unit \(unit)" }
        init(_ unit: String, _ shown: String) { (self.unit, self.shown) = (unit, shown) }
        var value: Decimal { Decimal(string: unit)! }
    }

    static let badUnits = [BadUnit("0", "0"), BadUnit("-1", "-1"), BadUnit("-0.05", "-0.05"), BadUnit("0.000", "0")]

    @Test(arguments: badUnits)
    func roundingToANonPositiveUnitThrows(_ row: BadUnit) {
        #expect(throws: ShopCoreError.nonPositiveUnit(row.shown)) {
            try Decimal(3350).rounded(toMultipleOf: row.value, .towardZero)
        }
    }

    @Test(arguments: badUnits)
    func dividingToANonPositiveUnitThrows(_ row: BadUnit) {
        #expect(throws: ShopCoreError.nonPositiveUnit(row.shown)) {
            try Decimal(23450).divided(by: 7, roundedTo: row.value, .toNearestOrAwayFromZero)
        }
        // The unit is checked before the divisor.
        #expect(throws: ShopCoreError.nonPositiveUnit(row.shown)) {
            try Decimal(1).divided(by: 0, roundedTo: row.value, .awayFromZero)
        }
    }

    @Test(arguments: badUnits)
    func multiplesOfANonPositiveUnitThrow(_ row: BadUnit) {
        #expect(throws: ShopCoreError.nonPositiveUnit(row.shown)) { try Decimal(300).isMultiple(of: row.value) }
    }

    @Test func nanIsAnErrorEverywhere() {
        #expect(throws: ShopCoreError.notADecimal("NaN", reason: .notFinite)) {
            try Decimal(1).rounded(toMultipleOf: .nan, .towardZero)
        }
        #expect(throws: ShopCoreError.notADecimal("NaN", reason: .notFinite)) { try Decimal.nan.isMultiple(of: 1) }
        #expect(throws: ShopCoreError.notADecimal("NaN", reason: .notFinite)) { try Decimal.nan.addingExactly(1) }
    }

    @Test func theExactQuotientThrowsForAZeroUnit() {
        #expect(throws: ShopCoreError.nonPositiveUnit("0")) {
            try ExactDecimal.quotient(.one, .one, roundedTo: .zero, .towardZero)
        }
        #expect(throws: ShopCoreError.nonPositiveUnit("-1")) {
            try ExactDecimal.quotient(.one, .one, roundedTo: ExactDecimal.one.negated, .towardZero)
        }
    }

    @Test func shiftingKeepsNaNAndSurvivesHugeExponents() {
        #expect(Decimal.nan.shifted(byPowerOfTen: 2).isNaN)
        #expect(Decimal(5).shifted(byPowerOfTen: Int.max).isNaN)
        #expect(Decimal(string: "0.05")!.shifted(byPowerOfTen: Int.min).isNaN)
    }

    @Test func sumsAbove10To38ComeBackAsDecimals() throws {
        // 3 × 10^38 needs a 128-bit significand above UInt64 twice over.
        let a = Decimal(string: "200000000000000000000000000000000000000")!
        let b = Decimal(string: "100000000000000000000000000000000000001")!
        #expect(try a.addingExactly(b) == Decimal(string: "300000000000000000000000000000000000001")!)
        #expect(throws: ShopCoreError.self) { try a.addingExactly(a) }
    }

    @Test func quotingWithANegativeLimitCutsEverything() {
        #expect(quoted("abc", limit: -5) == #""…""#)
        #expect(quoted("", limit: -5) == #""""#)
    }

    @Test func roundingUnitsBeyondTheRangeAreInvalidNotFatal() {
        let tiny = Decimal(sign: .plus, exponent: -60, significand: 1)
        #expect(throws: ShopCoreError.invalidUnit("tiny", currency: .jpy)) {
            try RoundingUnit.validate(tiny, currency: .jpy, text: "tiny")
        }
    }
}
