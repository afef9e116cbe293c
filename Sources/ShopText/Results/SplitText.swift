import ShopCore
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A split bill as an organizer reads it aloud.
///
/// ```
/// English                                              | Japanese
/// -----------------------------------------------------+-------------------------------------------
/// ¥23,450 among 7 people, rounded down to a multiple of ¥100 (…) | 23,450円を7人で割り勘、100円単位で切り捨て（…）
///   1 × ¥3,650  organizer (+¥350)                      |   1人 × 3,650円  幹事（+350円）
///   6 × ¥3,300                                         |   6人 × 3,300円
/// collected ¥23,450                                    | 集金 23,450円
/// ```
public enum SplitText {
    /// The first line: the bill, the head count, the rounding and the mode.
    public static func header(_ split: Warikan.Split, in language: Language) -> String {
        let total = split.total.text(in: language)
        let rounding = phrase(split.mode, unit: split.unit, split.total.currency, in: language)
        switch (language, split.mode) {
        case (.english, .organizerAbsorbs):
            return "\(total) among \(people(split.people, in: language)), \(rounding) (absorb: the organizer pays what is left)"
        case (.english, .roundUp):
            return "\(total) among \(people(split.people, in: language)), \(rounding) (up: everyone rounds up)"
        case (.japanese, .organizerAbsorbs):
            return "\(total)を\(split.people)人で割り勘、\(rounding)（幹事負担: 端数は幹事が払います）"
        case (.japanese, .roundUp):
            return "\(total)を\(split.people)人で割り勘、\(rounding)（切り上げ: 全員が切り上げて払います）"
        case (.english, .spread), (.japanese, .spread):
            let people = Bilingual(" among \(people(split.people, in: language)), ", "を\(split.people)人で割り勘、")(language)
            return total + people + rounding + spreadNote(unit: split.unit, split.total.currency, in: language)
        }
    }

    /// How shares are rounded in `mode`: `rounded down to a multiple of ¥100` / `100円単位で切り捨て`
    /// (spread rounds down first), `rounded up to a multiple of ¥100`.
    public static func phrase(_ mode: Warikan.Mode, unit: Decimal, _ currency: Currency, in language: Language) -> String {
        RoundingText.phrase(mode == .roundUp ? .awayFromZero : .towardZero, unit: unit, currency, in: language)
    }

    /// ` (spread: one ¥100 more to the largest remainders, the rest to the organizer)`.
    public static func spreadNote(unit: Decimal, _ currency: Currency, in language: Language) -> String {
        let unit = MoneyText.unit(unit, currency, in: language)
        switch language {
        case .english: return " (spread: \(unit) more for the largest remainders, what is left to the organizer)"
        case .japanese: return "（端数配分: 端数の大きい順に\(unit)ずつ上乗せ、残りは幹事）"
        }
    }

    /// `7 people` / `7人`.
    public static func people(_ count: Int, in language: Language) -> String {
        switch language {
        case .english: return count == 1 ? "1 person" : "\(count) people"
        case .japanese: return "\(count)人"
        }
    }

    /// `6 ×` / `6人 ×`: a group of people paying the same.
    public static func times(_ count: Int, in language: Language) -> String {
        switch language {
        case .english: return "\(count) ×"
        case .japanese: return "\(count)人 ×"
        }
    }

    /// Who pays: the name given, or for an unnamed person `person 3` / `3人目`.
    public static func name(_ payment: Warikan.Payment, in language: Language) -> String {
        name(payment.number.map(Warikan.Person.number) ?? .named(payment.name), in: language)
    }

    /// Someone by name, or the Nth unnamed person: `person 3` / `3人目`.
    public static func name(_ person: Warikan.Person, in language: Language) -> String {
        switch (person, language) {
        case (.named(let name), _): return name
        case (.number, .english): return person.description
        case (.number(let number), .japanese): return "\(number)人目"
        }
    }

    /// `everyone` / `全員`.
    public static func everyone(in language: Language) -> String {
        Bilingual("everyone", "全員")(language)
    }

    /// `organizer (+¥350)` / `幹事（+350円）`; the extra only when there is one.
    public static func organizer(extra: Money, in language: Language) -> String {
        let shown = extra.amount > 0
        switch language {
        case .english: return "organizer" + (shown ? " (+\(extra.text(in: language)))" : "")
        case .japanese: return "幹事" + (shown ? "（+\(extra.text(in: language))）" : "")
        }
    }

    /// How a person's amount was decided, when it was not an equal share:
    /// `fixed` / `固定額`, `weight 2` / `比率 2`; nil for weight 1.
    public static func basis(_ portion: Share.Portion, in language: Language) -> String? {
        switch portion {
        case .amount: return Bilingual("fixed", "固定額")(language)
        case .weight(let weight) where weight != 1:
            return Bilingual("weight ", "比率 ")(language) + MoneyFormat.plain(weight)
        case .weight: return nil
        case .percent(let percentage): return percentage.description
        }
    }

    /// `, ` / `、`: between the notes on one row.
    public static func noteSeparator(in language: Language) -> String { Bilingual(", ", "、")(language) }

    /// The last line of a split of a total or of a bill: what is collected, and the surplus when there is one.
    public static func footer(_ split: some CollectedAndSurplus, in language: Language) -> String {
        let collected = split.collected.text(in: language)
        let surplus = split.surplus.text(in: language)
        switch (language, split.surplus.amount > 0) {
        case (.english, false): return "collected \(collected)"
        case (.english, true): return "collected \(collected); surplus \(surplus) for next time"
        case (.japanese, false): return "集金 \(collected)"
        case (.japanese, true): return "集金 \(collected)（余りの\(surplus)は次にまわせるお金です）"
        }
    }
}

/// What a split collects and what it collects beyond the total: ``/Warikan/Warikan/Split`` and
/// ``/Warikan/Warikan/BillSplit`` alike, so one footer words both (``SplitText/footer(_:in:)``).
public protocol CollectedAndSurplus {
    /// The sum of all payments.
    var collected: Money { get }
    /// What is collected beyond the total: money for next time.
    var surplus: Money { get }
}

extension Warikan.Split: CollectedAndSurplus {}
extension Warikan.BillSplit: CollectedAndSurplus {}
