import ShopCore
import ShopText

/// The help texts built from the command table, and the `help` command.
enum Help {
    static var version: String { HelpText.version }

    static let command = Command(
        name: "help", aliases: ["h", "?", "ヘルプ"], synopsis: "help [COMMAND]", page: .help,

        run: run)

    static func run(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let inSession = invocation.session != nil
        guard let name = arguments.positionals.first else {
            let language = invocation.context.language
            invocation.stdout.line(
                inSession ? sessionText(invocation.commands, in: language) : text(invocation.commands, in: language))
            return .done
        }
        try Values.expectAtMost(1, arguments, command: "help", what: .one("COMMAND"), sessionOnly: inSession)
        let word = name.lowercased()
        guard let command = invocation.commands.first(where: { $0.answers(to: word, inSession: inSession) }) else {
            let names = invocation.commands.filter { $0.scope.includes(inSession) }.map(\.name)
            if inSession { throw CLIError(status: .usage, message: .withHelp(.noHelp(name, expected: names), .sessionList)) }
            throw .usage(.noHelp(name, expected: names), command: "help")
        }
        invocation.stdout.line(page(of: command, in: invocation.context.language))
        return .done
    }

    /// `shoptools --help`.
    static func text(_ commands: [Command], in language: Language) -> String {
        var table = Table([.left, .left])
        for command in commands where command.scope.includes(false) {
            table.add([command.name, command.page.summary(in: language)])
        }
        return HelpPage.overview(commandList: table.lines(indent: "  ").joined(separator: "\n"), in: language)
    }

    /// `help` in a session: every verb it takes, with its short forms.
    /// Two lines a verb, so the list fits a terminal of 80 columns: how it is
    /// typed with its other names, then what it does.
    static func sessionText(_ commands: [Command], in language: Language) -> String {
        var lines: [String] = []
        for command in commands where command.scope.includes(true) {
            let aliases = command.aliases.isEmpty ? "" : "  [\(command.aliases.joined(separator: ", "))]"
            lines.append("  " + command.synopsis + aliases)
            lines.append("      " + command.page.summary(in: language))
        }
        return HelpPage.sessionOverview(commandList: lines.joined(separator: "\n"), in: language)
    }

    /// The help of a verb: its page, or for a REPL verb that is a command
    /// line action (`add` is `cart add`) how it is typed in the REPL.
    static func page(of command: Command, in language: Language) -> String {
        guard command.scope == .session, command.messageName != nil else { return command.page.text(in: language) }
        let usage = language == .english ? "Usage (in the REPL): " : "使い方（対話モード）: "
        let aliases = command.aliases.isEmpty ? "" : "  [\(command.aliases.joined(separator: ", "))]"
        return usage + command.synopsis + aliases + "\n\n" + command.page.summary(in: language)
    }
}
