#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
///
/// The sign is held last: after the 16-byte magnitude and the scale a value takes 32 bytes, where the sign
/// first would pad it to 48 (a cart of 100,000 items holds 100,000 of them).
package struct ExactDecimal: Sendable, Hashable {
    /// The significand's absolute value.
    package let magnitude: UInt128
    /// Digits after the decimal point, always `0...maxScale`.
    package let scale: Int
    /// True for values below zero (never for zero itself: there is no `-0`).
    package let isNegative: Bool

    /// The largest scale (digits after the point) a value may carry.
    package static let maxScale = 38

    /// A whole number: `±magnitude`.
    package init(isNegative: Bool = false, magnitude: UInt128) {
        self.init(unchecked: isNegative, magnitude, 0)
    }

    /// `±magnitude × 10^-scale`, exactly, or an error.
    ///
    /// A negative scale moves the point right (`5` at scale `-2` is `500`); a
    /// scale above ``maxScale`` is accepted when dropping trailing zeros
    /// brings it within (`5000` at scale 40 is `0.…05` at 37).
    /// - Throws: ``ShopCoreError/tooManyDecimals(_:limit:)`` when the value
    ///   needs more than ``maxScale`` decimals, ``ShopCoreError/tooLarge(_:)``
    ///   when a negative scale overflows 128 bits.
    package init(isNegative: Bool, magnitude: UInt128, scale: Int) throws(ShopCoreError) {
        if scale < 0 {
            guard scale >= -Self.maxScale, let widened = Self.shifted(magnitude, by: -scale) else {
                throw .tooLarge("\(isNegative ? "-" : "")\(magnitude)e\(scale.magnitude)")
            }
            self.init(unchecked: isNegative, widened, 0)
            return
        }
        var magnitude = magnitude, scale = scale
        while scale > Self.maxScale && magnitude % 10 == 0 && magnitude != 0 {
            magnitude /= 10
            scale -= 1
        }
        if magnitude == 0 { scale = min(scale, Self.maxScale) }
        guard scale <= Self.maxScale else {
            throw .tooManyDecimals("\(isNegative ? "-" : "")\(magnitude)e-\(scale)", limit: Self.maxScale)
        }
        self.init(unchecked: isNegative, magnitude, scale)
    }

    /// The one place fields are set: `-0` becomes `0`.
    ///
    /// Callers inside ShopCore pass a scale they have proven to be in `0...maxScale`; built
    /// with `SHOPCORE_INTERNAL_CHECKS`, ``_checkInvariants()`` holds them to it.
    init(unchecked isNegative: Bool, _ magnitude: UInt128, _ scale: Int) {
        self.isNegative = magnitude != 0 && isNegative
        self.magnitude = magnitude
        self.scale = scale
        _checkInvariants()
    }

    package static let zero = ExactDecimal(magnitude: 0)
    package static let one = ExactDecimal(magnitude: 1)

    package var isZero: Bool { magnitude == 0 }

    /// This value with its sign flipped (zero stays `0`).
    package var negated: ExactDecimal {
        ExactDecimal(unchecked: !isNegative, magnitude, scale)
    }

    /// This value's absolute value.
    package var absolute: ExactDecimal {
        ExactDecimal(unchecked: false, magnitude, scale)
    }

    /// This value without trailing zeros after the point (`1.50` → `1.5`).
    package var normalized: ExactDecimal {
        var magnitude = self.magnitude, scale = self.scale
        while scale > 0 && magnitude % 10 == 0 {
            magnitude /= 10
            scale -= 1
        }
        return ExactDecimal(unchecked: isNegative, magnitude, scale)
    }

    /// Digits after the point once trailing zeros are dropped.
    package var significantScale: Int { normalized.scale }
}

// MARK: - Powers of ten

extension ExactDecimal {
    /// 10^0 … 10^38, every power of ten a `UInt128` holds.
    package static var powersOfTen: PowersOfTen { PowersOfTen() }

