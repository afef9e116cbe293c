import ShopCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes: standard output, standard error, or a string in tests.
protocol OutputSink: AnyObject {
    /// Appends text.
    func write(_ text: String)
    /// Appends raw UTF-8 bytes.
    func write(bytes: [UInt8])
    /// Appends bytes straight into the buffer, for loops that write a lot.
    func append(_ body: (inout [UInt8]) -> Void)
    /// Sends whatever is buffered.
    /// - Throws: ``CLIError`` with ``ExitStatus/ioError`` when the write fails.
    func flush() throws(CLIError)
    /// Writes ASCII only (``ASCIIText``): for a locale whose encoding is not
    /// UTF-8, where `¥`, `−` and `→` would show as garbage.
    var asciiOnly: Bool { get set }
}

/// What a character becomes where only ASCII can be shown: the symbols
/// shoptools writes in their ASCII forms (`¥` `JPY `, `−` `-`, `→` `->`,
/// `≈` `~`), anything else `?`.
enum ASCIIText {
    static func of(_ scalar: Unicode.Scalar) -> String {
        if scalar.isASCII { return String(scalar) }
        switch scalar {
        case "¥", "￥": return "JPY "
        case "€": return "EUR "
        case "£": return "GBP "
        case "₩": return "KRW "
        case "−", "–", "‐": return "-"
        case "—": return "--"
        case "→": return "->"
        case "←": return "<-"
        case "≈": return "~"
        case "×": return "x"
        case "÷": return "/"
        case "·", "•": return "-"
        case "…": return "..."
        case "※": return "*"
        case "“", "”", "「", "」": return "\""
        case "‘", "’": return "'"
        case "\u{00A0}", "\u{3000}": return " "
        default: return currencySigns[scalar] ?? "?"
        }
    }

    /// The one-character signs of the currencies beyond the first seven,
    /// each as its code (`฿` `THB `, `₹` `INR `), from the currency table;
    /// a sign two currencies share would stay `?`.
    private static let currencySigns: [Unicode.Scalar: String] = {
        let original: [Currency] = [.jpy, .usd, .eur, .gbp, .krw, .cny, .twd]
        var signs: [Unicode.Scalar: [String]] = [:]
        for currency in Currency.all where !original.contains(currency) {
            for written in Set([currency.symbol] + currency.otherPrefixes + currency.suffixes) {
                let scalars = Array(written.unicodeScalars)
                guard scalars.count == 1, let sign = scalars.first, !sign.isASCII else { continue }
                signs[sign, default: []].append(currency.code + " ")
            }
        }
        return signs.compactMapValues { $0.count == 1 ? $0[0] : nil }
    }()

    /// The complete UTF-8 characters at the front of `bytes` in ASCII, and
    /// how many bytes at the end begin a character not yet whole.
    static func transliterated(_ bytes: [UInt8]) -> (ascii: [UInt8], pending: Int) {
        var pending = 0
        // A character cut short at the end: a lead byte within its last three bytes that needs more.
        for back in stride(from: 1, through: min(3, bytes.count), by: 1) {
            let byte = bytes[bytes.count - back]
            if byte & 0xC0 == 0x80 { continue }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            if length > back { pending = back }
            break
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for scalar in String(decoding: bytes[..<(bytes.count - pending)], as: UTF8.self).unicodeScalars {
            out.append(contentsOf: of(scalar).utf8)
        }
        return (out, pending)
    }
}

extension OutputSink {
    /// Appends `text` and a newline.
    func line(_ text: String) { write(text + "\n") }
}

/// A buffered writer on a file descriptor.
final class FileSink: OutputSink {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    var asciiOnly = false
    private var failure: CLIError?
    private let capacity = 1 << 16

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(capacity)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { try? flush() }
    }

    func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { try? flush() }
    }

    func append(_ body: (inout [UInt8]) -> Void) {
        body(&buffer)
        if buffer.count >= capacity { try? flush() }
    }

    func flush() throws(CLIError) {
        if let failure { throw failure }
        var bytes = buffer
        var pending: [UInt8] = []
        if asciiOnly {
            let (ascii, cut) = ASCIIText.transliterated(buffer)
            (bytes, pending) = (ascii, Array(buffer.suffix(cut)))
        }
        let code = writeAll(bytes, to: descriptor)
        buffer.removeAll(keepingCapacity: true)
        buffer += pending
        if let code {
            let error = CLIError.io(.cannotWriteOutput(String(cString: strerror(code))))
            failure = error
            throw error
        }
    }
}

/// Collects output in memory (the REPL's tests and help rendering).
final class StringSink: OutputSink {
    private(set) var text = ""
    var asciiOnly = false
    func write(_ text: String) {
        self.text += asciiOnly ? text.unicodeScalars.map(ASCIIText.of).joined() : text
    }
    func write(bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
    func append(_ body: (inout [UInt8]) -> Void) {
        var bytes: [UInt8] = []
        body(&bytes)
        write(bytes: bytes)
    }
    func flush() throws(CLIError) {}
}

/// Writes all of `bytes` to `descriptor`, again after a signal.
/// - Returns: nil when everything is written; else the `errno` of the write
///   that failed (`EIO` for one that wrote nothing).
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { raw in
            systemWrite(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
        }
        if written < 0 && errno == EINTR { continue }
        if written < 0 { return errno }
        if written == 0 { return EIO }
        offset += written
    }
    return nil
}

/// `write(2)`, named apart from the sinks' own `write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
