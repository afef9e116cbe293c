import Calculator
import CommandLineKit
import ShopCore
import ShopFiles
import ShopText
import Tax
import Warikan

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reading the values several commands share; each names the bad value and
/// what was expected.
enum Values {
    /// `--currency` (`given`), else the session's, else `SHOPTOOLS_CURRENCY`, else JPY.
    static func currency(_ given: Currency?, _ invocation: Invocation) throws(CLIError) -> Currency {
        if let given { return given }
        if let session = invocation.session { return session.currency }
        return try environmentCurrency(invocation.context)
    }

    /// Today in the local time zone (`TZ`): the day of `SOURCE_DATE_EPOCH` (seconds since 1970) when it is
    /// set, as reproducible builds use it, else of the clock.
    ///
    /// What every date the program writes or defaults to is.
    static func today(_ context: Context) throws(CLIError) -> CalendarDay {
        var now = time(nil)
        if let text = context.environment("SOURCE_DATE_EPOCH") {
            guard let seconds = Int(text), seconds >= 0, seconds <= 253_402_300_799 else {
                throw .data(ShopCoreError.notADecimal(text, reason: nil), label: .environmentVariable("SOURCE_DATE_EPOCH"))
            }
            now = time_t(seconds)
        }
        var parts = tm()
        guard localtime_r(&now, &parts) != nil,
            let day = try? CalendarDay(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        else {
            throw .data(ShopCoreError.notADate(String(now)), label: .environmentVariable("SOURCE_DATE_EPOCH"))
        }
        return day
    }

    /// `SHOPTOOLS_CURRENCY`, else JPY.
    static func environmentCurrency(_ context: Context) throws(CLIError) -> Currency {
        guard let code = context.environment("SHOPTOOLS_CURRENCY"), !code.isEmpty else { return .default }
        do { return try Currency(code: code) } catch { throw .data(error, label: .environmentVariable("SHOPTOOLS_CURRENCY")) }
    }

    /// The bytes of the line file `path` named on the command line (a bill, a group, a rule file), or
    /// of standard input for `-`; a file that cannot be read is reported in its command's words,
    /// `unreadable(path, reason)`.
    static func lineFileBytes(
        _ path: String, _ context: Context, unreadable: (String, String) -> CLIMessage
    ) throws(CLIError) -> [UInt8] {
        if path == "-" {
            do throws(InputError) { return try LineFileInput.bytes(of: context.input) } catch {
                throw .io(.cannotReadInput(error.reason))
            }
        }
        do throws(FileError) { return try FileSystem.contents(atPath: path, limit: LineFile.maximumBytes) } catch {
            throw .io(unreadable(path, error.reason))
        }
    }

    /// An amount argument: a plain amount or an expression (`1980*3`).
    static func amount(_ text: String, currency: Currency, label: CLIMessage.Label? = nil) throws(CLIError) -> Decimal {
        do { return try Calculator.amount(text, currency: currency) } catch { throw .data(error, label: label) }
    }

    /// An amount to pay (a price): ``amount(_:currency:label:)``, refused when finer than the currency's
    /// minor unit (``/ShopCore/Currency/checkPayable(_:text:)``), as split, cart and settle refuse it.
    static func payableAmount(_ text: String, currency: Currency, label: CLIMessage.Label? = nil) throws(CLIError) -> Decimal {
        let amount = try Values.amount(text, currency: currency, label: label)
        do { try currency.checkPayable(amount, text: text) } catch { throw .data(error, label: label) }
        return amount
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
    static func expectAtMost(_ count: Int, _ words: [String], what: CLIMessage.Expected) throws(CLIError) {
        guard words.count > count else { return }
        throw .commandUsage(.unexpectedArgument(words[count], what))
    }
}

extension Option where Value == Int, Failure == CLIError {
    /// An option whose value is a whole number in `range` (`--qty 2`), named by `what` in messages.
    static func count(
        _ name: String, short: Character? = nil, what: CLIMessage.Count, range: ClosedRange<Int>,
        help: @autoclosure @escaping @Sendable () -> Bilingual
    ) -> Option {
        .parsed(name, short: short, .count, "N", help: help()) { (text) throws(CLIError) in
            try Values.integer(text, what: what, range: range)
        }
    }
}

extension Option where Value == CurrencyDependent<Decimal>, Failure == CLIError {
    /// An option whose value is an amount or an expression (`--cover 500`, `--use-points 1000*2`), read in
    /// the command's currency; errors name the option.
    static func amount(_ name: String, _ placeholder: String, help: @autoclosure @escaping @Sendable () -> Bilingual) -> Option {
        .inCurrency(name, .amount, placeholder, help: help()) { (text, currency) throws(CLIError) in
            try Values.amount(text, currency: currency, label: .option(name))
        }
    }
}
