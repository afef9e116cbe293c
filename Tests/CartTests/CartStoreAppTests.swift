import Cart
import Foundation
import ShopCore
import ShopFiles
import TestSupport
import Testing

/// A model that holds a store on the main actor, as a cart screen does: it
/// compiles under strict concurrency only because `CartStore` is `Sendable`.
@MainActor final class CartScreenModel {
    let store: CartStore
    private(set) var cart: Cart

    init(store: CartStore) throws {
        self.store = store
        cart = try store.load()
    }

    func add(_ amount: Decimal, label: String) throws {
        cart = try store.add(Cart.Item(amount: Money(amount, store.currency), label: label))
    }

    func delete(atOffsets offsets: IndexSet) throws { cart = try store.remove(atOffsets: offsets) }
    func undo() throws { cart = try store.undo().cart }
}

/// Adds from its own isolation, sharing one store with others.
actor Shopper {
    let store: CartStore
    init(store: CartStore) { self.store = store }

    func add(_ count: Int, label: String) throws -> Int {
        var last = Cart(currency: store.currency)
        for _ in 0..<count { last = try store.add(Cart.Item(amount: Money(1, .jpy), label: label)) }
        return last.count
    }
}

/// `CartStore` as an app uses it: shared between actors, given a URL, in the
/// platform's place, returning the cart, keeping ids across reloads.
@Suite final class CartStoreAppTests {
    let folder: String
    var path: String { folder + "/cart.json" }

