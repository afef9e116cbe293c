import FoundationEssentials

/// The exact range ShopCore works in.
///
/// Amounts stay below 10^15 (one quadrillion: far beyond any bill, yet with
/// 12 decimals it is 27 digits) so that sums of 100,000 of them, products with
/// a rate and quotients with a unit all fit the 38 digits that a `Decimal`
/// and ShopCore's 128-bit arithmetic hold. A value outside it is refused with
/// ``ShopCoreError/tooLarge(_:)``, never rounded.
public enum Bounds {
    /// Amounts must be strictly below this: 10^15.
    public static let maximumAmount = Decimal(sign: .plus, exponent: 15, significand: 1)
    /// The most digits after the decimal point that an input may carry (trailing zeros aside).
    public static let maximumDecimals = 12
    /// How the limit reads in messages.
    public static let maximumAmountText = "10^15"

    package static let maximumExact = ExactDecimal(magnitude: ExactDecimal.powersOfTen[15])
}
