import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
/// try cart.add(Cart.Item(amount: Money(6860, .jpy), label: "coat"))
/// let request = cart.requestClear()    // 1 item, ¥6,860 to pay: the caller asks
/// try cart.confirm(request)            // only now is it empty
/// try cart.undo()                      // and the coat is back
/// ```
///
/// Every item has an ``Item/id`` that no other item in the cart has, so a
/// list can tell two ¥100 bags apart.
public struct Cart: Sendable, Equatable {
    /// A change that `undo` can take back.
    public enum Change: Sendable, Hashable {
        /// An item was added at the end.
        case added(Item)
        /// The item at `index` (from 1) was removed.
        case removed(Item, index: Int)
        /// The items at `offsets` (from 0, ascending, as they were before the
        /// change) were removed in one step: one `undo` puts them all back.
        case removedOffsets([Item], offsets: [Int])
        /// Every item was removed, and the coupons with them.
        case cleared([Item], coupons: [Coupon])
        /// A coupon was added at the end.
        case couponAdded(Coupon)
        /// Every coupon was removed.
        case couponsCleared([Coupon])
        /// The budget was set (`to`) or removed (nil), and was `from` before.
        case budgetChanged(from: Money?, to: Money?)
    }

    /// The currency every item is in.
    public let currency: Currency
    /// The items, in the order added.
    public private(set) var items: [Item] = []
    /// Coupons off the whole receipt, in the order added (see ``/Tax/Coupon``).
    public private(set) var coupons: [Coupon] = []
    /// What the shopper means to spend at most, if said.
    public private(set) var budget: Money?
    /// What `undo` takes back, oldest first, as the cart keeps it (see ``Step``; ``history`` is made from them).
    private(set) var steps: [Step] = []
    /// Σ amount × quantity, exactly.
    private(set) var totalExact = ExactDecimal.zero
    /// Counts changes, so a clear request can tell that the cart moved on.
    private var version = 0
    /// The ids of `items`, so that adding an item already in the cart is refused in O(1).
    private(set) var ids: Set<ItemKey> = []
    /// The items' counts and line totals per tax category, kept item by item
    /// so that the summary and an add within the budget cost O(1), not O(n) (see ``CartFigures``).
    private(set) var tally = Receipt.Tally()

    /// An empty cart in `currency`: no items, coupons, budget or history.
    public init(currency: Currency) {
        self.currency = currency
    }

    /// A cart holding `items`, `coupons` and `budget`, each checked as the
    /// methods that add them check it, with no history.
    init(currency: Currency, restoring items: [Item], coupons: [Coupon] = [], budget: Money? = nil) throws(CartError) {
        self.init(currency: currency)
        for item in items { try add(item) }
        for coupon in coupons { try add(coupon) }
        try setBudget(budget)
        steps = []
        version = 0
    }

    /// The most bytes a ``CartStore`` writes for the offsets of one
    /// ``remove(atOffsets:)``, as runs (`0-2,5,7-8`): some 10,000 scattered
    /// offsets, any number of adjacent ones.
    public static let maximumOffsetsText = 65_536

    /// How many items (lines) the cart holds.
    public var count: Int { items.count }

    /// The exact total, Σ amount × quantity, in the cart's currency.
    public var total: Money { Money(totalExact.decimal, currency) }

    /// Adds an item at the end.
    /// - Throws: ``CartError/itemCurrency(_:cart:)`` for an item in another
    ///   currency; ``CartError/notPayable(lineTotal:)`` when amount × quantity is
    ///   not a whole number of the currency's minor unit (¥100.5, $0.005);
    ///   ``CartError/duplicateItem(id:)`` when this item (its id) is already in
    ///   the cart; ``CartError/totalTooLarge`` when the total would reach 10^15.
    public mutating func add(_ item: Item) throws(CartError) {
        try Self.check(item, currency)
        guard try append(replayed: item) else { throw .duplicateItem(id: item.id) }
    }

    /// Adds an item only if the amount to pay stays within the budget (any
    /// add does, without a budget).
    /// - Throws: ``CartError/overBudget(budget:over:)``, and what ``add(_:)-(Cart.Item)`` throws; nothing is added then.
    public mutating func add(_ item: Item, withinBudget: Bool) throws(CartError) {
        guard withinBudget, budget != nil else { return try add(item) }
        // Decided on the figures after the add, so the items are neither copied nor gone through.
        try Self.check(item, currency)
        guard !ids.contains(ItemKey(item.id)) else { throw .duplicateItem(id: item.id) }
        try CartFigures.checkBudget(try figures.adding(item).summary())
        try append(replayed: item)
    }

