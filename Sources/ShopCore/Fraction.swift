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
public struct Fraction: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// True for values below zero (never for zero).
    package let isNegative: Bool
    /// The absolute value's numerator, sharing no factor with the denominator.
    package let numerator: BigUInt
    /// Above zero; 1 for whole numbers.
    package let denominator: BigUInt

    /// The most decimal digits a numerator or denominator may have.
    public static let maximumDigits = 4_000
    private static let maximumBits = 13_288  // ⌈4000 × log2(10)⌉

    /// Zero.
    public static let zero = Fraction(unchecked: false, .zero, .one)
    /// One.
    public static let one = Fraction(unchecked: false, .one, .one)

    private init(unchecked isNegative: Bool, _ numerator: BigUInt, _ denominator: BigUInt) {
        self.isNegative = isNegative && !numerator.isZero
        self.numerator = numerator
        self.denominator = denominator
    }

    /// `±numerator ÷ denominator` reduced to lowest terms.
    /// - Throws: ``ShopCoreError/divisionByZero`` for a zero denominator,
    ///   ``ShopCoreError/exactValueTooLarge(digits:)`` past ``maximumDigits``.
    package init(isNegative: Bool, numerator: BigUInt, denominator: BigUInt) throws(ShopCoreError) {
        guard !denominator.isZero else { throw .divisionByZero }
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

    /// A whole number.
    public init(_ integer: Int) {
        self.init(unchecked: integer < 0, BigUInt(integer), .one)
    }

    /// `numerator ÷ denominator`, exactly.
    /// - Throws: ``ShopCoreError/divisionByZero`` when `denominator` is 0.
    public init(_ numerator: Int, _ denominator: Int) throws(ShopCoreError) {
        try self.init(
            isNegative: (numerator < 0) != (denominator < 0), numerator: BigUInt(numerator),
            denominator: BigUInt(denominator))
    }

    /// A decimal's exact value (`0.1` is `1/10`, never a binary approximation).
    /// - Throws: ``ShopCoreError/notADecimal(_:reason:)`` for NaN,
    ///   ``ShopCoreError/tooLarge(_:)`` past 38 digits.
    public init(_ value: Decimal) throws(ShopCoreError) {
        self.init(try ExactDecimal(value))
    }

    /// An exact decimal's value.
    package init(_ value: ExactDecimal) {
        // 10^scale has at most 38 digits and the magnitude 128 bits: always within the bounds.
        let numerator = BigUInt(value.magnitude), power = BigUInt(ExactDecimal.powersOfTen[value.scale])
        let common = BigUInt.gcd(numerator, power)
        if numerator.isZero {
            self = .zero
        } else {
            self.init(
                unchecked: value.isNegative, numerator.quotientAndRemainder(dividingBy: common).quotient,
                power.quotientAndRemainder(dividingBy: common).quotient)
        }
    }

    /// True for zero.
    public var isZero: Bool { numerator.isZero }

    /// True for a whole number.
    public var isInteger: Bool { denominator == .one }

    /// `-self`.
    public var negated: Fraction { Fraction(unchecked: !isNegative, numerator, denominator) }

    /// `|self|`.
    public var magnitude: Fraction { Fraction(unchecked: false, numerator, denominator) }

    /// `numerator/denominator` (`1000/3`, `-5/2`, `7`).
    public var description: String {
        (isNegative ? "-" : "") + numerator.decimalDigits + (isInteger ? "" : "/" + denominator.decimalDigits)
    }
}

// MARK: - Arithmetic

extension Fraction {
    /// The exact sum.
    /// - Throws: ``ShopCoreError/exactValueTooLarge(digits:)``.
    public static func + (lhs: Fraction, rhs: Fraction) throws(ShopCoreError) -> Fraction {
        if lhs.isZero { return rhs }
        if rhs.isZero { return lhs }
        // Henrici's rule: with g = gcd(b, d), a/b + c/d = (a·d/g + c·b/g) ÷ (b/g · d), and only
        // gcd(t, g) can divide the new numerator t out of that, so the gcds work on small numbers.
        let g = BigUInt.gcd(lhs.denominator, rhs.denominator)
        let b = g == .one ? lhs.denominator : lhs.denominator.quotientAndRemainder(dividingBy: g).quotient
        let d = g == .one ? rhs.denominator : rhs.denominator.quotientAndRemainder(dividingBy: g).quotient
        let x = lhs.numerator * d, y = rhs.numerator * b
        let isNegative: Bool
        let t: BigUInt
        if lhs.isNegative == rhs.isNegative {
            (isNegative, t) = (lhs.isNegative, x + y)
        } else if x >= y {
            (isNegative, t) = (lhs.isNegative, x - y)
        } else {
            (isNegative, t) = (rhs.isNegative, y - x)
        }
        if t.isZero { return .zero }
        let common = g == .one ? BigUInt.one : BigUInt.gcd(t, g)
        let numerator = common == .one ? t : t.quotientAndRemainder(dividingBy: common).quotient
        let denominator =
            b * (common == .one ? rhs.denominator : rhs.denominator.quotientAndRemainder(dividingBy: common).quotient)
        guard numerator.bitWidth <= Self.maximumBits, denominator.bitWidth <= Self.maximumBits else {
            throw .exactValueTooLarge(digits: Self.maximumDigits)
        }
        return Fraction(unchecked: isNegative, numerator, denominator)
    }

