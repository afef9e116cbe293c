import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One point programme (ポイント還元): how many points a purchase earns.
///
/// A rule is a rate and five choices, each with the default a shop most
/// often uses, written as the command line and rule files write it:
///
/// ```
/// part      | values                                  | default | 日本語
/// ----------+-----------------------------------------+---------+----------------------------
/// RATE      | 1%  0.5%  1/200 (one point per ¥200)    | (none)  | 還元率
/// base=     | paid  incl  excl                        | paid    | 支払額 税込 税抜
/// per=      | item  order  payment                    | order   | 商品ごと 注文ごと 決済ごと
/// step=     | an amount: 100 counts whole hundreds    | none    | 付与単位=
/// round=    | down  up  half-up  half-even            | down    | 端数= 切り捨て 切り上げ 四捨五入
/// cap=      | whole points                            | none    | 上限=
/// value=    | what one point is worth: 1, 0.5         | 1       | 価値=
/// name=     | the programme's name                    | the rule| 名前=
/// ```
///
/// How one base earns points (``points(on:)``): the base is cut down to a
/// whole number of steps (`step=`), then a rate `K/N` cuts it to whole `N`s
/// (`K` points for each whole `N`, whatever the step), then it is multiplied
/// by the rate and rounded to a whole point by the rounding rule. So
/// `1/200,step=100,round=up` gives ¥300 one point (300 → 300 → 200 → 1):
/// `round=` only moves a rate `K/N` whose `K` is not whole. Which bases are counted
/// is ``PointPurchase``'s: one per item line, per order or per payment, each
/// the price with tax, without tax or what was paid (``Base``).
///
/// ```
/// rule                       | base            | cut     | × rate | points
/// ---------------------------+-----------------+---------+--------+-------
/// 5%                         | 2,345           | 2,345   | 117.25 | 117
/// 1%                         | 256             | 256     | 2.56   | 2
/// 1%,base=excl,step=100      | 10,098          | 10,000  | 100    | 100
/// 1/200,base=excl            | 10,098          | 10,000  | 50     | 50
/// 1/200,step=100,round=up    | 300             | 200     | 1      | 1
/// 1/200,step=300             | 500             | 300→200 | 1      | 1
/// 1%,round=half-up           | 1,250           | 1,250   | 12.5   | 13
/// ```
///
/// Nothing about a shop is built in: a rule is what the person writes, as
/// shops change theirs.
public struct PointRule: Sendable, Hashable, CustomStringConvertible {
    /// How many points an amount earns.
    public enum Rate: Sendable, Hashable, CustomStringConvertible {
        /// A percentage of the base: `1%`.
        case percent(Percentage)
        /// `points` points for each whole `per` of the base: `1/200`.
        case points(Decimal, per: Decimal)

        /// As written: `1%`, `1/200`.
        public var description: String {
            switch self {
            case .percent(let percentage): return percentage.description
            case .points(let points, let per): return MoneyFormat.plain(points) + "/" + MoneyFormat.plain(per)
            }
        }
    }

    /// Which amount points are counted on.
    ///
    /// Each is after coupons.
    public enum Base: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// What was paid: the price with tax after coupons, less the points spent.
        case paid
        /// The price with tax, after coupons; points spent still earn.
        case included = "incl"
        /// The price without tax, after coupons.
        case excluded = "excl"

