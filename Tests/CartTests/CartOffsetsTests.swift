import Cart
import Foundation
import ShopCore
import TestSupport
import Testing

/// Removing at 0-based offsets (a list's swipe to delete) is one change that one undo takes back.
@Suite final class CartOffsetsTests {
    let folder: String
    var path: String { folder + "/cart.json" }

    init() throws {
        folder = try temporaryFolder("cart-offsets")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func items(_ amounts: [Decimal]) throws -> [Cart.Item] {
        try amounts.map { amount throws in try Cart.Item(amount: Money(amount, .jpy)) }
    }

    @Test func removeAtOffsetsAndUndoInOneStep() throws {
        var cart = Cart(currency: .jpy)
        let four = try items([100, 200, 300, 400])
        for item in four { try cart.add(item) }
        #expect(try cart.remove(atOffsets: [2, 0]) == [four[0], four[2]])
        #expect(cart.items == [four[1], four[3]])
        #expect(cart.total == Money(600, .jpy))
        #expect(cart.history.last == .removedOffsets([four[0], four[2]], offsets: [0, 2]))
        try cart.undo()
        #expect(cart.items == four, "every item back in its place, ids and all")
        #expect(cart.total == Money(1000, .jpy))
        try cart.undo()
        #expect(cart.items == Array(four[..<3]), "the next undo takes back the last add")
    }

    @Test(arguments: [[4], [-1], [0, 4], [1, 2, 7]])
    func anOffsetOutsideTheCartRemovesNothing(_ offsets: [Int]) throws {
        var cart = Cart(currency: .jpy)
        for item in try items([100, 200, 300, 400]) { try cart.add(item) }
        let before = cart
        let bad = offsets.contains(-1) ? -1 : offsets.max() ?? 0
        #expect(throws: CartError.noSuchOffset(bad, count: 4)) { try cart.remove(atOffsets: offsets) }
        #expect(cart == before)
    }

    @Test func noOffsetsIsNoChange() throws {
        var cart = Cart(currency: .jpy)
        for item in try items([100, 200]) { try cart.add(item) }
        #expect(try cart.remove(atOffsets: []) == [])
        try cart.undo()
        #expect(cart.items.map(\.amount.amount) == [100], "undo took back the add, not an empty removal")
    }

    @Test func aStoreWritesOneLineAndAnotherStoreUndoesIt() throws {
        let store = try CartStore(path: path, currency: .jpy)
        let five = try items([100, 200, 300, 400, 500])
        for item in five { try store.add(item) }
        let after = try store.remove(atOffsets: IndexSet([0, 2, 3]))
        #expect(after.items == [five[1], five[4]])
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 7)
        #expect(lines.last?.hasPrefix(#"{"op":"remove-offsets","offsets":"0,2-3","count":2,"total":"700","sum":""#) == true)
        let other = try CartStore(path: path, currency: .jpy)
        #expect(try other.load().items == [five[1], five[4]])
        let (undone, restored) = try other.undo()
        #expect(undone == .removedOffsets([five[0], five[2], five[3]], offsets: [0, 2, 3]))
        #expect(restored.items == five)
        #expect(try store.load().items == five, "the first store sees it")
    }

    @Test func noOffsetsWritesNothing() throws {
        let store = try CartStore(path: path, currency: .jpy)
        #expect(try store.remove(atOffsets: IndexSet()).count == 0)
        #expect(!FileManager.default.fileExists(atPath: path), "nothing created")
        try store.add(items([100])[0])
        let before = try String(contentsOfFile: path, encoding: .utf8)
        #expect(throws: CartError.noSuchOffset(1, count: 1)) { try store.remove(atOffsets: [1]) }
        #expect(try store.remove(atOffsets: []).count == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }

    @Test func tooManyScatteredOffsetsAreRefusedBeforeAnythingIsWritten() throws {
        // 24,000 items as an older shoptools wrote them: quick to write, read once.
        var text = #"{"shoptools":"cart","version":1,"currency":"JPY"}"# + "\n"
        for count in 1...24_000 {
            text += #"{"op":"add","amount":"1","qty":1,"label":null,"count":\#(count),"total":"\#(count)"}"# + "\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let store = try CartStore(path: path, currency: .jpy)
        let everyOther = stride(from: 0, to: 24_000, by: 2)  // "0,2,4,…,23998": 66,444 bytes
        #expect(throws: CartError.tooManyOffsets(12_000)) { try store.remove(atOffsets: everyOther) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "nothing written")
        #expect(try store.remove(atOffsets: stride(from: 0, to: 20_000, by: 2)).count == 14_000, "54,444 bytes fit")
        #expect(try store.remove(atOffsets: 0..<14_000).count == 0, "a run of any length is short")
        #expect(try CartStore(path: path, currency: .jpy).undo().cart.count == 14_000)
    }

    @Test func removingAWholeLargeCartIsOneShortLine() throws {
        let store = try CartStore(path: path, currency: .jpy)
        var cart = Cart(currency: .jpy)
        for _ in 0..<300 { cart = try store.add(Cart.Item(amount: Money(1, .jpy))) }
        cart = try store.remove(atOffsets: 0..<300)
        #expect(cart.count == 0)
        let last = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").last ?? ""
        #expect(last.hasPrefix(#"{"op":"remove-offsets","offsets":"0-299","count":0,"total":"0","sum":""#))
        #expect(try CartStore(path: path, currency: .jpy).undo().cart.count == 300)
    }
}
