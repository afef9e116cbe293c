import Cart
import Foundation
import ShopCore
import Tax
import TestSupport
import Testing

/// The running sums per tax rate and basis, coupons and budget that a cart
/// and its file keep, so that an add costs O(1) whatever the cart holds: they
/// always give what the whole receipt gives, and an add made from them is
/// refused exactly when an add to the whole cart is.
@Suite final class CartRunningFiguresTests {
    let folder: String
    var path: String { folder + "/cart.json" }

    init() throws { folder = try temporaryFolder("cart-figures") }
    deinit { try? FileManager.default.removeItem(atPath: folder) }

    static let categories: [TaxCategory] = [
        .outsideTax, TaxCategory(rate: .reduced, basis: .included), TaxCategory(rate: .reduced, basis: .excluded),
        TaxCategory(rate: .standard, basis: .included), TaxCategory(rate: .standard, basis: .excluded),
    ]

    func yen(_ amount: Decimal, _ tax: TaxCategory = .outsideTax, quantity: Int = 1) throws -> Cart.Item {
        try Cart.Item(amount: Money(amount, .jpy), quantity: quantity, tax: tax)
    }

    /// What the summary is from the cart's lines, through the receipt, with nothing kept.
    func fromScratch(_ cart: Cart) throws -> CartSummary {
        var rebuilt = Cart(currency: cart.currency)
        for item in cart.items { try rebuilt.add(item) }
        for coupon in cart.coupons { try rebuilt.add(coupon) }
        try rebuilt.setBudget(cart.budget)
        return try CartSummary(of: rebuilt, receipt: rebuilt.receipt())
    }

