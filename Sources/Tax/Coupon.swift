import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A discount on a whole receipt: an amount off (`¥1,000 off`), or a
/// percentage of the subtotal (`10% off everything`), which is rounded down
/// to the currency's minor unit and then taken off as an amount.
///
/// ```
/// let tenPercent = try Coupon(percent: 10)
/// try tenPercent.value(on: Money(5460, .jpy))   // ¥546
/// ```
public struct Coupon: Sendable, Hashable, CustomStringConvertible {
    /// What it takes off: a percentage of the subtotal (items before any
    /// coupon), or an amount in ``amount``'s currency.
    ///
    /// ShopCore's one "percentage or amount" type.
    public let kind: PercentOrAmount
    /// The amount off with its currency; nil for a percentage.
    public let amount: Money?
    package let exact: ExactDecimal

    /// An amount off: above 0 and a whole number of the currency's minor unit.
    /// - Throws: ``TaxError/invalidCoupon(_:)`` for 0 or less, ``TaxError/couponNotPayable(_:)`` for
    ///   a fraction of the minor unit, ``TaxError/money(_:)`` beyond the exact range.
    public init(amount: Money) throws(TaxError) {
        let value: ExactDecimal
        do { value = try Bounds.validated(amount.amount) } catch { throw .money(error) }
        guard !value.isNegative, !value.isZero else { throw .invalidCoupon(value.plainText) }
        guard value.isMultiple(of: amount.currency.minorUnitExact) else { throw .couponNotPayable(amount) }
        kind = .amount(amount.amount)
        self.amount = amount
        exact = value.normalized
    }

    /// A percentage of the subtotal: above 0 %, with at most
    /// ``ShopCore/Percentage/maximumTaxDecimals`` decimals.
    /// - Parameter percent: the part of the subtotal it takes off.
    /// - Throws: ``TaxError/invalidCoupon(_:)`` otherwise.
    public init(percent: Percentage) throws(TaxError) {
        guard !percent.exact.isZero, percent.exact.significantScale <= Percentage.maximumTaxDecimals else {
            throw .invalidCoupon(percent.description)
        }
        kind = .percent(percent)
        amount = nil
        exact = percent.exact
    }

    /// A percentage of the subtotal, `percent` % (see ``init(percent:)-(Percentage)``).
    /// - Throws: ``TaxError/invalidCoupon(_:)`` outside 0–100 or with more than four decimals.
    @available(*, deprecated, message: "pass a Percentage: Coupon(percent: try Percentage(percent))")
    public init(percent: Decimal) throws(TaxError) {
        try self.init(checkedPercent: percent)
    }

    /// `percent` % of the subtotal, checked as a coupon is: what a stored coupon reads as.
    package init(checkedPercent percent: Decimal) throws(TaxError) {
        let percentage: Percentage
        do { percentage = try Percentage(percent, maximumDecimals: Percentage.maximumTaxDecimals) } catch {
            throw .invalidCoupon(MoneyFormat.plain(percent) + "%")
        }
        try self.init(percent: percentage)
    }

    /// `¥1,000` or `10%`.
    public var description: String {
        if let amount { return amount.humanText }
        return exact.plainText + "%"
    }

    /// What it takes off a receipt whose subtotal is `subtotal`: the amount,
    /// or the percentage of `subtotal` rounded down to the minor unit.
    /// - Throws: ``TaxError/currencyMismatch(_:expected:)`` for an amount in another currency.
    public func value(on subtotal: Money) throws(TaxError) -> Money {
        let exactSubtotal: ExactDecimal
        do { exactSubtotal = try Bounds.validated(subtotal.amount) } catch { throw .money(error) }
        return Money(try exactValue(on: exactSubtotal, subtotal.currency).decimal, subtotal.currency)
    }

    func exactValue(on subtotal: ExactDecimal, _ currency: Currency) throws(TaxError) -> ExactDecimal {
        switch kind {
        case .amount:
            if let amount, amount.currency != currency { throw .currencyMismatch(amount, expected: currency) }
            return exact
        case .percent:
            do {
                return try ExactDecimal.quotient(
                    subtotal * exact, ExactDecimal(magnitude: 100), roundedTo: currency.minorUnitExact, .towardZero)
            } catch {
                throw .money(error)
            }
        }
    }
}
