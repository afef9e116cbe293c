import Bargain
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A price comparison as people read it, cheapest first.
///
/// ```
/// English:
/// 298/450g  ≈¥66.22 per 100 g  cheapest
/// 198/280g  ≈¥70.71 per 100 g  ≈¥4.49 (≈6.8%) more
/// Japanese:
/// 298/450g  100gあたり ≈66.22円  最安
/// 198/280g  100gあたり ≈70.71円  ≈4.49円（≈6.8%）高い
/// ```
public enum CompareText {
    /// The cells of each entry, cheapest first: the offer (with what a
    /// multipack holds in all), the price per basis, how it stands.
    public static func rows(_ comparison: PriceComparison, in language: Language) -> [[String]] {
        comparison.ranked.map { entry in
            [
                offer(entry.offer, in: language), perBasis(entry, comparison, in: language),
                standing(entry, comparison, in: language),
            ]
        }
    }

    /// `298/450g`, or a multipack with its total: `2x298/450g (¥596 for 900 g)` / `2x298/450g（900gで596円）`.
    public static func offer(_ offer: Offer, in language: Language) -> String {
        guard offer.packs > 1 else { return offer.description }
        let total = offer.totalPrice.text(in: language)
        switch language {
        case .english: return offer.description + " (\(total) for \(quantity(offer.totalQuantity, in: language)))"
        case .japanese: return offer.description + "（\(quantity(offer.totalQuantity, in: language))で\(total)）"
        }
    }

    /// `≈¥66.22 per 100 g`, `≈$0.25 per oz`, `≈¥58.17 a piece`, `¥29 a roll` /
    /// `100gあたり ≈66.22円`, `1個あたり ≈58.17円`, `1ロールあたり 29円`.
    public static func perBasis(_ entry: PriceComparison.Entry, _ comparison: PriceComparison, in language: Language) -> String {
        let figure = figure(entry.perBasis, exact: entry.isExact, comparison.currency, in: language)
        switch language {
        case .english:
            let basis = comparison.basis
            if basis.unit == .piece && basis.amount == 1 { return figure + " a " + englishCounter(basis.counter, plural: false) }
            if basis.amount == 1 { return figure + " per " + basis.unit.rawValue }
            return figure + " per " + quantity(basis, in: language)
        case .japanese:
            return quantity(comparison.basis, in: language) + "あたり " + figure
        }
    }

    /// `cheapest`, `≈¥4.49 (≈6.8%) more`, with `(tie)` for a tie / `最安`, `≈4.49円（≈6.8%）高い`, `（同じ）`.
    public static func standing(_ entry: PriceComparison.Entry, _ comparison: PriceComparison, in language: Language) -> String {
        var text: String
        if entry.rank == 1 {
            text = Bilingual("cheapest", "最安")(language)
        } else {
            let more = figure(entry.more, exact: entry.isMoreExact, comparison.currency, in: language)
            let percent = entry.percentMore.map { DiscountText.percent($0, exact: entry.isPercentMoreExact) }
            switch language {
            case .english: text = more + (percent.map { " (\($0))" } ?? "") + " more"
            case .japanese: text = more + (percent.map { "（\($0)）" } ?? "") + "高い"
            }
        }
        guard entry.isTied else { return text }
        return text + Bilingual(" (tie)", "（同じ）")(language)
    }

    /// `100 g`, `1.5 kg`, `12 pieces`, `12 rolls` / `100g`, `1.5kg`, `12個`, `12ロール`:
    /// pieces in the word they were counted in.
    public static func quantity(_ quantity: Quantity, in language: Language) -> String {
        let amount = MoneyFormat.plain(quantity.amount)
        switch (language, quantity.unit) {
        case (.english, .piece): return amount + " " + englishCounter(quantity.counter, plural: quantity.amount != 1)
        case (.english, _): return amount + " " + quantity.unit.rawValue
        case (.japanese, .piece): return amount + japaneseCounter(quantity.counter)
        case (.japanese, _): return amount + quantity.unit.rawValue
        }
    }

    /// `piece`, `roll`, `sheet` (本 counts pieces in English), or their plurals.
    private static func englishCounter(_ counter: MeasureUnit.Counter?, plural: Bool) -> String {
        switch counter {
        case .roll?: return plural ? "rolls" : "roll"
        case .sheet?: return plural ? "sheets" : "sheet"
        case .piece?, .hon?, nil: return plural ? "pieces" : "piece"
        }
    }

    /// `個`, `ロール`, `枚`, `本`.
    private static func japaneseCounter(_ counter: MeasureUnit.Counter?) -> String {
        switch counter {
        case .roll?: return "ロール"
        case .sheet?: return "枚"
        case .hon?: return "本"
        case .piece?, nil: return "個"
        }
    }

    /// `≈¥66.20`, `¥50` / `≈66.20円`: an inexact figure shows all its
    /// decimals (the minor unit and 2 more), an exact one is the amount.
    static func figure(_ value: Decimal, exact: Bool, _ currency: Currency, in language: Language) -> String {
        guard !exact, let figure = try? ExactDecimal(value) else { return Money(value, currency).text(in: language) }
        let digits = figure.absolute.text(
            minimumFractionDigits: currency.minorUnitDigits + 2, groupingSeparator: UInt8(ascii: ","))
        let sign = figure.isNegative ? "-" : ""
        if language == .japanese && currency == .jpy { return "≈" + sign + digits + "円" }
        return "≈" + sign + currency.amountPrefix + digits
    }
}
