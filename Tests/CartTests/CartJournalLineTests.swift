import Cart
import Foundation
import ShopCore
import TestSupport
import Testing

/// A journal line is read field by field from its bytes: what it says is
/// read as JSON says it, and whatever is not one flat object is refused.
@Suite final class CartJournalLineTests {
    let folder: String
    var path: String { folder + "/cart.json" }

    init() throws {
        folder = try temporaryFolder("cart-lines")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    static let version1 = #"{"shoptools":"cart","version":1,"currency":"JPY"}"# + "\n"

    private func load(_ bytes: [UInt8]) throws -> Cart {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try CartStore(path: path, currency: .jpy).load()
    }

    @Test func escapedKeysAndLabelsReadAsTheirText() throws {
        let line = #"{"op":"add","amount":"1200","qty":2,"l\u0061bel":"caf\u00e9 \"\u30b3\" \\ /","count":1,"total":"2400"}"#
        let cart = try load(Array((Self.version1 + line + "\n").utf8))
        #expect(cart.items.map(\.label) == [#"café "コ" \ /"#])
        #expect(cart.total == Money(2400, .jpy))
        #expect(cart.items.map(\.quantity) == [2])
    }

    @Test func labelsBeyondASCIIReadAsWritten() throws {
        let line = #"{"op":"add","amount":"6860","qty":1,"label":"コート 🥕","count":1,"total":"6860"}"#
        let cart = try load(Array((Self.version1 + line + "\n").utf8))
        #expect(cart.items.map(\.label) == ["コート 🥕"])
    }

    @Test func aFieldWrittenTwiceIsNotAChange() throws {
        let line = #"{"op":"clear","count":0,"total":"0","co\u0075nt":0}"#
        #expect(throws: CartError.unreadable(path: path, damage: .notAChange(line: 2))) {
            try self.load(Array((Self.version1 + #"{"op":"undo","count":0,"total":"0","op":"x"}"# + "\n").utf8))
        }
        #expect(throws: CartError.unreadable(path: path, damage: .notAChange(line: 2))) {
            try self.load(Array((Self.version1 + line + "\n").utf8))
        }
    }

    @Test func bytesThatAreNotUTF8AreNotAChangeEvenInAFieldNoOneReads() throws {
        let bytes =
            Array((Self.version1 + #"{"op":"add","amount":"100","qty":1,"label":null,"count":1,"total":"100","note":""#).utf8)
            + [0xFF, 0x41] + Array("\"}\n".utf8)
        #expect(throws: CartError.unreadable(path: path, damage: .notAChange(line: 2))) { try self.load(bytes) }
    }

    @Test func aNumberBeyondAWholeNumberIsNotAChange() throws {
        let line = #"{"op":"add","amount":"100","qty":99999999999999999999,"label":null,"count":1,"total":"100"}"#
        #expect(throws: CartError.unreadable(path: path, damage: .notAChange(line: 2))) {
            try self.load(Array((Self.version1 + line + "\n").utf8))
        }
    }
}
