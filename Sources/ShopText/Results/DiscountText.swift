import Bargain
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
            "\(discount.original.text(in: language)) − \(discount.rate) → \(discount.price.text(in: language))"
        // The rounding is stated whenever it changed the price, or is not the default.
        let rounded = discount.isRounded || discount.unit != currency.minorUnit || discount.rounding != .towardZero
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
            case .towardZero: return "切り捨て"
            case .awayFromZero: return "切り上げ"
            case .toNearestOrAwayFromZero: return "四捨五入"
            case .toNearestOrEven: return "偶数丸め"
            }
        }
    }

    /// `rounded up to a multiple of ¥100` / `100円単位で切り上げ`.
    public static func phrase(_ rule: RoundingRule, unit: Decimal, _ currency: Currency, in language: Language) -> String {
        let unitText = MoneyText.unit(unit, currency, in: language)
        switch language {
        case .english: return "rounded \(rule.rawValue) to a multiple of \(unitText)"
        case .japanese: return "\(unitText)単位で\(name(rule, in: language))"
        }
    }
}

extension DiscountText {
    /// A stacked discount on one line: every step and the price it left,
    /// what it saves and the rate in all (to 0.1 %, `≈` when not exact).
    ///
    /// ```
    /// English: ¥498 − 30% → ¥348 − 10% → ¥313 (save ¥185, ≈37.1% off in all, each step rounded down to a multiple of ¥1)
    /// Japanese: 498円 − 30% → 348円 − 10% → 313円（185円お得、合計 ≈37.1%引き、各段で1円単位で切り捨て）
    /// English: ¥498 − (30% + 10% = 40%) → ¥298 (rates added; save ¥200, ≈40.2% off in all, rounded down to a multiple of ¥1)
    /// ```
    public static func line(_ discount: StackedDiscount, in language: Language) -> String {
        let currency = discount.price.currency
        var head = discount.original.text(in: language)
        for stage in discount.stages {
            head += " − " + step(stage, currency, in: language) + " → " + stage.price.text(in: language)
        }
        let stated = discount.isRounded || discount.unit != currency.minorUnit || discount.rounding != .towardZero
        var rounding = RoundingText.phrase(discount.rounding, unit: discount.unit, currency, in: language)
        if discount.stages.count > 1 {
            rounding = Bilingual("each step " + rounding, "各段で" + rounding)(language)
        }
        if discount.saved.amount < 0 {
            let more = Money(-discount.saved.amount, currency).text(in: language)
            switch language {
            case .english: return head + " (\(more) more than the original: \(rounding))"
            case .japanese: return head + "（元値より\(more)高くなります: \(rounding)）"
            }
        }
        let rate = percent(discount.effectiveRate, exact: discount.isEffectiveRateExact)
        let saved = discount.saved.text(in: language)
        // Said only when two rates or more were in fact added.
        let added = discount.stages.contains { $0.added.count > 1 }
        switch language {
        case .english:
            let parts = ["save \(saved)", "\(rate) off in all"] + (stated ? [rounding] : [])
            return head + " (" + (added ? "rates added; " : "") + parts.joined(separator: ", ") + ")"
        case .japanese:
            let parts = (added ? ["割引率は合算"] : []) + ["\(saved)お得", "合計 \(rate)引き"] + (stated ? [rounding] : [])
            return head + "（" + parts.joined(separator: "、") + "）"
        }
    }

    /// A percentage rounded to 0.1: `28%` when exact, `≈37.1%`, `≈14.0%` when not.
    public static func percent(_ value: Decimal, exact: Bool) -> String {
        guard !exact, let rate = try? ExactDecimal(value) else { return MoneyFormat.plain(value) + "%" }
        return "≈" + rate.text(minimumFractionDigits: 1, groupingSeparator: nil) + "%"
    }

    /// One step as applied: `30%`, `¥100` / `100円`, or summed rates `(30% + 10% = 40%)`.
    public static func step(_ stage: StackedDiscount.Stage, _ currency: Currency, in language: Language) -> String {
        guard stage.added.count > 1 else { return step(stage.step, currency, in: language) }
        let added = stage.added.map { step($0, currency, in: language) }.joined(separator: " + ")
        return "(" + added + " = " + step(stage.step, currency, in: language) + ")"
    }

    /// One step as given: `30%`, `¥100` / `100円`.
    public static func step(_ step: DiscountStep, _ currency: Currency, in language: Language) -> String {
        switch step.kind {
        case .percent: return step.description
        case .amount: return Money(step.value, currency).text(in: language)
        }
    }
}
