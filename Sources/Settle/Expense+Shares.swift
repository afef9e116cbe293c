import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An expense in the currency it is settled in, exactly: each payer's and
/// each sharer's part, converted at the exact rate when it was paid in
/// another currency, and never rounded (a group rounds each balance once).
struct Posting {
    /// The expense.
    let expense: Expense
    /// What each payer paid: (person's index, exact amount), adding up to the cost.
    let paid: [(Int, Fraction)]
    /// Each sharer's share: (person's index, exact amount), adding up to the cost.
    let shares: [(Int, Fraction)]
    /// The conversion, when the expense was paid in another currency.
    let conversion: Conversion?
}

/// An expense's cost and each payer's and sharer's exact part of it, in the currency it was paid in.
typealias ExactParts = (cost: ExactDecimal, payers: [(Int, Fraction)], sharers: [(Int, Fraction)])

/// A part by a whole weight or a whole percentage, its person found: what ``Expense/wholeShares(_:of:count:)``
/// shares out over one denominator.
struct WholePart: Sendable {
    /// The person's place in the group.
    let person: Int
    /// The weight, or the percentage (`50` for 50 %).
    let value: UInt128
    /// Whether ``value`` is a percentage.
    let isPercent: Bool

    /// `portion` of `person`'s, when it is a whole weight or a whole percentage, not below zero.
    init?(person: Int, _ portion: Part.Portion) {
        let exact: ExactDecimal
        switch portion {
        case .weight(let weight):
            guard let value = try? ExactDecimal(weight) else { return nil }
            (exact, isPercent) = (value.normalized, false)
        case .percent(let percent):
            (exact, isPercent) = (percent.exact.normalized, true)
        case .amount:
            return nil
        }
        guard !exact.isNegative, exact.scale == 0 else { return nil }
        (self.person, value) = (person, exact.magnitude)
    }

    /// Each of `parts` with its person found in `index`, when every one is a person of the group and
    /// whole; nil otherwise.
    static func list(_ parts: [Part], people index: NameTable<Int>) -> [WholePart]? {
        var whole: [WholePart] = []
        whole.reserveCapacity(parts.count)
        for part in parts {
            guard let person = index[part.name], let read = WholePart(person: person, part.portion) else { return nil }
            whole.append(read)
        }
        return whole
    }
}

/// Each sharer's exact share as a whole numerator over one denominator.
///
/// `people[i]`'s share is `numerators[i] ÷ denominator` (``Expense/wholeShares(_:of:count:)``). Two lists
/// rather than a list of pairs: a list of pairs is a type made at run time, which a short file's settling
/// would pay for.
typealias WholeShares = (denominator: UInt128, people: [Int], numerators: [UInt128])

extension Expense {
    /// This expense in `currency`, exactly: each payer's and sharer's part,
    /// multiplied by `rate` when it was paid in another currency
    /// (`€45.20 × 162.35 = ¥7,338.22`, kept as it is).
    func posting(
        people index: NameTable<Int>, count: Int, in currency: Currency, rate: Decimal?
    ) throws(SettleError) -> Posting {
        let (_, payerParts, sharerParts) = try exactParts(people: index, count: count)
        guard let (conversion, factor) = try converted(to: currency, rate: rate) else {
            return Posting(expense: self, paid: payerParts, shares: sharerParts, conversion: nil)
        }
        func scaled(_ parts: [(Int, Fraction)]) throws(SettleError) -> [(Int, Fraction)] {
            var result: [(Int, Fraction)] = []
            result.reserveCapacity(parts.count)
            do throws(ShopCoreError) {
                for (person, part) in parts { result.append((person, try part * factor)) }
            } catch {
                throw .money(error)
            }
            return result
        }
        return Posting(
            expense: self, paid: try scaled(payerParts), shares: try scaled(sharerParts), conversion: conversion)
    }

