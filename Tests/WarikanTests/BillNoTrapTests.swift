import ShopCore
import TestSupport
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Bills with every extreme value split or throw a `BillError`, never trap;
/// a result keeps the invariants.
@Suite struct BillNoTrapTests {
    static func attempt(_ bill: Warikan.Bill, unit: Decimal? = nil, _ comment: Comment) {
        for mode in Warikan.Mode.allCases {
            do {
                let split = try Warikan.split(bill, unit: unit, mode: mode)
                #expect((try? Fraction.sum(split.shares.map(\.exact))) == (try? Fraction(split.total.amount)), comment)
                #expect(split.shares.allSatisfy { $0.pays.amount >= 0 }, comment)
                #expect(split.collected.amount - split.total.amount == split.surplus.amount, comment)
            } catch {
                // A typed BillError: the only other outcome.
            }
        }
    }

    @Test(arguments: Extremes.decimals)
    func everyAmountWeightRateAndUnit(_ value: Decimal) {
        let people: [Warikan.Bill.Diner] = [.init("A", weight: value), .init("B")]
        Self.attempt(.init(currency: .jpy, people: people, items: [.init("x", price: 1000)]), "weight \(value)")
        let two: [Warikan.Bill.Diner] = [.init("A"), .init("B")]
        Self.attempt(.init(currency: .usd, people: two, items: [.init("x", price: value)]), "price \(value)")
        Self.attempt(
            .init(currency: .usd, people: two, items: [.init("x", price: 10, sharedBy: [.init("A", weight: value)])]),
            "sharer weight \(value)")
        Self.attempt(.init(currency: .jpy, people: two, perPerson: [.init(amount: value)]), "per person \(value)")
        for kind in Warikan.Bill.Charge.Kind.allCases {
            Self.attempt(
                .init(
                    currency: .jpy, people: two, items: [.init("x", price: 999), .init("y", price: 1)],
                    charges: [.init(kind, rate: value)]),
                "\(kind) rate \(value)")
            Self.attempt(
                .init(currency: .jpy, people: two, charges: [.init(kind, value: .amount(value), isIncluded: true)]),
                "\(kind) amount \(value)")
        }
        Self.attempt(.init(currency: .jpy, people: two, items: [.init("x", price: 1000)]), unit: value, "unit \(value)")
    }

    @Test(arguments: Extremes.integers)
    func everyQuantity(_ quantity: Int) {
        let bill = Warikan.Bill(
            currency: .jpy, people: [.init("A")],
            items: [.init("x", price: Decimal(sign: .plus, exponent: 15, significand: 1) - 1, quantity: quantity)])
        Self.attempt(bill, "quantity \(quantity)")
    }

    @Test(arguments: Extremes.strings)
    func everyText(_ text: String) {
        Self.attempt(.init(currency: .jpy, people: [.init(text)], items: [.init(text, price: 1)]), "text")
        Self.attempt(
            .init(currency: .jpy, people: [.init("A")], organizer: text, perPerson: [.init(text, amount: 1, people: [text])]),
            "text")
        _ = try? Warikan.Bill(reading: text, currency: .jpy)
        _ = try? Warikan.Bill(reading: "people A B\n" + text, currency: .jpy)
        _ = try? Warikan.Bill(reading: "people A B\nbeer 500 for " + text, currency: .jpy)
        _ = try? Warikan.Bill(reading: "people A B\ntax " + text, currency: .jpy)
    }

    @Test func emptyAndCrowdedBills() {
        Self.attempt(.init(currency: .jpy, people: []), "nobody")
        let crowd = (0...Warikan.Bill.maximumPeople).map { Warikan.Bill.Diner("p\($0)") }
        #expect(throws: BillError.tooManyPeople(crowd.count)) { try Warikan.split(.init(currency: .jpy, people: crowd)) }
        let items = (0...Warikan.Bill.maximumLines).map { Warikan.Bill.Item("i\($0)", price: 1) }
        #expect(throws: BillError.tooManyLines(items.count)) {
            try Warikan.split(.init(currency: .jpy, people: [.init("A")], items: items))
        }
    }
}
