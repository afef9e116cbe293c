import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A receipt check (``/Tax/ReceiptCheck``) as people read it.
///
/// ```
/// English                                                 | Japanese
/// --------------------------------------------------------+-----------------------------------------------
/// follows the invoice rule: the tax is rounded once per   | インボイスの端数処理どおりです: 消費税は税率ごとに
///   rate                                                  |   1回丸めています
/// fits: tax excluded, once per receipt, down, the tax     | 当てはまる計算: 外税・レシートごと・切り捨て・税額を丸める
/// you paid ¥1 less than one rounding per rate gives       | 税率ごとに1回丸めた額より1円少なく払っています
/// ```
public enum ReceiptCheckText {
    /// The lines `shoptools receipt` prints: the verdict, the ways of computing that fit, what one
    /// rounding per rate gives when the receipt breaks the rule, and the difference in what was paid.
    public static func lines(_ check: ReceiptCheck, _ receipt: PrintedReceipt, in language: Language) -> [String] {
        let currency = receipt.currency
        var lines: [String] = []
        switch (check.verdict, language) {
        case (.follows, .english): lines.append("follows the invoice rule: the tax is rounded once per rate")
        case (.follows, .japanese): lines.append("インボイスの端数処理どおりです: 消費税は税率ごとに1回丸めています")
        case (.breaks, .english):
            lines.append("does not follow the invoice rule: the tax is rounded per line or per item, not once per rate")
        case (.breaks, .japanese):
            lines.append("インボイスの端数処理に従っていません: 消費税を税率ごとに1回ではなく、行ごとか品目ごとに丸めています")
        case (.unexplained, _):
            lines.append(unexplained(check, currency, in: language))
        }
        if !check.fits.isEmpty {
            let label = Bilingual("fits: ", "当てはまる計算: ")(language)
            lines.append(label + fitName(check.fits[0], in: language))
            let indent = String(repeating: " ", count: DisplayText.columns(label))
            for fit in check.fits.dropFirst() { lines.append(indent + fitName(fit, in: language)) }
        }
        if check.verdict == .breaks, let invoice = check.invoiceFigures {
            let rates = invoice.rates.map { rate in
                let tax = Money(rate.tax, currency).text(in: language)
                return Bilingual("\(rate.rate) tax \(tax)", "\(rate.rate) 消費税 \(tax)")(language)
            }
            let total = Money(invoice.total, currency).text(in: language)
            lines.append(
                Bilingual(
                    "one rounding per rate gives: " + rates.joined(separator: ", ") + ", total \(total)",
                    "税率ごとに1回丸めると: " + rates.joined(separator: "、") + "、合計 \(total)")(language))
            if let difference = check.difference, difference != 0 {
                let amount = Money(abs(difference), currency).text(in: language)
                switch (difference < 0, language) {
                case (true, .english): lines.append("you paid \(amount) less than one rounding per rate gives")
                case (false, .english): lines.append("you paid \(amount) more than one rounding per rate gives")
                case (true, .japanese): lines.append("税率ごとに1回丸めた額より\(amount)少なく払っています")
                case (false, .japanese): lines.append("税率ごとに1回丸めた額より\(amount)多く払っています")
                }
            } else if check.difference == 0, check.fits.first?.basis == .included {
                lines.append(
                    Bilingual("what you paid is the same; only the tax shown differs", "支払額は同じです。表示された消費税だけが違います")(
                        language))
            }
        }
        return lines
    }

    /// `tax excluded, once per receipt, down, the tax` / `外税・レシートごと・切り捨て・税額を丸める`.
    public static func fitName(_ fit: ReceiptCheck.Fit, in language: Language) -> String {
        let rounding = RoundingText.name(fit.rounding, in: language)
        switch language {
        case .english:
            let basis = fit.basis == .excluded ? "tax excluded" : "tax included"
            let per: String
            switch fit.per {
            case .receipt: per = "once per rate"
            case .line: per = "per line"
            case .unit: per = "per item"
            }
            return "\(basis), \(per), \(rounding), \(fit.rounds == .tax ? "the tax" : "the base")"
        case .japanese:
            let basis = fit.basis == .excluded ? "外税" : "内税"
            let per: String
            switch fit.per {
            case .receipt: per = "税率ごとに1回"
            case .line: per = "行ごと"
            case .unit: per = "品目ごと"
            }
            return "\(basis)・\(per)・\(rounding)・\(fit.rounds == .tax ? "税額を丸める" : "税抜額を丸める")"
        }
    }

    /// `tax 8%` / `8%の消費税`: a printed figure by name.
    public static func figureName(_ figure: PrintedReceipt.Figure, in language: Language) -> String {
        switch (figure, language) {
        case (.taxable(let rate), .english): "the \(rate) total"
        case (.taxable(let rate), .japanese): "\(rate)対象額"
        case (.tax(let rate), .english): "the \(rate) tax"
        case (.tax(let rate), .japanese): "\(rate)の消費税"
        case (.subtotal, .english): "the subtotal"
        case (.subtotal, .japanese): "小計"
        case (.total, .english): "the total"
        case (.total, .japanese): "合計"
        case (.tendered, .english): "the cash tendered"
        case (.tendered, .japanese): "お預り"
        case (.change, .english): "the change"
        case (.change, .japanese): "お釣り"
        }
    }

    /// ` (line 4)` / `（4行目）` after a figure or an item read from a file; nothing without a line.
    private static func lineNote(_ line: Int?, in language: Language) -> String {
        line.map { Bilingual(" (line \($0))", "（\($0)行目）")(language) } ?? ""
    }

    /// `unexplained: nothing gives the 10% tax ¥2,391 (line 4); the nearest computed is ¥2,389`.
    private static func unexplained(_ check: ReceiptCheck, _ currency: Currency, in language: Language) -> String {
        guard let what = check.unexplained else {
            return Bilingual("unexplained", "説明できません")(language)
        }
        let name = figureName(what.figure, in: language)
        let printed = Money(what.printed, currency).text(in: language)
        let place = lineNote(what.line, in: language)
        let nearest = what.computed.map { Money($0, currency).text(in: language) }
        var text: String
        switch language {
        case .english:
            text =
                "unexplained: nothing gives \(name) \(printed)\(place)"
                + (nearest.map { "; the nearest computed is \($0)" } ?? "")
        case .japanese:
            text =
                "説明できません: \(name) \(printed)\(place)になる計算がありません"
                + (nearest.map { "。計算で最も近いのは \($0) です" } ?? "")
        }
        if let (item, rate) = what.misfiled {
            let label = Quoting.quoted(item.label, in: language)
            let at = lineNote(item.line, in: language)
            switch language {
            case .english:
                text += "; item \(label)\(at) is at \(item.rate), but the receipt's totals count it at \(rate)"
            case .japanese:
                text += "。商品\(label)\(at)は \(item.rate) ですが、レシートの対象額では \(rate) に数えています"
            }
        }
        return text
    }
}
