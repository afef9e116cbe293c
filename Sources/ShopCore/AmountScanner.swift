/// The fast path of ``AmountParser`` for batches: reads the formatted amounts
/// people paste from web pages and spreadsheets straight from UTF-8 bytes.
///
/// It reads what the full parser reads, for one currency, in the common forms
/// only, and allocates nothing:
///
/// ```
/// form                                    | examples
/// ----------------------------------------+----------------------------
/// ASCII and full-width digits, mixed      | 9800, ９８００
/// grouping commas, ASCII and full-width   | 12,345,678, １２，３４５
/// a decimal point, ASCII and full-width   | 98.50, ９８．５, .5, 5.
/// the currency's prefix, then spaces      | ¥9,800, ￥ 9800, US$98.50
/// or spaces, then the currency's suffix   | 9800円, ９，８００ 円, 12 USD
/// ASCII, no-break and ideographic spaces  | " 9800 ", "\u{3000}9800"
/// ```
///
/// Anything else returns nil and goes to ``AmountParser``, which either reads
/// it or explains what is wrong: signs, other white space (`\r`), full-width
/// letters and symbols (`＄`), another currency's symbols, misplaced commas
/// (`1,98`), values of 10^15 or more and more than 12 decimals. Whatever it
/// reads, it reads as the full parser does: the same value with the same
/// (normalized) scale, tried in the same order (prefixes longest first, then
/// suffixes and the code). Comparing symbols byte for byte is comparing what
/// the full parser compares because no ``Currency`` symbol holds a character
/// that ``TextNormalizer`` folds, and what stands next to a symbol here (a
/// digit, a point, a comma, a space) always starts a new character.
package struct AmountScanner: Sendable {
    /// The currency's prefixes, in the order the full parser tries them.
    private let prefixes: [[UInt8]]
    /// The currency's suffixes and code, tried only when no prefix matched.
    private let suffixes: [[UInt8]]
    /// The first bytes of ``prefixes`` and the last bytes of ``suffixes``,
    /// so most lines skip the comparisons with one look.
    private let prefixStarts: ByteSet, suffixEnds: ByteSet

    package init(currency: Currency) {
        prefixes = currency.prefixes.map { Array($0.utf8) }
        suffixes = (currency.suffixes + [currency.code]).map { Array($0.utf8) }
        prefixStarts = ByteSet(prefixes.compactMap(\.first))
        suffixEnds = ByteSet(suffixes.compactMap(\.last))
    }

    /// The amount on `line`, or nil when the full parser must judge it.
    package func amount(_ line: UnsafeBufferPointer<UInt8>) -> ExactDecimal? {
        var start = 0, end = line.count
        Self.trim(line, &start, &end)
        guard start < end else { return nil }
        if prefixStarts.contains(line[start]),
            let prefix = prefixes.first(where: { Self.has(line, $0, at: start, before: end) })
        {
            start += prefix.count
            Self.trim(line, &start, &end)
        } else if suffixEnds.contains(line[end - 1]),
            let suffix = suffixes.first(where: {
                $0.count <= end - start && Self.has(line, $0, at: end - $0.count, before: end)
            })
        {
            end -= suffix.count
            Self.trim(line, &start, &end)
        }
        return Self.body(line, from: start, to: end)
    }

    // MARK: - Implementation

    /// A set of bytes as 256 bits.
    private struct ByteSet: Sendable {
        private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        init(_ bytes: [UInt8]) {
            for byte in bytes {
                let bit = UInt64(1) << (byte & 63)
                switch byte >> 6 {
                case 0: words.0 |= bit
                case 1: words.1 |= bit
                case 2: words.2 |= bit
                default: words.3 |= bit
                }
            }
        }

        func contains(_ byte: UInt8) -> Bool {
            let word =
                switch byte >> 6 {
                case 0: words.0
                case 1: words.1
                case 2: words.2
                default: words.3
                }
            return word & (UInt64(1) << (byte & 63)) != 0
        }
    }

    /// True when `bytes` stand in `line` from `index`, ending before `end`.
    private static func has(_ line: UnsafeBufferPointer<UInt8>, _ bytes: [UInt8], at index: Int, before end: Int) -> Bool {
        guard bytes.count <= end - index else { return false }
        for offset in 0..<bytes.count where line[index + offset] != bytes[offset] { return false }
        return true
    }

    /// Moves `start` and `end` past ASCII spaces and tabs, no-break spaces
    /// (U+00A0, `C2 A0`, common in web pages) and ideographic spaces (U+3000, `E3 80 80`).
    private static func trim(_ line: UnsafeBufferPointer<UInt8>, _ start: inout Int, _ end: inout Int) {
        while start < end {
            let width = spaceWidth(line, from: start, to: end)
            if width == 0 { break }
            start += width
        }
        while start < end {
            let width = spaceWidthBefore(line, end: end, from: start)
            if width == 0 { break }
            end -= width
        }
    }

    /// The bytes of the space that starts at `index`, or 0.
    private static func spaceWidth(_ line: UnsafeBufferPointer<UInt8>, from index: Int, to end: Int) -> Int {
        switch line[index] {
        case 0x20, 0x09: 1
        case 0xC2 where end - index >= 2 && line[index + 1] == 0xA0: 2
        case 0xE3 where end - index >= 3 && line[index + 1] == 0x80 && line[index + 2] == 0x80: 3
        default: 0
        }
    }

    /// The bytes of the space that ends before `end`, or 0.
    private static func spaceWidthBefore(_ line: UnsafeBufferPointer<UInt8>, end: Int, from start: Int) -> Int {
        switch line[end - 1] {
        case 0x20, 0x09: 1
        case 0xA0 where end - start >= 2 && line[end - 2] == 0xC2: 2
        case 0x80 where end - start >= 3 && line[end - 3] == 0xE3 && line[end - 2] == 0x80: 3
        default: 0
        }
    }

    /// `digits[,ddd]*[.digits]` with the full parser's rules, or nil.
    ///
    /// Full-width digits (U+FF10–FF19, `EF BC 90`–`EF BC 99`), comma (`，`,
    /// `EF BC 8C`) and full stop (`．`, `EF BC 8E`) read as their ASCII twins,
    /// as ``TextNormalizer`` folds them.
    private static func body(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> ExactDecimal? {
        // At most 15 integer digits and 12 decimals: each part fits a UInt64.
        var integer: UInt64 = 0, fraction: UInt64 = 0, fractionScale: UInt64 = 1
        var integerDigits = 0, fractionDigits = 0, pendingZeros = 0, digitCount = 0
        var seenPoint = false, sawGroupSeparator = false, groupLength = 0
        var index = start
        while index < end {
            var byte = line[index]
            if byte >= 0x80 {
                guard byte == 0xEF, end - index >= 3, line[index + 1] == 0xBC else { return nil }
                switch line[index + 2] {
                case 0x90...0x99: byte = line[index + 2] - 0x90 + UInt8(ascii: "0")
                case 0x8C: byte = UInt8(ascii: ",")
                case 0x8E: byte = UInt8(ascii: ".")
                default: return nil
                }
                index += 3
            } else {
                index += 1
            }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = UInt64(byte - UInt8(ascii: "0"))
                digitCount += 1
                if seenPoint {
                    // Zeros wait until a digit other than zero shows they are not trailing.
                    guard digit != 0 else {
                        pendingZeros += 1
                        continue
                    }
                    fractionDigits += pendingZeros + 1
                    guard fractionDigits <= Bounds.maximumDecimals else { return nil }
                    for _ in 0...pendingZeros {
                        fraction &*= 10
                        fractionScale &*= 10
                    }
                    fraction &+= digit
                    pendingZeros = 0
                } else {
                    groupLength += 1
                    guard integer != 0 || digit != 0 else { continue }
                    integerDigits += 1
                    // 15 integer digits keep the value below 10^15.
                    guard integerDigits <= 15 else { return nil }
                    integer = integer &* 10 &+ digit
                }
            case UInt8(ascii: "."):
                if seenPoint || (sawGroupSeparator && groupLength != 3) { return nil }
                seenPoint = true
            case UInt8(ascii: ","):
                if seenPoint || (sawGroupSeparator ? groupLength != 3 : !(1...3).contains(groupLength)) { return nil }
                sawGroupSeparator = true
                groupLength = 0
            default:
                return nil
            }
        }
        if digitCount == 0 || (sawGroupSeparator && !seenPoint && groupLength != 3) { return nil }
        let magnitude = fractionDigits == 0 ? UInt128(integer) : UInt128(integer) * UInt128(fractionScale) + UInt128(fraction)
        return ExactDecimal(unchecked: false, magnitude, fractionDigits)
    }
}