    /// The conversion of this expense into `currency` at `rate`, and the rate as a fraction; nil when it
    /// was paid in `currency`.
    /// - Throws: ``SettleError/noRate(_:)`` without a rate above zero.
    func converted(to currency: Currency, rate: Decimal?) throws(SettleError) -> (Conversion, Fraction)? {
        guard amount.currency != currency else { return nil }
        if let factor = try chargedRate(in: currency), let charged {
            var shown = factor.decimal ?? 0
            if factor.decimal == nil {
                do throws(ShopCoreError) { shown = try factor.approximated(decimals: 16) } catch { throw .money(error) }
            }
            let conversion = Conversion(
                id: id, label: label, amount: amount, rate: shown, exact: charged, exactRate: factor, isCharged: true)
            return (conversion, factor)
        }
        guard let rate, rate > 0 else { throw .noRate(amount.currency) }
        do {
            let exactRate = try ExactDecimal(rate)
            let exact = try ExactDecimal(amount.amount) * exactRate
            let conversion = Conversion(
                id: id, label: label, amount: amount, rate: rate, exact: Money(exact.decimal, currency))
            return (conversion, Fraction(exactRate))
        } catch {
            throw .money(error)
        }
    }

    /// The rate of what the card charged in `currency` (`€45.20 = ¥7,400`: 7400/45.20), exactly; nil when
    /// nothing was charged in `currency`.
    func chargedRate(in currency: Currency) throws(SettleError) -> Fraction? {
        guard let charged, charged.currency == currency else { return nil }
        do throws(ShopCoreError) {
            guard amount.amount > 0 else { throw .divisionByZero }
            return try Fraction(charged.amount) / Fraction(amount.amount)
        } catch {
            throw .money(error)
        }
    }

    /// The cost, and each payer's and sharer's exact part of it, in the currency it was paid in: what
    /// reading a group checks of each expense (the allocation comes when it is settled).
    func exactParts(people index: NameTable<Int>, count: Int) throws(SettleError) -> ExactParts {
        let (cost, payerParts) = try exactCostAndPayers(people: index, count: count)
        let sharerParts = try Self.exactParts(
            sharers ?? zip(index.names, index.values).sorted { $0.1 < $1.1 }.map { Part($0.0) }, of: cost, people: index,
            money: amount.currency, payers: false)
        return (cost, payerParts, sharerParts)
    }

    /// What ``exactParts(people:count:)`` checks and gives up to the sharers' parts: the cost and the payers'.
    func exactCostAndPayers(
        people index: NameTable<Int>, count: Int
    ) throws(SettleError) -> (cost: ExactDecimal, payers: [(Int, Fraction)]) {
        let cost: ExactDecimal
        do { cost = try ExactDecimal(amount.amount) } catch { throw .money(error) }
        // Money changes hands in whole minor units: a finer amount is refused, never rounded.
        let unit = amount.currency.minorUnitExact
        guard cost.isMultiple(of: unit) else { throw .notPayable(amount) }
        func checkPayable(_ parts: [Part]) throws(SettleError) {
            for part in parts {
                guard case .amount(let value) = part.portion else { continue }
                guard amount.currency.isPayable(value) else {
                    throw .notPayable(Money(value, amount.currency))
                }
            }
        }
        try checkPayable(payers)
        try checkPayable(sharers ?? [])
        guard !payers.isEmpty, sharers.map({ !$0.isEmpty }) ?? (count > 0) else { throw .nobody }
        // One payer by no weight but 1 (nearly every expense) pays the whole cost, as the general reckoning finds.
        if payers.count == 1, !cost.isNegative, case .weight(let weight) = payers[0].portion, weight == 1,
            let person = index[payers[0].name]
        {
            return (cost, [(person, Fraction(cost))])
        }
        return (cost, try Self.exactParts(payers, of: cost, people: index, money: amount.currency, payers: true))
    }

    /// The sharers' exact shares of `cost` over one denominator, when each is a whole multiple of one fraction.
    ///
    /// So it is when ``exactParts(_:of:people:money:payers:)`` would find nothing wrong with them: the sharers
    /// are people of the group, each once, and all by whole weights, or all by whole percentages adding up to
    /// 100, and the cost is not below zero. Nil for any other list, whose parts are computed as fractions.
    static func wholeShares(_ parts: [Part], of cost: ExactDecimal, people index: NameTable<Int>) -> WholeShares? {
        WholePart.list(parts, people: index).flatMap { wholeShares($0, of: cost, count: index.count) }
    }

