import Foundation
import ShopCore
import ShopText
import TestSupport
import Testing

@testable import Settle

/// Reading a group computes each expense's exact parts once, with the place of any error, and
/// settling uses them; a group changed since, or made in code, settles by what it holds now.
@Suite struct RememberedPartsTests {
    private static func balances(_ group: Group) throws -> [String] {
        try group.settle()[0].people.map { "\($0.name) \(MoneyFormat.plain($0.balance.amount))" }
    }

    /// The same expenses settle alike whether reading remembered their parts or not.
    @Test func aGroupReadSettlesAsTheSameGroupMadeInCode() throws {
        let read = try Group(reading: GroupTests.trip)
        let made = Group(
            people: read.people, currency: read.currency, organizer: read.organizer, rates: read.rates,
            expenses: read.expenses, changes: read.changes)
        #expect(read == made)
        #expect(read.hashValue == made.hashValue)
        #expect(try read.settle() == made.settle())
        #expect(try Self.balances(read) == ["Aki 28131", "Ren -8869", "Sora -9400", "Yui -9862"])
    }

    /// An expense changed after reading is settled as it is now, never by the parts read.
    @Test func anExpenseChangedAfterReadingSettlesAsItIsNow() throws {
        var group = try Group(reading: "people Aki Ren\nlunch 1000 paid by Aki\n")
        #expect(try Self.balances(group) == ["Aki 500", "Ren -500"])
        group.expenses[0].amount = Money(3000, .jpy)
        #expect(try Self.balances(group) == ["Aki 1500", "Ren -1500"])
        group.people.append("Sora")
        #expect(try Self.balances(group) == ["Aki 2000", "Ren -1000", "Sora -1000"])
    }

    /// Those who join part way share from their line on, whether or not the parts are remembered.
    @Test func joinsAndLeavesSettleAlikeRememberedOrNot() throws {
        let text = """
            people Aki Ren
            hotel 900 paid by Aki
            joins Sora
            dinner 900 paid by Ren
            leaves Aki
            taxi 600 paid by Sora
            """
        let read = try Group(reading: text)
        let made = Group(people: read.people, currency: read.currency, expenses: read.expenses, changes: read.changes)
        #expect(try Self.balances(read) == ["Aki 150", "Ren -150", "Sora 0"])
        #expect(try read.settle() == made.settle())
    }

    /// A name or weight read on one line means the same on the next; an amount is read again in each
    /// expense's currency, so `Ren=10.50` is €10.50 in euros and no amount of yen.
    @Test func aWordReadOnceMeansTheSameOnLaterLinesAndAmountsAreReadInEachCurrency() throws {
        let text = """
            people Aki Ren Sora
            rate EUR 100
            hotel 3000 paid by Aki for Aki:2 Ren
            museum €30.50 paid by Sora for Ren=10.50 Aki:2
            dinner 900 paid by Ren for Aki:2 Ren
            """
        let group = try Group(reading: text)
        // hotel: Aki 2000, Ren 1000; museum: Ren €10.50 (¥1,050), Aki €20 (¥2,000); dinner: Aki 600, Ren 300.
        #expect(try Self.balances(group) == ["Aki -1600", "Ren -1450", "Sora 3050"])
        #expect(
            group.expenses.map { $0.sharers?.map(\.description) } == [
                ["Aki:2", "Ren"], ["Ren=10.5", "Aki:2"], ["Aki:2", "Ren"],
            ])
        do {
            _ = try Group(reading: text + "\ntaxi 900 paid by Ren for Ren=10.50 Aki")
            Issue.record("¥10.50 was read as an amount of yen")
        } catch {
            #expect(error.location?.line == 6)
        }
    }
}
