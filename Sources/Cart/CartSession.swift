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

    /// A session on the cart at `location`.
    /// - Throws: ``CartError/notAFilePath(_:)`` for a path that cannot name a cart file.
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
    public func load() throws(CartError) -> Cart { try store?.load() ?? memory }

    /// The count and total; from a file, without reading every line.
    public func summary() throws(CartError) -> CartSummary {
        if let store { return try store.summary() }
        return try CartSummary(of: memory)
    }

    /// Adds an item and returns the new count and total.
    public func add(_ item: Cart.Item) throws(CartError) -> CartSummary {
        if let store { return try store.addReturningSummary(item) }
        try memory.add(item)
        return try summary()
    }

    /// Adds an item if the amount to pay stays within the budget, and returns the new summary.
    public func add(_ item: Cart.Item, withinBudget: Bool) throws(CartError) -> CartSummary {
        guard withinBudget else { return try add(item) }
        if let store { return try CartSummary(of: store.add(item, withinBudget: true)) }
        try memory.add(item, withinBudget: true)
        return try summary()
    }

    /// Removes item `number` (from 1).
    public func remove(at number: Int) throws(CartError) -> (removed: Cart.Item, cart: Cart) {
        if let store { return try store.remove(at: number) }
        let item = try memory.remove(at: number)
        return (item, memory)
    }

    /// Takes back the last change.
    public func undo() throws(CartError) -> (undone: Cart.Change, cart: Cart) {
        if let store { return try store.undo() }
        let change = try memory.undo()
        return (change, memory)
    }

    /// Adds a coupon off the whole receipt.
    public func add(_ coupon: Coupon) throws(CartError) -> Cart {
        if let store { return try store.add(coupon) }
        try memory.add(coupon)
        return memory
    }

    /// Removes every coupon.
    public func clearCoupons() throws(CartError) -> Cart {
        if let store { return try store.clearCoupons() }
        memory.clearCoupons()
        return memory
    }

    /// Sets or removes the budget.
    public func setBudget(_ budget: Money?) throws(CartError) -> Cart {
        if let store { return try store.setBudget(budget) }
        try memory.setBudget(budget)
        return memory
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
        if let store { return try store.confirm(request) }
        try memory.confirm(request)
        return memory
    }
}