    /// Adds an item without the minor-unit check: a journal replay, so that a
    /// cart file written before the check existed still loads.
    ///
    /// - Returns: false, changing nothing, when an item with the same id is in the cart already (one
    ///   look-up of the id, which is new on nearly every line of a replay).
    @discardableResult
    mutating func append(replayed item: Item) throws(CartError) -> Bool {
        guard item.currency == currency else { throw .itemCurrency(item.currency, cart: currency) }
        let key = ItemKey(item.id)
        guard ids.insert(key).inserted else { return false }
        let total: ExactDecimal
        do throws(CartError) {
            total = try adding(item)
            try count(item)
        } catch {
            ids.remove(key)
            throw error
        }
        totalExact = total
        items.append(item)
        record(.added)
        return true
    }

    /// Makes room for `count` items in all, so a replay of that many does not copy the items as they grow.
    mutating func reserveCapacity(_ count: Int) {
        guard count > items.capacity else { return }
        // Each add is a step too (see ``Step``).
        steps.reserveCapacity(steps.count + count - items.count)
        items.reserveCapacity(count)
        // Not `ids`: the set grows as it is filled, through the standard library's code made for ids; its
        // `reserveCapacity` is the general code, a few pages of the binary more to read.
    }

    /// Removes item `number` (from 1, as `list` shows) and returns it.
    /// - Throws: ``CartError/noSuchItem(_:count:)``.
    @discardableResult
    public mutating func remove(at number: Int) throws(CartError) -> Item {
        guard (1...max(1, items.count)).contains(number), !items.isEmpty else {
            throw .noSuchItem(number, count: items.count)
        }
        try checkCoupons(coupons, leaving: try subtracting(items[number - 1]))
        let total = try subtracting(items[number - 1])
        try uncount(items[number - 1])
        let item = items.remove(at: number - 1)
        totalExact = total
        ids.remove(ItemKey(item.id))
        record(.removed(item, index: number))
        return item
    }

    /// Removes the items at `offsets` (from 0, as a SwiftUI `onDelete` gives
    /// them in an `IndexSet`) in one step, which one ``undo()`` takes back,
    /// and returns them in order.
    ///
    /// No offsets: nothing changes and nothing is recorded.
    /// - Throws: ``CartError/noSuchOffset(_:count:)`` for an offset that is
    ///   not in `0 ..< count`; then nothing is removed.
    @discardableResult
    public mutating func remove(atOffsets offsets: some Sequence<Int>) throws(CartError) -> [Item] {
        let sorted = try Self.checked(offsets, count: items.count)
        guard !sorted.isEmpty else { return [] }
        let removed = sorted.map { items[$0] }
        let total = try Self.sum(removed)
        let left: ExactDecimal
        do { left = try totalExact - total } catch { throw .money(error) }
        try checkCoupons(coupons, leaving: left)
        for item in removed { try uncount(item) }
        totalExact = left
        var next = sorted.startIndex
        var kept: [Item] = []
        kept.reserveCapacity(items.count - sorted.count)
        for (offset, item) in items.enumerated() {
            if next < sorted.endIndex, sorted[next] == offset {
                next += 1
            } else {
                kept.append(item)
            }
        }
        items = kept
        for item in removed { ids.remove(ItemKey(item.id)) }
        record(.removedOffsets(removed, offsets: sorted))
        return removed
    }

    /// `offsets` sorted without repeats, each checked against `0 ..< count` as
    /// it comes, so a sequence of any length (`0 ..< Int.max`) is refused at
    /// its first offset out of range and never held whole.
    static func checked(_ offsets: some Sequence<Int>, count: Int) throws(CartError) -> [Int] {
        var seen = Set<Int>()
        for offset in offsets {
            guard offset >= 0, offset < count else { throw .noSuchOffset(offset, count: count) }
            seen.insert(offset)
        }
        return seen.sorted()
    }

