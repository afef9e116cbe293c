import Cart
import Foundation
import ShopCore
import Tax
import TestSupport
import Testing

/// Taxed items, coupons and the budget: in a cart, in its file, and as a document.
@Suite final class CartTaxTests {
    let folder: String
    var path: String { folder + "/cart.json" }

    init() throws { folder = try temporaryFolder("cart-tax") }
    deinit { try? FileManager.default.removeItem(atPath: folder) }

    static let reduced = TaxCategory(rate: .reduced, basis: .included)
    static let standard = TaxCategory(rate: .standard, basis: .included)

    func yen(_ amount: Decimal, _ tax: TaxCategory = .outsideTax, label: String? = nil) throws -> Cart.Item {
        try Cart.Item(amount: Money(amount, .jpy), label: label, tax: tax)
    }

    @Test func aCouponAcrossRatesAsTheTillComputesIt() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(yen(3300, Self.standard))
        try cart.add(yen(2160, Self.reduced))
        try cart.add(Coupon(amount: Money(1000, .jpy)))
        let receipt = try cart.receipt()
        #expect(receipt.groups.map(\.taxable) == [Money(2696, .jpy), Money(1764, .jpy)])
        #expect(receipt.groups.map(\.tax) == [Money(245, .jpy), Money(130, .jpy)])
        let summary = try CartSummary(of: cart)
        #expect(summary.total == Money(5460, .jpy))
        #expect(summary.discount == Money(1000, .jpy))
        #expect(summary.tax == Money(375, .jpy))
        #expect(summary.toPay == Money(4460, .jpy))
    }

    @Test func couponsNeverPassTheSubtotal() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(yen(500))
        try cart.add(yen(300))
        #expect(throws: CartError.tax(.couponsExceedSubtotal(coupons: Money(900, .jpy), subtotal: Money(800, .jpy)))) {
            try cart.add(Coupon(amount: Money(900, .jpy)))
        }
        try cart.add(Coupon(amount: Money(600, .jpy)))
        let before = cart
        #expect(throws: CartError.tax(.couponsExceedSubtotal(coupons: Money(600, .jpy), subtotal: Money(300, .jpy)))) {
            try cart.remove(at: 1)
        }
        #expect(throws: CartError.tax(.couponsExceedSubtotal(coupons: Money(600, .jpy), subtotal: Money(0, .jpy)))) {
            try cart.remove(atOffsets: [0, 1])
        }
        #expect(cart == before, "a refused removal changes nothing")
        try cart.add(yen(100))
        try cart.remove(at: 2)  // 600 left: the coupon still fits
        #expect(try CartSummary(of: cart).toPay == Money(0, .jpy))
    }

    @Test func undoAndClearTakeTheCouponsAlong() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(yen(1000))
        try cart.add(Coupon(percent: try Percentage(10)))
        try cart.setBudget(Money(3000, .jpy))
        #expect(try CartSummary(of: cart).remaining == Money(2100, .jpy))
        try cart.confirm(cart.requestClear())
        #expect(cart.coupons.isEmpty && cart.items.isEmpty)
        #expect(cart.budget == Money(3000, .jpy), "clearing the cart keeps the budget")
        try cart.undo()
        #expect(cart.coupons.count == 1 && cart.items.count == 1)
        try cart.undo()
        #expect(cart.budget == nil)
        try cart.undo()
        #expect(cart.coupons.isEmpty)
    }

    @Test func aBudgetMustBePayable() {
        var cart = Cart(currency: .jpy)
        #expect(throws: CartError.invalidBudget(Money(0, .jpy))) { try cart.setBudget(Money(0, .jpy)) }
        #expect(throws: CartError.invalidBudget(Money(Decimal(string: "0.5")!, .jpy))) {
            try cart.setBudget(Money(Decimal(string: "0.5")!, .jpy))
        }
    }

    @Test func sharersAreReadAsPeopleWriteThem() throws {
        let list = try Cart.Sharer.list(parsing: "Aki:2, Ren、美咲：0.5")
        #expect(list.map(\.description) == ["Aki:2", "Ren", "美咲:0.5"])
        #expect(throws: CartError.repeatedSharer("Aki")) { try Cart.Sharer.list(parsing: "Aki,Aki:2") }
        #expect(throws: CartError.invalidSharerName("")) { try Cart.Sharer.list(parsing: "Aki,,Ren") }
        #expect(throws: CartError.invalidWeight(name: "Aki", weight: "0")) { try Cart.Sharer.list(parsing: "Aki:0") }
        #expect(throws: CartError.invalidWeight(name: "Aki", weight: "x")) { try Cart.Sharer.list(parsing: "Aki:x") }
    }

    // MARK: - In the file

    @Test func taxCouponsBudgetAndSharersLiveInTheFile() throws {
        let store = try CartStore(path: path, currency: .jpy)
        let beer = try Cart.Item(
            amount: Money(600, .jpy), label: "beer", tax: Self.standard, sharers: Cart.Sharer.list(parsing: "Aki:2,Ren"))
        try store.add(beer)
        try store.add(yen(2160, Self.reduced))
        try store.add(Coupon(percent: try Percentage(10)))
        try store.setBudget(Money(2500, .jpy))
        let reread = try CartStore(path: path, currency: .jpy).load()
        #expect(reread.items.first == beer)
        #expect(reread.coupons == [try Coupon(percent: try Percentage(10))])
        #expect(reread.budget == Money(2500, .jpy))
        let summary = try CartStore(path: path, currency: .jpy).summary()
        // 10% of 2,760 = 276 → 10%: floor(276 × 600 / 2760) = 60, 8%: 216; taxable 540 → 49, 1,944 → 144.
        #expect(summary.toPay == Money(2484, .jpy))
        #expect(summary.tax == Money(193, .jpy))
        #expect(summary.remaining == Money(16, .jpy))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix(#"{"shoptools":"cart","version":5,"#))
        #expect(text.contains(#""label":"beer","tax":"10","basis":"included","for":"Aki:2,Ren","count":1"#))
        #expect(text.contains(#"{"op":"coupon","percent":"10","count":2,"total":"2760","sum":""#))
        #expect(text.contains(#"{"op":"budget","amount":"2500","count":2,"total":"2760","sum":""#))
        try store.undo()
        #expect(try CartStore(path: path, currency: .jpy).load().budget == nil)
    }

    @Test func aPlainCartKeepsItsQuickPathAndATaxedOneReadsItsItems() throws {
        let store = try CartStore(path: path, currency: .jpy)
        for _ in 0..<200 { try store.add(yen(100)) }
        let quick = try CartStore(path: path, currency: .jpy)
        #expect(try quick.summary() == CartSummary(count: 200, total: Money(20000, .jpy)))
        #expect(quick.bytesReadByLastCall < 2048, "a plain cart: header and last line")
        try quick.add(yen(1000, TaxCategory(rate: .standard, basis: .excluded)))
        let full = try CartStore(path: path, currency: .jpy)
        let summary = try full.summary()
        #expect(summary.toPay == Money(21100, .jpy))
        #expect(full.bytesReadByLastCall > 10_000, "a taxed cart: the whole file")
    }

    @Test func aVersion3FileOpensAndItsFirstChangeRewritesItInTheCurrentFormat() throws {
        let version3 = """
            {"shoptools":"cart","version":3,"currency":"JPY","sum":"d95af3f3f9167932"}
            {"op":"add","id":"00000000-0000-0000-0000-000000000001","amount":"6860","qty":1,"label":"coat","count":1,"total":"6860","sum":"6ded57837e4e7d66"}

            """
        try version3.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try CartStore(path: path, currency: .jpy).summary() == CartSummary(count: 1, total: Money(6860, .jpy)))
        try CartStore(path: path, currency: .jpy).add(Coupon(amount: Money(860, .jpy)))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix(#"{"shoptools":"cart","version":5,"#))
        #expect(try CartStore(path: path, currency: .jpy).summary().toPay == Money(6000, .jpy))
    }

    @Test func aTaxedLineInAVersion3FileIsDamage() throws {
        // A version 3 reader would have taken this line as untaxed; this one refuses the fields there.
        let line = #"{"op":"coupon","amount":"1","count":0,"total":"0"}"#
        try ("{\"shoptools\":\"cart\",\"version\":1,\"currency\":\"JPY\"}\n" + line + "\n").write(
            toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: CartError.unreadable(path: path, damage: .notAChange(line: 2))) {
            try CartStore(path: path, currency: .jpy).load()
        }
    }

    // MARK: - As a document

    @Test func aTaxedCartRoundTripsThroughJSON() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(
            Cart.Item(amount: Money(600, .jpy), label: "beer", tax: Self.standard, sharers: Cart.Sharer.list(parsing: "Aki:2")))
        try cart.add(Coupon(amount: Money(100, .jpy)))
        try cart.setBudget(Money(1000, .jpy))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(cart)
        let decoded = try JSONDecoder().decode(Cart.self, from: data)
        #expect(decoded.items == cart.items)
        #expect(decoded.coupons == cart.coupons)
        #expect(decoded.budget == cart.budget)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""basis":"included""#) && text.contains(#""tax":"10""#))
        let tooMuch = text.replacingOccurrences(of: #""coupons":["100"]"#, with: #""coupons":["700"]"#)
        #expect(tooMuch != text)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Cart.self, from: Data(tooMuch.utf8)) }
    }
}

