import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What reading a group computed of its expenses: each one's exact parts are computed once, while
/// reading (where an error names its line), and summed by person there, so that settling neither
/// computes them again nor keeps them.
///
/// The sums are kept apart by the currency an expense was paid in and the rate it gives (its own,
/// or none: the group's, looked up when it is settled). Converting a sum is exact, so it is the
/// sum of the parts converted one by one.
///
/// It is no part of the group's value: groups are equal, hash and encode alike with or without it.
/// It is used only while the group still has the very expenses, people and changes it was computed
/// for; a group changed since, or made in code, is settled from its expenses.
struct PartsMemo: Sendable, Hashable {
    /// The currency an expense was paid in and the rate it gives.
    struct Key: Sendable, Hashable {
        let currency: Currency
        let rate: Decimal?
        /// The currency a card charged in, when it did (`€45.20 = ¥7,400`), at ``chargedRate``.
        let charged: Currency?
        /// The charged amount's rate: charged ÷ amount.
        let chargedRate: Fraction?
    }

    /// Each person's exact parts, summed: what they paid and their shares, of expenses and of repayments.
    struct Sums: Sendable {
        var paid: [Fraction], share: [Fraction], paidBack: [Fraction], received: [Fraction]
        /// The costs of the expenses shared by each of ``PartsMemo/lists``, summed, at the list's place there
        /// (zero for a list none of them shared, which shares out nothing): shared out once, when the sums are
        /// read (``PartsMemo/sharedSums()``). (An array of a type the sums have, not a dictionary: the first
        /// dictionary of a process costs a short group file's settling as much again.)
        var pending: [Fraction] = []
        /// The denominators of the shares summed as whole numerators (``add(_:)``), each once.
        ///
        /// At most ``maximumDenominators``; ``numerators`` holds each person's sum over each, at the same place.
        /// Shared out once, when the sums are read (``PartsMemo/sharedSums()``).
        var denominators: [UInt128] = []
        /// Each person's numerators summed, over the denominator at the same place in ``denominators``.
        var numerators: [[UInt128]] = []
        /// The most denominators summed apart: the shares over any other are added as fractions.
        static let maximumDenominators = 64

        init(count: Int) {
            paid = [Fraction](repeating: .zero, count: count)
            (share, paidBack, received) = (paid, paid, paid)
        }
    }

    /// A list of sharers by weight alone, met again and again (everyone present, `for Aki Ren:2`).
    ///
    /// An expense shared by one adds its cost to the list's pending sum, shared out once: `Σ cost × w ÷ W`
    /// is `(Σ cost) × w ÷ W` exactly, so the sums are those of each share added.
    struct WeightList: Sendable {
        let persons: [Int]
        let weights: [Fraction]
        let total: Fraction
    }

    /// The weight lists met, each once.
    private(set) var lists: [WeightList] = []

    private var expenses: [Expense] = []
    private var people: [String] = []
    private var changes: [Group.Change] = []
    /// The currencies and rates met, in the order they first appear; ``totals`` holds their sums at the same places.
    private var keys: [Key] = []
    /// The sums of each of ``keys``: kept apart from the keys so that adding to one changes it in place.
    private var totals: [Sums] = []
    /// By currency and rate, in the order they first appear.
    var sums: [(key: Key, sums: Sums)] { Array(zip(keys, totals)) }
    /// The currencies and rates met, in the order they first appear: those of ``sharedSums()``, place by place.
    var sumKeys: [Key] { keys }
    /// Set when a sum passed the exact range: the group is then settled from its expenses, which says where.
    private var failed = false

    /// Adds `expense`'s parts to the sums, among `count` people.
    mutating func add(_ expense: Expense, _ parts: ExactParts, count: Int) {
        guard !failed else { return }
        let place = place(of: expense, count: count)
        do throws(ShopCoreError) {
            try totals[place].add(paid: parts.payers, shares: parts.sharers, repayment: expense.kind == .repayment)
        } catch {
            failed = true
        }
    }

    /// Adds what `expense` (no repayment) cost and its payers' parts, its cost to be shared by `list` (a place in
    /// ``lists``) when the sums are read.
    mutating func add(
        _ expense: Expense, cost: ExactDecimal, payers: [(Int, Fraction)], sharedBy list: Int, count: Int
    ) {
        guard !failed else { return }
        let place = place(of: expense, count: count)
        do throws(ShopCoreError) {
            try totals[place].add(paid: payers, shares: [], repayment: false)
            if totals[place].pending.count <= list {
                totals[place].pending += [Fraction](repeating: .zero, count: list + 1 - totals[place].pending.count)
            }
            totals[place].pending[list] = try totals[place].pending[list] + Fraction(cost)
        } catch {
            failed = true
        }
    }

