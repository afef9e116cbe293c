import CommandLineKit
import Settle
import ShopCore
import ShopText

/// `settle FILE --expenses`: every expense as it counts, for people (a table) and for programs (JSON, the
/// library's `Codable` form of ``/Settle/ExpenseList``; its CSV is the library's too).
enum ExpensesRenderer {
    /// ```
    /// date        id        label  amount   paid by     shares
    /// 2026-12-01  k3f9a2m7  ramen  ¥3,600   Ren ¥3,600  Aki ¥1,200, Ren ¥1,200, Sora ¥1,200
    /// ```
    static func human(_ list: ExpenseList, asOf: CalendarDay, in language: Language) -> String {
        var table = Table([.left, .left, .left, .right, .left, .left])
        table.add(SettleText.expenseHeadings(in: language))
        for entry in list.entries {
            func text(_ parts: [ExpenseShares.Part]) -> String {
                parts.map { "\($0.name) " + MoneyText.share($0.amount, entry.settledIn, in: language) }.joined(
                    separator: ", ")
            }
            var amount = entry.amount.text(in: language)
            if let converted = entry.converted { amount += " = " + converted.text(in: language) }
            let label = entry.kind == .repayment ? SettleText.repaymentLabel(in: language) : entry.label
            table.add([
                entry.date?.description ?? "-", entry.id?.text ?? "-", label, amount, text(entry.paidBy), text(entry.shares),
            ])
        }
        var out = table.lines()
        if list.later > 0 { out.append(SettleText.later(list.later, asOf: asOf, in: language)) }
        return out.map { $0 + "\n" }.joined()
    }

    /// `{"currency":"JPY","people":[…],"expenses":[{"id":"k3f9a2m7","date":"2026-12-01",…}],"later":0}`.
    static func json(_ list: ExpenseList) throws(CLIError) -> String {
        do {
            return try JSONWriter.encoded(list)
        } catch {
            throw .data(error)
        }
    }
}
