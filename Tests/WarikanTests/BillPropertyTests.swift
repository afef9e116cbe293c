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

    private static func exact(_ money: Money) throws -> Fraction { try Fraction(money.amount) }

    @Test func generatedBillsKeepTheInvariants() throws {
        var random = SplitMix64(seed: 12)
        for _ in 0..<300 {
            let (bill, unit, mode) = Self.generate(&random)
            let split = try Warikan.split(bill, unit: unit, mode: mode)
            let label = "\(bill.currency) \(bill.people.count) people, \(bill.items.count) items, by \(unit) \(mode)"
            let total = try Self.exact(split.total)
            let step = try Fraction(unit)
            let shares = split.shares
            // The exact shares add up to the total exactly, each its items and its part of each charge added.
            #expect(try Fraction.sum(shares.map(\.exact)) == total, "\(label)")
            #expect(try Fraction.sum(shares.map(\.items)) == Self.exact(split.items), "\(label)")
            for (index, charge) in split.charges.enumerated() {
                #expect(try Fraction.sum(shares.map { $0.charges[index] }) == Self.exact(charge.amount), "\(label)")
            }
            for share in shares {
                let added = split.charges.indices.filter { !split.charges[$0].isIncluded }
                #expect(try share.exact == Fraction.sum([share.items] + added.map { share.charges[$0] }), "\(label)")
                #expect(share.pays.amount >= 0, "\(label)")
            }
            let collected = try Fraction.sum(shares.map { try Self.exact($0.pays) })
            #expect(try Self.exact(split.collected) == collected, "\(label)")
            let others = shares.filter { !$0.isOrganizer }
            let organizer = split.organizer
            let surplus = try Self.exact(split.surplus)
            switch mode {
            case .organizerAbsorbs:
                #expect(collected == total && surplus.isZero, "\(label)")
                for share in others {
                    let below = try share.exact - Self.exact(share.pays)
                    #expect(!below.isNegative && below < step, "\(label)")
                }
            case .roundUp:
                #expect(try collected == total + surplus, "\(label)")
                #expect(try !surplus.isNegative && surplus < Fraction(shares.count) * step, "\(label)")
            case .spread:
                #expect(collected == total && surplus.isZero, "\(label)")
                let extra = try Self.exact(split.organizerExtra)
                #expect(!extra.isNegative && extra < step, "\(label)")
                #expect(try (Self.exact(organizer.pays) - extra - organizer.exact).magnitude < step, "\(label)")
                // Apart from the organizer's rest, no two people's rounding differs by more than one unit.
                let roundings = try shares.map { share in
                    try Self.exact(share.pays) - share.exact - (share.isOrganizer ? extra : .zero)
                }
                if let low = roundings.min(), let high = roundings.max() { #expect(try high - low <= step, "\(label)") }
                for rounding in roundings { #expect(rounding.magnitude < step, "\(label)") }
            }
        }
    }

    /// A bill everyone shares alike pays exactly what a plain split of its total pays, in every mode and unit,
    /// the organizer in the same place.
    @Test func sharingEverythingIsThePlainSplit() throws {
        var random = SplitMix64(seed: 1919)
        for _ in 0..<300 {
            var (bill, unit, _) = Self.generate(&random)
            bill.people = bill.people.map { Warikan.Bill.Diner($0.name) }
            bill.items = bill.items.map { Warikan.Bill.Item($0.label, price: $0.price, quantity: $0.quantity) }
            bill.perPerson = bill.perPerson.map { .init($0.label, amount: $0.amount) }
            for mode in Warikan.Mode.allCases {
                let split = try Warikan.split(bill, unit: unit, mode: mode)
                let organizer = bill.people.firstIndex { $0.name == bill.organizer } ?? 0
                let plain = try Warikan.split(
                    split.total, among: bill.people.map { Warikan.Participant($0.name) },
                    organizer: bill.people[organizer].person, unit: unit, mode: mode)
                let label = "\(split.total) among \(bill.people.count) by \(unit) \(mode)"
                #expect(split.shares.map(\.pays) == plain.payments.map(\.amount), "\(label)")
                #expect(split.organizer.name == plain.organizer.name, "\(label)")
                #expect(split.collected == plain.collected && split.surplus == plain.surplus, "\(label)")
                let each = try Self.exact(split.total) / Fraction(bill.people.count)
                #expect(split.shares.allSatisfy { $0.exact == each }, "\(label)")
            }
        }
    }

    /// Two people who had the same things with the same weights owe the same exact share; with absorb and up
    /// they pay the same (the organizer's extra aside), with spread within one unit.
    @Test func identicalConsumptionPaysAlike() throws {
        var random = SplitMix64(seed: 2222)
        for _ in 0..<300 {
            var (bill, unit, mode) = Self.generate(&random)
            // The last person is a twin of the first: same weight, in every item and per-person charge the first is in.
            let first = bill.people[0].name, twin = "twin"
            bill.people.append(Warikan.Bill.Diner(twin, weight: bill.people[0].weight))
            bill.items = bill.items.map { item in
                guard let sharers = item.sharedBy, let mine = sharers.first(where: { $0.name == first }) else { return item }
                return Warikan.Bill.Item(
                    item.label, price: item.price, quantity: item.quantity,
                    sharedBy: sharers + [Warikan.Bill.Sharer(twin, weight: mine.weight)])
            }
            bill.perPerson = bill.perPerson.map { charge in
                guard let people = charge.people, people.contains(first) else { return charge }
                return .init(charge.label, amount: charge.amount, people: people + [twin])
            }
            let split = try Warikan.split(bill, unit: unit, mode: mode)
            let a = split.shares[0], b = split.shares[split.shares.count - 1]
            let label = "\(bill.people.count) people by \(unit) \(mode)"
            #expect(a.exact == b.exact, "\(label)")
            let step = try Fraction(unit)
            let extra = try Self.exact(split.organizerExtra)
            let payA = try Self.exact(a.pays) - (a.isOrganizer ? extra : .zero)
            let payB = try Self.exact(b.pays) - (b.isOrganizer ? extra : .zero)
            switch mode {
            case .organizerAbsorbs, .roundUp: #expect(payA == payB, "\(label)")
            case .spread: #expect(try (payA - payB).magnitude <= step, "\(label)")
            }
        }
    }

    /// A bill as large as one may be (10,000 items, each shared by a few of 50 people with their own
    /// weights): every share exact, the payments adding up to the total.
    @Test func theLargestBillIsSplitExactly() throws {
        var random = SplitMix64(seed: 10_000)
        let names = (0..<50).map { "p\($0)" }
        let weights = ["1", "2", "1.5", "0.7", "3.25"].map { Decimal(string: $0)! }
        let items = (0..<Warikan.Bill.maximumLines).map { index in
            let sharers = (0..<(1 + Int(random.next() % 8))).map { _ in
                Warikan.Bill.Sharer(names[Int(random.next() % 50)], weight: weights[Int(random.next() % 5)])
            }
            var seen = Set<String>()
            return Warikan.Bill.Item(
                "i\(index)", price: Decimal(1 + Int(random.next() % 1_000_000)),
                sharedBy: sharers.filter { seen.insert($0.name).inserted })
        }
        let bill = Warikan.Bill(currency: .jpy, people: names.map { Warikan.Bill.Diner($0) }, items: items)
        let split = try Warikan.split(bill, unit: 100, mode: .spread)
        let total = items.reduce(Decimal(0)) { $0 + $1.price }
        #expect(split.total == Money(total, .jpy))
        #expect(try Fraction.sum(split.shares.map(\.exact)) == Fraction(total))
        #expect(split.shares.reduce(Decimal(0)) { $0 + $1.pays.amount } == total)
    }
}
