import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What can be wrong with a tax rate, a taxed price, a coupon or a receipt.
public enum TaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Text that is not a tax rate (`"ten"`, `"10%%"`).
    case notARate(String)
    /// A rate below 0 % or above 100 %.
    case rateOutOfRange(Decimal)
    /// A rate with more than ``ShopCore/Percentage/maximumTaxDecimals`` digits after the point.
    case rateTooPrecise(String)
    /// A price, coupon or line in another currency than the receipt's.
    case currencyMismatch(Money, expected: Currency)
    /// Coupons that add up to more than the subtotal they are taken from.
    case couponsExceedSubtotal(coupons: Money, subtotal: Money)
    /// A coupon that is not a positive amount or a percentage above 0 and at most 100.
    case invalidCoupon(String)
    /// A coupon amount that is not a whole number of its currency's minor unit (`¥0.5`).
    case couponNotPayable(Money)
    /// An amount, unit or result the money core refused.
    case money(ShopCoreError)

    /// What is wrong, in one short English sentence with the values the case carries.
    ///
    /// ShopText words every case in English and Japanese (`text(in:)`).
    public var description: String {
        switch self {
        case .notARate(let text):
            return "tax rate \(quoted(text)) is not a percentage; expected a number from 0 to 100, like 10 or 8%"
        case .rateOutOfRange(let rate):
            return "tax rate \(MoneyFormat.plain(rate))% is outside 0–100%"
        case .rateTooPrecise(let text):
            return "tax rate \(quoted(text)) has more than \(Percentage.maximumTaxDecimals) decimals"
        case .currencyMismatch(let money, let expected):
            return "\(money.machineText) \(money.currency.code) is not in \(expected.code)"
        case .couponsExceedSubtotal(let coupons, let subtotal):
            return "coupons \(coupons.humanText) are more than the subtotal \(subtotal.humanText)"
        case .invalidCoupon(let text):
            return "coupon \(quoted(text)) is not an amount above 0 or a percentage above 0% and at most 100%"
        case .couponNotPayable(let money):
            return "coupon \(money.humanText) is not a whole number of \(money.currency.code) \(money.currency.minorUnitText)"
        case .money(let error):
            return error.description
        }
    }
}
