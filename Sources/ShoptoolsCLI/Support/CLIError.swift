import CommandLineKit
import ShopCore
import ShopText

/// How shoptools ends, as documented in `--help` (the BSD `sysexits` values).
public enum ExitStatus: Int32, Sendable, Comparable {
    /// Everything worked.
    case success = 0
    /// Anything not covered below (nothing to undo, a cart that changed under a question).
    case failure = 1
    /// The words were wrong: an unknown option, a missing or conflicting argument.
    case usage = 64
    /// A value was wrong: a malformed or out-of-range amount, rate, count, unit or currency.
    case dataError = 65
    /// Reading or writing a file or a stream failed.
    case ioError = 74

    /// Statuses order by their number, so the worst of several is the largest.
    public static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A failure to report on one line of standard error, with its exit status;
/// the message is worded in the reader's language when it is printed.
struct CLIError: Error {
    let status: ExitStatus
    let message: CLIMessage

    /// A usage error, pointing at the help of `command`: `(see shoptools split
    /// --help)`, or `(type help price)` for a verb that exists only in the REPL.
    static func usage(_ message: CLIMessage, command: String? = nil, sessionOnly: Bool = false) -> CLIError {
        let pointer: CLIMessage.HelpPointer = command.map { sessionOnly ? .session($0) : .command($0) } ?? .tool
        return CLIError(status: .usage, message: .withHelp(message, pointer))
    }

    /// A usage error about the command being run, pointing at its help once
    /// the dispatcher names it (``pointing(at:sessionOnly:)``), so a command
    /// never writes its own name.
    static func commandUsage(_ message: CLIMessage) -> CLIError {
        CLIError(status: .usage, message: .withHelp(message, .invoked))
    }

    /// The same error, its pointer to the running command's help made one to
    /// the help of `command` (in a session, for a verb only the REPL has, `type help NAME`).
    func pointing(at command: String, sessionOnly: Bool) -> CLIError {
        CLIError(status: status, message: message.pointing(at: sessionOnly ? .session(command) : .command(command)))
    }

    /// A bad value.
    static func data(_ message: CLIMessage) -> CLIError {
        CLIError(status: .dataError, message: message)
    }

    /// A bad value reported by a library error, about `label` if given.
    static func data(_ error: any Error, label: CLIMessage.Label? = nil) -> CLIError {
        data(label.map { .labeled($0, .error(error)) } ?? .error(error))
    }

    /// The same error about one place: `line 3: …`.
    func labeled(_ label: CLIMessage.Label) -> CLIError { CLIError(status: status, message: .labeled(label, message)) }

    /// A failed read or write.
    static func io(_ message: CLIMessage) -> CLIError {
        CLIError(status: .ioError, message: message)
    }

    /// The same error as the REPL words it (see ``CLIMessage/inSession()``).
    func inSession() -> CLIError { CLIError(status: status, message: message.inSession()) }

    /// The line shoptools prints for it: `shoptools: error: …` / `shoptools: エラー: …`; for an error
    /// at a place in a line file, then the line there with a caret under the word, as hledger shows it
    /// (``/ShopText/LocatedText/excerpt(_:)``, the same in either language).
    func line(in language: Language) -> String {
        let line = Bilingual("shoptools: error: ", "shoptools: エラー: ")(language) + message.text(in: language)
        guard let excerpt = message.excerpt else { return line }
        return ([line] + LocatedText.excerpt(excerpt)).joined(separator: "\n")
    }
}

extension CLIError: ChoiceRefusal {
    /// A word none of an option's choices, as a usage error about the running command.
    static func notAChoice(option: String, value: String, expected: [String]) -> CLIError {
        .commandUsage(.notAChoice(option: option, value: value, expected: expected))
    }
}

extension CLIError {
    /// A refusal of the command-line machinery as a usage error about
    /// `command` (see ``usage(_:command:sessionOnly:)``).
    static func usage(_ error: CommandLineError, command: String, sessionOnly: Bool = false) -> CLIError {
        .usage(CLIMessage(error, command: command), command: command, sessionOnly: sessionOnly)
    }
}

extension CLIMessage {
    /// The words for a refusal of the command-line machinery, about `command`.
    init(_ error: CommandLineError, command: String) {
        switch error {
        case .unknownOption(let word): self = .unknownOption(word, command: command)
        case .optionTwice(let name): self = .optionTwice(name)
        case .optionNeedsValue(let name): self = .optionNeedsValue(name)
        case .optionTakesNoValue(let name): self = .optionTakesNoValue(name)
        case .notAChoice(let option, let value, let expected):
            self = .notAChoice(option: option, value: value, expected: expected)
        case .conflictingOptions(let names): self = .conflictingOptions(names)
        case .optionNeeds(let option, let other): self = .optionNeeds(option, other)
        case .unterminatedQuote(let line): self = .unterminatedQuote(line)
        }
    }
}

extension OutputSink {
    /// Sends whatever is buffered.
    /// - Throws: ``CLIError`` with ``ExitStatus/ioError`` when the write fails.
    func send() throws(CLIError) {
        do { try flush() } catch { throw .io(.cannotWriteOutput(error.reason)) }
    }
}
