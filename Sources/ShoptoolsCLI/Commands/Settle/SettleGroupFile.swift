import Calculator
import Cart
import CommandLineKit
import Settle
import ShopCore
import ShopFiles
import ShopText

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

/// `settle FILE --add`, `--fix`, `--drop`, `--merge`, `--ids` and `--init`: the changes to a group file,
/// each a call of Settle (``/Settle/Group/append(_:toFileAt:currency:amount:attachment:cart:asOf:)``,
/// ``/Settle/Group/correct(_:with:inFileAt:date:id:reading:writing:)``, …) checked first and then written.
enum SettleGroupFile {
    /// What a change reports, worded in a language.
    typealias Report = [(Language) -> String]
    /// A change: only checked (false) or written (true); the group with it and what it reports.
    typealias Edit = (Bool) throws(CLIError) -> (group: Group, report: Report)

    /// The change `request` asks of the group file `path`, or nil for none.
    static func edit(
        _ request: SettleRequest, path: String, others: [String], today: CalendarDay, asOf: CalendarDay,
        currency: Currency, _ context: Context
    ) throws(CLIError) -> Edit? {
        let amounts = CalculatorAmounts()
        let reading = Group.Reading(
            currency: currency, amount: amounts.read, attachment: attachment(beside: path),
            cart: cart(beside: path), asOf: asOf)
        func run<Result>(_ body: () throws(LocatedError<SettleError>) -> Result) throws(CLIError) -> Result {
            do {
                return try body()
            } catch let error where error.failure.isAboutTheFile {
                throw .io(.error(error))
            } catch {
                throw SplitBill.calculatorWords(error, amounts.failure)
            }
        }
        if let line = request.add {
            let date = request.entryDate ?? today
            let stamped: String
            do throws(SettleError) {
                stamped = try Group.stamped(line, date: date, id: EntryID.random())
            } catch {
                // The library's check of the line as written names its place in the file.
                _ = try append(line, to: path, currency: currency, asOf: asOf, writing: false)
                throw .data(LocatedError(error, at: [SourceLocation(file: path)]))
            }
            return { writing throws(CLIError) in
                (try append(stamped, to: path, currency: currency, asOf: asOf, writing: writing), [])
            }
        }
        let fixed = request.fix
        let dropped = request.drop
        if let target = fixed ?? dropped {
            let line = fixed != nil ? others.first : nil
            let id = EntryID.random()
            return { writing throws(CLIError) in
                let group = try run { () throws(LocatedError<SettleError>) in
                    try Group.correct(target, with: line, inFileAt: path, date: today, id: id, reading: reading, writing: writing)
                }
                return (group, [])
            }
        }
        if request.merge {
            // Whatever --remove-merged would remove can be removed, before anything is written.
            if request.removeMerged { try checkRemovable(others) }
            var copies: [(name: String, bytes: [UInt8])] = []
            for other in others {
                // FILE itself, by any name: nothing to merge, and --remove-merged would delete the group.
                if FileSystem.isSameFile(other, as: path) { throw .commandUsage(.mergedIntoItself(other, file: path)) }
                let bytes = try read(other, context)
                copies.append((other, bytes))
            }
            return { writing throws(CLIError) in
                let (group, reports) = try run { () throws(LocatedError<SettleError>) in
                    try Group.merge(copies, intoFileAt: path, reading: reading, writing: writing)
                }
                return (group, reports.map { report in { SettleText.merged(report, in: $0) } })
            }
        }
        if request.giveIDs {
            return { writing throws(CLIError) in
                let (group, count) = try run { () throws(LocatedError<SettleError>) in
                    try Group.givingIDs(toFileAt: path, reading: reading, writing: writing)
                }
                return (group, writing ? [{ SettleText.idsGiven(count, path: path, in: $0) }] : [])
            }
        }
        return nil
    }

    /// `settle FILE --init NAME… [--currency CODE]`: the new group file, and git's union merge for it.
    static func start(
        _ path: String, people: [String], currency: Currency?, _ invocation: Invocation
    ) throws(CLIError) -> Outcome {
        let sharing: Group.Sharing
        do {
            sharing = try Group.start(atPath: path, people: people, currency: currency)
        } catch let error where error.failure.isAboutTheFile {
            throw .io(.error(error))
        } catch {
            throw .data(error)
        }
        let language = invocation.context.language
        invocation.stdout.line(SettleText.started(path, people: people, in: language))
        if let line = SettleText.sharing(sharing, in: language) { invocation.stdout.line(line) }
        return .done
    }