    /// The exact difference.
    /// - Throws: ``ShopCoreError/exactValueTooLarge(digits:)``.
    public static func - (lhs: Fraction, rhs: Fraction) throws(ShopCoreError) -> Fraction {
        try lhs + rhs.negated
    }

    /// The exact product.
    /// - Throws: ``ShopCoreError/exactValueTooLarge(digits:)``.
    public static func * (lhs: Fraction, rhs: Fraction) throws(ShopCoreError) -> Fraction {
        if lhs.isZero || rhs.isZero { return .zero }
        // Cross-cancel first so that the products stay as small as the result.
        let g1 = BigUInt.gcd(lhs.numerator, rhs.denominator), g2 = BigUInt.gcd(rhs.numerator, lhs.denominator)
        let n =
            lhs.numerator.quotientAndRemainder(dividingBy: g1).quotient
            * rhs.numerator.quotientAndRemainder(dividingBy: g2).quotient
        let d =
            lhs.denominator.quotientAndRemainder(dividingBy: g2).quotient
            * rhs.denominator.quotientAndRemainder(dividingBy: g1).quotient
        guard n.bitWidth <= maximumBits, d.bitWidth <= maximumBits else {
            throw .exactValueTooLarge(digits: maximumDigits)
        }
        return Fraction(unchecked: lhs.isNegative != rhs.isNegative, n, d)
    }

    /// The exact quotient.
    /// - Throws: ``ShopCoreError/divisionByZero`` when `rhs` is zero,
    ///   ``ShopCoreError/exactValueTooLarge(digits:)``.
    public static func / (lhs: Fraction, rhs: Fraction) throws(ShopCoreError) -> Fraction {
        guard !rhs.isZero else { throw .divisionByZero }
        return try lhs * Fraction(unchecked: rhs.isNegative, rhs.denominator, rhs.numerator)
    }

    /// The sum of all of `terms`, exactly (zero for none).
    /// - Throws: ``ShopCoreError/exactValueTooLarge(digits:)``.
    public static func sum(_ terms: some Sequence<Fraction>) throws(ShopCoreError) -> Fraction {
        // Added in pairs, then pairs of pairs: no term is added to a sum far longer than itself,
        // which keeps a long sum of unlike denominators from growing one digit at a time.
        var level = Array(terms)
        while level.count > 1 {
            var next: [Fraction] = []
            next.reserveCapacity((level.count + 1) / 2)
            var index = 0
            while index + 1 < level.count {
                next.append(try level[index] + level[index + 1])
                index += 2
            }
            if index < level.count { next.append(level[index]) }
            level = next
        }
        return level.first ?? .zero
    }
}

// MARK: - Comparison

extension Fraction {
    /// Values compare by what they are (`2/4` is `1/2`: both are stored as `1/2`).
    public static func < (lhs: Fraction, rhs: Fraction) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let a = lhs.numerator * rhs.denominator, b = rhs.numerator * lhs.denominator
        return lhs.isNegative ? b < a : a < b
    }
}

// MARK: - Decimals

extension Fraction {
    /// True when the value has a finite decimal expansion: its denominator
    /// has no prime factor but 2 and 5 (`1/8` does, `1/3` does not).
    public var terminates: Bool { terminatingScale != nil }

