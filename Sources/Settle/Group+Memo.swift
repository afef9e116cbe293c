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

        init(count: Int) {
            paid = [Fraction](repeating: .zero, count: count)
            (share, paidBack, received) = (paid, paid, paid)
        }
    }

    private var expenses: [Expense] = []
    private var people: [String] = []
    private var changes: [Group.Change] = []
    /// The currencies and rates met, in the order they first appear; ``totals`` holds their sums at the same places.
    private var keys: [Key] = []
    /// The sums of each of ``keys``: kept apart from the keys so that adding to one changes it in place.
    private var totals: [Sums] = []
    /// By currency and rate, in the order they first appear.
    var sums: [(key: Key, sums: Sums)] { Array(zip(keys, totals)) }
    /// Set when a sum passed the exact range: the group is then settled from its expenses, which says where.
    private var failed = false

    /// Adds `expense`'s parts to the sums, among `count` people.
    mutating func add(_ expense: Expense, _ parts: ExactParts, count: Int) {
        guard !failed else { return }
        let chargedRate = expense.charged.flatMap { try? expense.chargedRate(in: $0.currency) }
        let key = Key(
            currency: expense.amount.currency, rate: expense.rate, charged: chargedRate == nil ? nil : expense.charged?.currency,
            chargedRate: chargedRate)
        let place: Int
        if let known = keys.firstIndex(of: key) {
            place = known
        } else {
            place = keys.count
            keys.append(key)
            totals.append(Sums(count: count))
        }
        do throws(ShopCoreError) {
            try totals[place].add(paid: parts.payers, shares: parts.sharers, repayment: expense.kind == .repayment)
        } catch {
            failed = true
        }
    }

    /// Marks the sums as those of `group` as it is once read whole.
    mutating func seal(_ group: Group) {
        expenses = group.expenses
        people = group.people
        changes = group.changes
    }

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
        let currencies = Set(expenses.map(\.amount.currency))
        do throws(ShopCoreError) {
            for (key, sums) in memo.sums where currencies.contains(key.currency) {
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
        return (total, conversions)
    }
}
