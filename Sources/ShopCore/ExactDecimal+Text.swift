#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Reading

extension ExactDecimal {
    /// The fast path for plain ASCII amounts (`9800`, `3.499`): digits with at
    /// most one point, within ``Bounds``.
    ///
    /// Anything else returns nil and goes through ``AmountParser``, which explains what is wrong.
    package static func parseSimple(_ bytes: UnsafeBufferPointer<UInt8>) -> ExactDecimal? {
        var magnitude: UInt64 = 0
        var integerDigits = 0, fractionDigits = 0
        var seenPoint = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if seenPoint {
                    fractionDigits += 1
                } else {
                    if magnitude == 0 && byte == UInt8(ascii: "0") { continue }
                    integerDigits += 1
                }
                // 15 integer and 3 fraction digits fit a UInt64 (< 10^19) with room to spare.
                guard integerDigits <= 15, fractionDigits <= 3 else { return nil }
                magnitude = magnitude &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
            case UInt8(ascii: "."):
                if seenPoint { return nil }
                seenPoint = true
            default:
                return nil
            }
        }
        // "", ".", "5." and ".5" are left to the full parser, which knows their rules.
        guard !bytes.isEmpty, bytes.first != UInt8(ascii: "."), bytes.last != UInt8(ascii: ".") else { return nil }
        return ExactDecimal(unchecked: false, UInt128(magnitude), fractionDigits)
    }

    /// Reads the plain text that `Decimal.description` writes (`-123.45`).
    package init?(plain text: String) {
        var negative = false, magnitude: UInt128 = 0, scale = 0, seenPoint = false, digits = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-") where digits == 0 && !negative: negative = true
            case UInt8(ascii: ".") where !seenPoint: seenPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
                let (next, o2) = times10.addingReportingOverflow(UInt128(byte - UInt8(ascii: "0")))
                if o1 || o2 { return nil }
                magnitude = next
                digits += 1
                if seenPoint { scale += 1 }
            default: return nil
            }
        }
        guard digits > 0, scale <= Self.maxScale else { return nil }
        self.init(unchecked: negative, magnitude, scale)
    }
}

// MARK: - Writing

extension ExactDecimal: CustomStringConvertible {
    /// Plain text with no trailing zeros: `30`, `0.3`, `-1.25`.
    package var description: String { plainText }

    /// Plain text with no trailing zeros: `30`, `0.3`, `-1.25`.
    package var plainText: String { text(minimumFractionDigits: 0, groupingSeparator: nil) }

    /// The value as text with at least `minimumFractionDigits` digits after the
    /// point (more if the value has them), and thousands grouped when a
    /// separator is given.
    package func text(minimumFractionDigits: Int, groupingSeparator: UInt8?) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(48)
        appendText(to: &bytes, minimumFractionDigits: minimumFractionDigits, groupingSeparator: groupingSeparator)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the text of ``text(minimumFractionDigits:groupingSeparator:)``
    /// as UTF-8 bytes, the allocation-free path batch output takes.
    package func appendText(to bytes: inout [UInt8], minimumFractionDigits: Int, groupingSeparator: UInt8?) {
        // Digits, least significant first, on the stack: at most 39, and at least one before the point.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 80) { digits in
            var count = 0, scale = self.scale
            if let small = UInt64(exactly: magnitude) {
                // Most amounts fit 64 bits, where division by 10 is a multiplication.
                var rest = small
                while scale > 0 && rest != 0 && rest % 10 == 0 {
                    rest /= 10
                    scale -= 1
                }
                repeat {
                    digits[count] = UInt8(rest % 10) + UInt8(ascii: "0")
                    count += 1
                    rest /= 10
                } while rest != 0
            } else {
                let value = normalized
                scale = value.scale
                var large = value.magnitude
                repeat {
                    let (q, r) = large.quotientAndRemainder(dividingBy: 10)
                    digits[count] = UInt8(r) + UInt8(ascii: "0")
                    count += 1
                    large = q
                } while large != 0
            }
            if magnitude == 0 { scale = 0 }
            while count <= scale {
                digits[count] = UInt8(ascii: "0")
                count += 1
            }
            if isNegative { bytes.append(UInt8(ascii: "-")) }
            let integerCount = count - scale
            for position in stride(from: count - 1, through: scale, by: -1) {
                bytes.append(digits[position])
                let remaining = position - scale
                if let separator = groupingSeparator, remaining > 0, remaining % 3 == 0, integerCount > 3 {
                    bytes.append(separator)
                }
            }
            // Padding zeros are appended, never multiplied in, so no width of padding can overflow.
            let padding = minimumFractionDigits > scale ? minimumFractionDigits - scale : 0
            if scale + padding > 0 {
                bytes.append(UInt8(ascii: "."))
                for position in stride(from: scale - 1, through: 0, by: -1) { bytes.append(digits[position]) }
                for _ in 0..<padding { bytes.append(UInt8(ascii: "0")) }
            }
        }
    }
}

