import ShopCore

/// Every expense and repayment of a group as it counts, with each person's exact part and that part
/// rounded: what `settle FILE --expenses` lists, `--expenses --json` encodes (its `Codable` form) and
/// `--expenses --export csv` writes as a spreadsheet (``csv``).
///
/// An entry is one expense or repayment after fixes and drops (a recurring line once for each day). Its
/// parts are in the currency it is settled in (``Entry/settledIn``: the group's when it is converted):
/// who paid how much (``Entry/paidBy``) and each sharer's exact share (``Entry/shares``, a fraction where
/// it does not terminate), each adding up to the (converted) amount. ``Entry/roundedShares`` are the
/// shares to the minor unit, by the largest remainder with settle's order of ties, so that they add up to
/// the amount rounded half-even to the minor unit: ¥1,000 among three is `1000/3` three times, and
/// `333, 333, 334` in some order.
///
/// ```
/// date        id        kind     label   amount  paid by     shares                   rounded
/// 2026-12-01  k3f9a2m7  expense  dinner  1000    Aki 1000    Aki, Ren, Sora 1000/3    333, 334, 333
/// -           -         repayment        5000    Ren 5000    Aki 5000                 5000
/// ```
///
/// For a repayment, ``Entry/paidBy`` is who paid it back and ``Entry/shares`` who received it.
public struct ExpenseList: Sendable, Hashable {
    /// One expense or repayment as it counts.
    public struct Entry: Sendable, Hashable {
        /// The line's id (an occurrence's: `k3f9a2m7/2026-03-01`); nil for a line without one.
        public let id: EntryID?
        /// The day it was paid; nil when undated.
        public let date: CalendarDay?
        /// The line of the group file it was read from.
        public let line: Int
        /// An expense or a repayment.
        public let kind: Expense.Kind
        /// What it was for; a repayment's is empty.
        public let label: String
        /// What it cost, in the currency it was paid in.
        public let amount: Money
        /// The amount converted into ``settledIn``, exactly; nil when it was paid in it.
        public let converted: Money?
        /// The rate it was converted at, exactly (`162.35`, or a card's `18500/113`); nil when not converted.
        public let rate: Fraction?
        /// The currency the parts are in.
        public let settledIn: Currency
        /// Who paid, and how much each, exactly.
        public let paidBy: [ExpenseShares.Part]
        /// Each sharer's exact share (for a repayment, who received it).
        public let shares: [ExpenseShares.Part]
        /// Each share to the minor unit, adding up to the amount to the minor unit.
        public let roundedShares: [ExpenseShares.Part]
    }

    /// The group's currency.
    public let currency: Currency
    /// The group's people, in its order: the spreadsheet's columns.
    public let people: [String]
    /// Every expense and repayment, in the group's order.
    public let entries: [Entry]
    /// How many dated lines were left for later (``Group/laterLines``).
    public let later: Int
}

extension Group {
    /// Every expense and repayment as it counts (``expenseShares(_:)``), each share rounded beside it, the
    /// parts of each in the group's order.
    /// - Parameter currencies: whether the expenses are converted into the group's currency.
    /// - Returns: the list, with the group's people and how many lines were left for later.
    /// - Throws: what ``expenseShares(_:)`` throws.
    public func expenseList(_ currencies: SettleOptions.Currencies = .converted) throws(SettleError) -> ExpenseList {
        var entries: [ExpenseList.Entry] = []
        let places = Dictionary(people.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for shares in try expenseShares(currencies) {
            let expense = shares.expense
            let rounded: [ExactDecimal]
            do throws(SettleError) {
                rounded = try BalanceRounding.keepingTotal(
                    shares.shares.map(\.amount), names: shares.shares.map(\.name), unit: shares.currency.minorUnitExact)
            } catch {
                throw .onLine(expense.id, error)
            }
            let entry = ExpenseList.Entry(
                id: expense.stableID, date: expense.date, line: expense.id, kind: expense.kind, label: expense.label,
                amount: expense.amount, converted: shares.conversion?.exact, rate: shares.conversion?.exactRate,
                settledIn: shares.currency, paidBy: shares.paid, shares: shares.shares,
                roundedShares: zip(shares.shares, rounded).map { ExpenseShares.Part(name: $0.name, amount: Fraction($1)) })
            entries.append(entry.ordered(by: places))
        }
        return ExpenseList(currency: currency, people: people, entries: entries, later: laterLines)
    }
}
