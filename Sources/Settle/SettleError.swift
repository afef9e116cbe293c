import Cart
import ShopCore
import ShopFiles
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a group cannot be read or settled.
///
/// Each case carries the values it is about; ShopText words them in English and Japanese.
/// Reading a group file says where with a ``/ShopCore/LocatedError`` around the
/// case: the file, the line and the column of the word, and the line. A bill
/// file an expense names adds its own place and line after the expense's
/// (the case is then ``bill(_:)``):
/// `trip.txt:17: in izakaya.bill:12:8: "Nobody" is not one of the people`.
public enum SettleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The error is on this line of the group file (or row of an export).
    indirect case onLine(Int, SettleError)
    /// Bytes that are not a line file: not UTF-8, too large, a line too long.
    case file(LineFileError)
    /// A `people` line after an expense: whether the new people share the expenses before it
    /// is for the file to say (list them on the first `people` line, or write `joins NAME`).
    case peopleAfterExpense([String])
    /// A name that is a keyword of group files (`for`, `paid`, `people`, `joins`, …).
    case keywordAsName(String)
    /// `joins NAME` for someone who is already present.
    case alreadyPresent(String)
    /// `leaves NAME` for someone who is not present (never joined, or left already).
    case notPresent(String)
    /// A word was expected and something else found (empty: nothing).
    case expected(Expected, found: String)
    /// A keyword line (`currency`, `organizer`) is given twice.
    case repeated(String)
    /// The group names nobody.
    case noPeople
    /// A name is listed twice on a `people` line.
    case duplicateName(String)
    /// One name written two ways on the `people` lines (`Ａki` and `Aki`, both read as `Aki`: full-width
    /// letters are read as ASCII): the two spellings and the name.
    case sameNameWrittenTwice(String, String, as: String)
    /// Two people whose names differ only in case (`Aki` and `aki`): most likely one person typed twice.
    case namesDifferOnlyInCase(String, String)
    /// A name that is not one of the group's people.
    case unknownPerson(String)
    /// A diner of the bill a `bill FILE` expense names (the file as written) who is not one of the group's people.
    case billPersonNotInGroup(String, bill: String)
    /// A name listed twice in one `paid by` or `for` list.
    case listedTwice(String)
    /// A weight that is not a positive number.
    case invalidWeight(String, person: String)
    /// A rate that is not a positive number.
    case invalidRate(String)
    /// The payers' amounts add up to `paid`, not to the cost.
    case payersDoNotAddUp(paid: Money, cost: Money)
    /// The exact amounts and percentages add up to `parts`, not to the cost (nobody shares by weight).
    case partsDoNotAddUp(parts: Money, cost: Money)
    /// The exact amounts and percentages, `parts`, are more than the cost.
    case partsExceedCost(parts: Money, cost: Money)
    /// The percentages add up to this, not to 100 (nobody shares by weight or amount).
    case percentagesDoNotAddUp(String)
    /// An amount that is not a whole number of its currency's minor unit (`¥100.5`, `$0.005`):
    /// money changes hands in whole minor units, so it is refused rather than rounded.
    case notPayable(Money)
    /// An export's amount in minor units (Spliit's `amount`) that is not a whole number.
    case notWholeMinorUnits(String)
    /// A `rate` line for the group's own currency: a rate converts another currency.
    case rateOfOwnCurrency(Currency)
    /// An amount in another currency, with no rate to convert it.
    case noRate(Currency)
    /// A repayment from a person to themselves.
    case paymentToSelf(String)
    /// An expense paid by nobody or shared by nobody.
    case nobody
    /// A person who is not in the group settles through no one (`--via`).
    case unknownTreasurer(String)
    /// A balance of 10^15 or more of its currency (``/ShopCore/Bounds/maximumAmount``), or of more than
    /// 10^17 minor units (KWD, CLF), too large to settle. Any other figure of a settlement that reaches
    /// 10^15 is ``money(_:)`` with ``/ShopCore/ShopCoreError/tooLarge(_:)``.
    case tooLarge(Money)
    /// An amount, currency, unit or name that ShopCore refused (a name by ``/ShopCore/DisplayText/checkedName(_:)``).
    case money(ShopCoreError)
    /// An itemized bill that Warikan refused.
    case bill(BillError)
    /// A file an expense names (`bill FILE`) could not be read; `reason` says why.
    case cannotRead(String, reason: String)
    /// The group file could not be written (``Group/append(_:toFileAt:currency:amount:attachment:cart:asOf:)``);
    /// `reason` is the system's words. The file is as it was.
    case cannotWrite(String, reason: String)
    /// A `people`, `currency`, `rate` or `organizer` line (its first word) where only one
    /// expense or repayment may be added: it would change every entry before it.
    case headerLine(String)
    /// The group file is read-only, or in a folder where no file can be made
    /// (``/ShopFiles/FileError/readOnly(path:)``, ``/ShopFiles/FileError/cannotWriteInFolder(path:folder:)``):
    /// nothing was written. Other refusals of the file system are ``cannotRead(_:reason:)`` and
    /// ``cannotWrite(_:reason:)``, in the system's words.
    case fileAccess(FileError)
    /// A cart file an expense names (`cart FILE`) that Cart refused.
    case cart(CartError)
    /// A cart file an expense names (`cart FILE`) with no items.
    case emptyCart(String)
    /// An export with no header row (`Date,Description,Category,Cost,Currency,…`).
    case noHeader
    /// An export that is not what its app writes; the text says what.
    case malformedExport(String)
    /// An export's `Total balance` row says `stated` for a person, the expenses `computed`.
    case totalDisagrees(name: String, stated: Money, computed: Money)
    /// The error is on this row of a Splitwise CSV export (its record number, as a spreadsheet numbers it).
    indirect case onRow(Int, SettleError)
    /// The error is in this expense of a Spliit export: its number (from 1, in the export's order) and its `id`.
    indirect case inExpense(Int, id: String, SettleError)
    /// The error is in this participant of a Spliit export: its number (from 1) and its `id`.
    indirect case inParticipant(Int, id: String, SettleError)
    /// A Splitwise row with `count` cells where the header has `expected`.
    case cellCount(Int, expected: Int)
    /// An export's amount with a decimal comma (`3,60`) where its header's language writes a decimal point
    /// (English, Japanese): most likely a header renamed by hand.
    case decimalComma(String)
    /// A Spliit `amount` written as text (`"3000"`), where the export writes a number.
    case amountIsText(String)
    /// An export's amount that is not a plain decimal number (the cell as written).
    case notAnAmount(String)
    /// A Splitwise row whose members' nets add up to `sum`, not to zero.
    case netsDoNotAddUp(Money)
    /// An export's currency symbol (Spliit's `currency`, without `currencyCode`) that names no currency
    /// (`candidates` empty) or several: the currency must be given.
    case currencySymbol(String, candidates: [Currency])
    /// An export whose own currency is `export`, settled as `given`: a currency is not a label to change.
    case currencyConflict(export: Currency, given: Currency)
    /// A Spliit expense whose `paidById` or `participantId` is no participant's `id`.
    case noParticipant(String)
    /// A Spliit expense whose stored shares are all 0: nobody to share it.
    case noShares
    /// A Spliit `splitMode` that is not `EVENLY`, `BY_SHARES`, `BY_PERCENTAGE` or `BY_AMOUNT`.
    case unknownSplitMode(String)
    /// A Spliit JSON export with a value missing or of the wrong kind at `path` (`expenses[2].paidById`);
    /// an empty path: not JSON at all.
    case malformedJSON(path: String, problem: JSONProblem)
    /// Two rates given for one currency (its code) to an export.
    case rateGivenTwice(String)
    /// A line whose id is also on the line at `other`, with other words: one line changed in two
    /// places (a merge of two edits). One line per id: keep one, and write a change as a `fix`.
    case idConflict(EntryID, other: SourceLocation)
    /// A `fix` or `drop` of a line that the correction at `other` corrects already (two devices
    /// corrected one line): keep one, or make the later one correct the other.
    case correctedTwice(EntryID, other: SourceLocation)
    /// A `fix` or `drop` of an id that no line of the group has.
    case unknownID(EntryID)
    /// A `fix` or `drop` of a line that the `drop` at `by` removed already.
    case alreadyDropped(EntryID, by: SourceLocation)
    /// A `fix` or `drop` of a line that is no expense, repayment, recurring line or fix (a `joins`,
    /// `leaves` or `drop` line).
    case notCorrectable(EntryID)
    /// A `fix` whose line is recurring where the line it fixes is not, or the other way round.
    case fixChangesKind(EntryID)
    /// A `fix` whose new line starts with a date or an id (the word): a fix keeps the date and the
    /// place of the line it fixes.
    case dateInFix(String)
    /// A recurring line that starts with a date (the word): its days are in its rule.
    case dateOnRecurring(String)
    /// A recurring line with no `until`, read with no day to count it up to.
    case needsAsOf
    /// A recurring line whose `until` is before its `from`.
    case endsBeforeStart(from: CalendarDay, until: CalendarDay)
    /// A recurring line with more occurrences than this, up to the day settled.
    case tooManyOccurrences(Int)
    /// What a card charged (`€45.20 = ¥7,400`) in another currency than the group's.
    case chargedInOtherCurrency(Money, group: Currency)
    /// An account prefix that `format` would read as something else, or refuses (``AccountPrefix``): a part
    /// empty or with a character that is not a letter, a mark, a digit or `-`; for Beancount, a first part
    /// that is not one of its five roots, or a part that starts with a lower-case letter.
    case invalidAccountPrefix(String, format: JournalFormat)

    /// What is wrong with a JSON value.
    public enum JSONProblem: String, Sendable, Equatable, CaseIterable {
        /// The text is not JSON.
        case notJSON
        /// A value the export must have is missing.
        case missing
        /// A value is of another kind (a string where a number belongs).
        case wrongKind
    }

    /// The word the error is about, whose column a location gives.
    var subject: String? {
        switch self {
        case .expected(_, let found): return found
        case .repeated(let text), .duplicateName(let text), .unknownPerson(let text), .listedTwice(let text),
            .invalidRate(let text), .paymentToSelf(let text), .keywordAsName(let text), .alreadyPresent(let text),
            .notPresent(let text), .emptyCart(let text):
            return text
        case .namesDifferOnlyInCase(_, let text), .invalidWeight(let text, _), .sameNameWrittenTwice(_, let text, _):
            return text
        case .peopleAfterExpense(let names): return names.first
        case .cannotRead(let path, _): return path
        case .money(.notAnAmount(let text, _)), .money(.unsafeName(let text, _)), .money(.unsafeLabel(let text, _)),
            .money(.currencyMismatch(let text, _)),
            .money(.unknownCurrency(let text)), .money(.tooManyDecimals(let text, _)), .money(.negative(let text)):
            return text
        case .notPayable(let money): return MoneyFormat.plain(money.amount)
        case .billPersonNotInGroup(_, let bill): return bill
        case .idConflict(let id, _), .correctedTwice(let id, _), .unknownID(let id), .alreadyDropped(let id, _),
            .notCorrectable(let id), .fixChangesKind(let id):
            return id.word
        case .dateInFix(let word), .dateOnRecurring(let word), .money(.notADate(let word)): return word
        case .endsBeforeStart(_, let until): return until.description
        default: return nil
        }
    }

    /// What was expected.
    public enum Expected: String, Sendable, Equatable, CaseIterable {
        /// An expense: `LABEL AMOUNT paid by NAME [for NAME …]`.
        case expense
        /// One name.
        case name
        /// One or more names.
        case names
        /// An amount.
        case amount
        /// A currency code.
        case currency
        /// A currency code and a rate: `EUR 162.35`.
        case rate
        /// The end of the line.
        case end
        /// A date: `2026-12-01`.
        case date
        /// An id: `^k3f9a2m7`.
        case id
        /// A period: `every month`, `every 2 weeks`, `毎月`.
        case period
        /// `from DATE` (`DATE から`).
        case from
        /// An expense or a repayment line.
        case entry
    }

    /// What is wrong, in one short English sentence with the values the case carries.
    public var description: String {
        switch self {
        case .onLine(let line, let error): return "line \(line): \(error.description)"
        case .file(let error): return error.description
        case .peopleAfterExpense(let names):
            let list = names.joined(separator: " ")
            return
                "a people line after an expense; if \(list) shared from the start, add them to the first people line; if they came later, write: joins \(list)"
        case .keywordAsName(let name): return "\(quoted(name)) is a keyword of group files, not a name"
        case .alreadyPresent(let name): return "\(quoted(name)) is already in the group here; joins is for someone who is not"
        case .notPresent(let name): return "\(quoted(name)) is not in the group here; leaves is for someone who is"
        case .expected(let expected, let found):
            let what: String
            switch expected {
            case .expense: what = "an expense: LABEL AMOUNT paid by NAME [for NAME …], or FROM -> TO AMOUNT"
            case .name: what = "one name"
            case .names: what = "one or more names"
            case .amount: what = "an amount (4000, ¥4,000, €45.20)"
            case .currency: what = "a currency code"
            case .rate: what = "a currency code and a rate: EUR 162.35"
            case .end: what = "the end of the line"
            case .date: what = "a date: YYYY-MM-DD (2026-12-01)"
            case .id: what = "an id: ^ and letters or digits (^k3f9a2m7)"
            case .period: what = "a period: every day, week, month or year, every 2 weeks, 毎月"
            case .from: what = "from DATE (2026-01-01)"
            case .entry: what = "an expense or a repayment line"
            }
            return found.isEmpty ? "expected \(what)" : "expected \(what), found \(quoted(found))"
        case .repeated(let word): return "\(quoted(word)) is given more than once"
        case .noPeople: return "the group names nobody; list the people first: people Aki Ren Sora"
        case .duplicateName(let name): return "\(quoted(name)) is listed twice among the people"
        case .sameNameWrittenTwice(let first, let second, let name):
            return "\(quoted(first)) and \(quoted(second)) are both read as \(quoted(name)), listed twice among the people; "
                + "write one person's name one way"
        case .namesDifferOnlyInCase(let first, let second):
            return "\(quoted(first)) and \(quoted(second)) differ only in case; write one person's name the same way everywhere"
        case .unknownPerson(let name): return "\(quoted(name)) is not one of the people; add them to the people line"
        case .billPersonNotInGroup(let name, let bill):
            return "\(quoted(name)) of \(quoted(bill)) is not one of the people; add them to the people line"
        case .listedTwice(let name): return "\(quoted(name)) is listed twice"
        case .invalidWeight(let text, let person): return "weight \(quoted(text)) of \(person) is not a positive number"
        case .invalidRate(let text): return "rate \(quoted(text)) is not a positive number"
        case .payersDoNotAddUp(let paid, let cost): return "the payers' amounts add up to \(paid), not to the cost \(cost)"
        case .partsDoNotAddUp(let parts, let cost): return "the parts add up to \(parts), not to the cost \(cost)"
        case .partsExceedCost(let parts, let cost): return "the exact parts \(parts) are more than the cost \(cost)"
        case .percentagesDoNotAddUp(let total): return "the percentages add up to \(total)%, not to 100%"
        case .notPayable(let money):
            return
                "\(quoted(money.machineText)) is not a whole number of \(money.currency.code) \(money.currency.minorUnitText); money is paid in the currency's minor unit"
        case .notWholeMinorUnits(let text):
            return "amount \(quoted(text)) is not a whole number of minor units (12.34 is written 1234)"
        case .rateOfOwnCurrency(let currency):
            return "\(currency.code) is the group's currency; a rate is for another currency"
        case .noRate(let currency):
            return "no rate for \(currency.code); add a line: rate \(currency.code) RATE, or settle --per-currency"
        case .paymentToSelf(let name): return "\(name) pays back to themselves"
        case .nobody: return "an expense needs someone who paid and someone it was for"
        case .unknownTreasurer(let name): return "\(quoted(name)) is not one of the people"
        case .tooLarge(let amount): return "balance \(amount) is too large to settle"
        case .money(let error): return error.description
        case .bill(let error): return error.description
        case .cannotRead(let path, let reason): return "cannot read \(quoted(path)): \(reason)"
        case .cannotWrite(let path, let reason): return "cannot write \(quoted(path, limit: nil)): \(reason); it is as it was"
        case .headerLine(let word):
            return
                "\(quoted(word)) is a header line; add one expense, repayment, joins or leaves line, and edit the file itself for people, currency, rate or organizer"
        case .fileAccess(let error): return error.description
        case .cart(let error): return error.description
        case .emptyCart(let path): return "cart \(quoted(path)) has no items"
        case .noHeader: return "no header row: Date,Description,Category,Cost,Currency,NAME…"
        case .malformedExport(let what): return "not an export this reads: \(what)"
        case .totalDisagrees(let name, let stated, let computed):
            return "the Total balance row says \(stated) for \(name), the expenses \(computed)"
        case .onRow(let row, let error): return "row \(row): \(error.description)"
        case .inExpense(let number, let id, let error):
            return "expense \(number)\(id.isEmpty ? "" : " (id \(quoted(id)))"): \(error.description)"
        case .inParticipant(let number, let id, let error):
            return "participant \(number)\(id.isEmpty ? "" : " (id \(quoted(id)))"): \(error.description)"
        case .cellCount(let count, let expected): return "\(count) cells, where the header has \(expected)"
        case .decimalComma(let text):
            return
                "amount \(quoted(text)) has a decimal comma, but the header's language writes a decimal point; keep the header the export was written with"
        case .notAnAmount(let text): return "\(quoted(text)) is not an amount"
        case .amountIsText(let text):
            return "amount \(quoted(text)) is text, not a number: Spliit writes a number of minor units (12.34 as 1234)"
        case .netsDoNotAddUp(let sum): return "the members' amounts add up to \(sum.machineText), not to zero"
        case .currencySymbol(let symbol, let candidates):
            let which =
                candidates.isEmpty
                ? "names no currency this knows" : "may be \(candidates.map(\.code).joined(separator: " or "))"
            return "the export's currency \(quoted(symbol)) \(which); give its code: --currency CODE"
        case .currencyConflict(let export, let given):
            return "the export is in \(export.code), not \(given.code); leave out --currency or give \(export.code)"
        case .noParticipant(let id): return "no participant has the id \(quoted(id))"
        case .noShares: return "every share is 0: the expense is shared by nobody"
        case .unknownSplitMode(let mode):
            return "split mode \(quoted(mode)) is not EVENLY, BY_SHARES, BY_PERCENTAGE or BY_AMOUNT"
        case .malformedJSON(let path, let problem):
            switch problem {
            case .notJSON: return "not a Spliit JSON export: the text is not JSON"
            case .missing: return "not a Spliit JSON export: \(path) is missing"
            case .wrongKind: return "not a Spliit JSON export: \(path) is not of the kind the export writes"
            }
        case .rateGivenTwice(let code): return "a rate for \(code) is given twice"
        case .idConflict(let id, let other):
            return
                "\(id.word) is also the id of \(other), with other words; one id is one line: keep the right one (a change is written as a fix: settle FILE --fix \(id) LINE)"
        case .correctedTwice(let id, let other):
            return
                "\(id.word) is corrected at \(other) already; keep one of the two, or correct the other one's id instead"
        case .unknownID(let id): return "no line has the id \(id.word)"
        case .alreadyDropped(let id, let by): return "\(id.word) is dropped at \(by) already"
        case .notCorrectable(let id):
            return "\(id.word) is not an expense, repayment, recurring line or fix; only those are fixed or dropped"
        case .fixChangesKind(let id):
            return "a fix of \(id.word) changes a recurring line into a single one or back; drop it and add the new line"
        case .dateInFix(let word):
            return
                "a fix keeps the date and place of the line it fixes, so its line has no date or id of its own (\(quoted(word))); to move an expense to another day, drop it and add it anew"
        case .dateOnRecurring(let word):
            return "a recurring line takes its days from its rule (every … from DATE), not a date before it (\(quoted(word)))"
        case .needsAsOf: return "a recurring line without until needs a day to count it up to (--as-of DATE)"
        case .endsBeforeStart(let from, let until): return "until \(until) is before from \(from)"
        case .tooManyOccurrences(let count): return "a recurring line falls due more than \(count) times up to the day settled"
        case .chargedInOtherCurrency(let money, let group):
            return
                "what the card charged, \(money.machineText) \(money.currency.code), is not in the group's currency \(group.code)"
        case .invalidAccountPrefix(let prefix, let format):
            switch format {
            case .hledger, .ledger:
                return "account prefix \(quoted(prefix)) is not an account name (parts of letters, digits and -, apart by colons)"
            case .beancount:
                return "account prefix \(quoted(prefix)) is not a Beancount account name (Assets, Liabilities, Equity, Income "
                    + "or Expenses, then parts of letters, digits and -, each starting with a capital or a digit, apart by colons)"
            }
        }
    }
}
