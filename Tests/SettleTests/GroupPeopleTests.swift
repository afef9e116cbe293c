import Foundation
import ShopCore
import ShopText
import TestSupport
import Testing

@testable import Settle

/// Who shares an expense without `for`: the people of the `people` lines before the first
/// expense, and those who `joins` or `leaves` part way.
@Suite struct GroupPeopleTests {
    static func balances(_ group: Group) throws -> [String] {
        let settlement = try #require(try group.settle().first)
        return settlement.people.map {
            "\($0.name) \(MoneyFormat.plain($0.share.amount)) \(MoneyFormat.plain($0.balance.amount))"
        }
    }

    /// `people A B` / `x 300 paid by A` / `people C` once made C owe ¥100 of x: the line is now refused,
    /// and the error shows how to write either intent.
    @Test func aPeopleLineAfterAnExpenseIsRefused() {
        expectThrows(located(SettleError.peopleAfterExpense(["C"]), at: SourceLocation(line: 3, column: 8))) {
            try Group(reading: "people A B\nx 300 paid by A\npeople C")
        }
        let error = SettleError.peopleAfterExpense(["C", "D"])
        #expect(
            error.text(in: .english)
                == "a people line after an expense; if C D shared from the start, add them to the first people line; if they came later, write: joins C D"
        )
        #expect(
            error.text(in: .japanese)
                == "立替のあとに people の行があります。C Dが最初から割り勘に入るなら最初の people の行に加え、途中から加わったなら joins C D（途中参加）と書いてください")
    }

    /// The `group` fuzz target's finding (`Fuzz/corpus/group/finding-lone-carriage-return.txt`): a lone `\r`
    /// counted as a line break, so the error named line 4 of a 3-line file.
    @Test func anErrorAfterALoneCarriageReturnNamesTheLineAsEditorsCountIt() {
        expectThrows(located(SettleError.peopleAfterExpense(["T"]), at: SourceLocation(file: "trip.txt", line: 3, column: 8))) {
            try Group(reading: Array("peoppeople Aki Ren\nbeer le A B\rTTT 580*2 for Aki\npeople T".utf8), named: "trip.txt")
        }
    }

    @Test func peopleLinesBeforeTheFirstExpenseAllShareFromTheStart() throws {
        let group = try Group(reading: "people A B\ncurrency JPY\nメンバー C\nx 300 paid by A")
        #expect(group.people == ["A", "B", "C"])
        #expect(try Self.balances(group) == ["A 100 200", "B 100 -100", "C 100 -100"])
    }

    /// C arrives on day 2: the hotel of day 1 is A's and B's, dinner after `joins C` is everyone's.
    @Test func someoneWhoJoinsSharesOnlyWhatFollows() throws {
        let group = try Group(reading: "people A B\nhotel 600 paid by A\njoins C\ndinner 300 paid by B")
        #expect(group.people == ["A", "B", "C"])
        #expect(group.changes == [Group.Change(id: 3, kind: .joins, people: ["C"])])
        #expect(try Self.balances(group) == ["A 400 200", "B 400 -100", "C 100 -100"])
        #expect(group.sharers(of: group.expenses[0]).map(\.name) == ["A", "B"])
        #expect(group.sharers(of: group.expenses[1]).map(\.name) == ["A", "B", "C"])
    }

    /// B goes home: what follows is A's and C's, unless an expense names B in `for`.
    @Test func someoneWhoLeavesSharesNothingAfterUnlessNamed() throws {
        let text = "people A B C\nhotel 900 paid by A\n途中退出 B\ntaxi 200 paid by C\ngift 300 paid by A for A B C"
        let group = try Group(reading: text)
        #expect(group.changes == [Group.Change(id: 3, kind: .leaves, people: ["B"])])
        // hotel 300 each; taxi 100 for A and C; gift 100 each.
        #expect(try Self.balances(group) == ["A 500 700", "B 400 -400", "C 500 -300"])
    }

    @Test func joinsAndLeavesInJapaneseAndTogether() throws {
        let text = "people A B\n途中参加 C D\nx 400 paid by A\nleaves C, D\njoins C\ny 300 paid by B"
        let group = try Group(reading: text)
        // x: 100 each of four; y: 100 each of A, B and C (D left).
        #expect(try Self.balances(group) == ["A 200 200", "B 200 100", "C 200 -200", "D 100 -100"])
    }

    @Test func joinsAndLeavesAreChecked() {
        expectThrows(located(SettleError.alreadyPresent("A"), at: SourceLocation(line: 2, column: 7))) {
            try Group(reading: "people A B\njoins A\nx 100 paid by A")
        }
        expectThrows(located(SettleError.notPresent("C"), at: SourceLocation(line: 2, column: 8))) {
            try Group(reading: "people A B\nleaves C\njoins C")
        }
        expectThrows(located(SettleError.notPresent("B"), at: SourceLocation(line: 3, column: 8))) {
            try Group(reading: "people A B\nleaves B\nleaves B")
        }
        // Nothing where a name goes: marked just past the line's last word.
        expectThrows(located(SettleError.expected(.names, found: ""), at: SourceLocation(line: 2, column: 6))) {
            try Group(reading: "people A B\njoins")
        }
        // Everyone gone: an expense without `for` is shared by nobody.
        expectThrows(located(SettleError.nobody, at: SourceLocation(line: 3))) {
            try Group(reading: "people A\nleaves A\nx 100 paid by A")
        }
    }

    /// `people for by Bob` read `for` and `by` as people; every keyword is refused as a name.
    @Test(arguments: ["for", "by", "paid", "people", "joins", "leaves", "途中参加", "bill", "対象", "->"])
    func aKeywordIsNoName(_ word: String) {
        expectThrows(located(SettleError.keywordAsName(word), at: SourceLocation(line: 1, column: 8))) {
            try Group(reading: "people \(word) Bob\nx 100 paid by Bob")
        }
    }

    @Test func aNameWithAControlCharacterIsRefusedByTheOneNameRule() {
        expectThrows(
            located(SettleError.money(.unsafeName("A\u{202E}B", scalar: "\u{202E}")), at: SourceLocation(line: 1, column: 10))
        ) {
            try Group(reading: "people A A\u{202E}B")
        }
    }

    @Test func theWordsOfTheNewErrorsInBothLanguages() {
        let rows: [(SettleError, String, String)] = [
            (.keywordAsName("for"), #""for" is a keyword of group files, not a name"#, "「for」はグループファイルのキーワードで、名前には使えません"),
            (
                .alreadyPresent("A"), #""A" is already in the group here; joins is for someone who is not"#,
                "「A」はこの時点ですでにグループにいます。joins はいない人に使います"
            ),
            (
                .notPresent("C"), #""C" is not in the group here; leaves is for someone who is"#,
                "「C」はこの時点でグループにいません。leaves はいる人に使います"
            ),
        ]
        for (error, english, japanese) in rows {
            #expect(error.text(in: .english) == english)
            #expect(error.text(in: .japanese) == japanese)
        }
    }

    /// A group written before `changes` existed still reads, and one with changes reads back the same.
    @Test func oldAndNewJSONRead() throws {
        let old = #"{"people":["A","B"],"currency":"JPY","rates":{},"expenses":[]}"#
        let group = try JSONDecoder().decode(Group.self, from: Data(old.utf8))
        #expect(group == Group(people: ["A", "B"]))
        let joined = try Group(reading: "people A\nx 100 paid by A\njoins B\ny 100 paid by A")
        #expect(try JSONDecoder().decode(Group.self, from: JSONEncoder().encode(joined)) == joined)
    }

    /// `settle --add 'joins C'` could not add anyone: now it appends the line and C shares what follows.
    @Test func appendingJoinsAddsAPerson() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/shoptools-joins-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/trip.txt"
        try Data("people A B\nhotel 600 paid by A\n".utf8).write(to: URL(filePath: path))
        try Group.append("joins C", toFileAt: path)
        let group = try Group.append("dinner 300 paid by B", toFileAt: path)
        #expect(try Self.balances(group) == ["A 400 200", "B 400 -100", "C 100 -100"])
        expectThrows(located(SettleError.headerLine("people"), at: SourceLocation(file: path, line: 5, column: 1))) {
            try Group.append("people D", toFileAt: path) as Group
        }
    }
}
