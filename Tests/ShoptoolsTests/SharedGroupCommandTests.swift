import Foundation
import TestSupport
import Testing

@testable import ShoptoolsCLI

/// `settle FILE --init`, `--add` (dated, with an id), `--fix`, `--drop`, `--expenses`, `--as-of`, `--merge`
/// and `--ids`, run as a person runs them; and two git clones merging with `merge=union`.
@Suite struct SharedGroupCommandTests {
    /// 2026-12-01 at noon UTC (2026-12-01 in every time zone from UTC−11 to UTC+11): "today" for every run here.
    static let now = ["SOURCE_DATE_EPOCH": "1796126400"]

    static func folder() throws -> String { try temporaryFolder("shoptools-group") }

    static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// The id of the line that holds `words`.
    static func id(of words: String, in path: String) throws -> String {
        let line = try #require(try text(path).split(separator: "\n").first { $0.contains(words) })
        let word = try #require(line.split(separator: " ").first { $0.hasPrefix("^") })
        return String(word.dropFirst())
    }

    @Test func addWritesTodaysDateAndAnIdAndFixAndDropAppend() throws {
        let path = try Self.folder() + "/trip.txt"
        try "people Aki Ren\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(Shoptools.run(["settle", path, "--add", "coffee 500 paid by Aki"], environment: Self.now).status == 0)
        #expect(Shoptools.run(["settle", path, "--add", "coffee 500 paid by Aki"], environment: Self.now).status == 0)
        let lines = try Self.text(path).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("2026-12-01 ^") && lines[1].hasSuffix(" coffee 500 paid by Aki"))
        #expect(lines[1] != lines[2])
        let id = try Self.id(of: "coffee", in: path)
        let fixed = Shoptools.run(["settle", path, "--fix", id, "coffee 450 paid by Aki"], environment: Self.now)
        #expect(fixed.status == 0)
        #expect(fixed.stdout.contains("Ren → Aki  ¥475"))
        let dropped = Shoptools.run(["settle", path, "--drop", "^" + id], environment: Self.now)
        #expect(dropped.stdout.contains("Ren → Aki  ¥250"))
        let again = Shoptools.run(["settle", path, "--drop", id], environment: Self.now)
        #expect(again.status == 65)
        #expect(again.stderr.contains("is dropped at \(path):5 already"))
        #expect(try Self.text(path).split(separator: "\n").count == 5)
    }

    @Test func expensesListEveryOccurrenceWithExactShares() throws {
        let path = try Self.folder() + "/flat.txt"
        try """
        people Aki Ren Sora
        ^rent every month from 2026-10-31 rent 100000 paid by Aki
        2026-11-15 ^taxi taxi €45.20 = ¥7,400 paid by Sora for Aki Ren
        2026-12-24 ^cake cake 3000 paid by Ren

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let run = Shoptools.run(["settle", path, "--expenses", "--json"], environment: Self.now)
        #expect(run.status == 0)
        #expect(
            run.stdout
                == #"{"currency":"JPY","people":["Aki","Ren","Sora"],"expenses":["#
                + #"{"id":"rent/2026-10-31","date":"2026-10-31","line":2,"kind":"expense","label":"rent","amount":"100000","#
                + #""currency":"JPY","converted":null,"rate":null,"settled_in":"JPY","paid_by":{"Aki":"100000"},"#
                + #""shares":{"Aki":"100000/3","Ren":"100000/3","Sora":"100000/3"},"#
                + #""rounded_shares":{"Aki":"33334","Ren":"33333","Sora":"33333"}},"#
                + #"{"id":"taxi","date":"2026-11-15","line":3,"kind":"expense","label":"taxi","amount":"45.20","#
                + #""currency":"EUR","converted":"7400","rate":"18500/113","settled_in":"JPY","paid_by":{"Sora":"7400"},"#
                + #""shares":{"Aki":"3700","Ren":"3700"},"rounded_shares":{"Aki":"3700","Ren":"3700"}},"#
                + #"{"id":"rent/2026-11-30","date":"2026-11-30","line":2,"kind":"expense","label":"rent","amount":"100000","#
                + #""currency":"JPY","converted":null,"rate":null,"settled_in":"JPY","paid_by":{"Aki":"100000"},"#
                + #""shares":{"Aki":"100000/3","Ren":"100000/3","Sora":"100000/3"},"#
                + #""rounded_shares":{"Aki":"33334","Ren":"33333","Sora":"33333"}}],"later":1}"# + "\n")
        let settled = Shoptools.run(["settle", path, "--as-of", "2026-12-31"], environment: Self.now)
        #expect(!settled.stdout.contains("not counted yet"))
        let today = Shoptools.run(["settle", path], environment: Self.now)
        #expect(today.stdout.contains("1 line is dated after 2026-12-01, not counted yet (--as-of DATE counts them)"))
    }

    @Test func mergeFoldsConflictCopiesInAnyOrder() throws {
        let folder = try Self.folder()
        let base = "people Aki Ren\n2026-12-01 ^b1 hotel 30000 paid by Aki\n"
        let copies = [
            "a.txt": base + "2026-12-02 ^a1 coffee 500 paid by Aki\n",
            "b.txt": base + "2026-12-02 ^c1 coffee 500 paid by Aki\n2026-12-03 ^c2 fix ^b1 hotel 32000 paid by Aki\n",
        ]
        var outputs: [String] = []
        for order in [["a.txt", "b.txt"], ["b.txt", "a.txt"]] {
            let path = folder + "/trip-\(order[0])"
            try base.write(toFile: path, atomically: true, encoding: .utf8)
            for (name, text) in copies { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
            let run = Shoptools.run(
                ["settle", path, "--as-of", "2026-12-31", "--merge"] + order.map { folder + "/" + $0 }, environment: Self.now)
            #expect(run.status == 0, "\(run)")
            outputs.append(run.stdout.split(separator: "\n").filter { !$0.hasPrefix(folder) }.joined(separator: "\n"))
            // Merging again takes nothing.
            let again = Shoptools.run(["settle", path, "--merge"] + order.map { folder + "/" + $0 }, environment: Self.now)
            #expect(again.stdout.contains("0 lines taken"))
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0].contains("Ren → Aki  ¥16,500"))
    }

    @Test func aLineChangedInTwoCopiesIsRefusedAndNothingWritten() throws {
        let folder = try Self.folder()
        let path = folder + "/trip.txt"
        try "people Aki Ren\n2026-12-01 ^b1 hotel 30000 paid by Aki\n".write(toFile: path, atomically: true, encoding: .utf8)
        try "people Aki Ren\n2026-12-01 ^b1 hotel 31000 paid by Aki\n".write(
            toFile: folder + "/copy.txt", atomically: true, encoding: .utf8)
        let before = try Self.text(path)
        let run = Shoptools.run(["settle", path, "--merge", folder + "/copy.txt"], environment: Self.now)
        #expect(run.status == 65)
        #expect(
            run.stderr
                == "shoptools: error: \(folder)/copy.txt:2:12: ^b1 is also the id of \(path):2:12, with other words; one id is one line: keep the right one (a change is written as a fix: settle FILE --fix b1 LINE)\n"
                + "  2 | 2026-12-01 ^b1 hotel 31000 paid by Aki\n"
                + "    |            ^^^\n"
        )
        #expect(try Self.text(path) == before)
    }

    /// A line a copy brings that does not read is shown where the copy has it, not where it would be appended.
    @Test func aBadLineOfACopyIsShownInTheCopy() throws {
        let folder = try Self.folder()
        let path = folder + "/trip.txt", copy = folder + "/copy.txt"
        try "people Aki Ren\n2026-12-01 ^b1 hotel 30000 paid by Aki\n".write(toFile: path, atomically: true, encoding: .utf8)
        try "people Aki Ren\n  2026-12-02 ^c1 刺身 12,8OO paid by Ren\n".write(toFile: copy, atomically: true, encoding: .utf8)
        let before = try Self.text(path)
        for (language, message) in [
            ("en", "shoptools: error: \(copy):2:21: \"12,8OO\" is not an amount\n"),
            ("ja", "shoptools: エラー: \(copy):2:21: 「12,8OO」は金額ではありません\n"),
        ] {
            let run = Shoptools.run(["settle", path, "--merge", copy, "--lang", language], environment: Self.now)
            #expect(run.status == 65)
            #expect(
                run.stderr
                    == message + "  2 |   2026-12-02 ^c1 刺身 12,8OO paid by Ren\n" + "    |                       ^^^^^^\n")
        }
        #expect(try Self.text(path) == before)
    }

    /// FILE itself, by its name, another path or a link, is no copy of it: refused before anything is read,
    /// and `--remove-merged` does not delete the group.
    @Test func aGroupFileIsNotMergedIntoItself() throws {
        let folder = try Self.folder()
        let path = folder + "/trip.txt"
        let text = "people Aki Ren\n2026-12-01 ^b1 hotel 30000 paid by Aki\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.txt", withDestinationPath: path)
        for other in [path, folder + "/./trip.txt", folder + "/link.txt"] {
            let run = Shoptools.run(["settle", path, "--merge", other, "--remove-merged"], environment: Self.now)
            #expect(run.status == 64)
            #expect(
                run.stderr
                    == "shoptools: error: \"\(other)\" is the group file \"\(path)\" itself; --merge takes other copies of it "
                    + "(see shoptools settle --help)\n")
            #expect(try Self.text(path) == text)
        }
        let linked = Shoptools.run(["settle", folder + "/link.txt", "--merge", path, "--remove-merged"], environment: Self.now)
        #expect(linked.status == 64)
        #expect(try Self.text(path) == text)
    }

    /// `--remove-merged` removes only what it can: standard input is refused before anything is read (unlinking
    /// `-` would remove a file of that name), and a copy named twice, however it is written, is removed once.
    @Test func removeMergedRemovesFilesOnly() throws {
        let folder = try Self.folder()
        let path = folder + "/trip.txt", copy = folder + "/copy.txt"
        let text = "people Aki Ren\n2026-12-01 ^b1 hotel 30000 paid by Aki\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let copied = text + "2026-12-02 ^c1 tea 300 paid by Ren\n"
        try copied.write(toFile: copy, atomically: true, encoding: .utf8)
        let piped = Shoptools.run(["settle", path, "--merge", "-", "--remove-merged"], input: copied, environment: Self.now)
        #expect(piped.status == 64)
        #expect(
            piped.stderr
                == "shoptools: error: --remove-merged cannot remove standard input (-); merge it without --remove-merged "
                + "(see shoptools settle --help)\n")
        #expect(try Self.text(path) == text)
        let twice = Shoptools.run(
            ["settle", path, "--merge", copy, folder + "/./copy.txt", "--remove-merged"], environment: Self.now)
        #expect(twice.status == 0, "\(twice)")
        #expect(try Self.text(path) == copied)
        #expect(!FileManager.default.fileExists(atPath: copy))
    }

    /// A copy written with CRLF, or with other spaces between the words of a line without an id, holds the same
    /// lines as the file: its header lines are the file's, not lines it adds.
    @Test func aCopyWithCRLFOrOtherSpacesHasTheSameLines() throws {
        let folder = try Self.folder()
        let path = folder + "/trip.txt", copy = folder + "/copy.txt"
        let text = "people Aki Ren\n2026-12-01 ^b1 hotel 30000 paid by Aki\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try "people  Aki Ren\r\n2026-12-01 ^b1 hotel 30000 paid by Aki\r\n2026-12-02 ^c1 tea 300 paid by Ren\r\n".write(
            toFile: copy, atomically: true, encoding: .utf8)
        let run = Shoptools.run(["settle", path, "--merge", copy], environment: Self.now)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("\(copy): 1 line taken, 2 already there\n"))
        #expect(try Self.text(path) == text + "2026-12-02 ^c1 tea 300 paid by Ren\n")
    }

    /// `--add` of a line dated after today: it does not count yet, but one that will not read is not appended.
    @Test func aLineForLaterThatDoesNotReadIsNotAdded() throws {
        let path = try Self.folder() + "/trip.txt"
        let text = "people Aki Ren\n2026-12-01 ^b1 hotel 30000 paid by Aki\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let run = Shoptools.run(
            ["settle", path, "--add", "sushi 12,8OO paid by Ren", "--date", "2027-01-05"], environment: Self.now)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("shoptools: error: \(path):3:"))
        #expect(run.stderr.contains(#""12,8OO" is not an amount"#))
        // A later correction of no line is refused as well.
        for line in ["fix ^zz sushi 600 paid by Ren", "drop ^zz"] {
            let later = Shoptools.run(["settle", path, "--add", line, "--date", "2027-02-01"], environment: Self.now)
            #expect(later.status == 65)
            #expect(later.stderr.contains("no line has the id ^zz"))
        }
        #expect(try Self.text(path) == text)
    }

    /// A sum of the file's lines too large to compute exactly, which no one line says, names the file.
    @Test func aSumTooLargeNamesTheFile() throws {
        let folder = try Self.folder()
        let path = folder + "/big.txt", bill = folder + "/big.bill"
        try "people Aki Ren\nhotel 999999999999999 paid by Aki\nhotel 999999999999999 paid by Aki\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        try "people A B\nA: x 999999999999999\nA: y 999999999999999\n".write(toFile: bill, atomically: true, encoding: .utf8)
        for (arguments, file) in [(["settle", path], path), (["split", "--bill", bill], bill)] {
            let run = Shoptools.run(arguments, environment: Self.now)
            #expect(run.status == 65)
            #expect(
                run.stderr
                    == "shoptools: error: \(file): \"1999999999999998\" is too large to compute exactly; amounts must be below 10^15\n"
            )
        }
    }

    @Test func idsAreGivenToTheLinesWithoutKeepingCRLF() throws {
        let path = try Self.folder() + "/trip.txt"
        try "people Aki Ren\r\ncoffee 500 paid by Aki\r\n2026-12-01 tea 300 paid by Ren\r\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        let run = Shoptools.run(["settle", path, "--ids"], environment: Self.now)
        #expect(run.status == 0)
        let lines = try Self.text(path).components(separatedBy: "\r\n")
        #expect(lines.count == 4 && lines[3].isEmpty)
        #expect(lines[1].hasPrefix("^") && lines[1].hasSuffix(" coffee 500 paid by Aki"))
        #expect(lines[2].hasPrefix("2026-12-01 ^") && lines[2].hasSuffix(" tea 300 paid by Ren"))
    }

    /// Two git clones of one repository: each adds a coffee, one fixes the hotel; `merge=union` keeps all.
    @Test func twoGitClonesMergeWithoutAConflictOrALoss() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { return }
        let folder = try Self.folder()
        func git(_ arguments: [String], in directory: String) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            process.arguments = ["-C", directory, "-c", "user.name=t", "-c", "user.email=t@t"] + arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        let origin = folder + "/origin"
        try git(["init", "-q", "-b", "main", origin], in: folder)
        let start = Shoptools.run(["settle", origin + "/trip.txt", "--init", "Aki", "Ren"], environment: Self.now)
        #expect(start.stdout.contains("merge=union"))
        #expect(try Self.text(origin + "/.gitattributes") == "/trip.txt merge=union\n")
        #expect(
            Shoptools.run(["settle", origin + "/trip.txt", "--add", "hotel 30000 paid by Aki"], environment: Self.now).status == 0
        )
        try git(["add", "."], in: origin)
        try git(["commit", "-qm", "start"], in: origin)
        try git(["clone", "-q", origin, folder + "/a"], in: folder)
        try git(["clone", "-q", origin, folder + "/b"], in: folder)
        let hotel = try Self.id(of: "hotel", in: origin + "/trip.txt")
        _ = Shoptools.run(["settle", folder + "/a/trip.txt", "--add", "coffee 500 paid by Aki"], environment: Self.now)
        _ = Shoptools.run(["settle", folder + "/b/trip.txt", "--add", "coffee 500 paid by Aki"], environment: Self.now)
        _ = Shoptools.run(["settle", folder + "/b/trip.txt", "--fix", hotel, "hotel 32000 paid by Aki"], environment: Self.now)
        try git(["commit", "-qam", "a"], in: folder + "/a")
        try git(["commit", "-qam", "b"], in: folder + "/b")
        try git(["push", "-q", "origin", "HEAD:side"], in: folder + "/b")
        try git(["fetch", "-q", "origin"], in: folder + "/a")
        try git(["merge", "-q", "--no-edit", "origin/side"], in: folder + "/a")
        let merged = Shoptools.run(["settle", folder + "/a/trip.txt", "--json"], environment: Self.now)
        // hotel 32000 and two coffees of 500: Aki paid 33000, each share 16500.
        #expect(merged.stdout.contains(#""transfers":[{"from":"Ren","to":"Aki","amount":"16500"}]"#), "\(merged)")
    }
}
