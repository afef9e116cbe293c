/// The tool: finds the subcommand for the first word and runs it.
///
/// The REPL sends each of its lines through ``run(_:context:)`` too, so the
/// command line and the REPL share one parser and one set of messages.
enum Shoptools {
    static let version = "0.1.0"

    /// Every subcommand, in the order `--help` lists them.
    static let commands: [Command] = [
        DiscountCommand.command, SplitCommand.command, CalcCommand.command, CartCommand.command, REPL.command,
    ]

    static let help = """
        shoptools \(version): the arithmetic of shopping and of splitting a bill, in exact decimals.

        Usage: shoptools COMMAND [ARGUMENTS] [OPTIONS]

        Commands:
        \(commands.map { "  " + $0.name.padding(12) + $0.summary }.joined(separator: "\n"))
          help        show the help of a command: shoptools help discount

        Options:
          -h, --help       show this help (and COMMAND --help for a command's)
              --version    show the version

        Amounts are exact decimals: 9800, 9,800, ¥9,800, 9800円, ９８００, $98.50.
        Environment: SHOPTOOLS_CURRENCY sets the default currency (JPY when unset).
        Exit status: 0 success, 64 usage error, 65 bad value, 74 I/O error, 1 other failure.
        """

    /// Runs one command line (without the program name).
    static func run(_ words: [String], context: Context) throws(CLIError) {
        guard let first = words.first else {
            // On a terminal, plain `shoptools` is the REPL; elsewhere it explains itself.
            if context.isInteractive && Terminal.isTerminal(1) {
                try REPL.start(Arguments([], specs: [], command: "repl"), context: context)
            } else {
                context.stdout.write(help + "\n")
            }
            return
        }
        switch first {
        case "-h", "--help":
            context.stdout.write(help + "\n")
        case "--version", "-V":
            context.stdout.line("shoptools \(version)")
        case "help":
            try showHelp(for: words.dropFirst().first, context: context)
        default:
            guard let command = commands.first(where: { $0.name == first }) else {
                throw CLIError.usage("unknown command \(quotedWord(first)); expected one of \(commands.map(\.name).joined(separator: ", "))")
            }
            let rest = Array(words.dropFirst())
            if rest.contains("--help") || rest.contains("-h") {
                context.stdout.write(command.help + "\n")
                return
            }
            let arguments = try Arguments(
                rest, specs: command.options, command: command.name, dashWordsArePositional: command.dashWordsArePositional)
            try command.run(arguments, context)
        }
    }

    private static func showHelp(for name: String?, context: Context) throws(CLIError) {
        guard let name else {
            context.stdout.write(help + "\n")
            return
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            throw CLIError.usage("no help for \(quotedWord(name)); expected one of \(commands.map(\.name).joined(separator: ", "))")
        }
        context.stdout.write(command.help + "\n")
    }

    private static func quotedWord(_ word: String) -> String { "\"\(word)\"" }
}

extension String {
    /// This string padded with spaces to at least `width` characters.
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
