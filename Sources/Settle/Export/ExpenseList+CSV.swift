import ShopCore

extension ExpenseList {
    /// The list as a spreadsheet, `settle FILE --expenses --export csv`: one row per expense or repayment,
    /// RFC 4180 with CRLF line ends, every cell escaped as settle's other CSV (a formula-like start gets a
    /// `'`; ``/ShopCore/DisplayText`` names that could not reach a terminal never get this far).
    ///
    /// ```
    /// date,id,line,kind,label,amount,currency,converted,rate,settled_in,paid_by,paid_to,Aki,Aki rounded,Ren,…
    /// 2026-12-01,k3f9a2m7,4,expense,dinner,1000,JPY,,,JPY,Aki=1000,,1000/3,333,1000/3,334,…
    /// ,,5,repayment,,5000,JPY,,,JPY,Ren=5000,Aki=5000,,,,,…
    /// ```
    ///
    /// The columns are the JSON's fields (``ExpenseList``'s `Codable` form): `paid_by` lists who paid how
    /// much as a group file writes it (`Ren=8000 Sora=4800`), `paid_to` who received a repayment; then two
    /// columns per person, in the group's order: the exact share (a decimal where it terminates, else
    /// `N/D`; `0` for someone who does not share it) and the share rounded to the minor unit. A repayment
    /// shares nothing: its share cells are empty, so each person's column adds up to their share in settle,
    /// and each expense's exact shares add up to its (converted) amount, its rounded ones to that amount to
    /// the minor unit.
    public var csv: String {
        var rows: [[String]] = [
            [
                "date", "id", "line", "kind", "label", "amount", "currency", "converted", "rate", "settled_in", "paid_by",
                "paid_to",
            ]
                + people.flatMap { [$0, $0 + " rounded"] }
        ]
        rows.reserveCapacity(entries.count + 1)
        for entry in entries {
            let currency = entry.settledIn
            func list(_ parts: [ExpenseShares.Part]) -> String {
                parts.map { $0.name + "=" + Self.text($0.amount, currency) }.joined(separator: " ")
            }
            let repayment = entry.kind == .repayment
            var row = [
                entry.date?.description ?? "", entry.id?.text ?? "", String(entry.line), entry.kind.rawValue, entry.label,
                entry.amount.machineText, entry.amount.currency.code, entry.converted?.machineText ?? "",
                entry.rate?.exactText ?? "", currency.code, list(entry.paidBy), repayment ? list(entry.shares) : "",
            ]
            let shares = Dictionary(entry.shares.map { ($0.name, $0.amount) }, uniquingKeysWith: { first, _ in first })
            let rounded = Dictionary(entry.roundedShares.map { ($0.name, $0.amount) }, uniquingKeysWith: { first, _ in first })
            for person in people {
                if repayment {
                    row += ["", ""]
                } else {
                    row += [Self.text(shares[person] ?? .zero, currency), Self.text(rounded[person] ?? .zero, currency)]
                }
            }
            rows.append(row)
        }
        return rows.map { $0.map(CSV.cell).joined(separator: ",") + "\r\n" }.joined()
    }
}
