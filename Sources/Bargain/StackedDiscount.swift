import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Discounts applied one after another (`30%` then `10%`, or `¥100` then
/// `20%`), the price rounded after each step as a till rounds it.
///
/// Each step works on the price the step before left, so two percentages
/// do not add up: 30 % then 10 % off ¥498 is ¥313, 37.1 % in all. With
/// `sum: true` the percentage steps are added into one rate instead, as
/// some stores count "30 % + 10 % = 40 %".
///
/// ```
/// original | steps         | rounding | after each step          | price | saved | in all
/// ---------+---------------+----------+--------------------------+-------+-------+-------
/// 498      | 30%, 10%      | down     | 348 (348.6), 313 (313.2) | 313   | 185   | ≈37.1%
/// 498      | 30%, 10%      | half-up  | 349 (348.6), 314 (314.1) | 314   | 184   | ≈36.9%
/// 498      | 30%, 10%      | up       | 349 (348.6), 315 (314.1) | 315   | 183   | ≈36.7%
/// 498      | 30% + 10% sum | down     | 298 (298.8)              | 298   | 200   | ≈40.2%
/// 1000     | ¥100, 20%     | down     | 900, 720                 | 720   | 280   | 28%
/// 1000     | 20%, ¥100     | down     | 800, 700                 | 700   | 300   | 30%
/// ```
///
/// A price never goes below zero: an amount off above the price at its step
/// is ``BargainError/amountOffAbovePrice(step:off:price:)``.
public struct StackedDiscount: Sendable, Hashable {
    /// One step as it was applied, and the price it left.
    public struct Stage: Sendable, Hashable {
        /// The step applied: with ``StackedDiscount/isSummed``, the one
        /// percentage the percentage steps add up to.
        public let step: DiscountStep
        /// The steps added into ``step`` when the rates are summed (`30%`,
        /// `10%` for `40%`); empty otherwise.
        public let added: [DiscountStep]
        /// The price after this step, a multiple of the unit.
        public let price: Money
        /// Whether the exact price after this step was rounded.
        public let isRounded: Bool
    }

    /// The price before any step.
    public let original: Money
    /// The steps as given, in order.
    public let steps: [DiscountStep]
    /// Whether the percentage steps were added into one rate.
    public let isSummed: Bool
    /// The steps as applied, each with the price it left (one a step, or
    /// with ``isSummed`` one for all the percentages, where the first stood).
    public let stages: [Stage]
    /// The price after the last step.
    public let price: Money
    /// `original − price`, exactly (negative only when rounding up to a
    /// large unit lands above the original).
    public let saved: Money
    /// The unit the price is rounded to after each step.
    public let unit: Decimal
    /// How the price is rounded after each step.
    public let rounding: RoundingRule
    /// `saved ÷ original × 100` rounded half-up to 0.1 (0 for a price of 0).
    public let effectiveRate: Decimal
    /// Whether ``effectiveRate`` is the exact rate (`28`), not a rounding of
    /// it (`37.148…` shown as `37.1`).
    public let isEffectiveRateExact: Bool

    /// Whether any step's price was rounded.
    public var isRounded: Bool { stages.contains(where: \.isRounded) }

    /// The steps applied to `original` in order, the price rounded to
    /// `unit` (by default the currency's minor unit) by `rounding` after
    /// each; with `sum`, the percentage steps are first added into one rate
    /// that stands where the first of them stood.
    ///
    /// The default rounding is ``/ShopCore/RoundingRule/towardZero``, as the original app
    /// truncated and a till never charges above the sign.
    /// - Throws: ``BargainError/noDiscountSteps`` for no steps;
    ///   ``BargainError/summedRateOutOfRange(_:)`` when summed rates pass
    ///   100 %; ``BargainError/amountOffAbovePrice(step:off:price:)`` when an
    ///   amount off is above the price at its step (numbered from 1 as
    ///   given); ``BargainError/money(_:)`` for a negative original, one
    ///   beyond the exact range, or a unit that is no positive multiple of
    ///   the currency's minor unit.
    public init(
        original: Money, steps: [DiscountStep], unit: Decimal? = nil, rounding: RoundingRule = .towardZero, sum: Bool = false
    ) throws(BargainError) {
        guard !steps.isEmpty else { throw .noDiscountSteps }
        for step in steps { _ = try step.checkedAsDiscountStep() }
        let currency = original.currency
        let unit = unit ?? currency.minorUnit
        do {
            let start = try Bounds.validated(original.amount, named: original.machineText)
            if start.isNegative { throw ShopCoreError.negative(original.machineText) }
            try Bounds.validate(unit)
            try RoundingUnit.validate(unit, currency: currency)
            let exactUnit = try ExactDecimal(unit)
            var price = start
            var stages: [Stage] = []
            for (number, step, added) in try Self.applied(steps, sum: sum) {
                let (next, rounded) = try Self.apply(step, to: price, unit: exactUnit, rounding, number: number, currency)
                stages.append(Stage(step: step, added: added, price: Money(next.decimal, currency), isRounded: rounded))
                price = next
            }
            let saved = try start - price
            let rate = try Self.rate(saved: saved, of: start)
            self.original = original
            self.steps = steps
            self.isSummed = sum
            self.stages = stages
            self.price = Money(price.decimal, currency)
            self.saved = Money(saved.decimal, currency)
            self.unit = unit
            self.rounding = rounding
            self.effectiveRate = rate.value.decimal
            self.isEffectiveRateExact = rate.isExact
        } catch let error as BargainError {
            throw error
        } catch let error as ShopCoreError {
            throw .money(error)
        } catch {
            throw .money(.tooLarge(original.machineText))
        }
    }

    private static let hundred = ExactDecimal(magnitude: 100)

    /// The steps to apply, each with its number as given and the steps added into it.
    static func applied(
        _ steps: [DiscountStep], sum: Bool
    ) throws -> [(number: Int, step: DiscountStep, added: [DiscountStep])] {
        let numbered = steps.enumerated().map { (number: $0.offset + 1, step: $0.element, added: [DiscountStep]()) }
        let percents = steps.filter { $0.kind == .percent }
        guard sum, let first = numbered.firstIndex(where: { $0.step.kind == .percent }) else { return numbered }
        var total = ExactDecimal.zero
        for step in percents { total = try total + ExactDecimal(step.value) }
        guard total <= hundred else { throw BargainError.summedRateOutOfRange(total.decimal) }
        var result = numbered.filter { $0.step.kind == .amount }
        let before = numbered[..<first].count
        result.insert((numbered[first].number, try .percent(total.decimal), percents), at: before)
        return result
    }

    /// The price after `step`, rounded, and whether it was rounded.
    private static func apply(
        _ step: DiscountStep, to price: ExactDecimal, unit: ExactDecimal, _ rounding: RoundingRule, number: Int,
        _ currency: Currency
    ) throws -> (ExactDecimal, Bool) {
        let value = try ExactDecimal(step.value)
        switch step.kind {
        case .percent:
            let payable = try hundred - value
            let next = try ExactDecimal.quotient(price, times: payable, over: hundred, roundedTo: unit, rounding)
            let down = try ExactDecimal.quotient(price, times: payable, over: hundred, roundedTo: unit, .towardZero)
            let up = try ExactDecimal.quotient(price, times: payable, over: hundred, roundedTo: unit, .awayFromZero)
            return (next, down != up)
        case .amount:
            guard value <= price else {
                throw BargainError.amountOffAbovePrice(
                    step: number, off: Money(step.value, currency), price: Money(price.decimal, currency))
            }
            let exact = try price - value
            return (try exact.rounded(toMultipleOf: unit, rounding), !exact.isMultiple(of: unit))
        }
    }

    /// `saved ÷ original × 100`, rounded half-up to 0.1, and whether that is exact.
    static func rate(saved: ExactDecimal, of original: ExactDecimal) throws -> (value: ExactDecimal, isExact: Bool) {
        guard !original.isZero else { return (.zero, true) }
        let scaled = try saved * hundred
        let tenth = try ExactDecimal(isNegative: false, magnitude: 1, scale: 1)
        let shown = try ExactDecimal.quotient(scaled, original, roundedTo: tenth, .toNearestOrAwayFromZero)
        return (shown, try shown * original == scaled)
    }
}

extension BargainState {
    /// This state's rate on `price`, then `steps` (the REPL's `off 10%`),
    /// the price rounded by this state's unit and rule after each.
    /// - Throws: the errors of ``discount(of:)`` for `price`, and those of
    ///   ``StackedDiscount/init(original:steps:unit:rounding:sum:)``.
    public func discount(of price: Money, then steps: [DiscountStep]) throws(BargainError) -> StackedDiscount {
        _ = try discount(of: price)
        return try StackedDiscount(
            original: price, steps: [.percent(rate)] + steps, unit: unit, rounding: rounding)
    }
}