extension CartTaxTests {
    /// Random carts with taxed items, coupons and a budget: what remains is the budget less what to pay, always.
    @Test func theBudgetsRemainderIsTheBudgetLessWhatToPay() throws {
        var random = SplitMix64(seed: 0xB0D6E7)
        let categories = [
            TaxCategory.outsideTax, Self.standard, Self.reduced, TaxCategory(rate: .standard, basis: .excluded),
            TaxCategory(rate: .reduced, basis: .excluded),
        ]
        for _ in 0..<200 {
            var cart = Cart(currency: .jpy)
            for _ in 0..<Int(1 + random.next() % 20) {
                try cart.add(yen(Decimal(random.next() % 5000), categories[Int(random.next() % 5)]))
            }
            if random.next() % 2 == 0, cart.total.amount > 0 {
                try? cart.add(Coupon(percent: try Percentage(Decimal(1 + random.next() % 50))))
            }
            let budget = Money(Decimal(1 + random.next() % 60_000), .jpy)
            try cart.setBudget(budget)
            let summary = try CartSummary(of: cart)
            let receipt = try cart.receipt()
            #expect(summary.toPay == receipt.total)
            #expect(summary.remaining == Money(budget.amount - receipt.total.amount, .jpy))
            var within = cart
            let item = try yen(Decimal(random.next() % 5000), categories[Int(random.next() % 5)])
            do {
                try within.add(item, withinBudget: true)
                #expect(try CartSummary(of: within).toPay.amount <= budget.amount)
            } catch CartError.overBudget(_, let over) {
                var plain = cart
                try plain.add(item)
                #expect(try CartSummary(of: plain).toPay.amount - budget.amount == over.amount)
                #expect(within == cart, "a refused add changes nothing")
            }
        }
    }
}

