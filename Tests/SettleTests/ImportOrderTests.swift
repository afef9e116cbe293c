import Foundation
import ShopCore
import Testing

@testable import Settle

/// An import's rows, expenses or participants in another order give the same balances: each balance is exact
/// over the whole export and rounded once, by a tie rule that follows no position.
@Suite struct ImportOrderTests {
    static func balances(_ group: Group) throws -> [String: Decimal] {
        let settlement = try #require(try group.settle().first)
        return Dictionary(uniqueKeysWithValues: settlement.people.map { ($0.name, $0.balance.amount) })
    }

    /// Three people share three €10.00 taxis, each paid by another: exact thirds that do not terminate.
    @Test func splitwiseRowsInAnyOrder() throws {
        let header = "Date,Description,Category,Cost,Currency,Aki,Ren,Sora"
        let rows = [
            "2026-05-01,Taxi 1,Transport,10.00,EUR,6.67,-3.33,-3.34",
            "2026-05-02,Taxi 2,Transport,10.00,EUR,-3.33,6.67,-3.34",
            "2026-05-03,Taxi 3,Transport,10.00,EUR,-3.34,-3.33,6.67",
            "2026-05-04,Lunch,Dining out,20.00,EUR,10.00,-10.00,0.00",
        ]
        let one = try Self.balances(try Group(reading: Data((([header] + rows).joined(separator: "\n")).utf8), from: .splitwise))
        let other = try Self.balances(
            try Group(reading: Data((([header] + rows.reversed()).joined(separator: "\n")).utf8), from: .splitwise))
        #expect(one == other)
        #expect(one.values.reduce(0, +) == 0)
    }

    /// A Spliit export with its expenses and its participants reversed: the same balances.
    @Test func spliitExpensesAndParticipantsInAnyOrder() throws {
        let people = [#"{"id": "p1", "name": "Aki"}"#, #"{"id": "p2", "name": "Ren"}"#, #"{"id": "p3", "name": "Sora"}"#]
        let everyone =
            #"[{"participantId": "p1", "shares": 1}, {"participantId": "p2", "shares": 1}, "#
            + #"{"participantId": "p3", "shares": 1}]"#
        let expenses =
            (1...3).map { index in
                #"{"id": "e\#(index)", "title": "Taxi \#(index)", "amount": 1000, "paidById": "p\#(index)", "#
                    + #""splitMode": "EVENLY", "isReimbursement": false, "paidFor": \#(everyone)}"#
            } + [
                #"{"id": "e4", "title": "Lunch", "amount": 2000, "paidById": "p1", "splitMode": "EVENLY", "#
                    + #""isReimbursement": false, "paidFor": \#(everyone)}"#
            ]
        func export(_ people: [String], _ expenses: [String]) -> Data {
            Data(
                (#"{"currencyCode": "EUR", "participants": ["# + people.joined(separator: ", ") + #"], "expenses": ["#
                    + expenses.joined(separator: ", ") + "]}").utf8)
        }
        let one = try Self.balances(try Group(reading: export(people, expenses), from: .spliit))
        let other = try Self.balances(try Group(reading: export(people.reversed(), expenses.reversed()), from: .spliit))
        #expect(one == other)
        // Aki paid 30.00 and owes 50/3: +13.33⅓; Ren and Sora paid 10.00: −6.66⅔ each, one of them −6.67.
        #expect(one["Aki"] == Decimal(string: "13.33"))
        #expect(Set([one["Ren"], one["Sora"]]) == Set([Decimal(string: "-6.66"), Decimal(string: "-6.67")]))
    }
}
