import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What settling needs of a group's expenses when they are not kept: the currencies they were paid in,
/// whether any has a rate of its own, the first without a rate, and each one's conversion into the
/// group's currency, in order (the sums of their parts are the group's ``PartsMemo``).
struct ExpenseSummary: Sendable {
    /// How many expenses and repayments were summed.
    private(set) var count = 0
    /// The currencies they were paid in, in the order they first appear.
    private(set) var currencies: [Currency] = []
    /// Whether one has a rate of its own or an amount charged in the group's currency.
    private(set) var hasOwnRates = false
    /// The currency of the first one not in the group's currency with no rate, its own or the group's.
    private(set) var withoutRate: Currency?
    /// Each one in another currency converted into the group's, in order, up to the first that cannot be.
    private(set) var conversions: [Conversion] = []
    /// The first that cannot be converted into the group's currency: its ``Expense/id`` and why.
    private(set) var conversionFailure: (id: Int, error: SettleError)?

    /// Adds what settling needs of `expense`, in a group of `currency` with `rates`.
    mutating func add(_ expense: Expense, rates: [String: Decimal], currency: Currency) {
        count += 1
        let paidIn = expense.amount.currency
        if !currencies.contains(paidIn) { currencies.append(paidIn) }
        if expense.rate != nil || expense.charged != nil { hasOwnRates = true }
        let rate = expense.rate ?? rates[paidIn.code]
        if withoutRate == nil && paidIn != currency && rate == nil { withoutRate = paidIn }
        guard conversionFailure == nil else { return }
        do throws(SettleError) {
            if let (conversion, _) = try expense.converted(to: currency, rate: rate) { conversions.append(conversion) }
        } catch {
            conversionFailure = (expense.id, error)
        }
    }
}

/// The expenses a settlement is made of: a group's own list, or what reading summed of them without
/// keeping them (``GroupBalances``).
enum SettledExpenses {
    /// The expenses themselves.
    case listed([Expense])
    /// The summary of a group's expenses, of those paid in `only` (nil: all of them).
    case summed(ExpenseSummary, only: Currency?)

    /// The currencies the expenses were paid in, in the order they first appear.
    var currencies: [Currency] {
        switch self {
        case .listed(let expenses):
            var currencies: [Currency] = []
            for expense in expenses where !currencies.contains(expense.amount.currency) {
                currencies.append(expense.amount.currency)
            }
            return currencies
        case .summed(let summary, let only):
            guard let only else { return summary.currencies }
            return summary.currencies.filter { $0 == only }
        }
    }

    /// Whether an expense has a rate of its own or an amount charged.
    var hasOwnRates: Bool {
        switch self {
        case .listed(let expenses): return expenses.contains { $0.rate != nil || $0.charged != nil }
        case .summed(let summary, _): return summary.hasOwnRates
        }
    }

    /// The expenses paid in `currency`.
    func only(_ currency: Currency) -> SettledExpenses {
        switch self {
        case .listed(let expenses): return .listed(expenses.filter { $0.amount.currency == currency })
        case .summed(let summary, _): return .summed(summary, only: currency)
        }
    }

    /// The first currency, in the order the expenses have them, of an expense not in `currency` with no
    /// rate of its own or in `rates`.
    func withoutRate(rates: [String: Decimal], currency: Currency) -> Currency? {
        switch self {
        case .listed(let expenses):
            return expenses.first { expense in
                expense.amount.currency != currency && expense.rate == nil && rates[expense.amount.currency.code] == nil
            }?.amount.currency
        case .summed(let summary, _): return summary.withoutRate
        }
    }
}
