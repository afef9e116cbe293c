import ShopCore
import TestSupport
import Testing

@testable import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite struct ReceiptTests {
    static let reducedExcluded = TaxCategory(rate: .reduced, basis: .excluded)
    static let standardExcluded = TaxCategory(rate: .standard, basis: .excluded)
    static let reducedIncluded = TaxCategory(rate: .reduced, basis: .included)
    static let standardIncluded = TaxCategory(rate: .standard, basis: .included)

    static func yen(_ amounts: [Int], _ category: TaxCategory) -> [Receipt.Line] {
        amounts.map { Receipt.Line(amount: Money(Decimal($0), .jpy), category: category) }
    }

    static let excludedLines =
        yen([198, 128, 213], reducedExcluded) + yen([298, 105, 105], standardExcluded)

    @Test(arguments: [
        (RoundingRule.towardZero, 50, 43, 1140), (.toNearestOrAwayFromZero, 51, 43, 1141), (.awayFromZero, 51, 44, 1142),
    ])
    func taxExcludedReceipt(_ rounding: RoundingRule, _ tenPercentTax: Int, _ eightPercentTax: Int, _ total: Int) throws {
        let receipt = try Receipt(currency: .jpy, lines: Self.excludedLines, rounding: rounding)
        #expect(receipt.subtotal == Money(1047, .jpy))
        #expect(receipt.groups.map(\.category) == [Self.standardExcluded, Self.reducedExcluded])
        #expect(receipt.groups.map(\.taxable) == [Money(508, .jpy), Money(539, .jpy)])
        #expect(receipt.groups.map(\.tax) == [Money(Decimal(tenPercentTax), .jpy), Money(Decimal(eightPercentTax), .jpy)])
        #expect(receipt.total == Money(Decimal(total), .jpy))
    }

    @Test func perItemRoundingGivesTheCalculatorsFigure() throws {
        let receipt = try Receipt(currency: .jpy, lines: Self.excludedLines)
        // 15 + 10 + 17 = 42 and 29 + 10 + 10 = 49, where the till says 43 and 50.
        #expect(receipt.groups.map(\.perItemTax) == [Money(49, .jpy), Money(42, .jpy)])
        #expect(receipt.perItemTax == Money(91, .jpy))
        #expect(receipt.perItemTotal == Money(1138, .jpy))
        #expect(receipt.tax == Money(93, .jpy))
    }

    @Test func taxIncludedReceipt() throws {
        let lines = Self.yen([151, 298, 138], Self.reducedIncluded) + Self.yen([218, 437], Self.standardIncluded)
        let receipt = try Receipt(currency: .jpy, lines: lines)
        #expect(receipt.groups.map(\.taxable) == [Money(655, .jpy), Money(587, .jpy)])
        #expect(receipt.groups.map(\.tax) == [Money(59, .jpy), Money(43, .jpy)])
        #expect(receipt.tax == Money(102, .jpy))
        #expect(receipt.addedTax == Money(0, .jpy))
        #expect(receipt.total == Money(1242, .jpy))
    }

    @Test func aCouponAcrossTwoRatesIsSplitByPrice() throws {
        let lines = Self.yen([3300], Self.standardIncluded) + Self.yen([2160], Self.reducedIncluded)
        let receipt = try Receipt(currency: .jpy, lines: lines, coupons: [Coupon(amount: Money(1000, .jpy))])
        #expect(receipt.groups.map(\.discount) == [Money(604, .jpy), Money(396, .jpy)])
        #expect(receipt.groups.map(\.taxable) == [Money(2696, .jpy), Money(1764, .jpy)])
        #expect(receipt.groups.map(\.tax) == [Money(245, .jpy), Money(130, .jpy)])
        #expect(receipt.total == Money(4460, .jpy))
    }

    @Test func aPercentageCouponIsRoundedDownThenTakenAsAnAmount() throws {
        let lines = Self.yen([3300], Self.standardIncluded) + Self.yen([2160], Self.reducedIncluded)
        let receipt = try Receipt(currency: .jpy, lines: lines, coupons: [Coupon(percent: try Percentage(15))])
        // 15% of 5,460 = 819.
        #expect(receipt.coupons.map(\.amount) == [Money(819, .jpy)])
        #expect(receipt.total == Money(4641, .jpy))
    }

    @Test func couponsAboveTheSubtotalAreRefused() throws {
        #expect(throws: TaxError.couponsExceedSubtotal(coupons: Money(600, .jpy), subtotal: Money(500, .jpy))) {
            try Receipt(
                currency: .jpy, lines: Self.yen([500], .outsideTax),
                coupons: [Coupon(amount: Money(100, .jpy)), Coupon(amount: Money(500, .jpy))])
        }
    }

    @Test func whatRoundingLeavesCascadesWhenTheLowestRateIsTooSmall() throws {
        // 3 yen over 10%: 1, 8%: 1, 0%: 1 → floors 1 × 3/... : each floor(3 × 1 / 3) = 1; sum 3.
        let parts = try Receipt.allocate(
            Money(2, .jpy),
            over: [Self.standardExcluded: Money(1, .jpy), Self.reducedExcluded: Money(1, .jpy), .outsideTax: Money(1, .jpy)])
        // floor(2/3) = 0 for the 10% and 8% groups; the 0% group takes 1 (its whole amount), then 8% the last 1.
        #expect(parts[Self.standardExcluded] == Money(0, .jpy))
        #expect(parts[Self.reducedExcluded] == Money(1, .jpy))
        #expect(parts[.outsideTax] == Money(1, .jpy))
    }

    // MARK: - Property

    /// `n ÷ d` rounded to a whole number by `rule`, in plain integers: the oracle.
    static func divide(_ n: Int, _ d: Int, _ rule: RoundingRule) -> Int {
        let (q, r) = n.quotientAndRemainder(dividingBy: d)
        guard r != 0 else { return q }
        switch rule {
        case .towardZero: return q
        case .awayFromZero: return q + 1
        case .toNearestOrAwayFromZero: return 2 * r >= d ? q + 1 : q
        case .toNearestOrEven: return 2 * r > d || (2 * r == d && q % 2 == 1) ? q + 1 : q
        }
    }

    @Test func randomReceiptsFollowTheRule() throws {
        var random = SplitMix64(seed: 0x7A8)
        let rates = ["10", "8", "0", "8.875", "20", "5.5", "0.0001"]
        for round in 0..<400 {
            let currency: Currency = round % 2 == 0 ? .jpy : .usd
            let scale = currency == .jpy ? 1 : 100  // minor units a unit of currency
            let rule = RoundingRule.allCases[Int(random.next() % 4)]
            var lines: [Receipt.Line] = []
            var minor: [TaxCategory: Int] = [:]
            for _ in 0..<Int(1 + random.next() % 40) {
                let rate = try Percentage(parsingTaxRate: rates[Int(random.next() % UInt64(rates.count))])
                let category = TaxCategory(rate: rate, basis: random.next() % 2 == 0 ? .excluded : .included)
                let units = Int(random.next() % 2_000_000)
                lines.append(Receipt.Line(amount: Money(Decimal(units) / Decimal(scale), currency), category: category))
                minor[category, default: 0] += units
            }
            let subtotal = minor.values.reduce(0, +)
            var coupons: [Coupon] = []
            var discount = 0
            if random.next() % 3 != 0, subtotal > 0 {
                let units = Int(1 + random.next() % UInt64(max(1, subtotal / 2)))
                coupons.append(try Coupon(amount: Money(Decimal(units) / Decimal(scale), currency)))
                discount += units
                if random.next() % 2 == 0 {
                    let percent = Int(1 + random.next() % 40)
                    coupons.append(try Coupon(percent: try Percentage(Decimal(percent))))
                    discount += subtotal * percent / 100
                }
            }
            guard discount <= subtotal else { continue }
            let receipt = try Receipt(currency: currency, lines: lines, coupons: coupons, rounding: rule)
            func units(_ money: Money) -> Int { Int(MoneyFormat.plain(money.amount * Decimal(scale)))! }
            #expect(units(receipt.discount) == discount)
            #expect(receipt.groups.reduce(0) { $0 + units($1.discount) } == discount, "coupon parts add up")
            var added = 0
            for group in receipt.groups {
                let taxable = units(group.taxable)
                #expect(taxable + units(group.discount) == minor[group.category])
                #expect(units(group.discount) >= 0 && taxable >= 0)
                // The rate in ten-thousandths of a percent, so the oracle stays in integers.
                let rate = units1e4(group.category.rate)
                let divisor = group.category.basis == .excluded ? 1_000_000 : 1_000_000 + rate
                let expected = Self.divide(taxable * rate, divisor, rule)
                #expect(units(group.tax) == expected, "\(group.category) \(taxable)")
                if group.category.basis == .excluded { added += expected }
            }
            #expect(units(receipt.total) == subtotal - discount + added)
        }
    }

    private func units1e4(_ rate: Percentage) -> Int {
        Int(MoneyFormat.plain(rate.value * 10_000))!
    }
}

