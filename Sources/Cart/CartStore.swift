import ShopCore
import ShopFiles
import Synchronization
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A cart kept in a file (`Journal.swift` describes the format), safe across
/// crashes, threads and concurrent processes, and never written to once damaged.
///
/// Every change is made under an exclusive `flock` on `PATH.lock`, appended
/// as one line and `fsync`ed before the call returns; 50 processes adding at
/// once leave 50 items. A new cart file is written to a temporary file,
/// `fsync`ed, renamed into place and its folder `fsync`ed. Reading takes a
/// shared lock and needs no write access.
///
/// **In an app.** A store is `Sendable`: an actor or a `@MainActor` model
/// can hold one and call it from any task; calls on one store run one at a
/// time (an internal `Mutex`), and calls on two stores of the same file, in
/// this process or another, are kept apart by the file lock. Every change
/// returns the cart after it, so a model never reloads:
///
/// ```
/// let store = try CartStore(url: location, currency: .jpy)
/// var cart = try store.load()
/// cart = try store.add(Cart.Item(amount: Money(6860, .jpy), label: "coat"))
/// cart = try store.remove(atOffsets: offsets)   // swipe to delete
/// cart = try store.undo().cart                  // all of them are back
/// ```
///
/// **Quick paths.** ``addReturningSummary(_:)`` reads only the header and
/// the last line when the file is as the last change left it (see
/// `Journal.swift`), and goes on from the running sums the record keeps
/// (per tax rate and basis, coupons, budget), so the command line's
/// `cart add` costs the same on a cart of 100,000 items, taxed or not, as on
/// an empty one; ``summary()`` does the same for a plain cart (nothing taxed,
/// no coupon, no budget). The calls that return a
/// ``Cart`` read the whole file once and then remember the cart, so later
/// calls on the same store read only what other processes appended since.
public final class CartStore: Sendable {
    /// The cart file, as given (messages name it so).
    public let path: String
    /// The currency the cart must be in.
    public let currency: Currency
    private let file: Mutex<CartFile>

    /// The cart file as a file URL.
    public var url: URL { URL(filePath: path) }

    /// Bytes of the cart file read by the last call, so tests can tell a quick path from a full read.
    package var bytesReadByLastCall: Int { file.withLock { $0.bytesReadByLastCall } }

    /// A store for the cart file at `path`; nothing is read or created yet.
    /// - Throws: ``CartError/file(_:)`` with `FileError.notAFilePath` for a path that cannot name
    ///   a file (empty, ending in `/`).
    public init(path: String, currency: Currency) throws(CartError) {
        file = Mutex(try CartFile(path: path, currency: currency))
        self.path = path
        self.currency = currency
    }

    /// A store for the cart file at the file URL `url`; nothing is read or created yet.
    /// - Throws: ``CartError/file(_:)`` with `FileError.notAFilePath` for a URL that is not a
    ///   `file:` URL or cannot name a file (ending in `/`).
    public convenience init(url: URL, currency: Currency) throws(CartError) {
        guard url.isFileURL else { throw .file(.notAFilePath(url.absoluteString)) }
        try self.init(path: url.path(percentEncoded: false), currency: currency)
    }

    /// The command line's cart file: `$SHOPTOOLS_CART`, else
    /// `$XDG_STATE_HOME/shoptools/cart.json`, else
    /// `~/.local/state/shoptools/cart.json`; nil when none of them is set.
    public static func defaultPath(environment: (String) -> String?) -> String? {
        if let path = environment("SHOPTOOLS_CART"), !path.isEmpty { return path }
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") { return state + "/shoptools/cart.json" }
        if let home = environment("HOME"), !home.isEmpty { return home + "/.local/state/shoptools/cart.json" }
        return nil
    }

    /// Where an app keeps its cart: `$SHOPTOOLS_CART` when set; else on Apple
    /// platforms `Application Support/shoptools/cart.json` in the user's
    /// (or the sandboxed app's) Library, and elsewhere ``defaultPath(environment:)``'s
    /// XDG location.
    ///
    /// nil when there is none.
    public static func defaultLocation(environment: (String) -> String?) -> URL? {
        if let path = environment("SHOPTOOLS_CART"), !path.isEmpty { return URL(filePath: path) }
        #if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        let folders = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
        return folders.first?.appending(path: "shoptools/cart.json", directoryHint: .notDirectory)
        #else
        return defaultPath(environment: environment).map { URL(filePath: $0, directoryHint: .notDirectory) }
        #endif
    }

    // MARK: - Reading

