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
        // Written into one buffer, each line with its break, the tables straight into it.
        var out: [UInt8] = []
        func line(_ text: String = "") {
            out.append(contentsOf: text.utf8)
            out.append(UInt8(ascii: "\n"))
        }
        for settlement in settlements {
            if !out.isEmpty { line() }
            if settlements.count > 1 { line(settlement.currency.code + ":") }
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
            table.write(into: &out)
            line()
            line(SettleText.heading(settlement, via: via, in: language))
            var transfers = Table([.left, .right])
            for transfer in settlement.transfers {
                transfers.add(["\(transfer.from) → \(transfer.to)", transfer.amount.text(in: language)])
            }
            transfers.write(into: &out, indent: "  ")
            if let rounding = SettleText.rounding(settlement, in: language) { line(rounding) }
            for conversion in settlement.conversions { line(SettleText.conversion(conversion, in: language)) }
        }
        if !changes.isEmpty { line() }
        for change in changes { line(SettleText.change(change, in: language)) }
        return String(decoding: out, as: UTF8.self)
    }

    /// The `--json` object: the library's ``/Settle/SettlementReport``, one settlement's fields (with
    /// `"later":N` when dated lines were left for later), or `{"settlements":[…]}` for several currencies.
    static func json(_ settlements: [Settlement], later: Int = 0) throws(CLIError) -> String {
        try JSONOutput.text(SettlementReport(settlements, later: later))
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

    /// A person's figures, a transfer and a rest: the columns the JSON's keys are (``/Settle/Settlement``).
    private static let personFields = Settlement.personFields
    private static let transferFields = Settlement.transferFields
    private static let restFields = Settlement.restFields

    /// `value` as a CSV row of `fields`, after its currency.
    private static func row<Value>(_ value: Value, _ fields: [Settlement.Field<Value>], _ currency: Currency) -> [String] {
        [currency.code] + fields.map { $0.value(value, currency) }
    }
}