extension ReceiptTests {
    @Test func linePaymentsShareTheCouponsAndTheTaxOfTheirGroup() throws {
        let lines = Self.yen([1000], Self.standardExcluded) + Self.yen([500], Self.reducedExcluded)
        let receipt = try Receipt(currency: .jpy, lines: lines, coupons: [Coupon(amount: Money(100, .jpy))])
        // 10%: 1,000 − 66 = 934, tax 93; 8%: 500 − 34 = 466, tax 37.
        #expect(try receipt.linePayments() == [Money(1027, .jpy), Money(503, .jpy)])
        let three = try Receipt(currency: .jpy, lines: Self.yen([198, 128, 213], Self.reducedExcluded))
        // Tax 43 shared by 198 : 128 : 213 → 15.80, 10.21, 16.99 → floors 15, 10, 16; the 2 left go to 16.99 and 15.80.
        #expect(try three.linePayments() == [Money(214, .jpy), Money(138, .jpy), Money(230, .jpy)])
    }

    @Test func linePaymentsAlwaysAddUpToTheTotal() throws {
        var random = SplitMix64(seed: 0x11_4E)
        let categories = [Self.standardExcluded, Self.reducedExcluded, Self.standardIncluded, Self.reducedIncluded, .outsideTax]
        for round in 0..<300 {
            let currency: Currency = round % 2 == 0 ? .jpy : .usd
            var lines: [Receipt.Line] = []
            for _ in 0..<Int(1 + random.next() % 30) {
                let amount = Decimal(Int(random.next() % 300_000)) / (currency == .jpy ? 1 : 100)
                lines.append(Receipt.Line(amount: Money(amount, currency), category: categories[Int(random.next() % 5)]))
            }
            let subtotal = lines.reduce(Decimal(0)) { $0 + $1.amount.amount }
            var coupons: [Coupon] = []
            if subtotal > 0, random.next() % 2 == 0 {
                coupons.append(try Coupon(percent: try Percentage(Decimal(1 + random.next() % 60))))
            }
            let receipt = try Receipt(currency: currency, lines: lines, coupons: coupons)
            let payments = try receipt.linePayments()
            #expect(payments.reduce(Decimal(0)) { $0 + $1.amount } == receipt.total.amount)
            for (line, payment) in zip(lines, payments) {
                #expect(payment.amount >= 0)
                if line.category.basis == .included || line.category.isOutsideTax {
                    #expect(payment.amount <= line.amount.amount, "only coupons change an included or untaxed line")
                }
            }
        }
    }
}