    /// One random change: adds most often, then removes, undos, coupons, the budget and clears.
    func randomChange(_ cart: inout Cart, _ random: inout SplitMix64) throws {
        let roll = Int.random(in: 0..<100, using: &random)
        do {
            switch roll {
            case 0..<50:
                let item = try yen(
                    Decimal(Int.random(in: 0...5000, using: &random)), Self.categories.randomElement(using: &random)!,
                    quantity: Int.random(in: 1...3, using: &random))
                try cart.add(item, withinBudget: roll < 10)
            case 50..<62 where cart.count > 0: try cart.remove(at: Int.random(in: 1...cart.count, using: &random))
            case 62..<68 where cart.count > 1:
                let offsets = (0..<cart.count).filter { _ in Bool.random(using: &random) }
                try cart.remove(atOffsets: offsets)
            case 68..<80: try cart.undo()
            case 80..<86: try cart.add(Coupon(amount: Money(Decimal(Int.random(in: 1...800, using: &random)), .jpy)))
            case 86..<90: try cart.add(Coupon(percent: try Percentage(Decimal(Int.random(in: 1...30, using: &random)))))
            case 90..<93: cart.clearCoupons()
            case 93..<97:
                try cart.setBudget(
                    Bool.random(using: &random) ? nil : Money(Decimal(Int.random(in: 1...60_000, using: &random)), .jpy))
            case 97..<100 where cart.count > 0: try cart.confirm(cart.requestClear())
            default: break
            }
        } catch CartError.overBudget, CartError.nothingToUndo, CartError.tax(.couponsExceedSubtotal) {
            // Refused, and nothing changed: the figures must still be right.
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func theRunningSummaryIsTheReceiptsAfterEveryChange(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var cart = Cart(currency: .jpy)
        for step in 0..<150 {
            try randomChange(&cart, &random)
            #expect(try CartSummary(of: cart) == fromScratch(cart), "seed \(seed), step \(step)")
        }
    }

    /// A cart's receipt is made from the tally it keeps, its items not checked again: it is the receipt of
    /// its lines made from nothing, every figure of it (each line's tax rounded by itself too), after
    /// every change and in every rounding.
    @Test(arguments: [21, 22, 23] as [UInt64])
    func theReceiptFromTheTallyIsTheReceiptOfTheLines(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var cart = Cart(currency: .jpy)
        for step in 0..<150 {
            try randomChange(&cart, &random)
            let lines = cart.items.map { Receipt.Line(amount: $0.lineTotal, category: $0.tax) }
            for (rounding, unit) in [(RoundingRule.towardZero, nil), (.toNearestOrAwayFromZero, nil), (.awayFromZero, 10)]
                as [(RoundingRule, Decimal?)]
            {
                let receipt = try cart.receipt(rounding: rounding, unit: unit)
                let fromLines = try Receipt(currency: .jpy, lines: lines, coupons: cart.coupons, rounding: rounding, unit: unit)
                #expect(receipt == fromLines, "seed \(seed), step \(step), \(rounding)")
            }
        }
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func anAddFromTheRecordGivesWhatTheWholeFileGives(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var cart = Cart(currency: .jpy)
        let store = try CartStore(path: path, currency: .jpy)
        for step in 0..<40 {
            let roll = Int.random(in: 0..<100, using: &random)
            switch roll {
            case 0..<70:
                let item = try yen(
                    Decimal(Int.random(in: 0...5000, using: &random)), Self.categories.randomElement(using: &random)!,
                    quantity: Int.random(in: 1...3, using: &random))
                // A new store each time: the command line's `cart add`, which has only the record.
                let fresh = try CartStore(path: path, currency: .jpy)
                let expected = Result { () throws(CartError) in
                    var next = cart
                    try next.add(item, withinBudget: roll < 20)
                    return next
                }
                let got = Result { () throws(CartError) in try fresh.add(item, options: roll < 20 ? [.withinBudget] : []) }
                switch (expected, got) {
                case (.success(let next), .success(let summary)):
                    cart = next
                    #expect(summary == (try CartSummary(of: cart)), "seed \(seed), step \(step)")
                    #expect(fresh.bytesReadByLastCall < 4096, "seed \(seed), step \(step): from the record")
                case (.failure(let refused), .failure(let error)): #expect(refused == error)
                default: Issue.record("seed \(seed), step \(step): \(expected) but \(got)")
                }
            case 70..<78 where cart.count > 0:
                let number = Int.random(in: 1...cart.count, using: &random)
                guard (try? cart.remove(at: number)) != nil else { continue }
                try store.remove(at: number)
            case 78..<84:
                let coupon = try Coupon(amount: Money(Decimal(Int.random(in: 1...300, using: &random)), .jpy))
                guard (try? cart.add(coupon)) != nil else { continue }
                try store.add(coupon)
            case 84..<88:
                let coupon = try Coupon(percent: try Percentage(Decimal(Int.random(in: 1...20, using: &random))))
                guard (try? cart.add(coupon)) != nil else { continue }
                try store.add(coupon)
            case 88..<94:
                let budget = Money(Decimal(Int.random(in: 1000...40_000, using: &random)), .jpy)
                try cart.setBudget(budget)
                try store.setBudget(budget)
            default:
                guard (try? cart.undo()) != nil else { continue }
                try store.undo()
            }
            let loaded = try CartStore(path: path, currency: .jpy).load()
            #expect(loaded.items.map(\.lineTotal) == cart.items.map(\.lineTotal), "seed \(seed), step \(step)")
            #expect(try fromScratch(loaded) == CartSummary(of: cart), "seed \(seed), step \(step)")
        }
    }

    /// 2 items at 10 % on top and a ¥100 coupon, budget ¥3,000: ¥1,000 + ¥1,000 − ¥100 = ¥1,900, tax ¥190 → ¥2,090.
    func taxedCartWithCouponAndBudget() throws -> CartStore {
        let store = try CartStore(path: path, currency: .jpy)
        let excluded = TaxCategory(rate: .standard, basis: .excluded)
        try store.add(yen(1000, excluded))
        try store.add(yen(1000, excluded))
        try store.add(Coupon(amount: Money(100, .jpy)))
        try store.setBudget(Money(3000, .jpy))
        return try CartStore(path: path, currency: .jpy)
    }

    @Test func anAddToATaxedCartWithCouponsAndABudgetReadsNoItems() throws {
        let store = try taxedCartWithCouponAndBudget()
        let summary = try store.add(yen(500, TaxCategory(rate: .reduced, basis: .included)))
        #expect(store.bytesReadByLastCall < 2048, "the header and the last line")
        // ¥2,500 − ¥100 (10 %: floor(100 × 2000 / 2500) = 80; 8 %: 20) → 10 %: 1,920 → 192; 8 % incl.: 480 → 35.
        #expect(summary.total == Money(2500, .jpy))
        #expect(summary.discount == Money(100, .jpy))
        #expect(summary.tax == Money(227, .jpy))
        #expect(summary.toPay == Money(2592, .jpy))
        #expect(summary.remaining == Money(408, .jpy))
    }

    @Test func anAddOverTheBudgetIsRefusedFromTheRecordAndWritesNothing() throws {
        let store = try taxedCartWithCouponAndBudget()
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
        // ¥2,900 − ¥100 = ¥2,800 taxable, + 10 % = ¥3,080: ¥80 over ¥3,000.
        #expect(throws: CartError.overBudget(budget: Money(3000, .jpy), over: Money(80, .jpy))) {
            try store.add(self.yen(900, TaxCategory(rate: .standard, basis: .excluded)), options: true ? [.withinBudget] : [])
        }
        #expect(store.bytesReadByLastCall < 2048)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == size)
        let within = try store.add(yen(800, TaxCategory(rate: .standard, basis: .excluded)), options: true ? [.withinBudget] : [])
        #expect(within.toPay == Money(2970, .jpy))
        #expect(within.remaining == Money(30, .jpy))
    }

    @Test func aTotalTooLargeAndATaxPastTheRangeAreRefusedFromTheRecord() throws {
        let store = try taxedCartWithCouponAndBudget()
        let huge = Decimal(string: "999999999998000")!
        #expect(throws: CartError.totalTooLarge) { try store.add(self.yen(huge)) }
        #expect(store.bytesReadByLastCall < 2048)
        // Within the total, but its 10 % on top takes what to pay past 10^15, as the whole receipt refuses it.
        let taxed = try yen(Decimal(string: "990000000000000")!, TaxCategory(rate: .standard, basis: .excluded))
        var whole = try CartStore(path: path, currency: .jpy).load()
        try whole.add(taxed)
        var refused: CartError?
        do { _ = try CartSummary(of: whole) } catch { refused = error }
        #expect(throws: try #require(refused)) { try store.add(taxed) }
        #expect(store.bytesReadByLastCall < 2048)
        #expect(try CartStore(path: path, currency: .jpy).load().count == 2)
    }

    @Test func anItemThatCannotBePaidOrInAnotherCurrencyIsRefusedFromTheRecord() throws {
        let store = try taxedCartWithCouponAndBudget()
        #expect(throws: CartError.itemCurrency(.usd, cart: .jpy)) {
            try store.add(Cart.Item(amount: Money(5, .usd)))
        }
        #expect(throws: CartError.notPayable(lineTotal: Money(Decimal(string: "100.5")!, .jpy))) {
            try store.add(self.yen(Decimal(string: "100.5")!))
        }
        #expect(try CartStore(path: path, currency: .jpy).load().count == 2)
    }

