import Settle
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A settled group as its organizer reads it out.
///
/// ```
/// English                                          | Japanese
/// -------------------------------------------------+------------------------------------------
/// person  paid     share    balance                | 名前  立替     負担     差額
/// Aki     ¥54,000  ¥20,869  +¥28,131               | Aki   54,000円 20,869円 +28,131円
/// 3 transfers, the fewest possible:                | 精算 3回（最少）:
///   Ren → Aki  ¥8,869                              |   Ren → Aki  8,869円
/// ```
public enum SettleText {
    /// The table's headings: person, paid, share, (paid back, received back,) (exact,) balance.
    public static func headings(repayments: Bool, exact: Bool = false, in language: Language) -> [String] {
        let exactTitle = exact ? [BillText.exactTitle(in: language)] : []
        switch language {
        case .english:
            return ["person", "paid", "share"] + (repayments ? ["paid back", "received back"] : []) + exactTitle + ["balance"]
        case .japanese:
            return ["名前", "立替", "負担"] + (repayments ? ["返金した", "返金された"] : []) + exactTitle + ["差額"]
        }
    }

    /// An amount with its sign: `+¥28,131`, `-¥8,869`, `¥0`.
    public static func signed(_ money: Money, in language: Language) -> String {
        (money.amount > 0 ? "+" : "") + money.text(in: language)
    }

    /// An exact amount with its sign, `≈` first where it is shown rounded: `+¥28,131`, `≈+€666.67`, `≈-€333.33`.
    public static func signed(_ exact: Fraction, _ currency: Currency, in language: Language) -> String {
        let text = MoneyText.share(exact, currency, in: language)
        guard exact > .zero else { return text }
        // `String(…)`: `+` of a string and a substring calls the standard library's generic
        // `append(contentsOf:)`, whose first call scans every conformance of the binary.
        return text.hasPrefix("≈") ? "≈+" + String(text.dropFirst()) : "+" + text
    }

    /// The line above the transfers: how many, and whether that is proved the fewest.
    public static func heading(_ settlement: Settlement, via: String?, in language: Language) -> String {
        let count = settlement.transfers.count
        if count == 0 && !settlement.rests.isEmpty {
            // Balances below one cash unit: nobody is settled, the rests say what is owed.
            switch language {
            case .english: return "No transfer of a whole unit; what is left is below."
            case .japanese: return "単位に満たない差額だけなので精算はありません。残りは次のとおりです。"
            }
        }
        if count == 0 {
            switch language {
            case .english: return "Everyone is settled: no transfers."
            case .japanese: return "精算の必要はありません。"
            }
        }
        let fewest = settlement.fewest.map(String.init)
        switch (language, via, settlement.isOptimal) {
        case (.english, nil, true): return "\(transfers(count, in: language)), the fewest possible:"
        case (.english, nil, false):
            return "\(transfers(count, in: language)) (not proved the fewest: a proof is sought for up to 40 people "
                + "with a balance, for a second):"
        case (.english, let via?, _):
            return "\(transfers(count, in: language)), all with \(via)"
                + (settlement.isOptimal ? ", the fewest possible:" : fewest.map { " (the fewest would be \($0)):" } ?? ":")
        case (.japanese, nil, true): return "精算 \(count)回（最少）:"
        case (.japanese, nil, false):
            return "精算 \(count)回（最少とは証明できていません。証明は差額のある人が40人まで、1秒のあいだ探します）:"
        case (.japanese, let via?, _):
            return "精算 \(count)回、すべて\(via)を通して"
                + (settlement.isOptimal ? "（最少）:" : fewest.map { "（最少は\($0)回）:" } ?? ":")
        }
    }

    /// `3 transfers` / `3回`.
    public static func transfers(_ count: Int, in language: Language) -> String {
        switch language {
        case .english: return count == 1 ? "1 transfer" : "\(count) transfers"
        case .japanese: return "\(count)回"
        }
    }

    /// `taxi: €45.20 × 162.35 = ¥7,338.22`: converted exactly; only balances are rounded.
    public static func conversion(_ conversion: Conversion, in language: Language) -> String {
        let label = conversion.label.isEmpty ? "#\(conversion.id)" : conversion.label
        if conversion.isCharged {
            let rate = conversion.exactRate.exactText
            switch language {
            case .english:
                return "\(label): \(conversion.amount.text(in: language)) = \(conversion.exact.text(in: language)) charged "
                    + "(rate \(MoneyFormat.plain(conversion.exact.amount))/\(conversion.amount.machineText) = \(rate))"
            case .japanese:
                return "\(label): \(conversion.amount.text(in: language)) = \(conversion.exact.text(in: language)) の請求"
                    + "（レート \(MoneyFormat.plain(conversion.exact.amount))/\(conversion.amount.machineText) = \(rate)）"
            }
        }
        return "\(label): \(conversion.amount.text(in: language)) × \(MoneyFormat.plain(conversion.rate)) = "
            + conversion.exact.text(in: language)
    }

