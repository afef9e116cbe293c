/// A rule between two options of a command, declared in its table beside
/// the options and checked once the words are read, before the command runs.
package struct OptionRule: Sendable {
    private enum Kind: Sendable {
        case conflicts(OptionSpec, OptionSpec)
        /// The first needs the second; with a value, the second given that value (`isGivenValue` says whether it was).
        case needs(OptionSpec, OptionSpec, value: (text: String, isGivenValue: @Sendable (Arguments) -> Bool)?)
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
    /// The value is compared as the second option's parser reads it, so a word it reads as that value counts too.
    package static func needs<Value: RawRepresentable<String> & Equatable, Failure>(
        _ option: some OptionDeclaration, _ other: Option<Value, Failure>, value: Value
    ) -> OptionRule {
        let given: @Sendable (Arguments) -> Bool = { arguments in (try? arguments.value(other)) == value }
        return OptionRule(kind: .needs(option.spec, other.spec, value: (value.rawValue, given)))
    }

    /// Whether `arguments` keep the rule.
    /// - Throws: ``CommandLineError/conflictingOptions(_:)`` or ``CommandLineError/optionNeeds(_:_:)``.
    package func check(_ arguments: Arguments) throws(CommandLineError) {
        switch kind {
        case .conflicts(let first, let second):
            if arguments.has(first) && arguments.has(second) { throw .conflictingOptions([first.name, second.name]) }
        case .needs(let option, let other, let value):
            guard arguments.has(option) else { return }
            let given = arguments.has(other) && (value.map { $0.isGivenValue(arguments) } ?? true)
            if !given { throw .optionNeeds(option.name, other.name + (value.map { " " + $0.text } ?? "")) }
        }
    }
}

extension Arguments {
    /// Checks `rules` in order; the first broken one is the error.
    package func check(_ rules: [OptionRule]) throws(CommandLineError) {
        for rule in rules { try rule.check(self) }
    }
}
