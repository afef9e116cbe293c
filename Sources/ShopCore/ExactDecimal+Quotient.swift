// MARK: - A product divided, rounded once

extension ExactDecimal {
    /// `lhs × factor ÷ divisor` rounded to a multiple of `unit` by `mode`,
    /// exactly, whatever the size of the product.
    ///
    /// Every value within ``Bounds`` has at most 27 digits, so a product of
    /// two of them (a price with 12 decimals times a rate with 12 decimals:
    /// `9999999999999.999999999999 × 99.999999999999`) may pass the 38
    /// digits an ``ExactDecimal`` holds though the quotient fits easily.
    /// The product is never formed as an ``ExactDecimal``: where it and the
    /// aligned operands fit 128 bits the division is one 128-bit division
    /// with remainder; otherwise it is done on ``BigUInt``. Either way the
    /// rounding sees the exact remainder, and only a result that does not
    /// fit 38 digits is refused.
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
        let (product, overflow) = lhs.magnitude.multipliedReportingOverflow(by: factor.magnitude)
        if !overflow,
            let units = try narrowUnits(
                product, scale: lhs.scale + factor.scale, over: divisor, roundedTo: unit, mode)
        {
            let (value, tooBig) = units.multipliedReportingOverflow(by: unit.magnitude)
            if !tooBig { return ExactDecimal(unchecked: negative, value, unit.scale) }
        }
        let term = Term(BigUInt(lhs.magnitude) * BigUInt(factor.magnitude), negative: false, scale: lhs.scale + factor.scale)
        return try divided(term, negative: negative, by: divisor, .one, roundedTo: unit, mode) {
            factor == .one ? "\(lhs) ÷ \(divisor)" : "\(lhs) × \(factor) ÷ \(divisor)"
        }
    }

    /// `(a × b − c × d) × factor ÷ (divisor × otherDivisor)` rounded to a
    /// multiple of `unit` by `mode`, exactly, whatever the size of the
    /// products: what a difference of two fractions (`a/d − c/b` over a
    /// common denominator) needs.
    /// - Throws: as ``quotient(_:times:over:roundedTo:_:)``.
    package static func quotient(
        _ a: ExactDecimal, times b: ExactDecimal, minus c: ExactDecimal, times d: ExactDecimal,
        scaledBy factor: ExactDecimal, over divisor: ExactDecimal, times otherDivisor: ExactDecimal,
        roundedTo unit: ExactDecimal, _ mode: RoundingRule
    ) throws(ShopCoreError) -> ExactDecimal {
        guard !unit.isZero, !unit.isNegative else { throw .nonPositiveUnit(unit.plainText) }
        guard !divisor.isZero, !otherDivisor.isZero else { throw .divisionByZero }
        if let narrow = try narrowDifference(
            a, b, c, d, scaledBy: factor, over: divisor, otherDivisor, roundedTo: unit, mode)
        {
            return narrow
        }
        let difference = Term(a, b).minus(Term(c, d))
        let scaled = Term(
            difference.magnitude * BigUInt(factor.magnitude), negative: false, scale: difference.scale + factor.scale)
        let negative = ((difference.isNegative != factor.isNegative) != divisor.isNegative) != otherDivisor.isNegative
        return try divided(scaled, negative: negative, by: divisor, otherDivisor, roundedTo: unit, mode) {
            "(\(a) × \(b) − \(c) × \(d)) × \(factor) ÷ (\(divisor) × \(otherDivisor))"
        }
    }

    /// -1, 0 or 1 as `a × b` is below, equal to or above `c × d`, exactly,
    /// whatever the size of the products.
    package static func compareProducts(_ a: ExactDecimal, _ b: ExactDecimal, _ c: ExactDecimal, _ d: ExactDecimal) -> Int {
        if let difference = NarrowTerm(a, b)?.minus(NarrowTerm(c, d)) {
            return difference.magnitude == 0 ? 0 : (difference.isNegative ? -1 : 1)
        }
        let difference = Term(a, b).minus(Term(c, d))
        return difference.magnitude.isZero ? 0 : (difference.isNegative ? -1 : 1)
    }

    // MARK: - Implementation

    /// A signed value `±magnitude × 10^-scale` of any size.
    private struct Term {
        let magnitude: BigUInt, isNegative: Bool, scale: Int

        init(_ magnitude: BigUInt, negative: Bool, scale: Int) {
            self.magnitude = magnitude
            self.isNegative = negative && !magnitude.isZero
            self.scale = scale
        }

        /// `a × b`, exactly.
        init(_ a: ExactDecimal, _ b: ExactDecimal) {
            self.init(
                BigUInt(a.magnitude) * BigUInt(b.magnitude), negative: a.isNegative != b.isNegative, scale: a.scale + b.scale)
        }

        /// `self − other`, exactly.
        func minus(_ other: Term) -> Term {
            let scale = max(self.scale, other.scale)
            let x = magnitude * BigUInt.powerOfTen(scale - self.scale)
            let y = other.magnitude * BigUInt.powerOfTen(scale - other.scale)
            if isNegative != other.isNegative { return Term(x + y, negative: isNegative, scale: scale) }
            return x >= y ? Term(x - y, negative: isNegative, scale: scale) : Term(y - x, negative: !isNegative, scale: scale)
        }
    }

    /// ``Term`` in 128 bits: what most prices and quantities need, without a ``BigUInt``'s arrays.
    private struct NarrowTerm {
        let magnitude: UInt128, isNegative: Bool, scale: Int

        init(_ magnitude: UInt128, negative: Bool, scale: Int) {
            self.magnitude = magnitude
            self.isNegative = negative && magnitude != 0
            self.scale = scale
        }

        /// `a × b`; nil when it does not fit.
        init?(_ a: ExactDecimal, _ b: ExactDecimal) {
            let (product, overflow) = a.magnitude.multipliedReportingOverflow(by: b.magnitude)
            if overflow { return nil }
            self.init(product, negative: a.isNegative != b.isNegative, scale: a.scale + b.scale)
        }

        /// `self − other`, as ``Term/minus(_:)`` does it; nil when either is nil or it does not fit.
        func minus(_ other: NarrowTerm?) -> NarrowTerm? {
            guard let other else { return nil }
            let scale = max(self.scale, other.scale)
            guard let x = ExactDecimal.shifted(magnitude, by: scale - self.scale),
                let y = ExactDecimal.shifted(other.magnitude, by: scale - other.scale)
            else { return nil }
            if isNegative != other.isNegative {
                let (sum, overflow) = x.addingReportingOverflow(y)
                return overflow ? nil : NarrowTerm(sum, negative: isNegative, scale: scale)
            }
            return x >= y
                ? NarrowTerm(x - y, negative: isNegative, scale: scale) : NarrowTerm(y - x, negative: !isNegative, scale: scale)
        }
    }

    /// ``quotient(_:times:minus:times:scaledBy:over:times:roundedTo:_:)`` in 128 bits, with the same
    /// answer; nil when an intermediate does not fit (the ``BigUInt`` path takes it, and its refusals).
    private static func narrowDifference(
        _ a: ExactDecimal, _ b: ExactDecimal, _ c: ExactDecimal, _ d: ExactDecimal, scaledBy factor: ExactDecimal,
        over divisor: ExactDecimal, _ otherDivisor: ExactDecimal, roundedTo unit: ExactDecimal, _ mode: RoundingRule
    ) throws(ShopCoreError) -> ExactDecimal? {
        guard let difference = NarrowTerm(a, b)?.minus(NarrowTerm(c, d)) else { return nil }
        let (scaled, tooBig) = difference.magnitude.multipliedReportingOverflow(by: factor.magnitude)
        let (divisors, overflow) = divisor.magnitude.multipliedReportingOverflow(by: otherDivisor.magnitude)
        if tooBig || overflow { return nil }
        guard
            let units = try narrowUnits(
                scaled, scale: difference.scale + factor.scale, over: divisors, scale: divisor.scale + otherDivisor.scale,
                roundedTo: unit, mode)
        else { return nil }
        let (value, wide) = units.multipliedReportingOverflow(by: unit.magnitude)
        if wide { return nil }
        let negative = ((difference.isNegative != factor.isNegative) != divisor.isNegative) != otherDivisor.isNegative
        return ExactDecimal(unchecked: negative, value, unit.scale)
    }

    /// The units of `product × 10^-scale ÷ divisor ÷ unit`, rounded, in 128
    /// bits; nil when an intermediate does not fit (``divided(_:negative:by:_:roundedTo:_:_:)`` takes it).
    private static func narrowUnits(
        _ product: UInt128, scale: Int, over divisor: ExactDecimal, roundedTo unit: ExactDecimal, _ mode: RoundingRule
    ) throws(ShopCoreError) -> UInt128? {
        try narrowUnits(product, scale: scale, over: divisor.magnitude, scale: divisor.scale, roundedTo: unit, mode)
    }

    /// The units of `product × 10^-scale ÷ (divisor × 10^-divisorScale) ÷ unit`, rounded, in 128 bits; nil when
    /// an intermediate does not fit.
    private static func narrowUnits(
        _ product: UInt128, scale: Int, over divisor: UInt128, scale divisorScale: Int, roundedTo unit: ExactDecimal,
        _ mode: RoundingRule
    ) throws(ShopCoreError) -> UInt128? {
        // P·10^-s ÷ (D·10^-d · U·10^-u) = P·10^(d + u − s) ÷ (D·U)
        let (core, overflow) = divisor.multipliedReportingOverflow(by: unit.magnitude)
        if overflow { return nil }
        let exponent = divisorScale + unit.scale - scale
        let numerator: UInt128, denominator: UInt128
        if exponent >= 0 {
            guard let widened = shifted(product, by: exponent) else { return nil }
            (numerator, denominator) = (widened, core)
        } else {
            guard let widened = shifted(core, by: -exponent) else { return nil }
            (numerator, denominator) = (product, widened)
        }
        let (q, r) = numerator.quotientAndRemainder(dividingBy: denominator)
        return try mode.apply(quotient: q, remainder: r, divisor: denominator)
    }

    /// `±term ÷ (divisor × otherDivisor)` rounded once to `unit`, on ``BigUInt``.
    private static func divided(
        _ term: Term, negative: Bool, by divisor: ExactDecimal, _ otherDivisor: ExactDecimal,
        roundedTo unit: ExactDecimal, _ mode: RoundingRule, _ what: () -> String
    ) throws(ShopCoreError) -> ExactDecimal {
        // T·10^-t ÷ (D·10^-d · E·10^-e · U·10^-u) = T·10^(d + e + u − t) ÷ (D·E·U)
        let exponent = divisor.scale + otherDivisor.scale + unit.scale - term.scale
        var numerator = term.magnitude
        var denominator = BigUInt(divisor.magnitude) * BigUInt(otherDivisor.magnitude) * BigUInt(unit.magnitude)
        if exponent >= 0 {
            numerator = numerator * BigUInt.powerOfTen(exponent)
        } else {
            denominator = denominator * BigUInt.powerOfTen(-exponent)
        }
        let (q, r) = numerator.quotientAndRemainder(dividingBy: denominator)
        guard let quotient = q.uint128 else { throw .tooLarge(what()) }
        // Where the remainder stands against half the denominator, as a remainder over 4.
        let half = BigUInt.compare(r + r, denominator)
        let tail: UInt128 = r.isZero ? 0 : (half < 0 ? 1 : (half == 0 ? 2 : 3))
        let units: UInt128
        do { units = try mode.apply(quotient: quotient, remainder: tail, divisor: 4) } catch { throw .tooLarge(what()) }
        let (value, overflow) = units.multipliedReportingOverflow(by: unit.magnitude)
        if overflow { throw .tooLarge(what()) }
        return ExactDecimal(unchecked: negative, value, unit.scale)
    }
}
