import ShopCore
import ShopFiles
import Tax

/// The state behind a ``CartStore``: which file, in which currency, and the
/// cart it last read or wrote.
///
/// The store keeps one behind a lock, so its methods run one at a time; see `CartFile+Writing.swift` and
/// `CartFile+Reading.swift`.
struct CartFile: Sendable {
    /// The cart file, as given (messages name it so).
    let path: String
    /// The file itself, symbolic links resolved (a dangling link to the file
    /// it will be): every process locks and writes the same file, whatever
    /// link it was given.
    let filePath: String
    /// The currency the cart must be in.
    let currency: Currency
    /// The cart last read or written and the state of the file it matches.
    var session: Session?
    /// Bytes of the cart file read by the last call, so tests can tell a quick path from a full read.
    var bytesReadByLastCall = 0

    /// A verified cart and the file state it was read from or left.
    struct Session: Sendable {
        var cart: Cart
        var state: VerifiedState
        /// True when `state.baseline` names the chain of records in the lock file.
        var onChain: Bool
    }

    init(path: String, currency: Currency) throws(CartError) {
        try onFile(FileSystem.checkFilePath(path))
        self.path = path
        self.filePath = FileSystem.resolvingLinks(path)
        self.currency = currency
    }

    // MARK: - Reading

    mutating func load() throws(CartError) -> Cart {
        try reading(missing: Cart(currency: currency)) { file, handle, header, record throws(CartError) in
            try file.current(handle, header, record: record).cart
        }
    }

    mutating func summary() throws(CartError) -> CartSummary {
        let currency = self.currency
        return try reading(missing: CartSummary(count: 0, total: Money(0, currency))) {
            file, handle, header, record throws(CartError) in
            if let quick = try file.quickState(handle, header, record: record), quick.plain {
                return CartSummary(count: quick.count, total: Money(quick.total.decimal, currency))
            }
            return try CartSummary(of: file.current(handle, header, record: record).cart)
        }
    }

    // MARK: - Changing

    /// Adds from the record's figures when the file is as the last change
    /// left it (no items read), else on the whole cart; either way the
    /// refusals are decided on the same figures (``CartFigures``).
    /// - Parameters:
    ///   - item: the item to add.
    ///   - withinBudget: refuses an add that takes the amount to pay over the budget.
    /// - Returns: the cart's figures after the add.
    /// - Throws: ``CartError`` for an add the cart refuses (over the budget, a total too large), or a file
    ///   that cannot be read or written.
    mutating func addReturningSummary(_ item: Cart.Item, withinBudget: Bool = false) throws(CartError) -> CartSummary {
        let currency = self.currency
        return try change(
            quick: { state, figures throws(CartError) in
                try Cart.check(item, currency)
                let total = try Cart.total(state.total, adding: item)
                let after = try figures.adding(item)
                let summary =
                    try after.isPlain
                    ? CartSummary(count: state.count + 1, total: Money(total.decimal, currency)) : after.summary()
                if withinBudget { try CartFigures.checkBudget(summary) }
                return (.add(item), state.count + 1, total, after, summary)
            },
            { cart throws(CartError) in
                try cart.add(item, withinBudget: withinBudget)
                return (.add(item), try CartSummary(of: cart))
            })
    }

    mutating func add(_ item: Cart.Item) throws(CartError) -> Cart {
        try change { cart throws(CartError) in
            try cart.add(item)
            return (.add(item), cart)
        }
    }

    mutating func add(_ item: Cart.Item, withinBudget: Bool) throws(CartError) -> Cart {
        try change { cart throws(CartError) in
            try cart.add(item, withinBudget: withinBudget)
            return (.add(item), cart)
        }
    }

    mutating func remove(at number: Int) throws(CartError) -> (removed: Cart.Item, cart: Cart) {
        try change { cart throws(CartError) in
            let item = try cart.remove(at: number)
            return (.remove(index: number), (item, cart))
        }
    }

    mutating func remove(atOffsets offsets: [Int]) throws(CartError) -> Cart {
        try change { cart throws(CartError) in
            let removed = try cart.remove(atOffsets: offsets)
            guard case .removedOffsets(_, let sorted)? = cart.lastChange, !removed.isEmpty else { return (nil, cart) }
            // A line the reader takes in one piece (see `JournalReader.chunkSize`), with room to spare.
            guard OffsetList.text(sorted).utf8.count <= Cart.maximumOffsetsText else {
                throw .tooManyOffsets(sorted.count)
            }
            return (.removeOffsets(sorted), cart)
        }
    }

    mutating func undo() throws(CartError) -> (undone: Cart.Change, cart: Cart) {
        try change { cart throws(CartError) in
            let undone = try cart.undo()
            return (.undo, (undone, cart))
        }
    }

    mutating func add(_ coupon: Coupon) throws(CartError) -> Cart {
        try change { cart throws(CartError) in
            try cart.add(coupon)
            return (.coupon(coupon), cart)
        }
    }

    mutating func clearCoupons() throws(CartError) -> (cleared: [Coupon], cart: Cart) {
        var cleared: [Coupon] = []
        let after = try change { cart throws(CartError) in
            cleared = cart.coupons
            cart.clearCoupons()
            return (cleared.isEmpty ? nil : .clearCoupons, cart)
        }
        return (cleared, after)
    }

    mutating func setBudget(_ budget: Money?) throws(CartError) -> Cart {
        try change { cart throws(CartError) in
            let before = cart.budget
            try cart.setBudget(budget)
            return (before == budget ? nil : .budget(budget), cart)
        }
    }

    mutating func confirm(_ request: ClearRequest) throws(CartError) -> Cart {
        try change { cart throws(CartError) in
            let wasEmpty = cart.items.isEmpty
            try cart.confirm(request)
            return (wasEmpty ? nil : .clear, cart)
        }
    }
}