    /// Takes back the last add, remove or clear, and returns it.
    /// - Throws: ``CartError/nothingToUndo``.
    @discardableResult
    public mutating func undo() throws(CartError) -> Change {
        guard let last = steps.last, let change = change(last, items: items) else { throw .nothingToUndo }
        steps.removeLast()
        switch change {
        case .added(let item):
            items.removeLast()
            ids.remove(ItemKey(item.id))
            totalExact = try subtracting(item)
            try uncount(item)
        case .removed(let item, let index):
            items.insert(item, at: index - 1)
            ids.insert(ItemKey(item.id))
            totalExact = try adding(item)
            try count(item)
        case .removedOffsets(let restored, let offsets):
            // Ascending: each offset is where its item was before the change.
            for (item, offset) in zip(restored, offsets) {
                items.insert(item, at: offset)
                ids.insert(ItemKey(item.id))
                try count(item)
            }
            let restoredTotal = try Self.sum(restored)
            do { totalExact = try totalExact + restoredTotal } catch { throw .money(error) }
        case .cleared(let restored, let restoredCoupons):
            items = restored
            ids = Set(restored.map { ItemKey($0.id) })
            totalExact = try Self.sum(restored)
            tally = Receipt.Tally()
            for item in restored { try count(item) }
            coupons = restoredCoupons
        case .couponAdded:
            coupons.removeLast()
        case .couponsCleared(let restored):
            coupons = restored
        case .budgetChanged(let before, _):
            budget = before
        }
        version += 1
        return change
    }

    /// Asks to clear: what would go (3 items, ¥12,340), for the caller to put
    /// to the user, and the only key to ``confirm(_:)``.
    public func requestClear() -> ClearRequest {
        // A receipt past the exact range cannot be had; the subtotal is then the best figure to show.
        let toPay = (try? CartSummary(of: self))?.toPay ?? total
        return ClearRequest(count: count, total: total, toPay: toPay, version: version)
    }

    /// Clears the cart, as asked by `request`.
    ///
    /// Not confirming is cancelling: drop the request and the cart stays as it is. Clearing an empty cart
    /// changes nothing, so it is not recorded and `undo` does not see it.
    /// - Throws: ``CartError/staleClearRequest`` when the cart changed after the request.
    public mutating func confirm(_ request: ClearRequest) throws(CartError) {
        guard request.version == version else { throw .staleClearRequest }
        guard !items.isEmpty else { return }
        clearConfirmed()
    }

    /// The clear itself, for a confirmed request or a journal replay.
    ///
    /// A replay records a clear of an empty cart too: older versions wrote such lines,
    /// and an `undo` after one takes back that clear, not the one before.
    mutating func clearConfirmed() {
        let removed = items, removedCoupons = coupons
        items = []
        ids = []
        totalExact = .zero
        tally = Receipt.Tally()
        coupons = []
        record(.cleared(removed, coupons: removedCoupons))
    }

    // MARK: - Coupons, budget, receipt

    /// Adds a coupon off the whole receipt (undoable).
    /// - Throws: ``CartError/tax(_:)`` with ``/Tax/TaxError/couponsExceedSubtotal(coupons:subtotal:)``
    ///   when the coupons would come to more than the subtotal, or
    ///   ``/Tax/TaxError/currencyMismatch(_:expected:)`` for an amount in another currency.
    public mutating func add(_ coupon: Coupon) throws(CartError) {
        try checkCoupons(coupons + [coupon], leaving: totalExact)
        coupons.append(coupon)
        record(.couponAdded(coupon))
    }

    /// Removes every coupon (undoable).
    ///
    /// No coupons: nothing changes and nothing is recorded.
    public mutating func clearCoupons() {
        guard !coupons.isEmpty else { return }
        let removed = coupons
        coupons = []
        record(.couponsCleared(removed))
    }

    /// Sets the budget, or removes it with nil (undoable).
    ///
    /// The same budget again changes nothing.
    /// - Throws: ``CartError/invalidBudget(_:)`` for one not above 0 or not payable in the cart's currency.
    public mutating func setBudget(_ budget: Money?) throws(CartError) {
        if let budget {
            guard budget.currency == currency else { throw .itemCurrency(budget.currency, cart: currency) }
            guard let exact = try? Bounds.validated(budget.amount), !exact.isNegative, !exact.isZero,
                exact.isMultiple(of: currency.minorUnitExact)
            else { throw .invalidBudget(budget) }
        }
        guard budget != self.budget else { return }
        let before = self.budget
        self.budget = budget
        record(.budgetChanged(from: before, to: budget))
    }

