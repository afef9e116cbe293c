import Calculator
import CommandLineKit
import ShopCore
import Tax
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reading the values several commands share; each names the bad value and
/// what was expected.
enum Values {
    /// `--currency`, else the session's, else `SHOPTOOLS_CURRENCY`, else JPY.
    static func currency(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Currency {
        if let code = arguments.value(.currency) {
            do { return try Currency(code: code) } catch { throw .data(error) }
        }
        if let session = invocation.session { return session.currency }
        return try environmentCurrency(invocation.context)
    }

    /// `SHOPTOOLS_CURRENCY`, else JPY.
    static func environmentCurrency(_ context: Context) throws(CLIError) -> Currency {
        guard let code = context.environment("SHOPTOOLS_CURRENCY"), !code.isEmpty else { return .default }
        do { return try Currency(code: code) } catch { throw .data(error, label: .environmentVariable("SHOPTOOLS_CURRENCY")) }
    }

    /// The rounding unit from `--round` (an amount or an expression), or nil.
    static func unit(_ arguments: Arguments, currency: Currency) throws(CLIError) -> Decimal? {
        guard let text = arguments.value(.round) else { return nil }
        let unit: Decimal
        do {
            unit = try Calculator.amount(text, currency: currency)
        } catch .amount(.negative), .negativeResult {
            // A unit must be above zero: say that, rather than "0 or more".
            throw .data(ShopCoreError.invalidUnit(text, currency: currency))
        } catch {
            throw .data(error, label: .roundingUnit)
        }
        do { try RoundingUnit.validate(unit, currency: currency, text: text) } catch { throw .data(error) }
        return unit
    }

    /// The rounding rule from `--rounding`, or `fallback`.
    static func rounding(_ arguments: Arguments, default fallback: RoundingRule) throws(CLIError) -> RoundingRule {
        try rounding(arguments, option: .rounding) ?? fallback
    }

    /// The rounding rule given to `option` (`--tax-rounding`, `--charge-rounding`), or nil.
    static func rounding(_ arguments: Arguments, option: OptionSpec) throws(CLIError) -> RoundingRule? {
        guard let text = arguments.value(option) else { return nil }
        do { return try RoundingRule(parsing: text) } catch { throw .data(error) }
    }

    /// A tax rate (`10`, `8%`, `8.875`), or nil when `text` is.
    static func taxRate(_ text: String?) throws(CLIError) -> TaxRate? {
        guard let text else { return nil }
        do { return try TaxRate(parsing: text) } catch { throw .data(error) }
    }

    /// `--mode` of `split`, absorb unless given.
    static func splitMode(_ arguments: Arguments) throws(CLIError) -> Warikan.Mode {
        guard let text = arguments.value(.mode) else { return .organizerAbsorbs }
        let mode: Warikan.Mode
        do { mode = try Warikan.Mode(parsing: text) } catch { throw .data(error) }
        return mode
    }

    /// An amount argument: a plain amount or an expression (`1980*3`).
    /// The bytes of the line file `path` named on the command line (a bill, a group, a rule file), or
    /// of standard input for `-`; a file that cannot be read is reported in its command's words,
    /// `unreadable(path, reason)`.
    static func lineFileBytes(
        _ path: String, _ context: Context, unreadable: (String, String) -> CLIMessage
    ) throws(CLIError) -> [UInt8] {
        do throws(InputError) {
            return try LineFileInput.bytes(of: path == "-" ? context.input : InputSource(path: path))
        } catch {
            throw .io(path == "-" ? .cannotReadInput(error.reason) : unreadable(path, error.reason))
        }
    }

    static func amount(_ text: String, currency: Currency, label: CLIMessage.Label? = nil) throws(CLIError) -> Decimal {
        do { return try Calculator.amount(text, currency: currency) } catch { throw .data(error, label: label) }
    }

    /// A whole number in `range`, named by `what` in messages.
    static func integer(_ text: String, what: CLIMessage.Count, range: ClosedRange<Int>) throws(CLIError) -> Int {
        let folded = TextNormalizer.foldedAndTrimmed(text)
        guard let value = Int(folded), range.contains(value) else {
            throw .data(.notAWholeNumber(what, text, range))
        }
        return value
    }

    /// Refuses a second positional argument: `unexpected argument "x"`.
    static func expectAtMost(
        _ count: Int, _ arguments: Arguments, what: CLIMessage.Expected
    ) throws(CLIError) {
        guard arguments.positionals.count > count else { return }
        throw .commandUsage(.unexpectedArgument(arguments.positionals[count], what))
    }
}
