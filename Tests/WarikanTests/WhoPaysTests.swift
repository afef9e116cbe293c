import ShopCore
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Who pays a split, said one way; charges added apart go to a cart's bill; the organizer is a person.
@Suite struct WhoPaysTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let given: [Warikan.WhoPays], subject: Warikan.Subject, refused: [Warikan.WhoPays]?
        var testDescription: String { "\(given) for \(subject)" }
    }

    static let rows: [Row] = [
        .init(given: [], subject: .total, refused: []),
        .init(given: [.headCount], subject: .total, refused: nil),
        .init(given: [.weights], subject: .total, refused: nil),
        .init(given: [.names], subject: .total, refused: nil),
        // The REPL's `split 4 --people 4`: two head counts are two ways.
        .init(given: [.headCount, .headCount], subject: .total, refused: [.headCount, .headCount]),
        .init(given: [.headCount, .names], subject: .total, refused: [.headCount, .names]),
        .init(given: [], subject: .bill, refused: nil),
        .init(given: [.names], subject: .bill, refused: [.bill, .names]),
        .init(given: [.headCount, .weights], subject: .bill, refused: [.bill, .headCount, .weights]),
        .init(given: [], subject: .cart(itemsNamePeople: false), refused: []),
        .init(given: [], subject: .cart(itemsNamePeople: true), refused: nil),
        .init(given: [.headCount], subject: .cart(itemsNamePeople: false), refused: nil),
        .init(given: [.names], subject: .cart(itemsNamePeople: true), refused: nil),
        .init(given: [.weights], subject: .cart(itemsNamePeople: true), refused: [.cart, .weights]),
        .init(given: [.headCount, .weights], subject: .cart(itemsNamePeople: false), refused: [.cart, .headCount, .weights]),
        .init(given: [.headCount, .names], subject: .cart(itemsNamePeople: true), refused: [.headCount, .names]),
    ]

    @Test(arguments: rows)
    func whoPaysIsSaidOneWay(_ row: Row) {
        do {
            try Warikan.checkWhoPays(row.given, splitting: row.subject)
            #expect(row.refused == nil)
        } catch {
            #expect(error == .whoPays(given: row.refused ?? []))
            #expect(row.refused != nil)
        }
    }

    @Test func chargesAddedApartGoToACartsBillOnly() {
        #expect(throws: WarikanError.chargeNeedsCart(.service, splitting: .total)) {
            try Warikan.checkAddedCharges([.service, .tip], splitting: .total)
        }
        #expect(throws: WarikanError.chargeNeedsCart(.tipBase, splitting: .bill)) {
            try Warikan.checkAddedCharges([.tipBase, .cover], splitting: .bill)
        }
        #expect(throws: WarikanError.tipBaseWithoutTip) {
            try Warikan.checkAddedCharges([.service, .tipBase], splitting: .cart(itemsNamePeople: true))
        }
        #expect(throws: Never.self) {
            try Warikan.checkAddedCharges([.tip, .tipBase, .cover], splitting: .cart(itemsNamePeople: false))
            try Warikan.checkAddedCharges([], splitting: .total)
            try Warikan.checkAddedCharges([], splitting: .bill)
        }
    }

    @Test func theRefusalsAreWordedInEnglish() {
        #expect(
            WarikanError.whoPays(given: [.headCount, .names]).description
                == "conflicting ways of saying who pays: a head count and people by name; give one")
        #expect(
            WarikanError.whoPays(given: []).description == "nobody is said to pay; give a head count, weights or people by name")
        #expect(
            WarikanError.chargeNeedsCart(.cover, splitting: .bill).description
                == "a cover charge cannot be added to a bill, which lists its own charges")
        #expect(WarikanError.chargeNeedsCart(.tip, splitting: .total).description == "a tip is added to a cart's bill only")
    }

    struct OrganizerRow: Sendable, CustomTestStringConvertible {
        let text: String, people: [Warikan.Person], person: Warikan.Person
        var testDescription: String { "\(text) among \(people)" }
    }

    static let numbered: [Warikan.Person] = [.number(1), .number(2), .number(3)]
    static let named: [Warikan.Person] = [.named("Aki"), .named("Ren")]
    static let mixed: [Warikan.Person] = [.named("Aki"), .named("Ren"), .number(3)]

    static let organizers: [OrganizerRow] = [
        .init(text: "2", people: numbered, person: .number(2)),
        .init(text: "2人目", people: numbered, person: .number(2)),
        .init(text: "person 2", people: numbered, person: .number(2)),
        .init(text: "Person ２", people: numbered, person: .number(2)),
        .init(text: "person 5", people: numbered, person: .number(5)),
        .init(text: "0", people: numbered, person: .named("0")),
        .init(text: "Aki", people: numbered, person: .named("Aki")),
        .init(text: "Aki", people: named, person: .named("Aki")),
        // Among people by name only, `2` is a name, and nobody has it.
        .init(text: "2", people: named, person: .named("2")),
        .init(text: "2人目", people: named, person: .named("2人目")),
        .init(text: "3", people: mixed, person: .number(3)),
        .init(text: "Ren", people: mixed, person: .named("Ren")),
        // Someone named `2` is named first.
        .init(text: "2", people: [.named("2"), .number(2)], person: .named("2")),
    ]

    @Test(arguments: organizers)
    func theOrganizerIsReadAsAPerson(_ row: OrganizerRow) {
        #expect(Warikan.organizer(row.text, among: row.people) == row.person)
    }

    /// ¥10,000 among 3 by ¥100: the others pay ¥3,300, the second (the organizer) the ¥3,400 left.
    @Test func theSecondOfAHeadCountOrganizes() throws {
        let people = try Warikan.participants(count: 3)
        let split = try Warikan.split(Money(10000, .jpy), among: people, organizer: .number(2), unit: 100)
        #expect(split.payments.map(\.amount.amount) == [3300, 3400, 3300])
        #expect(split.organizer.name == "person 2")
        #expect(split.organizerExtra == Money(100, .jpy))
    }

    @Test func anOrganizerWhoIsNotThereIsNamedAsTheTablesShowThem() throws {
        let people = try Warikan.participants(count: 3)
        #expect(throws: WarikanError.unknownOrganizer("person 5")) {
            try Warikan.split(Money(10000, .jpy), among: people, organizer: .number(5))
        }
        // Someone named `person 2` is not the second of a head count.
        #expect(throws: WarikanError.unknownOrganizer("person 2")) {
            try Warikan.split(Money(10000, .jpy), among: [.init("person 2"), .init("Aki")], organizer: .number(2))
        }
    }
}