    /// The currency the cart file at `path` records in its header, so a
    /// caller can open it without being told; nil when there is no file yet
    /// or it is empty (0 bytes, an empty cart).
    /// - Throws: ``CartError/file(_:)`` with `FileError.notAFilePath`, ``CartError/unreadable(path:damage:)``
    ///   when the header cannot be read, or a file error.
    public static func recordedCurrency(atPath path: String) throws(CartError) -> Currency? {
        var file = try CartFile(path: path, currency: .default)
        return try file.recordedCurrency()
    }

    /// The whole cart, checked line by line.
    ///
    /// A missing file is an empty cart.
    public func load() throws(CartError) -> Cart {
        try file.withLock { file throws(CartError) in try file.load() }
    }

    /// The count and total; from the record and the last line when the file
    /// is as the last change left it, else from a full read.
    public func summary() throws(CartError) -> CartSummary {
        try file.withLock { file throws(CartError) in try file.summary() }
    }

    // MARK: - Changing

    /// How an item is added (``add(_:options:)-(_,_)->CartSummary``).
    public struct AddOptions: OptionSet, Sendable, Hashable {
        /// The options' bits.
        public let rawValue: Int

        /// Options from their bits.
        /// - Parameter rawValue: the bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Refuse the add, writing nothing, when it takes the amount to pay over the budget.
        ///
        /// The refusal is ``CartError/overBudget(budget:over:)``; checked and added under one lock.
        /// Any add is within budget without one.
        public static let withinBudget = AddOptions(rawValue: 1 << 0)
    }

    /// Adds an item and returns what the cart comes to after it, without reading its items.
    ///
    /// One add, which returns what it is asked for: this summary, or the whole cart
    /// (``add(_:options:)-(_,_)->Cart``):
    ///
    /// ```swift
    /// try store.add(item)                              // quick: reads no items
    /// let summary = try store.add(item, options: [.withinBudget])
    /// let cart: Cart = try store.add(item)             // reads the cart, for a screen that lists it
    /// ```
    ///
    /// The summary comes from the record's running sums per tax rate and basis, the coupons and
    /// the budget, so this is as quick on a cart of 100,000 items as on an empty one, taxed or
    /// not. So it cannot see whether the item's id is in the cart already; an item added twice
    /// this way gets an id of its own when the file is read back (see `Journal.swift`). Make a
    /// new ``Cart/Item`` for each add.
    /// - Parameters:
    ///   - item: the item.
    ///   - options: a budget to stay within (``AddOptions``).
    /// - Throws: ``CartError/itemCurrency(_:cart:)``, ``CartError/notPayable(lineTotal:)``,
    ///   ``CartError/totalTooLarge``, ``CartError/overBudget(budget:over:)`` with
    ///   ``AddOptions/withinBudget``, or a file error; nothing is written then.
    /// - Returns: the cart's summary after the add.
    @discardableResult
    public func add(_ item: Cart.Item, options: AddOptions = []) throws(CartError) -> CartSummary {
        let withinBudget = options.contains(.withinBudget)
        return try file.withLock { file throws(CartError) in try file.addReturningSummary(item, withinBudget: withinBudget) }
    }

    /// Adds an item, reading and checking the whole cart, and returns the cart after it: what a
    /// `let cart: Cart = try store.add(item)` asks for.
    /// - Parameters:
    ///   - item: the item.
    ///   - options: a budget to stay within (``AddOptions``).
    /// - Throws: what ``add(_:options:)-(_,_)->CartSummary`` throws, and ``CartError/duplicateItem(id:)``
    ///   for an item whose id is in the cart already.
    /// - Returns: the cart after the add.
    @_disfavoredOverload  // `try store.add(item)` alone is the quick add; a `Cart` asked for is this.
    @discardableResult
    public func add(_ item: Cart.Item, options: AddOptions = []) throws(CartError) -> Cart {
        let withinBudget = options.contains(.withinBudget)
        return try file.withLock { file throws(CartError) in try file.add(item, withinBudget: withinBudget) }
    }

    /// Adds an item within the budget (when `withinBudget`) and returns the cart after it.
    /// - Throws: what ``add(_:options:)-(_,_)->Cart`` throws.
    @available(*, deprecated, message: "use add(_:options: [.withinBudget]) asking for a Cart")
    @discardableResult
    public func add(_ item: Cart.Item, withinBudget: Bool) throws(CartError) -> Cart {
        try add(item, options: withinBudget ? [.withinBudget] : [])
    }

