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
/// commands between two markers.
///
/// These tests hold every page to what ``CommandPages`` writes;
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
            "\(page.path) differs from the help: edit the help, then SHOPTOOLS_RECORD_DOCS=1 swift test --filter CommandPagesTests"
        )
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
        #expect(
            CommandPages.commands.map(\.name) == [
                "discount", "tax", "points", "split", "calc", "compare", "settle", "receipt", "cart", "repl",
            ])
    }

    // MARK: - Copies of the help in other pages

    /// A part of the help copied into a page between two markers: `<!-- NAME: begin… -->` and `<!-- NAME: end -->`.
    struct Copy: Sendable, CustomTestStringConvertible {
        let path: String
        let name: String
        let text: @Sendable () -> String
        var testDescription: String { "\(path): \(name)" }

        /// The line before the copy.
        var begin: String {
            "<!-- \(name): begin. Written from the help by SHOPTOOLS_RECORD_DOCS=1 swift test --filter CommandPagesTests: "
                + (name == "commands"
                    ? "edit the help or CommandPages.examples, not this table." : "edit the help, not this copy.")
                + " -->\n"
        }
        /// The line after the copy.
        var end: String { "<!-- \(name): end -->\n" }
    }

    static let copies: [Copy] = Language.allCases.flatMap { language in
        let suffix = CommandPages.suffix(language)
        return [
            Copy(path: "README\(suffix)", name: "commands") { CommandPages.table(in: language, linkingFrom: "") },
            Copy(path: "docs/formats\(suffix)", name: "bill format") { CommandPages.billFormat(in: language) },
            Copy(path: "docs/formats\(suffix)", name: "point rules") { CommandPages.pointRules(in: language) },
        ]
    }

    /// The READMEs' table of commands, and the formats' pages' copies of the bill's and the point
    /// rules' help, are what the generator writes (a page's copies in one test, so that recording
    /// them writes the page once).
    @Test(arguments: Set(copies.map(\.path)).sorted())
    func eachCopyOfTheHelpIsTheGenerators(_ path: String) throws {
        let original = try DocPages.text(path)
        var text = original
        for copy in Self.copies where copy.path == path {
            let begins = text.ranges(of: copy.begin), ends = text.ranges(of: copy.end)
            try #require(begins.count == 1 && ends.count == 1, "\(path) holds the two markers of \(copy.name) once each")
            let range = begins[0].upperBound..<ends[0].lowerBound
            let framed = "\n" + copy.text() + "\n\n"
            if Self.recording {
                text.replaceSubrange(range, with: framed)
            } else {
                #expect(
                    String(text[range]) == framed,
                    "\(path): \(copy.name) differs; SHOPTOOLS_RECORD_DOCS=1 swift test --filter CommandPagesTests")
            }
        }
        if Self.recording, text != original {
            try Data(text.utf8).write(to: DocPages.root.appendingPathComponent(path), options: .atomic)
        }
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
        "receipt": "shoptools receipt Examples/receipts/onigiri.txt",
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
        "receipt": Bilingual("a-receipt-check", "レシート検算"),
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

    /// The bill's lines, as `split --help` shows them, in a fenced block.
    static func billFormat(in language: Language) -> String {
        let content = HelpContent(summary: Bilingual("", ""), blocks: HelpContent.billFormat)
        return block(content.render(in: language, usage: [], options: [])).joined(separator: "\n")
    }

    /// The grammar of a point rule, as `points --help` shows it (its block that starts `RULE =`), in a fenced block.
    static func pointRules(in language: Language) -> String {
        let grammar = HelpContent.points.blocks.filter { block in
            guard case .lines(let text) = block else { return false }
            return text.english.hasPrefix("RULE =")
        }
        let content = HelpContent(summary: Bilingual("", ""), blocks: grammar)
        return block(content.render(in: language, usage: [], options: [])).joined(separator: "\n")
    }

    /// A help page as a fenced block.
    static func block(_ text: String) -> [String] {
        ["```text"] + text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + ["```"]
    }

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
