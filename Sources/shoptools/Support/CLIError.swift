import Bargain
import Calculator
import Cart
import ShopCore
import Warikan

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

    /// A bad value reported by a library error; a currency symbol other than
    /// the chosen currency's gets the hint how to choose another.
    static func data(_ error: some Error & CustomStringConvertible, context: String? = nil) -> CLIError {
        let hint = isCurrencyMismatch(error) ? "; use --currency to change the currency" : ""
        return data((context.map { "\($0): \(error)" } ?? error.description) + hint)
    }

    private static func isCurrencyMismatch(_ error: any Error) -> Bool {
        switch error {
        case ShopCoreError.currencyMismatch: return true
        case let error as CalcError:
            if case .malformedNumber(_, let reason) = error.problem { return isCurrencyMismatch(reason) }
            return false
        case AmountInputError.amount(let inner), BargainError.money(let inner),
             WarikanError.money(let inner), CartError.money(let inner):
            return isCurrencyMismatch(inner)
        case AmountInputError.expression(let inner): return isCurrencyMismatch(inner)
        default: return false
        }
    }

    /// A failed read or write.
    static func io(_ message: String) -> CLIError {
        CLIError(status: .ioError, message: message)
    }
}
