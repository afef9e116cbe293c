import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a Splitwise group's CSV export, so people can check what the app suggested.
///
/// The export has a header row `Date,Description,Category,Cost,Currency,NAME1,NAME2,…`
/// (possibly after other rows; in the language of the app that wrote it, see `Splitwise.Language`), one
/// row per expense with each member's net amount for it (positive: lent; they add up to zero),
/// blank rows, and a footer row per currency with each member's total balance:
///
/// ```
/// Date,Description,Category,Cost,Currency,Aki,Ren,Sora
/// 2026-05-01,Hotel,Lodging,30000,JPY,20000,-10000,-10000
/// 2026-05-02,Ramen,Dining out,3000,JPY,-1000,2000,-1000
///
/// 2026-05-06,Total balance, , ,JPY,19000,-8000,-11000
/// ```
///
/// - The footer is the row whose `Category` and `Cost` are blank (Splitwise writes one space),
///   whatever its description says (`Total balance`, `Gesamtbilanz`, …): it is checked against the
///   sum of the rows above it for every member, and never counted as an expense.
/// - The export gives each member's net for a row, not what they paid and what their share was;
///   what is knowable is kept. A row where one member has a positive net was paid by them, the
///   `Cost` in full, and each share is what they paid less their net (Hotel 90 USD, nets Aki +60,
///   Ren −30, Sora −30: Aki paid $90, each share $30). A payment row (its description or category
///   `Payment`, `Zahlung`, … in any of its languages) with one positive and one negative net is
///   money paid back. Any other row (several with a positive net) costs what its `Cost` says, paid
///   by those with a positive net in proportion to their nets (the export does not say who paid
///   what), each share what they paid less their net. Every member gets exactly the row's net
///   either way.
/// - A row whose nets are all zero (an expense one member paid for themselves) changes no balance
///   and is left out: the export does not say whose it was.
/// - Nets are kept exactly as written, even finer than the currency's minor unit (a yen row split
///   three ways, `5000.00,JPY,3333.34,-1666.67,-1666.67`): shares are given as weights that
///   reproduce them, and only a balance is ever rounded.
/// - Amounts have a decimal point, or a decimal comma (`"3,60"`) where the header's language writes
///   one; under an English header a decimal comma is ``SettleError/decimalComma(_:)``.
/// - The members' names follow the one rule for names (``/ShopCore/DisplayText/checkedName(_:)``),
///   and no two may be the same or differ only in case.
///
/// Every error is ``SettleError/onRow(_:_:)`` with the row's number as a spreadsheet shows it.
public enum Splitwise {
    /// The group a Splitwise CSV export describes.
    ///
    /// - Parameters:
    ///   - text: the export.
    ///   - currency: the currency to settle in; nil: the first row's. Rows in another currency are
    ///     settled a currency at a time unless ``Group/addRates(_:)-([ExchangeRate])`` gives their rates.
    /// - Returns: the group: the export's members and its rows, as expenses and repayments.
    /// - Throws: ``SettleError/noHeader``, or ``SettleError/onRow(_:_:)`` with what is wrong on a row.
    @available(*, deprecated, message: "use Group(reading: Data(text.utf8), from: .splitwise, currency:)")
    public static func group(reading text: String, currency: Currency? = nil) throws(SettleError) -> Group {
        try group(of: text, currency: currency)
    }

