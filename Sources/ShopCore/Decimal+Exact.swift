import FoundationEssentials

/// Exact operations on `Decimal` that Foundation does not offer on Linux.
///
/// Each goes through ``ExactDecimal``: it is exact, or it throws
/// ``ShopCoreError/tooLarge(_:)``; it never rounds silently.
extension Decimal {
    /// This amount rounded to a multiple of `unit` by `mode`.
    ///
    /// `Decimal(3350).rounded(toMultipleOf: 100, .down)` is `3300`;
    /// `Decimal(string: "2.675")!.rounded(toMultipleOf: 0.05, .halfUp)` is `2.7`.
    /// - Throws: ``ShopCoreError/tooLarge(_:)`` beyond the exact range.
    public func rounded(toMultipleOf unit: Decimal, _ mode: RoundingRule) throws(ShopCoreError) -> Decimal {
        try ExactDecimal(self).rounded(toMultipleOf: ExactDecimal(unit), mode).decimal
    }

    /// `self ÷ divisor`, rounded to a multiple of `unit` by `mode`, computed exactly.
    ///
    /// Foundation's `/` stops at 38 digits without saying so (`1/3*3` is not
    /// `1`); this decides the rounding from the exact remainder.
    /// - Throws: ``ShopCoreError/divisionByZero``, ``ShopCoreError/tooLarge(_:)``.
    public func divided(by divisor: Decimal, roundedTo unit: Decimal, _ mode: RoundingRule) throws(ShopCoreError) -> Decimal {
        try ExactDecimal.quotient(ExactDecimal(self), ExactDecimal(divisor), roundedTo: ExactDecimal(unit), mode).decimal
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

    /// True when this value is a whole multiple of `unit` (`300` of `100`, `0.25` of `0.05`).
    public func isMultiple(of unit: Decimal) -> Bool {
        guard let value = try? ExactDecimal(self), let step = try? ExactDecimal(unit) else { return false }
        return value.isMultiple(of: step)
    }
}

extension Decimal {
    /// This value times 10^`power`, exactly: only the exponent moves
    /// (`0.35.shifted(byPowerOfTen: 2)` is `35`). Much cheaper than
    /// Foundation's `/ 100`, which runs its general long division.
    public func shifted(byPowerOfTen power: Int) -> Decimal {
        Decimal(sign: sign, exponent: exponent + power, significand: significand)
    }
}
