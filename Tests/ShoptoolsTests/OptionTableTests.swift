import ShopCore
import ShopText
import Testing

@testable import CommandLineKit
@testable import ShoptoolsCLI

/// Each command's help, manual and completions say what its option table
/// declares, in both languages, and every help page fits 80 columns.
@Suite struct OptionTableTests {
    static let languages = Language.allCases
    static let commandLine = HelpCase.all.filter { !$0.path.hasPrefix("(REPL)") }

    /// Every option name any command or the program declares.
    static let declared: Set<String> = {
        var names = Set(programOptions.map(\.name))
        for page in HelpCase.all { names.formUnion(page.command.specs.map(\.name)) }
        return names
    }()

    /// `--currency`'s help line, written out, names the seven currencies the table lists first and three more.
    @Test func theCurrencyLineNamesTheTablesFirstCurrencies() {
        let first = Currency.all.prefix(7)
        #expect(
            OptionSpec.currencies.english
                == "an ISO 4217 code: "
                + (first.map { $0 == .default ? $0.code + " (default)" : $0.code } + ["CHF", "THB", "KWD …"])
                .joined(separator: ", "))
        #expect(
            OptionSpec.currencies.japanese
                == "ISO 4217 の通貨コード: "
                + (first.map { $0 == .default ? $0.code + "（既定）" : $0.code } + ["CHF", "THB", "KWD など"])
                .joined(separator: ", "))
        for code in ["CHF", "THB", "KWD"] { #expect(Currency.all.contains { $0.code == code }) }
    }

    /// A command line or a session line is looked up entry by entry, without making the commands after
    /// its own: it finds what a search of the whole table finds, for every name and short form.
    @Test func aCommandIsLookedUpAsInTheWholeTable() {
        for inSession in [false, true] {
            for word in Dispatcher.commands.flatMap({ [$0.name] + $0.aliases }) + ["nothing", ""] {
                let whole = Dispatcher.commands.first { $0.answers(to: word, inSession: inSession) }
                let found = Dispatcher.command(answering: word, inSession: inSession)
                #expect(found?.name == whole?.name && found?.scope == whole?.scope, "\(word) in a session: \(inSession)")
            }
        }
    }

    /// The long names of a page's option lines (`  -r, --rate PCT  …`, `      --json  …`), in order.
    static func listedOptions(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^ {2}(?:-[a-zA-Z], |    )--([a-z][a-z-]*)/).map { String($0.output.1) }
        }
    }

    @Test(arguments: HelpCase.all)
    func theHelpListsExactlyTheTable(_ page: HelpCase) {
        let expected =
            page.command.specs.isEmpty && !page.text(in: .english).contains("--help")
            ? [] : page.command.specs.map(\.name) + ["help"]
        for language in Self.languages {
            let listed = Self.listedOptions(in: page.text(in: language))
            #expect(listed.sorted() == expected.sorted(), "\(page.path) (\(language))")
            #expect(Set(listed).count == listed.count, "\(page.path) (\(language)): an option listed twice")
        }
    }

    @Test(arguments: HelpCase.all)
    func theHelpNamesNoUndeclaredOption(_ page: HelpCase) {
        for language in Self.languages {
            let text = page.text(in: language) + "\n" + page.command.synopsis
            for match in text.matches(of: /--([a-z][a-z-]*)/) {
                #expect(Self.declared.contains(String(match.output.1)), "\(page.path) (\(language)) names \(match.output.0)")
            }
        }
    }

    @Test(arguments: Language.allCases)
    func everyHelpPageFitsEightyColumns(_ language: Language) {
        var pages = HelpCase.all.map { ($0.path, $0.text(in: language)) }
        pages.append(("--help", Help.text(Dispatcher.commands, in: language)))
        pages.append(("(REPL) help", Help.sessionText(Dispatcher.commands, in: language)))
        pages.append(("(REPL) greeting", HelpContent.greeting(in: language)))
        for (name, text) in pages {
            for line in text.split(separator: "\n") where DisplayText.columns(String(line)) > HelpLayout.width {
                Issue.record("\(name) (\(language)): \(DisplayText.columns(String(line))) columns: \(line)")
            }
        }
    }

    /// The manual's SYNOPSIS lines of `path`.
    static func synopses(of path: String, in manual: String) -> [String] {
        let lines = manual.split(separator: "\n").map(String.init)
        let escaped = Roff.escape(path + " ")
        return lines.indices.filter { lines[$0] == ".B shoptools" && lines[$0 + 1].hasPrefix(escaped) }.map { lines[$0 + 1] }
    }

    /// The manual's SYNOPSIS line of `path`: the first that starts with it.
    static func synopsis(of path: String, in manual: String) -> String? {
        let lines = manual.split(separator: "\n").map(String.init)
        let escaped = Roff.escape(path)
        return lines.indices.first { lines[$0] == ".B shoptools" && lines[$0 + 1].hasPrefix(escaped) }.map { lines[$0 + 1] }
    }

    @Test(arguments: commandLine)
    func theManualShowsEveryOptionInBothLanguages(_ page: HelpCase) throws {
        for language in Self.languages {
            let manual = Manual.page(Dispatcher.commands, in: language)
            let synopsis = Self.synopses(of: page.path, in: manual).joined(separator: "\n") + "\n"
            #expect(!synopsis.isEmpty, "\(page.path) (\(language)): no SYNOPSIS")
            let section = try #require(
                manual.split(separator: ".SS ").first { $0.hasPrefix(Roff.escape(page.path) + "\n") },
                "\(page.path) (\(language)): no section")
            for option in page.command.specs {
                let word = Roff.escape("--" + option.name)
                let standsAlone = [" ", "]", ")", "\n"].contains { synopsis.contains(word + $0) }
                #expect(standsAlone, "\(page.path) SYNOPSIS lacks \(word)")
                #expect(section.contains(Roff.escape(option.term)), "\(page.path) (\(language)) lacks \(option.term)")
                #expect(section.contains(Roff.escape(String(option.help(language).prefix(12)))))
            }
        }
    }

    /// The words a bash or zsh script offers for `key` (`cart/add`): the first `words="…"` or `candidates=(…)` on its line.
    static func offered(_ key: String, in script: String, opening: String, closing: String) -> Set<String>? {
        guard
            let line = script.split(separator: "\n").first(where: {
                $0.trimmingPrefix(while: \.isWhitespace).hasPrefix(key + ")")
            }),
            let start = line.firstRange(of: opening)
        else { return nil }
        let rest = line[start.upperBound...]
        return Set(rest[..<(rest.firstRange(of: closing)?.lowerBound ?? rest.endIndex)].split(separator: " ").map(String.init))
    }

    @Test(arguments: commandLine.filter { $0.path != "help" })
    func theCompletionsOfferExactlyTheTable(_ page: HelpCase) throws {
        let words = page.path.split(separator: " ").map(String.init)
        let key = words[0] + "/" + (words.count > 1 ? words[1] : "")
        // Worked out here from the table, not by the code that writes the scripts.
        let longs = page.command.specs.map { "--" + $0.name } + ["--help", "--lang"]
        let expected = Set(longs + page.command.specs.compactMap { $0.short.map { "-" + String($0) } } + ["-h"])
        let bash = Completion.script(for: .bash, commands: Dispatcher.commands)
        let zsh = Completion.script(for: .zsh, commands: Dispatcher.commands)
        let fish = Completion.script(for: .fish, commands: Dispatcher.commands)
        #expect(Self.offered(key, in: bash, opening: "words=\"", closing: "\"") == expected, "bash \(key)")
        #expect(Self.offered(key, in: zsh, opening: "candidates=(", closing: ")") == expected, "zsh \(key)")
        let typed = words.joined(separator: " ") + " --"
        #expect(
            Completion.candidates(for: typed, inSession: false, commands: Dispatcher.commands)
                == .words(longs))
        // The first argument, by the command's operand: nothing to guess, a file, or its words.
        let first: ShoptoolsCLI.Completion.Values
        switch page.command.operand {
        case .value: first = .none
        case .file: first = .files
        case .words(let words): first = .words(words)
        case .command: first = .words(Dispatcher.commands.filter { $0.scope.includes(false) }.map(\.name))
        }
        let line = { (script: String) in
            script.split(separator: "\n").first { $0.trimmingPrefix(while: \.isWhitespace).hasPrefix(key + ")") } ?? ""
        }
        #expect(line(bash).contains("compgen -f") == (first == .files), "bash \(key): files")
        #expect(line(zsh).contains("_files") == (first == .files), "zsh \(key): files")
        #expect(fish.contains("-n '__fish_seen_subcommand_from \(key.dropLast())' -F") == (first == .files), "fish \(key)")
        for option in page.command.specs {
            let fishLine = fish.split(separator: "\n").first {
                $0.contains(words.last.map { "seen_subcommand_from \($0)" } ?? "") && $0.contains(" -l \(option.name)")
            }
            let line = try #require(fishLine, "fish lacks --\(option.name) for \(page.path)")
            #expect((line.contains(" -x") || line.contains(" -r -F")) == option.takesValue, "fish --\(option.name)")
            let values = Completion.values(of: option)
            let after = Completion.candidates(for: typed + option.name + " ", inSession: false, commands: Dispatcher.commands)
            if option.takesValue || page.command.subcommands.isEmpty {
                #expect(after == (option.takesValue ? values : first), "--\(option.name) completes \(after)")
            }
            guard option.takesValue else { continue }
            let bashCase = try #require(
                bash.split(separator: "\n").first { $0.trimmingPrefix(while: \.isWhitespace).hasPrefix("--\(option.name))") },
                "bash has no case for --\(option.name)")
            switch values {
            case .words(let candidates):
                // Another command's option of the same word may add its own (`cart receipt --export receipt`).
                let offered = Self.offered("--\(option.name)", in: bash, opening: "compgen -W \"", closing: "\"") ?? []
                #expect(offered.isSuperset(of: candidates), "bash --\(option.name): \(offered)")
            case .files: #expect(bashCase.contains("compgen -f"))
            case .none: #expect(bashCase.contains("COMPREPLY=()"))
            }
        }
    }

    @Test func completingAPartialLineOffersVerbsActionsOptionsAndValues() {
        func complete(_ line: String, inSession: Bool = true) -> ShoptoolsCLI.Completion.Values {
            Completion.candidates(for: line, inSession: inSession, commands: Dispatcher.commands)
        }
        #expect(complete("pr") == .words(["price"]))
        #expect(complete("cart re", inSession: false) == .words(["receipt", "remove", "repair"]))
        #expect(complete("add 100 --ta") == .words(["--tax"]))
        #expect(complete("split 4 --mode s") == .words(["spread"]))
        #expect(complete("add 100 --cart ") == .files)
        #expect(complete("receipt --tax-rounding half") == .words(["half-up", "half-even"]))
        #expect(complete("discount 9800 ") == .none, "a positional value is not guessed")
    }

    /// A command's first argument completes by what it declares: one of a few
    /// words (`lang`), a command (`help`), a file (`settle`); only the first.
    @Test func aCommandsFirstArgumentCompletesByWhatItIs() {
        func complete(_ line: String, inSession: Bool = true) -> ShoptoolsCLI.Completion.Values {
            Completion.candidates(for: line, inSession: inSession, commands: Dispatcher.commands)
        }
        #expect(complete("lang ") == .words(["en", "ja"]))
        #expect(complete("言語 J") == .words(["ja"]))
        #expect(complete("lang ja ") == .none, "only the first argument")
        #expect(complete("help pri") == .words(["price"]))
        #expect(complete("help 価") == .words(["価格"]))
        #expect(complete("help se", inSession: false) == .words(["settle"]))
        #expect(complete("help pri", inSession: false) == .words([]), "price is a session's command")
        #expect(complete("settle ") == .files)
        #expect(complete("settle --round 100 ", inSession: false) == .files)
        #expect(complete("settle --from splitwise ", inSession: false) == .files)
        #expect(complete("settle trip.txt ") == .none)
        // `help cart add` shows an action's page: after `help cart`, the actions.
        #expect(complete("help cart re", inSession: false) == .words(["receipt", "remove", "repair"]))
        #expect(complete("help cart a") == .words(["add"]))
        #expect(complete("help cart add ") == .none)
        #expect(complete("help tax ", inSession: false) == .none)
    }

    /// Issue 20, defect 14: the manual's SYNOPSIS of `cart add`, the manual in
    /// Japanese, and one help page per cart action.
    ///
    /// A command whose forms take different options lists each option with a
    /// form that takes it, and no form with an option of another form.
    @Test func eachFormOfTheSynopsisTakesItsOwnOptions() throws {
        for command in Dispatcher.commands {
            guard let forms = command.formOptions?() else { continue }
            #expect(forms.count == command.usage.count, "\(command.name)")
            let named = command.usage.joined(separator: " ")
            for option in command.specs {
                #expect(
                    named.contains("--" + option.name) || forms.contains { $0.contains { $0.name == option.name } },
                    "\(command.name) --\(option.name) is in no form")
            }
        }
        let synopsis = Manual.synopsis(Dispatcher.commands)
        let keys = try #require(synopsis.first { $0.hasPrefix("calc --keys") })
        #expect(keys == "calc --keys KEYS [--desk [sharp|casio]] [--tax-rate PCT] [--trace] [--json]")
        let plain = try #require(synopsis.first { $0.hasPrefix("split TOTAL") })
        #expect(!plain.contains("--service") && !plain.contains("--cart"))
        #expect(synopsis.contains("cart [--cart PATH] [-c|--currency CODE] [--no-save]"))
        #expect(synopsis.contains("cart ACTION … [--cart PATH] [-c|--currency CODE]"))
    }

    @Test func theManualAndTheCartPagesSayWhatEachActionTakes() throws {
        let manual = Shoptools.run(["--generate-manual"]).stdout
        let add = try #require(Self.synopsis(of: "cart add", in: manual))
        #expect(add.hasPrefix(Roff.escape("cart add AMOUNT ")))
        for option in ["--off", "--for", "--within-budget"] { #expect(add.contains(Roff.escape(option))) }

        let japanese = Shoptools.run(["--generate-manual", "--lang", "ja"])
        #expect(japanese.status == 0 && japanese.stderr.isEmpty)
        #expect(japanese.stdout.contains(".SH " + Roff.escape("書式")) && !japanese.stdout.contains(".SH SYNOPSIS"))
        #expect(japanese.stdout.contains(Roff.escape("使い方: shoptools cart add AMOUNT")))

        let page = Shoptools.run(["cart", "add", "--help"]).stdout
        #expect(page.split(separator: "\n").count < 40)
        #expect(!page.contains("coupon --clear") && !page.contains("--per-item"))
        #expect(Shoptools.run(["cart", "coupon", "--help"]).stdout.contains("Several coupons combine into one discount"))
    }
}
