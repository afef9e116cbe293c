import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One step of a stacked discount: a percentage off (`10%`) or an amount off
/// (`100`, `¥100`), applied to the price the step before left.
///
/// A step is ShopCore's ``/ShopCore/PercentOrAmount``, the one "percentage or
/// amount" type, which a cart item keeps as it is (`Cart.Item.Discount`).
///
/// ```
/// text     | DiscountStep(parsing:currency: .jpy)
/// ---------+--------------------------------------
/// 30%      | .percent(30)
/// ３０％    | .percent(30)
/// 100      | .amount(100)
/// ¥100     | .amount(100)
/// 120%     | rateOutOfRange(120)
/// -100     | money(.negative("-100"))
/// abc      | notADiscountStep("abc")
/// ```
///
/// ``StackedDiscount`` checks every step it is given: a percentage is in
/// `0...100` by construction, an amount must be 0 or more and within
/// ``/ShopCore/Bounds``.
public typealias DiscountStep = PercentOrAmount

extension PercentOrAmount {
    /// `percent` percent off, checked as a discount rate is.
    /// - Throws: ``BargainError/rateOutOfRange(_:)`` outside `0...100`,
    ///   ``BargainError/money(_:)`` beyond 12 decimals.
    public init(percentOff percent: Decimal) throws(BargainError) {
        do { try Bounds.validate(percent) } catch { throw .money(error) }
        do { self = .percent(try Percentage(percent)) } catch { throw .rateOutOfRange(percent) }
    }

    /// `amount` off, in the currency of the price it is applied to.
    /// - Throws: ``BargainError/money(_:)`` for a negative amount, one beyond
    ///   the exact range or with more than 12 decimals.
    public init(amountOff amount: Decimal) throws(BargainError) {
        let exact: ExactDecimal
        do { exact = try Bounds.validated(amount) } catch { throw .money(error) }
        if exact.isNegative { throw .money(.negative(MoneyFormat.plain(amount))) }
        self = .amount(amount)
    }

    /// Reads a discount step as people type it: a percentage ends with `%`
    /// (`10%`, `１０％`); anything else is an amount in `currency` (`100`,
    /// `¥100`, `100円`, or the currency's code).
    /// - Throws: ``BargainError/notADiscountStep(_:)`` for text that is
    ///   neither, ``BargainError/rateOutOfRange(_:)`` for a percentage outside
    ///   0–100, ``BargainError/money(_:)`` for a negative amount, one of
    ///   another currency or beyond the exact range.
    public init(parsing text: String, currency: Currency) throws(BargainError) {
        // `10%` by the one percentage reader (through `Rate`, for the rate's own words); else an amount.
        if PercentOrAmount.isPercent(text) {
            do {
                self = .percent(try Percentage(parsingDiscountRate: text))
            } catch .notARate {
                throw .notADiscountStep(text)
            }
            return
        }
        let amount: Decimal
        do {
            amount = try AmountParser.amount(text, currency: currency, allowsNegative: true)
        } catch .notAnAmount {
            throw .notADiscountStep(text)
        } catch {
            throw .money(error)
        }
        if amount < 0 { throw .money(.negative(text)) }
        self = try PercentOrAmount(amountOff: amount)
    }

    /// The step checked as ``init(percentOff:)`` or ``init(amountOff:)`` checks it.
    func checkedAsDiscountStep() throws(BargainError) -> PercentOrAmount {
        switch self {
        case .percent(let percentage): return try PercentOrAmount(percentOff: percentage.value)
        case .amount(let amount): return try PercentOrAmount(amountOff: amount)
        }
    }
}
