import Calculator
import Cart
import CommandLineKit
import Settle
import ShopCore
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

/// `shoptools settle FILE|- [--round UNIT] [--via NAME] [--per-currency] [--json]`:
/// who pays whom after a trip, read from a group file or another app's export;
/// `settle FILE --add LINE` appends a line first (``/Settle/Group/append(_:toFileAt:currency:amount:attachment:cart:asOf:)``).
enum SettleCommand {
    static let command = Command(
        name: "settle", aliases: ["精算"], synopsis: "settle FILE [--round UNIT] [--via NAME]",
        usage: [
            "settle FILE|- [--as-of DATE]", "settle FILE --add LINE [--date DATE]", "settle FILE --fix ID LINE",
            "settle FILE --drop ID", "settle FILE --expenses", "settle FILE --init NAME…",
            "settle FILE --merge OTHER… [--remove-merged]", "settle FILE --ids", "settle --from splitwise|spliit EXPORT",
            "settle FILE --export hledger|ledger|beancount [--account-prefix PREFIX] [--with-plan]",
            "settle FILE --expenses --export csv [--bom]",
        ],
        page: .settle, table: table,
        formOptions: {
            [
                [.asOf, .expenses, .roundCash, .settleOrganizer, .via, .perCurrency, .export, .bom, .groupCurrency, .settleJSON],
                [.entryDate, .asOf, .roundCash, .settleOrganizer, .via, .perCurrency, .groupCurrency, .settleJSON],
                [.asOf, .roundCash, .settleOrganizer, .via, .perCurrency, .groupCurrency, .settleJSON],
                [.asOf, .roundCash, .settleOrganizer, .via, .perCurrency, .groupCurrency, .settleJSON],
                [.asOf, .perCurrency, .groupCurrency, .settleJSON],
                [.groupCurrency],
                [.removeMerged, .asOf, .roundCash, .settleOrganizer, .via, .perCurrency, .groupCurrency, .settleJSON],
                [.asOf, .groupCurrency, .settleJSON],
                [.importRate, .roundCash, .settleOrganizer, .via, .perCurrency, .export, .bom, .groupCurrency, .settleJSON],
                [.asOf, .roundCash, .settleOrganizer, .via, .perCurrency, .groupCurrency],
                [.asOf, .perCurrency, .groupCurrency],
            ]
        },
        operand: .file, run: run)

    static var table: RequestTable<SettleRequest, CLIError> {
        RequestTable(
            [
                .option(.add) { $0.add = $1 }, .option(.entryDate) { $0.entryDate = $1 }, .option(.fix) { $0.fix = $1 },
                .option(.drop) { $0.drop = $1 },
                .flag(.expenses) { $0.expenses = true }, .option(.asOf) { $0.asOf = $1 },
                .flag(.initGroup) { $0.initGroup = true },
                .flag(.merge) { $0.merge = true }, .flag(.removeMerged) { $0.removeMerged = true },
                .flag(.giveIDs) { $0.giveIDs = true },
                .amount(.roundCash) { $0.unit = $1 }, .option(.settleOrganizer) { $0.organizer = $1 },
                .option(.via) { $0.via = $1 },
                .flag(.perCurrency) { $0.perCurrency = true }, .option(.from) { $0.from = $1 },
                .rates,
                .option(.export) { $0.export = $1 }, .option(.accountPrefix) { $0.accountPrefix = $1 },
                .flag(.withPlan) { $0.withPlan = true }, .flag(.bom) { $0.bom = true },
                .option(.groupCurrency) { $0.currencyGiven = $1 },
                .flag(.settleJSON) { $0.json = true },
            ],
            positionals: PositionalBinding(
                check: { (words) throws(CLIError) in
                    guard !words.isEmpty else { throw .commandUsage(.missing(.argument("FILE"))) }
                },
                fill: { (request, words) throws(CLIError) in
                    request.path = words[0]
                    request.rest = Array(words.dropFirst())
                }),
            rules: [
                .needs(.bom, .export, value: .csv), .conflicts(.settleJSON, .export),
                .needs(.importRate, .from), .conflicts(.add, .from), .needs(.entryDate, .add), .needs(.removeMerged, .merge),
                .conflicts(.add, .fix), .conflicts(.add, .drop), .conflicts(.fix, .drop), .conflicts(.add, .merge),
                .conflicts(.fix, .merge), .conflicts(.drop, .merge), .conflicts(.initGroup, .add), .conflicts(.initGroup, .fix),
                .conflicts(.initGroup, .drop), .conflicts(.initGroup, .merge), .conflicts(.initGroup, .from),
                .conflicts(.giveIDs, .add), .conflicts(.giveIDs, .fix), .conflicts(.giveIDs, .drop),
                .conflicts(.giveIDs, .merge), .conflicts(.giveIDs, .initGroup), .conflicts(.from, .fix),
                .conflicts(.from, .drop), .conflicts(.from, .merge), .conflicts(.from, .giveIDs),
                .needs(.accountPrefix, .export), .needs(.withPlan, .export),
            ])
    }

