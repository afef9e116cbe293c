import ShopCore

/// How shoptools ends, as documented in `--help` (the BSD `sysexits` values).
enum ExitStatus: Int32 {
    /// Everything worked.
    case success = 0
    /// Anything not covered below.
    case failure = 1
    /// The words were wrong: an unknown option, a missing or conflicting argument.
    case usage = 64
    /// A value was wrong: a malformed or out-of-range amount, rate, count, unit or currency.
    case dataError = 65
    /// Reading or writing a file or a stream failed.
    case ioError = 74
}

/// A failure to report on one line of standard error, with its exit status.
struct CLIError: Error, Equatable {
    let status: ExitStatus
    let message: String

    /// A usage error; `command` names the subcommand whose `--help` to point at.
    static func usage(_ message: String, command: String? = nil) -> CLIError {
        let help = command.map { "shoptools \($0) --help" } ?? "shoptools --help"
        return CLIError(status: .usage, message: "\(message) (see '\(help)')")
    }

    /// A bad value.
    static func data(_ message: String) -> CLIError {
        CLIError(status: .dataError, message: message)
    }

    /// A bad value reported by a library error.
    static func data(_ error: some Error & CustomStringConvertible, context: String? = nil) -> CLIError {
        data(context.map { "\($0): \(error)" } ?? error.description)
    }

    /// A failed read or write.
    static func io(_ message: String) -> CLIError {
        CLIError(status: .ioError, message: message)
    }
}
