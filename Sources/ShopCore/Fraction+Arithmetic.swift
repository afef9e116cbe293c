// MARK: - Arithmetic

extension Fraction {
    /// The exact sum.
    /// - Throws: ``ShopCoreError/exactValueTooLarge(digits:)``.
    public static func + (lhs: Fraction, rhs: Fraction) throws(ShopCoreError) -> Fraction {
        if case .small(let a, let b) = lhs.storage, case .small(let c, let d) = rhs.storage,
            let sum = smallSum(lhs.isNegative, a, b, rhs.isNegative, c, d)
        {
            return sum
        }
        return try bigSum(lhs, rhs)
    }

    /// The exact difference.
    /// - Throws: ``ShopCoreError/exactValueTooLarge(digits:)``.
    public static func - (lhs: Fraction, rhs: Fraction) throws(ShopCoreError) -> Fraction {
        try lhs + rhs.negated
    }

    /// The exact product.
    /// - Throws: ``ShopCoreError/exactValueTooLarge(digits:)``.
    public static func * (lhs: Fraction, rhs: Fraction) throws(ShopCoreError) -> Fraction {
        if case .small(let a, let b) = lhs.storage, case .small(let c, let d) = rhs.storage,
            let product = smallProduct(lhs.isNegative != rhs.isNegative, a, b, c, d)
        {
            return product
        }
        return try bigProduct(lhs, rhs)
    }

