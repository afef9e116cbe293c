import Foundation
import TestSupport
import Testing

@testable import ShoptoolsCLI

/// Bills and group files are read by one reader: the same amounts (expressions too), and errors that
/// name the file, the line, the column and the file an expense came through.
@Suite struct LineFileCommandTests {
    /// A folder with `trip.txt` and `izakaya.bill`, removed with it.
    final class Folder {
        let path: String
        init(trip: [UInt8], bill: String = "") throws {
            path = try temporaryFolder("shoptools-linefile")
            try Data(trip).write(to: URL(filePath: path + "/trip.txt"))
            try Data(bill.utf8).write(to: URL(filePath: path + "/izakaya.bill"))
        }
        convenience init(trip: String, bill: String = "") throws { try self.init(trip: Array(trip.utf8), bill: bill) }
        var trip: String { path + "/trip.txt" }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    /// `settle` refused `1980*3`, which the guide says every amount takes.
    @Test func aGroupFileTakesExpressions() {
        #expect(
            Shoptools.run(["settle", "-", "--json"], input: "people A B\nx 1980*3 paid by A\n").stdout.contains(
                #"{"name":"A","paid":"5940","share":"2970","paid_back":"0","received_back":"0","balance":"2970","#
                    + #""exact_balance":"2970","exact_rounded":false}"#))
        #expect(
            Shoptools.run(["settle", "-"], input: "people A B\nx 5+ paid by A\n")
                == Run.failure(
                    #"""
                    -:2:3: dangling operator "+" at 2: "5+"
                      2 | x 5+ paid by A
                        |   ^^
                    """#))
    }

    /// What settling finds (an amount in a currency with no rate) is named by the file and line, as reading does.
    @Test func anErrorFoundWhileSettlingNamesTheFile() throws {
        let folder = try Folder(trip: "people A B\ntaxi €45.20 paid by A\n")
        let run = Shoptools.run(["settle", folder.trip])
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("shoptools: error: " + folder.trip + ":2: "), "\(run.stderr)")
    }

    /// `settle` refused a bill line `580*2` that `split --bill` accepts.
    @Test func aBillInAGroupTakesExpressionsAsSplitDoes() throws {
        let folder = try Folder(
            trip: "people Aki Ren\nizakaya bill izakaya.bill paid by Aki\n", bill: "people Aki Ren\nbeer 580*2\n")
        let run = Shoptools.run(["settle", folder.trip, "--json"])
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                #"{"name":"Ren","paid":"0","share":"580","paid_back":"0","received_back":"0","balance":"-580","#
                    + #""exact_balance":"-580","exact_rounded":false}"#))
    }

    /// `line 17: line 12: "Nobody" is not one of the people` named neither file.
    @Test func anErrorInABillNamesBothFiles() throws {
        let bill = "people Aki Ren\n# drinks\nbeer 600 for Nobody\n"
        let folder = try Folder(trip: "people Aki Ren\nizakaya bill izakaya.bill paid by Aki\n", bill: bill)
        #expect(
            Shoptools.run(["settle", folder.trip])
                == Run.failure(
                    folder.trip + #"""
                        :2: in izakaya.bill:3:14: "Nobody" is not one of the people; add them to a people line
                          3 | beer 600 for Nobody
                            |              ^^^^^^
                        """#))
        #expect(
            Shoptools.run(["settle", folder.trip, "--lang", "ja"])
                == Run(
                    stdout: "",
                    stderr: """
                        shoptools: エラー: \(folder.trip):2: izakaya.bill:3:14 の中: 「Nobody」は参加者ではありません。people の行に加えてください
                          3 | beer 600 for Nobody
                            |              ^^^^^^

                        """,
                    status: 65))
        // The calculator's words, at both places.
        let sum = try Folder(trip: "people Aki Ren\nizakaya bill izakaya.bill paid by Aki\n", bill: "people Aki Ren\nbeer 5+\n")
        #expect(
            Shoptools.run(["settle", sum.trip])
                == Run.failure(
                    sum.trip + #"""
                        :2: in izakaya.bill:2:6: dangling operator "+" at 2: "5+"
                          2 | beer 5+
                            |      ^^
                        """#))
    }

    struct Encoding: Sendable, CustomTestStringConvertible {
        let name: String, bytes: [UInt8], english: String, japanese: String
        var testDescription: String { name }
    }

    static let encodings: [Encoding] = [
        .init(
            name: "Shift_JIS",
            bytes: [112, 101, 111, 112, 108, 101, 32, 140, 146, 145, 190, 32, 148, 252, 141, 231, 10],
            english: ":1: the text is not UTF-8; it looks like Shift_JIS; save it as UTF-8",
            japanese: ":1: テキストが UTF-8 ではありません。Shift_JIS のようです。UTF-8 で保存してください"),
        .init(
            name: "UTF-16 with a mark",
            bytes: [0xFF, 0xFE] + Array("people A B\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            english: ":1: the text is not UTF-8; it looks like UTF-16 (with a byte-order mark); save it as UTF-8",
            japanese: ":1: テキストが UTF-8 ではありません。UTF-16（BOM 付き）のようです。UTF-8 で保存してください"),
        .init(
            name: "UTF-16 without a mark", bytes: Array("people A B\n".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
            english: ":1: the text is not UTF-8; it looks like UTF-16 (without a byte-order mark); save it as UTF-8",
            japanese: ":1: テキストが UTF-8 ではありません。UTF-16（BOM なし）のようです。UTF-8 で保存してください"),
        .init(
            name: "binary", bytes: Array("people A B\nx 5 paid by A\n".utf8) + [0x89, 0x50, 0x4E, 0x47, 0, 0, 0],
            english: ":3: the text is not UTF-8; it looks like a binary file, not text",
            japanese: ":3: テキストが UTF-8 ではありません。テキストではなくバイナリファイルのようです"),
    ]

    /// A Shift_JIS, UTF-16 or binary group file said "the group names nobody".
    @Test(arguments: encodings)
    func aFileThatIsNotUTF8IsNamed(_ row: Encoding) throws {
        let folder = try Folder(trip: row.bytes)
        #expect(Shoptools.run(["settle", folder.trip]) == Run.failure(folder.trip + row.english))
        #expect(
            Shoptools.run(["settle", folder.trip, "--lang", "ja"])
                == Run(stdout: "", stderr: "shoptools: エラー: \(folder.trip)\(row.japanese)\n", status: 65))
        // A bill file likewise.
        let bill = try Folder(trip: row.bytes)
        #expect(Shoptools.run(["split", "--bill", bill.trip]) == Run.failure(bill.trip + row.english))
    }

    @Test func joinsAndLeavesAreShownInBothLanguages() {
        let input = "people A B\nhotel 600 paid by A\njoins C\ndinner 300 paid by B\nleaves A\n"
        let english = Shoptools.run(["settle", "-"], input: input)
        #expect(english.status == 0)
        #expect(english.stdout.hasSuffix("C joined at line 3\nA left at line 5\n"))
        let japanese = Shoptools.run(["settle", "-", "--lang", "ja"], input: input)
        #expect(japanese.stdout.hasSuffix("C は3行目から途中参加\nA は5行目で途中退出\n"))
    }

    /// `settle --add 'joins C'`: a new person can be added, and shares what follows.
    @Test func addJoinsAddsAPerson() throws {
        let folder = try Folder(trip: "people A B\nhotel 600 paid by A\n")
        #expect(Shoptools.run(["settle", folder.trip, "--add", "joins C"]).status == 0)
        let run = Shoptools.run(["settle", folder.trip, "--add", "dinner 300 paid by B", "--json"])
        #expect(
            run.stdout.contains(
                #"{"name":"C","paid":"0","share":"100","paid_back":"0","received_back":"0","balance":"-100","#
                    + #""exact_balance":"-100","exact_rounded":false}"#))
        #expect(
            unstamped(try String(contentsOfFile: folder.trip, encoding: .utf8))
                == "people A B\nhotel 600 paid by A\njoins C\ndinner 300 paid by B\n")
    }
}
