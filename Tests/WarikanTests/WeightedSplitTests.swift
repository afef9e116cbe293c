import ShopCore
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite struct WeightedSplitTests {
    typealias Participant = Warikan.Participant

    func amounts(_ split: Warikan.Split) -> [String: Decimal] {
        Dictionary(uniqueKeysWithValues: split.payments.map { ($0.name, $0.amount.amount) })
    }

    @Test func bossPaysDouble() throws {
        // 30000 × 2/5 = 12000, × 1/5 = 6000: exact, no rounding left over.
        let people = [
            Participant("Boss", weight: 2), Participant("Aki"),
            Participant("Ren"), Participant("Yui"),
        ]
        let split = try Warikan.split(Money(30000, .jpy), among: people, unit: 100)
        #expect(amounts(split) == ["Boss": 12000, "Aki": 6000, "Ren": 6000, "Yui": 6000])
        #expect(split.organizer.name == "Boss")
        #expect(split.share == nil)
        #expect(split.surplus == 0)
    }

    @Test func weightsRoundToTheUnitAndTheOrganizerAbsorbs() throws {
        // Σw = 6.2; 23450 × w / 6.2 = 7564.5…, 5673.3…, 3782.2…, 3782.2…, 2647.5…; the organizer takes 23450 − 15600
        let people = try Warikan.participants(weights: "2,1.5,1,1,0.7")
        let absorb = try Warikan.split(Money(23450, .jpy), among: people, unit: 100)
        #expect(absorb.payments.map(\.amount.amount) == [7850, 5600, 3700, 3700, 2600])
        #expect(absorb.collected == 23450)
        let up = try Warikan.split(Money(23450, .jpy), among: people, unit: 100, mode: .roundUp)
        #expect(up.payments.map(\.amount.amount) == [7600, 5700, 3800, 3800, 2700])
        #expect(up.collected == 23600)
        #expect(up.surplus == 150)
    }

    @Test func fixedAmountsComeOffTheTopAndTheRestIsShared() throws {
        let people = [
            Participant("Boss", weight: 2), Participant("Aki"),
            Participant("Yui", .amount(3000)),
        ]
        // 15000 − 3000 = 12000; Boss 8000, Aki 4000.
        let split = try Warikan.split(Money(15000, .jpy), among: people, unit: 100)
        #expect(split.payments.map(\.name) == ["Boss", "Aki", "Yui"])
        #expect(split.payments.map(\.amount.amount) == [8000, 4000, 3000])
    }

    @Test func organizerCanBeNamed() throws {
        let people = [Participant("Aki"), Participant("Ren"), Participant("Yui")]
        let split = try Warikan.split(Money(10000, .jpy), among: people, organizer: "Ren", unit: 100)
        // The organizer keeps their place and is marked.
        #expect(split.payments.map(\.name) == ["Aki", "Ren", "Yui"])
        #expect(split.payments.map(\.amount.amount) == [3300, 3400, 3300])
        #expect(split.payments.map(\.isOrganizer) == [false, true, false])
        #expect(split.organizer.name == "Ren")
        #expect(split.share == 3300)
        #expect(throws: WarikanError.unknownOrganizer("Kai")) {
            try Warikan.split(Money(10000, .jpy), among: people, organizer: "Kai")
        }
    }

    @Test func fixedAmountsThatCoverTheBill() throws {
        let exact = [Participant("Aki", .amount(6000)), Participant("Ren", .amount(4000))]
        let split = try Warikan.split(Money(10000, .jpy), among: exact)
        #expect(split.payments.map(\.amount.amount) == [6000, 4000])
        let everyoneElsePaysNothing = [Participant("Aki", .amount(10000)), Participant("Ren")]
        #expect(
            try Warikan.split(Money(10000, .jpy), among: everyoneElsePaysNothing).payments.map(\.amount.amount) == [10000, 0])
    }

    @Test func fixedAmountErrors() {
        let over = [Participant("Aki", .amount(6000)), Participant("Ren", .amount(5000))]
        #expect(throws: WarikanError.fixedExceedTotal(fixed: Money(11000, .jpy), total: Money(10000, .jpy))) {
            try Warikan.split(Money(10000, .jpy), among: over)
        }
        let under = [Participant("Aki", .amount(6000)), Participant("Ren", .amount(3000))]
        #expect(throws: WarikanError.fixedDoNotAddUp(fixed: Money(9000, .jpy), total: Money(10000, .jpy))) {
            try Warikan.split(Money(10000, .jpy), among: under)
        }
        let fixedOrganizer = [Participant("Aki", .amount(6000)), Participant("Ren")]
        #expect(throws: WarikanError.fixedOrganizer("Aki")) {
            try Warikan.split(Money(10000, .jpy), among: fixedOrganizer, organizer: "Aki")
        }
        #expect(
            WarikanError.fixedExceedTotal(fixed: Money(11000, .jpy), total: Money(10000, .jpy)).description
                == "fixed amounts add up to ¥11,000, more than the total ¥10,000")
    }

    @Test func extremeWeightsAreSplitExactly() throws {
        // Shares T·w/Σw as exact fractions: the tiny weight's share is below ¥1, so the organizer
        // (person 1) pays what the other's ¥999,999,999,999,998 leaves.
        let people = try Warikan.participants(weights: "0.000000000001,999999999999999")
        let split = try Warikan.split(Money(999_999_999_999_999, .jpy), among: people)
        #expect(split.payments.map(\.amount) == [Money(1, .jpy), Money(999_999_999_999_998, .jpy)])
        #expect(split.organizerExtra == Money(1, .jpy))
        #expect(throws: WarikanError.money(.tooLarge("1000000000000000"))) {
            try Warikan.split(Money(1_000_000_000_000_000, .jpy), among: 2)
        }
    }

    @Test func namesMustDiffer() {
        let people = [Participant("Aki"), Participant("Aki")]
        #expect(throws: WarikanError.duplicateName("Aki")) { try Warikan.split(Money(100, .jpy), among: people) }
    }

    /// A name given twice, or two names that differ only in letter case, are refused wherever they
    /// stand among few people or many (the first names are compared one by one, the rest hashed).
    @Test(arguments: [2, 16, 17, 40])
    func namesMustDifferAmongFewOrMany(_ count: Int) {
        let others = (1..<count).map { Participant("P\($0)") }
        for place in [0, others.count / 2, others.count] {
            var twice = others
            twice.insert(Participant("P1"), at: min(place + 1, twice.count))
            #expect(throws: WarikanError.duplicateName("P1"), "\(count) people") {
                try Warikan.split(Money(10_000, .jpy), among: twice)
            }
            var cased = others
            cased.insert(Participant("p1"), at: min(place + 1, cased.count))
            #expect(throws: WarikanError.namesDifferOnlyInCase("P1", "p1"), "\(count) people") {
                try Warikan.split(Money(10_000, .jpy), among: cased)
            }
        }
        #expect(throws: Never.self) { try Warikan.split(Money(10_000, .jpy), among: others + [Participant("Q")]) }
    }

    @Test func participantsAsTyped() throws {
        #expect(try Participant(parsing: "Boss:2", currency: .jpy) == Participant("Boss", weight: 2))
        #expect(try Participant(parsing: "Aki", currency: .jpy) == Participant("Aki"))
        #expect(try Participant(parsing: "Yui=3,000", currency: .jpy) == Participant("Yui", .amount(3000)))
        #expect(
            try Participant(parsing: "Ren:0.7", currency: .jpy)
                == Participant("Ren", weight: Decimal(string: "0.7")!))
        #expect(
            try Participant(parsing: "田中：１．５", currency: .jpy) == Participant("田中", weight: Decimal(string: "1.5")!)
        )
        #expect(throws: WarikanError.emptyName(":2")) { try Participant(parsing: ":2", currency: .jpy) }
        #expect(throws: WarikanError.invalidWeight("0", person: "Boss")) { try Participant(parsing: "Boss:0", currency: .jpy) }
        #expect(throws: WarikanError.invalidWeight("-1", person: "Boss")) { try Participant(parsing: "Boss:-1", currency: .jpy) }
        #expect(throws: WarikanError.invalidWeight("x", person: "Boss")) { try Participant(parsing: "Boss:x", currency: .jpy) }
        #expect(throws: WarikanError.money(.notAnAmount("abc", reason: nil))) {
            try Participant(parsing: "Yui=abc", currency: .jpy)
        }
    }

    @Test func weightLists() throws {
        let people = try Warikan.participants(weights: "2, 1.5,1")
        #expect(people.map(\.name) == ["person 1", "person 2", "person 3"])
        #expect(throws: WarikanError.invalidWeight("", person: .number(2))) { try Warikan.participants(weights: "1,,1") }
        #expect(throws: WarikanError.invalidWeight("0", person: .number(3))) { try Warikan.participants(weights: "1,1,0") }
    }
}
