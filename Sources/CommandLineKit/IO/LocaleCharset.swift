import ShopCore
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The encoding of a locale that is not UTF-8 (`ja_JP.eucJP`, `ja_JP.SJIS`),
/// and how text for people is written in it.
///
/// Only text for people goes through it; machine output (JSON, JSON Lines,
/// CSV) is UTF-8 whatever the locale (``OutputSink/machineOutput``).
/// A character is written in the locale's encoding when the C library's
/// `iconv` converts it there and back unchanged; otherwise by the first of its
/// stand-ins that can be (`¥` as `￥` in EUC-JP, whose byte 0x5C is a
/// backslash; `≈` as `≒`, `→` as `->` in ASCII); otherwise as an escape
/// of its code point, `\u5065` (`\U0001F955` above U+FFFF), so that names
/// in any script stay apart (健太 `\u5065\u592A`, 美咲 `\u7F8E\u54B2`) and
/// nothing becomes `?`.
/// Where `iconv` does not know the encoding, ``ascii`` is used.
///
/// ```
/// text    | EUC-JP          | Shift_JIS    | ASCII
/// --------+-----------------+--------------+-------------------
/// 健太    | 健太 (b7f2 c2c0) | 健太 (8c92…) | \u5065\u592A
/// ¥1,000  | ￥1,000 (a1ef…)  | ¥1,000 (5c…) | JPY 1,000
/// A → B   | A → B           | A → B        | A -> B
/// ≈ 1.5   | ≒ 1.5           | ≒ 1.5        | ~ 1.5
/// ```
///
/// Columns are counted on the text as written (``columns(_:)``): a character
/// of two bytes or more in these encodings takes two columns (`→`, `−` and
/// `×` too, which are narrow in UTF-8), a single byte one, so tables stay
/// aligned after any stand-in.
package final class LocaleCharset: Sendable {
    /// The encoding's name as `iconv` takes it (`eucJP`), or `ASCII`.
    package let name: String
    private let state: Mutex<State>

    /// The converters (nil: ASCII without `iconv`) and what each character became.
    private struct State: ~Copyable, Sendable {
        var converters: Converters?
        var encoded: [UInt32: [UInt8]?] = [:]
    }

    /// `iconv` descriptors to the encoding and back, used only under the lock
    /// of ``state`` (an `iconv_t` keeps a conversion's state).
    private struct Converters: @unchecked Sendable {
        let to: iconv_t
        let back: iconv_t
    }

    /// ASCII alone, with no `iconv`: the fallback for an encoding `iconv` does not know.
    package static let ascii = LocaleCharset(name: "ASCII", converters: nil)

    /// The encoding `name` names (as in a locale: `eucJP`, `SJIS`), or nil when `iconv` does not know it.
    package static func named(_ name: String) -> LocaleCharset? {
        let failed = iconv_t(bitPattern: -1)
        guard let to = iconv_open(name, "UTF-8"), to != failed else { return nil }
        guard let back = iconv_open("UTF-8", name), back != failed else {
            iconv_close(to)
            return nil
        }
        return LocaleCharset(name: name, converters: Converters(to: to, back: back))
    }

    private init(name: String, converters: Converters?) {
        self.name = name
        state = Mutex(State(converters: converters))
    }

    deinit {
        state.withLock { state in
            if let converters = state.converters {
                iconv_close(converters.to)
                iconv_close(converters.back)
            }
        }
    }

    // MARK: - Text as written

    /// `text` with every character the encoding cannot hold replaced by its stand-in or its escape.
    package func shown(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars { out += shown(scalar) }
        return out
    }

    /// The bytes of `text` in the encoding, after ``shown(_:)``.
    package func encode(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { append(scalar, to: &bytes) }
        return bytes
    }

    /// The bytes of the UTF-8 `bytes` in the encoding; a character cut short at
    /// the end is left in `pending` for the next call (prefixed to it).
    package func encode(utf8 bytes: [UInt8], pending: inout [UInt8]) -> [UInt8] {
        let whole = pending + bytes
        let cut = Self.incompleteTail(whole)
        pending = Array(whole.suffix(cut))
        var out: [UInt8] = []
        out.reserveCapacity(whole.count)
        for scalar in String(decoding: whole[..<(whole.count - cut)], as: UTF8.self).unicodeScalars {
            append(scalar, to: &out)
        }
        return out
    }

    /// The columns `text` takes once written: each character as ``shown(_:)``
    /// writes it, one column a single byte, two a longer character (but one
    /// for a half-width katakana, `ｶ`, two bytes in EUC-JP).
    package func columns(_ text: String) -> Int {
        var total = 0
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                total += scalar.value < 0x20 ? 0 : 1
                continue
            }
            for written in shown(scalar).unicodeScalars {
                guard let bytes = encoded(written) else { continue }
                total += bytes.count == 1 || (0xFF61...0xFF9F).contains(written.value) ? 1 : 2
            }
        }
        return total
    }

    // MARK: - One character

    /// What `scalar` is written as: itself, a stand-in or an escape.
    private func shown(_ scalar: Unicode.Scalar) -> String {
        if scalar.isASCII || encoded(scalar) != nil { return String(scalar) }
        for standIn in Self.standIns[scalar] ?? [] where standIn.unicodeScalars.allSatisfy({ encoded($0) != nil }) {
            return standIn
        }
        return Self.escape(scalar)
    }

    private func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        if scalar.isASCII {
            bytes.append(UInt8(scalar.value))
            return
        }
        for written in shown(scalar).unicodeScalars { bytes += encoded(written) ?? [] }
    }

    /// `scalar`'s bytes in the encoding, or nil when it does not come back unchanged.
    private func encoded(_ scalar: Unicode.Scalar) -> [UInt8]? {
        if scalar.isASCII { return [UInt8(scalar.value)] }
        return state.withLock { state in
            if let known = state.encoded[scalar.value] { return known }
            var result: [UInt8]?
            if let converters = state.converters, let bytes = Self.convert(Array(String(scalar).utf8), converters.to),
                Self.convert(bytes, converters.back) == Array(String(scalar).utf8)
            {
                result = bytes
            }
            state.encoded[scalar.value] = result
            return result
        }
    }

    /// `input` through `converter`, or nil when it stops anywhere.
    private static func convert(_ input: [UInt8], _ converter: iconv_t) -> [UInt8]? {
        var input = input
        var output = [UInt8](repeating: 0, count: 16)
        let written: Int? = input.withUnsafeMutableBytes { inRaw in
            output.withUnsafeMutableBytes { outRaw in
                var inPointer = inRaw.baseAddress?.assumingMemoryBound(to: CChar.self)
                var outPointer = outRaw.baseAddress?.assumingMemoryBound(to: CChar.self)
                var inLeft = inRaw.count, outLeft = outRaw.count
                _ = iconv(converter, nil, nil, nil, nil)
                guard iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1, inLeft == 0 else { return nil }
                // A stateful encoding's shift back to its initial state.
                guard iconv(converter, nil, nil, &outPointer, &outLeft) != -1 else { return nil }
                return outRaw.count - outLeft
            }
        }
        guard let written, written > 0 else { return nil }
        return Array(output[..<written])
    }

    /// `\u5065`; `\U0001F955` above U+FFFF.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return scalar.value > 0xFFFF
            ? "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// Stand-ins for the symbols shoptools writes, best first; the last is ASCII.
    ///
    /// The one-character signs
    /// of the currencies beyond the first seven stand in as their codes (`฿` `THB `, `₹` `INR `), from the
    /// currency table; a sign two currencies share is escaped instead.
    package static let standIns: [Unicode.Scalar: [String]] = {
        var standIns: [Unicode.Scalar: [String]] = [
            "¥": ["￥", "JPY "], "￥": ["¥", "JPY "], "€": ["EUR "], "£": ["GBP "], "₩": ["KRW "],
            "−": ["-"], "–": ["-"], "‐": ["-"], "—": ["--"], "→": ["->"], "←": ["<-"], "≈": ["≒", "~"],
            "×": ["x"], "÷": ["/"], "·": ["・", "-"], "•": ["・", "-"], "…": ["..."], "※": ["*"],
            "“": ["\""], "”": ["\""], "「": ["\""], "」": ["\""], "‘": ["'"], "’": ["'"],
            "\u{00A0}": [" "], "\u{3000}": [" "],
        ]
        let original: [Currency] = [.jpy, .usd, .eur, .gbp, .krw, .cny, .twd]
        var signs: [Unicode.Scalar: [String]] = [:]
        for currency in Currency.all where !original.contains(currency) {
            for written in Set([currency.symbol] + currency.otherPrefixes + currency.suffixes) {
                let scalars = Array(written.unicodeScalars)
                guard scalars.count == 1, let sign = scalars.first, !sign.isASCII, standIns[sign] == nil else { continue }
                signs[sign, default: []].append(currency.code + " ")
            }
        }
        for (sign, codes) in signs where codes.count == 1 { standIns[sign] = codes }
        return standIns
    }()

    /// How many bytes at the end of `bytes` begin a UTF-8 character not yet whole.
    package static func incompleteTail(_ bytes: [UInt8]) -> Int {
        for back in stride(from: 1, through: min(3, bytes.count), by: 1) {
            let byte = bytes[bytes.count - back]
            if byte & 0xC0 == 0x80 { continue }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return length > back ? back : 0
        }
        return 0
    }
}