    /// Refuses, before the group is read, copies that `--remove-merged` could not remove once they are merged:
    /// standard input (`-`, which would remove a file named `-`), what is not a regular file (a pipe), a copy
    /// in a folder that gives no write bit.
    private static func checkRemovable(_ copies: [String]) throws(CLIError) {
        for copy in copies {
            if copy == "-" { throw .commandUsage(.standardInputNotRemovable) }
            do throws(FileError) {
                try FileSystem.checkRegular(FileSystem.resolvingLinks(copy), named: copy)
                try FileSystem.checkFolderWritable(of: copy, named: copy)
            } catch {
                throw .io(.error(error))
            }
        }
    }

    /// Removes the copies `--merge --remove-merged` folded in.
    static func remove(_ copies: [String]) throws(CLIError) {
        // Each name once, however it was written (`a.txt`, `./a.txt`).
        var removed: Set<String> = []
        for copy in copies where removed.insert(FileSystem.resolvingFolder(of: copy)).inserted && unlink(copy) != 0 {
            throw .io(.error(SettleError.cannotWrite(copy, reason: String(cString: strerror(errno)))))
        }
    }

    /// The group file `path` with `line` appended: written (all or nothing) when `writing`, else only read and checked.
    static func append(
        _ line: String, to path: String, currency: Currency, asOf: CalendarDay, writing: Bool
    ) throws(CLIError) -> Group {
        let amounts = CalculatorAmounts()
        do {
            return try (writing ? Group.append : Group.appending)(
                line, path, currency, amounts.read, attachment(beside: path), cart(beside: path), asOf)
        } catch let error where error.failure.isAboutTheFile {
            throw .io(.error(error))
        } catch {
            throw SplitBill.calculatorWords(error, amounts.failure)
        }
    }

    /// `file` as an expense names it in the group file at `path`: beside it, unless absolute; in the
    /// current folder for a group read from standard input or a pipe (`<(…)` is in no folder of its own).
    static func resolve(_ file: String, beside path: String) -> String {
        let inFolder = path != "-" && path.contains("/") && FileSystem.isRegularFile(path)
        let folder = inFolder ? String(path[...(path.lastIndex(of: "/") ?? path.startIndex)]) : ""
        return file.hasPrefix("/") ? file : folder + file
    }

