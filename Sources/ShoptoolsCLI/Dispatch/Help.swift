import ShopCore

/// The help texts built from the command table, and the `help` command.
enum Help {
    static var version: String { HelpText.version }

    static let command = Command(
        name: "help", aliases: ["h", "?"], synopsis: "help [COMMAND]", summary: "this help, or a command's",
        help: "Usage: shoptools help [COMMAND]\n\nShows the list of commands, or the help of one: shoptools help discount.",
        run: run)

    static func run(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let inSession = invocation.session != nil
        guard let name = arguments.positionals.first else {
            invocation.stdout.line(inSession ? sessionText(invocation.commands) : text(invocation.commands))
            return .done
        }
        let word = name.lowercased()
        guard let command = invocation.commands.first(where: { $0.answers(to: word, inSession: inSession) }) else {
            let names = invocation.commands.filter { $0.scope.includes(inSession) }.map(\.name)
            throw .usage(
                "no help for \(quotedWord(name)); expected one of \(names.joined(separator: ", "))",
                command: inSession ? nil : "help")
        }
        invocation.stdout.line(command.help)
        return .done
    }

    /// `shoptools --help`.
    static func text(_ commands: [Command]) -> String {
        var table = Table([.left, .left])
        for command in commands where command.scope.includes(false) { table.add([command.name, command.summary]) }
        return """
            shoptools \(version): the arithmetic of shopping and of splitting a bill, in exact decimals.

            Usage: shoptools COMMAND [ARGUMENTS] [OPTIONS]

            Commands:
            \(table.lines(indent: "  ").joined(separator: "\n"))

            Options:
              -h, --help       show this help (and COMMAND --help for a command's)
                  --version    show the version

            Amounts are exact decimals: 9800, 9,800, ¥9,800, 9800円, ９８００, $98.50, or expressions: 1980*3.
            Environment: SHOPTOOLS_CURRENCY sets the default currency (JPY when unset); SHOPTOOLS_CART the cart file.
            Exit status: 0 success, 64 usage error, 65 bad value, 74 I/O error, 1 other failure.
            """
    }

    /// `help` in a session: every verb it takes, with its short forms.
    static func sessionText(_ commands: [Command]) -> String {
        var table = Table([.left, .left])
        for command in commands where command.scope.includes(true) {
            let aliases = command.aliases.isEmpty ? "" : " [\(command.aliases.joined(separator: ", "))]"
            table.add([command.synopsis, command.summary + aliases])
        }
        return """
            Commands (case-insensitive; short forms in brackets):
            \(table.lines(indent: "  ").joined(separator: "\n"))
            Any other line that is an expression is evaluated (= 6860); when it is a valid price it becomes
            the price, and a bare percentage (30%) becomes the rate. After each command a line shows the
            state: price − rate [preset] → discounted · cart. help COMMAND shows a command's help.
            """
    }
}