    /// 10^0 … 10^38 by exponent, as constants: no table is built at run time (an array of
    /// `UInt128` would be a type the run time makes, and a table it fills, in every command's start-up).
    package struct PowersOfTen: Sendable {
        /// 39: 10^0 … 10^38.
        package var count: Int { 39 }

        /// 10^`exponent`, for `0..<count`.
        package subscript(exponent: Int) -> UInt128 {
            switch exponent {
            case 0: 1
            case 1: 10
            case 2: 100
            case 3: 1_000
            case 4: 10_000
            case 5: 100_000
            case 6: 1_000_000
            case 7: 10_000_000
            case 8: 100_000_000
            case 9: 1_000_000_000
            case 10: 10_000_000_000
            case 11: 100_000_000_000
            case 12: 1_000_000_000_000
            case 13: 10_000_000_000_000
            case 14: 100_000_000_000_000
            case 15: 1_000_000_000_000_000
            case 16: 10_000_000_000_000_000
            case 17: 100_000_000_000_000_000
            case 18: 1_000_000_000_000_000_000
            case 19: 10_000_000_000_000_000_000
            case 20: 100_000_000_000_000_000_000
            case 21: 1_000_000_000_000_000_000_000
            case 22: 10_000_000_000_000_000_000_000
            case 23: 100_000_000_000_000_000_000_000
            case 24: 1_000_000_000_000_000_000_000_000
            case 25: 10_000_000_000_000_000_000_000_000
            case 26: 100_000_000_000_000_000_000_000_000
            case 27: 1_000_000_000_000_000_000_000_000_000
            case 28: 10_000_000_000_000_000_000_000_000_000
            case 29: 100_000_000_000_000_000_000_000_000_000
            case 30: 1_000_000_000_000_000_000_000_000_000_000
            case 31: 10_000_000_000_000_000_000_000_000_000_000
            case 32: 100_000_000_000_000_000_000_000_000_000_000
            case 33: 1_000_000_000_000_000_000_000_000_000_000_000
            case 34: 10_000_000_000_000_000_000_000_000_000_000_000
            case 35: 100_000_000_000_000_000_000_000_000_000_000_000
            case 36: 1_000_000_000_000_000_000_000_000_000_000_000_000
            case 37: 10_000_000_000_000_000_000_000_000_000_000_000_000
            case 38: 100_000_000_000_000_000_000_000_000_000_000_000_000
            default: preconditionFailure("10^\(exponent) does not fit in 128 bits")
            }
        }
    }

    /// `value × 10^exponent`, or nil when it does not fit.
    package static func shifted(_ value: UInt128, by exponent: Int) -> UInt128? {
        if value == 0 { return 0 }
        guard exponent >= 0, exponent < powersOfTen.count else { return nil }
        let (product, overflow) = value.multipliedReportingOverflow(by: powersOfTen[exponent])
        return overflow ? nil : product
    }

