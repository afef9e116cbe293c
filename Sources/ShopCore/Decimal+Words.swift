#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `Decimal`'s sign, exponent and significand read from its storage, without going through
/// `description` (about 2.6 µs a call, the cost of every amount a group or bill reads).
///
/// Foundation offers no public way to read a significand as an integer, but its `Decimal` keeps
/// the layout of `NSDecimal`: an 8-bit exponent, a byte of length and flags (length in the high
/// four bits, the sign in bit 3), two reserved bytes, then eight 16-bit words of significand,
/// least significant first. That layout is checked once, on values built through the public
/// API, before it is ever relied on; where it does not hold, every value goes through
/// `description` as before. Each read also checks the public `exponent` and `sign`.
enum DecimalWords {
    /// True when the storage reads back the values the probes were built from.
    static let layoutHolds: Bool = {
        guard MemoryLayout<Decimal>.size == 20 else { return false }
        let words: UInt64 = 0x1234_5678_9ABC_DEF1, other: UInt64 = 0xFEDC_BA98_7654_3
        // One call a probe rather than a loop over an array of tuples, a type the run time would
        // make in every command's start-up.
        func reads(_ value: Decimal, _ isNegative: Bool, _ exponent: Int, _ significand: UInt128) -> Bool {
            guard let read = read(value) else { return false }
            return read.isNegative == isNegative && read.exponent == exponent && read.significand == significand
        }
        return reads(Decimal(sign: .minus, exponent: -7, significand: Decimal(words)), true, -7, UInt128(words))
            && reads(Decimal(sign: .plus, exponent: 3, significand: Decimal(other)), false, 3, UInt128(other))
            && reads(Decimal(words) * Decimal(other), false, 0, UInt128(words) * UInt128(other))
            && reads(Decimal(0), false, 0, 0)
            && reads(Decimal(sign: .minus, exponent: -2, significand: Decimal(1)), true, -2, 1)
    }()

    /// The parts of `value` (not NaN), or nil when the layout does not hold.
    static func parts(_ value: Decimal) -> (isNegative: Bool, exponent: Int, significand: UInt128)? {
        guard layoutHolds, let read = read(value), read.exponent == value.exponent,
            read.isNegative == (value.sign == .minus) || read.significand == 0
        else { return nil }
        return read
    }

    private static func read(_ value: Decimal) -> (isNegative: Bool, exponent: Int, significand: UInt128)? {
        withUnsafeBytes(of: value) { bytes in
            let length = Int(bytes[1] >> 4)
            guard length <= 8 else { return nil }
            var significand: UInt128 = 0
            for word in stride(from: length - 1, through: 0, by: -1) {
                significand = significand << 16 | UInt128(bytes[4 + 2 * word]) | UInt128(bytes[5 + 2 * word]) << 8
            }
            return (bytes[1] & 0x08 != 0, Int(Int8(bitPattern: bytes[0])), significand)
        }
    }
}
