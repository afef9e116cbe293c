import Foundation
import ShopCore
import ShopText
import TestSupport
import Testing

@testable import CommandLineKit
@testable import ShoptoolsCLI

/// One page a command, `docs/commands/NAME.md` and `NAME.ja.md`, written from the command's help
/// (``Help/page(of:in:)``, the text of `shoptools NAME --help` and of the manual's section), an
/// index of them (`docs/commands/README.md`, `README.ja.md`), and the landing READMEs' table of
/// commands between two markers. These tests hold every page to what ``CommandPages`` writes;
/// `SHOPTOOLS_RECORD_DOCS=1 swift test --filter CommandPagesTests` writes them anew instead
/// (read the diff before committing).
@Suite struct CommandPagesTests {
    static let recording = ProcessInfo.processInfo.environment["SHOPTOOLS_RECORD_DOCS"] == "1"

    /// A page and its language.
    struct Page: Sendable, CustomTestStringConvertible {
        let path: String
        let text: @Sendable () -> String
        var testDescription: String { path }
    }

    static let pages: [Page] = Language.allCases.flatMap { language in
        CommandPages.commands.map { command in
            Page(path: CommandPages.path(of: command.name, in: language)) {
                CommandPages.page(of: command, in: language)
            }
        } + [Page(path: CommandPages.indexPath(in: language)) { CommandPages.index(in: language) }]
    }

    @Test(arguments: pages)
    func eachPageIsWhatTheGeneratorWrites(_ page: Page) throws {
        let url = DocPages.root.appendingPathComponent(page.path)
        if Self.recording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(page.text().utf8).write(to: url, options: .atomic)
            return
        }
        let written = try? String(contentsOf: url, encoding: .utf8)
        #expect(
            written == page.text(),
            "\(page.path) differs from the help: edit the help, then SHOPTOOLS_RECORD_DOCS=1 swift test --filter CommandPagesTests")
    }

    /// No page stands in `docs/commands` that the generator does not write (a command renamed or removed).
    @Test func theFolderHoldsOnlyThePagesTheGeneratorWrites() throws {
        let folder = DocPages.root.appendingPathComponent(CommandPages.folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == Self.pages.map { ($0.path as NSString).lastPathComponent }.sorted())
    }

    /// A page is the help page as `--help` shows it, in a block of its own, under the command's summary.
    @Test(arguments: Language.allCases)
    func aPageHoldsTheHelpAsTheCommandShowsIt(_ language: Language) throws {
        let discount = try #require(CommandPages.commands.first { $0.name == "discount" })
        let page = CommandPages.page(of: discount, in: language)
        let help = Shoptools.run(["discount", "--help", "--lang", language.rawValue]).stdout
        #expect(page.contains("```text\n" + help + "```\n"))
        #expect(page.contains("\n" + CommandPages.escaped(CommandPages.capitalized(discount.page.summary(in: language)))))
        // Every command of the command line has a page, help aside.
        #expect(CommandPages.commands.map(\.name) == ["discount", "tax", "points", "split", "calc", "compare", "settle", "cart", "repl"])
    }

    // MARK: - The landing READMEs' table

    /// The line before the table; the table runs to ``end``.
    static let begin =
        "<!-- commands: begin. Written from each command's help by SHOPTOOLS_RECORD_DOCS=1 swift test "
        + "--filter CommandPagesTests: edit the help or CommandPages.examples, not this table. -->\n"
    static let end = "<!-- commands: end -->\n"

    @Test(arguments: Language.allCases)
    func theReadmesTableOfCommandsIsTheGenerators(_ language: Language) throws {
        let path = language == .english ? "README.md" : "README.ja.md"
        let text = try DocPages.text(path)
        let begins = text.ranges(of: Self.begin), ends = text.ranges(of: Self.end)
        try #require(begins.count == 1 && ends.count == 1, "\(path) holds the two markers once each")
        let range = begins[0].upperBound..<ends[0].lowerBound
        let table = "\n" + CommandPages.table(in: language, linkingFrom: "") + "\n"
        if Self.recording {
            var written = text
            written.replaceSubrange(range, with: table)
            try Data(written.utf8).write(to: DocPages.root.appendingPathComponent(path), options: .atomic)
            return
        }
        #expect(String(text[range]) == table, "\(path): SHOPTOOLS_RECORD_DOCS=1 swift test --filter CommandPagesTests")
    }

    /// Each command's example in the table runs, and succeeds, from the package's folder (with a
    /// line `total` on standard input, for the REPL's example, which prints its total then).
    @Test(arguments: CommandPages.examples.sorted { $0.key < $1.key })
    func eachExampleOfTheTableRuns(_ name: String, _ example: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let words = try ShellWords.split(example).dropFirst().map { word in
            word.hasPrefix("Examples/") ? DocPages.root.appendingPathComponent(word).path : word
        }
        let run = Shoptools.run(
            words, input: "total\n", environment: ["SHOPTOOLS_CART": folder + "/cart.json", "LANG": "C"])
        #expect(run.status == 0, "\(example): \(run)")
        #expect(!run.stdout.isEmpty)
        #expect(words.first == name)
    }
}

/// Writes the command pages from the one command table: what `--help` shows, framed for the web.
enum CommandPages {
    static let folder = "docs/commands"

    /// The commands with a page: every command of the command line but `help`, in the order
    /// `shoptools --help` lists them.
    static let commands = Dispatcher.commands.filter { $0.scope.includes(false) && $0.name != "help" }

