/// A rule between two options of a command, declared in its table beside
/// the options and checked once the words are read, before the command runs.
package struct OptionRule: Sendable {
    private enum Kind: Sendable {
        case conflicts(OptionSpec, OptionSpec)
        case needs(OptionSpec, OptionSpec, value: String?)
    }

    private let kind: Kind

    /// Not both (`--json` and `--export`).
    package static func conflicts(_ first: some OptionDeclaration, _ second: some OptionDeclaration) -> OptionRule {
        OptionRule(kind: .conflicts(first.spec, second.spec))
    }

    /// The first only with the second (`--rate` only with `--from`).
    package static func needs(_ option: some OptionDeclaration, _ other: some OptionDeclaration) -> OptionRule {
        OptionRule(kind: .needs(option.spec, other.spec, value: nil))
    }

    /// The first only with the second given `value` (`--bom` only with `--export csv`).
    package static func needs<Value: RawRepresentable<String>, Failure>(
        _ option: some OptionDeclaration, _ other: Option<Value, Failure>, value: Value
    ) -> OptionRule {
        OptionRule(kind: .needs(option.spec, other.spec, value: value.rawValue))
    }

    /// Whether `arguments` keep the rule.
    /// - Throws: ``CommandLineError/conflictingOptions(_:)`` or ``CommandLineError/optionNeeds(_:_:)``.
    package func check(_ arguments: Arguments) throws(CommandLineError) {
        switch kind {
        case .conflicts(let first, let second):
            if arguments.has(first) && arguments.has(second) { throw .conflictingOptions([first.name, second.name]) }
        case .needs(let option, let other, let value):
            guard arguments.has(option) else { return }
            let given =
                arguments.has(other) && (value.map { arguments.texts(of: other).last.map(Arguments.choiceKey) == $0 } ?? true)
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
