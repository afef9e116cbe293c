// MARK: - A product divided, rounded once

extension ExactDecimal {
    /// `lhs × factor ÷ divisor` rounded to a multiple of `unit` by `mode`,
    /// exactly, with the product held in 256 bits.
    ///
    /// Every value within ``Bounds`` has at most 27 digits, so a product of
    /// two of them (a price with 12 decimals times a rate with 12 decimals:
    /// `9999999999999.999999999999 × 99.999999999999`) may pass the 38
    /// digits an ``ExactDecimal`` holds though the quotient fits easily.
    /// This never forms the product as an ``ExactDecimal``: it divides the
    /// 256-bit product step by step (first by the powers of ten that align
    /// the scales, then by the divisor's and the unit's significands), keeps
    /// from each remainder only where the fraction stands against one half,
    /// and rounds once at the end. Only a result that does not fit is refused.
    /// - Throws: ``ShopCoreError/nonPositiveUnit(_:)`` when `unit` is zero or
    ///   negative, ``ShopCoreError/divisionByZero`` when `divisor` is zero,
    ///   ``ShopCoreError/tooLarge(_:)`` naming the expression when the result
    ///   needs more than 38 digits.
    package static func quotient(
        _ lhs: ExactDecimal, times factor: ExactDecimal, over divisor: ExactDecimal, roundedTo unit: ExactDecimal,
        _ mode: RoundingRule
    ) throws(ShopCoreError) -> ExactDecimal {
        guard !unit.isZero, !unit.isNegative else { throw .nonPositiveUnit(unit.plainText) }
        guard !divisor.isZero else { throw .divisionByZero }
        let negative = (lhs.isNegative != factor.isNegative) != divisor.isNegative
        // lhs·factor ÷ (divisor·unit) = L·F·10^(sd+su−sl−sf) ÷ (D·U)
        let product = lhs.magnitude.multipliedFullWidth(by: factor.magnitude)
        var numerator = Wide(high: product.high, low: product.low)
        var exponent = divisor.scale + unit.scale - lhs.scale - factor.scale
        var tail = Tail.zero
        while exponent > 0 {
            let step = min(exponent, 38)
            guard let widened = numerator.multiplied(by: powersOfTen[step]) else {
                throw .tooLarge(describe(lhs, factor, divisor))
            }
            numerator = widened
            exponent -= step
        }
        // 10^36 at most a step, so that no divisor comes near 2^128.
        while exponent < 0 {
            let step = min(-exponent, 36)
            numerator = numerator.divided(by: powersOfTen[step], tail: &tail)
            exponent += step
        }
        numerator = numerator.divided(by: divisor.magnitude, tail: &tail)
        numerator = numerator.divided(by: unit.magnitude, tail: &tail)
        guard numerator.high == 0 else { throw .tooLarge(describe(lhs, factor, divisor)) }
        // The tail as a remainder over 4: 0 none, 1 below one half, 2 one half, 3 above.
        let units = try mode.apply(quotient: numerator.low, remainder: tail.rawValue, divisor: 4)
        let (value, overflow) = units.multipliedReportingOverflow(by: unit.magnitude)
        if overflow { throw .tooLarge(describe(lhs, factor, divisor)) }
        return ExactDecimal(unchecked: negative, value, unit.scale)
    }

    private static func describe(_ lhs: ExactDecimal, _ factor: ExactDecimal, _ divisor: ExactDecimal) -> String {
        factor == .one ? "\(lhs) ÷ \(divisor)" : "\(lhs) × \(factor) ÷ \(divisor)"
    }

    /// Where the fraction dropped so far stands against one half.
    private enum Tail: UInt128 {
        case zero = 0, belowHalf, half, aboveHalf

        /// The tail of `(remainder + f) ÷ divisor`, where `f` in `[0, 1)` is `self`.
        ///
        /// `2·remainder` is never formed (it may not fit); `divisor − remainder`
        /// is compared with `remainder` instead.
        func next(remainder: UInt128, divisor: UInt128) -> Tail {
            if remainder == 0 && self == .zero { return .zero }
            let rest = divisor - remainder
            if remainder > rest { return .aboveHalf }
            if remainder == rest { return self == .zero ? .half : .aboveHalf }
            // divisor = 2·remainder + 1: one half exactly when f is one half.
            if rest - remainder == 1 { return self == .zero ? .belowHalf : self }
            return .belowHalf
        }
    }

    /// An unsigned 256-bit integer, only as much as ``quotient(_:times:over:roundedTo:_:)`` needs.
    private struct Wide {
        var high: UInt128, low: UInt128

        /// `self × factor`, or nil past 256 bits.
        func multiplied(by factor: UInt128) -> Wide? {
            let low = self.low.multipliedFullWidth(by: factor)
            let (high, overflow) = self.high.multipliedReportingOverflow(by: factor)
            let (sum, carry) = high.addingReportingOverflow(low.high)
            return overflow || carry ? nil : Wide(high: sum, low: low.low)
        }

        /// `self ÷ divisor` rounded toward zero, the remainder folded into `tail`.
        func divided(by divisor: UInt128, tail: inout Tail) -> Wide {
            guard divisor != 1 else { return self }
            let (upper, carried) = high.quotientAndRemainder(dividingBy: divisor)
            let (lower, remainder) = divisor.dividingFullWidth((carried, low))
            tail = tail.next(remainder: remainder, divisor: divisor)
            return Wide(high: upper, low: lower)
        }
    }
}
