import Cart
import Foundation
import Settle
import ShopCore
import ShopText
import Testing

@testable import ShoptoolsCLI

/// The group file's format is written once in each language, ShopText's ``GroupFileFormat``
/// (Markdown); `settle --help` shows it as plain text, and the file formats' pages
/// (`docs/formats.md`, `docs/formats.ja.md`) and Settle's article (`Settle.docc/GroupFile.md`) hold
/// copies of it between two markers.
///
/// These tests hold each copy equal to it, byte for byte, and every example of a group file in the docs to the one
/// reader; `SHOPTOOLS_RECORD_DOCS=1 swift test --filter GroupFileDocsTests` writes the copies
/// anew from the source instead (read the diff before committing).
@Suite struct GroupFileDocsTests {
    static let root = Shoptools.packageRoot

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines of the fenced block (```` ```text ```` or ```` ``` ````) that holds `marker`.
    static func fencedBlock(in text: String, containing marker: String, prefix: String = "") throws -> String {
        var blocks: [[String]] = []
        var current: [String]?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard raw.hasPrefix(prefix) else { continue }
            let line = String(raw.dropFirst(prefix.count))
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append(open)
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        return try #require(blocks.first { $0.contains { $0.contains(marker) } }).joined(separator: "\n") + "\n"
    }

    // MARK: - The copies

    /// The line before a copy; the copy runs to ``end``.
    static let begin =
        "<!-- group-file format: begin. A copy of ShopText's GroupFileFormat, written by "
        + "SHOPTOOLS_RECORD_DOCS=1 swift test --filter GroupFileDocsTests: edit it there. -->\n"
    /// The line after a copy.
    static let end = "<!-- group-file format: end -->\n"

    /// What stands between the markers: the source in `language`, a blank line before and after
    /// it (Markdown needs none; they keep the markers apart from the text when it is read as it is).
    static func framed(_ language: Language) -> String { "\n" + GroupFileFormat.markdown(language) + "\n" }

    /// A file that holds a copy of the source, and the source's language.
    struct Copy: Sendable, CustomTestStringConvertible {
        let path: String
        let language: Language
        var testDescription: String { path }
    }

    static let copies = [
        Copy(path: "docs/formats.md", language: .english),
        Copy(path: "docs/formats.ja.md", language: .japanese),
        Copy(path: "Sources/Settle/Settle.docc/GroupFile.md", language: .english),
    ]

    /// Where the copy stands in `text` (between the markers), or nil when a marker is missing or
    /// stands twice.
    static func copyRange(in text: String) -> Range<String.Index>? {
        let begins = text.ranges(of: begin)
        let ends = text.ranges(of: end)
        guard begins.count == 1, ends.count == 1, begins[0].upperBound <= ends[0].lowerBound else { return nil }
        return begins[0].upperBound..<ends[0].lowerBound
    }

