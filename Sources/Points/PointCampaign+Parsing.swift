import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension PointCampaign {
    /// Reads a campaign as the command line and rule files write it: a rule
    /// (``PointRule/init(parsing:)``) with, anywhere after its rate, `period-cap=N`, `from=YYYY-MM-DD`,
    /// `day-cap=N`, `month-cap=N`, `until=YYYY-MM-DD`, `exclude=TAG[+TAG…]` and `only=TAG[+TAG…]` (or
    /// 期間上限=, 1日上限=, 月間上限=, 開始=, 終了=, 対象外=, 対象のみ=):
    /// `15%,上限=1000,期間上限=3000,開始=2026-12-01,終了=2026-12-31,名前=足利市`.
    /// - Parameter text: the campaign as written.
    /// - Throws: ``PointsError`` naming the part that is wrong: the rule's, a day that is no date
    ///   (``PointsError/money(_:)`` with ``/ShopCore/ShopCoreError/notADate(_:)``), and the checks of
    ///   ``init(rule:periodCap:dayCap:monthCap:from:until:excluded:only:)``.
    public init(parsing text: String) throws(PointsError) {
        var ruleParts: [String] = []
        var seen: [Key] = []
        var periodCap: Decimal?
        var dayCap: Decimal?
        var monthCap: Decimal?
        var from: CalendarDay?
        var until: CalendarDay?
        var excluded: [String] = []
        var only: [String] = []
        for (index, part) in PointRule.parts(of: text).enumerated() {
            guard index > 0, let (key, value) = Key.split(part) else {
                ruleParts.append(part)
                continue
            }
            guard !seen.contains(key) else { throw .repeatedKey(key.rawValue) }
            seen.append(key)
            switch key {
            case .periodCap: periodCap = try Self.cap(value)
            case .dayCap: dayCap = try Self.cap(value)
            case .monthCap: monthCap = try Self.cap(value)
            case .from:
                from = try Self.day(value)
            case .until:
                until = try Self.day(value)
            case .exclude:
                excluded = try Self.tags(value)
            case .only:
                only = try Self.tags(value)
            }
        }
        let rule = try PointRule(parsing: ruleParts.joined(separator: ","))
        try self.init(
            rule: rule, periodCap: periodCap, dayCap: dayCap, monthCap: monthCap, from: from, until: until,
            excluded: excluded, only: only)
    }

    /// The parts only a campaign has.
    enum Key: String {
        case periodCap = "period-cap"
        case dayCap = "day-cap"
        case monthCap = "month-cap"
        case from, until, exclude, only

        /// The key written as `word` (lowercased), if any: a switch, not a dictionary, as a rule is
        /// read at start-up (see ``PointRule``'s words).
        static func key(_ word: String) -> Key? {
            switch word {
            case "period-cap", "期間上限": return .periodCap
            case "day-cap", "1日上限", "日上限": return .dayCap
            case "month-cap", "月間上限", "月上限": return .monthCap
            case "from", "開始", "開始日": return .from
            case "until", "終了", "終了日": return .until
            case "exclude", "対象外", "除外": return .exclude
            case "only", "対象のみ": return .only
            default: return nil
            }
        }

        /// A part's campaign key and value (`period-cap=3000`), or nil for a part that is not one.
        static func split(_ part: String) -> (Key, String)? {
            guard let equals = part.firstIndex(of: "=") else { return nil }
            guard let key = key(TextNormalizer.trimmed(String(part[..<equals])).lowercased()) else { return nil }
            return (key, TextNormalizer.trimmed(String(part[part.index(after: equals)...])))
        }
    }

    /// A cap: a whole number of points above zero.
    private static func cap(_ value: String) throws(PointsError) -> Decimal {
        let cap = try PointRule.figure(value, or: .capNotWhole(value))
        guard PointRule.isWhole(cap) else { throw .capNotWhole(value) }
        return cap
    }

    /// Tags apart by `+`: `tobacco+voucher`.
    private static func tags(_ value: String) throws(PointsError) -> [String] {
        let tags = value.split(separator: "+", omittingEmptySubsequences: false).map { TextNormalizer.trimmed(String($0)) }
        for tag in tags where !isTag(tag) { throw .badTag(tag) }
        return tags
    }

    /// A day of the period: `2026-12-01`.
    private static func day(_ text: String) throws(PointsError) -> CalendarDay {
        do { return try CalendarDay(parsing: text) } catch { throw .money(error) }
    }
}