    /// Adds what `expense` (no repayment) cost its payers, and its sharers' shares over one denominator.
    mutating func add(_ expense: Expense, payers: [(Int, Fraction)], shares: WholeShares, count: Int) {
        guard !failed else { return }
        let place = place(of: expense, count: count)
        do throws(ShopCoreError) {
            try totals[place].add(paid: payers, shares: [], repayment: false)
            try totals[place].add(shares)
        } catch {
            failed = true
        }
    }

    /// Adds `list` to ``lists`` and gives its place.
    mutating func add(_ list: WeightList) -> Int {
        lists.append(list)
        return lists.count - 1
    }

    /// The place in ``totals`` of `expense`'s currency and rate, made when it is new.
    private mutating func place(of expense: Expense, count: Int) -> Int {
        let chargedRate = expense.charged.flatMap { try? expense.chargedRate(in: $0.currency) }
        let key = Key(
            currency: expense.amount.currency, rate: expense.rate, charged: chargedRate == nil ? nil : expense.charged?.currency,
            chargedRate: chargedRate)
        if let known = keys.firstIndex(of: key) { return known }
        keys.append(key)
        totals.append(Sums(count: count))
        return keys.count - 1
    }

    /// The sums of ``sumKeys``, place by place, with each list's pending cost shared out by its weights.
    /// - Throws: ``/ShopCore/ShopCoreError`` when a sum passes the exact range.
    func sharedSums() throws(ShopCoreError) -> [Sums] {
        // The sums alone, at the places of ``sumKeys``: an array of pairs would be a type made at run time.
        var result: [Sums] = []
        for var sums in totals {
            for (place, cost) in sums.pending.enumerated() where !cost.isZero {
                let list = lists[place]
                let perWeight = try cost / list.total
                for (person, weight) in zip(list.persons, list.weights) {
                    sums.share[person] = try sums.share[person] + (weight == .one ? perWeight : try perWeight * weight)
                }
            }
            sums.pending = []
            for (place, denominator) in sums.denominators.enumerated() {
                for (person, numerator) in sums.numerators[place].enumerated() where numerator != 0 {
                    sums.share[person] = try sums.share[person] + Sums.fraction(numerator, over: denominator)
                }
            }
            (sums.denominators, sums.numerators) = ([], [])
            result.append(sums)
        }
        return result
    }

    /// Marks the sums as those of `group` as it is once read whole.
    mutating func seal(_ group: Group) {
        expenses = group.expenses
        people = group.people
        changes = group.changes
    }

    /// False once a sum passed the exact range.
    var isExact: Bool { !failed }

    /// True when the sums are those of `group`'s expenses, people and changes as they are.
    func holds(for group: Group) -> Bool {
        !failed && !expenses.isEmpty && expenses == group.expenses && people == group.people
            && changes == group.changes
    }

    static func == (lhs: PartsMemo, rhs: PartsMemo) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}

extension PartsMemo.Sums {
    /// Adds `other`, each figure times `factor` (nil: as it is).
    mutating func add(_ other: PartsMemo.Sums, times factor: Fraction?) throws(ShopCoreError) {
        func scaled(_ value: Fraction) throws(ShopCoreError) -> Fraction {
            guard let factor else { return value }
            return try value * factor
        }
        for person in paid.indices {
            paid[person] = try paid[person] + scaled(other.paid[person])
            share[person] = try share[person] + scaled(other.share[person])
            paidBack[person] = try paidBack[person] + scaled(other.paidBack[person])
            received[person] = try received[person] + scaled(other.received[person])
        }
    }

    /// Adds each sharer's share `numerator ÷ denominator` (``Expense/wholeShares(_:of:people:)``) to the sum of
    /// their numerators over the same denominator: exactly the fractions' sum, each reduced once, at the end.
    mutating func add(_ shares: WholeShares) throws(ShopCoreError) {
        let denominator = shares.denominator
        var place = denominators.firstIndex(of: denominator)
        if place == nil, denominators.count < Self.maximumDenominators {
            denominators.append(denominator)
            numerators.append([UInt128](repeating: 0, count: share.count))
            place = denominators.count - 1
        }
        guard let place else {
            for (person, numerator) in zip(shares.people, shares.numerators) {
                share[person] = try share[person] + Self.fraction(numerator, over: denominator)
            }
            return
        }
        for (person, numerator) in zip(shares.people, shares.numerators) {
            let (sum, overflow) = numerators[place][person].addingReportingOverflow(numerator)
            guard overflow else {
                numerators[place][person] = sum
                continue
            }
            // A sum past 128 bits: what it held so far is added as a fraction, and it starts again.
            share[person] = try share[person] + Self.fraction(numerators[place][person], over: denominator)
            numerators[place][person] = numerator
        }
    }

