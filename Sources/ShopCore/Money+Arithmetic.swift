#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Arithmetic on amounts of one currency: exact, and a thrown error, never
/// a silent conversion, when two currencies meet.
///
/// ```swift
/// let total = try Money(1980, .jpy) + Money(498, .jpy)   // ¥2,478
/// try Money(1, .jpy) + Money(1, .usd)                    // ShopCoreError.mixedCurrencies(.jpy, .usd)
/// let three = try Money(498, .jpy) * 3                   // ¥1,494
/// ```
extension Money {
    /// Nothing, in `currency`.
    public static func zero(_ currency: Currency) -> Money { Money(0, currency) }

    /// The exact sum.
    /// - Throws: ``ShopCoreError/mixedCurrencies(_:_:)``, ``ShopCoreError/tooLarge(_:)`` past 38 digits.
    public static func + (lhs: Money, rhs: Money) throws(ShopCoreError) -> Money {
        let currency = try sameCurrency(lhs, rhs)
        return Money(try (ExactDecimal(lhs.amount) + ExactDecimal(rhs.amount)).decimal, currency)
    }

    /// The exact difference (it may be negative).
    /// - Throws: ``ShopCoreError/mixedCurrencies(_:_:)``, ``ShopCoreError/tooLarge(_:)``.
    public static func - (lhs: Money, rhs: Money) throws(ShopCoreError) -> Money {
        let currency = try sameCurrency(lhs, rhs)
        return Money(try (ExactDecimal(lhs.amount) - ExactDecimal(rhs.amount)).decimal, currency)
    }

    /// The exact multiple (`¥498 × 3`, `$10 × 1.5`); round it with ``rounded(toMultipleOf:_:)``.
    /// - Throws: ``ShopCoreError/tooLarge(_:)`` past 38 digits.
    public static func * (lhs: Money, factor: Decimal) throws(ShopCoreError) -> Money {
        Money(try (ExactDecimal(lhs.amount) * ExactDecimal(factor)).decimal, lhs.currency)
    }

    /// The sum of `amounts`, all in `currency` (zero for none).
    /// - Throws: ``ShopCoreError/mixedCurrencies(_:_:)``, ``ShopCoreError/tooLarge(_:)``.
    public static func sum(_ amounts: some Sequence<Money>, in currency: Currency) throws(ShopCoreError) -> Money {
        var total = ExactDecimal.zero
        for amount in amounts {
            guard amount.currency == currency else { throw .mixedCurrencies(currency, amount.currency) }
            total = try total + ExactDecimal(amount.amount)
        }
        return Money(total.decimal, currency)
    }

    /// Whether `self` is less than `other`.
    /// - Throws: ``ShopCoreError/mixedCurrencies(_:_:)``.
    public func isLess(than other: Money) throws(ShopCoreError) -> Bool {
        _ = try Self.sameCurrency(self, other)
        return amount < other.amount
    }

    /// This amount rounded to a multiple of `unit` by `rule`, exactly.
    /// - Throws: ``ShopCoreError/nonPositiveUnit(_:)``, ``ShopCoreError/tooLarge(_:)``.
    public func rounded(toMultipleOf unit: Decimal, _ rule: RoundingRule) throws(ShopCoreError) -> Money {
        Money(try amount.rounded(toMultipleOf: unit, rule), currency)
    }

    /// The one currency of two amounts.
    private static func sameCurrency(_ lhs: Money, _ rhs: Money) throws(ShopCoreError) -> Currency {
        guard lhs.currency == rhs.currency else { throw .mixedCurrencies(lhs.currency, rhs.currency) }
        return lhs.currency
    }
}