    /// The same value at a scale at least its own (`1.5` at scale 3 is `1500 × 10^-3`).
    private func rescaled(to newScale: Int) throws(ShopCoreError) -> ExactDecimal {
        guard newScale >= scale, newScale <= Self.maxScale,
            let widened = Self.shifted(magnitude, by: newScale - scale)
        else { throw .tooLarge(description) }
        return ExactDecimal(unchecked: isNegative, widened, newScale)
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
            return ExactDecimal(unchecked: a.isNegative, sum, scale)
        }
        if a.magnitude >= b.magnitude {
            return ExactDecimal(unchecked: a.isNegative, a.magnitude - b.magnitude, scale)
        }
        return ExactDecimal(unchecked: b.isNegative, b.magnitude - a.magnitude, scale)
    }

    package static func - (lhs: ExactDecimal, rhs: ExactDecimal) throws(ShopCoreError) -> ExactDecimal {
        try lhs + rhs.negated
    }

    /// `lhs × rhs`, exactly.
    /// - Throws: ``ShopCoreError/tooLarge(_:)`` past 38 digits,
    ///   ``ShopCoreError/tooManyDecimals(_:limit:)`` past 38 decimals.
    package static func * (lhs: ExactDecimal, rhs: ExactDecimal) throws(ShopCoreError) -> ExactDecimal {
        let (product, overflow) = lhs.magnitude.multipliedReportingOverflow(by: rhs.magnitude)
        let scale = lhs.scale + rhs.scale
        if overflow { throw .tooLarge("\(lhs) × \(rhs)") }
        // Only trailing zeros may be dropped past maxScale; anything else would be rounding.
        do {
            return try ExactDecimal(isNegative: lhs.isNegative != rhs.isNegative, magnitude: product, scale: scale)
        } catch {
            throw .tooManyDecimals("\(lhs) × \(rhs)", limit: maxScale)
        }
    }

    /// `lhs ÷ rhs` rounded to a multiple of `unit` by `mode`, exactly.
    ///
    /// The rounding decision sees the exact remainder: `10 ÷ 3` to the unit
    /// `1` half-up is `3` because the remainder `1` is less than half of `3`.
    /// Intermediates may be of any size
    /// (``quotient(_:times:over:roundedTo:_:)``), so only a result beyond 38
    /// digits is refused.
    /// - Throws: ``ShopCoreError/divisionByZero`` when `rhs` is zero,
    ///   ``ShopCoreError/nonPositiveUnit(_:)`` when `unit` is zero or
    ///   negative, ``ShopCoreError/tooLarge(_:)`` naming `lhs ÷ rhs` when the
    ///   result needs more than 38 digits.
    package static func quotient(
        _ lhs: ExactDecimal, _ rhs: ExactDecimal, roundedTo unit: ExactDecimal, _ mode: RoundingRule
    ) throws(ShopCoreError) -> ExactDecimal {
        do {
            return try quotient(lhs, times: .one, over: rhs, roundedTo: unit, mode)
        } catch .tooLarge {
            throw .tooLarge("\(lhs) ÷ \(rhs)")
        }
    }

    /// This value rounded to a multiple of `unit` by `mode`, exactly.
    /// - Throws: ``ShopCoreError/nonPositiveUnit(_:)``, ``ShopCoreError/tooLarge(_:)``.
    package func rounded(toMultipleOf unit: ExactDecimal, _ mode: RoundingRule) throws(ShopCoreError) -> ExactDecimal {
        do {
            return try Self.quotient(self, .one, roundedTo: unit, mode)
        } catch .tooLarge {
            throw .tooLarge(plainText)
        }
    }

    /// True when this value is a whole multiple `k × unit` of `unit`.
    ///
    /// Defined for every unit, so it never fails: the sign of `unit` does not
    /// matter and only `0` is a multiple of `0`. Decided on remainders, so it
    /// holds at any magnitude (`10^37` is a multiple of `0.01`).
    package func isMultiple(of unit: ExactDecimal) -> Bool {
        let value = normalized, step = unit.normalized
        if value.isZero { return true }
        if step.isZero { return false }
        // A normalized value has no trailing zero, so more decimals than the unit can never divide.
        if value.scale > step.scale { return false }
        // value ÷ step = V × 10^(s − v) ÷ S: an integer exactly when S divides V × 10^(s − v).
        let power = Self.powersOfTen[step.scale - value.scale]
        let product = (value.magnitude % step.magnitude).multipliedFullWidth(by: power % step.magnitude)
        return step.magnitude.dividingFullWidth(product).remainder == 0
    }
}

// MARK: - Comparison

extension ExactDecimal: Comparable {
    package static func == (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        compare(lhs, rhs) == 0
    }

    /// Equal values hash alike whatever their scale (`1.5` and `1.50`).
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