extension ReceiptTests {
    /// One item and a coupon: rounding per item is rounding the group, in every mode.
    @Test(arguments: RoundingRule.allCases)
    func perItemWithACouponFollowsTheRounding(_ rule: RoundingRule) throws {
        let receipt = try Receipt(
            currency: .jpy, lines: Self.yen([2697], Self.standardIncluded), coupons: [Coupon(amount: Money(1, .jpy))],
            rounding: rule)
        #expect(receipt.groups[0].perItemTax == receipt.groups[0].tax)
        #expect(receipt.perItemTotal == receipt.total)
    }
}

extension ReceiptTests {
    /// The lines' shares are ShopCore's one allocation: a tie goes to the earlier line.
    @Test func aTieInTheLinesSharesGoesToTheEarlierLine() throws {
        // 10% on 5 + 5 + 5 = 15 → 1.5 → 1 (down); 1 over 5 : 5 : 5 is 0.33… each: the first line takes it.
        let receipt = try Receipt(currency: .jpy, lines: Self.yen([5, 5, 5], Self.standardExcluded))
        #expect(receipt.total == Money(16, .jpy))
        #expect(try receipt.linePayments() == [Money(6, .jpy), Money(5, .jpy), Money(5, .jpy)])
    }

    /// Line shares are `Allocation.allocate` of the group's tax by the lines, to the yen.
    @Test func lineSharesAreTheOneAllocation() throws {
        var random = SplitMix64(seed: 0xA110C)
        for _ in 0..<100 {
            let amounts = (0..<Int(1 + random.next() % 12)).map { _ in Int(random.next() % 50_000) }
            let receipt = try Receipt(currency: .jpy, lines: Self.yen(amounts, Self.reducedExcluded))
            let (taxes, rest) = try Allocation.allocate(
                receipt.tax.amount, proportionalTo: amounts.map { Decimal($0) }, unit: 1)
            #expect(rest == 0)
            let expected = zip(amounts, taxes).map { Money(Decimal($0) + $1, .jpy) }
            #expect(try receipt.linePayments() == expected)
        }
    }

