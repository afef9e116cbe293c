import Points
import ShopCore
import Tax
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rule's definition computed apart from the library, on 128-bit integer
/// fractions: each item's exact part of its receipt (with the receipt's own
/// rounded tax), the paid part after points spent, the base cut to the step,
/// times the rate, rounded by the rule, capped.
@Suite struct PointsOracleTests {
    /// A non-negative fraction of 128-bit integers, kept in lowest terms.
    struct Ratio: Equatable {
        var numerator: Int128
        var denominator: Int128

        init(_ numerator: Int128, _ denominator: Int128 = 1) {
            let divisor = Self.gcd(numerator, denominator)
            self.numerator = numerator / divisor
            self.denominator = denominator / divisor
        }

        static func gcd(_ a: Int128, _ b: Int128) -> Int128 {
            var (a, b) = (a, b)
            while b != 0 { (a, b) = (b, a % b) }
            return a == 0 ? 1 : a
        }

        static func + (lhs: Ratio, rhs: Ratio) -> Ratio {
            Ratio(lhs.numerator * rhs.denominator + rhs.numerator * lhs.denominator, lhs.denominator * rhs.denominator)
        }

        static func * (lhs: Ratio, rhs: Ratio) -> Ratio {
            Ratio(lhs.numerator * rhs.numerator, lhs.denominator * rhs.denominator)
        }

        /// Whole units, rounded as `rule` says.
        func rounded(_ rule: RoundingRule) -> Int128 {
            let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
            guard remainder != 0 else { return quotient }
            switch rule {
            case .towardZero: return quotient
            case .awayFromZero: return quotient + 1
            case .toNearestOrAwayFromZero: return 2 * remainder >= denominator ? quotient + 1 : quotient
            case .toNearestOrEven:
                if 2 * remainder > denominator { return quotient + 1 }
                if 2 * remainder < denominator { return quotient }
                return quotient % 2 == 0 ? quotient : quotient + 1
            }
        }
    }

    /// A whole number of yen or points as an `Int`.
    static func whole(_ value: Decimal) -> Int { Int(MoneyFormat.plain(value)) ?? -1 }

    struct Order {
        var prices: [Int]
        var category: TaxCategory
    }

    static let categories: [TaxCategory] = [
        .outsideTax, TaxCategory(rate: .standard, basis: .excluded), TaxCategory(rate: .standard, basis: .included),
        TaxCategory(rate: .reduced, basis: .excluded), TaxCategory(rate: .reduced, basis: .included),
    ]

    @Test func pointsEqualTheRulesDefinitionOnRandomPurchasesRulesAndStacks() throws {
        var random = SplitMix64(seed: 0x5EED_0028)
        for _ in 0..<400 {
            let orders = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                Order(
                    prices: (0..<Int.random(in: 1...6, using: &random)).map { _ in Int.random(in: 1...50_000, using: &random) },
                    category: Self.categories.randomElement(using: &random)!)
            }
            let receipts = try orders.map { order in
                try Receipt(
                    currency: .jpy,
                    lines: order.prices.map { Receipt.Line(amount: Money(Decimal($0), .jpy), category: order.category) })
            }
            let total = receipts.reduce(0) { $0 + Self.whole($1.total.amount) }
            let spent = Bool.random(using: &random) ? 0 : Int.random(in: 0...total, using: &random)
            let purchase = try PointPurchase(orders: receipts, pointsSpent: Decimal(spent))

            // Each item's exact parts, from the receipt's own tax.
            var items: [(order: Int, included: Ratio, excluded: Ratio)] = []
            for (index, (order, receipt)) in zip(orders, receipts).enumerated() {
                let amount = Int128(order.prices.reduce(0, +))
                let tax = Int128(Self.whole(receipt.tax.amount))
                for price in order.prices {
                    let price = Int128(price)
                    switch order.category.basis {
                    case .excluded:
                        items.append((index, Ratio(price * (amount + tax), amount), Ratio(price)))
                    case .included:
                        items.append((index, Ratio(price), Ratio(price * (amount - tax), amount)))
                    }
                }
            }
            let paidShare = Ratio(Int128(total - spent), Int128(total))

            var rules: [PointRule] = []
            var expected: [Int128] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let usesPercent = Bool.random(using: &random)
                let basisPoints = Int128(Int.random(in: 1...2_000, using: &random))
                let per = [100, 200, 500].randomElement(using: &random)!
                let step: Int? = [nil, nil, 100, 200, 1000].randomElement(using: &random)!
                let base = PointRule.Base.allCases.randomElement(using: &random)!
                let granularity = PointRule.Granularity.allCases.randomElement(using: &random)!
                let rounding = RoundingRule.allCases.randomElement(using: &random)!
                let cap: Int? = Bool.random(using: &random) ? nil : Int.random(in: 1...3_000, using: &random)
                let rate: PointRule.Rate =
                    usesPercent ? .percent(try Percentage(Decimal(Int(basisPoints)) / 100)) : .points(1, per: Decimal(per))
                rules.append(
                    try PointRule(
                        rate: rate, base: base, granularity: granularity, step: step.map { Decimal($0) },
                        rounding: rounding, cap: cap.map { Decimal($0) }))

                let rateRatio = usesPercent ? Ratio(basisPoints, 10_000) : Ratio(1, Int128(per))
                // The step first, then whole N of a rate 1/N.
                let cuts: [Int128] = (step.map { [Int128($0)] } ?? []) + (usesPercent ? [] : [Int128(per)])
                var units: [[Int]] = []
                switch granularity {
                case .item: units = items.indices.map { [$0] }
                case .payment: units = [Array(items.indices)]
                case .order: units = orders.indices.map { order in items.indices.filter { items[$0].order == order } }
                }
                var points: Int128 = 0
                for unit in units {
                    var amount = Ratio(0)
                    for index in unit {
                        let item = items[index]
                        switch base {
                        case .included: amount = amount + item.included
                        case .excluded: amount = amount + item.excluded
                        case .paid: amount = amount + item.included * paidShare
                        }
                    }
                    for cut in cuts { amount = Ratio(amount.numerator / (amount.denominator * cut) * cut) }
                    points += (amount * rateRatio).rounded(rounding)
                }
                expected.append(cap.map { min(Int128($0), points) } ?? points)
            }
            let earned = try PointsEarned(purchase, rules: rules)
            let got = earned.programs.map { Int128(Self.whole($0.points)) }
            #expect(got == expected, "rules \(rules), orders \(orders.map(\.prices)), spent \(spent)")
            if got != expected { return }
        }
    }
}
