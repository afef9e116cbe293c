import FoundationEssentials
import ShopCore

/// A cart kept in a file (see ``Journal`` for the format), safe across
/// crashes and concurrent processes, and never written to once damaged.
///
/// Every change is made under an exclusive `flock` on `PATH.lock`, appended
/// as one line and `fsync`ed before the call returns; 50 processes adding at
/// once leave 50 items. A new cart file is written to a temporary file,
/// `fsync`ed, renamed into place and its folder `fsync`ed. Reading takes a
/// shared lock and needs no write access.
///
/// ``add(_:)`` and ``summary()`` read only the header and the last line when
/// the file is as the last change left it (see ``Journal``); a file that was
/// touched since is read and checked whole first. A store also remembers
/// the cart it last read, so a long session (the REPL) reads only what
/// other processes appended since.
public final class CartStore {
    /// The cart file, as given (messages name it so).
    public let path: String
    /// The file itself, symbolic links resolved (a dangling link to the file
    /// it will be): every process locks and writes the same file, whatever
    /// link it was given.
    let filePath: String
    /// The currency the cart must be in.
    public let currency: Currency
    /// The cart last read or written and the state of the file it matches.
    var session: Session?
    /// Bytes of the cart file read by the last call, so tests can tell a quick path from a full read.
    package internal(set) var bytesReadByLastCall = 0

    /// A verified cart and the file state it was read from or left.
    struct Session {
        var cart: Cart
        var state: VerifiedState
        /// True when `state.baseline` names the chain of records in the lock file.
        var onChain: Bool
    }

    /// A store for the cart file at `path`; nothing is read or created yet.
    /// - Throws: ``CartError/notAFilePath(_:)`` for a path that cannot name
    ///   a file (empty, ending in `/`).
    public init(path: String, currency: Currency) throws(CartError) {
        try FileSystem.checkCartPath(path)
        self.path = path
        self.filePath = FileSystem.resolvingLinks(path)
        self.currency = currency
    }

    /// `$SHOPTOOLS_CART`, else `$XDG_STATE_HOME/shoptools/cart.json`, else
    /// `~/.local/state/shoptools/cart.json`; nil when none of them is set.
    public static func defaultPath(environment: (String) -> String?) -> String? {
        if let path = environment("SHOPTOOLS_CART"), !path.isEmpty { return path }
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") { return state + "/shoptools/cart.json" }
        if let home = environment("HOME"), !home.isEmpty { return home + "/.local/state/shoptools/cart.json" }
        return nil
    }

    // MARK: - Reading

    /// The whole cart, checked line by line. A missing file is an empty cart.
    public func load() throws(CartError) -> Cart {
        try reading(missing: Cart(currency: currency)) { file, header, record throws(CartError) in
            try current(file, header, record: record).cart
        }
    }

    /// The count and total; from the record and the last line when the file
    /// is as the last change left it, else from a full read.
    public func summary() throws(CartError) -> CartSummary {
        try reading(missing: CartSummary(count: 0, total: Money(0, currency))) { file, header, record throws(CartError) in
            let state: VerifiedState
            if let quick = try quickState(file, header, record: record) {
                state = quick
            } else {
                state = try current(file, header, record: record).state
            }
            return CartSummary(count: state.count, total: Money(state.total.decimal, currency))
        }
    }

    // MARK: - Changing

    /// Adds an item; as quick on a cart of 100,000 items as on an empty one.
    /// - Throws: ``CartError/notPayable(lineTotal:)``, ``CartError/totalTooLarge``,
    ///   or a file error.
    @discardableResult
    public func add(_ item: Cart.Item) throws(CartError) -> CartSummary {
        let currency = self.currency
        return try change(
            quick: { state throws(CartError) in
                try Cart.checkPayable(item, currency)
                let total = try Cart.total(state.total, adding: item)
                return (
                    .add(item), state.count + 1, total, CartSummary(count: state.count + 1, total: Money(total.decimal, currency))
                )
            },
            { cart throws(CartError) in
                try cart.add(item)
                return (.add(item), CartSummary(count: cart.count, total: cart.total))
            })
    }

    /// Removes item `number` (from 1).
    @discardableResult
    public func remove(at number: Int) throws(CartError) -> (removed: Cart.Item, cart: Cart) {
        try change { cart throws(CartError) in
            let item = try cart.remove(at: number)
            return (.remove(index: number), (item, cart))
        }
    }

    /// Takes back the last change, whichever process made it.
    @discardableResult
    public func undo() throws(CartError) -> (undone: Cart.Change, cart: Cart) {
        try change { cart throws(CartError) in
            let undone = try cart.undo()
            return (.undo, (undone, cart))
        }
    }

    /// Clears the cart as `request` asked, if it did not change since. An
    /// empty cart stays as it is and nothing is recorded.
    /// - Throws: ``CartError/staleClearRequest`` when it did.
    @discardableResult
    public func confirm(_ request: ClearRequest) throws(CartError) -> Cart {
        try change { cart throws(CartError) in
            let wasEmpty = cart.items.isEmpty
            try cart.confirm(request)
            return (wasEmpty ? nil : .clear, cart)
        }
    }
}

/// The count and total of a cart, without its items.
public struct CartSummary: Sendable, Equatable {
    /// How many items (lines).
    public let count: Int
    /// Σ amount × quantity.
    public let total: Money

    public init(count: Int, total: Money) {
        self.count = count
        self.total = total
    }
}
