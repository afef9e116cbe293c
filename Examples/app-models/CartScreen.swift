import Cart
import ShopCore
import ShopText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The cart screen: a list with swipe-to-delete, undo, a clear that asks
/// first, and the cart kept in a file between launches.
@MainActor final class CartScreen {
    private let store: CartStore
    private(set) var cart: Cart
    /// The question a confirmation dialog shows, while one is open.
    private(set) var pendingClear: ClearRequest?
    private(set) var error: String?
    let language: Language

    init(file: URL, language: Language) throws {
        store = try CartStore(url: file, currency: .jpy)
        cart = try store.load()
        self.language = language
    }

    func add(_ price: Money, label: String? = nil) { change { try $0.add(Cart.Item(amount: price, label: label)) } }
    func swipeToDelete(_ offsets: [Int]) { change { try $0.remove(atOffsets: offsets) } }
    func undo() { change { try $0.undo().cart } }

    func askToClear() { pendingClear = cart.count > 0 ? cart.requestClear() : nil }
    func answerClear(_ yes: Bool) {
        defer { pendingClear = nil }
        guard yes, let request = pendingClear else { return }
        change { try $0.confirm(request) }
    }

    /// Rows for a `List`: `ForEach(screen.rows, id: \.id)` tells two ¥100 bags apart.
    var rows: [(id: UUID, text: String)] { cart.items.map { ($0.id, CartText.item($0, cart.currency, in: language)) } }
    var total: String { CartText.total(CartSummary(count: cart.count, total: cart.total), in: language) }

    private func change(_ body: (CartStore) throws -> Cart) {
        do {
            cart = try body(store)
            error = nil
        } catch {
            self.error = error.localizedDescription(in: language)
        }
    }
}
