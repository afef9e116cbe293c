/// Products and quotients that may need more than 38 digits on the way,
/// rounded half-even to a scale and honest about it.
///
/// The calculator works at a fixed number of decimal places: a quotient
/// that does not terminate (`1 ÷ 3`) or a product with too many decimals is
/// rounded, and the result says it is no longer exact. The intermediate
/// product or dividend is held in 256 bits, so nothing overflows unseen.
extension ExactDecimal {
    /// `lhs × rhs` with at most `maxScale` digits after the point (taken
    /// within `0...ExactDecimal.maxScale`).
    /// - Returns: the product, and whether it is exact (no digit was dropped).
    /// - Throws: ``ShopCoreError/tooLarge(_:)`` when it does not fit 38 digits.
    package static func multiply(
        _ lhs: ExactDecimal, _ rhs: ExactDecimal, maxScale: Int
    ) throws(ShopCoreError) -> (value: ExactDecimal, isExact: Bool) {
        let maxScale = clamped(maxScale)
        let wide = lhs.magnitude.multipliedFullWidth(by: rhs.magnitude)
        let scale = lhs.scale + rhs.scale
        let drop = max(0, scale - maxScale)
        let negative = lhs.isNegative != rhs.isNegative
        let (quotient, isExact) = try divideRounded(high: wide.high, low: wide.low, byPowerOfTen: drop, what: "\(lhs) × \(rhs)")
        return (ExactDecimal(unchecked: negative, quotient, scale - drop).normalized, isExact)
    }

    /// `lhs ÷ rhs` to `scale` digits after the point (taken within
    /// `0...ExactDecimal.maxScale`), rounded half-even.
    /// - Returns: the quotient, and whether it is exact (the division terminated).
    /// - Throws: ``ShopCoreError/divisionByZero``, ``ShopCoreError/tooLarge(_:)``.
    package static func divide(
        _ lhs: ExactDecimal, _ rhs: ExactDecimal, scale: Int
    ) throws(ShopCoreError) -> (value: ExactDecimal, isExact: Bool) {
        let scale = clamped(scale)
        guard !rhs.isZero else { throw .divisionByZero }
        let what = "\(lhs) ÷ \(rhs)"
        // q = lhs.magnitude × 10^e ÷ rhs.magnitude, at the target scale.
        let e = scale + rhs.scale - lhs.scale
        guard e >= 0 else { throw .tooLarge(what) }
        var numerator = lhs.magnitude
        var remainingShift = e
        if remainingShift > 38 {
            guard let widened = shifted(numerator, by: remainingShift - 38) else { throw .tooLarge(what) }
            numerator = widened
            remainingShift = 38
        }
        let wide = numerator.multipliedFullWidth(by: powersOfTen[remainingShift])
        guard wide.high < rhs.magnitude else { throw .tooLarge(what) }
        let (q, r) = rhs.magnitude.dividingFullWidth((wide.high, wide.low))
        let rounded = try RoundingRule.toNearestOrEven.apply(quotient: q, remainder: r, divisor: rhs.magnitude)
        let negative = lhs.isNegative != rhs.isNegative
        return (ExactDecimal(unchecked: negative, rounded, scale).normalized, r == 0)
    }

    /// This value with at most `maxScale` digits after the point (taken
    /// within `0...ExactDecimal.maxScale`), rounded half-even.
    package func limited(toScale maxScale: Int) -> (value: ExactDecimal, isExact: Bool) {
        let maxScale = Self.clamped(maxScale)
        let value = normalized
        guard value.scale > maxScale else { return (value, true) }
        let divisor = Self.powersOfTen[value.scale - maxScale]
        let (q, r) = value.magnitude.quotientAndRemainder(dividingBy: divisor)
        // q + 1 cannot overflow: q ≤ magnitude ÷ 10.
        let rounded = (try? RoundingRule.toNearestOrEven.apply(quotient: q, remainder: r, divisor: divisor)) ?? q
        return (ExactDecimal(unchecked: isNegative, rounded, maxScale).normalized, r == 0)
    }

    /// `scale` brought within `0...maxScale`.
    private static func clamped(_ scale: Int) -> Int { min(max(scale, 0), Self.maxScale) }

    /// `(high, low) ÷ 10^power`, rounded half-even.
    private static func divideRounded(
        high: UInt128, low: UInt128, byPowerOfTen power: Int, what: String
    ) throws(ShopCoreError) -> (UInt128, Bool) {
        if power == 0 {
            guard high == 0 else { throw .tooLarge(what) }
            return (low, true)
        }
        guard power <= 38 else { throw .tooLarge(what) }
        let divisor = powersOfTen[power]
        guard high < divisor else { throw .tooLarge(what) }
        let (q, r) = divisor.dividingFullWidth((high, low))
        return (try RoundingRule.toNearestOrEven.apply(quotient: q, remainder: r, divisor: divisor), r == 0)
    }
}
