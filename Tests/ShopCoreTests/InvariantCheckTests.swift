import TestSupport
import Testing

@testable import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `_checkInvariants()` (compiled in by `SHOPCORE_INTERNAL_CHECKS`, on in debug builds):
/// every value the exact types compute keeps its invariants, and a value made without
/// them stops the program where it is made.
@Suite(.enabled(if: shopCoreInternalChecks, "ShopCore built without SHOPCORE_INTERNAL_CHECKS"))
struct InvariantCheckTests {
    /// Sums, differences, products and quotients of random fractions, small and past 128 bits.
    @Test func fractionsComputedKeepTheirInvariants() throws {
        var random = SplitMix64(seed: 27)
        let big = try Fraction(Decimal(string: "1000000000000000000000000000007")!)
        for _ in 0..<500 {
            let a = try Fraction(
                Int.random(in: -1_000_000_000...1_000_000_000, using: &random), Int.random(in: 1...1_000_000, using: &random))
            let b = try Fraction(
                Int.random(in: -1_000_000_000...1_000_000_000, using: &random), Int.random(in: 1...1_000_000, using: &random))
            let x = try a * big * big, y = try b / big
            for value in [try a + b, try a - b, try a * b, try x + y, try x - y, try x * y, try x - x, x.negated, y.magnitude] {
                value._checkInvariants()
            }
            if !b.isZero { try (x / b)._checkInvariants() }
        }
    }

    @Test func exactDecimalsComputedKeepTheirInvariants() throws {
        var random = SplitMix64(seed: 27)
        for _ in 0..<500 {
            let a = try ExactDecimal(
                isNegative: Bool.random(using: &random), magnitude: UInt128(UInt64.random(in: 0...UInt64.max, using: &random)),
                scale: Int.random(in: 0...12, using: &random))
            let b = try ExactDecimal(
                isNegative: Bool.random(using: &random), magnitude: UInt128(UInt32.random(in: 0...UInt32.max, using: &random)),
                scale: Int.random(in: 0...12, using: &random))
            for value in [try a + b, try a - b, try a * b, try a - a, a.negated, a.normalized] {
                value._checkInvariants()
            }
            for rule in RoundingRule.allCases {
                try a.rounded(toMultipleOf: ExactDecimal(magnitude: 100), rule)._checkInvariants()
            }
        }
    }

    @Test func aFractionNotInLowestTermsIsCaught() async {
        await #expect(processExitsWith: .failure) { _ = Fraction(small: false, 2, 4) }
    }

    @Test func aZeroWithASignOrADenominatorIsCaught() async {
        await #expect(processExitsWith: .failure) { _ = Fraction(small: false, 0, 3) }
    }

    @Test func aScaleBeyond38IsCaught() async {
        await #expect(processExitsWith: .failure) { _ = ExactDecimal(unchecked: false, 1, 39) }
    }
}
