import Bargain
import FoundationEssentials
import ShopCore

/// A discount as people read it.
///
/// ```
/// English: ¥9,800 − 30% → ¥6,860 (save ¥2,940)
/// Japanese: 9,800円 − 30% → 6,860円（2,940円お得）
/// ```
public enum DiscountText {
    /// The one line for `discount`, with the rounding when it is not the default.
    public static func line(_ discount: Discount, in language: Language) -> String {
        let currency = discount.price.currency
        let head =
            "\(discount.original.text(in: language)) − \(MoneyFormat.plain(discount.rate))% → \(discount.price.text(in: language))"
        // The rounding is stated whenever it changed the price, or is not the default.
        let rounded = discount.isRounded || discount.unit != currency.minorUnit || discount.rounding != .down
        let rounding = RoundingText.phrase(discount.rounding, unit: discount.unit, currency, in: language)
        if discount.saved.amount < 0 {
            // Rounding up to a large unit can land above the original price.
            let more = Money(-discount.saved.amount, currency).text(in: language)
            switch language {
            case .english: return head + " (\(more) more than the original: \(rounding))"
            case .japanese: return head + "（元値より\(more)高くなります: \(rounding)）"
            }
        }
        let saved = discount.saved.text(in: language)
        switch language {
        case .english: return head + " (save \(saved)" + (rounded ? ", \(rounding))" : ")")
        case .japanese: return head + "（\(saved)お得" + (rounded ? "、\(rounding)）" : "）")
        }
    }
}

/// Rounding rules and units in words.
public enum RoundingText {
    /// `down`, `half-up` … in English; 切り捨て, 四捨五入 … in Japanese.
    public static func name(_ rule: RoundingRule, in language: Language) -> String {
        switch language {
        case .english: return rule.rawValue
        case .japanese:
            switch rule {
            case .down: return "切り捨て"
            case .up: return "切り上げ"
            case .halfUp: return "四捨五入"
            case .halfEven: return "偶数丸め"
            }
        }
    }

    /// `rounded up to ¥100` / `100円単位で切り上げ`.
    public static func phrase(_ rule: RoundingRule, unit: Decimal, _ currency: Currency, in language: Language) -> String {
        let unitText = MoneyText.unit(unit, currency, in: language)
        switch language {
        case .english: return "rounded \(rule.rawValue) to \(unitText)"
        case .japanese: return "\(unitText)単位で\(name(rule, in: language))"
        }
    }
}
