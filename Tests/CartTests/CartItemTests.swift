import Cart
import Foundation
import ShopCore
import Testing

/// Items have an identity and a currency.
@Suite struct CartItemTests {
    func bag() throws -> Cart.Item { try Cart.Item(amount: Money(100, .jpy), label: "bag") }

    @Test func twoBagsAreTwoItems() throws {
        let first = try bag(), second = try bag()
        #expect(first != second, "different ids")
        #expect(first.contents == second.contents, "the same contents")
        #expect(Set([first, second]).count == 2)
        var cart = Cart(currency: .jpy)
        try cart.add(first)
        try cart.add(second)
        #expect(cart.items.map(\.id) == [first.id, second.id])
        #expect(cart.total == Money(200, .jpy))
    }

    /// A cart of 100,000 items holds each once: 80 bytes an item (the line total is worked out, not kept,
    /// an exact amount is 32 bytes with its sign after the magnitude, the fields packed), 7.6 MiB for the items.
    @Test func anItemTakes80Bytes() {
        #expect(MemoryLayout<ExactDecimal>.stride == 32)
        #expect(MemoryLayout<Cart.Item>.stride == 80)
    }

    @Test func theLineTotalIsThePriceTimesTheQuantity() throws {
        let rice = try Cart.Item(amount: Money(Decimal(string: "12.35")!, .usd), label: "rice", quantity: 3)
        #expect(rice.lineTotal == Money(Decimal(string: "37.05")!, .usd))
        #expect(try Cart.Item(amount: Money(980, .jpy), quantity: 1_000_000).lineTotal == Money(980_000_000, .jpy))
    }

    @Test func anItemIsEqualToItselfOnlyWithTheSameContents() throws {
        let id = UUID()
        let coat = try Cart.Item(amount: Money(6860, .jpy), label: "coat", id: id)
        #expect(coat == (try Cart.Item(amount: Money(6860, .jpy), label: " coat ", id: id)))
        #expect(coat.hashValue == (try Cart.Item(amount: Money(6860, .jpy), label: "coat", id: id)).hashValue)
        #expect(coat != (try Cart.Item(amount: Money(6860, .jpy), label: "coat", quantity: 2, id: id)))
        #expect(coat != (try Cart.Item(amount: Money(6860, .usd), label: "coat", id: id)))
        #expect(coat.id == id)
    }

    @Test func theSameItemTwiceIsRefused() throws {
        let item = try bag()
        var cart = Cart(currency: .jpy)
        try cart.add(item)
        #expect(throws: CartError.duplicateItem(id: item.id)) { try cart.add(item) }
        #expect(cart.count == 1)
        try cart.undo()
        try cart.add(item)
        #expect(cart.count == 1, "once taken back, it may be added again")
    }

    @Test func anItemCarriesItsCurrency() throws {
        let discount = try Cart.Item(amount: Money(Decimal(string: "68.95")!, .usd), quantity: 2)
        #expect(discount.amount == Money(Decimal(string: "68.95")!, .usd))
        #expect(discount.lineTotal == Money(Decimal(string: "137.90")!, .usd))
        var cart = Cart(currency: .jpy)
        #expect(throws: CartError.itemCurrency(.usd, cart: .jpy)) { try cart.add(discount) }
        #expect(cart.count == 0)
        #expect(CartError.itemCurrency(.usd, cart: .jpy).description == "the item is in USD, but the cart is in JPY")
    }

    @Test func aStoreRefusesAnItemInAnotherCurrencyAndWritesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cart-item-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try CartStore(path: folder + "/cart.json", currency: .jpy)
        let dollars = try Cart.Item(amount: Money(Decimal(string: "68.95")!, .usd))
        #expect(throws: CartError.itemCurrency(.usd, cart: .jpy)) { try store.add(dollars) }
        #expect(throws: CartError.itemCurrency(.usd, cart: .jpy)) { try store.add(dollars) }
        #expect(!FileManager.default.fileExists(atPath: folder))
        try store.add(bag())
        #expect(throws: CartError.itemCurrency(.usd, cart: .jpy)) { try store.add(dollars) }
        #expect(try store.summary() == CartSummary(count: 1, total: Money(100, .jpy)))
    }

    @Test func changesAreHashable() throws {
        let item = try bag()
        let changes: Set<Cart.Change> = [
            .added(item), .added(item), .removed(item, index: 1), .removedOffsets([item], offsets: [0]),
            .cleared([item], coupons: []),
        ]
        #expect(changes.count == 4)
    }
}