    /// The group a Splitwise CSV export describes (``Group/init(reading:from:currency:)``).
    static func group(of text: String, currency: Currency? = nil) throws(SettleError) -> Group {
        let rows = CSV.rows(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
        var found: (index: Int, language: Language)?
        for (index, row) in rows.enumerated() where row.cells.count > 5 {
            if let language = Language.all.first(where: { $0.isHeader(row.cells) }) {
                found = (index, language)
                break
            }
        }
        guard let (headerAt, language) = found else { throw .noHeader }
        var names: [String] = []
        for cell in rows[headerAt].cells[5...] {
            do throws(SettleError) { names.append(try Group.importedPerson(cell, after: names)) } catch {
                throw .onRow(headerAt + 1, error)
            }
        }
        var group = Group(people: names, currency: currency ?? .default)
        let people = NameTable(places: names)
        var sums: [Currency: [Decimal]] = [:]
        var sawFirst = currency != nil
        for (index, row) in rows.enumerated().dropFirst(headerAt + 1)
        where !row.cells.allSatisfy({ trimmed($0).isEmpty }) {
            do throws(SettleError) {
                guard row.cells.count == names.count + 5 else { throw .cellCount(row.cells.count, expected: names.count + 5) }
                let currency: Currency
                do { currency = try Currency(code: row.cells[4]) } catch { throw .money(error) }
                if !sawFirst {
                    group.currency = currency
                    sawFirst = true
                }
                var nets: [Decimal] = []
                for cell in row.cells[5...] { nets.append(try amount(cell, language)) }
                var sum = sums[currency] ?? [Decimal](repeating: 0, count: names.count)
                if trimmed(row.cells[2]).isEmpty && trimmed(row.cells[3]).isEmpty {
                    try check(footer: nets, against: sum, names: names, currency: currency)
                    continue
                }
                let total = nets.reduce(0, +)
                guard total == 0 else { throw .netsDoNotAddUp(Money(total, currency)) }
                let label = try Group.importedLabel(row.cells[1])
                let cost = try amount(row.cells[3], language)
                guard nets.contains(where: { $0 != 0 }) else { continue }
                let expense = try expense(
                    id: index + 1, label: label, category: row.cells[2], cost: cost, nets: nets, names: names,
                    currency: currency)
                // Checked as a group file's expense is, so a fault is named here with its row, not when settled.
                group.memo.add(expense, try expense.exactParts(people: people, count: names.count), count: names.count)
                group.expenses.append(expense)
                for index in nets.indices { sum[index] += nets[index] }
                sums[currency] = sum
            } catch {
                throw .onRow(index + 1, error)
            }
        }
        group.memo.seal(group)
        return group
    }

    /// A cell as an amount: a plain decimal, negative or not, with a decimal point, or a decimal
    /// comma where `language` writes one.
    static func amount(_ cell: String, _ language: Language) throws(SettleError) -> Decimal {
        var text = trimmed(cell)
        let commas = text.count(where: { $0 == "," })
        if commas == 1 && !text.contains(".") {
            let decimals = text.count - 1 - (text.firstIndex(of: ",").map { text.distance(from: text.startIndex, to: $0) } ?? 0)
            if language.decimalComma {
                text = text.replacing(",", with: ".")
            } else if decimals != 3 {
                throw .decimalComma(cell)
            }
        } else if commas > 0 && language.decimalComma {
            throw .notAnAmount(cell)
        }
        do { return try AmountParser.decimal(text, allowsNegative: true) } catch { throw .money(error) }
    }

    /// Whether a row is a payment: its description or category is a payment in one of the languages.
    private static func isPayment(_ label: String, _ category: String) -> Bool {
        [label, category].contains { word in
            let word = trimmed(word).lowercased()
            return Language.all.contains { $0.payment == word }
        }
    }

    /// One row as what is knowable of it; see ``Splitwise``.
    ///
    /// With `P` the sum of the positive nets and `T` what was paid in all (the row's cost, as the
    /// export says it; `P` only where the cost is less than `P` or not payable), payers pay `T` in
    /// proportion to their nets, and each share is a weight: `T − P` for a single payer, minus the
    /// net for the others. With several lenders and `T` the cost, each lender's share is
    /// `net × (T − P) / P`, given as the weight `net × (T − P)` beside the others' `−net × P`.
    private static func expense(
        id: Int, label: String, category: String, cost: Decimal, nets: [Decimal], names: [String], currency: Currency
    ) throws(SettleError) -> Expense {
        let lent = zip(names, nets).filter { $0.1 > 0 }
        let owed = zip(names, nets).filter { $0.1 < 0 }
        let lentSum = lent.map(\.1).reduce(0, +)
        if isPayment(label, category), lent.count == 1, owed.count == 1 {
            return .repayment(id: id, from: lent[0].0, to: owed[0].0, amount: Money(lentSum, currency))
        }
        // The row's cost, as the export says it, whoever lent; the positive nets only where the cost cannot be it.
        let total: Decimal
        if cost >= lentSum, currency.isPayable(cost) {
            total = cost
        } else if currency.isPayable(lentSum) {
            total = lentSum
        } else {
            throw .notPayable(Money(lentSum, currency))
        }
        let scaled = lent.count > 1 && total != lentSum
        var sharers: [Part] = []
        for (name, net) in zip(names, nets) where net != 0 {
            let weight: Decimal
            if net > 0 {
                weight = scaled ? net * (total - lentSum) : (lent.count == 1 ? total - lentSum : 0)
            } else {
                weight = scaled ? -net * lentSum : -net
            }
            if weight > 0 { sharers.append(Part(name, .weight(weight))) }
        }
        let payers = lent.count == 1 ? [Part(lent[0].0)] : lent.map { Part($0.0, .weight($0.1)) }
        return Expense(id: id, label: label, amount: Money(total, currency), payers: payers, sharers: sharers)
    }

    /// A footer row's balances against the sum of the rows above it, member by member.
    private static func check(
        footer: [Decimal], against sums: [Decimal], names: [String], currency: Currency
    ) throws(SettleError) {
        for (index, name) in names.enumerated() where sums[index] != footer[index] {
            throw .totalDisagrees(name: name, stated: Money(footer[index], currency), computed: Money(sums[index], currency))
        }
    }

    static func trimmed(_ text: String) -> String { TextNormalizer.trimmed(text) }
}
