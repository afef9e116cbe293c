import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a Splitwise group's CSV export, so people can check what the app suggested.
///
/// The export has a header row `Date,Description,Category,Cost,Currency,NAME1,NAME2,…`
/// (possibly after other rows), one row per expense with each member's net
/// amount for it (positive: lent; they add up to zero), blank rows, and a
/// `Total balance` row at the end:
///
/// ```
/// Date,Description,Category,Cost,Currency,Aki,Ren,Sora
/// 2026-05-01,Hotel,Lodging,30000,JPY,20000,-10000,-10000
/// 2026-05-02,Ramen,Dining out,3000,JPY,-1000,2000,-1000
///
/// 2026-05-06,Total balance, , ,JPY,19000,-8000,-11000
/// ```
///
/// The export gives each member's net for a row, not what they paid and
/// what their share was; what is knowable is kept. A row where one member
/// has a positive net was paid by them, the `Cost` in full, and each share
/// is what they paid less their net (Hotel 90 USD, nets Aki +60, Ren −30,
/// Sora −30: Aki paid $90, each share $30). A `Payment` row (its
/// description or its category) is money paid back, from the one with the
/// positive net to the one with the negative net. Any other row (several
/// with a positive net) is paid by those with a positive amount (that amount
/// each) for those with a negative one (its opposite each). Every member gets
/// exactly the row's net either way. The `Total balance` row must agree with
/// the sum of the rows for every member.
///
/// Every amount must be a whole number of its currency's minor unit, as in
/// a group file: a JPY net of `5166.67` is refused
/// (``SettleError/notPayable(_:)``) rather than rounded.
public enum Splitwise {
    /// The group a Splitwise CSV export describes; its currency is the first row's.
    /// - Throws: ``SettleError/noHeader``, ``SettleError/onLine(_:_:)`` for a bad
    ///   row, ``SettleError/totalDisagrees(name:stated:computed:)``.
    public static func group(reading text: String) throws(SettleError) -> Group {
        let rows = CSV.rows(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
        guard
            let headerAt = rows.firstIndex(where: { row in
                row.cells.count > 5 && row.cells[0] == "Date" && row.cells[3] == "Cost" && row.cells[4] == "Currency"
            })
        else { throw .noHeader }
        let names = Array(rows[headerAt].cells[5...])
        var group = Group(people: names)
        var sums: [String: [Decimal]] = [:]
        var sawFirst = false
        for row in rows[(headerAt + 1)...] where !row.cells.allSatisfy({ TextNormalizer.trimmed($0).isEmpty }) {
            do throws(SettleError) {
                guard row.cells.count == names.count + 5 else {
                    throw .malformedExport("\(row.cells.count) cells, not \(names.count + 5)")
                }
                let currency: Currency
                do { currency = try Currency(code: row.cells[4]) } catch { throw .money(error) }
                if !sawFirst {
                    group.currency = currency
                    sawFirst = true
                }
                var nets: [Decimal] = []
                for cell in row.cells[5...] {
                    do { nets.append(try AmountParser.decimal(cell, allowsNegative: true)) } catch { throw .money(error) }
                }
                if TextNormalizer.trimmed(row.cells[1]) == "Total balance" {
                    try check(total: nets, against: sums[currency.code] ?? [], names: names, currency: currency)
                    continue
                }
                guard nets.reduce(0, +) == 0, nets.contains(where: { $0 > 0 }) else {
                    throw .malformedExport("the amounts of \"\(row.cells[1])\" do not add up to zero")
                }
                group.expenses.append(
                    expense(row, nets: nets, names: names, cost: try? AmountParser.decimal(row.cells[3]), currency: currency))
                var sum = sums[currency.code] ?? [Decimal](repeating: 0, count: names.count)
                for index in nets.indices { sum[index] += nets[index] }
                sums[currency.code] = sum
            } catch {
                throw .onLine(row.line, error)
            }
        }
        return group
    }

    /// One row as what is knowable of it: a `Payment` row (its description or category) from the one
    /// with a positive net to the one with a negative net is money paid back; a row where one person
    /// has a positive net was paid by them, the `Cost` in full, and each share is what they paid less
    /// their net. Any other row (several with a positive net) cannot tell who paid what: it is
    /// paid by those with a positive net, that amount each, for those with a negative one.
    private static func expense(
        _ row: CSV.Row, nets: [Decimal], names: [String], cost: Decimal?, currency: Currency
    ) -> Expense {
        let label = row.cells[1]
        let lent = zip(names, nets).filter { $0.1 > 0 }
        let owed = zip(names, nets).filter { $0.1 < 0 }
        let isPayment = [row.cells[1], row.cells[2]].contains { TextNormalizer.trimmed($0).lowercased() == "payment" }
        if isPayment, lent.count == 1, owed.count == 1 {
            return .repayment(id: row.line, from: lent[0].0, to: owed[0].0, amount: Money(lent[0].1, currency))
        }
        if lent.count == 1, let cost, cost >= lent[0].1 {
            let payer = lent[0]
            var sharers: [Part] = []
            for (name, net) in zip(names, nets) {
                let share = name == payer.0 ? cost - net : -net
                if share > 0 { sharers.append(Part(name, .amount(share))) }
            }
            return Expense(
                id: row.line, label: label, amount: Money(cost, currency), payers: [Part(payer.0)],
                sharers: sharers.isEmpty ? nil : sharers)
        }
        let total = lent.map(\.1).reduce(0, +)
        return Expense(
            id: row.line, label: label, amount: Money(total, currency),
            payers: lent.map { Part($0.0, .amount($0.1)) }, sharers: owed.map { Part($0.0, .amount(-$0.1)) })
    }

    private static func check(
        total: [Decimal], against sums: [Decimal], names: [String], currency: Currency
    )
        throws(SettleError)
    {
        for (index, name) in names.enumerated() {
            let computed = index < sums.count ? sums[index] : 0
            guard computed == total[index] else {
                throw .totalDisagrees(name: name, stated: Money(total[index], currency), computed: Money(computed, currency))
            }
        }
    }
}

/// RFC 4180 rows: quoted cells, doubled quotes, CRLF or LF.
package enum CSV {
    /// A row and the line it starts on.
    package struct Row {
        package let line: Int
        package let cells: [String]
    }

    package static func rows(_ text: String) -> [Row] {
        var rows: [Row] = []
        var cells: [String] = []
        var cell = ""
        var quoted = false, line = 1, start = 1
        var characters = text.makeIterator()
        var pending: Character?
        while let character = pending ?? characters.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    let next = characters.next()
                    if next == "\"" {
                        cell.append("\"")
                    } else {
                        quoted = false
                        pending = next
                    }
                } else {
                    if character.isNewline { line += 1 }
                    cell.append(character)
                }
                continue
            }
            switch character {
            case "\"": quoted = true
            case ",":
                cells.append(cell)
                cell = ""
            case "\n", "\r\n", "\r":
                cells.append(cell)
                rows.append(Row(line: start, cells: cells))
                cells = []
                cell = ""
                line += 1
                start = line
            default: cell.append(character)
            }
        }
        if !cell.isEmpty || !cells.isEmpty {
            cells.append(cell)
            rows.append(Row(line: start, cells: cells))
        }
        return rows
    }

    /// One cell as RFC 4180 writes it, and with a `'` before a formula-like
    /// start (`=`, `+`, `-`, `@`, tab, CR) so a spreadsheet shows it as text;
    /// a plain negative number stays a number.
    package static func cell(_ text: String) -> String {
        var value = text
        let number = (try? AmountParser.decimal(value, allowsNegative: true)) != nil
        if let first = value.first, "=+-@\t\r".contains(first), !number || first == "=" || first == "@" {
            value = "'" + value
        }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return value }
        return "\"" + value.replacing("\"", with: "\"\"") + "\""
    }
}