    /// The cash rounding: the unit, and what it leaves of each balance.
    public static func rounding(_ settlement: Settlement, in language: Language) -> String? {
        guard settlement.unit != settlement.currency.minorUnit else { return nil }
        let unit = MoneyText.unit(settlement.unit, settlement.currency, in: language)
        let rests = settlement.rests.map { rest in
            let mark = rest.name == settlement.organizer ? organizerMark(in: language) : ""
            return "\(rest.name)\(mark) \(signed(rest.amount, in: language))"
        }
        switch language {
        case .english:
            return "Transfers in \(unit) steps; the organizer, \(settlement.organizer), carries the rounding. "
                + (rests.isEmpty ? "Nothing is left over." : "Left over (balance − transfers): " + rests.joined(separator: ", "))
        case .japanese:
            return "\(unit)単位で精算し、端数は幹事の\(settlement.organizer)が持ちます。"
                + (rests.isEmpty ? "端数はありません。" : "端数（差額 − 精算額）: " + rests.joined(separator: "、"))
        }
    }

    /// Who joined or left part way: `Yui joined at line 5`, `Ren left at line 9` (`Yui は5行目から途中参加`).
    public static func change(_ change: Group.Change, in language: Language) -> String {
        if let date = change.date {
            switch (change.kind, language) {
            case (.joins, .english): return "\(change.people.joined(separator: ", ")) joined on \(date) (line \(change.id))"
            case (.leaves, .english): return "\(change.people.joined(separator: ", ")) left on \(date) (line \(change.id))"
            case (.joins, .japanese): return "\(change.people.joined(separator: "、")) は \(date) から途中参加（\(change.id)行目）"
            case (.leaves, .japanese): return "\(change.people.joined(separator: "、")) は \(date) で途中退出（\(change.id)行目）"
            }
        }
        switch (change.kind, language) {
        case (.joins, .english): return "\(change.people.joined(separator: ", ")) joined at line \(change.id)"
        case (.leaves, .english): return "\(change.people.joined(separator: ", ")) left at line \(change.id)"
        case (.joins, .japanese): return "\(change.people.joined(separator: "、")) は\(change.id)行目から途中参加"
        case (.leaves, .japanese): return "\(change.people.joined(separator: "、")) は\(change.id)行目で途中退出"
        }
    }

    /// How many lines dated after `asOf` were not counted.
    public static func later(_ count: Int, asOf: CalendarDay, in language: Language) -> String {
        switch language {
        case .english:
            return
                "\(count) \(count == 1 ? "line is" : "lines are") dated after \(asOf), not counted yet (--as-of DATE counts them)"
        case .japanese: return "\(asOf) より後の日付の\(count)行はまだ数えていません（--as-of DATE で数えます）"
        }
    }

    /// `text` with its control characters escaped (`\u001b`), unquoted: a file's name as given.
    private static func escaped(_ text: String) -> String { String(quoted(text, limit: nil).dropFirst().dropLast()) }

    /// The headings of `settle --expenses`.
    public static func expenseHeadings(in language: Language) -> [String] {
        switch language {
        case .english: return ["date", "id", "label", "amount", "paid by", "shares"]
        case .japanese: return ["日付", "ID", "内容", "金額", "払った人", "負担"]
        }
    }

    /// What `settle --expenses` calls a repayment.
    public static func repaymentLabel(in language: Language) -> String {
        switch language {
        case .english: return "(repayment)"
        case .japanese: return "（返金）"
        }
    }

    /// What `--merge` took from one copy.
    public static func merged(_ report: Group.MergeReport, in language: Language) -> String {
        let name = escaped(report.name)
        switch language {
        case .english:
            return "\(name): \(report.taken) \(report.taken == 1 ? "line" : "lines") taken, \(report.known) already there"
        case .japanese: return "\(name): \(report.taken)行を取り込み、\(report.known)行はすでにありました"
        }
    }

    /// What `--ids` did.
    public static func idsGiven(_ count: Int, path: String, in language: Language) -> String {
        let name = escaped(path)
        switch language {
        case .english: return "\(name): \(count) \(count == 1 ? "line" : "lines") given an id"
        case .japanese: return "\(name): \(count)行に ID を付けました"
        }
    }

    /// What `--init` wrote.
    public static func started(_ path: String, people: [String], in language: Language) -> String {
        let name = escaped(path)
        switch language {
        case .english: return "started \(name) for \(people.joined(separator: ", "))"
        case .japanese: return "\(name) を作りました（\(people.joined(separator: "、"))）"
        }
    }

    /// Whether `--init` set git's union merge for the file; nil outside git.
    public static func sharing(_ sharing: Group.Sharing, in language: Language) -> String? {
        switch (sharing, language) {
        case (.notInGit, _): return nil
        case (.unionMergeAdded(let attributes, let pattern), .english):
            return "git: \(escaped(attributes)) now has \(escaped(pattern)) merge=union"
        case (.unionMergeAdded(let attributes, let pattern), .japanese):
            return "git: \(escaped(attributes)) に \(escaped(pattern)) merge=union を加えました"
        case (.unionMergeThere(let attributes, let pattern), .english):
            return "git: \(escaped(attributes)) has \(escaped(pattern)) merge=union already"
        case (.unionMergeThere(let attributes, let pattern), .japanese):
            return "git: \(escaped(attributes)) にはすでに \(escaped(pattern)) merge=union があります"
        }
    }

    /// ` (organizer)` / `（幹事）`.
    public static func organizerMark(in language: Language) -> String {
        switch language {
        case .english: return " (organizer)"
        case .japanese: return "（幹事）"
        }
    }
}
