import Cart
import Foundation
import ShopCore
import TestSupport
import Testing

@Suite final class CartStoreTests {
    let folder: String
    var path: String { folder + "/state/shoptools/cart.json" }

    init() throws {
        folder = try temporaryFolder("cart-tests")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func item(
        _ amount: Decimal, _ label: String? = nil, qty: Int = 1, currency: Currency = .jpy, id: Int? = nil
    ) throws -> Cart.Item {
        try Cart.Item(amount: Money(amount, currency), label: label, quantity: qty, id: id.map(Self.id) ?? UUID())
    }

    /// `00000000-0000-0000-0000-00000000000N`: an id that a test can write out.
    static func id(_ number: Int) -> UUID {
        UUID(
            uuidString: "00000000-0000-0000-0000-"
                + String(String(number).reversed()).padding(toLength: 12, withPad: "0", startingAt: 0).reversed()
        ) ?? UUID()
    }

    func contents() throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func aMissingFileIsAnEmptyCartAndIsNotCreatedByReading() throws {
        let store = try CartStore(path: path, currency: .jpy)
        #expect(try store.load().count == 0)
        #expect(try store.summary() == CartSummary(count: 0, total: Money(0, .jpy)))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aRefusedChangeToAMissingCartCreatesNothing() throws {
        let store = try CartStore(path: path, currency: .jpy)
        #expect(throws: CartError.nothingToUndo) { try store.undo() }
        #expect(throws: CartError.noSuchItem(1, count: 0)) { try store.remove(at: 1) }
        #expect(throws: CartError.notPayable(lineTotal: Money(Decimal(string: "0.5")!, .jpy))) {
            try store.add(item(Decimal(string: "0.5")!))
        }
        try store.confirm(Cart(currency: .jpy).requestClear())
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: path + ".lock"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/state"), "no folder made on the way")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }

    @Test func theFirstChangeToAMissingCartMakesTheFoldersTheLockAndTheFile() throws {
        let store = try CartStore(path: path, currency: .jpy)
        #expect(throws: CartError.nothingToUndo) { try store.undo() }
        try store.add(item(100))
        #expect(FileManager.default.fileExists(atPath: path + ".lock"))
        #expect(try store.load().items.contents == [try item(100)].contents)
        #expect(try store.undo().cart.count == 0)
    }

    @Test func changesPersistAcrossStores() throws {
        let first = try CartStore(path: path, currency: .jpy)
        try first.add(item(6860, "coat", id: 1))
        try first.add(item(2740, "scarf \"wool\"", qty: 2, id: 2))
        let second = try CartStore(path: path, currency: .jpy)
        let cart = try second.load()
        #expect(cart.items.contents == [try item(6860, "coat"), try item(2740, "scarf \"wool\"", qty: 2)].contents)
        #expect(try second.summary() == CartSummary(count: 2, total: Money(12340, .jpy)))
        try second.remove(at: 1)
        #expect(
            try first.load().items.contents == [try item(2740, "scarf \"wool\"", qty: 2)].contents,
            "the first store sees the second's change")
        try first.undo()
        #expect(try second.load().count == 2, "undo works across stores")
        #expect(
            try contents() == """
                {"shoptools":"cart","version":5,"currency":"JPY","sum":"4131c2ff8c246328"}
                {"op":"add","id":"00000000-0000-0000-0000-000000000001","amount":"6860","qty":1,"label":"coat","count":1,"total":"6860","sum":"6ded57837e4e7d66"}
                {"op":"add","id":"00000000-0000-0000-0000-000000000002","amount":"2740","qty":2,"label":"scarf \\"wool\\"","count":2,"total":"12340","sum":"9a56e54c96635aa5"}
                {"op":"remove","index":1,"count":1,"total":"5480","sum":"aca2aa2005e18581"}
                {"op":"undo","count":2,"total":"12340","sum":"f0010a63c779a9bc"}

                """)
    }

    @Test func clearNeedsTheRequestAndUndoRestores() throws {
        let store = try CartStore(path: path, currency: .jpy)
        try store.add(item(100))
        try store.add(item(200))
        let request = try store.load().requestClear()
        try store.confirm(request)
        #expect(try store.summary().count == 0)
        try store.add(item(50))
        #expect(throws: CartError.staleClearRequest) { try store.confirm(request) }
        try store.undo()
        try store.undo()
        #expect(try store.load().items.map(\.amount.amount) == [100, 200])
    }

    /// A file of 0 bytes is what `touch` makes: an empty cart, which the first change writes.
    @Test func anEmptyFileIsAnEmptyCart() throws {
        try FileManager.default.createDirectory(atPath: folder + "/state/shoptools", withIntermediateDirectories: true)
        try "".write(toFile: path, atomically: true, encoding: .utf8)
        let store = try CartStore(path: path, currency: .usd)
        #expect(try store.load() == Cart(currency: .usd))
        #expect(try store.summary() == CartSummary(count: 0, total: Money(0, .usd)))
        #expect(try CartStore.recordedCurrency(atPath: path) == nil)
        try store.add(try Cart.Item(amount: Money(Decimal(string: "4.99")!, .usd)))
        #expect(try CartStore(path: path, currency: .usd).load().items.map(\.amount.amount) == [Decimal(string: "4.99")!])
        #expect(try CartStore.recordedCurrency(atPath: path) == .usd)
    }

    /// The same file emptied after a change was recorded lost its lines: damage, not an empty cart.
    @Test func aCartFileEmptiedAfterAChangeIsDamage() throws {
        let store = try CartStore(path: path, currency: .jpy)
        try store.add(item(100))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.close()
        #expect(throws: CartError.unreadable(path: path, damage: .empty)) { try CartStore(path: path, currency: .jpy).load() }
        #expect(throws: CartError.unreadable(path: path, damage: .empty)) { try store.add(item(1)) }
        #expect(try contents() == "")
    }

    @Test func aCorruptFileIsReportedAndLeftUntouched() throws {
        try FileManager.default.createDirectory(atPath: folder + "/state/shoptools", withIntermediateDirectories: true)
        let cases: [(String, CartError.Damage)] = [
            ("hello\n", .notACart),
            (
                #"{"shoptools":"cart","version":6,"currency":"JPY"}"# + "\n",
                .newerFormat(found: 6, reads: 5)
            ),
            (#"{"shoptools":"cart","version":1,"currency":"JPY"}"# + "\n" + "garbage\n", .notAChange(line: 2)),
            (
                #"{"shoptools":"cart","version":1,"currency":"JPY"}"# + "\n"
                    + #"{"op":"add","amount":"100","qty":1,"label":null,"count":1,"total":"999"}"# + "\n",
                .doesNotAddUp(line: 2)
            ),
        ]
        for (text, damage) in cases {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let store = try CartStore(path: path, currency: .jpy)
            #expect(throws: CartError.unreadable(path: path, damage: damage)) { try store.load() }
            #expect(throws: CartError.self) { try store.undo() }
            #expect(throws: CartError.self) { try store.remove(at: 1) }
            #expect(throws: CartError.self) { try store.confirm(Cart(currency: .jpy).requestClear()) }
            #expect(throws: CartError.unreadable(path: path, damage: damage)) { try store.summary() }
            #expect(throws: CartError.unreadable(path: path, damage: damage)) { try store.add(item(1)) }
            #expect(try contents() == text, "never written to: \(damage)")
        }
    }

    @Test func anotherCurrencyIsReported() throws {
        try CartStore(path: path, currency: .usd).add(item(Decimal(string: "9.99")!, currency: .usd))
        let before = try contents()
        #expect(throws: CartError.currencyMismatch(path: path, file: .usd, requested: .jpy)) {
            try CartStore(path: path, currency: .jpy).add(item(1))
        }
        #expect(try contents() == before)
        #expect(
            CartError.currencyMismatch(path: "/c.json", file: .usd, requested: .jpy).description
                == #"cart file "/c.json" is in USD, not JPY"#)
    }

    @Test func aTornLastLineIsNotPartOfTheCartAndIsRepairedByTheNextChange() throws {
        let store = try CartStore(path: path, currency: .jpy)
        try store.add(item(100))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"op":"add","amount":"5"#.utf8))
        try handle.close()
        let fresh = try CartStore(path: path, currency: .jpy)
        #expect(try fresh.load().total == Money(100, .jpy))
        #expect(try fresh.summary().total == Money(100, .jpy))
        try fresh.add(item(7, id: 7))
        #expect(try CartStore(path: path, currency: .jpy).load().items.map(\.amount.amount) == [100, 7])
        #expect(
            try contents().hasSuffix(
                #"{"op":"add","id":"00000000-0000-0000-0000-000000000007","amount":"7","qty":1,"label":null,"count":2,"total":"107","sum":"7b5d7ebe436d3102"}"#
                    + "\n"))
    }

    @Test func aLongSessionSeesOthersAppends() throws {
        let session = try CartStore(path: path, currency: .jpy)
        try session.add(item(1))
        _ = try session.load()
        for amount in 2...5 { try CartStore(path: path, currency: .jpy).add(item(Decimal(amount))) }
        try session.add(item(6))
        #expect(try session.load().items.map(\.amount.amount) == [1, 2, 3, 4, 5, 6])
        #expect(try CartStore(path: path, currency: .jpy).load().total == Money(21, .jpy))
    }

    @Test func defaultPaths() {
        func env(_ values: [String: String]) -> (String) -> String? { { values[$0] } }
        #expect(CartStore.defaultPath(environment: env(["SHOPTOOLS_CART": "/x/c.json", "HOME": "/h"])) == "/x/c.json")
        #expect(CartStore.defaultPath(environment: env(["XDG_STATE_HOME": "/s", "HOME": "/h"])) == "/s/shoptools/cart.json")
        #expect(CartStore.defaultPath(environment: env(["HOME": "/h"])) == "/h/.local/state/shoptools/cart.json")
        #expect(CartStore.defaultPath(environment: env([:])) == nil)
    }

    @Test func concurrentAddsFromThreadsAllLand() async throws {
        let path = self.path
        try CartStore(path: path, currency: .jpy).add(item(1))
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    _ = try? CartStore(path: path, currency: .jpy).add(Cart.Item(amount: Money(1, .jpy)))
                }
            }
        }
        #expect(try CartStore(path: path, currency: .jpy).load().count == 21)
    }
}
