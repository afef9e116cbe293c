import Cart
import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite struct CartTests {
    func item(_ amount: Decimal, _ label: String? = nil, qty: Int = 1, currency: Currency = .jpy) throws -> Cart.Item {
        try Cart.Item(amount: Money(amount, currency), label: label, quantity: qty)
    }

    // MARK: The original app's own checks

    @Test func addingToTheCartWorks() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(item(6860, "coat"))
        try cart.add(item(2740, qty: 2))
        #expect(cart.count == 2)
        #expect(cart.total == Money(12340, .jpy))
        #expect(cart.items.map(\.label) == ["coat", nil])
    }

    @Test func clearingWorks() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(item(6860))
        let request = cart.requestClear()
        #expect(request.count == 1)
        #expect(request.total == Money(6860, .jpy))
        try cart.confirm(request)
        #expect(cart.count == 0)
        #expect(cart.total == Money(0, .jpy))
    }

    @Test func aCancelledClearRequestCannotClearLater() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(item(6860))
        try cart.add(item(5480))
        let cancelled = cart.requestClear()  // asked, then cancelled: the request is dropped
        try cart.add(item(100))
        try cart.undo()  // the same items and total as when it was asked, but not the same cart
        #expect(throws: CartError.staleClearRequest) { try cart.confirm(cancelled) }
        #expect(cart.items.contents == [try item(6860), try item(5480)].contents)
        #expect(cart.total == Money(12340, .jpy))
        try cart.confirm(cart.requestClear())
        #expect(cart.count == 0, "a request asked anew clears")
    }

    @Test func afterClearingAddingWorksAgain() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(item(6860))
        try cart.confirm(cart.requestClear())
        try cart.add(item(1386))
        #expect(cart.count == 1)
        #expect(cart.total == Money(1386, .jpy))
    }

    @Test func aClearRequestGoesStaleWhenTheCartChanges() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(item(100))
        let question = cart.requestClear()
        try cart.add(item(200))
        #expect(throws: CartError.staleClearRequest) { try cart.confirm(question) }
        #expect(cart.total == Money(300, .jpy))
    }

    @Test func clearingAnEmptyCartIsNotAChange() throws {
        var cart = Cart(currency: .jpy)
        try cart.confirm(cart.requestClear())
        #expect(cart.history.isEmpty)
        #expect(throws: CartError.nothingToUndo) { try cart.undo() }
        try cart.add(item(100))
        try cart.confirm(cart.requestClear())
        try cart.confirm(cart.requestClear())
        try cart.undo()
        #expect(cart.items.contents == [try item(100)].contents, "undo takes back the clear that removed something")
    }

    // MARK: Undo of each operation

    @Test func undoAnAdd() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(item(100))
        let added = try item(200)
        try cart.add(added)
        #expect(try cart.undo() == .added(added))
        #expect(cart.items.contents == [try item(100)].contents)
        #expect(cart.total == Money(100, .jpy))
    }

    @Test func undoARemove() throws {
        var cart = Cart(currency: .jpy)
        for amount in [100, 200, 300] { try cart.add(item(Decimal(amount))) }
        let second = cart.items[1]
        #expect(try cart.remove(at: 2) == second)
        #expect(cart.total == Money(400, .jpy))
        try cart.undo()
        #expect(cart.items[1] == second, "the same item, id and all, is back")
        #expect(cart.items.map(\.amount.amount) == [100, 200, 300])
        #expect(cart.total == Money(600, .jpy))
    }

    @Test func undoAClear() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(item(100, "a"))
        try cart.add(item(200, "b", qty: 3))
        try cart.confirm(cart.requestClear())
        try cart.undo()
        #expect(cart.items.contents == [try item(100, "a"), try item(200, "b", qty: 3)].contents)
        #expect(cart.total == Money(700, .jpy))
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
        for _ in 0..<10 { try cart.add(item(Decimal(string: "0.1")!, currency: .usd)) }
        try cart.add(item(Decimal(string: "3.499")!, qty: 10, currency: .usd))
        #expect(cart.total == Money(Decimal(string: "35.99")!, .usd))
    }

    @Test func badItemsAndIndexes() throws {
        #expect(throws: CartError.quantityOutOfRange(0)) { try item(100, qty: 0) }
        #expect(throws: CartError.money(.negative("-1"))) { try item(-1) }
        for (label, scalar) in [
            ("a\nb", "\n"), ("\u{1B}[31mRED", "\u{1B}"), ("a\u{85}b", "\u{85}"), ("a\u{2028}b", "\u{2028}"),
            ("abc\u{202E}fed", "\u{202E}"),
        ] as [(String, Unicode.Scalar)] {
            #expect(throws: CartError.unsafeCharacter(label: label, scalar: scalar)) { try item(1, label) }
        }
        #expect(
            CartError.unsafeCharacter(label: "a\nb", scalar: "\n").description
                == #"label "a\nb" has a control character (U+000A)"#)
        #expect(try item(1, "👨‍👩‍👧 コート").label == "👨‍👩‍👧 コート")
        #expect(throws: CartError.money(.tooManyDecimals("0.0000000000001", limit: 12))) {
            try item(Decimal(string: "0.0000000000001")!)
        }
        var cart = Cart(currency: .jpy)
        #expect(throws: CartError.noSuchItem(1, count: 0)) { try cart.remove(at: 1) }
        try cart.add(item(100))
        #expect(throws: CartError.noSuchItem(2, count: 1)) { try cart.remove(at: 2) }
        #expect(throws: CartError.noSuchItem(0, count: 1)) { try cart.remove(at: 0) }
        try cart.add(item(999_999_999_999_000))
        #expect(throws: CartError.totalTooLarge) { try cart.add(item(900)) }
        #expect(cart.count == 2, "a refused add changes nothing")
    }

    // MARK: Line totals that can be paid

    struct PayableCase: Sendable, CustomTestStringConvertible {
        let currency: Currency
        let amount: String
        let quantity: Int
        /// The refused line total, or nil when the item is added.
        let refused: String?
        var testDescription: String { "\(currency.code) \(amount) × \(quantity)" }
    }

    static let payableCases: [PayableCase] = [
        PayableCase(currency: .jpy, amount: "100.5", quantity: 1, refused: "100.5"),
        PayableCase(currency: .jpy, amount: "100.5", quantity: 2, refused: nil),
        PayableCase(currency: .usd, amount: "0.005", quantity: 1, refused: "0.005"),
        PayableCase(currency: .usd, amount: "3.499", quantity: 10, refused: nil),
        PayableCase(currency: .usd, amount: "0.333", quantity: 3, refused: "0.999"),
        PayableCase(currency: .krw, amount: "0.25", quantity: 4, refused: nil),
        PayableCase(currency: .eur, amount: "12.34", quantity: 1, refused: nil),
    ]

    @Test(arguments: payableCases)
    func aLineMustComeToAWholeMinorUnit(_ row: PayableCase) throws {
        var cart = Cart(currency: row.currency)
        let line = try item(Decimal(string: row.amount)!, qty: row.quantity, currency: row.currency)
        if let refused = row.refused {
            #expect(throws: CartError.notPayable(lineTotal: Money(Decimal(string: refused)!, row.currency))) {
                try cart.add(line)
            }
            #expect(cart.count == 0 && cart.history.isEmpty, "a refused add changes nothing")
        } else {
            try cart.add(line)
            #expect(cart.total == line.lineTotal)
        }
    }

    @Test func notPayableSaysWhatCanBePaid() {
        #expect(
            CartError.notPayable(lineTotal: Money(Decimal(string: "100.5")!, .jpy)).description
                == "¥100.5 is not a whole number of JPY 1; a cart line must come to an amount that can be paid")
        #expect(
            CartError.notPayable(lineTotal: Money(Decimal(string: "0.005")!, .usd)).description
                == "$0.005 is not a whole number of USD 0.01; a cart line must come to an amount that can be paid")
    }
}
