import Cart
import Foundation
import ShopCore
import Tax
import TestSupport
import Testing

@testable import Settle

/// A cart as an expense, and a line appended to a group file.
@Suite struct GroupFileTests {
    /// A cart of three items: beer for Aki and Ren, snacks for everyone, a bento at 8 % (tax excluded) for Sora.
    static func shop(in folder: String) throws -> String {
        let path = folder + "/shop.json"
        let store = try CartStore(path: path, currency: .jpy)
        let aki = try Cart.Sharer(name: "Aki"), ren = try Cart.Sharer(name: "Ren"), sora = try Cart.Sharer(name: "Sora")
        _ = try store.add(Cart.Item(amount: Money(1200, .jpy), label: "beer", sharers: [aki, ren]))
        _ = try store.add(Cart.Item(amount: Money(800, .jpy), label: "snacks"))
        _ = try store.add(
            Cart.Item(
                amount: Money(1000, .jpy), label: "bento", tax: TaxCategory(rate: .reduced, basis: .excluded),
                sharers: [sora]))
        return path
    }

    static func group(_ text: String, folder: String) throws(LocatedError<SettleError>) -> Group {
        try Group(reading: text, cart: { path throws(SettleError) in try Group.cart(atPath: folder + "/" + path) })
    }

    static func shares(_ group: Group) throws -> [String] {
        let settlement = try #require(try group.settle().first)
        return settlement.people.map { "\($0.name) \($0.share.amount) \($0.balance.amount)" }
    }

