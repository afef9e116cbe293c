import Cart
import Foundation
import ShopCore
import TestSupport
import Testing

/// ``CartStore/repair()``: a damaged cart file is kept beside the cart under
/// a new name, and the cart is rebuilt from every line that can be read.
@Suite final class CartStoreRepairTests {
    let folder: String
    var path: String { folder + "/cart.json" }

    init() throws {
        folder = try temporaryFolder("cart-repair")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// Three adds, the middle line then edited by hand (its checksum no longer matches).
    func damagedCart() throws -> String {
        let store = try CartStore(path: path, currency: .jpy)
        for (amount, label) in [(6860, "coat"), (2740, "scarf"), (500, "socks")] {
            try store.add(try Cart.Item(amount: Money(Decimal(amount), .jpy), label: label))
        }
        let damaged = try contents(path).replacingOccurrences(of: #""amount":"2740""#, with: #""amount":"2750""#)
        try damaged.write(toFile: path, atomically: false, encoding: .utf8)
        return damaged
    }

    @Test func aLineThatFailsItsChecksumIsLeftOutAndTheRestRebuilt() throws {
        let damaged = try damagedCart()
        let store = try CartStore(path: path, currency: .jpy)
        #expect(throws: CartError.unreadable(path: path, damage: .checksum(line: 3))) { try store.load() }
        let repair = try store.repair()
        #expect(repair.damage == .checksum(line: 3))
        #expect(repair.skipped == [.checksum(line: 3)])
        #expect(repair.keptAs == path + ".damaged")
        #expect(repair.cart.items.map(\.label) == ["coat", "socks"])
        #expect(repair.cart.total == Money(7360, .jpy))
        #expect(try contents(path + ".damaged") == damaged)
        let reread = try CartStore(path: path, currency: .jpy).load()
        #expect(reread.items.map(\.label) == ["coat", "socks"])
        // The rebuilt file takes changes and undo as any other.
        try store.undo()
        #expect(try CartStore(path: path, currency: .jpy).load().items.map(\.label) == ["coat"])
    }

    /// Figures recorded after a left-out line do not hold the later lines back.
    @Test func linesAfterALeftOutLineAreNotHeldToItsFigures() throws {
        _ = try damagedCart()
        let repair = try CartStore(path: path, currency: .jpy).repair()
        #expect(repair.cart.count == 2)
    }

    @Test func aReadableOrMissingFileHasNothingToRepair() throws {
        let store = try CartStore(path: path, currency: .jpy)
        #expect(throws: CartError.nothingToRepair(path: path)) { try store.repair() }
        try store.add(try Cart.Item(amount: Money(100, .jpy)))
        let before = try contents(path)
        #expect(throws: CartError.nothingToRepair(path: path)) { try store.repair() }
        #expect(try contents(path) == before)
        #expect(!FileManager.default.fileExists(atPath: path + ".damaged"))
    }

    /// A file with no line of a cart (notes given as `--cart` by mistake) is not taken over.
    @Test func aFileThatIsNoCartIsLeftAlone() throws {
        let text = "# Notes\n\nmilk 198\neggs 248\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: CartError.notACart(path: path)) { try CartStore(path: path, currency: .jpy).repair() }
        #expect(try contents(path) == text)
        #expect(!FileManager.default.fileExists(atPath: path + ".damaged"))
    }

    /// A file of a newer format is not damaged: a newer shoptools reads it, so it is left alone.
    @Test func aNewerFormatIsNotRepaired() throws {
        let text = #"{"shoptools":"cart","version":99,"currency":"JPY"}"# + "\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: CartError.unreadable(path: path, damage: .newerFormat(found: 99, reads: 5))) {
            try CartStore(path: path, currency: .jpy).repair()
        }
        #expect(try contents(path) == text)
    }

    /// A header that does not read: the lines are read in the store's currency, the header reported.
    @Test func aBrokenHeaderIsReportedAndTheLinesStillRead() throws {
        _ = try damagedCart()
        let lines = try contents(path).split(separator: "\n", omittingEmptySubsequences: false)
        try (["not a header"] + lines.dropFirst()).joined(separator: "\n").write(toFile: path, atomically: false, encoding: .utf8)
        let repair = try CartStore(path: path, currency: .jpy).repair()
        #expect(repair.damage == .notACart)
        #expect(repair.skipped == [.notACart, .checksum(line: 3)])
        #expect(repair.cart.items.map(\.label) == ["coat", "socks"])
    }
}
