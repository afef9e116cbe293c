import CommandLineKit
import Settle
import ShopCore
import ShopText

/// How a settled group is shown: a table and the transfers for people, one
/// JSON object for programs, CSV for spreadsheets.
enum SettleRenderer {
    /// ```
    /// person  paid     share    balance
    /// Aki     ¥54,000  ¥20,869  +¥28,131
    ///
    /// 3 transfers, the fewest possible:
    ///   Ren → Aki  ¥8,869
    /// ```
    ///
    /// Who joined or left part way (`changes`) is said after the table and the transfers.
    static func human(
        _ settlements: [Settlement], via: String?, changes: [Group.Change] = [], in language: Language
    ) -> String {
        var out: [String] = []
        for settlement in settlements {
            if !out.isEmpty { out.append("") }
            if settlements.count > 1 { out.append(settlement.currency.code + ":") }
            let repayments = settlement.people.contains { !$0.exact.paidBack.isZero || !$0.exact.receivedBack.isZero }
            // The exact balance, beside the rounded one, when rounding changed one of them.
            let showsExact = settlement.people.contains { (try? Fraction($0.balance.amount)) != $0.exact.balance }
            let currency = settlement.currency
            func text(_ value: Fraction) -> String { MoneyText.share(value, currency, in: language) }
            var table = Table([.left] + Array(repeating: .right, count: 3 + (repayments ? 2 : 0) + (showsExact ? 1 : 0)))
            table.add(SettleText.headings(repayments: repayments, exact: showsExact, in: language))
            for person in settlement.people {
                let figures = person.exact
                let back = repayments ? [text(figures.paidBack), text(figures.receivedBack)] : []
                let exact = showsExact ? [SettleText.signed(figures.balance, currency, in: language)] : []
                table.add(
                    [person.name, text(figures.paid), text(figures.share)] + back + exact
                        + [SettleText.signed(person.balance, in: language)])
            }
            out += table.lines()
            out.append("")
            out.append(SettleText.heading(settlement, via: via, in: language))
            var transfers = Table([.left, .right])
            for transfer in settlement.transfers {
                transfers.add(["\(transfer.from) → \(transfer.to)", transfer.amount.text(in: language)])
            }
            out += transfers.lines(indent: "  ")
            if let rounding = SettleText.rounding(settlement, in: language) { out.append(rounding) }
            out += settlement.conversions.map { SettleText.conversion($0, in: language) }
        }
        if !changes.isEmpty { out.append("") }
        out += changes.map { SettleText.change($0, in: language) }
        return out.map { $0 + "\n" }.joined()
    }

    /// One settlement's object; several currencies: `{"settlements":[…]}`.
    ///
    /// `later`: how many dated lines were left for later, written as `"later":N` when there are any.
    static func json(_ settlements: [Settlement], later: Int = 0) -> String {
        guard settlements.count != 1 else {
            var single = object(settlements[0])
            if later > 0 { single.add("later", later) }
            return single.text
        }
        var object = JSONObject()
        object.add("settlements", settlements.map(Self.object))
        if later > 0 { object.add("later", later) }
        return object.text
    }

    private static func object(_ settlement: Settlement) -> JSONObject {
        var object = JSONObject()
        object.add("currency", settlement.currency.code)
        object.add("unit", MoneyFormat.plain(settlement.unit))
        object.add("optimal", settlement.isOptimal)
        object.add("fewest", settlement.fewest)
        object.add("organizer", settlement.organizer)
        let currency = settlement.currency
        object.add(
            "people",
            settlement.people.map { person in
                var entry = Self.entry(person, personFields, currency)
                entry.add("exact_rounded", !person.exact.isShownExactly(in: currency))
                return entry
            })
        object.add("transfers", settlement.transfers.map { Self.entry($0, transferFields, currency) })
        object.add("rest", settlement.rests.map { Self.entry($0, restFields, currency) })
        object.add(
            "conversions",
            settlement.conversions.map { conversion in
                var entry = JSONObject()
                entry.add("line", conversion.id)
                entry.add("label", conversion.label)
                entry.add("amount", conversion.amount)
                entry.add("amount_currency", conversion.amount.currency.code)
                entry.add("rate", conversion.exactRate.exactText)
                entry.add("exact", MoneyFormat.plain(conversion.exact.amount))
                return entry
            })
        return object
    }