extension CartTaxTests {
    /// The budget's remainder is computed once, by the summary, against the receipt it is given.
    @Test(arguments: [(RoundingRule.towardZero, 1140, 2), (.toNearestOrAwayFromZero, 1141, 1), (.awayFromZero, 1142, 0)])
    func theRemainderIsAgainstTheReceiptAsRounded(_ rule: RoundingRule, _ toPay: Int, _ remaining: Int) throws {
        var cart = Cart(currency: .jpy)
        let reduced = TaxCategory(rate: .reduced, basis: .excluded), standard = TaxCategory(rate: .standard, basis: .excluded)
        for amount in [198, 128, 213] { try cart.add(yen(Decimal(amount), reduced)) }
        for amount in [298, 105, 105] { try cart.add(yen(Decimal(amount), standard)) }
        try cart.setBudget(Money(1142, .jpy))
        let summary = try CartSummary(of: cart, receipt: cart.receipt(rounding: rule))
        #expect(summary.toPay == Money(Decimal(toPay), .jpy))
        #expect(summary.remaining == Money(Decimal(remaining), .jpy))
        #expect(summary.budget == Money(1142, .jpy))
        try cart.setBudget(Money(1141, .jpy))
        let over = try CartSummary(of: cart, receipt: cart.receipt(rounding: rule))
        #expect(over.remaining == Money(Decimal(remaining - 1), .jpy))
    }

    @Test func aReceiptInAnotherCurrencyIsRefused() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(yen(1000))
        try cart.setBudget(Money(3000, .jpy))
        let dollars = try Receipt(currency: .usd, lines: [Receipt.Line(amount: Money(10, .usd), category: .outsideTax)])
        #expect(throws: CartError.money(.mixedCurrencies(.jpy, .usd))) { try CartSummary(of: cart, receipt: dollars) }
    }

    @Test func withoutABudgetNothingRemains() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(yen(1000, Self.standard))
        #expect(try CartSummary(of: cart).remaining == nil)
        #expect(CartSummary(count: 1, total: Money(1000, .jpy)).remaining == nil)
    }
}
