/// An unsigned integer of any size: the numerator and denominator of a
/// ``Fraction``.
///
/// Little-endian 32-bit limbs with no leading zero limb (zero has none), so
/// that every product of two limbs fits a `UInt64` and long division is
/// Knuth's algorithm D on plain integers. Only what fractions need is here:
/// sums, differences, products, quotients with remainders and the greatest
/// common divisor. A difference below zero or a division by zero is the
/// caller's invariant, checked by ``Fraction`` before it calls; `-` stops the
/// program on a difference below zero rather than return a wrong value.
package struct BigUInt: Sendable, Hashable, Comparable {
    /// The limbs, least significant first, the last one never zero.
    package private(set) var limbs: [UInt32]

    package static let zero = BigUInt(limbs: [])
    package static let one = BigUInt(1)

    private init(limbs: [UInt32]) {
        self.limbs = limbs
        normalize()
        _checkInvariants()
    }

    package init(_ value: UInt128) {
        var limbs: [UInt32] = []
        var rest = value
        while rest != 0 {
            limbs.append(UInt32(truncatingIfNeeded: rest))
            rest >>= 32
        }
        self.limbs = limbs
        _checkInvariants()
    }

    package init(_ value: Int) {
        self.init(UInt128(value.magnitude))
    }

    package var isZero: Bool { limbs.isEmpty }

    /// The number of bits up to the highest set one (0 for zero).
    package var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return limbs.count * 32 - top.leadingZeroBitCount
    }

    /// The value when it fits 128 bits.
    package var uint128: UInt128? {
        guard limbs.count <= 4 else { return nil }
        var value: UInt128 = 0
        for limb in limbs.reversed() { value = value << 32 | UInt128(limb) }
        return value
    }

    package var isEven: Bool { limbs.first.map { $0 & 1 == 0 } ?? true }

    private mutating func normalize() {
        while let last = limbs.last, last == 0 { limbs.removeLast() }
    }

    package static func < (lhs: BigUInt, rhs: BigUInt) -> Bool { compare(lhs, rhs) < 0 }

    /// -1, 0 or 1.
    package static func compare(_ lhs: BigUInt, _ rhs: BigUInt) -> Int {
        if lhs.limbs.count != rhs.limbs.count { return lhs.limbs.count < rhs.limbs.count ? -1 : 1 }
        for index in lhs.limbs.indices.reversed() where lhs.limbs[index] != rhs.limbs[index] {
            return lhs.limbs[index] < rhs.limbs[index] ? -1 : 1
        }
        return 0
    }
}

// MARK: - Arithmetic

extension BigUInt {
    package static func + (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        let (long, short) = lhs.limbs.count >= rhs.limbs.count ? (lhs.limbs, rhs.limbs) : (rhs.limbs, lhs.limbs)
        var result: [UInt32] = []
        result.reserveCapacity(long.count + 1)
        var carry: UInt64 = 0
        for index in long.indices {
            let sum = UInt64(long[index]) + (index < short.count ? UInt64(short[index]) : 0) + carry
            result.append(UInt32(truncatingIfNeeded: sum))
            carry = sum >> 32
        }
        if carry != 0 { result.append(UInt32(carry)) }
        return BigUInt(limbs: result)
    }

    /// `lhs − rhs`, for `lhs ≥ rhs`.
    ///
    /// A difference below zero has no `BigUInt`: it stops the program (a
    /// bug in the caller, which compares first), in every build, at the cost
    /// of one comparison, instead of wrapping to a wrong value.
    package static func - (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        precondition(rhs.limbs.count <= lhs.limbs.count, "BigUInt: \(lhs.decimalDigits) − \(rhs.decimalDigits) is below zero")
        var result = lhs.limbs
        var borrow: Int64 = 0
        for index in result.indices {
            var difference = Int64(result[index]) - (index < rhs.limbs.count ? Int64(rhs.limbs[index]) : 0) - borrow
            borrow = difference < 0 ? 1 : 0
            if difference < 0 { difference += 1 << 32 }
            result[index] = UInt32(difference)
            if borrow == 0 && index >= rhs.limbs.count { break }
        }
        precondition(borrow == 0, "BigUInt: \(lhs.decimalDigits) − \(rhs.decimalDigits) is below zero")
        return BigUInt(limbs: result)
    }

