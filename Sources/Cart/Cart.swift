import FoundationEssentials
import ShopCore

/// A shopping cart: an ordered list of items with an exact total in one
/// currency, and the history that `undo` walks back.
///
/// Clearing takes two steps in the API itself, as the original app asked
/// "カートをクリアしますか?": ``requestClear()`` gives a ``ClearRequest`` that
/// only ``confirm(_:)`` turns into an empty cart. There is no other way to
/// clear, so no caller can skip the question.
///
/// ```
/// var cart = Cart(currency: .jpy)
/// try cart.add(Cart.Item(amount: 6860, label: "coat"))
/// let question = cart.requestClear()   // "Clear the cart (1 item, ¥6,860)?"
/// try cart.confirm(question)           // only now is it empty
/// try cart.undo()                      // and the coat is back
/// ```
public struct Cart: Sendable, Equatable {
    /// A change that `undo` can take back.
    public enum Change: Sendable, Equatable {
        /// An item was added at the end.
        case added(Item)
        /// The item at `index` (from 1) was removed.
        case removed(Item, index: Int)
        /// Every item was removed.
        case cleared([Item])
    }

    /// The currency every item is in.
    public let currency: Currency
    /// The items, in the order added.
    public private(set) var items: [Item] = []
    /// Changes, oldest first; `undo` takes back the last.
    public private(set) var history: [Change] = []
    /// Σ amount × quantity, exactly.
    private(set) var totalExact = ExactDecimal.zero
    /// Counts changes, so a clear request can tell that the cart moved on.
    private var version = 0

    public init(currency: Currency) {
        self.currency = currency
    }

    /// How many items (lines) the cart holds.
    public var count: Int { items.count }

    /// The exact total: Σ amount × quantity.
    public var total: Decimal { totalExact.decimal }

    /// Adds an item at the end.
    /// - Throws: ``CartError/totalTooLarge`` when the total would reach 10^15.
    public mutating func add(_ item: Item) throws(CartError) {
        totalExact = try adding(item)
        items.append(item)
        record(.added(item))
    }

    /// Removes item `number` (from 1, as `list` shows) and returns it.
    /// - Throws: ``CartError/noSuchItem(_:count:)``.
    @discardableResult
    public mutating func remove(at number: Int) throws(CartError) -> Item {
        guard (1...max(1, items.count)).contains(number), !items.isEmpty else {
            throw .noSuchItem(number, count: items.count)
        }
        let item = items.remove(at: number - 1)
        totalExact = try subtracting(item)
        record(.removed(item, index: number))
        return item
    }

    /// Takes back the last add, remove or clear, and returns it.
    /// - Throws: ``CartError/nothingToUndo``.
    @discardableResult
    public mutating func undo() throws(CartError) -> Change {
        guard let last = history.popLast() else { throw .nothingToUndo }
        switch last {
        case .added(let item):
            items.removeLast()
            totalExact = try subtracting(item)
        case .removed(let item, let index):
            items.insert(item, at: index - 1)
            totalExact = try adding(item)
        case .cleared(let restored):
            items = restored
            totalExact = try Self.sum(restored)
        }
        version += 1
        return last
    }

    /// Asks to clear: the answer to show ("3 items, ¥12,340") and the only
    /// key to ``confirm(_:)``.
    public func requestClear() -> ClearRequest {
        ClearRequest(count: count, total: Money(total, currency), version: version)
    }

    /// Clears the cart, as asked by `request`. Not confirming is cancelling:
    /// drop the request and the cart stays as it is.
    /// - Throws: ``CartError/staleClearRequest`` when the cart changed after the request.
    public mutating func confirm(_ request: ClearRequest) throws(CartError) {
        guard request.version == version else { throw .staleClearRequest }
        clearConfirmed()
    }

    /// The clear itself, for a confirmed request or a journal replay.
    mutating func clearConfirmed() {
        let removed = items
        items = []
        totalExact = .zero
        record(.cleared(removed))
    }

    // MARK: - Arithmetic

    private func adding(_ item: Item) throws(CartError) -> ExactDecimal { try Self.total(totalExact, adding: item) }

    /// `total + item`, refused when it would reach 10^15; the in-memory cart
    /// and `CartStore`'s quick add both go through it.
    static func total(_ total: ExactDecimal, adding item: Item) throws(CartError) -> ExactDecimal {
        guard let sum = try? total + item.lineTotalExact, sum < Bounds.maximumExact else { throw .totalTooLarge }
        return sum
    }

    private func subtracting(_ item: Item) throws(CartError) -> ExactDecimal {
        do { return try totalExact - item.lineTotalExact } catch { throw .money(error) }
    }

    static func sum(_ items: [Item]) throws(CartError) -> ExactDecimal {
        var total = ExactDecimal.zero
        do {
            for item in items { total = try total + item.lineTotalExact }
        } catch {
            throw .money(error)
        }
        return total
    }

    private mutating func record(_ change: Change) {
        history.append(change)
        version += 1
    }

    public static func == (lhs: Cart, rhs: Cart) -> Bool {
        lhs.currency == rhs.currency && lhs.items == rhs.items && lhs.history == rhs.history
    }
}

/// A pending "clear the cart?" question. Only ``Cart/requestClear()`` makes one.
public struct ClearRequest: Sendable, Equatable {
    /// How many items would go.
    public let count: Int
    /// What they add up to.
    public let total: Money
    let version: Int

    /// `Clear the cart (3 items, ¥12,340)? [y/N] `
    public var question: String {
        "Clear the cart (\(count) \(count == 1 ? "item" : "items"), \(total.humanText))? [y/N] "
    }

    /// True for `y`, `yes` and `はい` in any case, with spaces around; anything
    /// else, including an empty answer, keeps the cart.
    public static func isYes(_ answer: String) -> Bool {
        ["y", "yes", "はい"].contains(TextNormalizer.foldedAndTrimmed(answer).lowercased())
    }
}
