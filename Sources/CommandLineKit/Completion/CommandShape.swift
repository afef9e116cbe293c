/// What the machinery knows of a tool's command: the words that select it,
/// where it is typed, its options, its actions and its first argument.
///
/// The tool's own command type conforms, and completion reads the tool's
/// table through it; the tool keeps what runs the command and its help.
package protocol CommandShape {
    /// The tool's name, as a shell calls it (`shoptools`).
    static var program: String { get }
    /// The options of the program before any command (`--version`).
    static var programOptions: [OptionSpec] { get }
    /// The options every command takes besides `-h`/`--help`, which may also
    /// stand before the command (`--lang`).
    static var globalOptions: [OptionSpec] { get }

    /// The word that selects it (`discount`).
    var name: String { get }
    /// Short forms accepted in a session (`p` for `price`).
    var aliases: [String] { get }
    /// Where it can be typed.
    var scope: CommandScope { get }
    /// The declarations of the options it accepts (besides `-h`/`--help`).
    var specs: [OptionSpec] { get }
    /// What its first argument is.
    var operand: Operand { get }
    /// Actions selected by the first word after the name (`cart add`).
    var subcommands: [Self] { get }
    /// Its one-line summary in English, as the completion scripts show it.
    var completionSummary: String { get }
}

extension CommandShape {
    /// Whether `word` selects this command in a session or on the command line.
    package func answers(to word: String, inSession: Bool) -> Bool {
        guard scope.includes(inSession) else { return false }
        return word == name || (inSession && aliases.contains(word))
    }
}

/// Where a command can be typed.
package enum CommandScope: Sendable, Equatable {
    /// `TOOL NAME …` only.
    case commandLine
    /// Inside a session only (`price`, `rate`, `quit` …).
    case session
    /// Both, working the same way.
    case everywhere

    /// Whether a command of this scope is typed in a session (`inSession`) or on the command line.
    package func includes(_ inSession: Bool) -> Bool {
        switch self {
        case .commandLine: return !inSession
        case .session: return inSession
        case .everywhere: return true
        }
    }
}

/// What a command's first argument is, so completion knows what to offer for it.
package enum Operand: Sendable, Equatable {
    /// A value no one can guess (an amount, an expression, a name): nothing completes.
    case value
    /// A file's path (`settle FILE`): file names complete.
    case file
    /// One of a few words (`lang en|ja`), completed as they are.
    case words([String])
    /// A command's name (`help COMMAND`): the commands where it is typed complete.
    case command
}
