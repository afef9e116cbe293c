#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Exact operations on `Decimal` that Foundation does not offer on Linux.
///
/// Each goes through `ExactDecimal`: it is exact, or it throws
/// ``ShopCoreError/tooLarge(_:)`` (or ``ShopCoreError/tooManyDecimals(_:limit:)``
/// for a value with more than 38 decimals); it never rounds silently.
extension Decimal {
    /// This amount rounded to a multiple of `unit` by `mode`.
    ///
    /// `Decimal(3350).rounded(toMultipleOf: 100, .towardZero)` is `3300`;
    /// `Decimal(string: "2.675")!.rounded(toMultipleOf: 0.05, .toNearestOrAwayFromZero)` is `2.7`.
    /// - Throws: ``ShopCoreError/nonPositiveUnit(_:)`` when `unit` is zero or
    ///   negative, ``ShopCoreError/tooLarge(_:)`` beyond the exact range.
    public func rounded(toMultipleOf unit: Decimal, _ mode: RoundingRule) throws(ShopCoreError) -> Decimal {
        try ExactDecimal(self).rounded(toMultipleOf: Self.positiveUnit(unit), mode).decimal
    }

    /// `self ÷ divisor`, rounded to a multiple of `unit` by `mode`, computed exactly.
    ///
    /// Foundation's `/` stops at 38 digits without saying so (`1/3*3` is not
    /// `1`); this decides the rounding from the exact remainder.
    /// - Throws: ``ShopCoreError/nonPositiveUnit(_:)`` when `unit` is zero or
    ///   negative, ``ShopCoreError/divisionByZero``, ``ShopCoreError/tooLarge(_:)``.
    public func divided(by divisor: Decimal, roundedTo unit: Decimal, _ mode: RoundingRule) throws(ShopCoreError) -> Decimal {
        let step = try Self.positiveUnit(unit)
        return try ExactDecimal.quotient(ExactDecimal(self), ExactDecimal(divisor), roundedTo: step, mode).decimal
    }

    /// `self × other`, exactly; Foundation's `*` rounds products past 38 digits.
    public func multipliedExactly(by other: Decimal) throws(ShopCoreError) -> Decimal {
        try (ExactDecimal(self) * ExactDecimal(other)).decimal
    }

    /// `self + other`, exactly.
    public func addingExactly(_ other: Decimal) throws(ShopCoreError) -> Decimal {
        try (ExactDecimal(self) + ExactDecimal(other)).decimal
    }

    /// `self − other`, exactly.
    public func subtractingExactly(_ other: Decimal) throws(ShopCoreError) -> Decimal {
        try (ExactDecimal(self) - ExactDecimal(other)).decimal
    }

    /// True when this value is a whole multiple of `unit` (`300` of `100`,
    /// `0.25` of `0.05`), decided exactly at any magnitude.
    /// - Throws: ``ShopCoreError/nonPositiveUnit(_:)`` when `unit` is zero or
    ///   negative; ``ShopCoreError/notADecimal(_:reason:)`` for NaN.
    public func isMultiple(of unit: Decimal) throws(ShopCoreError) -> Bool {
        let step = try Self.positiveUnit(unit)
        return try ExactDecimal(self).isMultiple(of: step)
    }

    /// `unit` as an exact value, checked to be above zero.
    private static func positiveUnit(_ unit: Decimal) throws(ShopCoreError) -> ExactDecimal {
        let step = try ExactDecimal(unit)
        guard !step.isZero, !step.isNegative else { throw .nonPositiveUnit(step.plainText) }
        return step
    }
}

extension Decimal {
    /// This value times 10^`power`, exactly: only the exponent moves
    /// (`0.35.shifted(byPowerOfTen: 2)` is `35`).
    ///
    /// Much cheaper than Foundation's `/ 100`, which runs its general long division.
    ///
    /// NaN stays NaN; an exponent beyond `Decimal`'s range gives NaN, as
    /// Foundation's own initializer does.
    public func shifted(byPowerOfTen power: Int) -> Decimal {
        guard !isNaN else { return self }
        let (newExponent, overflow) = exponent.addingReportingOverflow(power)
        if overflow { return .nan }
        return Decimal(sign: sign, exponent: newExponent, significand: significand)
    }
}