    package static func * (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        if lhs.isZero || rhs.isZero { return .zero }
        if rhs.limbs.count == 1 { return lhs.multiplied(byLimb: rhs.limbs[0]) }
        if lhs.limbs.count == 1 { return rhs.multiplied(byLimb: lhs.limbs[0]) }
        var result = [UInt32](repeating: 0, count: lhs.limbs.count + rhs.limbs.count)
        for (i, a) in lhs.limbs.enumerated() where a != 0 {
            var carry: UInt64 = 0
            for (j, b) in rhs.limbs.enumerated() {
                let product = UInt64(a) * UInt64(b) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            result[i + rhs.limbs.count] = UInt32(carry)
        }
        return BigUInt(limbs: result)
    }

    private func multiplied(byLimb factor: UInt32) -> BigUInt {
        if factor == 0 { return .zero }
        var result: [UInt32] = []
        result.reserveCapacity(limbs.count + 1)
        var carry: UInt64 = 0
        for limb in limbs {
            let product = UInt64(limb) * UInt64(factor) + carry
            result.append(UInt32(truncatingIfNeeded: product))
            carry = product >> 32
        }
        if carry != 0 { result.append(UInt32(carry)) }
        return BigUInt(limbs: result)
    }

    /// The quotient and remainder by a single limb (not zero).
    private func divided(byLimb divisor: UInt32) -> (quotient: BigUInt, remainder: UInt32) {
        var quotient = [UInt32](repeating: 0, count: limbs.count)
        var remainder: UInt64 = 0
        for index in limbs.indices.reversed() {
            let current = remainder << 32 | UInt64(limbs[index])
            quotient[index] = UInt32(current / UInt64(divisor))
            remainder = current % UInt64(divisor)
        }
        return (BigUInt(limbs: quotient), UInt32(remainder))
    }

    /// `self` divided by `divisor` (not zero): Knuth's algorithm D (TAOCP
    /// volume 2, 4.3.1) on 32-bit limbs.
    package func quotientAndRemainder(dividingBy divisor: BigUInt) -> (quotient: BigUInt, remainder: BigUInt) {
        if Self.compare(self, divisor) < 0 { return (.zero, self) }
        if divisor.limbs.count == 1 {
            let (quotient, remainder) = divided(byLimb: divisor.limbs[0])
            return (quotient, BigUInt(UInt128(remainder)))
        }
        // Normalize so that the divisor's top limb has its high bit set.
        let shift = divisor.limbs[divisor.limbs.count - 1].leadingZeroBitCount
        let v = divisor.shiftedLeft(by: shift).limbs
        var u = shiftedLeft(by: shift).limbs
        u.append(0)
        let n = v.count, m = u.count - n - 1
        var quotient = [UInt32](repeating: 0, count: m + 1)
        let base: UInt64 = 1 << 32
        let vTop = UInt64(v[n - 1]), vNext = UInt64(v[n - 2])
        for j in stride(from: m, through: 0, by: -1) {
            let top = UInt64(u[j + n]) << 32 | UInt64(u[j + n - 1])
            var qhat = top / vTop
            var rhat = top % vTop
            while qhat >= base || qhat * vNext > (rhat << 32 | UInt64(u[j + n - 2])) {
                qhat -= 1
                rhat += vTop
                if rhat >= base { break }
            }
            // Multiply and subtract qhat · v from u[j ... j+n].
            var borrow: Int64 = 0
            var carry: UInt64 = 0
            for i in 0..<n {
                let product = qhat * UInt64(v[i]) + carry
                carry = product >> 32
                let difference = Int64(u[i + j]) - Int64(product & 0xFFFF_FFFF) - borrow
                u[i + j] = UInt32(truncatingIfNeeded: difference)
                borrow = difference < 0 ? 1 : 0
            }
            let difference = Int64(u[j + n]) - Int64(carry) - borrow
            u[j + n] = UInt32(truncatingIfNeeded: difference)
            if difference < 0 {
                // qhat was one too large: add v back.
                qhat -= 1
                var carryBack: UInt64 = 0
                for i in 0..<n {
                    let sum = UInt64(u[i + j]) + UInt64(v[i]) + carryBack
                    u[i + j] = UInt32(truncatingIfNeeded: sum)
                    carryBack = sum >> 32
                }
                u[j + n] = UInt32(truncatingIfNeeded: UInt64(u[j + n]) + carryBack)
            }
            quotient[j] = UInt32(truncatingIfNeeded: qhat)
        }
        let remainder = BigUInt(limbs: Array(u[0..<n])).shiftedRight(by: shift)
        return (BigUInt(limbs: quotient), remainder)
    }

    private func shiftedLeft(by bits: Int) -> BigUInt {
        guard bits > 0, !isZero else { return self }
        var result: [UInt32] = []
        result.reserveCapacity(limbs.count + 1)
        var carry: UInt32 = 0
        for limb in limbs {
            result.append(limb << UInt32(bits) | carry)
            carry = limb >> UInt32(32 - bits)
        }
        if carry != 0 { result.append(carry) }
        return BigUInt(limbs: result)
    }

    private func shiftedRight(by bits: Int) -> BigUInt {
        guard bits > 0, !isZero else { return self }
        var result = limbs
        for index in result.indices {
            let high = index + 1 < limbs.count ? limbs[index + 1] << UInt32(32 - bits) : 0
            result[index] = limbs[index] >> UInt32(bits) | high
        }
        return BigUInt(limbs: result)
    }

    /// The greatest common divisor (Euclid; `gcd(0, b) = b`).
    package static func gcd(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
        var (x, y) = (a, b)
        while !y.isZero {
            if let small = x.uint128, let smaller = y.uint128 { return BigUInt(gcd128(small, smaller)) }
            (x, y) = (y, x.quotientAndRemainder(dividingBy: y).remainder)
        }
        return x
    }

    private static func gcd128(_ a: UInt128, _ b: UInt128) -> UInt128 {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }

    /// `10^exponent`.
    package static func powerOfTen(_ exponent: Int) -> BigUInt {
        if exponent < ExactDecimal.powersOfTen.count { return BigUInt(ExactDecimal.powersOfTen[exponent]) }
        var result = BigUInt(ExactDecimal.powersOfTen[38])
        var left = exponent - 38
        while left > 0 {
            let step = min(left, 38)
            result = result * BigUInt(ExactDecimal.powersOfTen[step])
            left -= step
        }
        return result
    }

    /// The decimal digits, most significant first (`"0"` for zero).
    package var decimalDigits: String {
        if let small = uint128 { return String(small) }
        var chunks: [UInt32] = []
        var rest = self
        while !rest.isZero {
            let (quotient, remainder) = rest.divided(byLimb: 1_000_000_000)
            chunks.append(remainder)
            rest = quotient
        }
        var text = String(chunks.removeLast())
        for chunk in chunks.reversed() {
            let digits = String(chunk)
            text += String(repeating: "0", count: 9 - digits.count) + digits
        }
        return text
    }
}
