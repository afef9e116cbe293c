import Cart
import Foundation
import ShopCore
import Testing

/// What an app developer's review found, kept from coming back.
@Suite struct CartReviewRegressionTests {
    @Test func anEndlessRangeOfOffsetsIsRefusedAtItsFirstOffsetOutOfRange() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(Cart.Item(amount: Money(1, .jpy)))
        #expect(throws: CartError.noSuchOffset(1, count: 1)) { try cart.remove(atOffsets: 0..<Int.max) }
        #expect(cart.count == 1)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offsets-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try CartStore(path: folder + "/cart.json", currency: .jpy)
        _ = try store.add(Cart.Item(amount: Money(1, .jpy)))
        #expect(throws: CartError.noSuchOffset(1, count: 1)) { try store.remove(atOffsets: 0..<Int.max) }
        #expect(try store.load().count == 1)
    }

    @Test func offsetMessagesNeverOverflow() {
        for count in [Int.min, -1, 0, 1, 2, Int.max] {
            #expect(!CartError.noSuchOffset(1, count: count).description.isEmpty, "\(count)")
            #expect(!CartError.noSuchItem(1, count: count).description.isEmpty, "\(count)")
        }
    }

    @Test func storedAmountsAndCurrenciesHaveOneForm() throws {
        for text in [
            #"{"amount":".5","currency":"USD"}"#, #"{"amount":"5.","currency":"USD"}"#, #"{"amount":"５","currency":"USD"}"#,
            #"{"amount":"5","currency":"usd"}"#, #"{"amount":"5","currency":" USD"}"#,
        ] {
            #expect(throws: DecodingError.self, "\(text)") { try JSONDecoder().decode(Money.self, from: Data(text.utf8)) }
        }
        #expect(
            try JSONDecoder().decode(Money.self, from: Data(#"{"amount":"0.50","currency":"USD"}"#.utf8))
                == Money(Decimal(string: "0.5")!, .usd))
    }
}
