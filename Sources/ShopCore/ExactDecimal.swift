import FoundationEssentials

/// An exact decimal number `±magnitude × 10^-scale`, the arithmetic engine
/// behind every ``Decimal`` operation that Foundation cannot do exactly.
///
/// FoundationEssentials' `Decimal` on Linux has no rounding function, its
/// division silently stops at 38 digits, its multiplication silently rounds
/// when a product needs more than 38 digits, and its only way to read digits
/// back is `description` (about 2.6 µs a call here). ShopCore therefore does
/// multiplication, division and rounding on the decimal significand as a
/// 128-bit integer: every operation is exact or throws
/// ``ShopCoreError/tooLarge(_:)``; nothing is ever rounded silently and no
/// binary floating point is involved. Values cross the public API as
/// `Decimal`.
package struct ExactDecimal: Sendable, Hashable {
    /// True for values below zero (never for zero itself).
    package var isNegative: Bool
    /// The significand's absolute value.
    package var magnitude: UInt128
    /// Digits after the decimal point, `0...maxScale`.
    package var scale: Int

    /// The largest scale (digits after the point) a value may carry.
    package static let maxScale = 38

    package init(isNegative: Bool = false, magnitude: UInt128, scale: Int = 0) {
        self.isNegative = magnitude != 0 && isNegative
        self.magnitude = magnitude
        self.scale = scale
    }

    package static let zero = ExactDecimal(magnitude: 0)
    package static let one = ExactDecimal(magnitude: 1)

    package var isZero: Bool { magnitude == 0 }

    /// This value with its sign flipped.
    package var negated: ExactDecimal {
        ExactDecimal(isNegative: !isNegative, magnitude: magnitude, scale: scale)
    }

    /// This value without trailing zeros after the point (`1.50` → `1.5`).
    package var normalized: ExactDecimal {
        var result = self
        while result.scale > 0 && result.magnitude % 10 == 0 {
            result.magnitude /= 10
            result.scale -= 1
        }
        return result
    }

    /// Digits after the point once trailing zeros are dropped.
    package var significantScale: Int { normalized.scale }
}

// MARK: - Powers of ten

extension ExactDecimal {
    /// 10^0 … 10^38, every power of ten a `UInt128` holds.
    package static let powersOfTen: [UInt128] = {
        var table: [UInt128] = [1]
        for _ in 1...38 { table.append(table[table.count - 1] * 10) }
        return table
    }()

    /// `value × 10^exponent`, or nil when it does not fit.
    package static func shifted(_ value: UInt128, by exponent: Int) -> UInt128? {
        if value == 0 { return 0 }
        guard exponent >= 0, exponent < powersOfTen.count else { return nil }
        let (product, overflow) = value.multipliedReportingOverflow(by: powersOfTen[exponent])
        return overflow ? nil : product
    }

    /// The same value at a larger scale (`1.5` at scale 3 is `1500 × 10^-3`).
    package func rescaled(to newScale: Int) throws(ShopCoreError) -> ExactDecimal {
        precondition(newScale >= scale, "rescaled(to:) only adds digits")
        guard newScale <= Self.maxScale,
              let widened = Self.shifted(magnitude, by: newScale - scale)
        else { throw .tooLarge(description) }
        return ExactDecimal(isNegative: isNegative, magnitude: widened, scale: newScale)
    }
}

// MARK: - Arithmetic

extension ExactDecimal {
    package static func + (lhs: ExactDecimal, rhs: ExactDecimal) throws(ShopCoreError) -> ExactDecimal {
        let scale = max(lhs.scale, rhs.scale)
        let a = try lhs.rescaled(to: scale), b = try rhs.rescaled(to: scale)
        if a.isNegative == b.isNegative {
            let (sum, overflow) = a.magnitude.addingReportingOverflow(b.magnitude)
            if overflow { throw .tooLarge("\(lhs) + \(rhs)") }
            return ExactDecimal(isNegative: a.isNegative, magnitude: sum, scale: scale)
        }
        if a.magnitude >= b.magnitude {
            return ExactDecimal(isNegative: a.isNegative, magnitude: a.magnitude - b.magnitude, scale: scale)
        }
        return ExactDecimal(isNegative: b.isNegative, magnitude: b.magnitude - a.magnitude, scale: scale)
    }

    package static func - (lhs: ExactDecimal, rhs: ExactDecimal) throws(ShopCoreError) -> ExactDecimal {
        try lhs + rhs.negated
    }

