import ShopCore

/// One expense or repayment of a group as it counts: who paid and each person's exact share, in the
/// currency it is settled in (``Group/expenseShares(_:)``).
///
/// What a person checks before settling, and what a ledger export is built from.
public struct ExpenseShares: Sendable, Hashable {
    /// One person's exact part.
    public struct Part: Sendable, Hashable {
        /// Who.
        public let name: String
        /// How much, exactly (a fraction where it does not terminate: `1000/3`).
        public let amount: Fraction
    }

    /// The expense as it counts (after fixes; an occurrence of a recurring line with its own day and id).
    public let expense: Expense
    /// The currency ``paid`` and ``shares`` are in: the group's when the expense is converted, else its own.
    public let currency: Currency
    /// The conversion into the group's currency, when it was paid in another and is converted.
    public let conversion: Conversion?
    /// What each payer paid, adding up to the (converted) amount.
    public let paid: [Part]
    /// Each sharer's share, adding up to the (converted) amount.
    public let shares: [Part]
}

extension Group {
    /// Every expense and repayment as it counts, in the group's order: each person's exact part, in the
    /// group's currency, or in the expense's own when ``settlesEachCurrency(_:)`` says so for `currencies`.
    /// - Throws: ``SettleError/onLine(_:_:)`` naming the expense's line when it cannot be shared
    ///   (a currency with no rate, when converted).
    public func expenseShares(_ currencies: SettleOptions.Currencies = .converted) throws(SettleError) -> [ExpenseShares] {
        let separately = settlesEachCurrency(currencies)
        let index = NameTable(places: people)
        var result: [ExpenseShares] = []
        result.reserveCapacity(expenses.count)
        for expense in expenses {
            let currency = separately ? expense.amount.currency : self.currency
            do throws(SettleError) {
                let posting = try resolved(expense).posting(
                    people: index, count: people.count, in: currency,
                    rate: expense.rate ?? rates[expense.amount.currency.code])
                func parts(_ list: [(Int, Fraction)]) -> [ExpenseShares.Part] {
                    list.map { ExpenseShares.Part(name: people[$0.0], amount: $0.1) }
                }
                result.append(
                    ExpenseShares(
                        expense: expense, currency: currency, conversion: posting.conversion, paid: parts(posting.paid),
                        shares: parts(posting.shares)))
            } catch {
                throw .onLine(expense.id, error)
            }
        }
        return result
    }
}