    /// `numerator ÷ denominator`, exactly.
    static func fraction(_ numerator: UInt128, over denominator: UInt128) throws(ShopCoreError) -> Fraction {
        try Fraction(ExactDecimal(magnitude: numerator)) / Fraction(ExactDecimal(magnitude: denominator))
    }

    /// Adds a posting's parts.
    mutating func add(_ posting: Posting) throws(ShopCoreError) {
        try add(paid: posting.paid, shares: posting.shares, repayment: posting.expense.kind == .repayment)
    }

    /// Adds what each payer paid and each sharer's share: to what was paid back and received, for a repayment.
    mutating func add(
        paid payers: [(Int, Fraction)], shares sharers: [(Int, Fraction)], repayment: Bool
    ) throws(ShopCoreError) {
        for (person, part) in payers {
            if repayment {
                paidBack[person] = try paidBack[person] + part
            } else {
                paid[person] = try paid[person] + part
            }
        }
        for (person, part) in sharers {
            if repayment {
                received[person] = try received[person] + part
            } else {
                share[person] = try share[person] + part
            }
        }
    }
}

extension Group {
    /// Each person's exact figures over `expenses` in `currency`, and the conversions, in order; each
    /// error naming its expense.
    ///
    /// From the sums reading made when they hold; else expense by expense.
    func exactSums(
        _ source: SettledExpenses, in currency: Currency
    ) throws(SettleError) -> (sums: PartsMemo.Sums, conversions: [Conversion]) {
        switch source {
        case .listed(let expenses):
            return try exactSums(expenses, in: currency)
        case .summed(let summary, let only):
            // Each expense was converted into the group's currency when read: the first that could not be is the
            // error. Settled a currency at a time (`only`), each is in its own.
            if only == nil, let (id, error) = summary.conversionFailure { throw .onLine(id, error) }
            return (try rememberedSums(of: Set(source.currencies), in: currency), only == nil ? summary.conversions : [])
        }
    }

    /// ``exactSums(_:in:)-(SettledExpenses,_)`` of a group's own expenses.
    private func exactSums(
        _ expenses: [Expense], in currency: Currency
    ) throws(SettleError) -> (sums: PartsMemo.Sums, conversions: [Conversion]) {
        var total = PartsMemo.Sums(count: people.count)
        var conversions: [Conversion] = []
        let remembered = memo.holds(for: self)
        let index = remembered ? NameTable<Int>() : NameTable(places: people)
        // A sum past the exact range is no expense's fault: it is reported once every expense is read.
        var tooLarge: ShopCoreError?
        for expense in expenses {
            do {
                let rate = expense.rate ?? rates[expense.amount.currency.code]
                if remembered {
                    // The parts are summed already: the expense is only converted (or found to have no rate).
                    if let (conversion, _) = try expense.converted(to: currency, rate: rate) { conversions.append(conversion) }
                    continue
                }
                let posting = try resolved(expense).posting(people: index, count: people.count, in: currency, rate: rate)
                if let conversion = posting.conversion { conversions.append(conversion) }
                if tooLarge == nil {
                    do throws(ShopCoreError) { try total.add(posting) } catch { tooLarge = error }
                }
            } catch {
                throw .onLine(expense.id, error)
            }
        }
        if let tooLarge { throw .money(tooLarge) }
        guard remembered else { return (total, conversions) }
        return (try rememberedSums(of: Set(expenses.map(\.amount.currency)), in: currency), conversions)
    }

    /// The sums reading made of the expenses paid in `currencies`, converted into `currency`.
    private func rememberedSums(of currencies: Set<Currency>, in currency: Currency) throws(SettleError) -> PartsMemo.Sums {
        var total = PartsMemo.Sums(count: people.count)
        do throws(ShopCoreError) {
            let (keys, shared) = (memo.sumKeys, try memo.sharedSums())
            for place in keys.indices where currencies.contains(keys[place].currency) {
                let (key, sums) = (keys[place], shared[place])
                guard key.currency != currency else {
                    try total.add(sums, times: nil)
                    continue
                }
                if let charged = key.charged, let chargedRate = key.chargedRate, charged == currency {
                    try total.add(sums, times: chargedRate)
                    continue
                }
                // Every expense of this currency had a rate above zero, or it was refused above.
                guard let rate = key.rate ?? rates[key.currency.code] else { continue }
                try total.add(sums, times: Fraction(try ExactDecimal(rate)))
            }
        } catch {
            throw .money(error)
        }
        return total
    }
}