        /// As written in a rule: `paid`, `incl`, `excl`.
        public var description: String { rawValue }
    }

    /// What one base is: each item line, each order, or the whole payment.
    public enum Granularity: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Each item line on its own (Rakuten Ichiba counts this way).
        case item
        /// Each order (a shop's order within one payment).
        case order
        /// The whole payment, however many orders it covers.
        case payment

        /// As written in a rule: `item`, `order`, `payment`.
        public var description: String { rawValue }
    }

    /// The rate.
    public let rate: Rate
    /// The amount counted.
    public let base: Base
    /// What one base is.
    public let granularity: Granularity
    /// The step the base is cut down to before the rate, if any (`100`: whole hundreds).
    public let step: Decimal?
    /// How the points of one base are brought to a whole point.
    public let rounding: RoundingRule
    /// The most points the programme gives for the purchase, if any.
    public let cap: Decimal?
    /// What one point is worth in the purchase's currency.
    public let value: Decimal
    /// The programme's name as the person gave it, if any.
    public let name: String?

    /// Points per one of the currency.
    let perUnit: Fraction

    /// A rule from its parts, checked: the rate above zero, the step and the
    /// value amounts above zero, the cap a whole number above zero.
    /// - Throws: ``PointsError``.
    public init(
        rate: Rate, base: Base = .paid, granularity: Granularity = .order, step: Decimal? = nil,
        rounding: RoundingRule = .towardZero, cap: Decimal? = nil, value: Decimal = 1, name: String? = nil
    ) throws(PointsError) {
        switch rate {
        case .percent(let percentage):
            guard percentage > .zero else { throw .rateNotPositive(percentage.description) }
            perUnit = percentage.fraction
        case .points(let points, let per):
            guard points > 0, per > 0 else { throw .rateNotPositive(rate.description) }
            do throws(ShopCoreError) { perUnit = try Fraction(points) / Fraction(per) } catch { throw .money(error) }
        }
        // A figure past the exact range is refused as every amount is (below 10^15, at most 12 decimals).
        // (One call a figure rather than a loop over `[step, cap, value]`: an array of optional
        // amounts is a type the run time makes on first use.)
        func validate(_ figure: Decimal?) throws(PointsError) {
            if let figure { do { try Bounds.validate(figure) } catch { throw .money(error) } }
        }
        try validate(step)
        try validate(cap)
        try validate(value)
        if let step, step <= 0 { throw .stepNotPositive(MoneyFormat.plain(step)) }
        if let cap, cap <= 0 || !Self.isWhole(cap) { throw .capNotWhole(MoneyFormat.plain(cap)) }
        guard value > 0 else { throw .valueNotPositive(MoneyFormat.plain(value)) }
        if let name {
            guard (try? DisplayText.checkedName(name)) == name, !name.contains(where: { $0 == "," || $0 == "=" })
            else { throw .badName(name) }
        }
        self.rate = rate
        self.base = base
        self.granularity = granularity
        self.step = step
        self.rounding = rounding
        self.cap = cap
        self.value = value
        self.name = name
    }

    /// The points one base earns, before the cap: `base` cut down to a whole
    /// number of steps, then (a rate `K/N`) to whole `N`s, times the rate,
    /// rounded to a whole point.
    /// - Throws: ``PointsError/money(_:)`` past the exact range.
    public func points(on base: Fraction) throws(PointsError) -> Decimal {
        do { return try wholePoints(on: base) } catch { throw .money(error) }
    }

    /// ``points(on:)`` with the money core's error.
    func wholePoints(on base: Fraction) throws(ShopCoreError) -> Decimal {
        try (counted(base) * perUnit).rounded(toMultipleOf: 1, rounding)
    }

    /// `base` cut down to whole steps, then, under a rate `K/N`, to whole `N`s: what the rate multiplies.
    func counted(_ base: Fraction) throws(ShopCoreError) -> Fraction {
        var counted = base
        if let step { counted = try Fraction(try counted.rounded(toMultipleOf: step, .towardZero)) }
        if case .points(_, let per) = rate { counted = try Fraction(try counted.rounded(toMultipleOf: per, .towardZero)) }
        return counted
    }

    /// Whether `value` is a whole number.
    static func isWhole(_ value: Decimal) -> Bool { (try? Fraction(value))?.isInteger ?? false }

    /// The name shown for the programme: its own, or the rule as written.
    public var displayName: String { name ?? ruleText }

    /// The rule as written, without its name: `1%,base=excl,step=100`; a part
    /// at its default is left out.
    public var ruleText: String {
        var parts = [rate.description]
        if base != .paid { parts.append("base=\(base)") }
        if granularity != .order { parts.append("per=\(granularity)") }
        if let step { parts.append("step=\(MoneyFormat.plain(step))") }
        if rounding != .towardZero { parts.append("round=\(rounding)") }
        if let cap { parts.append("cap=\(MoneyFormat.plain(cap))") }
        if value != 1 { parts.append("value=\(MoneyFormat.plain(value))") }
        return parts.joined(separator: ",")
    }

    /// The rule as written, with its name if it has one; ``init(parsing:)`` reads it back.
    public var description: String {
        guard let name else { return ruleText }
        return ruleText + ",name=" + name
    }
}
