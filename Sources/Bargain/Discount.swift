import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A computed discount: what the price was, what it is now and what you save.
///
/// `price = original × (1 − rate / 100)` rounded to ``unit`` by ``rounding``;
/// `saved = original − price`, exactly, so `price + saved == original` always.
public struct Discount: Sendable, Hashable {
    /// The price before the discount.
    public let original: Money
    /// The discount.
    public let rate: Percentage
    /// The preset equal to the rate, if any.
    public let segment: Segment?
    /// The slider position for the rate.
    public let slider: Decimal
    /// The price after the discount, a multiple of ``unit``.
    public let price: Money
    /// What the discount takes off: `original − price`.
    public let saved: Money
    /// The rounding unit of ``price``.
    public let unit: Decimal
    /// The rounding rule of ``price``.
    public let rounding: RoundingRule
    /// True when the exact discounted price was not a multiple of ``unit``, so
    /// ``price`` is rounded (`9800 − 33.3%` is 6536.6, rounded down to 6536).
    public let isRounded: Bool
}

extension Discount {
    /// The discount of `rate` percent on `original`, rounded to `unit` by
    /// `rounding`; the one place a discount is computed.
    /// - Throws: ``BargainError/money(_:)`` when the result is beyond the exact range.
    init(original: Money, rate: Percentage, unit: Decimal, rounding: RoundingRule) throws(BargainError) {
        do {
            let calculator = try DiscountCalculator(rate: rate.value, unit: unit, rounding: rounding)
            let exact = try ExactDecimal(original.amount)
            let (discounted, saved) = try calculator.apply(exact)
            self.init(
                original: original,
                rate: rate,
                segment: Segment(rate: rate),
                slider: rate.value.shifted(byPowerOfTen: -2),
                price: Money(discounted.decimal, original.currency),
                saved: Money(saved.decimal, original.currency),
                unit: unit,
                rounding: rounding,
                isRounded: try calculator.isRounded(exact)
            )
        } catch {
            throw .money(error)
        }
    }
}

/// The discount arithmetic, prepared once for a rate, unit and rule so that
/// a batch of prices shares it.
///
/// ``BargainState/discount()`` and batch mode both call ``price(_:)``, so the
/// two can never disagree.
package struct DiscountCalculator: Sendable {
    /// `100 − rate`: the percentage that is paid.
    let payable: ExactDecimal
    let unit: ExactDecimal
    let rounding: RoundingRule
    private static let hundred = ExactDecimal(magnitude: 100)

    package init(rate: Decimal, unit: Decimal, rounding: RoundingRule) throws(ShopCoreError) {
        self.payable = try Self.hundred - ExactDecimal(rate)
        self.unit = try ExactDecimal(unit)
        self.rounding = rounding
    }

    /// `original × (100 − rate) ÷ 100`, rounded to the unit, exactly.
    package func price(_ original: ExactDecimal) throws(ShopCoreError) -> ExactDecimal {
        try ExactDecimal.quotient(original, times: payable, over: Self.hundred, roundedTo: unit, rounding)
    }

    /// The discounted price and what it saves (`original − price`, exactly;
    /// negative when rounding up to a large unit lands above the original).
    package func apply(_ original: ExactDecimal) throws(ShopCoreError) -> (price: ExactDecimal, saved: ExactDecimal) {
        let discounted = try price(original)
        return (discounted, try original - discounted)
    }

    /// Whether ``price(_:)`` of `original` differs from the exact `original ×
    /// (100 − rate) ÷ 100`: whether rounding down and up to the unit differ.
    package func isRounded(_ original: ExactDecimal) throws(ShopCoreError) -> Bool {
        let down = try ExactDecimal.quotient(original, times: payable, over: Self.hundred, roundedTo: unit, .towardZero)
        return try ExactDecimal.quotient(original, times: payable, over: Self.hundred, roundedTo: unit, .awayFromZero) != down
    }
}
