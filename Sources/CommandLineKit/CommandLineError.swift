/// What the command-line machinery refuses, as values carrying what was
/// typed; the tool words them in its reader's language and adds the exit
/// status and where to read more.
package enum CommandLineError: Error, Equatable, Sendable {
    /// A word that looks like an option but names none of the command's (`--nosuch`).
    case unknownOption(String)
    /// A single-valued option given twice (its long name).
    case optionTwice(String)
    /// An option that takes a value, at the end of the words or before another option.
    case optionNeedsValue(String)
    /// `--json=yes`: a flag given a value.
    case optionTakesNoValue(String)
    /// A value that is none of the option's choices, with the choices (`--from venmo`).
    case notAChoice(option: String, value: String, expected: [String])
    /// A line whose quote is never closed (the line).
    case unterminatedQuote(String)
}
