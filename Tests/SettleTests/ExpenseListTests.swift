import Foundation
import ShopCore
import TestSupport
import Testing

@testable import Settle

/// `settle --expenses --export csv` and `--json`: one row per expense, each person's exact and rounded
/// share; the shares add up to each expense, and each person's column to their share in settle.
@Suite struct ExpenseListTests {
    static let group = """
        people Aki Ren Sora
        rate EUR 162.35
        2026-12-01 ^k3f9a2m7 dinner 1000 paid by Aki
        taxi €45.20 paid by Ren for Aki Sora:2
        Sora -> Aki 300
        =cmd 900 paid by Sora for Ren=100 Aki

        """

    @Test func theSpreadsheetHasARowPerExpenseAndTwoColumnsPerPerson() throws {
        let list = try Group(reading: Self.group).expenseList()
        #expect(
            list.csv == """
                date,id,line,kind,label,amount,currency,converted,rate,settled_in,paid_by,paid_to,Aki,Aki rounded,Ren,Ren rounded,Sora,Sora rounded\r
                2026-12-01,k3f9a2m7,3,expense,dinner,1000,JPY,,,JPY,Aki=1000,,1000/3,334,1000/3,333,1000/3,333\r
                ,,4,expense,taxi,45.20,EUR,7338.22,162.35,JPY,Ren=7338.22,,366911/150,2446,0,0,366911/75,4892\r
                ,,5,repayment,,300,JPY,,,JPY,Sora=300,Aki=300,,,,,,\r
                ,,6,expense,'=cmd,900,JPY,,,JPY,Sora=900,,800,800,100,100,0,0\r

                """)
    }

    @Test func theJSONIsTheListsCodableFormAndReadsBackTheSame() throws {
        let list = try Group(reading: Self.group).expenseList()
        let data = try JSONEncoder().encode(list)
        #expect(try JSONDecoder().decode(ExpenseList.self, from: data) == list)
        let entry = try #require(list.entries.last)
        #expect(entry.shares.map(\.name) == ["Aki", "Ren"], "in the group's order, not the line's")
        let broken =
            #"{"currency":"JPY","people":["A"],"expenses":[{"id":null,"date":null,"line":1,"kind":"expense","#
            + #""label":"x","amount":"1","currency":"JPY","converted":null,"rate":null,"settled_in":"JPY","#
            + #""paid_by":{"A":"1/0"},"shares":{},"rounded_shares":{}}],"later":0}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ExpenseList.self, from: Data(broken.utf8)) }
    }

    /// Over many groups: each expense's exact shares add up to its (converted) amount, its rounded ones to that
    /// amount to the minor unit, and each person's exact shares to their share in settle.
    @Test func theSharesAddUpByRowAndByColumn() throws {
        for seed in UInt64(1)...200 {
            let group = try JournalExportTests.group(seed)
            let list = try group.expenseList()
            let settlement = try #require(try group.settle().first)
            var columns = Array(repeating: Fraction.zero, count: group.people.count)
            for entry in list.entries where entry.kind == .expense {
                let total = try Fraction((entry.converted ?? entry.amount).amount)
                #expect(try Fraction.sum(entry.shares.map(\.amount)) == total, "seed \(seed)")
                let rounded = try total.rounded(toMultipleOf: entry.settledIn.minorUnit, .toNearestOrEven)
                #expect(try Fraction.sum(entry.roundedShares.map(\.amount)) == (try Fraction(rounded)), "seed \(seed)")
                for part in entry.shares {
                    let person = try #require(group.people.firstIndex(of: part.name))
                    columns[person] = try columns[person] + part.amount
                }
            }
            #expect(columns == settlement.people.map(\.exact.share), "seed \(seed)")
        }
    }
}
