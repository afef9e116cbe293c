import Cart
import FoundationEssentials
import ShopCore
import Testing

@Suite struct CartTests {
    func item(_ amount: Decimal, _ label: String? = nil, qty: Int = 1) throws -> Cart.Item {
        try Cart.Item(amount: amount, label: label, quantity: qty)
    }

    // MARK: The original app's own checks

    @Test func addingToTheCartWorks() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(item(6860, "coat"))
        try cart.add(item(2740, qty: 2))
        #expect(cart.count == 2)
        #expect(cart.total == 12340)
        #expect(cart.items.map(\.label) == ["coat", nil])
    }

    @Test func clearingWorks() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(item(6860))
        let question = cart.requestClear()
        #expect(question.question == "Clear the cart (1 item, ¥6,860)? [y/N] ")
        try cart.confirm(question)
        #expect(cart.count == 0)
        #expect(cart.total == 0)
    }

    @Test func cancelInTheClearDialogKeepsTheCart() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(item(6860))
        try cart.add(item(5480))
        let before = cart
        _ = cart.requestClear()  // asked, then cancelled: the request is dropped
        #expect(cart == before)
        #expect(cart.total == 12340)
    }

    @Test func afterClearingAddingWorksAgain() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(item(6860))
        try cart.confirm(cart.requestClear())
        try cart.add(item(1386))
        #expect(cart.count == 1)
        #expect(cart.total == 1386)
    }

    @Test func aClearRequestGoesStaleWhenTheCartChanges() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(item(100))
        let question = cart.requestClear()
        try cart.add(item(200))
        #expect(throws: CartError.staleClearRequest) { try cart.confirm(question) }
        #expect(cart.total == 300)
    }

    @Test func answers() {
        for yes in ["y", "Y", "yes", "YES", " yes ", "はい", "ｙ"] { #expect(ClearRequest.isYes(yes), "\(yes)") }
        for no in ["", "n", "no", "yeah", "nope", "q", "いいえ"] { #expect(!ClearRequest.isYes(no), "\(no)") }
    }

    // MARK: Undo of each operation

    @Test func undoAnAdd() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(item(100))
        try cart.add(item(200))
        #expect(try cart.undo() == .added(item(200)))
        #expect(cart.items == [try item(100)])
        #expect(cart.total == 100)
    }

    @Test func undoARemove() throws {
        var cart = Cart(currency: .jpy)
        for amount in [100, 200, 300] { try cart.add(item(Decimal(amount))) }
        #expect(try cart.remove(at: 2) == item(200))
        #expect(cart.total == 400)
        try cart.undo()
        #expect(cart.items.map(\.amount) == [100, 200, 300])
        #expect(cart.total == 600)
    }

    @Test func undoAClear() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(item(100, "a"))
        try cart.add(item(200, "b", qty: 3))
        try cart.confirm(cart.requestClear())
        try cart.undo()
        #expect(cart.items == [try item(100, "a"), try item(200, "b", qty: 3)])
        #expect(cart.total == 700)
    }

    @Test func undoWalksBackEveryChangeThenStops() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(item(100))
        try cart.add(item(200))
        try cart.remove(at: 1)
        try cart.confirm(cart.requestClear())
        for _ in 0..<4 { try cart.undo() }
        #expect(cart.count == 0)
        #expect(throws: CartError.nothingToUndo) { try cart.undo() }
    }

    // MARK: Values

    @Test func totalsAreExact() throws {
        var cart = Cart(currency: .usd)
        for _ in 0..<10 { try cart.add(item(Decimal(string: "0.1")!)) }
        try cart.add(item(Decimal(string: "3.499")!, qty: 3))
        #expect(cart.total == Decimal(string: "11.497")!)
    }

    @Test func badItemsAndIndexes() throws {
        #expect(throws: CartError.quantityOutOfRange(0)) { try item(100, qty: 0) }
        #expect(throws: CartError.money(.negative("-1"))) { try item(-1) }
        #expect(throws: CartError.labelHasControlCharacters) { try item(1, "a\nb") }
        var cart = Cart(currency: .jpy)
        #expect(throws: CartError.noSuchItem(1, count: 0)) { try cart.remove(at: 1) }
        try cart.add(item(100))
        #expect(throws: CartError.noSuchItem(2, count: 1)) { try cart.remove(at: 2) }
        #expect(throws: CartError.noSuchItem(0, count: 1)) { try cart.remove(at: 0) }
        try cart.add(item(999_999_999_999_000))
        #expect(throws: CartError.totalTooLarge) { try cart.add(item(900)) }
        #expect(cart.count == 2, "a refused add changes nothing")
    }
}
