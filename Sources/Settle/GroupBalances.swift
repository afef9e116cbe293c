import Cart
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A group read to be settled and nothing else: its people, currency and rates, and each expense summed
/// by person as it is read, never kept.
///
/// Settling a group needs each person's sums, not the expenses: a file of 300,000 expenses among 30 people
/// is settled with the memory of 30 people's sums (besides the file's bytes, one line at a time, and the
/// lists of sharers met: everyone present, and at most 64 lists after `for`, whose expenses are summed by
/// list and shared out once; and each person's shares over at most 64 denominators, summed as whole numbers). The
/// settlement is the one ``Group/settle(_:)`` gives for the same file, and every error is the same, at the
/// same place: a file that does not read line by line is read again as a ``Group``, which says where.
///
/// Lines that only count in the group's order (dated lines, ids, `fix` and `drop`, recurring lines,
/// `joins` and `leaves`) need the whole history: a file with any of them is read whole, as a ``Group``
/// (``isSummed`` is then false), and settled from it.
///
/// What a settlement lists of the expenses is kept: the conversion of each expense paid in another
/// currency (one line each in `settle`'s output).
public struct GroupBalances: Sendable {
    /// The group as read: without its expenses when they were summed (``summary``), else whole.
    private let group: Group
    /// What settling needs of the expenses summed; nil when the group was read whole.
    let summary: ExpenseSummary?

    /// Who is in the group, in the order given: the order every tie follows.
    public var people: [String] { group.people }
    /// The group's currency: balances and transfers are in it.
    public var currency: Currency { group.currency }
    /// Who joined or left, and at which line (``Group/changes``); always empty when ``isSummed``.
    public var changes: [Group.Change] { group.changes }
    /// How many dated lines were left for later (``Group/laterLines``); always 0 when ``isSummed``.
    public var laterLines: Int { group.laterLines }
    /// True when the expenses were summed as they were read and none is kept; false for a file read
    /// whole as a ``Group`` (one whose lines need its history).
    public var isSummed: Bool { summary != nil }
    /// How many expenses and repayments count.
    public var expenseCount: Int { summary?.count ?? group.expenses.count }
    /// The expenses kept: none when ``isSummed``.
    var keptExpenses: Int { group.expenses.count }
    /// How many figures the sums hold: four a person for each currency and rate met, a cost for each
    /// list of sharers met in each, and a sum a person for each denominator of shares summed whole.
    var sumsHeld: Int {
        group.memo.sums.reduce(0) { held, entry in
            let sums = entry.sums
            return held + 4 * sums.paid.count + sums.pending.count { !$0.isZero } + sums.numerators.count * sums.paid.count
        }
    }
    /// How many lists of sharers by weight reading met (``PartsMemo/WeightList``).
    var listsHeld: Int { group.memo.lists.count }

    /// Reads a group file's bytes as `Group.init(reading:named:currency:amount:attachment:cart:asOf:)`
    /// reads them (the same parameters, the same errors), keeping only what settling it needs.
    /// - Parameters:
    ///   - bytes: the file's content.
    ///   - name: the file's name, for errors (`-` for standard input); nil for text with no file.
    ///   - currency: the group's currency unless a `currency` line says otherwise.
    ///   - amount: how amounts are read (``Group/AmountReader``).
    ///   - attachment: the bytes of a file an expense names (`bill FILE`).
    ///   - cart: the cart in a file an expense names (`cart FILE`).
    ///   - asOf: the day dated lines count up to, and recurring lines (nil: every line counts).
    /// - Throws: what reading the bytes as a ``Group`` throws, at the same place.
    public init(
        reading bytes: [UInt8], named name: String?, currency: Currency = .default,
        amount: @escaping Group.AmountReader = Group.plainAmount,
        attachment: (String) throws(SettleError) -> [UInt8] = Group.noFile,
        cart: (String) throws(SettleError) -> Cart = Group.noCart, asOf: CalendarDay? = nil
    ) throws(LocatedError<SettleError>) {
        if let reader = Self.summed(bytes, currency: currency, amount: amount, attachment: attachment, cart: cart) {
            (group, summary) = (reader.group, reader.summary)
            return
        }
        group = try Group(
            reading: bytes, named: name, currency: currency, amount: amount, attachment: attachment, cart: cart, asOf: asOf)
        summary = nil
    }

    /// Settles the group as ``Group/settle(_:)`` settles it.
    /// - Parameter options: as for ``Group/settle(_:)``.
    /// - Returns: the settlements ``Group/settle(_:)`` returns for the same file and options.
    /// - Throws: what ``Group/settle(_:)`` throws.
    public func settle(_ options: SettleOptions = SettleOptions()) throws(SettleError) -> [Settlement] {
        guard let summary else { return try group.settle(options) }
        return try group.settle(options, .summed(summary, only: nil))
    }

    /// Reads `bytes` a line at a time, twice: the header (people, currency, rates), then the body, each
    /// expense summed; nil for a file that must be read whole (a line that needs the
    /// group's history, an error, which reading it whole places, or a sum past the exact range).
    private static func summed(
        _ bytes: [UInt8], currency: Currency, amount: @escaping Group.AmountReader,
        attachment: (String) throws(SettleError) -> [UInt8], cart: (String) throws(SettleError) -> Cart
    ) -> GroupReader? {
        var reader = GroupReader(group: Group(people: [], currency: currency), amount: amount)
        do {
            var lines = try LineFile.Scanner(bytes: bytes)
            // An expense's line says nothing the header needs: only its number is kept, its words split in the body.
            while let (number, read) = try lines.next(splittingUnless: GroupReader.startsPlainEntry) {
                guard let line = read else {
                    reader.entry(at: number)
                    continue
                }
                let words = line.texts
                try reader.header(words, line: line.number)
                if GroupKeyword(words[0]) == nil && !GroupHistory.countsAsWritten(words) { return nil }
            }
            let own = reader.group.currency
            guard !reader.group.people.isEmpty, reader.group.rates[own.code] == nil else { return nil }
            reader.startBody()
            reader.order(joiningIn: [])
            reader.summary = ExpenseSummary()
            lines = try LineFile.Scanner(bytes: bytes)
            while let line = try lines.next() {
                try reader.body(line.texts, line: line.number, attachment, cart)
            }
        } catch {
            return nil
        }
        return reader.group.memo.isExact ? reader : nil
    }
}
