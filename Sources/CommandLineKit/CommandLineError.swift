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
    /// Options that cannot be given together (`--json` and `--export`), by their long names.
    case conflictingOptions([String])
    /// An option given without the one it goes with (`--rate` without `--from`): the
    /// first name, and the second with the value it needs if any (`export csv`).
    case optionNeeds(String, String)
    /// A line whose quote is never closed (the line).
    case unterminatedQuote(String)
}
