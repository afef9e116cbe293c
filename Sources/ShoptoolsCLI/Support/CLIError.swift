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

/// A failure to report on one line of standard error, with its exit status.
struct CLIError: Error, Equatable {
    let status: ExitStatus
    let message: String

    /// A usage error; `command` names the command whose help to point at:
    /// `(see shoptools split --help)`, or `(type help price)` for a verb
    /// that exists only in the REPL.
    static func usage(_ message: String, command: String? = nil, sessionOnly: Bool = false) -> CLIError {
        guard let command else { return CLIError(status: .usage, message: "\(message) (see shoptools --help)") }
        let help = sessionOnly ? "type help \(command)" : "see shoptools \(command) --help"
        return CLIError(status: .usage, message: "\(message) (\(help))")
    }

    /// A bad value.
    static func data(_ message: String) -> CLIError {
        CLIError(status: .dataError, message: message)
    }

    /// A bad value reported by a library error, worded by ``ErrorText``.
    static func data(_ error: any Error, context: String? = nil) -> CLIError {
        data(context.map { "\($0): \(ErrorText.describe(error))" } ?? ErrorText.describe(error))
    }

    /// A failed read or write.
    static func io(_ message: String) -> CLIError {
        CLIError(status: .ioError, message: message)
    }
}