    /// ``wholeShares(_:of:people:)`` of parts whose people are found already, among `count` people.
    ///
    /// Weight `w` of `W` gets `cost × w ÷ W`, which is `(M × w) ÷ (10^s × W)` for a cost of `M ÷ 10^s`, and
    /// `p` % gets `(M × p) ÷ (10^s × 100)`: the sums add whole numbers, no fraction reduced each time
    /// (``PartsMemo/Sums/add(_:)``). Nil as there, and for a figure past 128 bits.
    static func wholeShares(_ parts: [WholePart], of cost: ExactDecimal, count: Int) -> WholeShares? {
        guard !cost.isNegative, let byPercent = parts.first?.isPercent else { return nil }
        var seen = [Bool](repeating: false, count: count)
        var people: [Int] = [], numerators: [UInt128] = []
        people.reserveCapacity(parts.count)
        numerators.reserveCapacity(parts.count)
        var total: UInt128 = 0
        for part in parts {
            guard part.isPercent == byPercent, part.person < count, !seen[part.person] else { return nil }
            seen[part.person] = true
            let (numerator, overflow) = cost.magnitude.multipliedReportingOverflow(by: part.value)
            let (sum, past) = total.addingReportingOverflow(part.value)
            guard !overflow, !past else { return nil }
            total = sum
            people.append(part.person)
            numerators.append(numerator)
        }
        // Percentages that do not add up to 100 are an error, or need the general check (a cost of zero).
        guard total > 0, !byPercent || total == 100 else { return nil }
        let (denominator, overflow) = ExactDecimal.powersOfTen[cost.scale].multipliedReportingOverflow(by: total)
        return overflow ? nil : (denominator, people, numerators)
    }

    /// Each part's exact value: amounts as given, percentages of the cost,
    /// and what is left by weight; checked to add up to the cost.
    static func exactParts(
        _ parts: [Part], of cost: ExactDecimal, people index: NameTable<Int>, money currency: Currency, payers: Bool
    ) throws(SettleError) -> [(Int, Fraction)] {
        // Who is listed already, by place in the group: no set of names made for each expense.
        var seen = [Bool](repeating: false, count: (index.values.max() ?? -1) + 1)
        var fixed = Fraction.zero, weights = Fraction.zero, percents = Fraction.zero
        // The weights of 1 (every name written without one), counted rather than added one by one.
        var units = 0
        var onlyPercents = true
        // Each part's person and value, looked up and converted once: a weight, an amount, or its share of the cost.
        var persons: [Int] = [], values: [Fraction] = []
        persons.reserveCapacity(parts.count)
        values.reserveCapacity(parts.count)
        do {
            for part in parts {
                let name = part.name
                guard let person = index[name] else { throw SettleError.unknownPerson(name) }
                guard !seen[person] else { throw SettleError.listedTwice(name) }
                seen[person] = true
                persons.append(person)
                switch part.portion {
                case .weight(let weight):
                    onlyPercents = false
                    if weight == 1 {
                        values.append(.one)
                        units += 1
                        continue
                    }
                    let value = try Fraction(weight)
                    values.append(value)
                    weights = try weights + value
                case .amount(let amount):
                    onlyPercents = false
                    let value = try Fraction(amount)
                    values.append(value)
                    fixed = try fixed + value
                case .percent(let percent):
                    let rate = try Fraction(percent.value)
                    percents = try percents + rate
                    let value = try Fraction(cost) * rate / Fraction(100)
                    values.append(value)
                    fixed = try fixed + value
                }
            }
            if units > 0 { weights = try weights + Fraction(units) }
            let whole = Fraction(cost)
            // The figures an error shows, made only for one.
            var costMoney: Money { Money(cost.decimal, currency) }
            func partsMoney() throws(ShopCoreError) -> Money {
                if let exact = fixed.decimal { return Money(exact, currency) }
                return Money(try fixed.approximated(decimals: currency.minorUnitDigits + 2), currency)
            }
            if weights.isZero {
                guard fixed == whole else {
                    let partsMoney = try partsMoney()
                    if payers { throw SettleError.payersDoNotAddUp(paid: partsMoney, cost: costMoney) }
                    if onlyPercents {
                        throw SettleError.percentagesDoNotAddUp(
                            percents.decimal.map(MoneyFormat.plain) ?? percents.description)
                    }
                    throw SettleError.partsDoNotAddUp(parts: partsMoney, cost: costMoney)
                }
            } else if whole < fixed {
                let partsMoney = try partsMoney()
                throw payers
                    ? SettleError.payersDoNotAddUp(paid: partsMoney, cost: costMoney)
                    : SettleError.partsExceedCost(parts: partsMoney, cost: costMoney)
            }
            let left = try whole - fixed
            // What one unit of weight gets: each weight's part is this times the weight (exactly `left × w ÷ W`).
            let perWeight = weights.isZero ? nil : try left / weights
            var result: [(Int, Fraction)] = []
            result.reserveCapacity(parts.count)
            for (place, part) in parts.enumerated() {
                let value = values[place]
                guard case .weight = part.portion else {
                    result.append((persons[place], value))
                    continue
                }
                // Weights adding up to nothing (a group made in code) divide by zero, as `left × w ÷ 0` does.
                guard let perWeight else { throw ShopCoreError.divisionByZero }
                result.append((persons[place], value == .one ? perWeight : try perWeight * value))
            }
            return result
        } catch let error as SettleError {
            throw error
        } catch let error as ShopCoreError {
            throw .money(error)
        } catch {
            throw .nobody
        }
    }
}

