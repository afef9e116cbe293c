import Calculator
import Cart
import CommandLineKit
import Settle
import ShopCore

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

/// `shoptools settle FILE|- [--round UNIT] [--via NAME] [--per-currency] [--json]`:
/// who pays whom after a trip, read from a group file or another app's export;
/// `settle FILE --add LINE` appends a line first (``/Settle/Group/append(_:toFileAt:currency:amount:attachment:cart:)``).
enum SettleCommand {
    static let command = Command(
        name: "settle", aliases: ["精算"], synopsis: "settle FILE [--round UNIT] [--via NAME]",
        usage: ["settle FILE|-", "settle FILE --add LINE", "settle --from splitwise|spliit EXPORT"], page: .settle,
        options: [
            .add, .roundCash, .settleOrganizer, .via, .perCurrency, .from, .importRate, .export, .bom, .groupCurrency,
            .settleJSON,
        ],
        rules: [
            .needs(.bom, .export, value: .csv), .conflicts(.settleJSON, .export),
            .needs(.importRate, .from), .conflicts(.add, .from),
        ],
        formOptions: [
            [.roundCash, .settleOrganizer, .via, .perCurrency, .export, .bom, .groupCurrency, .settleJSON],
            [.roundCash, .settleOrganizer, .via, .perCurrency, .export, .bom, .groupCurrency, .settleJSON],
            [.importRate, .roundCash, .settleOrganizer, .via, .perCurrency, .export, .bom, .groupCurrency, .settleJSON],
        ],
        operand: .file, run: run)

    /// The largest file read, in bytes: the library's, for `--add` too.
    static let maximumBytes = Group.maximumFileBytes

    static func run(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        guard let path = arguments.positionals.first else { throw .commandUsage(.missing(.argument("FILE"))) }
        if let extra = arguments.positionals.dropFirst().first {
            throw .commandUsage(.unexpectedArgument(extra, .one("FILE")))
        }
        if path == "-" && invocation.session != nil { throw .commandUsage(.standardInputInSession("settle -")) }
        let format = try arguments.value(.export)
        let currency = try Values.currency(arguments, invocation)
        let line = try arguments.value(.add)
        var group: Group
        if let line {
            guard path != "-" else { throw .commandUsage(.unexpectedArgument(path, .one("FILE"))) }
            // The group with the line is settled before the line is written, so a wrong option writes nothing.
            group = try append(line, to: path, currency: currency, writing: false)
        } else {
            group = try self.group(
                path, from: try arguments.value(.from), currency: currency,
                given: arguments.has(.groupCurrency) ? currency : nil, rates: try arguments.values(.importRate),
                invocation.context)
        }
        let unit = try arguments.value(.round)?.read(in: group.currency)
        // An export carries no rates: without `--rate` it is settled a currency at a time; with one, every
        // currency of the export needs one (the library's rule, `SettleOptions.Currencies.separatelyWithoutRates`).
        let currencies: SettleOptions.Currencies =
            arguments.has(.perCurrency) ? .separately : arguments.has(.from) ? .separatelyWithoutRates : .converted
        let options = SettleOptions(
            unit: unit, organizer: try arguments.value(.organizer), via: try arguments.value(.via), currencies: currencies)
        var settlements = try settle(group, options, path: path, fromExport: arguments.has(.from))
        if let line {
            let written = try append(line, to: path, currency: currency, writing: true)
            // Another append may have landed in between: the file as written is what is shown.
            if written != group {
                group = written
                settlements = try settle(group, options, path: path, fromExport: false)
            }
        }
        switch format {
        case .csv?:
            // Excel reads a CSV file without a byte-order mark in the system's code page.
            if arguments.has(.bom) { invocation.stdout.write(bytes: [0xEF, 0xBB, 0xBF]) }
            invocation.stdout.write(SettleRenderer.csv(settlements))
        case nil where arguments.has(.json):
            invocation.stdout.line(SettleRenderer.json(settlements))
        case nil:
            invocation.stdout.write(
                SettleRenderer.human(
                    settlements, via: options.via, changes: group.changes, in: invocation.context.language))
        }
        return .done
    }

    /// The group file `path` with `line` appended: written (all or nothing) when `writing`, else only read and checked.
    static func append(_ line: String, to path: String, currency: Currency, writing: Bool) throws(CLIError) -> Group {
        let amounts = CalculatorAmounts()
        do {
            return try (writing ? Group.append : Group.appending)(
                line, path, currency, amounts.read, attachment(beside: path), cart(beside: path))
        } catch let error where error.isAboutTheFile {
            throw .io(.error(error))
        } catch {
            throw SplitBill.calculatorWords(error, amounts.failure)
        }
    }

