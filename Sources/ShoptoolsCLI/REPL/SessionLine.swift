import CommandLineKit
import ShopText

/// One line typed in a session, read once: split into words once, its
/// `--lang` taken once, and what it is decided once; running it and
/// deciding whether the state line follows both use this reading.
struct SessionLine {
    /// What the line is.
    enum Kind: Equatable {
        /// Nothing to run: a blank line, or a script's comment (`# …` on a line of its own).
        case nothing
        /// A command of the table, or `--help`/`--version`, with its words.
        case command
        /// No command: an expression or amount (the price) or a percentage (the rate).
        case expression
    }

    /// The line as typed.
    let text: String
    let kind: Kind
    /// The words, without `--lang X`.
    let words: [String]
    /// The language this line asked for with `--lang`, if it did.
    let language: Language?

    /// Reads `text`.
    /// - Throws: a usage error for an unclosed quote or a bad `--lang`.
    init(_ text: String, commands: [Command]) throws(CLIError) {
        self.text = text
        guard !Dispatcher.isComment(text) else {
            (kind, words, language) = (.nothing, [], nil)
            return
        }
        let split: [String]
        do {
            split = try ShellWords.split(text)
        } catch {
            throw CLIError(status: .usage, message: CLIMessage(error, command: Command.program))
        }
        guard let first = split.first?.lowercased() else {
            (kind, words, language) = (.nothing, [], nil)
            return
        }
        guard Dispatcher.builtins.contains(first) || commands.contains(where: { $0.answers(to: first, inSession: true) })
        else {
            // An expression is read as text; a `--lang` in it only chooses the language of its error.
            (kind, words, language) = (.expression, split, LanguageOption.scan(split))
            return
        }
        kind = .command
        (words, language) = try LanguageOption.take(split)
    }

    /// Whether the session's state line follows the line: not after help or a blank line.
    var showsState: Bool {
        switch kind {
        case .nothing: return false
        case .expression: return true
        case .command: return !Dispatcher.onlyShowsHelp(words)
        }
    }

    /// Runs the line in `session`: a command through the one dispatcher, or
    /// else an expression that sets the price (a bare percentage sets the rate).
    func run(context: Context, session: Session) throws(CLIError) -> Outcome {
        var context = context
        if let language { context.language = language }
        switch kind {
        case .nothing:
            return .done
        case .command:
            return try Dispatcher.run(withoutLanguage: words, context: context, session: session)
        case .expression:
            do {
                try SessionCommands.evaluate(text, firstWord: words[0], session: session, stdout: context.stdout)
            } catch {
                throw error.inSession()
            }
            return .done
        }
    }
}
