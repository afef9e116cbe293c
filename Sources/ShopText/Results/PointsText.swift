import Points
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The points a purchase earns, as people read them: one row a programme,
/// then the total, what was paid, the effective price and rate.
///
/// ```
/// English:
/// programme  rule            counted on  points
/// 楽天市場    1/100,base=excl  ¥4,782      47
/// points           47 (worth ¥47)
/// paid             ¥5,260
/// effective price  ¥5,213
/// effective rate   ≈0.89%
/// Japanese:
/// プログラム  ルール           対象額    ポイント
/// 楽天市場    1/100,base=excl  4,782円   47
/// ポイント    47（47円分）
/// 支払額      5,260円
/// 実質価格    5,213円
/// 実質還元率  ≈0.89%
/// ```
public enum PointsText {
    /// The headings of the programme rows; the rule has a column of its own when some programme has a name.
    public static func headings(_ earned: PointsEarned, in language: Language) -> [String] {
        let named = hasNames(earned)
        switch language {
        case .english: return ["programme"] + (named ? ["rule"] : []) + ["counted on", "points"]
        case .japanese: return ["プログラム"] + (named ? ["ルール"] : []) + ["対象額", "ポイント"]
        }
    }

    /// One row a programme: its name (its rule when it has none), its rule when some programme has a name,
    /// the amount counted, its points (with the cap when it took some).
    public static func rows(_ earned: PointsEarned, in language: Language) -> [[String]] {
        let currency = earned.purchase.currency
        let named = hasNames(earned)
        return earned.programs.map { programme in
            [programme.rule.displayName] + (named ? [programme.rule.ruleText] : [])
                + [MoneyText.share(programme.base, currency, in: language), points(programme, in: language)]
        }
    }

    private static func hasNames(_ earned: PointsEarned) -> Bool {
        earned.programs.contains { $0.rule.name != nil }
    }

    /// `500 (capped at 500, 1,000 before)` / `500（上限500、上限前1,000）`, or the points alone.
    public static func points(_ programme: PointsEarned.Program, in language: Language) -> String {
        let points = count(programme.points)
        guard programme.isCapped else { return points }
        let before = count(programme.uncapped)
        switch language {
        case .english: return points + " (capped; \(before) before the cap)"
        case .japanese: return points + "（上限。上限前は\(before)）"
        }
    }

    /// The labelled lines under the rows: the points and their worth, what was paid, the effective price and rate.
    public static func summary(_ earned: PointsEarned, in language: Language) throws(PointsError) -> [(String, String)] {
        let currency = earned.purchase.currency
        let worth = MoneyText.format(Money(earned.value, currency), in: language)
        var lines: [(String, String)] = []
        switch language {
        case .english: lines.append(("points", count(earned.points) + " (worth \(worth))"))
        case .japanese: lines.append(("ポイント", count(earned.points) + "（\(worth)分）"))
        }
        if earned.purchase.pointsSpent > 0 {
            let spent = MoneyText.format(Money(earned.purchase.pointsSpent, currency), in: language)
            lines.append((label(.pointsSpent, in: language), spent))
        }
        lines.append((label(.paid, in: language), MoneyText.share(earned.paid, currency, in: language)))
        lines.append(
            (label(.effectivePrice, in: language), MoneyText.share(try earned.effectivePrice, currency, in: language)))
        if let rate = try earned.effectiveRate {
            lines.append((label(.effectiveRate, in: language), percent(rate)))
        }
        return lines
    }

    /// The labels of the summary.
    public enum Label: Sendable, CaseIterable {
        /// The points spent as payment.
        case pointsSpent
        /// What was paid.
        case paid
        /// Paid less the points' worth.
        case effectivePrice
        /// The discount the purchase is worth.
        case effectiveRate
    }

    /// The words of a row's label (`effective price`, `実質価格` …).
    public static func label(_ label: Label, in language: Language) -> String {
        switch (label, language) {
        case (.pointsSpent, .english): return "points spent"
        case (.pointsSpent, .japanese): return "使うポイント"
        case (.paid, .english): return "paid"
        case (.paid, .japanese): return "支払額"
        case (.effectivePrice, .english): return "effective price"
        case (.effectivePrice, .japanese): return "実質価格"
        case (.effectiveRate, .english): return "effective rate"
        case (.effectiveRate, .japanese): return "実質還元率"
        }
    }

