import ShopCore
import TestSupport
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The invariants of itemized bills, over generated bills: every charge kind,
/// random sharing and weights, JPY and USD, units from 1 to 1000 and 0.01 to 5.
@Suite struct BillPropertyTests {
    static func pick<T>(_ values: [T], _ random: inout SplitMix64) -> T { values[Int(random.next() % UInt64(values.count))] }

    static func amount(_ random: inout SplitMix64, _ currency: Currency, below minorUnits: UInt64) -> Decimal {
        Decimal(sign: .plus, exponent: -currency.minorUnitDigits, significand: Decimal(random.next() % minorUnits))
    }

    static func weight(_ random: inout SplitMix64) -> Decimal {
        random.next() % 3 == 0 ? Decimal(1 + Int(random.next() % 30)) / 10 : 1
    }

    static func generate(_ random: inout SplitMix64) -> (Warikan.Bill, Decimal, Warikan.Mode) {
        let currency: Currency = random.next() % 2 == 0 ? .jpy : .usd
        let names = (0..<(2 + Int(random.next() % 29))).map { "p\($0)" }
        let people = names.map { Warikan.Bill.Diner($0, weight: weight(&random)) }
        func some(_ random: inout SplitMix64) -> [String] {
            let chosen = names.filter { _ in random.next() % 3 == 0 }
            return chosen.isEmpty ? [names[Int(random.next() % UInt64(names.count))]] : chosen
        }
        let items = (0..<(1 + Int(random.next() % 60))).map { index -> Warikan.Bill.Item in
            let shared: [Warikan.Bill.Sharer]? =
                random.next() % 2 == 0 ? nil : some(&random).map { Warikan.Bill.Sharer($0, weight: weight(&random)) }
            return .init(
                "item \(index)", price: amount(&random, currency, below: 2_000_000), quantity: 1 + Int(random.next() % 4),
                sharedBy: shared)
        }
        var perPerson: [Warikan.Bill.PerPersonCharge] = []
        if random.next() % 2 == 0 {
            perPerson.append(
                .init(amount: amount(&random, currency, below: 100_000), people: random.next() % 2 == 0 ? nil : some(&random)))
        }
        var charges: [Warikan.Bill.Charge] = []
        for kind in Warikan.Bill.Charge.Kind.allCases where random.next() % 4 != 0 {
            let value: Warikan.Bill.Charge.Value =
                random.next() % 4 == 0
                ? .amount(amount(&random, currency, below: 500_000))
                : .rate(Decimal(Int(random.next() % 25_000)) / 1000)  // 0 … 24.999 %
            charges.append(
                .init(
                    kind, value: value, isIncluded: random.next() % 5 == 0, base: pick([.subtotal, .total], &random),
                    rounding: pick(RoundingRule.allCases, &random)))
        }
        let bill = Warikan.Bill(
            currency: currency, people: people, organizer: pick(names, &random), items: items, perPerson: perPerson,
            charges: charges)
        let units = currency == .jpy ? ["1", "10", "100", "500", "1000", "3"] : ["0.01", "0.05", "0.25", "1", "5", "0.03"]
        let unit = Decimal(string: pick(units, &random))!
        return (bill, unit, pick(Warikan.Mode.allCases, &random))
    }

    @Test func generatedBillsKeepTheInvariants() throws {
        var random = SplitMix64(seed: 12)
        for _ in 0..<300 {
            let (bill, unit, mode) = Self.generate(&random)
            let split = try Warikan.split(bill, unit: unit, mode: mode)
            let label = "\(bill.currency) \(bill.people.count) people, \(bill.items.count) items, by \(unit) \(mode)"
            let total = split.total.amount
            let shares = split.shares
            // The exact shares add up to the total, each its items and its part of each charge added.
            #expect(shares.reduce(Decimal(0)) { $0 + $1.exact.amount } == total, "\(label)")
            #expect(shares.reduce(Decimal(0)) { $0 + $1.items.amount } == split.items.amount, "\(label)")
            for (index, charge) in split.charges.enumerated() {
                #expect(shares.reduce(Decimal(0)) { $0 + $1.charges[index].amount } == charge.amount.amount, "\(label)")
            }
            for share in shares {
                let added = split.charges.indices.filter { !split.charges[$0].isIncluded }
                #expect(share.exact.amount == added.reduce(share.items.amount) { $0 + share.charges[$1].amount }, "\(label)")
                #expect(share.pays.amount >= 0, "\(label)")
            }
            let collected = shares.reduce(Decimal(0)) { $0 + $1.pays.amount }
            #expect(split.collected.amount == collected, "\(label)")
            let others = shares.filter { !$0.isOrganizer }
            let organizer = split.organizer
            switch mode {
            case .organizerAbsorbs:
                #expect(collected == total && split.surplus.amount == 0, "\(label)")
                #expect(
                    others.allSatisfy { $0.pays.amount <= $0.exact.amount && $0.exact.amount - $0.pays.amount < unit }, "\(label)"
                )
            case .roundUp:
                #expect(collected == total + split.surplus.amount, "\(label)")
                #expect(split.surplus.amount >= 0 && split.surplus.amount < Decimal(shares.count) * unit, "\(label)")
            case .spread:
                #expect(collected == total && split.surplus.amount == 0, "\(label)")
                #expect(others.allSatisfy { abs($0.pays.amount - $0.exact.amount) < unit }, "\(label)")
                let extra = split.organizerExtra.amount
                #expect(extra >= 0 && extra < unit, "\(label)")
                #expect(abs(organizer.pays.amount - extra - organizer.exact.amount) < unit, "\(label)")
                // No two people's rounding differs by more than one unit.
                let roundings = others.map { $0.pays.amount - $0.exact.amount }
                #expect((roundings.max() ?? 0) - (roundings.min() ?? 0) <= unit, "\(label)")
            }
        }
    }
}
