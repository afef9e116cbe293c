import Cart
import Foundation
import ShopCore
import TestSupport
import Testing

/// An item keeps the discount its price came from, in memory and in the cart
/// file (format version 5); older files still read and are rewritten.
@Suite final class CartItemDiscountTests {
    let folder: String
    var path: String { folder + "/cart.json" }

    init() throws {
        folder = try temporaryFolder("cart-discount")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// ¥498 − 30% − 10% → ¥313, as `cart add 498 --off 30% --off 10%` adds it.
    static func tea() throws -> Cart.Item.Discount {
        Cart.Item.Discount(original: Money(498, .jpy), steps: [try .percent(30), try .percent(10)])
    }

    @Test func theDiscountIsKeptInTheFile() throws {
        let store = try CartStore(path: path, currency: .jpy)
        let item = try Cart.Item(amount: Money(313, .jpy), label: "tea", discount: try Self.tea())
        try store.add(item)
        try store.add(
            try Cart.Item(
                amount: Money(900, .jpy), discount: .init(original: Money(1000, .jpy), steps: [.amount(100)])))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix(#"{"shoptools":"cart","version":5,"#))
        #expect(text.contains(#""original":"498","off":"30%,10%""#))
        #expect(text.contains(#""original":"1000","off":"100""#))
        let reread = try CartStore(path: path, currency: .jpy).load()
        #expect(reread.items.first == item)
        #expect(reread.items.map(\.discount) == [try Self.tea(), .init(original: Money(1000, .jpy), steps: [.amount(100)])])
        #expect(reread.total == Money(1213, .jpy))
    }

    @Test func aDiscountInAnotherCurrencyIsRefused() {
        #expect(throws: CartError.itemCurrency(.usd, cart: .jpy)) {
            try Cart.Item(amount: Money(313, .jpy), discount: .init(original: Money(5, .usd), steps: [try .percent(10)]))
        }
    }

    @Test func aBrokenDiscountIsDamage() throws {
        let store = try CartStore(path: path, currency: .jpy)
        try store.add(try Cart.Item(amount: Money(313, .jpy), discount: try Self.tea()))
        // The steps edited to something no writer writes, the sum fixed up: still not a change.
        let header = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")[0]
        let line = Self.sealed(
            #"{"op":"add","id":"00000000-0000-0000-0000-000000000001","amount":"313","qty":1,"label":null,"original":"498","off":"30%,x","count":1,"total":"313""#
        )
        try (header + "\n" + line + "\n").write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: path + ".lock")  // no record: the whole file is read
        #expect(throws: CartError.unreadable(path: path, damage: .notAChange(line: 2))) {
            try CartStore(path: path, currency: .jpy).load()
        }
    }

    /// A version 4 file reads as it is; its first change rewrites it as version 5, items unchanged.
    @Test func aVersion4FileIsRewrittenAsVersion5ByItsFirstChange() throws {
        let version4 = """
            {"shoptools":"cart","version":4,"currency":"JPY","sum":"a7b92cc9f871533d"}
            {"op":"add","id":"00000000-0000-0000-0000-000000000001","amount":"6860","qty":1,"label":"coat","count":1,"total":"6860","sum":"6ded57837e4e7d66"}

            """
        try version4.write(toFile: path, atomically: true, encoding: .utf8)
        let store = try CartStore(path: path, currency: .jpy)
        #expect(try store.load().items.map(\.label) == ["coat"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == version4, "reading writes nothing")
        try store.add(try Cart.Item(amount: Money(313, .jpy), label: "tea", discount: try Self.tea()))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix(#"{"shoptools":"cart","version":5,"#))
        let reread = try CartStore(path: path, currency: .jpy).load()
        #expect(reread.items.map(\.label) == ["coat", "tea"])
        #expect(reread.items.map(\.discount) == [nil, try Self.tea()])
    }

    /// `body` sealed as the cart file seals a line: FNV-1a 64 of its bytes as `"sum"`.
    static func sealed(_ body: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let hex = String(hash, radix: 16)
        return body + #","sum":""# + String(repeating: "0", count: 16 - hex.count) + hex + "\"}"
    }
}
