#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An exact rational number `±numerator ÷ denominator`, always in lowest
/// terms: the value of a share before it is rounded.
///
/// A third of ¥1,000 is not ¥333.33 or ¥333.34 but exactly `1000/3`; shares
/// are kept as fractions through a whole computation and rounded once, at
/// the end, by a stated ``RoundingRule``. Two people who had the same things
/// then owe the same, to the last digit.
///
/// ```
/// expression            | value     | terminates | decimal
/// ----------------------+-----------+------------+--------------
/// 1000 ÷ 3              | 1000/3    | no         | nil (≈333.33)
/// 1000 ÷ 3 × 3          | 1000      | yes        | 1000
/// 62.5014               | 312507/5000 | yes      | 62.5014
/// ```
///
/// The numerator and the denominator are integers of any size up to
/// ``maximumDigits`` decimal digits each (far beyond what a bill of 10,000
/// items among 1,000 people needs when its weights repeat); a result beyond
/// that throws ``ShopCoreError/exactValueTooLarge(digits:)``, it is never
/// rounded. No binary floating point is involved anywhere.
///
/// While both fit 128 bits (every amount, share and balance of an ordinary
/// group does) they are kept in machine words and nothing is allocated;
/// checked arithmetic decides when a result needs a big integer, and a result
/// that fits again goes back to machine words. The two forms are one value:
/// equal fractions are equal and hash alike whichever form computed them.
public struct Fraction: Sendable, Hashable, Comparable, CustomStringConvertible {
    // The storage first, so that the sign packs into its tail: 48 bytes a fraction, not 64.
    /// The magnitude, in lowest terms: in machine words exactly when both parts fit them.
    let storage: Storage
    /// True for values below zero (never for zero).
    package let isNegative: Bool

    /// A magnitude `numerator ÷ denominator`.
    ///
    /// Which case holds is decided by the value alone
    /// (``small(_:_:)`` whenever both parts fit 128 bits), so the synthesized equality and hash
    /// are the value's.
    enum Storage: Sendable, Hashable {
        /// Both parts below 2¹²⁸: no allocation.
        case small(UInt128, UInt128)
        /// At least one part of 2¹²⁸ or more.
        case large(BigUInt, BigUInt)
    }

    /// The most decimal digits a numerator or denominator may have.
    public static let maximumDigits = 4_000
    static let maximumBits = 13_288  // ⌈4000 × log2(10)⌉

    /// Zero.
    public static let zero = Fraction(small: false, 0, 1)
    /// One.
    public static let one = Fraction(small: false, 1, 1)

    /// A magnitude in lowest terms that fits machine words.
    init(small isNegative: Bool, _ numerator: UInt128, _ denominator: UInt128) {
        self.isNegative = isNegative && numerator != 0
        self.storage = .small(numerator, denominator)
        _checkInvariants()
    }

    /// A magnitude in lowest terms, in machine words when it fits them.
    init(unchecked isNegative: Bool, _ numerator: BigUInt, _ denominator: BigUInt) {
        if let n = numerator.uint128, let d = denominator.uint128 {
            self.storage = .small(n, d)
            self.isNegative = isNegative && n != 0
        } else {
            self.storage = .large(numerator, denominator)
            self.isNegative = isNegative
        }
        _checkInvariants()
    }

    /// `±numerator ÷ denominator` reduced to lowest terms.
    /// - Throws: ``ShopCoreError/divisionByZero`` for a zero denominator,
    ///   ``ShopCoreError/exactValueTooLarge(digits:)`` past ``maximumDigits``.
    package init(isNegative: Bool, numerator: BigUInt, denominator: BigUInt) throws(ShopCoreError) {
        guard !denominator.isZero else { throw .divisionByZero }
        if let n = numerator.uint128, let d = denominator.uint128 {
            self = Self.reduced(isNegative, n, d)
            return
        }
        if numerator.isZero {
            self = .zero
            return
        }
        let common = BigUInt.gcd(numerator, denominator)
        let n = common == .one ? numerator : numerator.quotientAndRemainder(dividingBy: common).quotient
        let d = common == .one ? denominator : denominator.quotientAndRemainder(dividingBy: common).quotient
        guard n.bitWidth <= Self.maximumBits, d.bitWidth <= Self.maximumBits else {
            throw .exactValueTooLarge(digits: Self.maximumDigits)
        }
        self.init(unchecked: isNegative, n, d)
    }