    /// The largest file read, in bytes: the library's, for `--add` too.
    static let maximumBytes = Group.maximumFileBytes

    static func run(_ request: SettleRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let path = request.path
        let rest = request.rest
        let fixing = request.fix != nil
        let target = request.fix ?? request.drop
        // After FILE: the new LINE of --fix, the people of --init, the copies of --merge; nothing else.
        if !request.initGroup && !request.merge, let extra = rest.dropFirst(fixing ? 1 : 0).first {
            throw .commandUsage(.unexpectedArgument(extra, .one("FILE")))
        }
        if fixing && rest.isEmpty { throw .commandUsage(.missing(.argument("LINE"))) }
        if (request.initGroup || request.merge) && rest.isEmpty {
            throw .commandUsage(.missing(.argument(request.merge ? "OTHER" : "NAME")))
        }
        if path == "-" && invocation.session != nil { throw .commandUsage(.standardInputInSession("settle -")) }
        let editing = request.add != nil || target != nil || request.merge || request.giveIDs
        if path == "-" && (editing || request.initGroup) {
            throw .commandUsage(.unexpectedArgument(path, .one("FILE")))
        }
        if let option = request.rewritingOption { try SettleGroupFile.checkRewritable(path, option: option) }
        let format = request.export
        // A journal's options, checked before any file is read.
        let journal = try journalExport(request)
        let currency = request.amounts.fallback
        if request.initGroup {
            return try SettleGroupFile.start(path, people: rest, currency: request.currencyGiven, invocation)
        }
        let today = try Values.today(invocation.context)
        let asOf = request.asOf ?? today
        let edit = try SettleGroupFile.edit(
            request, path: path, others: rest, today: today, asOf: asOf, currency: currency, invocation.context)
        if edit == nil && request.from == nil && !request.expenses && journal == nil {
            // Only the balances are asked for: the expenses are summed as they are read, none kept.
            let balances = try self.balances(path, currency: currency, invocation.context, asOf: asOf)
            let options = SettleOptions(
                unit: try request.unit?.read(in: balances.currency), organizer: request.organizer, via: request.via,
                currencies: request.perCurrency ? .separately : .converted)
            let settlements: [Settlement]
            do { settlements = try balances.settle(options) } catch .onLine(let line, let error) {
                throw .data(SettleGroupFile.located(error, line: line, of: path))
            } catch {
                throw SettleGroupFile.settling(error, of: path)
            }
            try show(settlements, request, options, changes: balances.changes, later: balances.laterLines, asOf: asOf, invocation)
            return .done
        }
        var group: Group
        if let edit {
            // The group with the change is settled before it is written, so a wrong option writes nothing.
            group = try edit(false).group
        } else {
            group = try self.group(
                path, from: request.from, currency: currency, given: request.currencyGiven, rates: request.rates,
                invocation.context, asOf: asOf)
        }
        let unit = try request.unit?.read(in: group.currency)
        // An export carries no rates: without `--rate` it is settled a currency at a time; with one, every
        // currency of the export needs one (the library's rule, `SettleOptions.Currencies.separatelyWithoutRates`).
        let currencies: SettleOptions.Currencies =
            request.perCurrency ? .separately : request.from != nil ? .separatelyWithoutRates : .converted
        let options = SettleOptions(unit: unit, organizer: request.organizer, via: request.via, currencies: currencies)
        let fromExport = request.from != nil
        let settles = !request.expenses && journal == nil
        var settlements = settles ? try settle(group, options, path: path, fromExport: fromExport) : []
        var list = request.expenses ? try expenseList(group, currencies, path: path) : nil
        var text = try journal.map { (export) throws(CLIError) in
            try self.journal(export, group, options, asOf: asOf, path: path, fromExport: fromExport)
        }
        if let edit {
            let (written, report) = try edit(true)
            for line in report { invocation.stdout.line(line(invocation.context.language)) }
            // Another change may have landed in between: the file as written is what is shown.
            if written != group {
                group = written
                if request.expenses {
                    list = try expenseList(group, currencies, path: path)
                } else if let journal {
                    text = try self.journal(journal, group, options, asOf: asOf, path: path, fromExport: false)
                } else {
                    settlements = try settle(group, options, path: path, fromExport: false)
                }
            }
            if request.merge && request.removeMerged { try SettleGroupFile.remove(rest) }
        }
        let language = invocation.context.language
        if let list {
            switch format {
            case .csv?:
                if request.bom { invocation.stdout.write(bytes: [0xEF, 0xBB, 0xBF]) }
                invocation.stdout.write(list.csv)
            case nil where request.json: invocation.stdout.line(try ExpensesRenderer.json(list))
            default: invocation.stdout.write(ExpensesRenderer.human(list, asOf: asOf, in: language))
            }
            return .done
        }
        if let text {
            invocation.stdout.write(text)
            return .done
        }
        try show(settlements, request, options, changes: group.changes, later: group.laterLines, asOf: asOf, invocation)
        return .done
    }

