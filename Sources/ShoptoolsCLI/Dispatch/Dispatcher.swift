import CommandLineKit
import ShopText

/// The one command table, and the dispatcher that runs a line of words
/// through it, on the command line or in a session.
enum Dispatcher {
    /// The words that stand for help or the version before any command.
    static let builtins = ["-h", "--help", "--version", "-V"]

    /// Whether a session line is a script's comment: `# …` on a line of its own.
    static func isComment(_ line: String) -> Bool { line.drop(while: \.isWhitespace).first == "#" }

    /// Whether a session line only shows help or the version (`help`, `add --help`).
    static func onlyShowsHelp(_ words: [String]) -> Bool {
        guard let first = words.first?.lowercased() else { return false }
        if builtins.contains(first) || Help.command.answers(to: first, inSession: true) { return true }
        return words.prefix(while: { $0 != "--" }).contains { $0 == "-h" || $0 == "--help" }
    }

    /// Every command, in the order help lists them, each entry making its command when first asked for.
    ///
    /// An entry of the cart's session verbs makes all of them. A command line is looked up entry by entry
    /// (``command(answering:inSession:)``) and makes no command past its own: the session's verbs,
    /// listed after the command line's, cost a tenth of a one-line command's start-up.
    static let entries: [@Sendable () -> [Command]] = [
        { [DiscountCommand.command] },
        { [TaxCommand.command] },
        { [PointsCommand.command] },
        { [SplitCommand.command] },
        { [SplitCommand.sessionCommand] },
        { [CalcCommand.command] },
        { [CompareCommand.command] },
        { [SettleCommand.command] },
        { [ReceiptCommand.command] },
        { [CartCommand.command] },
        { [CartCommand.repl] },
        { [SessionCommands.price] },
        { [SessionCommands.rate] },
        { [SessionCommands.segment] },
        { [SessionCommands.slider] },
        { [SessionCommands.off] },
        { [SessionCommands.taxRate] },
        { [SessionCommands.lang] },
        { CartCommand.sessionVerbs },
        { [Help.command] },
        { [SessionCommands.quit] },
    ]

    /// Every command, in the order help lists them.
    static let commands: [Command] = entries.flatMap { $0() }

    /// The first command of ``commands`` that answers to `word`, making none after it.
    static func command(answering word: String, inSession: Bool) -> Command? {
        for entry in entries {
            if let command = entry().first(where: { $0.answers(to: word, inSession: inSession) }) { return command }
        }
        return nil
    }

    /// Runs one command line (without the program name) or one session line's words.
    static func run(_ words: [String], context: Context, session: Session?) throws(CLIError) -> Outcome {
        let (words, language) = try LanguageOption.take(words)
        var context = context
        if let language { context.language = language }
        return try run(withoutLanguage: words, context: context, session: session)
    }

    /// Runs words whose `--lang` is already taken (into `context`): a session line is read once (``SessionLine``).
    static func run(withoutLanguage words: [String], context: Context, session: Session?) throws(CLIError) -> Outcome {
        guard let first = words.first else { return .done }
        let inSession = session != nil
        let word = inSession ? first.lowercased() : first
        if word == "-h" || word == "--help" {
            context.stdout.line(
                inSession ? Help.sessionText(commands, in: context.language) : Help.text(commands, in: context.language))
            return .done
        }
        if !inSession, let text = try generated(words, in: context.language) {
            // A completion script or a manual page is a file for a program: UTF-8 in any locale.
            context.stdout.machineOutput = true
            context.stdout.write(text)
            context.stdout.machineOutput = false
            return .done
        }
        if word == "--version" || word == "-V" {
            if let extra = words.dropFirst().first { throw .usage(.unexpectedArgument(extra, .none("--version"))) }
            context.stdout.line("shoptools \(Help.version)")
            return .done
        }
        guard var command = command(answering: word, inSession: inSession) else {
            let names = commands.filter { $0.scope.includes(false) }.map(\.name)
            if Arguments.looksLikeOption(first) { throw .usage(.unknownOption(first, command: Command.program)) }
            throw .usage(.unknownCommand(first, expected: names))
        }
        var path = command.name
        var rest = Array(words.dropFirst())
        if !command.subcommands.isEmpty, let index = actionIndex(rest, options: command.specs) {
            let action = rest[index]
            guard let sub = command.subcommands.first(where: { $0.name == action.lowercased() }) else {
                let names = command.subcommands.map(\.name)
                throw .usage(.unknownAction(action, command: command.name, expected: names), command: path)
            }
            command = sub
            path += " " + sub.name
            rest.remove(at: index)  // `cart --cart x list` is `cart list --cart x`
        }
        let sessionOnly = command.scope == .session && command.messageName == nil
        // Only this command's table is built: no other command's options or help.
        let table = command.table()
        let arguments: Arguments
        do {
            arguments = try Arguments(rest, specs: table.specs, dashWords: command.dashWords)
        } catch {
            throw .usage(error, command: command.messageName ?? path, sessionOnly: sessionOnly)
        }
        if arguments.helpRequested {
            context.stdout.line(Help.page(of: command, in: context.language))
            return .done
        }
        // JSON and CSV are UTF-8 in any locale; a command's words for people are not.
        context.stdout.machineOutput = arguments.writesForPrograms
        defer { context.stdout.machineOutput = false }
        do {
            // The table reads every value given into the command's request, each parsed once,
            // before the command runs: `--rate abc` is refused before a file is read or written.
            return try table.run(
                arguments, Invocation(context: context, session: session, commands: commands, path: path, command: command))
        } catch {
            let error = error.pointing(at: command.messageName ?? path, sessionOnly: sessionOnly)
            // A REPL verb's currency is the session's: its hints say so, not "use --currency".
            throw sessionOnly ? error.inSession() : error
        }
    }
}

extension Dispatcher {
    /// `--generate-completion-script SHELL` and `--generate-manual`: the text, or nil for other words.
    static func generated(_ words: [String], in language: Language) throws(CLIError) -> String? {
        switch words.first {
        case "--generate-manual":
            if let extra = words.dropFirst().first { throw .usage(.unexpectedArgument(extra, .none("--generate-manual"))) }
            return Manual.page(commands, in: language)
        case "--generate-completion-script":
            let names = Completion.Shell.allCases.map(\.rawValue)
            guard words.count >= 2 else { throw .usage(.missing(.argument("SHELL (\(names.joined(separator: "|")))"))) }
            let shell = try TypedOption<Completion.Shell>.generateCompletionScript.parse(words[1])
            if let extra = words.dropFirst(2).first {
                throw .usage(.unexpectedArgument(extra, .one("SHELL")))
            }
            return Completion.script(for: shell, commands: commands)
        default:
            return nil
        }
    }

    /// Where the action word stands among `words`: the first word that is no
    /// option and no option's value (`options` say which take one); options
    /// may come before it.
    ///
    /// nil when there is none, or after `-h`/`--help` or `--`.
    static func actionIndex(_ words: [String], options: [OptionSpec]) -> Int? {
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "--" || word == "-h" || word == "--help" { return nil }
            guard Arguments.looksLikeOption(word) else { return index }
            let name = word.hasPrefix("--") ? String(word.dropFirst(2)) : ""
            let takesValue = options.contains {
                $0.takesValue && ($0.name == name || (word.count == 2 && "-" + String($0.short ?? " ") == word))
            }
            index += takesValue ? 2 : 1
        }
        return nil
    }
}
