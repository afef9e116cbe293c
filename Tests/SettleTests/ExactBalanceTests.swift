import Foundation
import ShopCore
import TestSupport
import Testing

@testable import Settle

/// Each person's balance is one exact fraction over the whole group, rounded once, at the end.
@Suite struct ExactBalanceTests {
    static func balances(_ group: Group) throws -> [String: Decimal] {
        let settlement = try #require(try group.settle().first)
        return Dictionary(uniqueKeysWithValues: settlement.people.map { ($0.name, $0.balance.amount) })
    }

    /// 100 coffees of €10.00 paid by Ren among Aki, Ren and Sora: each owes exactly €333.33⅓.
    ///
    /// Rounded per expense, Aki (listed first) paid €334.00; rounded once, nobody is a cent from their exact share.
    @Test func theFirstListedNoLongerPaysEveryLeftoverCent() throws {
        let lines = (1...100).map { _ in "coffee 10.00 paid by Ren" }
        let group = try Group(reading: "people Aki Ren Sora\ncurrency EUR\n" + lines.joined(separator: "\n"))
        let settlement = try #require(try group.settle().first)
        #expect(settlement.people.map(\.exact.share.description) == ["1000/3", "1000/3", "1000/3"])
        #expect(settlement.people.map(\.exact.balance.description) == ["-1000/3", "2000/3", "-1000/3"])
        // Rounded down: −333.34, +666.66, −333.34 leave two cents; the three remainders tie (⅔ cent) and the
        // group's tie order gives them to Aki and Sora.
        #expect(settlement.people.map { MoneyFormat.plain($0.balance.amount) } == ["-333.33", "666.66", "-333.33"])
        // A share that does not terminate is shown two digits past the cent.
        #expect(settlement.people.map(\.share) == Array(repeating: Money(Decimal(string: "333.3333")!, .eur), count: 3))
    }

    /// The same group with its lines or its people in another order has the same balances.
    @Test func orderChangesNothing() throws {
        let lines = [
            "hotel 100.00 paid by Aki", "dinner 10.00 paid by Ren for Aki Sora:2", "taxi 7.00 paid by Sora for Ren Yui",
            "drinks 1.00 paid by Yui", "Ren -> Aki 3.00",
        ]
        let one = try Self.balances(try Group(reading: "people Aki Ren Sora Yui\ncurrency EUR\n" + lines.joined(separator: "\n")))
        let other = try Self.balances(
            try Group(reading: "people Yui Sora Ren Aki\ncurrency EUR\n" + lines.reversed().joined(separator: "\n")))
        #expect(one == other)
        #expect(one.values.reduce(0, +) == 0)
    }

    /// A bill inside a group is shared exactly: ¥1,000 among three is ⅓ each, not 334 for its first diner.
    @Test func aBillInAGroupIsSharedExactly() throws {
        let group = try Group(
            reading: "people A B C\nizakaya bill izakaya.bill paid by C",
            attachment: { _ throws(SettleError) in Array("people A B C\nfood 1000".utf8) })
        let settlement = try #require(try group.settle().first)
        #expect(settlement.people.map(\.exact.share.description) == ["1000/3", "1000/3", "1000/3"])
        #expect(settlement.people.map(\.exact.balance.description) == ["-1000/3", "-1000/3", "2000/3"])
        #expect(settlement.people.map(\.balance.amount).reduce(0, +) == 0)
    }

    /// Exact shares that need a common denominator become whole-number weights: ⅓ and ⅔ → 1 and 2.
    @Test func exactSharesBecomeWholeWeights() throws {
        let parts = try Expense.weights([("A", try Fraction(1000, 3)), ("B", try Fraction(2000, 3)), ("C", .zero)])
        #expect(parts == [Part("A", .weight(1000)), Part("B", .weight(2000)), Part("C", .weight(0))])
    }
}
