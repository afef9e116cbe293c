import ShopCore
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An itemized bill split, as an organizer reads it aloud.
///
/// ```
/// English                                                | Japanese
/// -------------------------------------------------------+----------------------------------------------
/// ¥16,940 among 4 people, rounded up to a multiple of ¥100 (up: …) | 16,940円を4人で割り勘、100円単位で切り上げ（…）
/// items ¥12,000, お通し ¥2,000, … total ¥16,940            | 品目 12,000円、お通し 2,000円、… 合計 16,940円
/// ```
public enum BillText {
    /// The first line: the total, the head count, the rounding and the mode.
    public static func header(_ split: Warikan.BillSplit, in language: Language) -> String {
        let currency = split.total.currency
        let total = split.total.text(in: language)
        let rounding = SplitText.phrase(split.mode, unit: split.unit, currency, in: language)
        let count = split.shares.count
        let among =
            Bilingual("\(total) among \(SplitText.people(count, in: language)), ", "\(total)を\(count)人で割り勘、")(language)
        switch (language, split.mode) {
        case (_, .spread): return among + rounding + SplitText.spreadNote(unit: split.unit, currency, in: language)
        case (.english, .organizerAbsorbs): return among + rounding + " (absorb: the organizer pays what is left)"
        case (.english, .roundUp): return among + rounding + " (up: everyone rounds up)"
        case (.japanese, .organizerAbsorbs): return among + rounding + "（幹事負担: 端数は幹事が払います）"
        case (.japanese, .roundUp): return among + rounding + "（切り上げ: 全員が切り上げて払います）"
        }
    }

    /// The column titles before the charges' labels: `items` / `品目`.
    public static func itemsTitle(in language: Language) -> String { Bilingual("items", "品目")(language) }
    /// `exact` / `正確な額`.
    public static func exactTitle(in language: Language) -> String { Bilingual("exact", "正確な額")(language) }
    /// `pays` / `支払い`.
    public static func paysTitle(in language: Language) -> String { Bilingual("pays", "支払い")(language) }

    /// A charge's label as the bill gives it, or its kind's name:
    /// `cover`/`お通し`, `service`/`サービス料`, `tax`/`税`, `tip`/`チップ`.
    public static func label(_ charge: Warikan.BillSplit.ChargeTotal, in language: Language) -> String {
        if let label = charge.label { return label }
        switch (charge.kind, language) {
        case (.perPerson, .english): return "cover"
        case (.perPerson, .japanese): return "お通し"
        case (.service, .english): return "service"
        case (.service, .japanese): return "サービス料"
        case (.tax, .english): return "tax"
        case (.tax, .japanese): return "税"
        case (.tip, .english): return "tip"
        case (.tip, .japanese): return "チップ"
        }
    }

    /// The column titles of `charges`: each one's ``label(_:in:)``, but where two would read the same
    /// (two tax lines), each of those as the totals line names it (``chargeName(_:in:)``: `tax 10%`,
    /// `tax 8%`), and numbered after that if they still do (`tax 8% (1)`, `tax 8% (2)`).
    /// - Parameters:
    ///   - charges: The charges with a column, in the bill's order.
    ///   - language: The reader's language.
    /// - Returns: One title a charge, no two alike.
    public static func columnTitles(_ charges: [Warikan.BillSplit.ChargeTotal], in language: Language) -> [String] {
        func repeated(_ titles: [String]) -> [Bool] { titles.map { title in titles.count { $0 == title } > 1 } }
        let labels = charges.map { label($0, in: language) }
        let named = zip(charges, repeated(labels)).map { $1 ? chargeName($0, in: language) : label($0, in: language) }
        var seen: [String: Int] = [:]
        return zip(named, repeated(named)).map { title, clash in
            guard clash else { return title }
            seen[title, default: 0] += 1
            return title + " (\(seen[title]!))"
        }
    }

    /// A charge as the totals line names it: `サービス料 10%`, `tax 8% (included)` / `消費税 8%（込み）`.
    public static func chargeName(_ charge: Warikan.BillSplit.ChargeTotal, in language: Language) -> String {
        var name = label(charge, in: language)
        if let rate = charge.rate { name += " " + MoneyFormat.plain(rate) + "%" }
        if charge.isIncluded { name += Bilingual(" (included)", "（込み）")(language) }
        return name
    }

    /// The bill's totals: `items ¥12,000, お通し ¥2,000, サービス料 10% ¥1,400, 消費税 10% ¥1,540; total ¥16,940`.
    public static func totals(_ split: Warikan.BillSplit, in language: Language) -> String {
        let parts =
            ["\(itemsTitle(in: language)) \(split.items.text(in: language))"]
            + split.charges.map { "\(chargeName($0, in: language)) \($0.amount.text(in: language))" }
        switch language {
        case .english: return parts.joined(separator: ", ") + "; total \(split.total.text(in: language))"
        case .japanese: return parts.joined(separator: "、") + "、合計 \(split.total.text(in: language))"
        }
    }
}

extension BillText {
    /// The last line of a bill's split, as before ``SplitText/footer(_:in:)`` worded a split
    /// of a total and of a bill alike.
    @available(*, deprecated, renamed: "SplitText.footer(_:in:)")
    public static func footer(_ split: Warikan.BillSplit, in language: Language) -> String {
        SplitText.footer(split, in: language)
    }
}