    /// Adds an item and returns only the summary (``add(_:options:)-(_,_)->CartSummary``).
    /// - Throws: what ``add(_:options:)-(_,_)->CartSummary`` throws.
    @available(*, deprecated, renamed: "add(_:options:)")
    @discardableResult
    public func addReturningSummary(_ item: Cart.Item) throws(CartError) -> CartSummary {
        try add(item)
    }

    /// Adds an item within the budget (when `withinBudget`) and returns only the summary.
    /// - Throws: what ``add(_:options:)-(_,_)->CartSummary`` throws.
    @available(*, deprecated, message: "use add(_:options: [.withinBudget])")
    @discardableResult
    public func addReturningSummary(_ item: Cart.Item, withinBudget: Bool) throws(CartError) -> CartSummary {
        try add(item, options: withinBudget ? [.withinBudget] : [])
    }

    /// Removes item `number` (from 1, as `list` shows it).
    @discardableResult
    public func remove(at number: Int) throws(CartError) -> (removed: Cart.Item, cart: Cart) {
        try file.withLock { file throws(CartError) in try file.remove(at: number) }
    }

    /// Removes the items at `offsets` (from 0; an `IndexSet` from a list's
    /// `onDelete`) as one change, which one ``undo()`` takes back, and returns
    /// the cart after it.
    ///
    /// No offsets: nothing is written. - Throws: ``CartError/noSuchOffset(_:count:)``; ``CartError/tooManyOffsets(_:)``
    ///   when the offsets, written as runs (`0-2,5,7-8`), pass ``Cart/maximumOffsetsText``
    ///   bytes (some 10,000 scattered offsets); nothing is removed then.
    @discardableResult
    public func remove(atOffsets offsets: some Sequence<Int>) throws(CartError) -> Cart {
        // Checked against the count first, so an endless sequence is refused, not collected;
        // the removal under the lock checks again against the cart as it is then.
        let offsets = try Cart.checked(offsets, count: summary().count)
        return try file.withLock { file throws(CartError) in try file.remove(atOffsets: offsets) }
    }

    /// Takes back the last change, whichever process made it.
    @discardableResult
    public func undo() throws(CartError) -> (undone: Cart.Change, cart: Cart) {
        try file.withLock { file throws(CartError) in try file.undo() }
    }

    /// Adds a coupon off the whole receipt and returns the cart after it.
    /// - Throws: ``CartError/tax(_:)`` when the coupons would pass the subtotal, or a file error.
    @discardableResult
    public func add(_ coupon: Coupon) throws(CartError) -> Cart {
        try file.withLock { file throws(CartError) in try file.add(coupon) }
    }

    /// Removes every coupon (one change, which ``undo()`` takes back); none: nothing is written.
    /// - Returns: the coupons it removed, and the cart after, read under the one lock.
    @discardableResult
    public func clearCoupons() throws(CartError) -> (cleared: [Coupon], cart: Cart) {
        try file.withLock { file throws(CartError) in try file.clearCoupons() }
    }

    /// Sets the budget, or removes it with nil; the same budget again writes nothing.
    /// - Throws: ``CartError/invalidBudget(_:)``, or a file error.
    @discardableResult
    public func setBudget(_ budget: Money?) throws(CartError) -> Cart {
        try file.withLock { file throws(CartError) in try file.setBudget(budget) }
    }

    /// Rebuilds a cart file that cannot be read: keeps the damaged file beside
    /// it under a new name (`cart.json.damaged`, then `…damaged-2`), replays
    /// every change line that can still be read (leaving out the others and
    /// holding no line to the figures recorded after a line left out), and
    /// writes that cart as the cart file, all under the exclusive lock.
    ///
    /// Nothing is deleted.
    /// - Returns: the damage, where the file was kept, the cart and the lines left out.
    /// - Throws: ``CartError/nothingToRepair(path:)`` for a file that reads
    ///   (or none); ``CartError/Damage/newerFormat(found:reads:)`` as
    ///   ``CartError/unreadable(path:damage:)``, which a newer shoptools
    ///   reads; ``CartError/currencyMismatch(path:file:requested:)``; a file error.
    @discardableResult
    public func repair() throws(CartError) -> CartRepair {
        try file.withLock { file throws(CartError) in try file.repair() }
    }

    /// Clears the cart as `request` asked, if it did not change since.
    ///
    /// An empty cart stays as it is and nothing is recorded, so `undo` does not see it.
    /// - Throws: ``CartError/staleClearRequest`` when it did.
    @discardableResult
    public func confirm(_ request: ClearRequest) throws(CartError) -> Cart {
        try file.withLock { file throws(CartError) in try file.confirm(request) }
    }
}
