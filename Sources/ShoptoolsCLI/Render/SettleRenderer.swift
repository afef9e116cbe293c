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
    static func json(_ settlements: [Settlement]) -> String {
        guard settlements.count != 1 else { return object(settlements[0]).text }
        var object = JSONObject()
        object.add("settlements", settlements.map(Self.object))
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
        // A figure that does not terminate is written rounded (two digits past the minor unit) and flagged.
        func shown(_ value: Fraction) -> String { value.machineText(in: currency).text }
        object.add(
            "people",
            settlement.people.map { person in
                var entry = JSONObject()
                entry.add("name", person.name)
                entry.add("paid", shown(person.exact.paid))
                entry.add("share", shown(person.exact.share))
                entry.add("paid_back", shown(person.exact.paidBack))
                entry.add("received_back", shown(person.exact.receivedBack))
                entry.add("balance", person.balance)
                entry.add("exact_balance", shown(person.exact.balance))
                entry.add("exact_rounded", !person.exact.isShownExactly(in: currency))
                return entry
            })
        object.add(
            "transfers",
            settlement.transfers.map { transfer in
                var entry = JSONObject()
                entry.add("from", transfer.from)
                entry.add("to", transfer.to)
                entry.add("amount", transfer.amount)
                return entry
            })
        object.add(
            "rest",
            settlement.rests.map { rest in
                var entry = JSONObject()
                entry.add("name", rest.name)
                entry.add("amount", rest.amount)
                return entry
            })
        object.add(
            "conversions",
            settlement.conversions.map { conversion in
                var entry = JSONObject()
                entry.add("line", conversion.id)
                entry.add("label", conversion.label)
                entry.add("amount", conversion.amount)
                entry.add("amount_currency", conversion.amount.currency.code)
                entry.add("rate", MoneyFormat.plain(conversion.rate))
                entry.add("exact", MoneyFormat.plain(conversion.exact.amount))
                return entry
            })
        return object
    }

    /// The balances, a blank line, the transfers, and with a cash unit that leaves rests, a blank
    /// line and the rests: RFC 4180, CRLF, cells escaped.
    static func csv(_ settlements: [Settlement]) -> String {
        var rows: [[String]] = [
            ["currency", "person", "paid", "share", "paid_back", "received_back", "balance", "exact_balance"]
        ]
        for settlement in settlements {
            for person in settlement.people {
                rows.append(
                    [settlement.currency.code, person.name]
                        + [person.paid, person.share, person.paidBack, person.receivedBack, person.balance].map(\.machineText)
                        + [person.exact.balance.machineText(in: settlement.currency).text])
            }
        }
        rows.append([])
        rows.append(["currency", "from", "to", "amount"])
        for settlement in settlements {
            for transfer in settlement.transfers {
                rows.append([settlement.currency.code, transfer.from, transfer.to, transfer.amount.machineText])
            }
        }
        // What the cash rounding leaves, so balances − transfers reconcile.
        if settlements.contains(where: { !$0.rests.isEmpty }) {
            rows.append([])
            rows.append(["currency", "person", "rest"])
            for settlement in settlements {
                for rest in settlement.rests { rows.append([settlement.currency.code, rest.name, rest.amount.machineText]) }
            }
        }
        return rows.map { $0.map(CSV.cell).joined(separator: ",") + "\r\n" }.joined()
    }
}
