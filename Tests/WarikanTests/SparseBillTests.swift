import ShopCore
import TestSupport
import Testing

@testable import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A bill's items are held sparse (each knows only its sharers) and items shared
/// alike are summed once: the shares are those of the definition, item by item.
@Suite struct SparseBillTests {
    /// Each person's part of the items by the definition, apart from `Warikan`:
    /// every item, every person, `cost × weight ÷ Σweights`, nothing grouped.
    static func definition(_ bill: Warikan.Bill) throws -> [Fraction] {
        var place: [String: Int] = [:]
        for (index, diner) in bill.people.enumerated() { place[diner.name] = index }
        var parts = [Fraction](repeating: .zero, count: bill.people.count)
        for item in bill.items {
            let cost = try Fraction(item.price) * Fraction(item.quantity)
            let sharers = (item.sharedBy ?? bill.people).map { (place[$0.name]!, $0.weight) }
            var total = Fraction.zero
            for (_, weight) in sharers { total = try total + Fraction(weight) }
            for (person, weight) in sharers {
                parts[person] = try parts[person] + cost * Fraction(weight) / total
            }
        }
        return parts
    }

    /// Random bills whose items repeat a few sets of sharers (listed in any order, some
    /// listing everyone by name), mixed with items for everyone and items for one.
    static func generate(_ random: inout SplitMix64) -> Warikan.Bill {
        func below(_ limit: Int) -> Int { Int(random.next() % UInt64(limit)) }
        let weights = ["1", "1", "2", "0.5", "1.5", "3.25"].map { Decimal(string: $0)! }
        let names = (0..<(1 + below(40))).map { "p\($0)" }
        let people = names.map { Warikan.Bill.Diner($0, weight: weights[below(weights.count)]) }
        var pool: [[Warikan.Bill.Sharer]] = [people.shuffled(using: &random)]
        for _ in 0..<(1 + below(5)) {
            let chosen = names.filter { _ in below(3) == 0 }.shuffled(using: &random)
            pool.append((chosen.isEmpty ? [names[0]] : chosen).map { .init($0, weight: weights[below(weights.count)]) })
        }
        let items = (0..<(1 + below(80))).map { index -> Warikan.Bill.Item in
            var sharers: [Warikan.Bill.Sharer]?
            switch below(4) {
            case 0: sharers = nil
            case 1: sharers = [.init(names[below(names.count)], weight: weights[below(weights.count)])]
            default: sharers = pool[below(pool.count)].shuffled(using: &random)
            }
            let price = Decimal(below(5000)) + (below(2) == 0 ? 0 : Decimal(string: "0.25")!)
            return .init("item \(index)", price: price, quantity: 1 + below(4), sharedBy: sharers)
        }
        return Warikan.Bill(currency: .usd, people: people, items: items)
    }

    @Test func sparseSharesAreTheDefinitionsOnRandomBills() throws {
        var random = SplitMix64(seed: 29)
        for round in 0..<50 {
            let bill = Self.generate(&random)
            let split = try Warikan.split(bill, mode: .spread)
            #expect(split.shares.map(\.items) == (try Self.definition(bill)), "bill \(round)")
        }
    }

    /// Aki 1, Ren 2 and Sora 1; the sets of sharers by first use: everyone, {Aki, Ren},
    /// {Aki:2, Ren}, {Sora}.
    ///
    /// The same people in another order are the same set.
    @Test func itemsSharedAlikeAreOneSet() throws {
        let bill = Warikan.Bill(
            currency: .jpy, people: [.init("Aki"), .init("Ren", weight: 2), .init("Sora")],
            items: [
                .init("beer", price: 600, sharedBy: [.init("Aki"), .init("Ren")]),
                .init("sake", price: 900, sharedBy: [.init("Ren"), .init("Aki")]),
                .init("wine", price: 1200, sharedBy: [.init("Aki", weight: 2), .init("Ren")]),
                .init("rice", price: 400),
                .init("tea", price: 300, sharedBy: [.init("Sora")]),
                .init("sashimi", price: 2000, sharedBy: [.init("Sora"), .init("Aki"), .init("Ren", weight: 2)]),
                .init("edamame", price: 300, sharedBy: [.init("Ren"), .init("Aki")]),
            ])
        let checked = try CheckedBill(bill, unit: 1)
        #expect(checked.items.map(\.sharers) == [1, 1, 2, 0, 3, 0, 1])
        #expect(checked.sharers.map(\.people) == [[0, 1, 2], [0, 1], [0, 1], [2]])
        #expect(checked.sharers[2].weights == [2, 1].map { ExactDecimal(magnitude: $0) })
        // beer, sake, edamame 1800 halved; wine 1200 as 2:1; rice and sashimi 2400 as 1:2:1; tea to Sora.
        let split = try Warikan.split(bill)
        #expect(split.shares.map(\.items) == [Fraction(900 + 800 + 600), Fraction(900 + 400 + 1200), Fraction(300 + 600)])
    }

    /// A per-person charge for some is theirs alone, whatever the order they are listed in.
    @Test func aPerPersonChargeForSomeIsTheirsAlone() throws {
        let bill = Warikan.Bill(
            currency: .jpy, people: [.init("Aki"), .init("Ren"), .init("Sora")],
            perPerson: [.init(amount: 500, people: ["Sora", "Aki"]), .init(amount: 300)])
        let split = try Warikan.split(bill)
        #expect(split.charges.map(\.amount) == [Money(1000, .jpy), Money(900, .jpy)])
        #expect(split.shares.map(\.exact) == [Fraction(800), Fraction(300), Fraction(800)])
    }

    /// A bill stored before items were held sparse reads as it did and splits to the same figures.
    @Test func aBillStoredInTheFirstFormIsRead() throws {
        let json =
            #"{"currency":"JPY","people":[{"name":"Aki","weight":"1"},{"name":"Ren","weight":"2"}],"#
            + #""items":[{"label":"beer","price":"600","quantity":2,"sharedBy":[{"name":"Aki","weight":"1"},{"name":"Ren","weight":"2"}]},"#
            + #"{"label":"sashimi","price":"900","quantity":1},"#
            + #"{"label":"edamame","price":"300","quantity":1,"sharedBy":[{"name":"Ren","weight":"1"},{"name":"Aki","weight":"1"}]}],"#
            + #""perPerson":[],"charges":[]}"#
        let bill = try JSONText.decoded(Warikan.Bill.self, json)
        #expect(bill.items.map(\.sharedBy) == [[.init("Aki"), .init("Ren", weight: 2)], nil, [.init("Ren"), .init("Aki")]])
        let split = try Warikan.split(bill)
        // beer 1200 as 1:2, sashimi 900 as 1:2 (the people's weights), edamame 300 halved.
        #expect(split.shares.map(\.pays) == [Money(400 + 300 + 150, .jpy), Money(800 + 600 + 150, .jpy)])
    }
}