// MARK: - Decimal

extension ExactDecimal {
    /// The exact value of a `Decimal`.
    /// - Throws: ``ShopCoreError/notADecimal(_:reason:)`` for NaN,
    ///   ``ShopCoreError/tooManyDecimals(_:limit:)`` beyond 38 digits after
    ///   the point (`1e-40`), ``ShopCoreError/tooLarge(_:)`` beyond 38 digits
    ///   in all (`1e40`).
    package init(_ decimal: Decimal) throws(ShopCoreError) {
        guard !decimal.isNaN else { throw .notADecimal("NaN", reason: .notFinite) }
        // Read from the significand's words where they can be read; the text below is the slow, sure way
        // (and the one that words the errors).
        if let (isNegative, exponent, significand) = DecimalWords.parts(decimal) {
            if exponent <= 0, -exponent <= Self.maxScale {
                self.init(unchecked: isNegative, significand, -exponent)
                return
            }
            if exponent > 0, let widened = Self.shifted(significand, by: exponent) {
                self.init(unchecked: isNegative, widened, 0)
                return
            }
        }
        let text = decimal.description
        if let value = ExactDecimal(plain: text) {
            self = value
            return
        }
        // Too long: trailing zeros after the point may be all that is in the way.
        var trimmed = Substring(text)
        if trimmed.contains(".") {
            while trimmed.last == "0" { trimmed = trimmed.dropLast() }
            if trimmed.last == "." { trimmed = trimmed.dropLast() }
        }
        if let value = ExactDecimal(plain: String(trimmed)) {
            self = value
            return
        }
        let fractionDigits = trimmed.firstIndex(of: ".").map { trimmed.distance(from: $0, to: trimmed.endIndex) - 1 } ?? 0
        if fractionDigits > Self.maxScale { throw .tooManyDecimals(text, limit: Self.maxScale) }
        throw .tooLarge(text)
    }

    /// This value as a `Decimal` (exact: both hold 38 digits).
    package var decimal: Decimal {
        let sign: FloatingPointSign = isNegative ? .minus : .plus
        let tenToThe19: UInt128 = 10_000_000_000_000_000_000
        let significand: Decimal
        if magnitude < tenToThe19 {
            significand = Decimal(UInt64(magnitude))
        } else {
            // Up to 2^128 − 1: three UInt64 pieces below 10^19 each.
            let (high, low) = magnitude.quotientAndRemainder(dividingBy: tenToThe19)
            let upper: Decimal
            if high < tenToThe19 {
                upper = Decimal(UInt64(high))
            } else {
                let (top, middle) = high.quotientAndRemainder(dividingBy: tenToThe19)
                upper = Decimal(UInt64(top)) * Decimal(UInt64(tenToThe19)) + Decimal(UInt64(middle))
            }
            significand = upper * Decimal(UInt64(tenToThe19)) + Decimal(UInt64(low))
        }
        return Decimal(sign: sign, exponent: -scale, significand: significand)
    }
}
