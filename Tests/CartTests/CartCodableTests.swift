import Bargain
import Cart
import Foundation
import ShopCore
import Tax
import TestSupport
import Testing

/// `Cart` and `Cart.Item` as JSON: one set of fields for an item, as `cart list --json` lists it,
/// amounts as decimal strings, validated on decoding.
@Suite struct CartCodableTests {
    static let id = "00000000-0000-0000-0000-000000000001"

    @Test func anItemRoundTripsWithItsAmountAsAString() throws {
        let item = try Cart.Item(
            amount: Money(Decimal(string: "98.5")!, .usd), label: "scarf", quantity: 2, id: UUID(uuidString: Self.id)!)
        let json = try JSONWriter.encoded(item)
        #expect(
            json == #"{"id":"00000000-0000-0000-0000-000000000001","label":"scarf","qty":2,"amount":"98.50","currency":"USD"}"#)
        #expect(try JSONText.decoded(Cart.Item.self, json) == item)
        #expect(try JSONText.plainTree(item) == JSONText.tree(json))
        let unlabelled = try Cart.Item(amount: Money(Decimal(string: "3.499")!, .usd), id: UUID(uuidString: Self.id)!)
        #expect(try JSONWriter.encoded(unlabelled).contains(#""label":null,"qty":1,"amount":"3.499","currency":"USD""#))
        #expect(try JSONText.decoded(Cart.Item.self, try JSONText.encoded(unlabelled)) == unlabelled)
    }

    @Test func anItemWithEveryFieldRoundTrips() throws {
        let discount = Cart.Item.Discount(
            original: Money(498, .jpy), steps: try ["30%", "10%"].map { try DiscountStep(parsing: $0, currency: .jpy) })
        let item = try Cart.Item(
            amount: Money(313, .jpy), label: "shirt", tax: TaxCategory(rate: .reduced, basis: .excluded),
            sharers: Cart.Sharer.list(parsing: "Aki:2,Ren"), discount: discount, id: UUID(uuidString: Self.id)!)
        let json = try JSONWriter.encoded(item)
        #expect(
            json
                == #"{"id":"00000000-0000-0000-0000-000000000001","label":"shirt","qty":1,"amount":"313","currency":"JPY","#
                + #""tax":"8","basis":"excluded","for":"Aki:2,Ren","original":"498","off":["30%","10%"]}"#)
        #expect(try JSONText.decoded(Cart.Item.self, json) == item)
        #expect(try JSONText.plainTree(item) == JSONText.tree(json))
        #expect(
            JSONText.refusal(Cart.Item.self, json.replacing("Aki:2,Ren", with: "Aki:2, Ren"))
                == #""Aki:2, Ren" is not a list of sharers as stored"#)
    }