    /// The digits after the point of the finite expansion, or nil when
    /// there is none.
    private var terminatingScale: Int? {
        var rest = denominator
        var twos = 0, fives = 0
        while rest.isEven && !rest.isZero {
            rest = rest.quotientAndRemainder(dividingBy: BigUInt(2)).quotient
            twos += 1
        }
        while true {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: BigUInt(5))
            guard remainder.isZero else { break }
            rest = quotient
            fives += 1
        }
        return rest == .one ? max(twos, fives) : nil
    }

    /// The exact decimal value, or nil when it does not terminate or needs
    /// more than 38 digits.
    public var decimal: Decimal? { exactDecimal?.decimal }

    /// The exact decimal value, or nil; see ``decimal``.
    package var exactDecimal: ExactDecimal? {
        guard let scale = terminatingScale, scale <= ExactDecimal.maxScale else { return nil }
        let scaled = numerator * BigUInt.powerOfTen(scale)
        guard let magnitude = scaled.quotientAndRemainder(dividingBy: denominator).quotient.uint128 else { return nil }
        return try? ExactDecimal(isNegative: isNegative, magnitude: magnitude, scale: scale)
    }

    /// This value rounded to a multiple of `unit` by `rule`, exactly: the
    /// one rounding a share gets.
    /// - Throws: ``ShopCoreError/nonPositiveUnit(_:)``, ``ShopCoreError/tooLarge(_:)``
    ///   when the result needs more than 38 digits.
    public func rounded(toMultipleOf unit: Decimal, _ rule: RoundingRule) throws(ShopCoreError) -> Decimal {
        try rounded(toMultipleOf: try ExactDecimal(unit), rule).decimal
    }

    /// ``rounded(toMultipleOf:_:)`` on exact values.
    package func rounded(toMultipleOf unit: ExactDecimal, _ rule: RoundingRule) throws(ShopCoreError) -> ExactDecimal {
        guard !unit.isZero, !unit.isNegative else { throw .nonPositiveUnit(unit.plainText) }
        let (units, _) = try unitsAndRest(of: unit, rule)
        guard let value = (units * BigUInt(unit.magnitude)).uint128 else { throw .tooLarge(approximateText) }
        return try ExactDecimal(isNegative: isNegative, magnitude: value, scale: unit.scale)
    }

    /// How many `unit`s the magnitude rounds to, and whether the value was a multiple already.
    private func unitsAndRest(of unit: ExactDecimal, _ rule: RoundingRule) throws(ShopCoreError) -> (BigUInt, Bool) {
        // |n/d| ÷ (U·10^-s) = n·10^s ÷ (d·U)
        let dividend = numerator * BigUInt.powerOfTen(unit.scale)
        let divisor = denominator * BigUInt(unit.magnitude)
        let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: divisor)
        guard !remainder.isZero else { return (quotient, true) }
        let half = BigUInt.compare(remainder + remainder, divisor)
        let away = rule.roundsAway(half: half, quotientIsOdd: !quotient.isEven)
        return (away ? quotient + .one : quotient, false)
    }

    /// The value to `decimals` digits after the point, rounded half-even
    /// when it does not fit them: how a share that does not terminate is
    /// shown (`1000/3` → `333.33`). Callers mark it as rounded (`≈`) when
    /// ``decimal`` is nil or has more digits.
    /// - Throws: ``ShopCoreError/tooLarge(_:)`` past 38 digits.
    public func approximated(decimals: Int) throws(ShopCoreError) -> Decimal {
        try approximatedExact(decimals: decimals).decimal
    }

    /// ``approximated(decimals:)`` as an exact decimal.
    package func approximatedExact(decimals: Int) throws(ShopCoreError) -> ExactDecimal {
        let places = min(max(decimals, 0), ExactDecimal.maxScale)
        return try rounded(toMultipleOf: ExactDecimal(unchecked: false, 1, places), .toNearestOrEven)
    }

    /// Digits for messages: the exact decimal or `numerator/denominator`.
    private var approximateText: String { exactDecimal?.plainText ?? description }
}

// MARK: - Showing a share

extension Fraction {
    /// How an exact share is shown: its exact decimal when that has at most
    /// ``Bounds/maximumDecimals`` digits after the point (`¥1,000`,
    /// `$62.5014`); otherwise rounded half-even to two digits past the
    /// currency's minor unit (`1000/3` yen → `333.33`) with `isExact` false,
    /// for the reader to mark (`≈¥333.33`).
    /// - Throws: ``ShopCoreError/tooLarge(_:)`` past 38 digits.
    public func shown(in currency: Currency) throws(ShopCoreError) -> (amount: Decimal, isExact: Bool) {
        if let exact = exactDecimal, exact.significantScale <= Bounds.maximumDecimals {
            return (exact.normalized.decimal, true)
        }
        return (try approximated(decimals: currency.minorUnitDigits + 2), false)
    }
}
