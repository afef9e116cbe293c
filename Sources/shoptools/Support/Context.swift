import Calculator
import FoundationEssentials
import ShopCore

#if canImport(Glibc)
import Glibc
#endif

/// What a command runs with: its streams and environment.
struct Context {
    /// Looks up an environment variable (`SHOPTOOLS_CURRENCY`, …).
    ///
    /// A function rather than a dictionary of the whole environment: building
    /// that dictionary cost a third of a millisecond at every start.
    var environment: (String) -> String?
    let stdout: OutputSink
    let stderr: OutputSink
    /// The descriptor batch input is read from.
    var stdinDescriptor: Int32 = 0
    /// Asks a question (shown only where there is a terminal) and returns the
    /// answer line, or nil at the end of input.
    var ask: (_ question: String) -> String?
    /// Whether standard input is a terminal (a person typing).
    var isInteractive: Bool

    /// The process's own streams and environment.
    static func process() -> Context {
        let stdout = FileSink(descriptor: 1)
        let interactive = isatty(0) == 1
        return Context(
            environment: { name in getenv(name).map { String(cString: $0) } },
            stdout: stdout, stderr: FileSink(descriptor: 2),
            ask: { question in
                if interactive {
                    stdout.write(question)
                    try? stdout.flush()
                }
                return readLine(descriptor: 0)
            },
            isInteractive: interactive)
    }

    /// One line from a descriptor, read a byte at a time so nothing after it is consumed.
    static func readLine(descriptor: Int32) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }

    /// The currency from `--currency`, else `SHOPTOOLS_CURRENCY`, else JPY.
    func currency(_ arguments: Arguments) throws(CLIError) -> Currency {
        if let code = arguments.value("currency") {
            do { return try Currency(code: code) } catch { throw .data(error) }
        }
        if let code = environment("SHOPTOOLS_CURRENCY"), !code.isEmpty {
            do { return try Currency(code: code) } catch { throw .data(error, context: "SHOPTOOLS_CURRENCY") }
        }
        return .default
    }
}

/// Reading the values shared by several subcommands.
enum Values {
    /// The rounding unit from `--round`, or the currency's minor unit.
    static func unit(_ arguments: Arguments, currency: Currency) throws(CLIError) -> Decimal? {
        guard let text = arguments.value("round") else { return nil }
        do { return try RoundingUnit.parse(text, currency: currency) } catch { throw .data(error) }
    }

    /// The rounding rule from `--rounding`, or `fallback`.
    static func rounding(_ arguments: Arguments, default fallback: RoundingRule) throws(CLIError) -> RoundingRule {
        guard let text = arguments.value("rounding") else { return fallback }
        guard let rule = RoundingRule(name: text) else { throw .data(ShopCoreError.unknownRoundingMode(text)) }
        return rule
    }

    /// An amount argument: a plain amount or an expression (`1980*3`).
    static func amount(_ text: String, currency: Currency) throws(CLIError) -> Decimal {
        do { return try Calculator.amount(text, currency: currency) } catch { throw .data(error) }
    }

    /// A whole number in `range`, named `what` in messages.
    static func integer(_ text: String, what: String, range: ClosedRange<Int>) throws(CLIError) -> Int {
        let folded = TextNormalizer.foldedAndTrimmed(text)
        guard let value = Int(folded), range.contains(value) else {
            throw .data("\(what) \(quoted(text)) is not a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
}
