#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The exact range ShopCore works in.
///
/// Amounts stay below 10^15 (one quadrillion: far beyond any bill, yet with
/// 12 decimals it is 27 digits) so that sums of 100,000 of them, products with
/// a rate and quotients with a unit all fit the 38 digits that a `Decimal`
/// and ShopCore's 128-bit arithmetic hold. A value outside it is refused with
/// ``ShopCoreError/tooLarge(_:)``, a value with more decimals with
/// ``ShopCoreError/tooManyDecimals(_:limit:)``; neither is ever rounded.
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
    /// magnitude below ``maximumAmount``. The sign is not checked.
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