    @Test func aRecordWithoutFiguresOrWithOthersIsReadWholeOnce() throws {
        let store = try taxedCartWithCouponAndBudget()
        try store.add(yen(10, TaxCategory(rate: .reduced, basis: .included)))
        #expect(store.bytesReadByLastCall < 2048)
        // A record as an older shoptools wrote it for a cart that is not plain: no figures, so the whole file.
        let lock = path + ".lock"
        let record = try String(contentsOfFile: lock, encoding: .utf8)
        let body = String(record[..<(try #require(record.range(of: #","currency":"#))).lowerBound])
        #expect(body.hasSuffix(#""plain":0"#))
        let hex = String(StableHash.fnv1a(body.utf8), radix: 16)
        try (body + #","sum":""# + String(repeating: "0", count: 16 - hex.count) + hex + "\"}\n").write(
            toFile: lock, atomically: false, encoding: .utf8)
        let older = try CartStore(path: path, currency: .jpy)
        let summary = try older.add(yen(20, TaxCategory(rate: .reduced, basis: .included)))
        #expect(older.bytesReadByLastCall > 500, "the whole file, checked")
        #expect(summary.toPay == (try CartSummary(of: CartStore(path: path, currency: .jpy).load())).toPay)
        let next = try CartStore(path: path, currency: .jpy)
        try next.add(yen(30))
        #expect(next.bytesReadByLastCall < 2048, "the record has its figures again")
    }
}
