import FoundationEssentials
import ShopCore

/// The discount slider: 5 % to 95 % in steps of 5 %.
///
/// A position `p` in `[0, 1]` snaps to `floor(p × 20) / 20`, then is clamped
/// to `[0.05, 0.95]`. The arithmetic is decimal, so `0.35` is 35 % (the
/// original app's `float` made `0.35 × 20` come out as `6.9999…`, i.e. 30 %).
///
/// ```
/// position | 0    | 0.049 | 0.05 | 0.0999 | 0.1 | 0.35 | 0.949 | 0.95 | 0.999 | 1
/// snapped  | 0.05 | 0.05  | 0.05 | 0.05   | 0.1 | 0.35 | 0.9   | 0.95 | 0.95  | 0.95
/// ```
public enum Slider {
    /// The lowest snapped position, 5 %.
    public static let minimum = Decimal(sign: .plus, exponent: -2, significand: 5)
    /// The highest snapped position, 95 %.
    public static let maximum = Decimal(sign: .plus, exponent: -2, significand: 95)
    /// One step, 5 %.
    public static let step = Decimal(sign: .plus, exponent: -2, significand: 5)

    /// The snapped position for a raw position in `[0, 1]`.
    /// - Throws: ``BargainError/sliderOutOfRange(_:)`` outside `[0, 1]`.
    public static func snap(_ position: Decimal) throws(BargainError) -> Decimal {
        guard position >= 0, position <= 1 else { throw .sliderOutOfRange(position) }
        let snapped: Decimal
        do {
            snapped = try position.rounded(toMultipleOf: step, .down)
        } catch {
            throw .money(error)
        }
        return min(max(snapped, minimum), maximum)
    }
}
