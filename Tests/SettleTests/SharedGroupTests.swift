import Foundation
import ShopCore
import ShopText
import TestSupport
import Testing

@testable import Settle

/// A group kept by several people: dated lines with ids, corrections by appending, recurring lines,
/// what a card charged, and copies merged by id.
@Suite struct SharedGroupTests {
    static func day(_ text: String) throws -> CalendarDay { try CalendarDay(parsing: text) }

    /// Each person's balance and the transfers, as text: what must not change with the order of lines.
    static func figures(_ group: Group) throws -> [String] {
        let settlement = try #require(try group.settle().first)
        return settlement.people.map { "\($0.name) \(MoneyFormat.plain($0.exact.balance.decimal ?? 0))" }
            + settlement.transfers.map { "\($0.from)->\($0.to) \(MoneyFormat.plain($0.amount.amount))" }
    }

    // MARK: - Dates and ids

    @Test func aDatedLineWithAnIdReadsItsDateAndId() throws {
        let group = try Group(reading: "people Aki Ren\n2026-12-01 ^k3f9a2m7 ramen 3600 paid by Ren\n")
        let expense = try #require(group.expenses.first)
        #expect(expense.date == (try Self.day("2026-12-01")))
        #expect(expense.stableID?.text == "k3f9a2m7")
        #expect(expense.label == "ramen")
        #expect(expense.amount == Money(3600, .jpy))
    }

    @Test func theSameIdWithTheSameWordsIsOneLine() throws {
        let line = "2026-12-01 ^k3f9a2m7 coffee 500 paid by Aki"
        let group = try Group(reading: "people Aki Ren\n\(line)\n\(line)\n")
        #expect(group.expenses.count == 1)
        #expect(try Self.figures(group) == ["Aki 250", "Ren -250", "Ren->Aki 250"])
    }

    @Test func identicalExpensesWithDifferentIdsAreTwo() throws {
        let group = try Group(
            reading: "people Aki Ren\n2026-12-01 ^aaaa coffee 500 paid by Aki\n2026-12-01 ^bbbb coffee 500 paid by Aki\n")
        #expect(group.expenses.count == 2)
        #expect(try Self.figures(group) == ["Aki 500", "Ren -500", "Ren->Aki 500"])
    }

