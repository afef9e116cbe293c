/// A rule between two options of a command, declared in its table beside
/// the options and checked once the words are read, before the command runs.
package struct OptionRule: Sendable {
    /// An option's declaration, made when the rule is checked: the second of a rule only when the
    /// first is given (a declaration costs its help and parser, and most rules have neither given).
    typealias Declared = @Sendable () -> OptionSpec

    private enum Kind: Sendable {
        case conflicts(Declared, Declared)
        /// The first needs the second; with a value, the second given that value (a choice's case, by its key).
        case needs(Declared, Declared, value: String?)
    }

    private let kind: Kind

    /// Not both (`--json` and `--export`).
    package static func conflicts<First: OptionDeclaration, Second: OptionDeclaration>(
        _ first: @escaping @autoclosure @Sendable () -> First, _ second: @escaping @autoclosure @Sendable () -> Second
    ) -> OptionRule {
        OptionRule(kind: .conflicts({ first().spec }, { second().spec }))
    }

    /// The first only with the second (`--rate` only with `--from`).
    package static func needs<First: OptionDeclaration, Second: OptionDeclaration>(
        _ option: @escaping @autoclosure @Sendable () -> First, _ other: @escaping @autoclosure @Sendable () -> Second
    ) -> OptionRule {
        OptionRule(kind: .needs({ option().spec }, { other().spec }, value: nil))
    }

    /// The first only with the choice `other` given `value` (`--bom` only with `--export csv`).
    ///
    /// The word given is compared by the key the choice's parser reads (``Arguments/choiceKey(_:)``),
    /// so `CSV` and `ｃｓｖ` count too; no value is parsed here.
    package static func needs<First: OptionDeclaration, Value: CaseIterable & RawRepresentable<String>, Failure>(
        _ option: @escaping @autoclosure @Sendable () -> First,
        _ other: @escaping @autoclosure @Sendable () -> Option<Value, Failure>,
        value: Value
    ) -> OptionRule {
        OptionRule(kind: .needs({ option().spec }, { other().spec }, value: value.rawValue))
    }

    /// Whether the options `given` keep the rule.
    /// - Throws: ``CommandLineError/conflictingOptions(_:)`` or ``CommandLineError/optionNeeds(_:_:)``.
    package func check(_ given: [(spec: OptionSpec, text: String?)]) throws(CommandLineError) {
        func has(_ spec: OptionSpec) -> Bool { given.contains { $0.spec.name == spec.name } }
        switch kind {
        case .conflicts(let declareFirst, let declareSecond):
            let first = declareFirst()
            guard has(first) else { return }
            let second = declareSecond()
            if has(second) { throw .conflictingOptions([first.name, second.name]) }
        case .needs(let declareOption, let declareOther, let value):
            let option = declareOption()
            guard has(option) else { return }
            let other = declareOther()
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
