import Foundation
import ShopCore
import Tax
import Testing

@testable import Cart

/// The history is made from the steps the cart keeps, an add's without a copy of its item, and says
/// exactly what `undo` takes back, one change after another.
@Suite struct CartHistoryTests {
    static func item(_ amount: Decimal, _ label: String) -> Cart.Item {
        (try? Cart.Item(amount: Money(amount, .jpy), label: label))!
    }

    @Test func everyKindOfChangeIsInTheHistoryAndUndoneInTurn() throws {
        let (a, b, c, d) = (Self.item(100, "a"), Self.item(200, "b"), Self.item(300, "c"), Self.item(400, "d"))
        let coupon = try Coupon(amount: Money(50, .jpy))
        var cart = Cart(currency: .jpy)
        try cart.add(a)
        try cart.add(b)
        try cart.add(c)
        try cart.remove(at: 2)
        try cart.add(d)
        try cart.remove(atOffsets: [0, 2])
        try cart.add(coupon)
        try cart.setBudget(Money(5000, .jpy))
        try cart.confirm(cart.requestClear())
        try cart.add(b)
        let expected: [Cart.Change] = [
            .added(a), .added(b), .added(c), .removed(b, index: 2), .added(d), .removedOffsets([a, d], offsets: [0, 2]),
            .couponAdded(coupon), .budgetChanged(from: nil, to: Money(5000, .jpy)), .cleared([c], coupons: [coupon]),
            .added(b),
        ]
        #expect(cart.history == expected)
        #expect(cart.undoCount == expected.count)
        for change in expected.reversed() {
            #expect(cart.lastChange == change)
            #expect(try cart.undo() == change)
            #expect(cart.history == Array(expected.prefix(cart.undoCount)))
        }
        #expect(cart.lastChange == nil && cart.items.isEmpty)
        #expect(throws: CartError.nothingToUndo) { try cart.undo() }
    }

    @Test func cartsWithTheSameItemsAndStepsAreEqual() throws {
        let (a, b) = (Self.item(100, "a"), Self.item(200, "b"))
        var one = Cart(currency: .jpy), other = Cart(currency: .jpy)
        try one.add(a)
        try one.add(b)
        try other.add(a)
        try other.add(b)
        #expect(one == other)
        try one.remove(at: 2)
        try one.add(b)
        #expect(one.items == other.items && one != other, "the same items, another history")
    }

    @Test func aRefusedAddLeavesNoIdBehind() throws {
        let big = try Cart.Item(amount: Money(Decimal(string: "999999999999999")!, .jpy), label: "big")
        var cart = Cart(currency: .jpy)
        try cart.add(big)
        let again = try Cart.Item(amount: Money(1, .jpy), label: "one")
        #expect(throws: CartError.totalTooLarge) { try cart.add(again) }
        try cart.undo()
        try cart.add(again)
        #expect(cart.items == [again] && cart.undoCount == 1)
    }
}