    @Test func theSameIdWithOtherWordsIsAConflictNamingBothLines() throws {
        let text = "people Aki Ren\n2026-12-01 ^k3f9a2m7 coffee 500 paid by Aki\n2026-12-01 ^k3f9a2m7 coffee 450 paid by Aki\n"
        let error = located(
            SettleError.idConflict(try EntryID("k3f9a2m7"), other: SourceLocation(file: "trip.txt", line: 2, column: 12)),
            at: SourceLocation(file: "trip.txt", line: 3, column: 12))
        expectThrows(error) { try Group(reading: text, named: "trip.txt") }
        #expect(
            error.text(in: .english)
                == "trip.txt:3:12: ^k3f9a2m7 is also the id of trip.txt:2:12, with other words; one id is one line: keep the right one (a change is written as a fix: settle FILE --fix k3f9a2m7 LINE)"
        )
    }

    @Test func aDateTheCalendarDoesNotHaveIsRefusedAtItsColumn() {
        expectThrows(located(SettleError.money(.notADate("2026-02-30")), at: SourceLocation(line: 2, column: 1))) {
            try Group(reading: "people Aki Ren\n2026-02-30 ramen 3600 paid by Ren\n")
        }
    }

    /// On one day a dated `joins` comes before that day's expenses and a dated `leaves` after them, wherever
    /// the lines stand in the file.
    @Test func datedJoinsAndLeavesApplyByDay() throws {
        let lines = [
            "2026-12-01 dinner 3000 paid by Aki", "2026-12-01 joins Yui", "2026-12-02 leaves Ren",
            "2026-12-02 lunch 3000 paid by Aki", "2026-12-03 taxi 3000 paid by Aki",
        ]
        let group = try Group(reading: (["people Aki Ren"] + lines).joined(separator: "\n"))
        // dinner: Aki Ren Yui 1000 each; lunch: Aki Ren Yui 1000 each; taxi: Aki Yui 1500 each.
        #expect(try Self.figures(group).prefix(3) == ["Aki 5500", "Ren -2000", "Yui -3500"])
        let reversed = try Group(reading: (["people Aki Ren"] + lines.reversed()).joined(separator: "\n"))
        #expect(try Self.figures(reversed) == (try Self.figures(group)))
    }

    /// An undated line follows the dated line above it: `joins` written under a day's expense does not share it.
    @Test func anUndatedLineFollowsTheDatedLineAboveIt() throws {
        let group = try Group(
            reading: "people Aki Ren\n2026-12-01 dinner 3000 paid by Aki\njoins Yui\nlunch 3000 paid by Aki\n")
        #expect(try Self.figures(group).prefix(3) == ["Aki 3500", "Ren -2500", "Yui -1000"])
    }

    /// Shuffling dated lines never changes the balances or the plan.
    @Test func shufflingDatedLinesChangesNothing() throws {
        var random = SplitMix64(seed: 35)
        let names = ["Aki", "Ren", "Sora", "Yui", "Kai"]
        for round in 0..<40 {
            var lines: [String] = []
            for index in 0..<20 {
                let day = String(format: "2026-12-%02d", Int.random(in: 1...5, using: &random))
                let payer = names[Int.random(in: 0..<3, using: &random)]
                let amount = Int.random(in: 1...9999, using: &random)
                let sharers = names.prefix(3).filter { _ in Bool.random(using: &random) }
                let tail = sharers.isEmpty ? "" : " for " + sharers.joined(separator: " ")
                lines.append("\(day) ^r\(round)x\(index) item\(index % 4) \(amount) paid by \(payer)\(tail)")
            }
            lines.append("2026-12-02 ^j\(round) joins Yui")
            lines.append("2026-12-03 ^k\(round) joins Kai")
            lines.append("2026-12-04 ^l\(round) leaves Ren")
            let header = "people Aki Ren Sora\n"
            let group = try Group(reading: header + lines.joined(separator: "\n"))
            let shuffled = try Group(reading: header + lines.shuffled(using: &random).joined(separator: "\n"))
            #expect(try Self.figures(shuffled) == (try Self.figures(group)), "round \(round)")
            #expect(shuffled.people == group.people, "round \(round)")
        }
    }

    // MARK: - Corrections

    @Test func aFixStandsInItsLinesPlaceAndDate() throws {
        // Yui joins after the dinner: the fixed dinner is not hers either.
        let group = try Group(
            reading: """
                people Aki Ren
                2026-12-01 ^d1 dinner 3000 paid by Aki
                2026-12-02 ^j1 joins Yui
                2026-12-03 ^f1 fix ^d1 dinner 4000 paid by Aki
                """)
        #expect(group.expenses.count == 1)
        #expect(group.expenses[0].amount == Money(4000, .jpy))
        #expect(group.expenses[0].date == (try Self.day("2026-12-01")))
        #expect(try Self.figures(group).prefix(3) == ["Aki 2000", "Ren -2000", "Yui 0"])
    }

    @Test func aFixOfAFixAndADropOfTheLastFix() throws {
        let text = """
            people Aki Ren
            2026-12-01 ^d1 dinner 3000 paid by Aki
            2026-12-02 ^f1 fix ^d1 dinner 4000 paid by Aki
            2026-12-03 ^f2 fix ^f1 dinner 5000 paid by Aki
            """
        #expect(try Group(reading: text).expenses.map(\.amount) == [Money(5000, .jpy)])
        #expect(try Group(reading: text + "\n2026-12-04 ^x1 drop ^f2").expenses.isEmpty)
    }

    @Test func twoFixesOfOneLineAreAConflict() throws {
        let text = """
            people Aki Ren
            2026-12-01 ^d1 dinner 3000 paid by Aki
            2026-12-02 ^fa fix ^d1 dinner 4000 paid by Aki
            2026-12-02 ^fb fix ^d1 dinner 4500 paid by Aki
            """
        expectThrows(
            located(
                SettleError.correctedTwice(try EntryID("d1"), other: SourceLocation(line: 3, column: 12)),
                at: SourceLocation(line: 4, column: 20))
        ) { try Group(reading: text) }
    }

    @Test func aDropOfADroppedOrUnknownLineIsRefused() throws {
        let base = "people Aki Ren\n2026-12-01 ^d1 dinner 3000 paid by Aki\n2026-12-02 ^x1 drop ^d1\n"
        expectThrows(
            located(
                SettleError.alreadyDropped(try EntryID("d1"), by: SourceLocation(line: 3, column: 12)),
                at: SourceLocation(line: 4, column: 21))
        ) { try Group(reading: base + "2026-12-02 ^x2 drop ^d1") }
        expectThrows(located(SettleError.unknownID(try EntryID("zz")), at: SourceLocation(line: 4, column: 21))) {
            try Group(reading: base + "2026-12-02 ^x3 drop ^zz")
        }
    }

    @Test func aFixHasNoDateOfItsOwn() {
        expectThrows(located(SettleError.dateInFix("2026-12-05"), at: SourceLocation(line: 3, column: 20))) {
            try Group(
                reading:
                    "people Aki Ren\n2026-12-01 ^d1 dinner 3000 paid by Aki\n2026-12-02 fix ^d1 2026-12-05 dinner 1 paid by Aki")
        }
    }

    // MARK: - As of a day

    @Test func linesDatedAfterTheDayAreLeftForLater() throws {
        let group = try Group(
            reading: "people Aki Ren\n2026-12-01 a 1000 paid by Aki\n2026-12-10 b 3000 paid by Aki\nc 500 paid by Ren\n",
            asOf: try Self.day("2026-12-05"))
        // b is later, and c (undated, under b) counts on b's day.
        #expect(group.expenses.map(\.label) == ["a"])
        #expect(group.laterLines == 2)
    }

    /// A line left for later is read all the same, after the lines that count: one that will not read is refused
    /// now, at its line, not on the day it comes to count.
    @Test func aLineLeftForLaterIsReadAllTheSame() throws {
        let day = try Self.day("2026-12-05")
        for (text, column) in [
            ("people Aki Ren\n2026-12-01 a 1000 paid by Aki\n2026-12-10 b 3OOO paid by Aki\n", 14),
            ("people Aki Ren\n2026-12-01 a 1000 paid by Aki\nevery month from 2027-01-01 rent 1O0 paid by Aki\n", 34),
            ("people Aki Ren\n2026-12-01 a 1000 paid by Aki\n2026-12-10 b 3000 paid by Zoe\n", 27),
        ] {
            do {
                _ = try Group(reading: text, asOf: day)
                Issue.record("read: \(text)")
            } catch {
                #expect(error.location == SourceLocation(line: 3, column: column), "\(text)")
            }
        }
        // Someone who joins later pays later: read in order, left for later.
        let group = try Group(
            reading: "people Aki Ren\n2026-12-01 a 1000 paid by Aki\n2026-12-10 joins Zoe\n2026-12-11 b 3000 paid by Zoe\n",
            asOf: day)
        #expect(group.expenses.map(\.label) == ["a"])
        #expect(group.laterLines == 2)
    }

    /// Someone who joins on a later day is one of the people, but shares none of what came before
    /// (`--expenses` and the journals list each expense's sharers).
    @Test func someoneWhoJoinsLaterSharesNothingYet() throws {
        let group = try Group(
            reading: "people Aki Ren\nhotel 1000 paid by Aki\n2027-01-05 joins Kai\n", asOf: try Self.day("2026-12-05"))
        #expect(group.people == ["Aki", "Ren", "Kai"])
        #expect(group.sharers(of: group.expenses[0]).map(\.name) == ["Aki", "Ren"])
        #expect(group.laterLines == 1)
    }

    @Test func aFixWrittenAfterTheDayDoesNotCountYet() throws {
        let text = "people Aki Ren\n2026-12-01 ^d1 dinner 3000 paid by Aki\n2026-12-09 ^f1 fix ^d1 dinner 4000 paid by Aki"
        #expect(try Group(reading: text, asOf: try Self.day("2026-12-05")).expenses[0].amount == Money(3000, .jpy))
        #expect(try Group(reading: text, asOf: try Self.day("2026-12-09")).expenses[0].amount == Money(4000, .jpy))
    }

    // MARK: - Recurring lines

    @Test func monthEndsFallOnTheLastDayOfShorterMonths() throws {
        let group = try Group(
            reading: "people Aki Ren\n^rent every month from 2026-01-31 rent 1000 paid by Aki\n",
            asOf: try Self.day("2026-05-31"))
        #expect(
            group.expenses.map { $0.date?.description ?? "" } == [
                "2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31",
            ])
        #expect(group.expenses[1].stableID?.text == "rent/2026-02-28")
    }

    @Test func aYearlyFebruary29FallsOnFebruary28InOtherYears() throws {
        let group = try Group(
            reading: "people Aki Ren\nevery year from 2024-02-29 until 2028-12-31 fee 100 paid by Aki\n",
            asOf: try Self.day("2030-01-01"))
        #expect(
            group.expenses.map { $0.date?.description ?? "" } == [
                "2024-02-29", "2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29",
            ])
    }

    @Test func japanesePeriodsReadAsTheEnglishOnes() throws {
        let asOf = try Self.day("2026-03-01")
        let english = try Group(reading: "people Aki Ren\nevery 2 weeks from 2026-01-05 x 100 paid by Aki\n", asOf: asOf)
        let japanese = try Group(reading: "people Aki Ren\n隔週 2026-01-05 から x 100 立替 Aki\n", asOf: asOf)
        let counted = try Group(reading: "people Aki Ren\n2週ごと 2026-01-05 から 2026-02-01 まで x 100 立替 Aki\n", asOf: asOf)
        #expect(english.expenses.map(\.date) == japanese.expenses.map(\.date))
        #expect(english.expenses.count == 4)
        #expect(counted.expenses.count == 2)
    }

    @Test func aRecurringLineWithoutAnEndNeedsADay() {
        expectThrows(located(SettleError.needsAsOf, at: SourceLocation(line: 2))) {
            try Group(reading: "people Aki Ren\nevery month from 2026-01-01 rent 1000 paid by Aki\n")
        }
    }

    /// Occurrences equal an independent count: day by day through the calendar, months by their lengths.
    @Test func occurrencesEqualAnIndependentCount() throws {
        var random = SplitMix64(seed: 2026)
        let units: [(String, Recurrence.Unit)] = [("day", .day), ("week", .week), ("month", .month), ("year", .year)]
        for round in 0..<200 {
            let (word, unit) = units[Int.random(in: 0..<4, using: &random)]
            let count = Int.random(in: 1...3, using: &random)
            let start = try CalendarDay(
                year: Int.random(in: 2023...2026, using: &random), month: Int.random(in: 1...12, using: &random),
                day: Int.random(in: 28...31, using: &random) > 29 ? 1 : Int.random(in: 1...28, using: &random))
            let endDay = start.adding(days: Int.random(in: 0...900, using: &random))
            let asOf = start.adding(days: Int.random(in: 0...1200, using: &random))
            let hasEnd = Bool.random(using: &random)
            let text =
                "people Aki Ren\nevery \(count) \(word) from \(start)\(hasEnd ? " until \(endDay)" : "") x 100 paid by Aki\n"
            let group = try Group(reading: text, asOf: asOf)
            let expected = Self.oracle(start: start, count: count, unit: unit, last: min(asOf, hasEnd ? endDay : asOf))
            #expect(group.expenses.map { $0.date?.description ?? "" } == expected, "round \(round): \(text)")
            #expect(try Self.figures(group).first == "Aki \(expected.count * 50)", "round \(round)")
        }
    }

    /// Every day from `start` to `last`, walked one day at a time, kept when it is a whole number of periods on.
    static func oracle(start: CalendarDay, count: Int, unit: Recurrence.Unit, last: CalendarDay) -> [String] {
        func length(_ year: Int, _ month: Int) -> Int {
            [31, (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][
                month - 1]
        }
        var (y, m, d) = (start.year, start.month, start.day)
        var days: [String] = []
        var walked = 0
        func text() -> String { String(format: "%04d-%02d-%02d", y, m, d) }
        while text() <= last.description {
            let months = (y - start.year) * 12 + (m - start.month)
            let hits: Bool
            switch unit {
            case .day: hits = walked % count == 0
            case .week: hits = walked % (7 * count) == 0
            case .month:
                hits = months % count == 0 && d == min(start.day, length(y, m))
            case .year:
                hits = months % (12 * count) == 0 && d == min(start.day, length(y, m))
            }
            if hits { days.append(text()) }
            walked += 1
            d += 1
            if d > length(y, m) {
                d = 1
                m += 1
                if m > 12 { (m, y) = (1, y + 1) }
            }
        }
        return days
    }

    // MARK: - What a card charged

    @Test func whatACardChargedIsTheExpenseExactly() throws {
        let group = try Group(reading: "people Aki Ren Sora\ntaxi €45.20 = ¥7,400 paid by Sora for Aki Ren\n")
        let settlement = try #require(try group.settle().first)
        #expect(settlement.people.map { $0.exact.share } == [Fraction(3700), Fraction(3700), Fraction(0)])
        #expect(settlement.people.map(\.balance.amount) == [-3700, -3700, 7400])
        let conversion = try #require(settlement.conversions.first)
        #expect(conversion.exact == Money(7400, .jpy))
        #expect(conversion.exactRate == (try Fraction(18500, 113)))
        #expect(conversion.isCharged)
        let spaced = try Group(reading: "people Aki Ren Sora\ntaxi EUR 45.20 = 7400 paid by Sora for Aki Ren\n")
        #expect(try spaced.settle().first?.people.map(\.balance.amount) == [-3700, -3700, 7400])
    }

    @Test func whatACardChargedMustBeInTheGroupsCurrency() {
        expectThrows(
            located(SettleError.chargedInOtherCurrency(Money(50, .usd), group: .jpy), at: SourceLocation(line: 2))
        ) { try Group(reading: "people Aki Ren\ntaxi €45.20 = $50 paid by Aki\n") }
    }

    // MARK: - Merging copies

    static let base = """
        people Aki Ren Sora
        2026-12-01 ^b1 hotel 30000 paid by Aki
        """

    @Test func mergingCopiesInAnyOrderGivesTheUnion() throws {
        let a = Self.base + "\n2026-12-02 ^a1 coffee 500 paid by Aki\n2026-12-02 ^a2 lunch 3000 paid by Ren\n"
        let b = Self.base + "\n2026-12-02 ^c1 coffee 500 paid by Aki\n2026-12-03 ^c2 fix ^b1 hotel 33000 paid by Aki\n"
        let c = Self.base + "\n2026-12-02 ^a1 coffee 500 paid by Aki\ntaxi 1200 paid by Sora\n"
        let copies = [("a", a), ("b", b), ("c", c)]
        var results: [[String]] = []
        for order in [[0, 1, 2], [2, 1, 0], [1, 0, 2], [1, 2, 0]] {
            var union = try MergeLines(Array(copies[order[0]].1.utf8), name: copies[order[0]].0)
            var lines = copies[order[0]].1.split(separator: "\n").map(String.init)
            for index in order.dropFirst() {
                lines += try union.fold(try MergeLines(Array(copies[index].1.utf8), name: copies[index].0)).lines.map(\.text)
            }
            let group = try Group(reading: lines.joined(separator: "\n"))
            results.append(try Self.figures(group))
            // Both coffees count (two ids), the hotel as fixed, the taxi once.
            #expect(group.expenses.count == 5)
        }
        #expect(Set(results.map { $0.joined(separator: ";") }).count == 1)
    }

    @Test func aLineChangedInTwoCopiesIsRefusedNamingBoth() throws {
        var union = try MergeLines(Array((Self.base + "\n").utf8), name: "trip.txt")
        let other = try MergeLines(
            Array("people Aki Ren Sora\n2026-12-01 ^b1 hotel 31000 paid by Aki\n".utf8), name: "copy.txt")
        expectThrows(
            located(
                SettleError.idConflict(try EntryID("b1"), other: SourceLocation(file: "trip.txt", line: 2, column: 12)),
                at: SourceLocation(file: "copy.txt", line: 2, column: 12))
        ) { try union.fold(other) }
    }

    // MARK: - Stamping

    @Test func aNewLineIsDatedAndGivenAnIdAfterItsDate() throws {
        let day = try Self.day("2026-12-01")
        let id = try EntryID("k3f9a2m7")
        #expect(try Group.stamped("ramen 3600 paid by Ren", date: day, id: id) == "2026-12-01 ^k3f9a2m7 ramen 3600 paid by Ren")
        #expect(
            try Group.stamped("2026-11-30 ramen 3600 paid by Ren", date: day, id: id)
                == "2026-11-30 ^k3f9a2m7 ramen 3600 paid by Ren")
        #expect(
            try Group.stamped("every month from 2026-01-01 rent 1 paid by Aki", date: day, id: id)
                == "^k3f9a2m7 every month from 2026-01-01 rent 1 paid by Aki")
        #expect(throws: SettleError.headerLine("people")) { try Group.stamped("people Kai", date: day, id: id) }
    }

    @Test func newIdsAreEightCharactersOfCrockfordBase32() {
        var random = SplitMix64(seed: 1)
        let ids = (0..<1000).map { _ in EntryID.random(using: &random).text }
        #expect(ids.allSatisfy { $0.count == 8 && $0.allSatisfy { "0123456789abcdefghjkmnpqrstvwxyz".contains($0) } })
        #expect(Set(ids).count == 1000)
    }
}