    /// The balances, a blank line, the transfers, and with a cash unit that leaves rests, a blank
    /// line and the rests: RFC 4180, CRLF, cells escaped.
    static func csv(_ settlements: [Settlement]) -> String {
        var rows: [[String]] = [["currency"] + personFields.map(\.csv)]
        for settlement in settlements {
            for person in settlement.people { rows.append(row(person, personFields, settlement.currency)) }
        }
        rows.append([])
        rows.append(["currency"] + transferFields.map(\.csv))
        for settlement in settlements {
            for transfer in settlement.transfers { rows.append(row(transfer, transferFields, settlement.currency)) }
        }
        // What the cash rounding leaves, so balances − transfers reconcile.
        if settlements.contains(where: { !$0.rests.isEmpty }) {
            rows.append([])
            rows.append(["currency"] + restFields.map(\.csv))
            for settlement in settlements {
                for rest in settlement.rests { rows.append(row(rest, restFields, settlement.currency)) }
            }
        }
        return rows.map { $0.map(CSV.cell).joined(separator: ",") + "\r\n" }.joined()
    }

    /// One field of a settlement as JSON (its key) and CSV (its column) both write it, from the one value.
    struct Field<Value> {
        /// The JSON key.
        let json: String
        /// The CSV column's heading.
        let csv: String
        /// The text written, in the settlement's currency.
        let value: @Sendable (Value, Currency) -> String

        init(_ json: String, csv: String? = nil, _ value: @escaping @Sendable (Value, Currency) -> String) {
            self.json = json
            self.csv = csv ?? json
            self.value = value
        }
    }

    /// A person's figures.
    ///
    /// A figure that does not terminate is written rounded (two digits past the minor
    /// unit); the JSON flags it (`exact_rounded`).
    static let personFields: [Field<Settlement.Balance>] = [
        Field("name", csv: "person") { person, _ in person.name },
        Field("paid") { person, currency in person.exact.paid.machineText(in: currency).text },
        Field("share") { person, currency in person.exact.share.machineText(in: currency).text },
        Field("paid_back") { person, currency in person.exact.paidBack.machineText(in: currency).text },
        Field("received_back") { person, currency in person.exact.receivedBack.machineText(in: currency).text },
        Field("balance") { person, _ in person.balance.machineText },
        Field("exact_balance") { person, currency in person.exact.balance.machineText(in: currency).text },
    ]

    /// A transfer of the plan.
    static let transferFields: [Field<Settlement.Transfer>] = [
        Field("from") { transfer, _ in transfer.from },
        Field("to") { transfer, _ in transfer.to },
        Field("amount") { transfer, _ in transfer.amount.machineText },
    ]

    /// What the cash rounding leaves of one person's balance.
    static let restFields: [Field<Settlement.Rest>] = [
        Field("name", csv: "person") { rest, _ in rest.name },
        Field("amount", csv: "rest") { rest, _ in rest.amount.machineText },
    ]

    /// `value` as a JSON object of `fields`.
    private static func entry<Value>(_ value: Value, _ fields: [Field<Value>], _ currency: Currency) -> JSONObject {
        var entry = JSONObject()
        for field in fields { entry.add(field.json, field.value(value, currency)) }
        return entry
    }

    /// `value` as a CSV row of `fields`, after its currency.
    private static func row<Value>(_ value: Value, _ fields: [Field<Value>], _ currency: Currency) -> [String] {
        [currency.code] + fields.map { $0.value(value, currency) }
    }
}
