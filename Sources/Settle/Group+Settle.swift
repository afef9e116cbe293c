import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Group {
    /// Settles the group: each person's balance, and who pays whom.
    ///
    /// Every expense is shared by the one allocation (``/ShopCore/Allocation``),
    /// so its shares add up to it exactly and **all balances add up to zero**.
    /// An expense paid in another currency is converted at its own rate or the
    /// group's, exactly, and rounded once, half-even, to the minor unit.
    ///
    /// The transfers are the fewest possible, proved for up to 24 people with
    /// a balance at once and for up to 40 within ``SettleOptions/proofBudget``;
    /// the rule and the tie rule among plans with as few transfers are in the
    /// documentation's "Fewest transfers". A greedy plan is not
    /// minimal: balances A +6,000, B +4,000, C −3,000, D −3,000, E −4,000
    /// need 3 transfers (E→B 4,000; C→A 3,000; D→A 3,000), where the greedy
    /// heuristic of most apps gives 4.
    ///
    /// With a cash ``SettleOptions/unit`` everyone but the organizer is settled
    /// to within half a unit (their balance rounded half-even to the unit); the
    /// organizer carries what the roundings leave, and every ``Settlement/Rest`` is
    /// shown. With ``SettleOptions/via`` everyone settles with that person.
    ///
    /// Every figure of a settlement (each person's paid, share, paid back, received back and balance, each
    /// conversion, transfer and rest) is below 10^15 in its currency, as every amount read is
    /// (``/ShopCore/Bounds``); a balance that reaches it is ``SettleError/tooLarge(_:)``, any other figure
    /// ``SettleError/money(_:)`` with ``/ShopCore/ShopCoreError/tooLarge(_:)``.
    ///
    /// - Returns: one settlement, or one a currency when ``settlesEachCurrency(_:)`` says so for ``SettleOptions/currencies``
    ///   (the group's currency first, then in the order they appear); the cash
    ///   unit applies to the group's currency only, the others settle in their minor unit.
    /// - Throws: ``SettleError`` naming the expense's line when it cannot be shared;
    ///   ``SettleError/noRate(_:)`` unlocated for ``SettleOptions/Currencies/separatelyWithoutRates`` with
    ///   rates given but not for every currency (the first without one).
    public func settle(_ options: SettleOptions = SettleOptions()) throws(SettleError) -> [Settlement] {
        guard !people.isEmpty else { throw .noPeople }
        let organizer = options.organizer ?? organizerName ?? people[0]
        guard people.contains(organizer) else { throw .unknownPerson(organizer) }
        if let via = options.via, !people.contains(via) { throw .unknownTreasurer(via) }
        if !settlesEachCurrency(options.currencies) {
            if options.currencies == .separatelyWithoutRates, let missing = currencyWithoutRate {
                // The rows are as the other app wrote them: the rate missing is one given beside the export.
                throw .noRate(missing)
            }
            return [try settlement(expenses, in: currency, organizer: organizer, options)]
        }
        var currencies = [currency]
        for expense in expenses where !currencies.contains(expense.amount.currency) {
            currencies.append(expense.amount.currency)
        }
        var result: [Settlement] = []
        for money in currencies {
            let own = expenses.filter { $0.amount.currency == money }
            if money != currency && own.isEmpty { continue }
            // A cash unit is an amount of the group's currency: the others settle in their minor unit.
            var ownOptions = options
            if money != currency { ownOptions.unit = nil }
            result.append(try settlement(own, in: money, organizer: organizer, ownOptions))
        }
        return result
    }

    /// True when ``settle(_:)`` settles each currency on its own by `rule`: always for
    /// ``SettleOptions/Currencies/separately``, and for ``SettleOptions/Currencies/separatelyWithoutRates``
    /// when an expense is in another currency and no rate is given at all (no ``rates``, no expense's own):
    /// once one is, the group is converted, and a currency still without a rate is refused.
    public func settlesEachCurrency(_ rule: SettleOptions.Currencies) -> Bool {
        switch rule {
        case .converted: return false
        case .separately: return true
        case .separatelyWithoutRates:
            return rates.isEmpty && !expenses.contains { $0.rate != nil || $0.charged != nil }
                && expenses.contains { $0.amount.currency != currency }
        }
    }

    /// The first currency, in the order the expenses have them, of an expense that is not in the
    /// group's currency and has no rate of its own or the group's; nil when every one can be converted.
    private var currencyWithoutRate: Currency? {
        expenses.first { expense in
            expense.amount.currency != currency && expense.rate == nil && rates[expense.amount.currency.code] == nil
        }?.amount.currency
    }

    private func settlement(
        _ expenses: [Expense], in currency: Currency, organizer: String, _ options: SettleOptions
    ) throws(SettleError) -> Settlement {
        // Every part of every expense, summed by person, kept exact: nothing is rounded before the balances.
        let (sums, conversions) = try exactSums(expenses, in: currency)
        var exact: [Settlement.Exact] = []
        exact.reserveCapacity(people.count)
        do {
            for person in people.indices {
                exact.append(
                    try Settlement.Exact(
                        paid: sums.paid[person], share: sums.share[person], paidBack: sums.paidBack[person],
                        receivedBack: sums.received[person]))
            }
        } catch {
            throw .money(error)
        }
        let balances = try BalanceRounding.rounded(exact.map(\.balance), names: people, unit: currency.minorUnitExact)
        var accounts: [Settlement.Balance] = []
        for person in people.indices {
            accounts.append(
                try Settlement.Balance(
                    name: people[person], exact: exact[person], balance: Money(balances[person].decimal, currency)))
        }
        let cash = try CashPlan(
            balances, currency: currency, unit: options.unit, organizer: people.firstIndex(of: organizer) ?? 0)
        let plan: Planner.Plan
        var fewest: Int?
        if let via = options.via, let treasurer = people.firstIndex(of: via) {
            var transfers: [(from: Int, to: Int, amount: Int)] = []
            for person in people.indices where person != treasurer && cash.rounded[person] != 0 {
                let amount = cash.rounded[person]
                transfers.append(amount < 0 ? (person, treasurer, -amount) : (treasurer, person, amount))
            }
            transfers.sort { ($0.from, $0.to) < ($1.from, $1.to) }
            let best = Planner.plan(cash.rounded, budget: options.proofBudget)
            fewest = best.isOptimal ? best.transfers.count : nil
            plan = Planner.Plan(transfers: transfers, isOptimal: fewest == transfers.count)
        } else {
            plan = Planner.plan(cash.rounded, budget: options.proofBudget)
            fewest = plan.isOptimal ? plan.transfers.count : nil
        }
        let transfers = plan.transfers.map { transfer in
            Settlement.Transfer(
                from: people[transfer.from], to: people[transfer.to],
                amount: Money(cash.money(transfer.amount).decimal, currency))
        }
        let settlement = Settlement(
            currency: currency, unit: cash.unit.decimal, organizer: organizer, people: accounts, transfers: transfers,
            rests: cash.rests.map { Settlement.Rest(name: people[$0.0], amount: Money($0.1.decimal, currency)) },
            isOptimal: plan.isOptimal, fewest: fewest, conversions: conversions)
        try settlement.checkBounds()
        return settlement
    }
}