    /// The example each command shows in the READMEs' table, run by a test from the package's folder.
    static let examples: [String: String] = [
        "discount": "shoptools discount 9800 --rate 30",
        "tax": "shoptools tax 198 --reduced",
        "points": "shoptools points 2345 --rule 5%",
        "split": "shoptools split 23450 --people 7 --round 100",
        "calc": "shoptools calc '(1000+980)*8%'",
        "compare": "shoptools compare 298/450g 198/280g",
        "settle": "shoptools settle Examples/trip/trip.txt --round 100",
        "cart": "shoptools cart add 198 --tax 8 --label milk",
        "repl": "shoptools repl --no-save",
    ]

    /// Where the guide tells of each command, by language (an anchor of `docs/guide.md` or `guide.ja.md`).
    static let guide: [String: Bilingual] = [
        "discount": Bilingual("a-discount", "割引"),
        "tax": Bilingual("tax-consumption-tax-消費税", "tax-消費税"),
        "points": Bilingual("points", "ポイント"),
        "split": Bilingual("a-bill", "割り勘"),
        "calc": Bilingual("the-calculators", "電卓"),
        "compare": Bilingual("compare-which-is-cheaper", "compare-どれが割安か"),
        "settle": Bilingual("a-trip-to-settle", "旅行の精算"),
        "cart": Bilingual("a-shopping-trip-with-the-cart", "カートで買い物"),
        "repl": Bilingual("the-repl-a-whole-shopping-trip", "対話モードrepl-買い物をひと通り"),
    ]

    static func suffix(_ language: Language) -> String {
        switch language {
        case .english: ".md"
        case .japanese: ".ja.md"
        }
    }

    static func path(of name: String, in language: Language) -> String { "\(folder)/\(name)\(suffix(language))" }
    static func indexPath(in language: Language) -> String { "\(folder)/README\(suffix(language))" }

    static func generated(_ language: Language) -> String {
        Bilingual(
            "<!-- Written from the command's help (shoptools NAME --help, the manual's section) by "
                + "SHOPTOOLS_RECORD_DOCS=1 swift test --filter CommandPagesTests: edit the help, not this page. -->",
            "<!-- コマンドのヘルプ（shoptools NAME --help、マニュアルの節）から SHOPTOOLS_RECORD_DOCS=1 swift test "
                + "--filter CommandPagesTests で書いたページです。このページではなくヘルプを直してください。 -->")(language)
    }

    /// The page of `command` in `language`: its summary, links, and its help page as
    /// `shoptools NAME --help` shows it; a command's actions (`cart add`) and, for `repl`, the
    /// verbs only the REPL has, each with its own page below.
    static func page(of command: Command, in language: Language) -> String {
        let other = Language.allCases.first { $0 != language } ?? language
        let guide = "../guide\(suffix(language))#\(self.guide[command.name].map { $0(language) } ?? "")"
        var out = [
            generated(language), "", "# shoptools \(command.name)", "",
            escaped(capitalized(command.page.summary(in: language))) + Bilingual(".", "。")(language), "",
            [
                "[\(Bilingual("日本語", "English")(language))](\(command.name)\(suffix(other)))",
                "[\(Bilingual("All commands", "コマンド一覧")(language))](README\(suffix(language)))",
                "[\(Bilingual("The guide", "ガイド")(language))](\(guide))",
            ].joined(separator: " · "), "",
        ]
        out += block(Help.page(of: command, in: language))
        for action in command.subcommands {
            out += ["", "## shoptools \(command.name) \(action.name)", ""]
            out += block(Help.page(of: action, in: language))
        }
        if command.name == "repl" {
            out += ["", Bilingual("## Commands only the REPL has", "## 対話モードだけのコマンド")(language), ""]
            out.append(Manual.Words.replIntro(language))
            for verb in Dispatcher.commands where verb.scope == .session && verb.messageName == nil {
                out += ["", "### \(verb.name)", ""]
                out += block(Help.page(of: verb, in: language))
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// `docs/commands/README.md`: every command with its summary, linked to its page.
    static func index(in language: Language) -> String {
        let other = Language.allCases.first { $0 != language } ?? language
        return [
            generated(language), "", Bilingual("# Commands", "# コマンド")(language), "",
            Bilingual(
                "Every command's page is its `--help`, as `shoptools COMMAND --help` prints it; "
                    + "`shoptools --generate-manual` writes them all as one manual page.",
                "各コマンドのページは、`shoptools COMMAND --help` が表示するヘルプそのものです。"
                    + "`shoptools --generate-manual` はそれらをまとめて1つのマニュアルページに書きます。")(language),
            "",
            "[\(Bilingual("日本語", "English")(language))](README\(suffix(other))) · "
                + "[\(Bilingual("The guide", "ガイド")(language))](../guide\(suffix(language)))",
            "", table(in: language, linkingFrom: folder + "/"),
        ].joined(separator: "\n") + "\n"
    }

    /// The table of commands, linked from a page in `folder` (`""`: the package's, `docs/commands/`).
    static func table(in language: Language, linkingFrom folder: String) -> String {
        let prefix = folder == self.folder + "/" ? "" : self.folder + "/"
        var rows = [
            Bilingual("| command | what it does | example |", "| コマンド | 内容 | 例 |")(language), "|---|---|---|",
        ]
        for command in commands {
            let link = "[`\(command.name)`](\(prefix)\(command.name)\(suffix(language)))"
            let example = examples[command.name].map { "`\($0)`" } ?? ""
            rows.append("| \(link) | \(escaped(command.page.summary(in: language))) | \(example) |")
        }
        return rows.joined(separator: "\n")
    }

    /// A help page as a fenced block.
    static func block(_ text: String) -> [String] { ["```text"] + text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + ["```"] }

    /// `text` with the characters Markdown would read as emphasis or a table's cell break escaped (`1980\*3`).
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "*_|".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