    @Test(arguments: copies)
    func eachCopyIsTheSourceByteForByte(_ copy: Copy) throws {
        let text = try Self.text(copy.path)
        let range = try #require(Self.copyRange(in: text), "\(copy.path) holds the two markers once each, in order")
        if ProcessInfo.processInfo.environment["SHOPTOOLS_RECORD_DOCS"] == "1" {
            var written = text
            written.replaceSubrange(range, with: Self.framed(copy.language))
            try Data(written.utf8).write(to: Self.root.appendingPathComponent(copy.path), options: .atomic)
            return
        }
        #expect(
            String(text[range]) == Self.framed(copy.language),
            "\(copy.path) differs from GroupFileFormat (ShopText): edit the source, then SHOPTOOLS_RECORD_DOCS=1 swift test --filter GroupFileDocsTests"
        )
    }

    /// A copy edited alone, by one word, is told apart from the source: the test above fails.
    @Test func aCopyEditedByOneWordIsNotTheSource() throws {
        let text = try Self.text("docs/formats.md")
        let edited = text.replacingOccurrences(of: "(weight 1)", with: "(weight one)")
        #expect(edited != text)
        let range = try #require(Self.copyRange(in: edited))
        #expect(String(edited[range]) != Self.framed(.english))
    }

    // MARK: - The help page

    /// `settle --help` shows the source as plain text: its paragraphs filled, without backticks,
    /// and its example's lines two columns in, under the heading.
    @Test(arguments: [Language.english, .japanese])
    func theHelpPageShowsTheSourceAsPlainText(_ language: Language) throws {
        let help = Shoptools.run(["settle", "--help", "--lang", language == .english ? "en" : "ja"]).stdout
        let shown = HelpContent.plainText(markdown: GroupFileFormat.markdown(language)).joined(separator: "\n")
        #expect(help.contains("\n\n" + shown + "\n\n"))
        let example = try Self.fencedBlock(in: GroupFileFormat.markdown(language), containing: "Ren -> Aki 5000")
        let lines = example.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        #expect(help.contains(":\n" + lines + "\n\n"))
        #expect(!shown.contains("`"))
    }

    /// The plain text of Markdown, on a small text whose every line a person can check.
    @Test func markdownAsPlainTextFillsParagraphsAndIndentsTheExample() {
        let markdown = """
            The file (`#` starts a comment):

            ```text
            people A B   # who
            ```

            Without `for`, everyone
            present.

            その行の
            人全員。

            """
        #expect(
            HelpContent.plainText(markdown: markdown) == [
                "The file (# starts a comment):",
                "  people A B   # who",
                "",
                "Without for, everyone present.",
                "",
                "その行の人全員。",
            ])
    }

    // MARK: - Every example reads

    struct Example: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let read: @Sendable () throws -> String
    }

    static let examples: [Example] = [
        Example(testDescription: "GroupFileFormat (English)") {
            try fencedBlock(in: GroupFileFormat.markdown(.english), containing: "Ren -> Aki 5000")
        },
        Example(testDescription: "GroupFileFormat (Japanese)") {
            try fencedBlock(in: GroupFileFormat.markdown(.japanese), containing: "Ren -> Aki 5000")
        },
        Example(testDescription: "docs/guide.md") {
            try fencedBlock(in: try text("docs/guide.md"), containing: "A weekend in Hakone")
        },
        Example(testDescription: "docs/guide.ja.md") {
            try fencedBlock(in: try text("docs/guide.ja.md"), containing: "A weekend in Hakone")
        },
        Example(testDescription: "Settle.docc") {
            let swift = try fencedBlock(in: try text("Sources/Settle/Settle.docc/Settle.md"), containing: "Group(reading:")
            let body = try #require(swift.split(separator: "\"\"\"").dropFirst().first)
            return body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n") + "\n"
        },
    ]

    @Test(arguments: examples)
    func everyExampleReadsWithTheOneReader(_ example: Example) throws {
        let text = try example.read()
        #expect(text.split(separator: "\n").count >= 3)
        let bill = try Array(Data(contentsOf: Self.root.appendingPathComponent("Examples/trip/izakaya.bill")))
        var cart = Cart(currency: .jpy)
        try cart.add(try Cart.Item(amount: Money(1000, .jpy)))
        let group = try Group(reading: text, attachment: { _ in bill }, cart: { _ in cart })
        #expect(!group.people.isEmpty)
        #expect(!group.expenses.isEmpty)
    }

    /// The source's example has every kind of line the help promises: in each language it reads
    /// as the same group (people, expenses, joins and leaves, the repayment).
    @Test func theEnglishAndJapaneseExamplesReadAsTheSameGroup() throws {
        let bill = try Array(Data(contentsOf: Self.root.appendingPathComponent("Examples/trip/izakaya.bill")))
        func group(_ language: Language) throws -> Group {
            let text = try Self.fencedBlock(in: GroupFileFormat.markdown(language), containing: "Ren -> Aki 5000")
            return try Group(reading: text, attachment: { _ in bill })
        }
        let english = try group(.english)
        let japanese = try group(.japanese)
        #expect(english.people == ["Aki", "Ren", "Sora", "Yui", "Kai"])
        #expect(japanese.people == english.people)
        #expect(japanese.expenses.map(\.amount) == english.expenses.map(\.amount))
        #expect(japanese.changes == english.changes)
        #expect(japanese.rates == english.rates)
        let (settledJapanese, settledEnglish) = (try japanese.settle(), try english.settle())
        #expect(settledJapanese.map(\.people) == settledEnglish.map(\.people))
        #expect(settledJapanese.map(\.transfers) == settledEnglish.map(\.transfers))
    }

    @Test func theGuidesShowTheExampleTripAsItIs() throws {
        let trip = try Self.text("Examples/trip/trip.txt")
        #expect(try Self.fencedBlock(in: try Self.text("docs/guide.md"), containing: "A weekend in Hakone") == trip)
        #expect(try Self.fencedBlock(in: try Self.text("docs/guide.ja.md"), containing: "A weekend in Hakone") == trip)
    }

    /// The reader's doc comment points to the article rather than restating the format.
    @Test func theReaderPointsToTheArticle() throws {
        let reading = try Self.text("Sources/Settle/Group+Reading.swift")
        #expect(reading.contains("/// <doc:GroupFile>"))
        #expect(!reading.contains("paid by Ren=8000"))
    }
}
