import Cart
import Foundation
import ShopCore
import TestSupport
import Testing

/// Each way a cart file can be damaged is reported with its own
/// ``CartError/Damage``, and the file is left as it is.
@Suite final class CartStoreDamageCasesTests {
    let folder: String
    var path: String { folder + "/cart.json" }

    init() throws {
        folder = try temporaryFolder("cart-cases")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    struct Row: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let text: String
        let damage: CartError.Damage
    }

    static let version1 = #"{"shoptools":"cart","version":1,"currency":"JPY"}"# + "\n"

    static let rows: [Row] = [
        Row(testDescription: "not a cart", text: "hello\n", damage: .notACart),
        Row(testDescription: "no line break", text: String(repeating: "x", count: 2000), damage: .notACart),
        Row(
            testDescription: "newer format", text: #"{"shoptools":"cart","version":6,"currency":"JPY"}"# + "\n",
            damage: .newerFormat(found: 6, reads: 5)),
        Row(
            testDescription: "unknown currency", text: #"{"shoptools":"cart","version":1,"currency":"XXX"}"# + "\n",
            damage: .unknownCurrency),
        Row(
            testDescription: "header checksum",
            text: #"{"shoptools":"cart","version":2,"currency":"JPY","sum":"0000000000000000"}"# + "\n",
            damage: .checksum(line: 1)),
        Row(testDescription: "not a change", text: version1 + "garbage\n", damage: .notAChange(line: 2)),
        Row(
            testDescription: "line too long",
            text: version1 + String(repeating: "x", count: (1 << 20) + 10) + "\n" + #"{"op":"clear","count":0,"total":"0"}"#
                + "\n",
            damage: .lineTooLong(line: 2)),
        Row(
            testDescription: "does not add up",
            text: version1 + #"{"op":"add","amount":"100","qty":1,"label":null,"count":1,"total":"999"}"# + "\n",
            damage: .doesNotAddUp(line: 2)),
        Row(
            testDescription: "an item the cart refuses",
            text: version1 + #"{"op":"add","amount":"100","qty":0,"label":null,"count":1,"total":"0"}"# + "\n",
            damage: .change(line: 2, .quantityOutOfRange(0))),
        Row(
            testDescription: "remove of an item that is not there",
            text: version1 + #"{"op":"add","amount":"100","qty":1,"label":null,"count":1,"total":"100"}"# + "\n"
                + #"{"op":"remove","index":5,"count":0,"total":"0"}"# + "\n",
            damage: .change(line: 3, .noSuchItem(5, count: 1))),
        Row(
            testDescription: "undo with nothing to undo", text: version1 + #"{"op":"undo","count":0,"total":"0"}"# + "\n",
            damage: .change(line: 2, .nothingToUndo)),
    ]

    @Test(arguments: rows)
    func eachDamageIsNamed(_ row: Row) throws {
        try row.text.write(toFile: path, atomically: true, encoding: .utf8)
        let store = try CartStore(path: path, currency: .jpy)
        let refused = CartError.unreadable(path: path, damage: row.damage)
        #expect(throws: refused) { try store.load() }
        #expect(throws: refused) { try store.add(Cart.Item(amount: Money(1, .jpy))) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == row.text, "never written to")
    }

    /// The English words are those of the free-text reasons they replace.
    @Test func theEnglishWordsAreAsBefore() {
        let error = CartError.unreadable(path: "/tmp/c.json", damage: .change(line: 2, .nothingToUndo))
        #expect(error.description == #"cart file "/tmp/c.json" cannot be read (line 2: nothing to undo); it was left as it is"#)
    }
}
