import Cart
import Foundation
import ShopCore
import TestSupport
import Testing

/// `Cart` and `Cart.Item` as JSON: amounts as decimal strings, validated on decoding.
@Suite struct CartCodableTests {
    static let id = "00000000-0000-0000-0000-000000000001"

    @Test func anItemRoundTripsWithItsAmountAsAString() throws {
        let item = try Cart.Item(
            amount: Money(Decimal(string: "98.5")!, .usd), label: "scarf", quantity: 2, id: UUID(uuidString: Self.id)!)
        let json = try JSONText.encoded(item)
        #expect(
            json
                == #"{"amount":{"amount":"98.50","currency":"USD"},"id":"00000000-0000-0000-0000-000000000001","label":"scarf","quantity":2}"#
        )
        #expect(try JSONText.decoded(Cart.Item.self, json) == item)
        let unlabelled = try Cart.Item(amount: Money(Decimal(string: "3.499")!, .usd), id: UUID(uuidString: Self.id)!)
        #expect(try JSONText.encoded(unlabelled).contains(#""amount":{"amount":"3.499","currency":"USD"}"#))
        #expect(try JSONText.encoded(unlabelled).contains(#""label":null"#))
        #expect(try JSONText.decoded(Cart.Item.self, try JSONText.encoded(unlabelled)) == unlabelled)
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
        #expect(try JSONText.encoded(Cart(currency: .usd)) == #"{"currency":"USD","items":[]}"#)
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let json: String
        let says: String?
    }

    static func item(
        amount: String = #""100""#, currency: String = "JPY", id: String = #""\#(id)""#, rest: String = #""quantity":1"#
    )
        -> String
    {
        #"{"id":\#(id),"amount":{"amount":\#(amount),"currency":"\#(currency)"},\#(rest)}"#
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
        Refusal(testDescription: "quantity 0", json: item(rest: #""quantity":0"#), says: "quantity 0 is outside 1–1000000"),
        Refusal(testDescription: "quantity missing", json: item(rest: #""label":"x""#), says: nil),
        Refusal(
            testDescription: "label too long",
            json: item(rest: #""quantity":1,"label":"\#(String(repeating: "a", count: 201))""#),
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
