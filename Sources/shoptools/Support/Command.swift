/// A subcommand: its name, its help and how it runs.
///
/// A value rather than a protocol of static members: Swift 6.3 crashes
/// compiling calls through `any Command.Type` (a SILGen crash in the opened
/// existential), and a value reads just as well.
struct Command: Sendable {
    /// The word that selects it (`discount`).
    let name: String
    /// One line for the command list.
    let summary: String
    /// The whole `--help` text.
    let help: String
    /// The options it accepts (besides `--help`).
    let options: [OptionSpec]
    /// Whether words like `-(1+2)` that name no option are positional.
    var dashWordsArePositional = false
    /// Runs it with the words after its name.
    let run: @Sendable (Arguments, Context) throws(CLIError) -> Void
}
