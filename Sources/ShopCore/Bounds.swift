#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The exact range ShopCore works in, and what is computed exactly within it.
///
/// A value fits when its magnitude is below 10^15 (one quadrillion: far
/// beyond any bill) and it has at most 12 decimals once trailing zeros are
/// dropped: at most 27 digits. Within that:
///
/// ```
/// computation                                   | largest case                                  | exact
/// ----------------------------------------------+-----------------------------------------------+------
/// a sum of up to 10^11 values                   | 10^11 × 999999999999999.999999999999          | yes
/// a value times a rate (0–100, 12 decimals),    | 9999999999999.999999999999 − 0.000000000001 % | yes
///   divided and rounded to a unit               |   = 9999999999999 (down to 1)                 |
/// a value times a value, divided and rounded    | 27 × 27 digits, held as a BigUInt             | yes, when the result has at most 38 digits
/// ```
///
/// A product of two values may need 54 digits, more than the 38 of a
/// `Decimal` or an `ExactDecimal`; ShopCore never forms it as one, but
/// divides it whole (on a `BigUInt` where 128 bits do not hold it) and
/// rounds once, so any amount at any rate is computed, never refused. What is refused is
/// a value that does not fit: an input of 10^15 or more with
/// ``ShopCoreError/tooLarge(_:)`` naming it, one with more decimals with
/// ``ShopCoreError/tooManyDecimals(_:limit:)``; and where a result itself
/// reaches 10^15 (a cart's total with tax, what a split that rounds up
/// collects, a `calc` value), the library that computes it refuses it,
/// naming that result. Nothing is ever rounded silently.
public enum Bounds {
    /// Amounts must be strictly below this: 10^15.
    public static let maximumAmount = Decimal(sign: .plus, exponent: 15, significand: 1)
    /// The most digits after the decimal point that an input may carry (trailing zeros aside).
    public static let maximumDecimals = 12
    /// How the limit reads in messages.
    public static let maximumAmountText = "10^15"

    package static let maximumExact = ExactDecimal(magnitude: ExactDecimal.powersOfTen[15])

    /// Checks a value handed in as a `Decimal` (an amount, a rate, a weight,
    /// a unit) the way ``AmountParser`` checks typed text: at most
    /// ``maximumDecimals`` decimals once trailing zeros are dropped, and a
    /// magnitude below ``maximumAmount``.
    ///
    /// The sign is not checked.
    ///
    /// ```
    /// value             | result
    /// ------------------+--------------------------------
    /// 9800, -0.5, 1.50  | accepted
    /// 0.000000000001    | accepted (12 decimals)
    /// 1 ÷ 300           | tooManyDecimals(_, limit: 12)
    /// 10^15, -10^15     | tooLarge
    /// NaN               | notADecimal(_, reason: .notFinite)
    /// ```
    /// - Parameters:
    ///   - value: the value to check.
    ///   - text: how errors name the value; by default its plain digits.
    /// - Throws: ``ShopCoreError/tooManyDecimals(_:limit:)`` (checked first),
    ///   ``ShopCoreError/tooLarge(_:)``, ``ShopCoreError/notADecimal(_:reason:)``.
    public static func validate(_ value: Decimal, named text: String? = nil) throws(ShopCoreError) {
        _ = try validated(value, named: text)
    }

    /// ``validate(_:named:)`` returning the exact value it checked.
    package static func validated(_ value: Decimal, named text: String? = nil) throws(ShopCoreError) -> ExactDecimal {
        let name = text ?? MoneyFormat.plain(value)
        let exact: ExactDecimal
        do {
            exact = try ExactDecimal(value)
        } catch .tooManyDecimals {
            throw .tooManyDecimals(name, limit: maximumDecimals)
        } catch .tooLarge {
            throw .tooLarge(name)
        } catch .notADecimal(_, let reason) {
            throw .notADecimal(name, reason: reason)
        } catch {
            throw error
        }
        return try validated(exact, named: name)
    }

    /// Checks an exact value against the bounds; see ``validate(_:named:)``.
    package static func validated(_ value: ExactDecimal, named text: String) throws(ShopCoreError) -> ExactDecimal {
        let normalized = value.normalized
        if normalized.scale > maximumDecimals { throw .tooManyDecimals(text, limit: maximumDecimals) }
        if normalized.absolute >= maximumExact { throw .tooLarge(text) }
        return normalized
    }
}
