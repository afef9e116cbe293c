import CommandLineKit
import ShopCore
import ShopText

/// The help texts built from the command table, and the `help` command.
enum Help {
    static var version: String { HelpText.version }

    static let command = Command(
        name: "help", aliases: ["h", "?", "ヘルプ"], synopsis: "help [COMMAND [ACTION]]", usage: ["help [COMMAND [ACTION]]"],
        page: .help, table: RequestTable<Words, CLIError>([], positionals: .words { $0.words = $1 }), operand: .command, run: run)

    /// The words of `help` (a command, and an action).
    struct Words: CommandRequest {
        typealias Context = Invocation
        typealias Failure = CLIError
        var words: [String] = []
    }

    static func run(_ request: Words, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let inSession = invocation.session != nil
        let positionals = request.words
        guard let name = positionals.first else {
            let language = invocation.context.language
            invocation.stdout.line(
                inSession ? sessionText(invocation.commands, in: language) : text(invocation.commands, in: language))
            return .done
        }
        let word = name.lowercased()
        guard let command = invocation.commands.first(where: { $0.answers(to: word, inSession: inSession) }) else {
            let names = invocation.commands.filter { $0.scope.includes(inSession) }.map(\.name)
            if inSession { throw CLIError(status: .usage, message: .withHelp(.noHelp(name, expected: names), .sessionList)) }
            throw .usage(.noHelp(name, expected: names), command: invocation.path)
        }
        // `help cart add`: an action's own page, as `cart add --help` shows it.
        if !command.subcommands.isEmpty, positionals.count == 2 {
            let action = positionals[1]
            guard let sub = command.subcommands.first(where: { $0.name == action.lowercased() }) else {
                throw .usage(
                    .unknownAction(action, command: command.name, expected: command.subcommands.map(\.name)),
                    command: invocation.path)
            }
            invocation.stdout.line(page(of: sub, in: invocation.context.language))
            return .done
        }
        if let extra = positionals.dropFirst().first {
            // In a session `help` points at its own entry (`type help help`), though it is a command everywhere.
            throw .usage(.unexpectedArgument(extra, .one("COMMAND")), command: invocation.path, sessionOnly: inSession)
        }
        invocation.stdout.line(page(of: command, in: invocation.context.language))
        return .done
    }

    /// `shoptools --help`.
    static func text(_ commands: [Command], in language: Language) -> String {
        let shown = commands.filter { $0.scope.includes(false) }
        let column = 2 + (shown.map { DisplayText.columns($0.name) }.max() ?? 0) + 2
        let lines = shown.flatMap { command in
            HelpLayout.entry(term: command.name, description: command.page.summary(in: language), column: column)
        }
        return HelpContent.overview(commandList: lines.joined(separator: "\n"), in: language)
    }

    /// `help` in a session: every verb it takes, with its short forms.
    ///
    /// Two lines a verb, so the list fits a terminal of 80 columns: how it is
    /// typed with its other names, then what it does.
    static func sessionText(_ commands: [Command], in language: Language) -> String {
        var lines: [String] = []
        for command in commands where command.scope.includes(true) {
            let aliases = command.aliases.isEmpty ? "" : "  [\(command.aliases.joined(separator: ", "))]"
            lines += HelpLayout.wrap(command.synopsis + aliases, first: "  ", rest: "      ", atSpacesOnly: true)
            lines += HelpLayout.wrap(command.page.summary(in: language), first: "      ", rest: "      ")
        }
        return HelpContent.sessionOverview(commandList: lines.joined(separator: "\n"), in: language)
    }

    /// The help of a verb: its page; for a REPL verb that is a command line
    /// action (`add` is `cart add`), how it is typed in the REPL, then the
    /// action's page after its command-line `Usage:` lines.
    static func page(of command: Command, in language: Language) -> String {
        // The blocks are built when read: read once, here only for a REPL verb.
        let content = command.page
        guard command.scope == .session, command.messageName != nil else { return render(content, of: command, in: language) }
        let blocks = content.blocks
        guard case .usage = blocks.first else {
            return render(HelpContent(summary: content.summary, blocks: blocks), of: command, in: language)
        }
        let usage = Bilingual("Usage (in the REPL): ", "使い方（対話モード）: ")(language)
        let aliases = command.aliases.isEmpty ? "" : "  [\(command.aliases.joined(separator: ", "))]"
        let indent = String(repeating: " ", count: DisplayText.columns(usage) + 2)
        let rest = HelpContent(summary: content.summary, blocks: Array(blocks.dropFirst()))
        return
            (HelpLayout.wrap(command.synopsis + aliases, first: usage, rest: indent, atSpacesOnly: true)
            + ["", render(rest, of: command, in: language)]).joined(separator: "\n")
    }

    /// `content` laid out with `command`'s usage, options and actions.
    private static func render(_ content: HelpContent, of command: Command, in language: Language) -> String {
        let actions = command.subcommands.map { ($0.name, $0.page.summary(in: language)) }
        return content.render(in: language, usage: command.usage, options: command.specs, actions: actions)
    }
}