/// An amount paid in another currency, converted exactly into the group's.
public struct Conversion: Sendable, Hashable {
    /// The expense's ``Expense/id``.
    public let id: Int
    /// The expense's label.
    public let label: String
    /// What it cost, in the currency it was paid in.
    public let amount: Money
    /// The value of one unit of that currency in the group's.
    public let rate: Decimal
    /// `amount × rate`, exactly: what is shared.
    ///
    /// It is not rounded: each person's balance is rounded once, at the end.
    public let exact: Money
    /// The rate exactly: ``rate``, or for what a card charged `exact ÷ amount` (`7400/45.20` =
    /// `18500/113`), which ``rate`` shows to 16 decimals when it does not terminate.
    public let exactRate: Fraction
    /// True when the rate is what a card charged (`€45.20 = ¥7,400`), not one given.
    public let isCharged: Bool

    /// A conversion of `amount` at `rate`, giving `exact`.
    public init(id: Int, label: String, amount: Money, rate: Decimal, exact: Money) {
        self.init(
            id: id, label: label, amount: amount, rate: rate, exact: exact, exactRate: (try? Fraction(rate)) ?? .zero,
            isCharged: false)
    }

    /// A conversion of `amount` at `exactRate` (shown as `rate`), giving `exact`; `isCharged` when the rate is
    /// what a card charged.
    public init(
        id: Int, label: String, amount: Money, rate: Decimal, exact: Money, exactRate: Fraction, isCharged: Bool
    ) {
        self.id = id
        self.label = label
        self.amount = amount
        self.rate = rate
        self.exact = exact
        self.exactRate = exactRate
        self.isCharged = isCharged
    }

    /// What is shared: ``exact``, since a conversion is no longer rounded on its own.
    @available(*, deprecated, renamed: "exact", message: "a conversion is exact; balances are rounded once, at the end")
    public var converted: Money { exact }
}

extension Expense {
    /// Exact shares (a bill's or a cart's, adding up to its total) as whole-number weights that share the
    /// total the same way, exactly: `1000/3, 2000/3` → `1, 2`.
    ///
    /// So a bill or a cart enters a group unrounded, and only each person's balance is rounded, once.
    /// - Throws: ``SettleError/money(_:)`` when a weight needs more than 38 digits.
    static func weights(_ shares: [(name: String, exact: Fraction)]) throws(SettleError) -> [Part] {
        var common = BigUInt.one
        for (_, exact) in shares where !exact.isZero {
            common = common.quotientAndRemainder(dividingBy: BigUInt.gcd(common, exact.denominator)).quotient * exact.denominator
        }
        var parts: [Part] = []
        parts.reserveCapacity(shares.count)
        for (name, exact) in shares {
            let scaled = exact.numerator * common.quotientAndRemainder(dividingBy: exact.denominator).quotient
            guard let weight = (try? Fraction(isNegative: exact.isNegative, numerator: scaled, denominator: .one))?.decimal
            else { throw .money(.tooLarge(exact.description)) }
            parts.append(Part(name, .weight(weight)))
        }
        return parts
    }
}