/// The locale's encoding as the renderers measure text: set for a command
/// by ``Program`` with the same ``LocaleCharset`` as its output streams, so a
/// table's columns are counted on the text as it is finally written.
package enum ShownText {
    /// The encoding human text is written in; nil for UTF-8.
    ///
    /// Read through ``current``, set through
    /// ``with(_:_:)``.
    @TaskLocal private static var charset: LocaleCharset?

    /// Whether a task has ever been given an encoding.
    ///
    /// Until one has, every task's is nil and
    /// ``current`` does not read the task-local: its first use makes its generic class at run time
    /// (50,000 instructions, 7 % of a one-line discount's start-up) in a UTF-8 locale, where none is given.
    private static let everGiven = Atomic<Bool>(false)

    /// The encoding this task's human text is written in; nil for UTF-8.
    package static var current: LocaleCharset? { everGiven.load(ordering: .acquiring) ? charset : nil }

    /// `body`, its human text written in `charset` (nil for UTF-8).
    package static func with<Result>(_ charset: LocaleCharset?, _ body: () -> Result) -> Result {
        if charset == nil && !everGiven.load(ordering: .acquiring) { return body() }
        everGiven.store(true, ordering: .releasing)
        return $charset.withValue(charset, operation: body)
    }

    /// The columns `text` takes as written (``DisplayText/columns(_:)`` in UTF-8).
    package static func columns(_ text: String) -> Int { current?.columns(text) ?? DisplayText.columns(text) }
}
