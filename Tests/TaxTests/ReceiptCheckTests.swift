import ShopCore
import Tax
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// レシート検算: the ways of computing that give every printed figure, and the verdict on the invoice rule.
@Suite struct ReceiptCheckTests {
    static let reduced = Percentage.reduced
    static let standard = Percentage.standard

    /// NTA インボイスQ&A 問57, the simplified invoice with the tax included: 10 % ¥60,000 → ¥5,454,
    /// 8 % ¥40,000 → ¥2,962, rounded down once per rate.
    @Test func theNTAsIncludedExampleFollowsTheRule() throws {
        let receipt = PrintedReceipt(
            items: [],
            printed: [
                .init(.taxable(Self.standard), 60_000), .init(.tax(Self.standard), 5_454),
                .init(.taxable(Self.reduced), 40_000), .init(.tax(Self.reduced), 2_962), .init(.total, 100_000),
            ])
        let check = try ReceiptCheck(receipt)
        #expect(check.verdict == .follows)
        // 60,000 × 10/110 = 5,454.54… and 40,000 × 8/108 = 2,962.96…, both down; or the base up:
        // 60,000 × 100/110 = 54,545.45… → 54,546 (tax 5,454), 40,000 × 100/108 = 37,037.03… → 37,038 (tax 2,962).
        // With one printed total a rate, a line and a unit are the rate's total.
        #expect(
            check.fits.map(\.description) == [
                "included, receipt, down, tax", "included, receipt, up, base", "included, line, down, tax",
                "included, line, up, base", "included, unit, down, tax", "included, unit, up, base",
            ])
        #expect(check.invoiceFigures?.rates.map(\.tax) == [2_962, 5_454])
        #expect(check.difference == 0)
    }

    /// The NTA's 参考 example, tax excluded: 10 % ¥11,345 + ¥12,549 → ¥2,389 and 8 % ¥9,987 + ¥12,345 →
    /// ¥1,786, once per rate; rounded per line it would be ¥2,388 and ¥1,785.
    @Test func theNTAsExcludedExampleFollowsTheRuleAndOnlyRoundingDownFits() throws {
        let receipt = PrintedReceipt(
            items: [
                .init(label: "a", price: 11_345, rate: Self.standard), .init(label: "b", price: 12_549, rate: Self.standard),
                .init(label: "c", price: 9_987, rate: Self.reduced), .init(label: "d", price: 12_345, rate: Self.reduced),
            ],
            printed: [
                .init(.taxable(Self.standard), 23_894), .init(.tax(Self.standard), 2_389),
                .init(.taxable(Self.reduced), 22_332), .init(.tax(Self.reduced), 1_786), .init(.total, 50_401),
            ])
        let check = try ReceiptCheck(receipt)
        #expect(check.verdict == .follows)
        #expect(check.fits.map(\.description) == ["excluded, receipt, down, tax"])
        #expect(check.difference == 0)
        let perLine = try ReceiptCheck.figures(
            of: receipt, under: .init(basis: .excluded, per: .line, rounding: .towardZero))
        #expect(perLine.rates.map(\.tax) == [1_785, 2_388])
    }

    /// Three ¥105 items at 8 % with ¥24 of tax: each line's ¥8.40 rounded down (or to the nearest).
    ///
    /// One rounding per rate gives ¥25 (315 × 8 % = 25.2): the receipt breaks the rule, and ¥1 less was paid.
    @Test func taxRoundedPerItemBreaksTheRule() throws {
        let item = PrintedReceipt.Item(label: "おにぎり", price: 105, rate: Self.reduced)
        let receipt = PrintedReceipt(
            items: [item, item, item],
            printed: [.init(.taxable(Self.reduced), 315), .init(.tax(Self.reduced), 24), .init(.total, 339)])
        let check = try ReceiptCheck(receipt)
        #expect(check.verdict == .breaks)
        #expect(
            check.fits.map(\.description) == [
                "excluded, line, down, tax", "excluded, line, half-up, tax", "excluded, line, half-even, tax",
                "excluded, unit, down, tax", "excluded, unit, half-up, tax", "excluded, unit, half-even, tax",
            ])
        #expect(check.invoiceFigures?.rates.map(\.tax) == [25])
        #expect(check.invoiceFigures?.total == 340)
        #expect(check.difference == -1)
    }

    /// ¥190 ×2 at 5 % totalling ¥399: 380 + 19, whatever the rounding.
    @Test func aQuantityAtFivePercentIsExplained() throws {
        let receipt = PrintedReceipt(
            items: [.init(label: "x", price: 190, quantity: 2, rate: try Percentage(taxRate: 5))], printed: [.init(.total, 399)])
        let check = try ReceiptCheck(receipt)
        #expect(check.verdict == .follows)
        #expect(check.fits.first?.description == "excluded, receipt, down, tax")
        #expect(check.invoiceFigures?.total == 399)
    }

    /// A tax changed by one yen drops the way that gave it; when nothing is left, the receipt is
    /// unexplained, naming the first figure nothing gives and the nearest computed one.
    @Test func aFigureOffByOneYenIsUnexplained() throws {
        let receipt = PrintedReceipt(
            items: [
                .init(label: "a", price: 11_345, rate: Self.standard), .init(label: "b", price: 12_549, rate: Self.standard),
            ],
            printed: [.init(.tax(Self.standard), 2_391, line: 4), .init(.total, 26_285, line: 5)])
        let check = try ReceiptCheck(receipt)
        #expect(check.verdict == .unexplained)
        #expect(check.fits.isEmpty)
        #expect(check.unexplained?.figure == .tax(Self.standard))
        #expect(check.unexplained?.line == 4)
        #expect(check.unexplained?.printed == 2_391)
    }

    /// Items that do not add up to their rate's printed total, and change that is not tendered −
    /// total, are named before any rounding is tried.
    @Test func sumsThatDoNotAddUpAreUnexplained() throws {
        let items = [PrintedReceipt.Item(label: "a", price: 100, rate: Self.standard, line: 1)]
        let wrongTotal = try ReceiptCheck(
            PrintedReceipt(items: items, printed: [.init(.taxable(Self.standard), 110, line: 2)]))
        #expect(wrongTotal.verdict == .unexplained)
        #expect(wrongTotal.unexplained?.figure == .taxable(Self.standard))
        #expect(wrongTotal.unexplained?.computed == 100)
        let wrongChange = try ReceiptCheck(
            PrintedReceipt(
                items: items, printed: [.init(.total, 110), .init(.tendered, 1_000), .init(.change, 880, line: 7)]))
        #expect(wrongChange.verdict == .unexplained)
        #expect(wrongChange.unexplained?.figure == .change)
        #expect(wrongChange.unexplained?.computed == 890)
    }

    /// Round trip: a receipt computed under any one way, by an oracle written apart in whole yen,
    /// checks with that way among its fits, and every fit gives every printed figure.
    @Test func everyComputedReceiptChecksWithTheWayThatMadeIt() throws {
        var random = SplitMix64(seed: 35)
        let rates = [5, 8, 10]
        for _ in 0..<300 {
            var lines: [Oracle.Line] = []
            var items: [PrintedReceipt.Item] = []
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let price = Int.random(in: 1...3_000, using: &random)
                let quantity = Int.random(in: 1...3, using: &random)
                let discount = Bool.random(using: &random) ? Int.random(in: 0...(price * quantity / 2), using: &random) : 0
                let rate = rates[Int.random(in: 0..<rates.count, using: &random)]
                lines.append(Oracle.Line(price: price, quantity: quantity, discount: discount, rate: rate))
                items.append(
                    .init(
                        label: "i", price: Decimal(price), quantity: quantity, rate: try Percentage(taxRate: Decimal(rate)),
                        discount: Decimal(discount)))
            }
            let all = ReceiptCheck.Fit.all()
            let made = all[Int.random(in: 0..<all.count, using: &random)]
            let oracle = Oracle(lines: lines, fit: made)
            var printed: [PrintedReceipt.Printed] = []
            for (rate, taxable, tax) in oracle.rates {
                printed.append(.init(.taxable(try Percentage(taxRate: Decimal(rate))), Decimal(taxable)))
                printed.append(.init(.tax(try Percentage(taxRate: Decimal(rate))), Decimal(tax)))
            }
            printed.append(.init(.total, Decimal(oracle.total)))
            let check = try ReceiptCheck(PrintedReceipt(items: items, printed: printed))
            #expect(check.fits.contains(made), "\(made) made \(printed)")
            for fit in check.fits {
                let other = Oracle(lines: lines, fit: fit)
                #expect(other.rates.map(\.tax) == oracle.rates.map(\.tax) && other.total == oracle.total, "\(fit)")
            }
            #expect(check.verdict != .unexplained)
        }
    }

    /// A receipt the library computes (any one basis, coupons, any rounding) checks as following the
    /// rule with that rounding among its fits: what `cart receipt --export receipt` relies on.
    @Test func aComputedReceiptFollowsTheRuleByConstruction() throws {
        var random = SplitMix64(seed: 39)
        for _ in 0..<200 {
            let basis: TaxBasis = Bool.random(using: &random) ? .excluded : .included
            let rounding = RoundingRule.allCases[Int.random(in: 0..<4, using: &random)]
            var lines: [Receipt.Line] = []
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let rate = [Percentage.reduced, .standard][Int.random(in: 0...1, using: &random)]
                lines.append(
                    Receipt.Line(
                        amount: Money(Decimal(Int.random(in: 1...5_000, using: &random)), .jpy),
                        category: TaxCategory(rate: rate, basis: basis)))
            }
            let coupons =
                Bool.random(using: &random)
                ? [try Coupon(amount: Money(Decimal(Int.random(in: 1...50, using: &random)), .jpy))] : []
            let receipt = try Receipt(currency: .jpy, lines: lines, coupons: coupons, rounding: rounding)
            let check = try ReceiptCheck(try PrintedReceipt(receipt))
            #expect(check.verdict == .follows)
            #expect(check.fits.contains(.init(basis: basis, per: .receipt, rounding: rounding, rounds: .tax)))
            #expect(check.difference == 0)
        }
    }

    /// A receipt's transcript, in the file's English words.
    ///
    /// The ¥100 coupon is split by price (NTA
    /// 問69): 10 % takes ⌊100 × 398/596⌋ = ⌊66.8⌋ = 66, 8 % the rest, 34; the tax is 164 × 8 % = 13.12 → 13
    /// and 332 × 10 % = 33.2 → 33.
    @Test func aComputedReceiptsTranscript() throws {
        let receipt = try Receipt(
            currency: .jpy,
            lines: [
                .init(amount: Money(198, .jpy), category: .init(rate: .reduced, basis: .excluded)),
                .init(amount: Money(398, .jpy), category: .init(rate: .standard, basis: .excluded)),
            ], coupons: [try Coupon(amount: Money(100, .jpy))])
        #expect(
            try PrintedReceipt(receipt, labels: ["milk", "dish soap"]).transcript == """
                basis excluded
                item milk 198 8%
                item dish_soap 398 10%
                discount 8% 34
                discount 10% 66
                taxable 8% 164
                tax 8% 13
                taxable 10% 332
                tax 10% 33
                total 542

                """)
    }
}

