import Bargain
import Cart
import Foundation
import ShopCore
import TestSupport
import Testing

/// The interactive session's state as a library model: the price, rate and
/// steps being looked at, the tax of new items, and the cart as last seen.
@Suite final class ShoppingSessionTests {
    let folder: String
    var path: String { folder + "/cart.json" }

    init() throws {
        folder = try temporaryFolder("shopping-session")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// ¥498 − 30% − 10%: ¥348, then ¥313 (each rounded down to the yen).
    @Test func aStackedDiscountIsKeptOnTheItemAsItWasGiven() throws {
        let steps = try ["30%", "10%"].map { try DiscountStep(parsing: $0, currency: .jpy) }
        let stacked = try StackedDiscount(original: Money(498, .jpy), steps: steps)
        #expect(stacked.price == Money(313, .jpy))
        let kept = Cart.Item.Discount(stacked)
        #expect(kept == Cart.Item.Discount(original: Money(498, .jpy), steps: [try .percent(30), try .percent(10)]))
        let store = try CartStore(path: path, currency: .jpy)
        try store.add(try Cart.Item(amount: stacked.price, discount: kept))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains(#""original":"498","off":"30%,10%""#))
        #expect(try CartStore(path: path, currency: .jpy).load().items.map(\.discount) == [kept])
    }

    @Test func thePriceToAddKeepsTheRateAsTheFirstStep() throws {
        let session = ShoppingSession(cart: try CartSession(.memory, currency: .jpy))
        #expect(try session.priceToAdd() == nil)
        try session.bargain.setPrice(Money(498, .jpy))
        try session.bargain.setRate(try Percentage(30))
        try session.addStep(try DiscountStep(parsing: "10%", currency: .jpy))
        #expect(try session.discountedPrice() == Money(313, .jpy))
        let added = try #require(try session.priceToAdd())
        #expect(added.price == Money(313, .jpy))
        #expect(added.discount == Cart.Item.Discount(original: Money(498, .jpy), steps: [try .percent(30), try .percent(10)]))
        session.clearSteps()
        #expect(try session.priceToAdd()?.price == Money(348, .jpy))
    }

    @Test func aPriceWithoutRateOrStepsIsAddedWithoutADiscount() throws {
        let session = ShoppingSession(cart: try CartSession(.memory, currency: .jpy))
        try session.bargain.setPrice(Money(498, .jpy))
        let added = try #require(try session.priceToAdd())
        #expect(added.price == Money(498, .jpy))
        #expect(added.discount == nil)
    }

    /// ¥100 with ¥150 off is refused (step 2, after the rate of 0%), and the steps stay as they were.
    @Test func aStepThePriceCannotTakeIsRefusedAndTheStepsStay() throws {
        let session = ShoppingSession(cart: try CartSession(.memory, currency: .jpy))
        try session.bargain.setPrice(Money(100, .jpy))
        #expect(throws: BargainError.amountOffAbovePrice(step: 2, off: Money(150, .jpy), price: Money(100, .jpy))) {
            try session.addStep(.amount(150))
        }
        #expect(session.steps.isEmpty)
    }

    /// What a command saw of the cart file is shown without reading it again, until forgotten.
    @Test func theCartIsReadOnceAndSeenUntilForgotten() throws {
        let session = ShoppingSession(cart: try CartSession(.file(path), currency: .jpy))
        #expect(session.lastSeenCart == nil)
        _ = try session.cart.add(try Cart.Item(amount: Money(313, .jpy)))
        #expect(session.lastSeenCart?.count == 1)
        #expect(session.lastSeenCart?.total == Money(313, .jpy))
        let accesses = session.cart.fileAccesses
        #expect(session.cartSummary()?.total == Money(313, .jpy))
        #expect(session.cart.fileAccesses == accesses)
        session.forgetCart()
        #expect(session.lastSeenCart == nil)
        #expect(session.cartSummary()?.count == 1)
        #expect(session.cart.fileAccesses == accesses + 1)
    }

    @Test func aCartInMemoryIsNeverCachedAndAlwaysCounted() throws {
        let session = ShoppingSession(cart: try CartSession(.memory, currency: .jpy))
        _ = try session.cart.add(try Cart.Item(amount: Money(313, .jpy)))
        #expect(session.lastSeenCart == nil)
        #expect(session.cartSummary()?.count == 1)
    }
}