    /// The cart as a till's receipt: the coupons taken off and the tax
    /// rounded once per rate and basis (see ``/Tax/Receipt``).
    /// - Parameters:
    ///   - rounding: how the tax is rounded; `.towardZero` (`down`) by default, what most Japanese stores do.
    ///   - unit: the multiple the tax is rounded to; nil, the minor unit.
    /// - Returns: the receipt of the cart's items and coupons.
    /// - Throws: ``CartError/tax(_:)`` with the receipt's `TaxError`.
    public func receipt(rounding: RoundingRule = .towardZero, unit: Decimal? = nil) throws(CartError) -> Receipt {
        let lines = items.map { Receipt.Line(amount: $0.lineTotal, category: $0.tax) }
        // Each item was checked as the cart took it (its currency, not negative, within the bounds, the
        // total too), and `tally` is what the items add up to: the receipt need not check them again.
        do {
            return try Receipt(
                currency: currency, checked: lines, amounts: items.map(\.lineTotalExact), tally: tally, coupons: coupons,
                rounding: rounding, unit: unit)
        } catch {
            throw .tax(error)
        }
    }

    /// What the cart's summary follows from: its running sums per tax category, coupons and budget.
    var figures: CartFigures { CartFigures(currency: currency, tally: tally, coupons: coupons, budget: budget) }

    /// True when the amount to pay is the items' total: nothing taxed, no coupon, no budget.
    var isPlain: Bool { figures.isPlain }

    /// Refuses coupons that would come to more than `subtotal`.
    private func checkCoupons(_ coupons: [Coupon], leaving subtotal: ExactDecimal) throws(CartError) {
        guard !coupons.isEmpty else { return }
        let money = Money(subtotal.decimal, currency)
        var sum = Decimal(0)
        do {
            for coupon in coupons { sum += try coupon.value(on: money).amount }
        } catch {
            throw .tax(error)
        }
        guard sum <= money.amount else {
            throw .tax(.couponsExceedSubtotal(coupons: Money(sum, currency), subtotal: money))
        }
    }

    // MARK: - Arithmetic

    private func adding(_ item: Item) throws(CartError) -> ExactDecimal { try Self.total(totalExact, adding: item) }

    /// Refuses an item in another currency than `currency`, or whose line
    /// total cannot be paid in it; the in-memory cart and `CartStore`'s quick
    /// add both go through it.
    static func check(_ item: Item, _ currency: Currency) throws(CartError) {
        guard item.currency == currency else { throw .itemCurrency(item.currency, cart: currency) }
        guard item.lineTotalExact.isMultiple(of: currency.minorUnitExact) else {
            throw .notPayable(lineTotal: Money(item.lineTotalExact.decimal, currency))
        }
    }

    /// `total + item`, refused when it would reach 10^15; the in-memory cart
    /// and `CartStore`'s quick add both go through it.
    static func total(_ total: ExactDecimal, adding item: Item) throws(CartError) -> ExactDecimal {
        guard let sum = try? total + item.lineTotalExact, isBelowMaximum(sum) else { throw .totalTooLarge }
        return sum
    }

    /// `value < Bounds.maximumExact`, told at once for a whole number (a yen total), as the comparison
    /// of two decimals first normalizes both.
    static func isBelowMaximum(_ value: ExactDecimal) -> Bool {
        let maximum = Bounds.maximumExact
        if value.scale == 0 && maximum.scale == 0 { return value.isNegative || value.magnitude < maximum.magnitude }
        return value < maximum
    }

    /// Counts `item` in ``tally``.
    private mutating func count(_ item: Item) throws(CartError) {
        do { try tally.add(item.lineTotalExact, in: item.tax) } catch { throw .money(error) }
    }

    /// Takes `item` out of ``tally``.
    private mutating func uncount(_ item: Item) throws(CartError) {
        do { try tally.remove(item.lineTotalExact, in: item.tax) } catch { throw .money(error) }
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

    private mutating func record(_ step: Step) {
        steps.append(step)
        version += 1
    }

    /// Carts are equal when their currency, items, coupons, budget and undo history are.
    ///
    /// The change count a ``ClearRequest`` is checked against is not compared. (Two carts with the same
    /// items have the same ``history`` exactly when they keep the same steps.)
    public static func == (lhs: Cart, rhs: Cart) -> Bool {
        lhs.currency == rhs.currency && lhs.items == rhs.items && lhs.coupons == rhs.coupons && lhs.budget == rhs.budget
            && lhs.steps == rhs.steps
    }
}

/// A pending request to clear the cart: what would go, for the caller to word
/// the question.
///
/// Only ``Cart/requestClear()`` makes one.
public struct ClearRequest: Sendable, Equatable {
    /// How many items would go.
    public let count: Int
    /// What they add up to: the subtotal, before coupons and added tax.
    public let total: Money
    /// What the cart comes to at the till (coupons off, tax added on top, as
    /// ``CartSummary/toPay``): the amount to show in the question.
    public let toPay: Money
    let version: Int
}