/// The figures of a receipt under one way of computing, in whole yen with integer arithmetic,
/// apart from the library's fractions.
private struct Oracle {
    struct Line {
        let price: Int, quantity: Int, discount: Int, rate: Int
    }

    var rates: [(rate: Int, taxable: Int, tax: Int)] = []
    var total = 0

    init(lines all: [Line], fit: ReceiptCheck.Fit) {
        let byRate = Dictionary(grouping: all, by: \.rate)
        for rate in byRate.keys.sorted() {
            let lines = byRate[rate]!
            let taxable = lines.reduce(0) { $0 + $1.price * $1.quantity - $1.discount }
            var pieces: [(amount: Int, count: Int, sign: Int)]
            switch fit.per {
            case .receipt: pieces = [(taxable, 1, 1)]
            case .line: pieces = lines.map { ($0.price * $0.quantity - $0.discount, 1, 1) }
            case .unit: pieces = lines.flatMap { [($0.price, $0.quantity, 1), ($0.discount, 1, -1)] }
            }
            var tax = 0
            for piece in pieces {
                let each: Int
                switch (fit.basis, fit.rounds) {
                case (.excluded, _): each = Self.round(piece.amount * rate, 100, fit.rounding)
                case (.included, .tax): each = Self.round(piece.amount * rate, 100 + rate, fit.rounding)
                case (.included, .base): each = piece.amount - Self.round(piece.amount * 100, 100 + rate, fit.rounding)
                }
                tax += piece.sign * piece.count * each
            }
            rates.append((rate, taxable, tax))
            total += fit.basis == .excluded ? taxable + tax : taxable
        }
    }

    /// `n / d` for `n` ≥ 0, `d` > 0, rounded by `rule`.
    static func round(_ n: Int, _ d: Int, _ rule: RoundingRule) -> Int {
        let (q, r) = n.quotientAndRemainder(dividingBy: d)
        switch rule {
        case .towardZero: return q
        case .awayFromZero: return r == 0 ? q : q + 1
        case .toNearestOrAwayFromZero: return 2 * r >= d ? q + 1 : q
        case .toNearestOrEven: return 2 * r > d || (2 * r == d && q % 2 == 1) ? q + 1 : q
        }
    }
}