    /// The bytes of a bill file an expense of the group file at `path` names.
    static func attachment(beside path: String) -> (String) throws(SettleError) -> [UInt8] {
        { file throws(SettleError) in
            do throws(FileError) {
                return try FileSystem.contents(atPath: resolve(file, beside: path), limit: LineFile.maximumBytes)
            } catch {
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

    /// `error`, from settling the group read from `path`, as a data error; one about a sum of the file's lines
    /// (a total or a balance too large to compute exactly), which no one line says, names the file.
    static func settling(_ error: SettleError, of path: String) -> CLIError {
        switch error {
        case .tooLarge, .money(.tooLarge): .data(LocatedError(error, at: [SourceLocation(file: path)]))
        default: .data(error)
        }
    }

    /// What settling found in the expense on line `line` of the group file `path`, at that line, with
    /// the line as the file has it now (read again: the group keeps no text; standard input cannot be).
    static func located(_ error: SettleError, line: Int, of path: String) -> LocatedError<SettleError> {
        let place = SourceLocation(file: path, line: line)
        // A pipe cannot be read again (a named pipe would wait for another writer).
        guard path != "-", FileSystem.isRegularFile(path),
            let bytes = try? FileSystem.contents(atPath: path, limit: LineFile.maximumBytes),
            let file = try? LineFile(bytes: bytes, name: path), let shown = file.lines.first(where: { $0.number == line })
        else { return LocatedError(error, at: [place]) }
        return LocatedError(error, at: [place], excerpt: file.excerpt(of: shown, column: nil))
    }

    /// The bytes of `path`, or of standard input for `-`; a pipe (`settle <(…)`, a named pipe,
    /// which waits for its writer as `cat` does) is read to its end, as a file.
    static func read(_ path: String, _ context: Context) throws(CLIError) -> [UInt8] {
        try Values.lineFileBytes(path, context) { .error(SettleError.cannotRead($0, reason: $1)) }
    }

    /// Refuses at once, before anything is read, a FILE that `option` would
    /// rewrite but that is not a file: a pipe (`<(…)`), a folder, a device.
    static func checkRewritable(_ path: String, option: String) throws(CLIError) {
        do throws(FileError) { try FileSystem.checkRegular(FileSystem.resolvingLinks(path), named: path) } catch {
            throw .io(.cannotRewrite(error, option: option))
        }
    }
}

/// The calculator as a group file's amount reader (`1980*3`), keeping its words for an amount it refuses.
final class CalculatorAmounts {
    /// The calculator's error for the last amount it refused.
    var failure: (any Error)?
    /// The signs before a number met (`€`), a few, and what each is in a currency (``signedPlain(_:_:)``).
    var signs: [(sign: String, currency: Currency, kind: Sign)] = []

    /// Reads `text` in `currency` as every amount argument does.
    func read(_ text: String, _ currency: Currency) throws(ShopCoreError) -> Decimal {
        failure = nil
        switch signedPlain(text, currency) {
        case .success(let value)?: return value
        case .failure(let error)?: throw error
        case nil: break
        }
        do throws(AmountInputError) {
            return try Calculator.amount(text, currency: currency)
        } catch {
            if case .amount(let inner) = error { throw inner }
            failure = error
            throw .notAnAmount(text, reason: nil)
        }
    }
}

extension CalculatorAmounts {
    /// What a currency's sign before a number is, in a currency (``signedPlain(_:_:)``).
    enum Sign {
        /// One of its prefixes: its symbol, another prefix or its code.
        case own
        /// Another currency's prefix, none of its own starting it.
        case another
        /// Any other text: the calculator reads it.
        case unknown
    }

    /// What the calculator reads of a currency's sign before a plain number (`€149.80`, in a group file's
    /// every expense paid in euros, read first in the group's currency), without reading it as text;
    /// nil for any other text, which the calculator reads.
    ///
    /// The number is plain digits with at most one point (``/ShopCore/ExactDecimal/parseSimple(_:)``); the
    /// sign before it, one of `currency`'s own prefixes (the parser strips it: the value), or another
    /// currency's with none of `currency`'s starting it nor ending the text (the mismatch the parser gives).
    /// Each sign is looked up once (``signs``). `CalculatorAmountsTests` holds both to the calculator on every
    /// currency's every prefix.
    func signedPlain(_ text: String, _ currency: Currency) -> Result<Decimal, ShopCoreError>? {
        let bytes = text.utf8
        guard let digit = bytes.firstIndex(where: { (0x30...0x39).contains($0) }), digit != bytes.startIndex else {
            return nil
        }
        var body = String(text[digit...])
        guard let value = body.withUTF8(ExactDecimal.parseSimple) else { return nil }
        let sign = String(text[..<digit])
        let kind: Sign
        if let known = signs.first(where: { $0.sign == sign && $0.currency == currency }) {
            kind = known.kind
        } else {
            kind = Self.kind(of: sign, in: currency)
            if signs.count < 8 { signs.append((sign, currency, kind)) }
        }
        switch kind {
        case .own:
            return .success(value.decimal)
        case .another:
            // A suffix ends the text only if it ends with a digit, as the number does (none does): the parser's test.
            let ending = (currency.suffixes + [currency.code]).contains { suffix in
                suffix.utf8.last.map { (0x30...0x39).contains($0) } == true && text.hasSuffix(suffix)
            }
            return ending ? nil : .failure(.currencyMismatch(text, expected: currency))
        case .unknown:
            return nil
        }
    }

    /// What `sign` is in `currency` (``Sign``): a sign the parser would fold or trim is ``Sign/unknown``.
    static func kind(of sign: String, in currency: Currency) -> Sign {
        guard sign.unicodeScalars.allSatisfy({ TextNormalizer.fold($0) == $0 && !TextNormalizer.isSpace($0) }) else {
            return .unknown
        }
        let own = [currency.symbol] + currency.otherPrefixes + [currency.code]
        if own.contains(sign) { return .own }
        guard !own.contains(where: { sign.hasPrefix($0) }) else { return .unknown }
        // The parser's test, narrowed: another currency has the sign as one of its prefixes.
        let another = Currency.all.contains { other in
            other != currency && ([other.symbol] + other.otherPrefixes + [other.code]).contains(sign)
        }
        return another ? .another : .unknown
    }
}

extension SettleError {
    /// True for an error about a file, not about what it holds (exit 74): one
    /// that cannot be read or written, the group file or a bill or cart it names.
    var isAboutTheFile: Bool {
        switch self {
        case .cannotRead, .cannotWrite, .fileAccess: return true
        case .cart(let error): return error.isAboutTheFile
        case .onLine(_, let error): return error.isAboutTheFile
        default: return false
        }
    }

    /// Whether `error`, a group's error at a place or not, is about a file (``isAboutTheFile``).
    static func isAboutTheFile(_ error: any Error) -> Bool {
        switch error {
        case let error as SettleError: return error.isAboutTheFile
        case let error as LocatedError<SettleError>: return error.failure.isAboutTheFile
        default: return false
        }
    }
}