    init() throws {
        folder = try temporaryFolder("cart-app")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    @Test func twoActorsShareOneStoreAndNoAddIsLost() async throws {
        let store = try CartStore(path: path, currency: .jpy)
        let (a, b) = (Shopper(store: store), Shopper(store: store))
        async let first = a.add(200, label: "a")
        async let second = b.add(200, label: "b")
        let counts = try await [first, second]
        #expect(counts.max() == 400)
        let cart = try CartStore(path: path, currency: .jpy).load()
        #expect(cart.count == 400)
        #expect(cart.total == Money(400, .jpy))
        #expect(Set(cart.items.map(\.id)).count == 400)
        #expect(cart.items.filter { $0.label == "a" }.count == 200)
    }

    @Test func aMainActorModelSwipesToDeleteAndUndoes() async throws {
        let model = try await CartScreenModel(store: CartStore(path: path, currency: .jpy))
        try await model.add(100, label: "bag")
        try await model.add(100, label: "bag")
        try await model.add(6860, label: "coat")
        let ids = await model.cart.items.map(\.id)
        #expect(Set(ids).count == 3, "two bags, two ids")
        try await model.delete(atOffsets: IndexSet([0, 1]))
        #expect(await model.cart.items.map(\.id) == [ids[2]])
        try await model.undo()
        #expect(await model.cart.items.map(\.id) == ids)
        #expect(try CartStore(path: path, currency: .jpy).load().items.map(\.id) == ids)
    }

    @Test func aStoreTakesAFileURL() throws {
        let url = URL(filePath: folder).appending(path: "my cart.json")
        let store = try CartStore(url: url, currency: .jpy)
        #expect(store.path == folder + "/my cart.json")
        #expect(store.url == url)
        try store.add(Cart.Item(amount: Money(5, .jpy)))
        #expect(FileManager.default.fileExists(atPath: folder + "/my cart.json"))
        let web = URL(string: "https://example.com/cart.json")!
        #expect(throws: CartError.file(.notAFilePath("https://example.com/cart.json"))) {
            try CartStore(url: web, currency: .jpy)
        }
        #expect(throws: CartError.file(.notAFilePath(folder + "/"))) {
            try CartStore(url: URL(filePath: folder + "/"), currency: .jpy)
        }
    }

    @Test func theDefaultLocation() {
        func env(_ values: [String: String]) -> (String) -> String? { { values[$0] } }
        #expect(
            CartStore.defaultLocation(environment: env(["SHOPTOOLS_CART": "/x/c.json", "HOME": "/h"]))
                == URL(filePath: "/x/c.json"))
        #if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        let location = CartStore.defaultLocation(environment: env([:]))
        #expect(location?.path(percentEncoded: false).hasSuffix("/Application Support/shoptools/cart.json") == true)
        #else
        #expect(CartStore.defaultLocation(environment: env(["XDG_STATE_HOME": "/s"]))?.path == "/s/shoptools/cart.json")
        #expect(CartStore.defaultLocation(environment: env(["HOME": "/h"]))?.path == "/h/.local/state/shoptools/cart.json")
        #expect(CartStore.defaultLocation(environment: env([:])) == nil)
        #endif
    }

    @Test func everyChangeReturnsTheCart() throws {
        let store = try CartStore(path: path, currency: .jpy)
        let coat = try Cart.Item(amount: Money(6860, .jpy), label: "coat")
        let added: Cart = try store.add(coat)
        #expect(added.items == [coat])
        #expect((try store.add(Cart.Item(amount: Money(100, .jpy))) as Cart).total == Money(6960, .jpy))
        #expect(try store.remove(at: 2).cart.items == [coat])
        #expect(try store.undo().cart.count == 2)
        #expect(try store.confirm(store.load().requestClear()).count == 0)
        #expect(try store.add(Cart.Item(amount: Money(1, .jpy))) == CartSummary(count: 1, total: Money(1, .jpy)))
    }

    @Test func idsSurviveAReload() throws {
        let store = try CartStore(path: path, currency: .jpy)
        var cart = Cart(currency: .jpy)
        for label in ["bag", "bag", "coat"] { cart = try store.add(Cart.Item(amount: Money(100, .jpy), label: label)) }
        try store.add(Cart.Item(amount: Money(100, .jpy), label: "quick"))
        let reloaded = try CartStore(path: path, currency: .jpy).load()
        #expect(Array(reloaded.items.prefix(3)) == cart.items)
        #expect(try CartStore(path: path, currency: .jpy).load() == reloaded)
    }

    @Test func anItemAddedTwiceByTheQuickPathGetsAnIdOfItsOwn() throws {
        // As two `cart add` processes would: each reads only the ends of the file.
        let bag = try Cart.Item(amount: Money(100, .jpy), label: "bag")
        try CartStore(path: path, currency: .jpy).add(bag)
        let store = try CartStore(path: path, currency: .jpy)
        try store.add(bag)
        #expect(store.bytesReadByLastCall < 1024, "the quick path")
        let cart = try CartStore(path: path, currency: .jpy).load()
        #expect(cart.items.first == bag)
        #expect(cart.items.count == 2 && cart.items[1].id != bag.id && cart.items[1].contents == bag.contents)
        #expect(try CartStore(path: path, currency: .jpy).load() == cart, "the same id on every load")
        #expect(throws: CartError.duplicateItem(id: bag.id)) { let _: Cart = try store.add(bag) }
        let _: Cart = try store.add(Cart.Item(amount: Money(1, .jpy)))  // a full change rewrites nothing, and the ids stay
        #expect(Array(try CartStore(path: path, currency: .jpy).load().items.prefix(2)) == cart.items)
    }

    /// A cart as shoptools 0.2 wrote it (format 2: sums, no ids).
    static let version2 = """
        {"shoptools":"cart","version":2,"currency":"JPY","sum":"f751900491f2d957"}
        {"op":"add","amount":"6860","qty":1,"label":"coat","count":1,"total":"6860","sum":"1ed892f80749b678"}
        {"op":"add","amount":"2740","qty":2,"label":"scarf \\"wool\\"","count":2,"total":"12340","sum":"96301aa3fd5d0216"}
        {"op":"remove","index":1,"count":1,"total":"5480","sum":"aca2aa2005e18581"}
        {"op":"undo","count":2,"total":"12340","sum":"f0010a63c779a9bc"}

        """

    @Test func aVersion2FileGetsIdsThatItsRewriteKeeps() throws {
        try Self.version2.write(toFile: path, atomically: true, encoding: .utf8)
        let first = try CartStore(path: path, currency: .jpy).load()
        #expect(first.items.map(\.label) == ["coat", "scarf \"wool\""])
        #expect(Set(first.items.map(\.id)).count == 2)
        #expect(try CartStore(path: path, currency: .jpy).load() == first, "the same ids on every load")
        #expect(try CartStore(path: path, currency: .jpy).summary() == CartSummary(count: 2, total: Money(12340, .jpy)))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.version2, "reading writes nothing")
        try CartStore(path: path, currency: .jpy).add(Cart.Item(amount: Money(1, .jpy)))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix(#"{"shoptools":"cart","version":5,"#))
        for item in first.items { #expect(text.contains(#""id":"\#(item.id.uuidString)""#)) }
        let after = try CartStore(path: path, currency: .jpy).load()
        #expect(Array(after.items.prefix(2)) == first.items, "the rewrite kept the ids")
        #expect(after.history.prefix(2) == first.history[...], "and the history with them")
    }
}
