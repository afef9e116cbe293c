import CommandLineKit
import Settle
import ShopCore
import ShopText

/// `settle FILE --expenses`: every expense as it counts, for people (a table) and for programs (JSON).
enum ExpensesRenderer {
    /// ```
    /// date        id        label  amount   paid by     shares
    /// 2026-12-01  k3f9a2m7  ramen  ¥3,600   Ren ¥3,600  Aki ¥1,200, Ren ¥1,200, Sora ¥1,200
    /// ```
    static func human(_ shares: [ExpenseShares], group: Group, asOf: CalendarDay, in language: Language) -> String {
        var table = Table([.left, .left, .left, .right, .left, .left])
        table.add(SettleText.expenseHeadings(in: language))
        for entry in shares {
            let expense = entry.expense
            func list(_ parts: [ExpenseShares.Part]) -> String {
                parts.map { "\($0.name) " + MoneyText.share($0.amount, entry.currency, in: language) }.joined(
                    separator: ", ")
            }
            var amount = expense.amount.text(in: language)
            if let conversion = entry.conversion { amount += " = " + conversion.exact.text(in: language) }
            let label = expense.kind == .repayment ? SettleText.repaymentLabel(in: language) : expense.label
            table.add([
                expense.date?.description ?? "-", expense.stableID?.text ?? "-", label, amount, list(entry.paid),
                list(entry.shares),
            ])
        }
        var out = table.lines()
        if group.laterLines > 0 { out.append(SettleText.later(group.laterLines, asOf: asOf, in: language)) }
        return out.map { $0 + "\n" }.joined()
    }

    /// `{"currency":"JPY","expenses":[{"id":"k3f9a2m7","date":"2026-12-01",…}],"later":0}`.
    static func json(_ shares: [ExpenseShares], group: Group) -> String {
        var object = JSONObject()
        object.add("currency", group.currency.code)
        object.add(
            "expenses",
            shares.map { entry in
                let expense = entry.expense
                var item = JSONObject()
                item.add("id", expense.stableID?.text)
                item.add("date", expense.date?.description)
                item.add("line", expense.id)
                item.add("kind", expense.kind.rawValue)
                item.add("label", expense.label)
                item.add("amount", expense.amount)
                item.add("currency", expense.amount.currency.code)
                item.add("converted", entry.conversion.map { $0.exact.machineText })
                item.add("rate", entry.conversion.map(\.exactRate.exactText))
                item.add("settled_in", entry.currency.code)
                var paid = JSONObject()
                for part in entry.paid { paid.add(part.name, exact(part.amount, entry.currency)) }
                item.add("paid_by", paid)
                var owed = JSONObject()
                for part in entry.shares { owed.add(part.name, exact(part.amount, entry.currency)) }
                item.add("shares", owed)
                return item
            })
        object.add("later", group.laterLines)
        return object.text
    }

    /// An exact amount as the JSON writes it: a decimal in `currency`'s form where it terminates (`3700`,
    /// `22.60`), else `numerator/denominator` (``/ShopCore/Fraction/exactText``).
    private static func exact(_ value: Fraction, _ currency: Currency) -> String {
        value.decimal.map { Money($0, currency).machineText } ?? value.exactText
    }
}
