import ShopCore
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The 割勘奉行 table, checked by hand: one row per bill, both modes.
@Suite struct EqualSplitTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let total: Decimal, people: Int, unit: Decimal, mode: Warikan.Mode
        let share: Decimal, organizer: Decimal, collected: Decimal, surplus: Decimal
        var testDescription: String { "\(total) ÷ \(people) by \(unit) \(mode)" }
    }

    static let table: [Row] = [
        Row(
            total: 23450, people: 7, unit: 100, mode: .organizerAbsorbs, share: 3300, organizer: 3650, collected: 23450,
            surplus: 0),
        Row(total: 23450, people: 7, unit: 100, mode: .roundUp, share: 3400, organizer: 3400, collected: 23800, surplus: 350),
        Row(
            total: 10000, people: 3, unit: 100, mode: .organizerAbsorbs, share: 3300, organizer: 3400, collected: 10000,
            surplus: 0),
        Row(total: 10000, people: 3, unit: 100, mode: .roundUp, share: 3400, organizer: 3400, collected: 10200, surplus: 200),
        Row(
            total: 10000, people: 3, unit: 1, mode: .organizerAbsorbs, share: 3333, organizer: 3334, collected: 10000, surplus: 0),
        Row(total: 10000, people: 3, unit: 1, mode: .roundUp, share: 3334, organizer: 3334, collected: 10002, surplus: 2),
        Row(total: 500, people: 7, unit: 100, mode: .organizerAbsorbs, share: 0, organizer: 500, collected: 500, surplus: 0),
        Row(total: 3000, people: 3, unit: 500, mode: .roundUp, share: 1000, organizer: 1000, collected: 3000, surplus: 0),
    ]

    @Test(arguments: table)
    func originalTable(_ row: Row) throws {
        let split = try Warikan.split(Money(row.total, .jpy), among: row.people, unit: row.unit, mode: row.mode)
        #expect(split.share == row.share)
        #expect(split.organizer.amount == row.organizer)
        #expect(split.organizer.isOrganizer && split.organizer.name == "person 1")
        #expect(split.collected == row.collected)
        #expect(split.surplus == row.surplus)
        #expect(split.people == row.people)
        #expect(split.payments.dropFirst().allSatisfy { $0.amount == row.share && !$0.isOrganizer })
    }

    @Test func defaultsAreMinorUnitAndOrganizerAbsorbs() throws {
        let split = try Warikan.split(Money(10000, .jpy), among: 3)
        #expect(split.unit == 1)
        #expect(split.mode == .organizerAbsorbs)
        #expect(split.organizer.amount == 3334)
    }

    @Test func dollarsWithCentsAndQuarters() throws {
        let total = Money(Decimal(string: "100.00")!, .usd)
        let cents = try Warikan.split(total, among: 3)
        #expect(cents.share == Decimal(string: "33.33")!)
        #expect(cents.organizer.amount == Decimal(string: "33.34")!)
        let quarters = try Warikan.split(total, among: 3, unit: Decimal(string: "0.25")!, mode: .roundUp)
        #expect(quarters.share == Decimal(string: "33.50")!)
        #expect(quarters.surplus == Decimal(string: "0.50")!)
    }

    @Test func onePersonPaysItAll() throws {
        let split = try Warikan.split(Money(777, .jpy), among: 1, unit: 100, mode: .roundUp)
        #expect(split.organizer.amount == 800)
        #expect(split.surplus == 23)
    }

    @Test func headCountsOutsideTheRangeAreRefused() {
        #expect(throws: WarikanError.peopleOutOfRange(0)) { try Warikan.split(Money(100, .jpy), among: 0) }
        #expect(throws: WarikanError.peopleOutOfRange(-2)) { try Warikan.split(Money(100, .jpy), among: -2) }
        #expect(throws: WarikanError.peopleOutOfRange(100_001)) { try Warikan.split(Money(100, .jpy), among: 100_001) }
        #expect(WarikanError.peopleOutOfRange(0).description == "a head count of 0 is outside 1–100000")
    }

    @Test func largestHeadCount() throws {
        let split = try Warikan.split(Money(1_000_000_000, .jpy), among: 100_000, unit: 100, mode: .roundUp)
        #expect(split.share == 10_000)
        #expect(split.payments.count == 100_000)
        #expect(split.surplus == 0)
    }

    @Test func unpayableInputsAreRefused() {
        #expect(throws: WarikanError.money(.invalidUnit("0.5", currency: .jpy))) {
            try Warikan.split(Money(100, .jpy), among: 2, unit: Decimal(string: "0.5")!)
        }
        #expect(throws: WarikanError.notPayable(Money(Decimal(string: "10.005")!, .usd))) {
            try Warikan.split(Money(Decimal(string: "10.005")!, .usd), among: 2)
        }
        #expect(throws: WarikanError.money(.negative("-100"))) { try Warikan.split(Money(-100, .jpy), among: 2) }
    }
}

@Suite struct OrganizerExtraTests {
    @Test func theOrganizerAbsorbsTheRemainder() throws {
        #expect(try Warikan.split(Money(23450, .jpy), among: 7, unit: 100).organizerExtra == 350)
        #expect(try Warikan.split(Money(23450, .jpy), among: 7, unit: 100, mode: .roundUp).organizerExtra == 0)
        let weighted = try Warikan.split(Money(23450, .jpy), among: Warikan.participants(weights: "2,1.5,1,1,0.7"), unit: 100)
        #expect(weighted.organizerExtra == 350)  // 7850 − 7500
    }
}
