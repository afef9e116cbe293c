import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The state of the バーゲン教師 screen: a price (or none yet), a discount
/// rate and which preset (if any) and slider position show it.
///
/// The three controls stay in sync, whichever one moves:
///
/// ```
/// operation            | rate | segment | slider | sliderStep
/// ---------------------+------+---------+--------+-----------
/// select(.thirty)      | 30   | 2       | 0.3    | 6
/// moveSlider(to: 0.37) | 35   | none    | 0.35   | 7
/// moveSlider(to: 0.41) | 40   | 3       | 0.4    | 8
/// setSliderStep(9)     | 45   | none    | 0.45   | 9
/// setRate(33.5)        | 33.5 | none    | 0.335  | 0
/// setRate(50)          | 50   | 4       | 0.5    | 10
/// ```
///
/// Every change is checked, so no sequence of calls (nor decoding) makes a
/// state the initializers would refuse: the price is in ``currency`` and
/// never negative, the rate is in `0...100`, the unit is a positive multiple
/// of the currency's minor unit. A new state has no discount (rate 0), so
/// adding a price before choosing a rate never discounts it by surprise.
public struct BargainState: Sendable, Equatable {
    /// The currency of the price, the unit and the discount.
    public let currency: Currency
    /// The price before the discount, nil until one is set; change it with
    /// ``setPrice(_:)`` and ``clearPrice()``.
    public private(set) var price: Money?
    /// The discount, `0...100` %.
    public private(set) var rate: Percentage = .zero
    /// The preset equal to ``rate``, if one is.
    public private(set) var segment: Segment?
    /// The slider position, ``rate`` / 100.
    public private(set) var slider: Decimal = 0
    /// The unit the discounted price is rounded to; by default the currency's minor unit.
    public private(set) var unit: Decimal
    /// How the discounted price is rounded; by default ``/ShopCore/RoundingRule/towardZero``,
    /// as the original app truncated and a shop never charges above the sign.
    public var rounding: RoundingRule

    /// A state in `currency` with no price yet, no discount and the minor
    /// unit; every value is valid, so it cannot fail.
    public init(currency: Currency, rounding: RoundingRule = .towardZero) {
        self.currency = currency
        self.unit = currency.minorUnit
        self.rounding = rounding
    }

    /// A state for `price`, with no discount yet.
    /// - Throws: ``BargainError/money(_:)`` for a negative price, one beyond
    ///   the exact range or with more than 12 decimals, or a unit that is not a
    ///   positive multiple of the currency's minor unit.
    public init(price: Money, unit: Decimal? = nil, rounding: RoundingRule = .towardZero) throws(BargainError) {
        self.init(currency: price.currency, rounding: rounding)
        try setPrice(price)
        if let unit { try setUnit(unit) }
    }

    /// Sets or changes the price; the rate, preset, slider and unit stay.
    /// - Throws: ``BargainError/currencyMismatch(price:expected:)`` for a price
    ///   in another currency than ``currency`` (the unit was checked against
    ///   it), and ``BargainError/money(_:)`` for a negative price or one beyond
    ///   the exact range; the state is then unchanged.
    public mutating func setPrice(_ newPrice: Money) throws(BargainError) {
        try check(newPrice)
        price = newPrice
    }

    /// Throws unless `price` is one ``setPrice(_:)`` accepts.
    private func check(_ price: Money) throws(BargainError) {
        guard price.currency == currency else {
            throw .currencyMismatch(price: price, expected: currency)
        }
        let exact: ExactDecimal
        do { exact = try Bounds.validated(price.amount) } catch { throw .money(error) }
        if exact.isNegative { throw .money(.negative(price.machineText)) }
    }

    /// Forgets the price (an emptied field); the rate, preset, slider and unit stay.
    public mutating func clearPrice() {
        price = nil
    }

    /// Chooses a preset: the rate becomes its percentage and the slider moves to it.
    public mutating func select(_ segment: Segment) {
        rate = segment.rate
        self.segment = segment
        slider = segment.rate.value.shifted(byPowerOfTen: -2)
    }

    /// Moves the slider to a raw position in `[0, 1]`; it snaps to a 5 % step
    /// (see ``Slider``) and selects the preset it lands on, or none.
    /// - Throws: ``BargainError/sliderOutOfRange(_:)``; ``BargainError/money(_:)``
    ///   for a position with more than 12 decimals (`Decimal(1) / 3`).
    public mutating func moveSlider(to position: Decimal) throws(BargainError) {
        do { try Bounds.validate(position) } catch { throw .money(error) }
        let snapped = try Slider.snap(position)
        let rate = try Self.checkedRate(snapped.shifted(byPowerOfTen: 2))
        slider = snapped
        self.rate = rate
        segment = Segment(rate: rate)
    }

