import Bargain
import Cart
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

/// What a cart comes to, its listing, its coupons and its receipt each have one JSON shape: the
/// ones `cart total`, `cart list`, `cart coupon` and `cart receipt` print with `--json`, written in
/// their order, and what an app's plain `JSONEncoder` writes.
@Suite struct CartAnswerCodableTests {
    /// The cart of the README's shopping: a coat, two of an item, a discounted shirt for Aki and
    /// Ren at 8 %, wine with 10 % included, two coupons and a budget.
    static func cart() throws -> Cart {
        var cart = Cart(currency: .jpy)
        try cart.add(Cart.Item(amount: Money(6860, .jpy), label: "coat"))
        try cart.add(Cart.Item(amount: Money(2740, .jpy), quantity: 2))
        try cart.add(Coupon(percent: try Percentage(10)))
        try cart.add(Coupon(amount: Money(500, .jpy)))
        try cart.setBudget(Money(20000, .jpy))
        let shirt = try StackedDiscount(
            original: Money(498, .jpy), steps: try ["30%", "10%"].map { try DiscountStep(parsing: $0, currency: .jpy) })
        try cart.add(
            Cart.Item(
                amount: shirt.price, label: "shirt", tax: TaxCategory(rate: .reduced, basis: .excluded),
                sharers: Cart.Sharer.list(parsing: "Aki:2,Ren"), discount: Cart.Item.Discount(shirt)))
        try cart.add(Cart.Item(amount: Money(1000, .jpy), label: "wine", tax: TaxCategory(rate: .standard, basis: .included)))
        return cart
    }

    @Test func aSummaryIsWhatCartTotalJSONPrints() throws {
        let summary = try CartSummary(of: try Self.cart())
        let json =
            #"{"currency":"JPY","count":4,"subtotal":"13653","discount":"1865","tax":"99","total":"11809","budget":"20000","#
            + #""remaining":"8191"}"#
        #expect(try JSONWriter.encoded(summary) == json)
        #expect(try JSONText.decoded(CartSummary.self, json) == summary)
        #expect(try JSONText.plainTree(summary) == JSONText.tree(json))
        #expect(
            JSONText.refusal(CartSummary.self, json.replacing(#""remaining":"8191""#, with: #""remaining":"8000""#))
                == "remaining is not the budget less the total")
        #expect(
            try JSONWriter.encoded(CartSummary(count: 2, total: Money(12340, .jpy)))
                == #"{"currency":"JPY","count":2,"subtotal":"12340","discount":"0","tax":"0","total":"12340"}"#)
    }

    @Test func aListingIsWhatCartListJSONPrints() throws {
        let listing = try CartListing(try Self.cart())
        let json =
            #"{"currency":"JPY","count":4,"subtotal":"13653","discount":"1865","tax":"99","total":"11809","#
            + #""budget":"20000","remaining":"8191","items":[{"index":1,"label":"coat","qty":1,"amount":"6860"},"#
            + #"{"index":2,"label":null,"qty":2,"amount":"2740"},{"index":3,"label":"shirt","qty":1,"amount":"313","#
            + #""tax":"8","basis":"excluded","for":"Aki:2,Ren","original":"498","off":["30%","10%"]},{"index":4,"#
            + #""label":"wine","qty":1,"amount":"1000","tax":"10","basis":"included"}],"coupons":["10%","500"]}"#
        #expect(try JSONWriter.encoded(listing) == json)
        #expect(try JSONText.plainTree(listing) == JSONText.tree(json))
    }

    @Test func theCouponsAreWhatCartCouponJSONPrints() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(Cart.Item(amount: Money(6860, .jpy), label: "coat"))
        try cart.add(Cart.Item(amount: Money(2740, .jpy), quantity: 2))
        #expect(try JSONWriter.encoded(CartCoupons(cart)).hasSuffix(#","total":"12340","coupons":[]}"#))
        try cart.add(Coupon(percent: try Percentage(10)))
        try cart.add(Coupon(amount: Money(500, .jpy)))
        #expect(
            try JSONWriter.encoded(CartCoupons(cart))
                == #"{"currency":"JPY","count":2,"subtotal":"12340","discount":"1734","tax":"0","total":"10606","#
                + #""coupons":["10%","500"]}"#)
    }