/// Balances rounded to a cash unit: everyone's but the organizer's to the
/// nearest multiple (half-even), the organizer's to what makes them add up
/// to zero; counted in units.
struct CashPlan {
    /// The unit, exactly.
    let unit: ExactDecimal
    /// Each balance rounded, in units.
    var rounded: [Int] = []
    /// (person, balance − rounded balance) for each rest that is not zero, the organizer last.
    var rests: [(Int, ExactDecimal)] = []

    /// The most units a balance may have: sums of 24 stay exact in 64 bits.
    ///
    /// In a currency of up to two
    /// decimals it is past ``/ShopCore/Bounds/maximumAmount``, which every settlement is held to
    /// (``Settlement/checkBounds()``); with three or four (KWD, CLF) it refuses a balance sooner.
    static let maximumUnits = 100_000_000_000_000_000

    init(_ balances: [ExactDecimal], currency: Currency, unit given: Decimal?, organizer: Int) throws(SettleError) {
        do {
            let unit = try given.map { value throws(ShopCoreError) in try ExactDecimal(value) } ?? currency.minorUnitExact
            guard !unit.isZero, !unit.isNegative, unit.isMultiple(of: currency.minorUnitExact) else {
                throw ShopCoreError.invalidUnit(unit.plainText, currency: currency)
            }
            self.unit = unit
            var total = 0
            var organizerRest = ExactDecimal.zero
            for (person, balance) in balances.enumerated() {
                let units = try ExactDecimal.quotient(balance, unit, roundedTo: .one, .toNearestOrEven)
                guard units.magnitude <= UInt128(Self.maximumUnits) else {
                    throw SettleError.tooLarge(Money(balance.decimal, currency))
                }
                let count = Int(units.magnitude) * (units.isNegative ? -1 : 1)
                if person == organizer {
                    rounded.append(0)
                    organizerRest = balance
                    continue
                }
                rounded.append(count)
                total += count
                let rest = try balance - self.money(count)
                if !rest.isZero { rests.append((person, rest)) }
            }
            rounded[organizer] = -total
            let rest = try organizerRest - self.money(-total)
            if !rest.isZero { rests.append((organizer, rest)) }
        } catch let error as SettleError {
            throw error
        } catch let error as ShopCoreError {
            throw .money(error)
        } catch {
            throw .money(.tooLarge(""))
        }
    }

    /// `units` units as an amount.
    func money(_ units: Int) -> ExactDecimal {
        (try? ExactDecimal(isNegative: units < 0, magnitude: UInt128(units.magnitude)) * unit) ?? .zero
    }
}
