import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A point campaign (キャンペーン): a rule counted over several payments, with a period, a cap
/// shared by every payment in it, and parts of a payment it leaves out.
///
/// A campaign is written as a rule with more parts, on the command line and in rule files alike:
///
/// ```
/// part         | values                                   | default      | 日本語
/// -------------+------------------------------------------+--------------+-------------------
/// (the rule)   | RATE and base= per= step= round= cap= …  | (see rule)   | (see PointRule)
/// cap=         | the most points for one payment          | none         | 上限=
/// period-cap=  | the most points over the whole period    | none         | 期間上限=
/// day-cap=     | the most points a day (its payments)     | none         | 1日上限=
/// month-cap=   | the most points a calendar month         | none         | 月間上限=
/// from=        | the first day counted, YYYY-MM-DD        | no first day | 開始=
/// until=       | the last day counted, YYYY-MM-DD         | no last day  | 終了=
/// exclude=     | tags left out: tobacco+voucher           | none         | 対象外=たばこ+金券
/// only=        | only parts with these tags count         | every part   | 対象のみ=
/// ```
///
/// Both days are counted (`from=2026-12-01,until=2026-12-31` is all of December). The parts of a
/// payment tagged with an excluded word come off it before its step and rate; with `only=`, only
/// the parts tagged with one of its words count (a campaign of some shops: `only=ota10`), the
/// untagged rest of a payment too coming off. The period's cap
/// is shared by the payments in the order they were paid (``PointCampaigns/count(_:currency:tax:)``):
/// Ashikaga City's `15%,cap=1000,period-cap=3000` gives ¥6,667 1,000 points
/// (6,667 × 15 % = 1,000.05, rounded down), ¥6,666 999, and a fourth ¥6,667 after three nothing.
///
/// How several campaigns combine is ``PointCampaigns``': stacked, the best one, or stacked under
/// a cap on the combined rate.
public struct PointCampaign: Sendable, Hashable, CustomStringConvertible {
    /// The rule each payment is counted by; its ``PointRule/cap`` is the cap of one payment.
    public let rule: PointRule
    /// The most points over the whole period, shared by every payment in it, if any.
    public let periodCap: Decimal?
    /// The most points a day, shared by the payments of that day, if any.
    public let dayCap: Decimal?
    /// The most points a calendar month, shared by the payments of that month, if any.
    public let monthCap: Decimal?
    /// The first day a payment counts, if any (counted itself).
    public let from: CalendarDay?
    /// The last day a payment counts, if any (counted itself).
    public let until: CalendarDay?
    /// The tags of the parts of a payment the campaign leaves out, as written (`tobacco`, `金券`).
    public let excluded: [String]
    /// The tags of the only parts the campaign counts, as written; empty: every part not excluded.
    public let only: [String]

    /// A campaign from its parts, checked: the period's last day not before its first, each cap a
    /// whole number above zero and none above a wider one (a payment's, a day's, a month's, the
    /// period's), each tag a word.
    /// - Parameters:
    ///   - rule: the rule of each payment (its cap is the cap of one payment).
    ///   - periodCap: the most points over the period.
    ///   - dayCap: the most points a day.
    ///   - monthCap: the most points a calendar month.
    ///   - from: the first day counted.
    ///   - until: the last day counted.
    ///   - excluded: the tags left out.
    ///   - only: the tags of the only parts counted (empty: every part).
    /// - Throws: ``PointsError/periodEndsBeforeItStarts(from:until:)``,
    ///   ``PointsError/paymentCapAbovePeriodCap(payment:period:)``, ``PointsError/capAboveWiderCap(narrow:wide:)``,
    ///   ``PointsError/capNotWhole(_:)``, ``PointsError/badTag(_:)``.
    public init(
        rule: PointRule, periodCap: Decimal? = nil, dayCap: Decimal? = nil, monthCap: Decimal? = nil,
        from: CalendarDay? = nil, until: CalendarDay? = nil, excluded: [String] = [], only: [String] = []
    ) throws(PointsError) {
        // (Calls a cap rather than loops over arrays of optional amounts and of pairs: each such array
        // is a type the run time makes on first use, a good part of a one-line command's start-up.)
        func validate(_ cap: Decimal?) throws(PointsError) {
            guard let cap else { return }
            do { try Bounds.validate(cap) } catch { throw .money(error) }
            guard cap > 0, PointRule.isWhole(cap) else { throw .capNotWhole(MoneyFormat.plain(cap)) }
        }
        try validate(periodCap)
        try validate(dayCap)
        try validate(monthCap)
        if let cap = rule.cap, let periodCap, cap > periodCap {
            throw .paymentCapAbovePeriodCap(payment: MoneyFormat.plain(cap), period: MoneyFormat.plain(periodCap))
        }
        // From the narrowest to the widest, each present cap at most every wider one.
        if rule.cap != nil || dayCap != nil || monthCap != nil || periodCap != nil {
            var keys: [String] = []
            var caps: [Decimal] = []
            for (key, cap) in [("cap", rule.cap), ("day-cap", dayCap), ("month-cap", monthCap), ("period-cap", periodCap)] {
                if let cap {
                    keys.append(key)
                    caps.append(cap)
                }
            }
            for index in caps.indices {
                for wide in (index + 1)..<caps.count where caps[index] > caps[wide] {
                    throw .capAboveWiderCap(
                        narrow: keys[index] + "=" + MoneyFormat.plain(caps[index]),
                        wide: keys[wide] + "=" + MoneyFormat.plain(caps[wide]))
                }
            }
        }
        if let from, let until, until < from {
            throw .periodEndsBeforeItStarts(from: from.description, until: until.description)
        }
        for tag in excluded + only where !Self.isTag(tag) { throw .badTag(tag) }
        self.rule = rule
        self.periodCap = periodCap
        self.dayCap = dayCap
        self.monthCap = monthCap
        self.from = from
        self.until = until
        self.excluded = excluded
        self.only = only
    }

