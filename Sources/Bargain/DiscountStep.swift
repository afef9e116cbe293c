import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One step of a stacked discount: a percentage off (`10%`) or an amount off
/// (`100`, `¥100`), applied to the price the step before left.
///
/// ```
/// text     | DiscountStep(parsing:currency: .jpy)
/// ---------+--------------------------------------
/// 30%      | .percent(30)
/// ３０％    | .percent(30)
/// 100      | .amount(100)
/// ¥100     | .amount(100)
/// 120%     | rateOutOfRange(120)
/// abc      | notADiscountStep("abc")
/// ```
///
/// A step is checked when it is made, so every step is one the chain can
/// apply: a percentage in `0...100`, an amount of 0 or more, both within
/// ``/ShopCore/Bounds``.
public struct DiscountStep: Sendable, Hashable, CustomStringConvertible {
    /// Whether a step takes a percentage or an amount off.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `value` percent of the price so far (`10%` of ¥348 is ¥34.8).
        case percent
        /// `value` in the price's currency (`¥100`).
        case amount
    }

    /// What kind of step it is.
    public let kind: Kind
    /// The percentage (`30` for 30 %) or the amount (`100`).
    public let value: Decimal

    private init(kind: Kind, value: Decimal) {
        self.kind = kind
        self.value = value
    }

    /// `percent` percent off.
    /// - Throws: ``BargainError/rateOutOfRange(_:)`` outside `0...100`,
    ///   ``BargainError/money(_:)`` beyond 12 decimals.
    public static func percent(_ percent: Decimal) throws(BargainError) -> DiscountStep {
        do { try Bounds.validate(percent) } catch { throw .money(error) }
        do { _ = try Percentage(percent) } catch { throw .rateOutOfRange(percent) }
        return DiscountStep(kind: .percent, value: percent)
    }

    /// `amount` off, in the currency of the price it is applied to.
    /// - Throws: ``BargainError/money(_:)`` for a negative amount, one beyond
    ///   the exact range or with more than 12 decimals.
    public static func amount(_ amount: Decimal) throws(BargainError) -> DiscountStep {
        let exact: ExactDecimal
        do { exact = try Bounds.validated(amount) } catch { throw .money(error) }
        if exact.isNegative { throw .money(.negative(MoneyFormat.plain(amount))) }
        return DiscountStep(kind: .amount, value: amount)
    }

    /// Reads a step as people type it: a percentage ends with `%` (`10%`,
    /// `１０％`); anything else is an amount in `currency` (`100`, `¥100`,
    /// `100円`, or the currency's code).
    /// - Throws: ``BargainError/notADiscountStep(_:)`` for text that is
    ///   neither, ``BargainError/rateOutOfRange(_:)`` for a percentage outside
    ///   0–100, ``BargainError/money(_:)`` for a negative amount, one of
    ///   another currency or beyond the exact range.
    public init(parsing text: String, currency: Currency) throws(BargainError) {
        // `10%` by the one percentage reader (through `Rate`, for the rate's own words); else an amount.
        if PercentOrAmount.isPercent(text) {
            do {
                self = try .percent(try Rate.parse(text))
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
        self = try .amount(amount)
    }

    /// `30%` for a percentage, the plain amount (`100`, `0.5`) for an amount:
    /// the form ``init(parsing:currency:)`` reads back.
    public var description: String {
        switch kind {
        case .percent: return MoneyFormat.plain(value) + "%"
        case .amount: return MoneyFormat.plain(value)
        }
    }
}
