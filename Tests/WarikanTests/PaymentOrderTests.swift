import ShopCore
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Payments keep the order people were given, mark the organizer, and are
/// identified by the person's name.
@Suite struct PaymentOrderTests {
    typealias Participant = Warikan.Participant

    static let people = [
        Participant("Boss", weight: 2), Participant("Aki"), Participant("Ren"),
        Participant("Yui", .amount(3000)),
    ]

    @Test(arguments: ["Boss", "Aki", "Ren"], Warikan.Mode.allCases)
    func theOrganizerKeepsTheirPlace(_ organizer: String, _ mode: Warikan.Mode) throws {
        let split = try Warikan.split(Money(48730, .jpy), among: Self.people, organizer: .named(organizer), unit: 100, mode: mode)
        #expect(split.payments.map(\.name) == ["Boss", "Aki", "Ren", "Yui"])
        #expect(split.payments.filter(\.isOrganizer).map(\.name) == [organizer])
        #expect(split.organizer.name == organizer)
        #expect(split.organizer.isOrganizer)
    }

    @Test func theDefaultOrganizerIsTheFirstWhoShares() throws {
        let people = [Participant("Yui", .amount(3000)), Participant("Aki"), Participant("Ren")]
        let split = try Warikan.split(Money(10000, .jpy), among: people, unit: 100)
        #expect(split.payments.map(\.name) == ["Yui", "Aki", "Ren"])
        #expect(split.payments.map(\.amount.amount) == [3000, 3500, 3500])
        #expect(split.organizer.name == "Aki")
    }

    @Test func paymentsAreIdentifiedByName() throws {
        let split = try Warikan.split(Money(48730, .jpy), among: Self.people, organizer: "Ren", unit: 100)
        #expect(split.payments.map(\.id) == ["Boss", "Aki", "Ren", "Yui"])
        let equal = try Warikan.split(Money(1000, .jpy), among: 3)
        #expect(equal.payments.map(\.id) == ["person 1", "person 2", "person 3"])
        // Another total keeps every id: a list animates changed amounts, not new rows.
        let again = try Warikan.split(Money(2000, .jpy), among: 3)
        #expect(again.payments.map(\.id) == equal.payments.map(\.id))
    }

    @Test func splitsAndPaymentsAreHashable() throws {
        let split = try Warikan.split(Money(10000, .jpy), among: 3, unit: 100)
        let same = try Warikan.split(Money(10000, .jpy), among: 3, unit: 100)
        let other = try Warikan.split(Money(10000, .jpy), among: 3, unit: 100, mode: .roundUp)
        #expect(Set([split, same, other]).count == 2)
        #expect(Set(split.payments).count == 3)
        #expect(Set(other.payments.map(\.amount)).count == 1)
    }
}