    /// Whether a payment on `day` is in the period (both ends counted).
    public func counts(on day: CalendarDay) -> Bool {
        if let from, day < from { return false }
        if let until, day > until { return false }
        return true
    }

    /// Whether the campaign leaves out a part tagged `tag` (nil: the untagged rest).
    ///
    /// A part is left out when the campaign excludes its tag, or, with ``only``, when its tag is
    /// none of those. Tags match as written, full-width folded, letters in either case.
    public func leavesOut(_ tag: String?) -> Bool {
        let key = tag.map(Self.key)
        if !only.isEmpty, !only.contains(where: { Self.key($0) == key }) { return true }
        return excluded.contains { Self.key($0) == key }
    }

    /// Whether the campaign is more than a rule: it has a period, a period's cap or tags.
    public var isCampaign: Bool {
        periodCap != nil || dayCap != nil || monthCap != nil || from != nil || until != nil || !excluded.isEmpty
            || !only.isEmpty
    }

    /// The rule of one payment counted alone (`points PRICE`): the campaign's rule, capped at the
    /// least of its caps; the period is not checked, as a price alone has no day.
    /// - Throws: ``PointsError/money(_:)`` past the exact range.
    public var ruleForOnePayment: PointRule {
        get throws(PointsError) {
            guard let least = [dayCap, monthCap, periodCap].compactMap({ $0 }).min(), least < (rule.cap ?? least + 1)
            else { return rule }
            return try PointRule(
                rate: rule.rate, base: rule.base, granularity: rule.granularity, step: rule.step,
                rounding: rule.rounding, cap: least, value: rule.value, name: rule.name)
        }
    }

    /// The name shown: the rule's name, or the campaign as written without it.
    public var displayName: String { rule.name ?? ruleText }

    /// The campaign as written, without its name: the rule's parts, then `period-cap=`, `from=`,
    /// `until=` and `exclude=` where given.
    public var ruleText: String {
        var parts = [rule.ruleText]
        if let periodCap { parts.append("period-cap=\(MoneyFormat.plain(periodCap))") }
        if let dayCap { parts.append("day-cap=\(MoneyFormat.plain(dayCap))") }
        if let monthCap { parts.append("month-cap=\(MoneyFormat.plain(monthCap))") }
        if let from { parts.append("from=\(from)") }
        if let until { parts.append("until=\(until)") }
        if !excluded.isEmpty { parts.append("exclude=" + excluded.joined(separator: "+")) }
        if !only.isEmpty { parts.append("only=" + only.joined(separator: "+")) }
        return parts.joined(separator: ",")
    }

    /// The campaign as written, with its name if it has one; ``init(parsing:)`` reads it back.
    public var description: String {
        guard let name = rule.name else { return ruleText }
        return ruleText + ",name=" + name
    }

    /// A tag compared: full-width folded, trimmed, lower case.
    static func key(_ tag: String) -> String { TextNormalizer.foldedAndTrimmed(tag).lowercased() }

    /// Whether `text` can be a tag: a word of letters, digits, `-`, `_` or `・` (no `=`, `,`, `+`, space).
    static func isTag(_ text: String) -> Bool {
        guard !text.isEmpty, (try? DisplayText.checkedName(text)) == text else { return false }
        return !text.contains { ",=+、 \u{3000}#".contains($0) }
    }
}
