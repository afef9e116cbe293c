import ShopCore
import ShopText
import Testing

@testable import ShoptoolsCLI

/// A command of the table whose help a person can read: every command-line
/// command and cart action, and every REPL verb.
struct HelpCase: Sendable, CustomTestStringConvertible {
    let path: String
    let command: Command
    var testDescription: String { path }

    /// Every page of the table, each once.
    static let all: [HelpCase] = {
        var cases: [HelpCase] = []
        for command in Dispatcher.commands where command.scope.includes(false) {
            cases.append(HelpCase(path: command.name, command: command))
            for action in command.subcommands {
                cases.append(HelpCase(path: command.name + " " + action.name, command: action))
            }
        }
        for command in Dispatcher.commands where command.scope == .session {
            cases.append(HelpCase(path: "(REPL) " + command.name, command: command))
        }
        return cases
    }()

    func text(in language: Language) -> String { Help.page(of: command, in: language) }
}

/// The Japanese help says everything the English says, in Japanese.
@Suite struct HelpPagesTests {
    /// The `--option` words of a text, in order of first appearance.
    static func optionNames(in text: String) -> [String] {
        var names: [String] = []
        for match in text.matches(of: /--[a-z][a-z-]*/) where !names.contains(String(match.output)) {
            names.append(String(match.output))
        }
        return names
    }

    /// How many kana and kanji a text holds.
    static func japaneseScalars(in text: String) -> Int {
        text.unicodeScalars.count { scalar in
            (0x3040...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
        }
    }

    /// The column at which each option line's description starts, by option.
    ///
    /// An option line starts with `-x, --name` or `--name` after spaces; its
    /// description starts after the first run of two or more spaces that
    /// follows the option.
    static func descriptionColumns(in text: String) -> [String: Int] {
        var columns: [String: Int] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let body = line.drop { $0 == " " }
            guard body.hasPrefix("-"), let name = body.firstMatch(of: /--[a-z][a-z-]*/),
                let gap = line[name.range.upperBound...].firstMatch(of: /\ {2,}/)
            else { continue }
            let key = String(name.output)
            columns[key] = columns[key] ?? DisplayText.columns(String(line[..<gap.range.upperBound]))
        }
        return columns
    }

    /// Every help page, found from the command list: each command's and each
    /// action's, once (a cart action is also a verb of the session, with the same page).
    static let pages: [Command] = {
        var seen: Set<String> = []
        return Dispatcher.commands.flatMap { [$0] + $0.subcommands }.filter { seen.insert($0.page.summary.english).inserted }
    }()

    @Test func everyCommandAndActionHasItsPage() {
        #expect(Self.pages.count == 30)
    }

    @Test(arguments: pages)
    func summaryIsJapanese(command: Command) {
        let japanese = command.page.summary(in: .japanese)
        let english = command.page.summary(in: .english)
        #expect(japanese != english)
        #expect(Self.japaneseScalars(in: japanese) > Self.japaneseScalars(in: english))
        #expect(!japanese.contains("\n"))
    }

    @Test(arguments: HelpCase.all)
    func textIsJapanese(_ page: HelpCase) {
        let japanese = page.text(in: .japanese)
        let english = page.text(in: .english)
        #expect(japanese != english)
        #expect(Self.japaneseScalars(in: japanese) > Self.japaneseScalars(in: english))
        #expect(japanese.hasPrefix("使い方"))
    }

    @Test(arguments: HelpCase.all)
    func textKeepsEveryOption(_ page: HelpCase) {
        #expect(Self.optionNames(in: page.text(in: .japanese)) == Self.optionNames(in: page.text(in: .english)))
    }

    @Test(arguments: HelpCase.all)
    func optionDescriptionsStartInTheEnglishColumn(_ page: HelpCase) {
        let english = Self.descriptionColumns(in: page.text(in: .english))
        #expect(Self.descriptionColumns(in: page.text(in: .japanese)) == english)
    }

    @Test func overviewEmbedsTheCommandListAndKeepsEveryOption() {
        let list = "  discount  割引後の価格を求める\n  split     会計を割り勘する"
        let japanese = HelpContent.overview(commandList: list, in: .japanese)
        let english = HelpContent.overview(commandList: list, in: .english)
        #expect(japanese.contains("\n" + list + "\n"))
        #expect(japanese != english)
        #expect(Self.optionNames(in: japanese) == Self.optionNames(in: english))
        #expect(Self.descriptionColumns(in: japanese) == Self.descriptionColumns(in: english))
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "SHOPTOOLS_CURRENCY", "SHOPTOOLS_CART"] {
            #expect(japanese.contains(name))
        }
    }

    @Test func sessionOverviewEmbedsTheCommandList() {
        let list = "  price AMOUNT  価格を設定する [p, 価格]\n  quit          終了する [exit, q, 終了]"
        let japanese = HelpContent.sessionOverview(commandList: list, in: .japanese)
        #expect(japanese.contains("\n" + list + "\n"))
        #expect(japanese != HelpContent.sessionOverview(commandList: list, in: .english))
        #expect(Self.japaneseScalars(in: japanese) > Self.japaneseScalars(in: list))
    }

    @Test func replHelpNamesTheJapaneseCommands() {
        let text = Help.page(of: CartCommand.repl, in: .japanese)
        let verbs = [
            ("追加", "add"), ("合計", "total"), ("一覧", "list"), ("取消", "undo"), ("削除", "remove"), ("クリア", "clear"),
            ("割り勘", "split"), ("終了", "quit"), ("ヘルプ", "help"), ("価格", "price"), ("割引", "rate"), ("言語", "lang"),
        ]
        let joined = text.replacing("\n", with: "")
        for (japanese, english) in verbs {
            #expect(joined.contains("\(japanese)（\(english)）"), "\(japanese) (\(english))")
        }
    }
}

extension Command: CustomTestStringConvertible {
    /// A command's row in a test's results: its name.
    public var testDescription: String { name }
}