    /// 問69 is not the largest remainder: the lowest rate absorbs all that rounding leaves, two yen here.
    @Test func theLowestRateAbsorbsAllTheRoundingOfACoupon() throws {
        let lines =
            Self.yen([100], Self.standardExcluded) + Self.yen([100], Self.reducedExcluded) + Self.yen([100], .outsideTax)
        let receipt = try Receipt(currency: .jpy, lines: lines, coupons: [Coupon(amount: Money(200, .jpy))])
        // 200 × 100/300 = 66.67 each: 10% 66, 8% 66, outside tax the rest, 68.
        #expect(receipt.groups.map(\.discount) == [Money(66, .jpy), Money(66, .jpy), Money(68, .jpy)])
        #expect(receipt.groups.map(\.tax) == [Money(3, .jpy), Money(2, .jpy), Money(0, .jpy)])
        #expect(receipt.total == Money(105, .jpy))
        #expect(try receipt.linePayments() == [Money(37, .jpy), Money(36, .jpy), Money(32, .jpy)])
    }

    /// A line of a fraction of the minor unit: what the shares leave below one unit stays on the first line.
    @Test func linePaymentsAddUpWhenALineIsAFractionOfTheMinorUnit() throws {
        let lines = [
            Receipt.Line(amount: Money(Decimal(5) / 10, .jpy), category: .outsideTax),
            Receipt.Line(amount: Money(2, .jpy), category: Self.standardExcluded),
        ]
        let receipt = try Receipt(currency: .jpy, lines: lines, coupons: [Coupon(amount: Money(2, .jpy))])
        // 10%: floor(2 × 2 / 2.5) = 1; outside tax takes its whole 0.5, the last 0.5 goes back to 10%: 1.5.
        #expect(receipt.groups.map(\.discount) == [Money(Decimal(15) / 10, .jpy), Money(Decimal(5) / 10, .jpy)])
        #expect(receipt.total == Money(Decimal(5) / 10, .jpy))
        #expect(receipt.perItemTotal == receipt.total)
        #expect(try receipt.linePayments() == [Money(0, .jpy), Money(Decimal(5) / 10, .jpy)])
    }
}
