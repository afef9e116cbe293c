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
        let product = lhs.magnitude.multipliedFullWidth(by: factor.magnitude)
        return try divided(
            Wide(high: product.high, low: product.low), negative: lhs.isNegative != factor.isNegative,
            scale: lhs.scale + factor.scale, by: divisor, .one, roundedTo: unit, mode, describe(lhs, factor, divisor))
    }

    /// `(a × b − c × d) × factor ÷ (divisor × otherDivisor)` rounded to a
    /// multiple of `unit` by `mode`, exactly: the two products and their
    /// difference held in 256 bits, as a comparison of two fractions
    /// (`a/d − c/b` over a common denominator) needs.
    /// - Throws: as ``quotient(_:times:over:roundedTo:_:)``.
    package static func quotient(
        _ a: ExactDecimal, times b: ExactDecimal, minus c: ExactDecimal, times d: ExactDecimal,
        scaledBy factor: ExactDecimal, over divisor: ExactDecimal, times otherDivisor: ExactDecimal,
        roundedTo unit: ExactDecimal, _ mode: RoundingRule
    ) throws(ShopCoreError) -> ExactDecimal {
        func what() -> String { "(\(a) × \(b) − \(c) × \(d)) × \(factor) ÷ (\(divisor) × \(otherDivisor))" }
        guard let difference = differenceOfProducts(a, b, c, d),
            let scaled = difference.magnitude.multiplied(by: factor.magnitude)
        else { throw .tooLarge(what()) }
        return try divided(
            scaled, negative: difference.isNegative != factor.isNegative, scale: difference.scale + factor.scale,
            by: divisor, otherDivisor, roundedTo: unit, mode, what())
    }

    /// -1, 0 or 1 as `a × b` is below, equal to or above `c × d`, exactly
    /// (the products may pass 38 digits).
    package static func compareProducts(
        _ a: ExactDecimal, _ b: ExactDecimal, _ c: ExactDecimal, _ d: ExactDecimal
    ) -> Int {
        if let difference = differenceOfProducts(a, b, c, d) {
            return difference.magnitude.isZero ? 0 : (difference.isNegative ? -1 : 1)
        }
        // Aligning the scales overflowed 256 bits: the side that overflowed is the larger in magnitude.
        let left = Signed(a, b), right = Signed(c, d)
        if left.isNegative != right.isNegative { return left.isNegative ? -1 : 1 }
        let leftLarger = left.scale < right.scale
        return (leftLarger != left.isNegative) ? 1 : -1
    }

    /// A signed 256-bit value `±magnitude × 10^-scale`.
    private struct Signed {
        var magnitude: Wide, isNegative: Bool, scale: Int

        init(magnitude: Wide, isNegative: Bool, scale: Int) {
            self.magnitude = magnitude
            self.isNegative = isNegative && !magnitude.isZero
            self.scale = scale
        }

        /// `a × b`, exactly.
        init(_ a: ExactDecimal, _ b: ExactDecimal) {
            let product = a.magnitude.multipliedFullWidth(by: b.magnitude)
            self.init(
                magnitude: Wide(high: product.high, low: product.low), isNegative: a.isNegative != b.isNegative,
                scale: a.scale + b.scale)
        }

        /// The same value at `scale` (at least its own), or nil past 256 bits.
        func rescaled(to scale: Int) -> Signed? {
            var magnitude = self.magnitude, shift = scale - self.scale
            while shift > 0 {
                let step = min(shift, 38)
                guard let next = magnitude.multiplied(by: powersOfTen[step]) else { return nil }
                magnitude = next
                shift -= step
            }
            return Signed(magnitude: magnitude, isNegative: isNegative, scale: scale)
        }
    }

    /// `a × b − c × d` in 256 bits, or nil when aligning the scales overflows.
    private static func differenceOfProducts(
        _ a: ExactDecimal, _ b: ExactDecimal, _ c: ExactDecimal, _ d: ExactDecimal
    ) -> Signed? {
        let left = Signed(a, b), right = Signed(c, d)
        let scale = max(left.scale, right.scale)
        guard let x = left.rescaled(to: scale), let y = right.rescaled(to: scale) else { return nil }
        // x − y: subtract the smaller magnitude from the larger, the sign following.
        if x.isNegative != y.isNegative {
            guard let sum = x.magnitude.adding(y.magnitude) else { return nil }
            return Signed(magnitude: sum, isNegative: x.isNegative, scale: scale)
        }
        if x.magnitude >= y.magnitude {
            return Signed(magnitude: x.magnitude.subtracting(y.magnitude), isNegative: x.isNegative, scale: scale)
        }
        return Signed(magnitude: y.magnitude.subtracting(x.magnitude), isNegative: !x.isNegative, scale: scale)
    }

    /// `±numerator × 10^-scale ÷ (divisor × otherDivisor)`, rounded once to `unit`.
    private static func divided(
        _ numerator: Wide, negative: Bool, scale: Int, by divisor: ExactDecimal, _ otherDivisor: ExactDecimal,
        roundedTo unit: ExactDecimal, _ mode: RoundingRule, _ what: @autoclosure () -> String
    ) throws(ShopCoreError) -> ExactDecimal {
        guard !unit.isZero, !unit.isNegative else { throw .nonPositiveUnit(unit.plainText) }
        guard !divisor.isZero, !otherDivisor.isZero else { throw .divisionByZero }
        let negative = (negative != divisor.isNegative) != otherDivisor.isNegative
        // N·10^-s ÷ (D·10^-d · E·10^-e) ÷ (U·10^-u) = N·10^(d + e + u − s) ÷ (D·E·U)
        var numerator = numerator
        var exponent = divisor.scale + otherDivisor.scale + unit.scale - scale
        var tail = Tail.zero
        while exponent > 0 {
            let step = min(exponent, 38)
            guard let widened = numerator.multiplied(by: powersOfTen[step]) else { throw .tooLarge(what()) }
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
        numerator = numerator.divided(by: otherDivisor.magnitude, tail: &tail)
        numerator = numerator.divided(by: unit.magnitude, tail: &tail)
        guard numerator.high == 0 else { throw .tooLarge(what()) }
        // The tail as a remainder over 4: 0 none, 1 below one half, 2 one half, 3 above.
        let units = try mode.apply(quotient: numerator.low, remainder: tail.rawValue, divisor: 4)
        let (value, overflow) = units.multipliedReportingOverflow(by: unit.magnitude)
        if overflow { throw .tooLarge(what()) }
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

    /// An unsigned 256-bit integer, only as much as the quotients above need.
    private struct Wide: Comparable {
        var high: UInt128, low: UInt128

        var isZero: Bool { high == 0 && low == 0 }

        static func < (lhs: Wide, rhs: Wide) -> Bool {
            lhs.high != rhs.high ? lhs.high < rhs.high : lhs.low < rhs.low
        }

        /// `self + other`, or nil past 256 bits.
        func adding(_ other: Wide) -> Wide? {
            let (low, carry) = self.low.addingReportingOverflow(other.low)
            let (high, overflow) = self.high.addingReportingOverflow(other.high)
            let (carried, overflowAgain) = high.addingReportingOverflow(carry ? 1 : 0)
            return overflow || overflowAgain ? nil : Wide(high: carried, low: low)
        }

        /// `self − other`, for `other` at most `self`.
        func subtracting(_ other: Wide) -> Wide {
            let (low, borrow) = self.low.subtractingReportingOverflow(other.low)
            return Wide(high: self.high - other.high - (borrow ? 1 : 0), low: low)
        }

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