    /// Writes `settlements` as `request` asks: a table, JSON or CSV (a journal is written before).
    private static func show(
        _ settlements: [Settlement], _ request: SettleRequest, _ options: SettleOptions, changes: [Group.Change],
        later: Int, asOf: CalendarDay, _ invocation: Invocation
    ) throws(CLIError) {
        let language = invocation.context.language
        switch request.export {
        case .hledger?, .ledger?, .beancount?: break
        case .csv?:
            // Excel reads a CSV file without a byte-order mark in the system's code page.
            if request.bom { invocation.stdout.write(bytes: [0xEF, 0xBB, 0xBF]) }
            invocation.stdout.write(SettleRenderer.csv(settlements))
        case nil where request.json:
            invocation.stdout.line(try SettleRenderer.json(settlements, later: later))
        case nil:
            invocation.stdout.write(SettleRenderer.human(settlements, via: options.via, changes: changes, in: language))
            if later > 0 { invocation.stdout.line(SettleText.later(later, asOf: asOf, in: language)) }
        }
    }

    /// Every expense of `group` as it counts; what cannot be shared is named by its file and line.
    static func expenseList(
        _ group: Group, _ currencies: SettleOptions.Currencies, path: String
    ) throws(CLIError) -> ExpenseList {
        do {
            return try group.expenseList(currencies)
        } catch .onLine(let line, let error) {
            throw .data(SettleGroupFile.located(error, line: line, of: path))
        } catch {
            throw .data(error)
        }
    }

    /// `--export hledger|ledger|beancount` with its `--account-prefix` and `--with-plan`; nil without one.
    ///
    /// `--expenses` is exported as CSV only.
    static func journalExport(_ request: SettleRequest) throws(CLIError) -> JournalExport? {
        guard let journal = request.export?.journal else {
            let given = [request.accountPrefix != nil ? "account-prefix" : nil, request.withPlan ? "with-plan" : nil]
            if let option = given.compactMap({ $0 }).first {
                throw .commandUsage(.optionNeeds(option, "export hledger|ledger|beancount"))
            }
            return nil
        }
        if request.expenses {
            throw .commandUsage(.conflictingOptions(["expenses", "export " + journal.rawValue]))
        }
        do {
            return try JournalExport(
                journal, accountPrefix: request.accountPrefix ?? AccountPrefix.standard, includesPlan: request.withPlan)
        } catch {
            throw .commandUsage(.error(error))
        }
    }