    /// Moves the slider to the `Double` a `UISlider` or SwiftUI `Slider`
    /// gives: rounded to 10 decimals first (``Slider/position(_:)``), so that
    /// `0.7 - 0.3` (`0.39999999999999997`) is 40 %, then snapped as
    /// ``moveSlider(to:)-(Decimal)`` does.
    /// - Throws: ``BargainError/notASliderPosition(_:)`` for NaN, an infinity
    ///   or a magnitude of 2^64 or more, ``BargainError/sliderOutOfRange(_:)``
    ///   outside `[0, 1]` once rounded.
    public mutating func moveSlider(to position: Double) throws(BargainError) {
        try moveSlider(to: try Slider.position(position))
    }

    /// The slider's whole 5 % step, for apps that bind a control to an
    /// integer: `1...19` (5 % … 95 %), or 0 when ``rate`` is no slider step
    /// (0 %, 100 %, 33.5 %).
    public var sliderStep: Int {
        Slider.steps.first { Decimal($0 * 5) == rate.value } ?? 0
    }

    /// Moves the slider to the whole 5 % step `step` (`7` is 35 %), selecting
    /// the preset it lands on, or none.
    /// - Throws: ``BargainError/sliderStepOutOfRange(_:)`` outside `1...19`.
    public mutating func setSliderStep(_ step: Int) throws(BargainError) {
        guard Slider.steps.contains(step) else { throw .sliderStepOutOfRange(step) }
        try setRate(try Self.checkedRate(Decimal(step * 5)))
    }

    /// Sets the rate directly (any percentage); it selects the preset it equals, else none, and
    /// puts the slider at `rate / 100` without snapping.
    /// - Parameter rate: the discount.
    /// - Throws: ``BargainError/money(_:)`` for a rate with more than 12 decimals (a percentage read
    ///   with a larger `maximumDecimals`).
    public mutating func setRate(_ rate: Percentage) throws(BargainError) {
        do { try Bounds.validate(rate.value) } catch { throw .money(error) }
        self.rate = rate
        segment = Segment(rate: rate)
        slider = rate.value.shifted(byPowerOfTen: -2)
    }

    /// Sets the rate to `percent` % (see ``setRate(_:)-(Percentage)``).
    /// - Throws: ``BargainError/rateOutOfRange(_:)``; ``BargainError/money(_:)``
    ///   for a rate with more than 12 decimals (`Decimal(1) / 300`).
    @available(*, deprecated, message: "pass a Percentage: setRate(try Percentage(percent))")
    public mutating func setRate(_ percent: Decimal) throws(BargainError) {
        try setRate(try Self.checkedRate(percent))
    }

    /// `percent` as a discount rate: within 0–100 and 12 decimals, refused in Bargain's words.
    /// - Throws: ``BargainError/rateOutOfRange(_:)``; ``BargainError/money(_:)`` beyond 12 decimals.
    package static func checkedRate(_ percent: Decimal) throws(BargainError) -> Percentage {
        do { try Bounds.validate(percent) } catch { throw .money(error) }
        guard percent >= 0, percent <= 100 else { throw .rateOutOfRange(percent) }
        do { return try Percentage(percent) } catch { throw .rateOutOfRange(percent) }
    }

    /// Changes the rounding unit.
    /// - Throws: ``BargainError/money(_:)`` unless `unit` is a positive multiple
    ///   of the currency's minor unit.
    public mutating func setUnit(_ unit: Decimal) throws(BargainError) {
        do {
            try Bounds.validate(unit)
            try RoundingUnit.validate(unit, currency: currency)
        } catch {
            throw .money(error)
        }
        self.unit = unit
    }

    /// The discount as things stand, or nil while there is no price.
    /// - Throws: ``BargainError/money(_:)`` when the result is beyond the exact range.
    public func discount() throws(BargainError) -> Discount? {
        guard let price else { return nil }
        return try discount(of: price)
    }

    /// The discount this state's rate, unit and rounding give on `price`,
    /// whatever ``price`` is (a list of prices, one discount).
    /// - Throws: the errors of ``setPrice(_:)`` for `price`, and
    ///   ``BargainError/money(_:)`` when the result is beyond the exact range.
    public func discount(of price: Money) throws(BargainError) -> Discount {
        try check(price)
        return try Discount(original: price, rate: rate, unit: unit, rounding: rounding)
    }
}
