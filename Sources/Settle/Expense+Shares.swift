import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An expense in the currency it is settled in: the cost, converted once
/// when it was paid in another currency, and each person's part of it.
struct Posting {
    /// The expense.
    let expense: Expense
    /// The cost in the settlement currency.
    let cost: ExactDecimal
    /// What each payer paid: (person's index, amount), adding up to ``cost``.
    let paid: [(Int, ExactDecimal)]
    /// Each sharer's share: (person's index, amount), adding up to ``cost``.
    let shares: [(Int, ExactDecimal)]
    /// The conversion, when the expense was paid in another currency.
    let conversion: Conversion?
}

extension Expense {
    /// This expense in `currency`: converted at `rate` (when it was paid in
    /// another currency) and rounded once, half-even, to the minor unit; then
    /// shared by the one allocation among its payers and its sharers.
    func posting(
        people index: [String: Int], count: Int, in currency: Currency, rate: Decimal?
    ) throws(SettleError) -> Posting {
        let (cost, payerParts, sharerParts) = try exactParts(people: index, count: count)
        var total = cost
        var conversion: Conversion?
        do {
            if amount.currency != currency {
                guard let rate, rate > 0 else { throw SettleError.noRate(amount.currency) }
                let exact = try cost * ExactDecimal(rate)
                total = try exact.rounded(toMultipleOf: currency.minorUnitExact, .toNearestOrEven)
                conversion = Conversion(
                    id: id, label: label, amount: amount, rate: rate, exact: Money(exact.decimal, currency),
                    converted: Money(total.decimal, currency))
            }
            let unit = currency.minorUnitExact
            let paid = try Allocation.allocate(total, proportionalTo: payerParts.map(\.1), unit: unit).parts
            let shares = try Allocation.allocate(total, proportionalTo: sharerParts.map(\.1), unit: unit).parts
            return Posting(
                expense: self, cost: total, paid: Array(zip(payerParts.map(\.0), paid)),
                shares: Array(zip(sharerParts.map(\.0), shares)), conversion: conversion)
        } catch let error as SettleError {
            throw error
        } catch let error as ShopCoreError {
            throw .money(error)
        } catch {
            throw .money(.tooLarge(amount.amount.description))
        }
    }

    /// The cost, and each payer's and sharer's exact part of it, in the currency it was paid in: what
    /// reading a group checks of each expense (the allocation comes when it is settled).
    func exactParts(
        people index: [String: Int], count: Int
    ) throws(SettleError) -> (cost: ExactDecimal, payers: [(Int, Fraction)], sharers: [(Int, Fraction)]) {
        let cost: ExactDecimal
        do { cost = try ExactDecimal(amount.amount) } catch { throw .money(error) }
        // Money changes hands in whole minor units: a finer amount is refused, never rounded.
        let unit = amount.currency.minorUnitExact
        guard cost.isMultiple(of: unit) else { throw .notPayable(amount) }
        for part in payers + (sharers ?? []) {
            guard case .amount(let value) = part.portion else { continue }
            guard (try? ExactDecimal(value))?.isMultiple(of: unit) == true else {
                throw .notPayable(Money(value, amount.currency))
            }
        }
        guard !payers.isEmpty, sharers.map({ !$0.isEmpty }) ?? (count > 0) else { throw .nobody }
        let payerParts = try Self.exactParts(payers, of: cost, people: index, money: amount.currency, payers: true)
        let sharerParts = try Self.exactParts(
            sharers ?? index.sorted { $0.value < $1.value }.map { Part($0.key) }, of: cost, people: index,
            money: amount.currency, payers: false)
        return (cost, payerParts, sharerParts)
    }

    /// Each part's exact value: amounts as given, percentages of the cost,
    /// and what is left by weight; checked to add up to the cost.
    static func exactParts(
        _ parts: [Part], of cost: ExactDecimal, people index: [String: Int], money currency: Currency, payers: Bool
    ) throws(SettleError) -> [(Int, Fraction)] {
        var seen = Set<String>()
        var fixed = Fraction.zero, weights = Fraction.zero, percents = Fraction.zero
        var onlyPercents = true
        do {
            for part in parts {
                guard index[part.name] != nil else { throw SettleError.unknownPerson(part.name) }
                guard seen.insert(part.name).inserted else { throw SettleError.listedTwice(part.name) }
                switch part.portion {
                case .weight(let weight):
                    onlyPercents = false
                    weights = try weights + Fraction(weight)
                case .amount(let amount):
                    onlyPercents = false
                    fixed = try fixed + Fraction(amount)
                case .percent(let percent):
                    percents = try percents + Fraction(percent.value)
                    fixed = try fixed + (try Fraction(cost) * Fraction(percent.value) / Fraction(100))
                }
            }
            let whole = Fraction(cost)
            let costMoney = Money(cost.decimal, currency)
            let shown = try fixed.decimal ?? fixed.approximated(decimals: currency.minorUnitDigits + 2)
            let partsMoney = Money(shown, currency)
            if weights.isZero {
                guard fixed == whole else {
                    if payers { throw SettleError.payersDoNotAddUp(paid: partsMoney, cost: costMoney) }
                    if onlyPercents {
                        throw SettleError.percentagesDoNotAddUp(
                            percents.decimal.map(MoneyFormat.plain) ?? percents.description)
                    }
                    throw SettleError.partsDoNotAddUp(parts: partsMoney, cost: costMoney)
                }
            } else if whole < fixed {
                throw payers
                    ? SettleError.payersDoNotAddUp(paid: partsMoney, cost: costMoney)
                    : SettleError.partsExceedCost(parts: partsMoney, cost: costMoney)
            }
            let left = try whole - fixed
            var result: [(Int, Fraction)] = []
            for part in parts {
                let person = index[part.name] ?? 0
                switch part.portion {
                case .weight(let weight): result.append((person, try left * Fraction(weight) / weights))
                case .amount(let amount): result.append((person, try Fraction(amount)))
                case .percent(let percent): result.append((person, try Fraction(cost) * Fraction(percent.value) / Fraction(100)))
                }
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

/// An amount paid in another currency, converted once into the group's.
public struct Conversion: Sendable, Hashable {
    /// The expense's ``Expense/id``.
    public let id: Int
    /// The expense's label.
    public let label: String
    /// What it cost, in the currency it was paid in.
    public let amount: Money
    /// The value of one unit of that currency in the group's.
    public let rate: Decimal
    /// `amount × rate`, exactly.
    public let exact: Money
    /// ``exact`` rounded once, half-even, to the group's minor unit: what is shared.
    public let converted: Money
}