    /// The exact quotient.
    /// - Throws: ``ShopCoreError/divisionByZero`` when `rhs` is zero,
    ///   ``ShopCoreError/exactValueTooLarge(digits:)``.
    public static func / (lhs: Fraction, rhs: Fraction) throws(ShopCoreError) -> Fraction {
        guard !rhs.isZero else { throw .divisionByZero }
        return try lhs * rhs.reciprocal
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

// MARK: - In machine words

extension Fraction {
    /// `±a/b ± c/d` in machine words, or nil when an intermediate overflows 128 bits.
    ///
    /// Henrici's rule: with g = gcd(b, d), a/b + c/d = (a·d/g + c·b/g) ÷ (b/g · d), and only
    /// gcd(t, g) can divide the new numerator t out of that. Like denominators (g = b) and
    /// whole numbers (g = 1) need no gcd of the denominators at all.
    private static func smallSum(
        _ lhsNegative: Bool, _ a: UInt128, _ b: UInt128, _ rhsNegative: Bool, _ c: UInt128, _ d: UInt128
    ) -> Fraction? {
        if a == 0 { return Fraction(small: rhsNegative, c, d) }
        if c == 0 { return Fraction(small: lhsNegative, a, b) }
        let g = b == d ? b : (b == 1 || d == 1 ? 1 : gcd(b, d))
        let b1 = g == 1 ? b : b / g, d1 = g == 1 ? d : d / g
        let (x, o1) = a.multipliedReportingOverflow(by: d1)
        let (y, o2) = c.multipliedReportingOverflow(by: b1)
        if o1 || o2 { return nil }
        let isNegative: Bool, t: UInt128
        if lhsNegative == rhsNegative {
            let (sum, overflow) = x.addingReportingOverflow(y)
            if overflow { return nil }
            (isNegative, t) = (lhsNegative, sum)
        } else if x >= y {
            (isNegative, t) = (lhsNegative, x - y)
        } else {
            (isNegative, t) = (rhsNegative, y - x)
        }
        if t == 0 { return .zero }
        let common = g == 1 ? 1 : gcd(t, g)
        let (denominator, overflow) = b1.multipliedReportingOverflow(by: common == 1 ? d : d / common)
        if overflow { return nil }
        return Fraction(small: isNegative, common == 1 ? t : t / common, denominator)
    }

    /// `a/b × c/d` in machine words, or nil when a product overflows 128 bits.
    private static func smallProduct(
        _ isNegative: Bool, _ a: UInt128, _ b: UInt128, _ c: UInt128, _ d: UInt128
    ) -> Fraction? {
        if a == 0 || c == 0 { return .zero }
        // Cross-cancel first so that the products stay as small as the result.
        let g1 = gcd(a, d), g2 = gcd(c, b)
        let (n, o1) = (g1 == 1 ? a : a / g1).multipliedReportingOverflow(by: g2 == 1 ? c : c / g2)
        let (m, o2) = (g2 == 1 ? b : b / g2).multipliedReportingOverflow(by: g1 == 1 ? d : d / g1)
        if o1 || o2 { return nil }
        return Fraction(small: isNegative, n, m)
    }
}

// MARK: - On big integers

extension Fraction {
    /// The exact sum on ``BigUInt``, whatever the operands' form: the path a sum takes when
    /// machine words overflow (and the reference the machine-word path is tested against).
    /// - Throws: ``ShopCoreError/exactValueTooLarge(digits:)``.
    package static func bigSum(_ lhs: Fraction, _ rhs: Fraction) throws(ShopCoreError) -> Fraction {
        if lhs.isZero { return rhs }
        if rhs.isZero { return lhs }
        let (lhsNumerator, lhsDenominator) = (lhs.numerator, lhs.denominator)
        let (rhsNumerator, rhsDenominator) = (rhs.numerator, rhs.denominator)
        let g = BigUInt.gcd(lhsDenominator, rhsDenominator)
        let b = g == .one ? lhsDenominator : lhsDenominator.quotientAndRemainder(dividingBy: g).quotient
        let d = g == .one ? rhsDenominator : rhsDenominator.quotientAndRemainder(dividingBy: g).quotient
        let x = lhsNumerator * d, y = rhsNumerator * b
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
            b * (common == .one ? rhsDenominator : rhsDenominator.quotientAndRemainder(dividingBy: common).quotient)
        guard numerator.bitWidth <= maximumBits, denominator.bitWidth <= maximumBits else {
            throw .exactValueTooLarge(digits: maximumDigits)
        }
        return Fraction(unchecked: isNegative, numerator, denominator)
    }

    /// The exact product on ``BigUInt``, whatever the operands' form (see ``bigSum(_:_:)``).
    /// - Throws: ``ShopCoreError/exactValueTooLarge(digits:)``.
    package static func bigProduct(_ lhs: Fraction, _ rhs: Fraction) throws(ShopCoreError) -> Fraction {
        if lhs.isZero || rhs.isZero { return .zero }
        let (a, b, c, d) = (lhs.numerator, lhs.denominator, rhs.numerator, rhs.denominator)
        let g1 = BigUInt.gcd(a, d), g2 = BigUInt.gcd(c, b)
        let n = a.quotientAndRemainder(dividingBy: g1).quotient * c.quotientAndRemainder(dividingBy: g2).quotient
        let m = b.quotientAndRemainder(dividingBy: g2).quotient * d.quotientAndRemainder(dividingBy: g1).quotient
        guard n.bitWidth <= maximumBits, m.bitWidth <= maximumBits else {
            throw .exactValueTooLarge(digits: maximumDigits)
        }
        return Fraction(unchecked: lhs.isNegative != rhs.isNegative, n, m)
    }

    /// `lhs < rhs` decided on ``BigUInt`` (see ``bigSum(_:_:)``).
    package static func bigLess(_ lhs: Fraction, _ rhs: Fraction) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let a = lhs.numerator * rhs.denominator, b = rhs.numerator * lhs.denominator
        return lhs.isNegative ? b < a : a < b
    }
}

// MARK: - Comparison

extension Fraction {
    /// Values compare by what they are (`2/4` is `1/2`: both are stored as `1/2`).
    public static func < (lhs: Fraction, rhs: Fraction) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        guard case .small(let a, let b) = lhs.storage, case .small(let c, let d) = rhs.storage else {
            return bigLess(lhs, rhs)
        }
        // a·d against c·b in 256 bits: exact, never overflowing.
        let x = a.multipliedFullWidth(by: d), y = c.multipliedFullWidth(by: b)
        let below = x.high != y.high ? x.high < y.high : x.low < y.low
        let equal = x.high == y.high && x.low == y.low
        return lhs.isNegative ? !below && !equal : below
    }
}
