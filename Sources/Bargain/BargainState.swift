import FoundationEssentials
import ShopCore

/// The state of the バーゲン教師 screen: a price, a discount rate and which
/// preset (if any) and slider position show it.
///
/// The three controls stay in sync, whichever one moves:
///
/// ```
/// operation            | rate | segment | slider
/// ---------------------+------+---------+-------
/// select(.thirty)      | 30   | 2       | 0.3
/// moveSlider(to: 0.37) | 35   | none    | 0.35
/// moveSlider(to: 0.41) | 40   | 3       | 0.4
/// setRate(33.5)        | 33.5 | none    | 0.335
/// setRate(50)          | 50   | 4       | 0.5
/// ```
///
/// A new state has no discount (rate 0), so adding a price before choosing
/// a rate never discounts it by surprise.
public struct BargainState: Sendable, Equatable {
    /// The price before the discount; change it with ``setPrice(_:)``.
    public private(set) var price: Money
    /// The discount in percent, `0...100`.
    public private(set) var rate: Decimal = 0
    /// The preset equal to ``rate``, if one is.
    public private(set) var segment: Segment?
    /// The slider position, ``rate`` / 100.
    public private(set) var slider: Decimal = 0
    /// The unit the discounted price is rounded to; by default the currency's minor unit.
    public private(set) var unit: Decimal
    /// How the discounted price is rounded; by default ``RoundingRule/down``,
    /// as the original app truncated and a shop never charges above the sign.
    public var rounding: RoundingRule

    /// A state for `price`, with no discount yet.
    /// - Throws: ``BargainError/money(_:)`` for a negative price, one beyond
    ///   the exact range or with more than 12 decimals, or a unit that is not a
    ///   positive multiple of the currency's minor unit.
    public init(price: Money, unit: Decimal? = nil, rounding: RoundingRule = .down) throws(BargainError) {
        try Self.check(price)
        self.price = price
        self.unit = price.currency.minorUnit
        self.rounding = rounding
        if let unit { try setUnit(unit) }
    }

    /// Changes the price; the rate, preset, slider and unit stay.
    /// - Throws: ``BargainError/currencyMismatch(price:expected:)`` for a price
    ///   in another currency (the unit was checked against this one), and
    ///   ``BargainError/money(_:)`` for a negative price or one beyond the exact range.
    public mutating func setPrice(_ newPrice: Money) throws(BargainError) {
        guard newPrice.currency == price.currency else {
            throw .currencyMismatch(price: newPrice, expected: price.currency)
        }
        try Self.check(newPrice)
        price = newPrice
    }

    private static func check(_ price: Money) throws(BargainError) {
        let exact: ExactDecimal
        do { exact = try Bounds.validated(price.amount) } catch { throw .money(error) }
        if exact.isNegative { throw .money(.negative(price.machineText)) }
    }

    /// Chooses a preset: the rate becomes its percentage and the slider moves to it.
    public mutating func select(_ segment: Segment) {
        rate = segment.rate
        self.segment = segment
        slider = segment.rate.shifted(byPowerOfTen: -2)
    }

    /// Moves the slider to a raw position in `[0, 1]`; it snaps to a 5 % step
    /// (see ``Slider``) and selects the preset it lands on, or none.
    /// - Throws: ``BargainError/sliderOutOfRange(_:)``; ``BargainError/money(_:)``
    ///   for a position with more than 12 decimals (`Decimal(1) / 3`).
    public mutating func moveSlider(to position: Decimal) throws(BargainError) {
        do { try Bounds.validate(position) } catch { throw .money(error) }
        let snapped = try Slider.snap(position)
        slider = snapped
        rate = snapped.shifted(byPowerOfTen: 2)
        segment = Segment(rate: rate)
    }

    /// Sets the rate directly (any decimal in `0...100`); it selects the preset
    /// it equals, else none, and puts the slider at `rate / 100` without snapping.
    /// - Throws: ``BargainError/rateOutOfRange(_:)``; ``BargainError/money(_:)``
    ///   for a rate with more than 12 decimals (`Decimal(1) / 300`).
    public mutating func setRate(_ percent: Decimal) throws(BargainError) {
        do { try Bounds.validate(percent) } catch { throw .money(error) }
        guard percent >= 0, percent <= 100 else { throw .rateOutOfRange(percent) }
        rate = percent
        segment = Segment(rate: percent)
        slider = percent.shifted(byPowerOfTen: -2)
    }

    /// Changes the rounding unit.
    /// - Throws: ``BargainError/money(_:)`` unless `unit` is a positive multiple
    ///   of the currency's minor unit.
    public mutating func setUnit(_ unit: Decimal) throws(BargainError) {
        do {
            try RoundingUnit.validate(unit, currency: price.currency)
        } catch {
            throw .money(error)
        }
        self.unit = unit
    }

    /// The discount as things stand.
    /// - Throws: ``BargainError/money(_:)`` when the result is beyond the exact range.
    public func discount() throws(BargainError) -> Discount {
        do {
            let calculator = try DiscountCalculator(rate: rate, unit: unit, rounding: rounding)
            let original = try ExactDecimal(price.amount)
            let (discounted, saved) = try calculator.apply(original)
            let isRounded = try calculator.isRounded(original, to: discounted)
            return Discount(
                original: price,
                rate: rate,
                segment: segment,
                slider: slider,
                price: Money(discounted.decimal, price.currency),
                saved: Money(saved.decimal, price.currency),
                unit: unit,
                rounding: rounding,
                isRounded: isRounded
            )
        } catch {
            throw .money(error)
        }
    }
}