    /// `group` as a journal; what settling finds in an expense of a group file is named by its file and line.
    static func journal(
        _ export: JournalExport, _ group: Group, _ options: SettleOptions, asOf: CalendarDay, path: String,
        fromExport: Bool
    ) throws(CLIError) -> String {
        do {
            return try export.journal(of: group, options, asOf: asOf)
        } catch .onLine(let line, let error) where !fromExport {
            throw .data(SettleGroupFile.located(error, line: line, of: path))
        } catch {
            throw SettleGroupFile.settling(error, of: path)
        }
    }

    /// `group` settled with `options`; what settling finds in an expense of a group file is named by its file and line.
    static func settle(
        _ group: Group, _ options: SettleOptions, path: String, fromExport: Bool
    ) throws(CLIError) -> [Settlement] {
        do {
            return try group.settle(options)
        } catch .onLine(let line, let error) where !fromExport {
            throw .data(SettleGroupFile.located(error, line: line, of: path))
        } catch {
            throw .data(error)
        }
    }

    /// The group the export `text` of `app` holds; what is wrong in it (a row, an expense) named with the export's `path`.
    private static func exported(
        _ text: String, from app: GroupExport, path: String, currency: Currency?
    ) throws(LocatedError<SettleError>) -> Group {
        do { return try Group(reading: Data(text.utf8), from: app, currency: currency) } catch {
            // A --currency that is not the export's is about the command line.
            if case .currencyConflict = error { throw LocatedError(error) }
            throw LocatedError(error, at: [SourceLocation(file: path)])
        }
    }

    /// The group file in `path` (`-`: standard input) read for its balances alone (``/Settle/GroupBalances``),
    /// with the errors ``group(_:from:currency:given:rates:_:asOf:)`` gives.
    static func balances(
        _ path: String, currency: Currency, _ context: Context, asOf: CalendarDay
    ) throws(CLIError) -> GroupBalances {
        let bytes = try SettleGroupFile.read(path, context)
        let amounts = CalculatorAmounts()
        do {
            return try GroupBalances(
                reading: bytes, named: path, currency: currency, amount: amounts.read,
                attachment: SettleGroupFile.attachment(beside: path), cart: SettleGroupFile.cart(beside: path), asOf: asOf)
        } catch  where SettleError.isAboutTheFile(error) {
            throw .io(.error(error))
        } catch {
            throw SplitBill.calculatorWords(error, amounts.failure)
        }
    }

    /// The group in `path` (`-`: standard input): a group file, or an export of `app` settled in the
    /// currency `given` with `--currency`, if any, and with the `rates` given.
    static func group(
        _ path: String, from app: ImportApp?, currency: Currency, given: Currency?, rates: [ExchangeRate], _ context: Context,
        asOf: CalendarDay? = nil
    ) throws(CLIError) -> Group {
        let bytes = try SettleGroupFile.read(path, context)
        let amounts = CalculatorAmounts()
        // An export is read as text (what is not UTF-8 in it shown as U+FFFD); a group file checks its bytes.
        func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
        do {
            var group: Group
            switch app {
            case nil:
                return try Group(
                    reading: bytes, named: path, currency: currency, amount: amounts.read,
                    attachment: SettleGroupFile.attachment(beside: path), cart: SettleGroupFile.cart(beside: path), asOf: asOf)
            case .splitwise?: group = try exported(text(bytes), from: .splitwise, path: path, currency: given)
            case .spliit?: group = try exported(text(bytes), from: .spliit, path: path, currency: given)
            }
            try group.addRates(rates)
            return group
        } catch  where SettleError.isAboutTheFile(error) {
            // A bill or cart file the group names that cannot be read: an I/O error like the group file's own.
            throw .io(.error(error))
        } catch {
            // A group file's amounts are read by the calculator: its own words say what is wrong with one.
            throw app == nil ? SplitBill.calculatorWords(error, amounts.failure) : .data(error)
        }
    }

}