    /// `±n ÷ d` (d not zero) in lowest terms.
    static func reduced(_ isNegative: Bool, _ n: UInt128, _ d: UInt128) -> Fraction {
        if n == 0 { return .zero }
        if d == 1 { return Fraction(small: isNegative, n, 1) }
        let common = gcd(n, d)
        return common == 1 ? Fraction(small: isNegative, n, d) : Fraction(small: isNegative, n / common, d / common)
    }

    /// A whole number.
    public init(_ integer: Int) {
        self.init(small: integer < 0, UInt128(integer.magnitude), 1)
    }

    /// `numerator ÷ denominator`, exactly.
    /// - Throws: ``ShopCoreError/divisionByZero`` when `denominator` is 0.
    public init(_ numerator: Int, _ denominator: Int) throws(ShopCoreError) {
        guard denominator != 0 else { throw .divisionByZero }
        self = Self.reduced(
            (numerator < 0) != (denominator < 0), UInt128(numerator.magnitude), UInt128(denominator.magnitude))
    }

    /// A decimal's exact value (`0.1` is `1/10`, never a binary approximation).
    /// - Throws: ``ShopCoreError/notADecimal(_:reason:)`` for NaN,
    ///   ``ShopCoreError/tooLarge(_:)`` past 38 digits.
    public init(_ value: Decimal) throws(ShopCoreError) {
        self.init(try ExactDecimal(value))
    }

    /// An exact decimal's value.
    package init(_ value: ExactDecimal) {
        // 10^scale has at most 38 digits and the magnitude 128 bits: always machine words.
        self = Self.reduced(value.isNegative, value.magnitude, ExactDecimal.powersOfTen[value.scale])
    }

    /// The absolute value's numerator, sharing no factor with the denominator.
    package var numerator: BigUInt {
        switch storage {
        case .small(let n, _): BigUInt(n)
        case .large(let n, _): n
        }
    }

    /// Above zero; 1 for whole numbers.
    package var denominator: BigUInt {
        switch storage {
        case .small(_, let d): BigUInt(d)
        case .large(_, let d): d
        }
    }

    /// True when the value is held in machine words (both parts below 2¹²⁸).
    package var isSmall: Bool {
        if case .small = storage { return true }
        return false
    }

    /// True for zero.
    public var isZero: Bool {
        if case .small(let n, _) = storage { return n == 0 }
        return false
    }

    /// True for a whole number.
    public var isInteger: Bool {
        switch storage {
        case .small(_, let d): d == 1
        case .large(_, let d): d == .one
        }
    }

    /// `-self`.
    public var negated: Fraction { Fraction(storage, negative: !isNegative) }

    /// `|self|`.
    public var magnitude: Fraction { Fraction(storage, negative: false) }

    /// The reciprocal's magnitude (self not zero), with this value's sign.
    var reciprocal: Fraction {
        switch storage {
        case .small(let n, let d): Fraction(small: isNegative, d, n)
        case .large(let n, let d): Fraction(unchecked: isNegative, d, n)
        }
    }

    private init(_ storage: Storage, negative: Bool) {
        self.storage = storage
        if case .small(let n, _) = storage {
            self.isNegative = negative && n != 0
        } else {
            self.isNegative = negative
        }
        _checkInvariants()
    }

    /// `numerator/denominator` (`1000/3`, `-5/2`, `7`).
    public var description: String {
        switch storage {
        case .small(let n, let d): (isNegative ? "-" : "") + String(n) + (d == 1 ? "" : "/" + String(d))
        case .large(let n, let d): (isNegative ? "-" : "") + n.decimalDigits + (d == .one ? "" : "/" + d.decimalDigits)
        }
    }
}

// MARK: - Greatest common divisor

extension Fraction {
    /// The greatest common divisor in machine words (`gcd(0, b) = b`), by Stein's binary
    /// algorithm: shifts and subtractions, in 64 bits whenever both fit.
    static func gcd(_ a: UInt128, _ b: UInt128) -> UInt128 {
        if a == 1 || b == 1 { return 1 }
        if let x = UInt64(exactly: a), let y = UInt64(exactly: b) { return UInt128(binaryGCD(x, y)) }
        return binaryGCD(a, b)
    }

    private static func binaryGCD<T: FixedWidthInteger & UnsignedInteger>(_ a: T, _ b: T) -> T {
        if a == 0 { return b }
        if b == 0 { return a }
        let shift = (a | b).trailingZeroBitCount
        var x = a >> a.trailingZeroBitCount, y = b
        repeat {
            y >>= y.trailingZeroBitCount
            if x > y { swap(&x, &y) }
            y -= x
        } while y != 0
        return x << shift
    }
}