    @Test func aCartRoundTripsWithoutItsHistory() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(Cart.Item(amount: Money(6860, .jpy), label: "coat"))
        try cart.add(Cart.Item(amount: Money(2740, .jpy), quantity: 2))
        try cart.add(Cart.Item(amount: Money(1, .jpy)))
        try cart.remove(at: 3)
        var back = try JSONText.decoded(Cart.self, try JSONText.encoded(cart))
        #expect(back.items == cart.items)
        #expect(back.currency == .jpy)
        #expect(back.total == Money(12340, .jpy))
        #expect(back.history == [], "a document is a snapshot")
        #expect(throws: CartError.nothingToUndo) { try back.undo() }
        #expect(try JSONWriter.encoded(Cart(currency: .usd)) == #"{"currency":"USD","items":[]}"#)
    }

    @Test func aCartWritesItsCurrencyOnceItsCouponsAsTextAndItsBudget() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(Cart.Item(amount: Money(600, .jpy), label: "beer", id: UUID(uuidString: Self.id)!))
        try cart.add(Coupon(amount: Money(100, .jpy)))
        try cart.add(Coupon(percent: try Percentage(10)))
        try cart.setBudget(Money(1000, .jpy))
        let json = try JSONWriter.encoded(cart)
        #expect(
            json
                == #"{"currency":"JPY","items":[{"id":"00000000-0000-0000-0000-000000000001","label":"beer","qty":1,"#
                + #""amount":"600"}],"coupons":["100","10%"],"budget":"1000"}"#)
        let back = try JSONText.decoded(Cart.self, json)
        #expect(back.items == cart.items)
        #expect(back.coupons == cart.coupons)
        #expect(back.budget == cart.budget)
        #expect(try JSONText.plainTree(cart) == JSONText.tree(json))
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let json: String
        let says: String?
    }

    static func item(
        amount: String = #""100""#, currency: String = "JPY", id: String = #""\#(id)""#, rest: String = #""qty":1"#
    )
        -> String
    {
        #"{"id":\#(id),"amount":\#(amount),"currency":"\#(currency)",\#(rest)}"#
    }

    static let itemRefusals: [Refusal] = [
        Refusal(testDescription: "amount as a JSON number", json: item(amount: "98.5"), says: nil),
        Refusal(testDescription: "exponent", json: item(amount: #""1e5""#), says: #"amount "1e5" is not a decimal number"#),
        Refusal(testDescription: "trailing point", json: item(amount: #""98.""#), says: #"amount "98." is not a decimal number"#),
        Refusal(testDescription: "leading point", json: item(amount: #"".5""#), says: #"amount ".5" is not a decimal number"#),
        Refusal(testDescription: "space", json: item(amount: #"" 1""#), says: #"amount " 1" is not a decimal number"#),
        Refusal(testDescription: "yen sign", json: item(amount: #""¥100""#), says: #"amount "¥100" is not a decimal number"#),
        Refusal(
            testDescription: "negative", json: item(amount: #""-1""#), says: #""-1" is negative; expected an amount of 0 or more"#
        ),
        Refusal(
            testDescription: "13 decimals", json: item(amount: #""0.0000000000001""#),
            says: #""0.0000000000001" has too many decimals (at most 12)"#),
        Refusal(testDescription: "10^15", json: item(amount: #""1000000000000000""#), says: nil),
        Refusal(testDescription: "unknown currency", json: item(currency: "XXX"), says: #"unknown currency code "XXX""#),
        Refusal(testDescription: "quantity 0", json: item(rest: #""qty":0"#), says: "quantity 0 is outside 1–1000000"),
        Refusal(testDescription: "quantity missing", json: item(rest: #""label":"x""#), says: nil),
        Refusal(
            testDescription: "label too long",
            json: item(rest: #""qty":1,"label":"\#(String(repeating: "a", count: 201))""#),
            says: "label is 201 characters long; at most 200 are allowed"),
        Refusal(testDescription: "id missing", json: item(id: "null"), says: nil),
        Refusal(testDescription: "id not a UUID", json: item(id: #""bag""#), says: nil),
    ]

    @Test(arguments: itemRefusals)
    func anItemTheInitializerRefusesDoesNotDecode(_ row: Refusal) throws {
        let error = #expect(throws: DecodingError.self) { try JSONText.decoded(Cart.Item.self, row.json) }
        if let says = row.says {
            guard case .dataCorrupted(let context)? = error else {
                Issue.record("\(String(describing: error))")
                return
            }
            #expect(context.debugDescription == says)
        }
    }

    static let cartRefusals: [Refusal] = [
        Refusal(
            testDescription: "item in another currency", json: #"{"currency":"JPY","items":[\#(item(currency: "USD"))]}"#,
            says: "the item is in USD, but the cart is in JPY"),
        Refusal(
            testDescription: "the same item twice", json: #"{"currency":"JPY","items":[\#(item()),\#(item())]}"#,
            says: "item \(id) is already in the cart"),
        Refusal(
            testDescription: "a line that cannot be paid", json: #"{"currency":"JPY","items":[\#(item(amount: #""100.5""#))]}"#,
            says: "¥100.5 is not a whole number of JPY 1; a cart line must come to an amount that can be paid"),
        Refusal(
            testDescription: "a total of 10^15",
            json: #"{"currency":"JPY","items":[\#(item(amount: #""999999999999999""#)),\#(item(id: #""\#(UUID())""#))]}"#,
            says: "the cart total would reach 10^15, beyond the exact range"),
        Refusal(
            testDescription: "unknown currency", json: #"{"currency":"YEN","items":[]}"#, says: #"unknown currency code "YEN""#),
        Refusal(testDescription: "no items", json: #"{"currency":"JPY"}"#, says: nil),
    ]

    @Test(arguments: cartRefusals)
    func aCartTheInitializersRefuseDoesNotDecode(_ row: Refusal) throws {
        let error = #expect(throws: DecodingError.self) { try JSONText.decoded(Cart.self, row.json) }
        if let says = row.says {
            guard case .dataCorrupted(let context)? = error else {
                Issue.record("\(String(describing: error))")
                return
            }
            #expect(context.debugDescription == says)
        }
    }
}
