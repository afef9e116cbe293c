import CommandLineKit
import ShopText

/// A command of the one command table, for the command line, the session
/// (the REPL) or both.
///
/// A value rather than a protocol of static members: Swift 6.3 crashes
/// compiling typed-throws calls through `any Command.Type` (a SILGen crash
/// in the opened existential), and a value reads just as well.
struct Command: Sendable {
    /// The word that selects it (`discount`).
    let name: String
    /// Short forms accepted in a session (`p` for `price`).
    var aliases: [String] = []
    var scope: CommandScope = .everywhere
    /// How it is typed, for the REPL's command list (`price AMOUNT`).
    let synopsis: String
    /// The forms it is typed in on the command line, without the program's
    /// name and without the options they leave out (`cart add AMOUNT`): the
    /// `Usage:` lines of its help, and with every other option of its table
    /// the manual's SYNOPSIS.
    var usage: [String] = []
    /// Its help, the one-line summary and the whole `--help` text in every language: built only
    /// when shown (a command line that runs builds no page).
    let help: @Sendable () -> HelpContent
    /// Its table, the options and positional arguments bound to its request's fields: built only
    /// for the command that runs, or for its help, the manual and completion.
    let table: @Sendable () -> CommandTable
    /// For a command whose forms take different options (`split --bill`,
    /// `split --from-cart`), the options of each form of ``usage``, in order,
    /// for the manual's SYNOPSIS; nil when every option goes with the first form.
    var formOptions: (@Sendable () -> [[DeclaredOption]])? = nil
    /// What its first argument is, for completion (the REPL's Tab and the
    /// shell scripts): `settle FILE` a file, `lang en|ja` one of two words.
    var operand: Operand = .value
    /// How words like `-(1+2)` that name no option are read.
    var dashWords: Arguments.DashWords = .unknownOptions
    /// Actions selected by the first word after the name (`cart add`).
    ///
    /// The command's own `run` handles the case without one. Made when asked for: a command line of
    /// another command makes none.
    var subcommands: [Command] { makeSubcommands() }
    private let makeSubcommands: @Sendable () -> [Command]
    /// The name messages use when it is not ``name`` (a session's `add` is
    /// `cart add`, so its messages are those of the command line).
    var messageName: String? = nil

    /// A command whose words `table` reads into a `Request`, and that `run` runs with it.
    init<Request: CommandRequest>(
        name: String, aliases: [String] = [], scope: CommandScope = .everywhere, synopsis: String, usage: [String] = [],
        page: @autoclosure @escaping @Sendable () -> HelpContent,
        table: @autoclosure @escaping @Sendable () -> RequestTable<Request, CLIError>,
        formOptions: (@Sendable () -> [[DeclaredOption]])? = nil, operand: Operand = .value,
        dashWords: Arguments.DashWords = .unknownOptions, subcommands: @autoclosure @escaping @Sendable () -> [Command] = [],
        messageName: String? = nil,
        run: @escaping @Sendable (Request, Invocation) throws(CLIError) -> Outcome
    ) where Request.Context == Invocation, Request.Failure == CLIError {
        self.name = name
        self.aliases = aliases
        self.scope = scope
        self.synopsis = synopsis
        self.usage = usage
        self.help = page
        self.table = { CommandTable(table(), run: run) }
        self.formOptions = formOptions
        self.operand = operand
        self.dashWords = dashWords
        self.makeSubcommands = subcommands
        self.messageName = messageName
    }

    /// Its help page's content.
    var page: HelpContent { help() }
}

/// A command's table with the type of its request left out: the options'
/// declarations, and what reads a command line into the request and runs the command.
struct CommandTable: Sendable {
    /// The options' declarations, in the order help lists them.
    let specs: [OptionSpec]
    /// Reads `arguments` into the request (every value parsed once) and runs the command with it.
    let run: @Sendable (Arguments, Invocation) throws(CLIError) -> Outcome

    init<Request: CommandRequest>(
        _ table: RequestTable<Request, CLIError>, run: @escaping @Sendable (Request, Invocation) throws(CLIError) -> Outcome
    ) where Request.Context == Invocation, Request.Failure == CLIError {
        specs = table.specs
        self.run = { (arguments, invocation) throws(CLIError) in
            let request = try table.fill(arguments, context: invocation) { error in
                .usage(error, command: invocation.messageName, sessionOnly: invocation.sessionOnly)
            }
            return try run(request, invocation)
        }
    }
}

/// The shell completions and the REPL's Tab, over shoptools' command table.
typealias Completion = CommandLineKit.Completion<Command>

extension Command: CommandShape {
    static let program = "shoptools"
    static var programOptions: [OptionSpec] { ShoptoolsCLI.programOptions.map(\.spec) }
    static var globalOptions: [OptionSpec] { [TypedOption<Language>.lang.spec] }
    var specs: [OptionSpec] { table().specs }
    var completionSummary: String { page.summary(in: .english) }
}

/// What running a command leads to.
enum Outcome {
    /// Done; go on.
    case done
    /// Start an interactive session on this cart (`shoptools repl`).
    case startSession(Session)
    /// Leave the session (`quit`).
    case endSession
    /// Open a screen on the terminal (`calc` or `discount` with nothing to compute).
    case openScreen(any ScreenModel)
}

/// What a command runs with: the streams and environment, the session if
/// it runs inside one, and the command table (for `help`).
struct Invocation {
    let context: Context
    /// The session, inside the REPL; nil on the command line.
    let session: Session?
    /// The command table, for help texts: made when asked for (a command line that shows no
    /// help makes no session verbs).
    var commands: [Command] { makeCommands() }
    private let makeCommands: () -> [Command]
    /// The command's full name as typed (`cart add`; `add` in a session).
    let path: String
    /// Its name in messages, the command line's also in a session (`cart add`).
    var messageName: String { command?.messageName ?? path }
    /// The command being run, if the dispatcher ran it.
    var command: Command? = nil

    init(
        context: Context, session: Session?, commands: @autoclosure @escaping () -> [Command], path: String,
        command: Command? = nil
    ) {
        self.context = context
        self.session = session
        self.makeCommands = commands
        self.path = path
        self.command = command
    }

    var stdout: OutputSink { context.stdout }

    /// Whether the command is a verb only a session has (`price`), whose help is the session's.
    var sessionOnly: Bool { command.map { $0.scope == .session && $0.messageName == nil } ?? false }

    /// Whether a command given nothing to compute opens its screen instead:
    /// on the command line, with a person at a terminal (standard input and
    /// output both terminals).
    var opensScreen: Bool { session == nil && context.isInteractive && Terminal.isTerminal(1) }
}
