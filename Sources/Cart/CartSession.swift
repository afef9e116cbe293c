import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A cart to work on, wherever it lives: a ``CartStore`` file, or a cart in
/// memory that starts empty and is never saved.
///
/// The command line always uses a file; an interactive session may choose
/// memory (`--no-save`); both then run the same actions through this one type.
public final class CartSession {
    /// Where the cart lives.
    public enum Location: Sendable, Equatable {
        /// The journal file at this path (see ``CartStore``).
        case file(String)
        /// Memory only: starts empty, gone when the session ends.
        case memory
    }

    /// The currency every item is in.
    public let currency: Currency
    /// Where the cart lives.
    public let location: Location
    private let store: CartStore?
    private var memory: Cart
    /// Told the count and total each time this session finds or leaves its
    /// file's cart (after a read or a change), so a caller can show them
    /// without reading the file again (``ShoppingSession`` keeps the last).
    ///
    /// Never called for a cart in memory, whose summary costs no read.
    public var summaryObserver: ((CartSummary) -> Void)?
    /// How many times this session has gone to its file, each time under the
    /// file's lock: a caller can check that it reads the cart once per request.
    public private(set) var fileAccesses = 0

    /// A session on the cart at `location`.
    /// - Throws: ``CartError/file(_:)`` with `FileError.notAFilePath` for a path that cannot name a cart file.
    public init(_ location: Location, currency: Currency) throws(CartError) {
        self.location = location
        self.currency = currency
        if case .file(let path) = location {
            store = try CartStore(path: path, currency: currency)
        } else {
            store = nil
        }
        memory = Cart(currency: currency)
    }

    /// The whole cart.
    public func load() throws(CartError) -> Cart {
        guard let store else { return memory }
        fileAccesses += 1
        return seen(try store.load())
    }

    /// The count and total; from a file, without reading every line.
    public func summary() throws(CartError) -> CartSummary {
        guard let store else { return try CartSummary(of: memory) }
        fileAccesses += 1
        return noted(try store.summary())
    }

    /// Adds an item and returns the new count and total.
    public func add(_ item: Cart.Item) throws(CartError) -> CartSummary {
        guard let store else {
            try memory.add(item)
            return try summary()
        }
        fileAccesses += 1
        return noted(try store.add(item))
    }

    /// Adds an item if the amount to pay stays within the budget, and returns the new summary.
    public func add(_ item: Cart.Item, withinBudget: Bool) throws(CartError) -> CartSummary {
        guard withinBudget else { return try add(item) }
        guard let store else {
            try memory.add(item, withinBudget: true)
            return try summary()
        }
        fileAccesses += 1
        return noted(try store.add(item, options: [.withinBudget]))
    }

    /// Removes item `number` (from 1).
    public func remove(at number: Int) throws(CartError) -> (removed: Cart.Item, cart: Cart) {
        guard let store else { return (try memory.remove(at: number), memory) }
        fileAccesses += 1
        let (removed, cart) = try store.remove(at: number)
        return (removed, seen(cart))
    }

    /// Takes back the last change.
    public func undo() throws(CartError) -> (undone: Cart.Change, cart: Cart) {
        guard let store else { return (try memory.undo(), memory) }
        fileAccesses += 1
        let (undone, cart) = try store.undo()
        return (undone, seen(cart))
    }

    /// Adds a coupon off the whole receipt.
    public func add(_ coupon: Coupon) throws(CartError) -> Cart {
        guard let store else {
            try memory.add(coupon)
            return memory
        }
        fileAccesses += 1
        return seen(try store.add(coupon))
    }

    /// Removes every coupon.
    /// - Returns: the coupons it removed, and the cart after.
    public func clearCoupons() throws(CartError) -> (cleared: [Coupon], cart: Cart) {
        guard let store else {
            let cleared = memory.coupons
            memory.clearCoupons()
            return (cleared, memory)
        }
        fileAccesses += 1
        let (cleared, cart) = try store.clearCoupons()
        return (cleared, seen(cart))
    }

    /// Sets or removes the budget.
    public func setBudget(_ budget: Money?) throws(CartError) -> Cart {
        guard let store else {
            try memory.setBudget(budget)
            return memory
        }
        fileAccesses += 1
        return seen(try store.setBudget(budget))
    }

    /// Rebuilds a damaged cart file (see ``CartStore/repair()``); a cart in
    /// memory is never damaged.
    /// - Throws: ``CartError/nothingToRepair(path:)`` for memory (with an empty path).
    public func repair() throws(CartError) -> CartRepair {
        guard let store else { throw .nothingToRepair(path: "") }
        return try store.repair()
    }

    /// Clears the cart as `request` asked, if it did not change since.
    public func confirm(_ request: ClearRequest) throws(CartError) -> Cart {
        guard let store else {
            try memory.confirm(request)
            return memory
        }
        fileAccesses += 1
        return seen(try store.confirm(request))
    }

    /// `cart`, its summary told to ``summaryObserver``.
    private func seen(_ cart: Cart) -> Cart {
        if let summaryObserver, let summary = try? CartSummary(of: cart) { summaryObserver(summary) }
        return cart
    }

    /// `summary`, told to ``summaryObserver``.
    private func noted(_ summary: CartSummary) -> CartSummary {
        summaryObserver?(summary)
        return summary
    }
}