    /// `group` settled with `options`; what settling finds in an expense of a group file is named by its file and line.
    static func settle(
        _ group: Group, _ options: SettleOptions, path: String, fromExport: Bool
    ) throws(CLIError) -> [Settlement] {
        do {
            return try group.settle(options)
        } catch .onLine(let line, let error) where !fromExport {
            throw .data(SettleError.at(SourceLocation(file: path, line: line), error))
        } catch {
            throw .data(error)
        }
    }

    /// The group in `path` (`-`: standard input): a group file, or an export of `app` settled in the
    /// currency `given` with `--currency`, if any, and with the `rates` given.
    static func group(
        _ path: String, from app: ImportApp?, currency: Currency, given: Currency?, rates: [String], _ context: Context
    ) throws(CLIError) -> Group {
        let bytes = try read(path, context)
        let text = String(decoding: bytes, as: UTF8.self)
        let amounts = CalculatorAmounts()
        do {
            var group: Group
            switch app {
            case nil:
                return try Group(
                    reading: bytes, named: path, currency: currency, amount: amounts.read,
                    attachment: attachment(beside: path), cart: cart(beside: path))
            case .splitwise?: group = try Splitwise.group(reading: text, currency: given)
            case .spliit?: group = try Spliit.group(reading: Data(text.utf8), currency: given)
            }
            try group.addRates(rates)
            return group
        } catch  where error.isAboutTheFile {
            // A bill or cart file the group names that cannot be read: an I/O error like the group file's own.
            throw .io(.error(error))
        } catch {
            // A group file's amounts are read by the calculator: its own words say what is wrong with one.
            throw app == nil ? SplitBill.calculatorWords(error, amounts.failure) : .data(error)
        }
    }

    /// `file` as an expense names it in the group file at `path`: beside it, unless absolute.
    static func resolve(_ file: String, beside path: String) -> String {
        let folder = path == "-" || !path.contains("/") ? "" : String(path[...(path.lastIndex(of: "/") ?? path.startIndex)])
        return file.hasPrefix("/") ? file : folder + file
    }

    /// The bytes of a bill file an expense of the group file at `path` names.
    static func attachment(beside path: String) -> (String) throws(SettleError) -> [UInt8] {
        { file throws(SettleError) in
            do throws(InputError) { return try LineFileInput.bytes(of: InputSource(path: resolve(file, beside: path))) } catch {
                throw .cannotRead(file, reason: error.reason)
            }
        }
    }

    /// The cart in a cart file an expense of the group file at `path` names.
    static func cart(beside path: String) -> (String) throws(SettleError) -> Cart {
        { file throws(SettleError) in
            do throws(SettleError) { return try Group.cart(atPath: resolve(file, beside: path)) } catch {
                // Messages name the file as the group file writes it.
                if case .cannotRead(_, let reason) = error { throw .cannotRead(file, reason: reason) }
                if case .emptyCart = error { throw .emptyCart(file) }
                throw error
            }
        }
    }

    /// The bytes of `path`, or of standard input for `-`.
    static func read(_ path: String, _ context: Context) throws(CLIError) -> [UInt8] {
        // A named pipe would wait for a writer that may never come: a file is read from a file, a pipe from `-`.
        var info = stat()
        if path != "-", stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFIFO {
            throw .io(.error(SettleError.cannotRead(path, reason: "Not a regular file")))
        }
        return try Values.lineFileBytes(path, context) { .error(SettleError.cannotRead($0, reason: $1)) }
    }
}

/// The calculator as a group file's amount reader (`1980*3`), keeping its words for an amount it refuses.
final class CalculatorAmounts {
    /// The calculator's error for the last amount it refused.
    var failure: (any Error)?

    /// Reads `text` in `currency` as every amount argument does.
    func read(_ text: String, _ currency: Currency) throws(ShopCoreError) -> Decimal {
        failure = nil
        do throws(AmountInputError) {
            return try Calculator.amount(text, currency: currency)
        } catch {
            if case .amount(let inner) = error { throw inner }
            failure = error
            throw .notAnAmount(text, reason: nil)
        }
    }
}

extension SettleError {
    /// True for an error about a file, not about what it holds (exit 74): one
    /// that cannot be read or written, the group file or a bill or cart it names.
    fileprivate var isAboutTheFile: Bool {
        switch self {
        case .cannotRead, .cannotWrite: return true
        case .cart(let error): return error.isAboutTheFile
        case .onLine(_, let error), .at(_, let error): return error.isAboutTheFile
        default: return false
        }
    }
}
