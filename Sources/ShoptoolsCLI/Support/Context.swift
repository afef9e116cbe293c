import CommandLineKit
import ShopText

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a command runs with: its streams and environment, passed in so that
/// tests run commands in process with strings.
struct Context {
    /// Looks up an environment variable (`SHOPTOOLS_CURRENCY`, …).
    ///
    /// A function rather than a dictionary of the whole environment: building
    /// that dictionary cost a third of a millisecond at every start.
    var environment: (String) -> String?
    let stdout: OutputSink
    let stderr: OutputSink
    /// Standard input: batch prices, REPL scripts, the answer to a question.
    let input: InputSource
    /// Whether standard input is a terminal (a person typing).
    var isInteractive: Bool
    /// The language people read: `--lang`, else the locale (``Language/fromEnvironment(_:)``).
    var language: Language
    /// Asks a question (shown only where a person reads it) and returns the
    /// answer line, or nil at the end of input.
    var ask: (_ question: String) throws(CLIError) -> String?

    init(
        environment: @escaping (String) -> String?, stdout: OutputSink, stderr: OutputSink, input: InputSource,
        isInteractive: Bool, language: Language? = nil, ask: ((String) throws(CLIError) -> String?)? = nil
    ) {
        self.environment = environment
        self.stdout = stdout
        self.stderr = stderr
        self.input = input
        self.isInteractive = isInteractive
        self.language = language ?? Language.fromEnvironment(environment)
        var reader = LineReader(input)
        // Not `ask ?? { … }`: Swift 6.3 crashes lowering a typed-throws closure in an autoclosure.
        if let ask {
            self.ask = ask
            return
        }
        self.ask = { [stdout] question throws(CLIError) in
            if isInteractive {
                stdout.write(question)
                try? stdout.flush()
            }
            do {
                let answer = try reader.nextText()?.text
                // Ctrl-D ends the question's line, so what follows starts a line of its own.
                if answer == nil && isInteractive { stdout.write("\n") }
                return answer
            } catch LineReader.Failure.readFailed(let reason) {
                throw .io(.cannotReadInput(reason))
            } catch LineReader.Failure.lineTooLong(let line) {
                throw .data(.lineTooLong(line, skipped: true))
            } catch {
                throw .io(.cannotReadInput(""))
            }
        }
    }

    /// The process's own streams and environment.
    static func process() -> Context {
        let input = InputSource(descriptor: 0)
        return Context(
            environment: { name in getenv(name).map { String(cString: $0) } },
            stdout: FileSink(descriptor: 1), stderr: FileSink(descriptor: 2), input: input,
            isInteractive: input.isTerminal)
    }
}

extension BatchLines {
    /// Answers `context.input` line by line to `context.stdout` (see
    /// ``BatchLines/run(_:to:json:_:)``).
    /// - Throws: what `answerer` throws; ``CLIError`` for a line over
    ///   ``LineReader/maximumLineLength`` or input that cannot be read.
    static func run(_ context: Context, json: Bool, _ answerer: some BatchAnswerer<CLIError>) throws(CLIError) {
        do {
            try run(context.input, to: context.stdout, json: json, answerer)
        } catch {
            switch error {
            case .answer(let error): throw error
            case .lineTooLong(let line): throw .data(.lineTooLong(line, skipped: false))
            case .readFailed(let reason): throw .io(.cannotReadInput(reason))
            }
        }
    }
}
