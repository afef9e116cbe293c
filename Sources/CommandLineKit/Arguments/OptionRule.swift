/// A rule between two options of a command, declared in its table beside
/// the options and checked once the words are read, before the command runs.
package enum OptionRule: Sendable {
    /// Not both (`--json` and `--export`).
    case conflicts(OptionSpec, OptionSpec)
    /// The first only with the second (`--rate` only with `--from`); with
    /// `value`, only with the second given that value (`--bom` only with `--export csv`).
    case needs(OptionSpec, OptionSpec, value: String? = nil)

    /// Whether `arguments` keep the rule.
    /// - Throws: ``CommandLineError/conflictingOptions(_:)`` or ``CommandLineError/optionNeeds(_:_:)``.
    package func check(_ arguments: Arguments) throws(CommandLineError) {
        switch self {
        case .conflicts(let first, let second):
            if arguments.has(first) && arguments.has(second) { throw .conflictingOptions([first.name, second.name]) }
        case .needs(let option, let other, let value):
            guard arguments.has(option) else { return }
            let given = arguments.has(other) && (value.map { arguments.value(other)?.lowercased() == $0 } ?? true)
            if !given { throw .optionNeeds(option.name, other.name + (value.map { " " + $0 } ?? "")) }
        }
    }
}

extension Arguments {
    /// Checks `rules` in order; the first broken one is the error.
    package func check(_ rules: [OptionRule]) throws(CommandLineError) {
        for rule in rules { try rule.check(self) }
    }
}
