#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Decimals

extension Fraction {
    /// True when the value has a finite decimal expansion: its denominator
    /// has no prime factor but 2 and 5 (`1/8` does, `1/3` does not).
    public var terminates: Bool { terminatingScale != nil }

    /// The digits after the point of the finite expansion, or nil when
    /// there is none.
    private var terminatingScale: Int? {
        if case .small(_, let d) = storage {
            let twos = d.trailingZeroBitCount
            var rest = d >> twos, fives = 0
            while rest % 5 == 0 {
                rest /= 5
                fives += 1
            }
            return rest == 1 ? max(twos, fives) : nil
        }
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

    /// The value exactly, as text: its decimal where it terminates (`163.5`, no trailing zeros), else
    /// `numerator/denominator` (`18500/113`).
    public var exactText: String { exactDecimal?.plainText ?? description }

    /// The exact decimal value, or nil; see ``decimal``.
    package var exactDecimal: ExactDecimal? {
        guard let scale = terminatingScale, scale <= ExactDecimal.maxScale else { return nil }
        if case .small(let n, let d) = storage {
            // d divides 10^scale, so n × (10^scale ÷ d) is the significand, or it does not fit.
            let (magnitude, overflow) = n.multipliedReportingOverflow(by: ExactDecimal.powersOfTen[scale] / d)
            return overflow ? nil : ExactDecimal(unchecked: isNegative, magnitude, scale)
        }
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
        try rounded(toMultipleOf: unit, rule, onBigIntegers: false)
    }

    /// ``rounded(toMultipleOf:_:)``, in machine words where they hold the dividend and the divisor
    /// unless `onBigIntegers` (the reference the machine-word path is tested against).
    package func rounded(
        toMultipleOf unit: ExactDecimal, _ rule: RoundingRule, onBigIntegers: Bool
    ) throws(ShopCoreError) -> ExactDecimal {
        guard !unit.isZero, !unit.isNegative else { throw .nonPositiveUnit(unit.plainText) }
        let units = onBigIntegers ? nil : smallUnits(of: unit, rule)
        guard let count = units ?? bigUnits(of: unit, rule).uint128 else { throw .tooLarge(approximateText) }
        let (value, overflow) = count.multipliedReportingOverflow(by: unit.magnitude)
        if overflow { throw .tooLarge(approximateText) }
        return try ExactDecimal(isNegative: isNegative, magnitude: value, scale: unit.scale)
    }

    /// How many `unit`s the magnitude rounds to, in machine words, or nil when they do not hold it.
    private func smallUnits(of unit: ExactDecimal, _ rule: RoundingRule) -> UInt128? {
        // |n/d| ÷ (U·10^-s) = n·10^s ÷ (d·U)
        guard case .small(let n, let d) = storage else { return nil }
        let (dividend, o1) = n.multipliedReportingOverflow(by: ExactDecimal.powersOfTen[unit.scale])
        let (divisor, o2) = d.multipliedReportingOverflow(by: unit.magnitude)
        if o1 || o2 { return nil }
        let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: divisor)
        guard remainder != 0 else { return quotient }
        let other = divisor - remainder
        let half = remainder < other ? -1 : (remainder == other ? 0 : 1)
        // quotient + 1 cannot overflow: the divisor is at least 2 when there is a remainder.
        return rule.roundsAway(half: half, quotientIsOdd: quotient & 1 == 1) ? quotient + 1 : quotient
    }

    /// How many `unit`s the magnitude rounds to, on ``BigUInt``.
    private func bigUnits(of unit: ExactDecimal, _ rule: RoundingRule) -> BigUInt {
        let dividend = numerator * BigUInt.powerOfTen(unit.scale)
        let divisor = denominator * BigUInt(unit.magnitude)
        let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: divisor)
        guard !remainder.isZero else { return quotient }
        let half = BigUInt.compare(remainder + remainder, divisor)
        let away = rule.roundsAway(half: half, quotientIsOdd: !quotient.isEven)
        return away ? quotient + .one : quotient
    }

    /// The value to `decimals` digits after the point, rounded half-even
    /// when it does not fit them: how a share that does not terminate is
    /// shown (`1000/3` → `333.33`).
    ///
    /// Callers mark it as rounded (`≈`) when ``decimal`` is nil or has more digits.
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

// MARK: - Reading an exact value back

extension Fraction {
    /// Reads what ``exactText`` writes, exactly: a decimal (`163.5`, `-0.25`, `3700`) or
    /// `numerator/denominator` (`18500/113`, `-1000/3`), digits only, with an optional `-` first.
    ///
    /// ```
    /// text       | value
    /// -----------+---------------------------
    /// 3700       | 3700
    /// 22.60      | 113/5
    /// 100000/3   | 100000/3
    /// 6/4        | 3/2 (reduced)
    /// 1/0        | divisionByZero
    /// 1e3, 1/2.5 | notADecimal
    /// ```
    ///
    /// - Parameter text: the value as text.
    /// - Throws: ``ShopCoreError/notADecimal(_:reason:)`` for anything else,
    ///   ``ShopCoreError/divisionByZero`` for a zero denominator, ``ShopCoreError/exactValueTooLarge(digits:)``
    ///   past ``maximumDigits``.
    public init(exactText text: String) throws(ShopCoreError) {
        var rest = Substring(text)
        let isNegative = rest.first == "-"
        if isNegative { rest = rest.dropFirst() }
        let parts = rest.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        /// The digits of `word` as a whole number and how many of them follow a point (`allowsPoint`).
        func digits(_ word: Substring, allowsPoint: Bool) throws(ShopCoreError) -> (BigUInt, Int) {
            var value = BigUInt.zero
            var scale: Int?
            var count = 0
            for character in word {
                if character == ".", allowsPoint, scale == nil, count > 0 {
                    scale = 0
                    continue
                }
                guard let digit = character.wholeNumberValue, character.isASCII else {
                    throw .notADecimal(text, reason: nil)
                }
                guard value.bitWidth <= Self.maximumBits else { throw .exactValueTooLarge(digits: Self.maximumDigits) }
                value = value * BigUInt(10) + BigUInt(digit)
                count += 1
                if let places = scale { scale = places + 1 }
            }
            guard count > 0, scale != 0 else { throw .notADecimal(text, reason: nil) }
            return (value, scale ?? 0)
        }
        let (numerator, places) = try digits(parts[0], allowsPoint: parts.count == 1)
        let denominator = parts.count == 2 ? try digits(parts[1], allowsPoint: false).0 : BigUInt.powerOfTen(places)
        try self.init(isNegative: isNegative, numerator: numerator, denominator: denominator)
    }
}
