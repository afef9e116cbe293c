import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The points a purchase earns under one or more programmes stacked, each
/// counted, rounded and capped on its own, and what they are worth.
///
/// ```
/// figure          | definition
/// ----------------+-----------------------------------------------------------
/// points          | the programmes' points added up
/// value           | each programme's points × its point's value, added up
/// effective price | paid − value
/// effective rate  | value ÷ (paid + points spent + value)
/// ```
///
/// The effective rate is the discount the points are worth: ¥10,000 with
/// 20 % back pays ¥10,000 for ¥12,000 of value (the goods and 2,000 points),
/// 2,000 ÷ 12,000 = 16.67 % — a rate r back is r ÷ (1 + r) off, less
/// than r off. Coupons are not in it: it is the points' own worth against
/// what was paid after them.
public struct PointsEarned: Sendable, Hashable {
    /// One program's points (a points programme, spelled as the JSON spells it: `programs`).
    public struct Program: Sendable, Hashable {
        /// The rule it was counted by.
        public let rule: PointRule
        /// The amount counted: the sum of its bases, before each was cut to the step.
        public let base: Fraction
        /// The points before the cap.
        public let uncapped: Decimal
        /// The points given: ``uncapped``, or the cap when that is less.
        public let points: Decimal

        /// Whether the cap took points away.
        public var isCapped: Bool { points < uncapped }
        /// What the points are worth in the purchase's currency.
        public var value: Decimal { points * rule.value }
    }

    /// The purchase counted.
    public let purchase: PointPurchase
    /// Each program, in the order given.
    public let programs: [Program]

    /// The 0.2 name of ``Program``.
    @available(*, deprecated, renamed: "Program")
    public typealias Programme = Program

    /// The 0.2 name of ``programs``.
    @available(*, deprecated, renamed: "programs")
    public var programmes: [Program] { programs }

    /// Counts `purchase` under `rules`, each on its own.
    /// - Throws: ``PointsError/money(_:)`` past the exact range.
    public init(_ purchase: PointPurchase, rules: [PointRule]) throws(PointsError) {
        self.purchase = purchase
        var programs: [Program] = []
        for rule in rules {
            var base = Fraction.zero
            var points: Decimal = 0
            for unit in Self.bases(of: purchase, per: rule.granularity) {
                var amount = Fraction.zero
                do throws(ShopCoreError) {
                    for index in unit { amount = try amount + purchase.amount(of: purchase.items[index], rule.base) }
                    base = try base + amount
                } catch {
                    throw .money(error)
                }
                points += try rule.points(on: amount)
            }
            let capped = rule.cap.map { min($0, points) } ?? points
            programs.append(Program(rule: rule, base: base, uncapped: points, points: capped))
        }
        self.programs = programs
    }

    /// `purchase` counted as `programs`, figured elsewhere (a payment of a campaign list).
    init(_ purchase: PointPurchase, programs: [Program]) {
        self.purchase = purchase
        self.programs = programs
    }

    /// The item indices of each base a rule counts: one per item, per order, or all.
    static func bases(of purchase: PointPurchase, per granularity: PointRule.Granularity) -> [[Int]] {
        switch granularity {
        case .item:
            return purchase.items.indices.map { [$0] }
        case .payment:
            return [Array(purchase.items.indices)]
        case .order:
            // The orders as first seen, each with its items. A list rather than a dictionary by order:
            // a purchase has few orders, its items in runs, and the first `[Int: …]` of a run costs a
            // scan of every conformance of the binary at start-up.
            // (Two lists, not one of pairs: each list of a new type is a type made at run time.)
            var orders: [Int] = []
            var items: [[Int]] = []
            for (index, item) in purchase.items.enumerated() {
                if let last = orders.indices.last, orders[last] == item.order {
                    items[last].append(index)
                } else if let place = orders.firstIndex(of: item.order) {
                    items[place].append(index)
                } else {
                    orders.append(item.order)
                    items.append([index])
                }
            }
            return items
        }
    }

    /// All programmes' points.
    public var points: Decimal { programs.reduce(0) { $0 + $1.points } }

    /// What all the points are worth, in the purchase's currency.
    public var value: Decimal { programs.reduce(0) { $0 + $1.value } }

    /// What was paid in money.
    public var paid: Fraction { purchase.paid }

    /// What was paid less what the points are worth.
    public var effectivePrice: Fraction {
        get throws(PointsError) {
            do { return try paid - Fraction(value) } catch { throw .money(error) }
        }
    }

    /// The discount the points are worth, as a fraction of 1: value ÷ (paid +
    /// points spent + value), what was paid after coupons against what it
    /// bought; nil when that is 0 ÷ 0 (nothing was paid and nothing earned).
    public var effectiveRate: Fraction? {
        get throws(PointsError) {
            do {
                let worth = try purchase.total + Fraction(value)
                guard !worth.isZero else { return nil }
                return try Fraction(value) / worth
            } catch {
                throw .money(error)
            }
        }
    }

    /// What the goods cost once the points are counted as a discount: the
    /// list price × (paid + points spent) ÷ (list price + value), comparable
    /// with a price paid under a plain discount (``PointsComparison``); with
    /// no coupon it is the list price × (1 − ``effectiveRate``).
    public var effectiveCost: Fraction {
        get throws(PointsError) {
            do {
                let worth = try purchase.listPrice + Fraction(value)
                guard !worth.isZero else { return .zero }
                return try purchase.listPrice * purchase.total / worth
            } catch {
                throw .money(error)
            }
        }
    }
}
