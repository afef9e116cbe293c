/// A rule between two options of a command, declared in its table beside
/// the options and checked once the words are read, before the command runs.
package struct OptionRule: Sendable {
    private enum Kind: Sendable {
        case conflicts(OptionSpec, OptionSpec)
        /// The first needs the second; with a value, the second given that value (a choice's case, by its key).
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

    /// The first only with the choice `other` given `value` (`--bom` only with `--export csv`).
    ///
    /// The word given is compared by the key the choice's parser reads (``Arguments/choiceKey(_:)``),
    /// so `CSV` and `ｃｓｖ` count too; no value is parsed here.
    package static func needs<Value: CaseIterable & RawRepresentable<String>, Failure>(
        _ option: some OptionDeclaration, _ other: Option<Value, Failure>, value: Value
    ) -> OptionRule {
        OptionRule(kind: .needs(option.spec, other.spec, value: value.rawValue))
    }

    /// Whether the options `given` keep the rule.
    /// - Throws: ``CommandLineError/conflictingOptions(_:)`` or ``CommandLineError/optionNeeds(_:_:)``.
    package func check(_ given: [(spec: OptionSpec, text: String?)]) throws(CommandLineError) {
        func has(_ spec: OptionSpec) -> Bool { given.contains { $0.spec.name == spec.name } }
        switch kind {
        case .conflicts(let first, let second):
            if has(first) && has(second) { throw .conflictingOptions([first.name, second.name]) }
        case .needs(let option, let other, let value):
            guard has(option) else { return }
            let isGiven: Bool
            if let value {
                isGiven = given.contains { $0.spec.name == other.name && $0.text.map(Arguments.choiceKey) == value }
            } else {
                isGiven = has(other)
            }
            if !isGiven { throw .optionNeeds(option.name, other.name + (value.map { " " + $0 } ?? "")) }
        }
    }
}

extension Arguments {
    /// Checks `rules` in order; the first broken one is the error.
    package func check(_ rules: [OptionRule]) throws(CommandLineError) {
        for rule in rules { try rule.check(given) }
    }
}