    package static func * (lhs: ExactDecimal, rhs: ExactDecimal) throws(ShopCoreError) -> ExactDecimal {
        let (product, overflow) = lhs.magnitude.multipliedReportingOverflow(by: rhs.magnitude)
        let scale = lhs.scale + rhs.scale
        if overflow { throw .tooLarge("\(lhs) × \(rhs)") }
        var result = ExactDecimal(isNegative: lhs.isNegative != rhs.isNegative, magnitude: product, scale: scale)
        if scale > maxScale {
            // Only trailing zeros may be dropped; anything else would be rounding.
            result = result.normalized
            if result.scale > maxScale { throw .tooLarge("\(lhs) × \(rhs)") }
        }
        return result
    }

    /// `lhs ÷ rhs` rounded to a multiple of `unit` by `mode`, exactly.
    ///
    /// The quotient is found as one integer division with remainder, so the
    /// rounding decision sees the exact remainder: `10 ÷ 3` to the unit `1`
    /// half-up is `3` because the remainder `1` is less than half of `3`.
    /// - Throws: ``ShopCoreError/divisionByZero`` when `rhs` is zero,
    ///   ``ShopCoreError/tooLarge(_:)`` when an intermediate needs more than
    ///   38 digits.
    package static func quotient(
        _ lhs: ExactDecimal, _ rhs: ExactDecimal, roundedTo unit: ExactDecimal, _ mode: RoundingRule
    ) throws(ShopCoreError) -> ExactDecimal {
        guard !rhs.isZero else { throw .divisionByZero }
        precondition(!unit.isZero && !unit.isNegative, "units are validated as positive")
        // lhs / (rhs · unit) = (A·10^-sa) / (B·U·10^-(sb+su)) = A·10^(sb+su-sa) / (B·U)
        let (divisorCore, overflow) = rhs.magnitude.multipliedReportingOverflow(by: unit.magnitude)
        if overflow { throw .tooLarge("\(lhs) ÷ \(rhs)") }
        let exponent = rhs.scale + unit.scale - lhs.scale
        let numerator: UInt128, divisor: UInt128
        if exponent >= 0 {
            guard let widened = shifted(lhs.magnitude, by: exponent) else { throw .tooLarge("\(lhs) ÷ \(rhs)") }
            numerator = widened
            divisor = divisorCore
        } else {
            guard let widened = shifted(divisorCore, by: -exponent) else { throw .tooLarge("\(lhs) ÷ \(rhs)") }
            numerator = lhs.magnitude
            divisor = widened
        }
        let (q, r) = numerator.quotientAndRemainder(dividingBy: divisor)
        let units = try mode.apply(quotient: q, remainder: r, divisor: divisor)
        let (value, tooBig) = units.multipliedReportingOverflow(by: unit.magnitude)
        if tooBig { throw .tooLarge("\(lhs) ÷ \(rhs)") }
        return ExactDecimal(isNegative: lhs.isNegative != rhs.isNegative, magnitude: value, scale: unit.scale)
    }

    /// This value rounded to a multiple of `unit` by `mode`, exactly.
    package func rounded(toMultipleOf unit: ExactDecimal, _ mode: RoundingRule) throws(ShopCoreError) -> ExactDecimal {
        do {
            return try Self.quotient(self, .one, roundedTo: unit, mode)
        } catch .tooLarge {
            throw .tooLarge(plainText)
        }
    }

    /// True when this value is a whole multiple of `unit`.
    package func isMultiple(of unit: ExactDecimal) -> Bool {
        guard let rounded = try? rounded(toMultipleOf: unit, .down) else { return false }
        return rounded == self
    }
}

// MARK: - Comparison

extension ExactDecimal: Comparable {
    package static func == (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        compare(lhs, rhs) == 0
    }

    package func hash(into hasher: inout Hasher) {
        let n = normalized
        hasher.combine(n.isNegative)
        hasher.combine(n.magnitude)
        hasher.combine(n.scale)
    }

    package static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`.
    package static func compare(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> Int {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative ? -1 : 1 }
        let sign = lhs.isNegative ? -1 : 1
        let a = lhs.normalized, b = rhs.normalized
        let scale = max(a.scale, b.scale)
        guard let x = shifted(a.magnitude, by: scale - a.scale),
              let y = shifted(b.magnitude, by: scale - b.scale)
        else {
            // One side overflowed when widened, so it has more integer digits.
            return shifted(a.magnitude, by: scale - a.scale) == nil ? sign : -sign
        }
        return x == y ? 0 : (x < y ? -sign : sign)
    }
}
