import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    /// The whole steps a slider can stand on: 1 (5 %) … 19 (95 %); see ``BargainState/sliderStep``.
    public static let steps = 1...19
    /// How many decimals a `Double` position keeps; see ``position(_:)``.
    public static let doubleDecimals = 10

    /// The snapped position for a raw position in `[0, 1]`.
    /// - Throws: ``BargainError/sliderOutOfRange(_:)`` outside `[0, 1]`.
    public static func snap(_ position: Decimal) throws(BargainError) -> Decimal {
        guard position >= 0, position <= 1 else { throw .sliderOutOfRange(position) }
        let snapped: Decimal
        do {
            snapped = try position.rounded(toMultipleOf: step, .towardZero)
        } catch {
            throw .money(error)
        }
        return min(max(snapped, minimum), maximum)
    }

    /// The decimal position for the `Double` a `UISlider` or SwiftUI `Slider`
    /// gives, rounded half-even to ``doubleDecimals`` (10) decimals: `0.7 - 0.3`,
    /// which is `0.399999999999999966693…`, is `0.4`.
    ///
    /// The rounding starts from the `Double`'s exact value (an integer times
    /// a power of two, an exact binary fraction), computed with integers, so
    /// it is one correct rounding. Not from `Decimal(Double)`, whose
    /// conversion is itself inexact (the very float error this undoes), nor
    /// from the shortest description `String(describing:)` (`"0.39999999999999997"`),
    /// which would round twice, first to 17 digits and then to 10, and can
    /// land near a tie on the wrong side: `0.99999999995` is
    /// `0.99999999994999999586…`, so it is `0.9999999999`, where its
    /// description would round half-even to `1`. The position is not clamped
    /// or snapped here; ``snap(_:)`` does that.
    /// - Throws: ``BargainError/notASliderPosition(_:)`` for NaN, an infinity
    ///   or a magnitude of 2^64 or more (named by its description, `"nan"`),
    ///   ``BargainError/sliderOutOfRange(_:)`` outside `[0, 1]` once rounded.
    public static func position(_ position: Double) throws(BargainError) -> Decimal {
        guard position.isFinite, position.magnitude < 0x1p64 else {
            throw .notASliderPosition(String(describing: position))
        }
        let rounded = roundedExactly(position, decimals: doubleDecimals)
        guard rounded >= 0, rounded <= 1 else { throw .sliderOutOfRange(rounded) }
        return rounded
    }

    /// `value` (below 2^64 in magnitude) rounded half-even to `decimals` (at
    /// most 10) decimals, from its exact binary value.
    ///
    /// `value = m × 2^e` with an integer `m < 2^53`, so `value × 10^d = m × 10^d / 2^-e`:
    /// one integer division whose remainder decides the rounding exactly.
    static func roundedExactly(_ value: Double, decimals: Int) -> Decimal {
        // Subnormals have no implicit leading bit and the smallest exponent.
        let isNormal = value.exponentBitPattern != 0
        let significand = UInt128(value.significandBitPattern) | (isNormal ? UInt128(1) << 52 : 0)
        let exponent = (isNormal ? Int(value.exponentBitPattern) : 1) - 1075
        let scaled = significand * ExactDecimal.powersOfTen[min(max(decimals, 0), 10)]  // < 2^53 × 10^10 < 2^87
        let units: UInt128
        if exponent >= 0 {
            units = scaled << exponent  // |value| < 2^64: exponent ≤ 11, so below 2^98
        } else if -exponent >= 127 {
            units = 0  // below 2^87 / 2^127: far below half a unit
        } else {
            let shift = -exponent
            let quotient = scaled >> shift
            let remainder = scaled & ((UInt128(1) << shift) - 1)
            let half = UInt128(1) << (shift - 1)
            let roundsUp = remainder > half || (remainder == half && quotient % 2 == 1)
            units = roundsUp ? quotient + 1 : quotient
        }
        // Cannot fail: the scale is at most 10 and the magnitude fits.
        let exact = try? ExactDecimal(isNegative: value.sign == .minus, magnitude: units, scale: min(max(decimals, 0), 10))
        return exact?.decimal ?? .nan
    }
}