    @Test func aReceiptIsWhatCartReceiptJSONPrints() throws {
        let cart = try Self.cart()
        let receipt = try CartReceipt(cart, receipt: try cart.receipt(), perItem: true)
        let json =
            #"{"currency":"JPY","items":[{"index":1,"label":"coat","qty":1,"amount":"6860","line_total":"6860","#
            + #""reduced":false},{"index":2,"label":null,"qty":2,"amount":"2740","line_total":"5480","#
            + #""reduced":false},{"index":3,"label":"shirt","qty":1,"amount":"313","line_total":"313","tax":"8","#
            + #""basis":"excluded","reduced":true,"for":"Aki:2,Ren","original":"498","off":["30%","10%"]},{"index":4,"#
            + #""label":"wine","qty":1,"amount":"1000","line_total":"1000","tax":"10","basis":"included","#
            + #""reduced":false}],"subtotal":"13653","coupons":[{"coupon":"10%","amount":"1365"},{"coupon":"500","#
            + #""amount":"500"}],"discount":"1865","groups":[{"rate":"10","basis":"included","amount":"1000","#
            + #""discount":"136","taxable":"864","tax":"78","per_item_tax":"78"},{"rate":"8","basis":"excluded","#
            + #""amount":"313","discount":"42","taxable":"271","tax":"21","per_item_tax":"21"},{"rate":"0","#
            + #""basis":"excluded","amount":"12340","discount":"1687","taxable":"10653","tax":"0","#
            + #""per_item_tax":"0"}],"tax":"99","total":"11809","rounding":"down","per_item_tax":"99","#
            + #""per_item_total":"11809","budget":"20000","remaining":"8191"}"#
        #expect(try JSONWriter.encoded(receipt) == json)
        #expect(try JSONText.plainTree(receipt) == JSONText.tree(json))
    }

    @Test func aReceiptThatEarnsPointsAddsThemAfterItsFigures() throws {
        let cart = try Self.cart()
        let tax = try cart.receipt()
        let points = try PointsEarned(try PointPurchase(receipt: tax, pointsSpent: 100), rules: [try PointRule(parsing: "1%")])
        let json =
            #"{"currency":"JPY","items":[{"index":1,"label":"coat","qty":1,"amount":"6860","line_total":"6860","#
            + #""reduced":false},{"index":2,"label":null,"qty":2,"amount":"2740","line_total":"5480","#
            + #""reduced":false},{"index":3,"label":"shirt","qty":1,"amount":"313","line_total":"313","tax":"8","#
            + #""basis":"excluded","reduced":true,"for":"Aki:2,Ren","original":"498","off":["30%","10%"]},{"index":4,"#
            + #""label":"wine","qty":1,"amount":"1000","line_total":"1000","tax":"10","basis":"included","#
            + #""reduced":false}],"subtotal":"13653","coupons":[{"coupon":"10%","amount":"1365"},{"coupon":"500","#
            + #""amount":"500"}],"discount":"1865","groups":[{"rate":"10","basis":"included","amount":"1000","#
            + #""discount":"136","taxable":"864","tax":"78"},{"rate":"8","basis":"excluded","amount":"313","#
            + #""discount":"42","taxable":"271","tax":"21"},{"rate":"0","basis":"excluded","amount":"12340","#
            + #""discount":"1687","taxable":"10653","tax":"0"}],"tax":"99","total":"11809","rounding":"down","#
            + #""budget":"20000","remaining":"8191","paid":"11709","points_spent":"100","programs":[{"name":"1%","#
            + #""rule":"1%","base":"11709","points":"117","capped":false}],"points":"117","value":"117","#
            + #""effective_price":"11592","effective_rate":"0.98","effective_rate_rounded":true}"#
        #expect(try JSONWriter.encoded(try CartReceipt(cart, receipt: tax, points: points)) == json)
    }
}