    /// The receipt's total ¥3,080 (bento 1,000 + 8 % = 1,080); snacks ¥200 each among the four;
    /// beer ¥600 each for Aki and Ren.
    @Test func aCartIsItsReceiptItemizedByItsFor() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try Self.shop(in: folder)
        let group = try Self.group("people Aki Ren Sora Yui\nshop cart shop.json paid by Yui", folder: folder)
        #expect(group.expenses.map(\.amount) == [Money(3080, .jpy)])
        #expect(try Self.shares(group) == ["Aki 800 -800", "Ren 800 -800", "Sora 1280 -1280", "Yui 200 2880"])
    }

    /// `for` names the table: the items without `--for` are shared by them, by weight.
    @Test func forNamesTheTable() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try Self.shop(in: folder)
        let group = try Self.group("people Aki Ren Sora Yui\nカート カート shop.json 立替 Yui 対象 Aki Ren:2 Sora", folder: folder)
        // snacks 800 by 1:2:1.
        #expect(try Self.shares(group) == ["Aki 800 -800", "Ren 1000 -1000", "Sora 1280 -1280", "Yui 0 3080"])
        #expect(group.expenses[0].label == "カート")
    }

    /// The items without `--for` are the table's only: beef ¥600 for A; snacks ¥900 for B and C (A is not at
    /// the table, though an item names A): A 600, B 450, C 450; with `for B:2 C`, B 600 and C 300.
    @Test func itemsWithoutForAreSharedByTheTableOnly() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try CartStore(path: folder + "/c3.json", currency: .jpy)
        _ = try store.add(Cart.Item(amount: Money(600, .jpy), label: "beef", sharers: [try Cart.Sharer(name: "A")]))
        _ = try store.add(Cart.Item(amount: Money(900, .jpy), label: "snacks"))
        let even = try Self.group("people A B C\nshop cart c3.json paid by A for B C", folder: folder)
        #expect(try Self.shares(even) == ["A 600 900", "B 450 -450", "C 450 -450"])
        let weighted = try Self.group("people A B C\nshop cart c3.json paid by A for B:2 C", folder: folder)
        #expect(try Self.shares(weighted) == ["A 600 900", "B 600 -600", "C 300 -300"])
        let everyone = try Self.group("people A B C\nshop cart c3.json paid by A", folder: folder)
        #expect(try Self.shares(everyone) == ["A 900 600", "B 300 -300", "C 300 -300"])
    }

    @Test func aCartThatDoesNotFitIsNamed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try Self.shop(in: folder)
        expectThrows(located(SettleError.expected(.name, found: "Aki=1000"), at: SourceLocation(line: 2, column: 37))) {
            try Self.group("people Aki Ren Sora\nshop cart shop.json paid by Aki for Aki=1000 Ren", folder: folder)
        }
        expectThrows(located(SettleError.unknownPerson("Sora"), at: SourceLocation(line: 2))) {
            try Self.group("people Aki Ren\nshop cart shop.json paid by Aki", folder: folder)
        }
        expectThrows(
            located(
                SettleError.cannotRead(folder + "/none.json", reason: "No such file or directory"), at: SourceLocation(line: 2))
        ) {
            try Self.group("people Aki Ren\nshop cart none.json paid by Aki", folder: folder)
        }
        _ = FileManager.default.createFile(atPath: folder + "/empty.json", contents: Data())
        expectThrows(located(SettleError.emptyCart(folder + "/empty.json"), at: SourceLocation(line: 2))) {
            try Self.group("people Aki Ren\nshop cart empty.json paid by Aki", folder: folder)
        }
    }

    @Test func appendingALineWritesItAndReturnsTheGroup() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/trip.txt"
        // No newline at the end: one is added before the line.
        try Data("people Aki Ren\nhotel 8000 paid by Aki".utf8).write(to: URL(filePath: path))
        let group = try Group.append("taxi 3200 paid by Ren  # from the station", toFileAt: path)
        #expect(group.expenses.map(\.id) == [2, 3])
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == "people Aki Ren\nhotel 8000 paid by Aki\ntaxi 3200 paid by Ren  # from the station\n")
        try Group.append("Ren -> Aki 2400", toFileAt: path)
        let settlement = try #require(try Group(reading: try String(contentsOfFile: path, encoding: .utf8)).settle().first)
        // Aki 8000 − 5600 − 2400 received back = 0.
        #expect(settlement.people.map(\.balance.amount) == [0, 0])
    }

    /// A bill's diner who is not one of the group's people is named with the bill, at the word that names it.
    @Test func aBillsDinerOutsideTheGroupIsNamedAtTheBill() {
        let bill = Array("people Aki Ren\nbeer 600\n".utf8)
        expectThrows(
            located(
                SettleError.billPersonNotInGroup("Ren", bill: "beer.bill"),
                at: SourceLocation(file: "trip.txt", line: 2, column: 8))
        ) {
            try Group(
                reading: Array("people Aki Sora\nx bill beer.bill paid by Aki\n".utf8), named: "trip.txt",
                attachment: { _ in bill })
        }
    }

    @Test func appendingPreviewsTheGroupWithTheLineAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/trip.txt"
        try Data("people Aki Ren\nhotel 8000 paid by Aki\n".utf8).write(to: URL(filePath: path))
        let preview = try Group.appending("taxi 3200 paid by Ren", toFileAt: path)
        #expect(preview.expenses.map(\.id) == [2, 3])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "people Aki Ren\nhotel 8000 paid by Aki\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["trip.txt"])
        // What append then writes reads as the same group.
        #expect(try Group.append("taxi 3200 paid by Ren", toFileAt: path) == preview)
        expectThrows(located(SettleError.headerLine("people"), at: SourceLocation(file: path, line: 4, column: 1))) {
            try Group.appending("people Kai", toFileAt: path)
        }
    }

    @Test func aBadLineLeavesTheFileAsItWas() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/trip.txt"
        let text = "people Aki Ren\nhotel 8000 paid by Aki\n"
        try Data(text.utf8).write(to: URL(filePath: path))
        let cases: [(String, LocatedError<SettleError>)] = [
            (
                "taxi 3200 paid by Zoe",
                located(SettleError.unknownPerson("Zoe"), at: SourceLocation(file: path, line: 3, column: 19))
            ),
            (
                "taxi 3200 paid by Ren=3000",
                located(
                    SettleError.payersDoNotAddUp(paid: Money(3000, .jpy), cost: Money(3200, .jpy)),
                    at: SourceLocation(file: path, line: 3))
            ),
            (
                "   # only a comment",
                located(SettleError.expected(.expense, found: "# only a comment"), at: SourceLocation(file: path, line: 3))
            ),
            (
                "taxi 3200 paid by Ren\nRen -> Aki 1",
                located(SettleError.expected(.end, found: "Ren -> Aki 1"), at: SourceLocation(file: path, line: 3))
            ),
        ]
        try Data((text + "currency JPY\n").utf8).write(to: URL(filePath: folder + "/other.txt"))
        for (line, error) in cases {
            expectThrows(error) { try Group.append(line, toFileAt: path) }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        expectThrows(
            located(SettleError.headerLine("currency"), at: SourceLocation(file: folder + "/other.txt", line: 4, column: 1))
        ) {
            try Group.append("currency EUR", toFileAt: folder + "/other.txt")
        }
        #expect(throws: LocatedError(SettleError.cannotRead(folder + "/none.txt", reason: "No such file or directory"))) {
            try Group.append("taxi 3200 paid by Ren", toFileAt: folder + "/none.txt")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/none.txt.lock"))
    }

    /// Appends at once from many threads all land: each takes the lock, reads the file as the last one left it.
    @Test func appendsAtOnceAllLand() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/trip.txt"
        try Data("people Aki Ren\n".utf8).write(to: URL(filePath: path))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            for index in 1...20 {
                tasks.addTask { try Group.append("item\(index) \(index * 100) paid by Aki", toFileAt: path) }
            }
            try await tasks.waitForAll()
        }
        let group = try Group(reading: try String(contentsOfFile: path, encoding: .utf8))
        #expect(group.expenses.count == 20)
        #expect(group.expenses.map(\.amount.amount).reduce(0, +) == 21_000)
    }

    /// Recording the first suggested transfer as a repayment line leaves a plan one transfer shorter.
    @Test func recordingATransferLeavesAPlanOneShorter() throws {
        var random = SplitMix64(seed: 11)
        let names = ["A", "B", "C", "D", "E", "F", "G"]
        for _ in 0..<60 {
            var lines = ["people " + names.joined(separator: " ")]
            for index in 0..<Int.random(in: 2...6, using: &random) {
                let payer = names.randomElement(using: &random)!
                let sharers = names.filter { _ in Bool.random(using: &random) }
                lines.append(
                    "x\(index) \(Int.random(in: 1...40, using: &random) * 100) paid by \(payer)"
                        + (sharers.isEmpty ? "" : " for " + sharers.joined(separator: " ")))
            }
            let before = try #require(try Group(reading: lines.joined(separator: "\n")).settle().first)
            guard let first = before.transfers.first else { continue }
            lines.append("\(first.from) -> \(first.to) \(first.amount.amount)")
            let after = try #require(try Group(reading: lines.joined(separator: "\n")).settle().first)
            #expect(before.isOptimal && after.isOptimal)
            #expect(after.transfers.count == before.transfers.count - 1, "\(lines)")
            #expect(after.people.map(\.balance.amount).reduce(0, +) == 0)
        }
    }

    /// The new errors in both languages, naming the file.
    @Test func theFileErrorsAreWordedInBothLanguages() {
        let rows: [(SettleError, String, String)] = [
            (
                .cannotWrite("trips/hakone.txt", reason: "Permission denied"),
                #"cannot write "trips/hakone.txt": Permission denied; it is as it was"#,
                "「trips/hakone.txt」に書き込めません: 権限がありません。ファイルはそのままです"
            ),
            (.emptyCart("shop.json"), #"cart "shop.json" has no items"#, "カート「shop.json」に品物がありません"),
            (
                .cart(.currencyMismatch(path: "shop.json", file: .usd, requested: .jpy)),
                #"cart file "shop.json" is in USD, not JPY"#, "カートファイル「shop.json」の通貨は JPY ではなく USD です"
            ),
        ]
        for (error, english, japanese) in rows {
            #expect(error.text(in: .english) == english)
            #expect(error.text(in: .japanese) == japanese)
        }
    }
}
