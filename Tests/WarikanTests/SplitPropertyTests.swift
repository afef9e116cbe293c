import ShopCore
import TestSupport
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The invariants, over thousands of generated bills.
@Suite struct SplitPropertyTests {
    struct Generated: CustomStringConvertible {
        let total: Money, people: [Warikan.Participant], unit: Decimal, mode: Warikan.Mode
        var description: String {
            "\(total.machineText) \(total.currency.code) among \(people.map { "\($0.portion)" }) by \(unit) \(mode)"
        }
    }

    static func generate(_ random: inout SplitMix64, weighted: Bool) -> Generated {
        let currency: Currency = random.next() % 2 == 0 ? .jpy : .usd
        let minorDigits = currency.minorUnitDigits
        let totalMinor = Int64(random.next() % 50_000_000)
        let total = Decimal(sign: .plus, exponent: -minorDigits, significand: Decimal(totalMinor))
        let units: [String] =
            currency == .jpy ? ["1", "10", "100", "500", "1000", "3"] : ["0.01", "0.05", "0.25", "1", "5", "0.03"]
        let unit = Decimal(string: units[Int(random.next() % UInt64(units.count))])!
        let count = 1 + Int(random.next() % 12)
        let people = (0..<count).map { index -> Warikan.Participant in
            guard weighted else { return Warikan.Participant("p\(index)") }
            let tenths = 1 + Int(random.next() % 40)  // 0.1 … 4.0
            return Warikan.Participant("p\(index)", weight: Decimal(tenths) / 10)
        }
        let mode = Warikan.Mode.allCases[Int(random.next() % 3)]
        return Generated(total: Money(total, currency), people: people, unit: unit, mode: mode)
    }

    func checkInvariants(_ g: Generated, _ split: Warikan.Split) throws {
        let sum = try split.payments.reduce(Decimal(0)) { try $0.addingExactly($1.amount.amount) }
        #expect(split.collected == sum, "\(g)")
        #expect(split.payments.allSatisfy { $0.amount >= 0 }, "\(g)")
        #expect(split.payments.count == g.people.count)
        #expect(split.payments.filter(\.isOrganizer).count == 1)
        switch g.mode {
        case .organizerAbsorbs:
            #expect(split.collected == g.total.amount, "\(g)")
            #expect(split.surplus == 0)
            #expect(
                try split.payments.filter { !$0.isOrganizer }.allSatisfy { try $0.amount.amount.isMultiple(of: g.unit) }, "\(g)")
        case .roundUp:
            #expect(try split.collected == g.total.amount.addingExactly(split.surplus.amount), "\(g)")
            #expect(split.surplus >= 0, "\(g)")
            #expect(split.surplus.amount < Decimal(g.people.count) * g.unit, "\(g)")
            #expect(try split.payments.allSatisfy { try $0.amount.amount.isMultiple(of: g.unit) }, "\(g)")
        case .spread:
            #expect(split.collected == g.total.amount, "\(g)")
            #expect(split.surplus == 0)
            #expect(split.organizerExtra.amount < g.unit, "\(g)")
            #expect(
                try split.payments.filter { !$0.isOrganizer }.allSatisfy { try $0.amount.amount.isMultiple(of: g.unit) }, "\(g)")
        }
    }

    @Test func equalSplits() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<3000 {
            let g = Self.generate(&random, weighted: false)
            let split = try Warikan.split(g.total, among: g.people.count, unit: g.unit, mode: g.mode)
            try checkInvariants(g, split)
            if g.mode == .spread {
                // Equal shares spread: two amounts a unit apart, the organizer's rest aside.
                let amounts = Set(split.payments.filter { !$0.isOrganizer }.map(\.amount.amount))
                #expect(amounts.count <= 2 && (amounts.max() ?? 0) - (amounts.min() ?? 0) <= g.unit, "\(g)")
                continue
            }
            // The share is the exact share rounded to the unit: within one unit, on the mode's side.
            let share = try #require(split.share?.amount)
            let n = Decimal(g.people.count)
            let (low, high) = g.mode == .organizerAbsorbs ? (share, share + g.unit) : (share - g.unit, share)
            #expect(low * n <= g.total.amount && g.total.amount <= high * n, "\(g)")
            #expect(g.mode == .organizerAbsorbs ? g.total.amount < high * n : low * n < g.total.amount, "\(g)")
        }
    }

    @Test func weightedSplits() throws {
        var random = SplitMix64(seed: 11)
        for _ in 0..<3000 {
            let g = Self.generate(&random, weighted: true)
            let split = try Warikan.split(g.total, among: g.people, unit: g.unit, mode: g.mode)
            try checkInvariants(g, split)
        }
    }

    @Test func splitsWithFixedAmounts() throws {
        var random = SplitMix64(seed: 13)
        for _ in 0..<1000 {
            let g = Self.generate(&random, weighted: true)
            guard g.people.count > 1 else { continue }
            // The last person pays a fixed part of the total, in the currency's minor unit.
            let fixed = try g.total.amount.divided(
                by: Decimal(1 + random.next() % 5), roundedTo: g.total.currency.minorUnit, .towardZero)
            var people = g.people
            people[people.count - 1] = Warikan.Participant("fixed", .amount(fixed))
            let split = try Warikan.split(g.total, among: people, unit: g.unit, mode: g.mode)
            #expect(split.payments.last?.amount.amount == fixed, "\(g)")
            let sum = try split.payments.reduce(Decimal(0)) { try $0.addingExactly($1.amount.amount) }
            #expect(split.collected == sum)
            #expect(split.payments.allSatisfy { $0.amount >= 0 }, "\(g)")
            if g.mode == .organizerAbsorbs { #expect(split.collected == g.total.amount, "\(g)") }
        }
    }
}