    /// The figure points are compared by, under its own name: the goods' cost with the points counted as a
    /// discount, and the discount that is (`as a discount  ≈¥8,333.33 (≈16.67% off)` /
    /// `値引き換算  ≈8,333.33円（≈16.67%引き）`): not the effective price (paid − the points' worth,
    /// ¥8,000), which is what leaves the wallet.
    /// - Parameters:
    ///   - comparison: the points against the offer.
    ///   - language: the language of the words.
    /// - Returns: the label and the figure, for the summary's lines.
    public static func asDiscount(_ comparison: PointsComparison, in language: Language) -> (String, String) {
        let currency = comparison.earned.purchase.currency
        let cost = MoneyText.share(comparison.pointsCost, currency, in: language)
        let rate = comparison.pointsRate.map(percent)
        switch language {
        case .english: return ("as a discount", cost + (rate.map { " (\($0) off)" } ?? ""))
        case .japanese: return ("値引き換算", cost + (rate.map { "（\($0)引き）" } ?? ""))
        }
    }

    /// Points against another offer: which is cheaper and by how much, the points taken as the
    /// discount they are worth (``asDiscount(_:in:)``, the one figure of that name).
    ///
    /// `20% off (¥8,000) is cheaper than the points as a discount by ≈¥333.33` /
    /// `20%引き（8,000円）のほうが値引き換算のポイントより ≈333.33円 安い`.
    public static func comparison(_ comparison: PointsComparison, offer: String, in language: Language) -> String {
        let currency = comparison.earned.purchase.currency
        let offerPrice = MoneyText.share(comparison.offerPrice, currency, in: language)
        let difference = MoneyText.share(comparison.difference, currency, in: language)
        switch (comparison.cheaper, language) {
        case (.offer, .english): return "\(offer) (\(offerPrice)) is cheaper than the points as a discount by \(difference)"
        case (.points, .english): return "the points as a discount are cheaper than \(offer) (\(offerPrice)) by \(difference)"
        case (.same, .english): return "the points as a discount cost the same as \(offer) (\(offerPrice))"
        case (.offer, .japanese): return "\(offer)（\(offerPrice)）のほうが値引き換算のポイントより \(difference) 安い"
        case (.points, .japanese): return "値引き換算のポイントのほうが\(offer)（\(offerPrice)）より \(difference) 安い"
        case (.same, .japanese): return "値引き換算のポイントと\(offer)（\(offerPrice)）は同じ"
        }
    }

    /// A rate of 1 as a percentage: `20%`, or `≈16.67%` when it does not end within two decimals.
    public static func percent(_ rate: Fraction) -> String {
        let (figure, isExact) = percentFigure(rate)
        return (isExact ? "" : "≈") + figure + "%"
    }

    /// A rate of 1 as the number before `%` (`20`, `16.67`), rounded half-even to two decimals
    /// when it does not end within two, and whether it is exact: what people and programs both read.
    public static func percentFigure(_ rate: Fraction) -> (figure: String, isExact: Bool) { rate.percentFigure }

    /// What points are set against: `20% off` / `20%引き` for a discount, `the price` / `価格` for a price.
    public static func offer(_ discount: Percentage?, in language: Language) -> String {
        switch (discount, language) {
        case (let rate?, .english): return "\(rate) off"
        case (let rate?, .japanese): return "\(rate)引き"
        case (nil, .english): return "the price"
        case (nil, .japanese): return "価格"
        }
    }

    /// A whole number of points with thousands separators: `2,000`.
    public static func count(_ points: Decimal) -> String {
        guard let exact = try? ExactDecimal(points) else { return MoneyFormat.plain(points) }
        return (exact.isNegative ? "-" : "")
            + exact.absolute.text(minimumFractionDigits: 0, groupingSeparator: UInt8(ascii: ","))
    }
}
