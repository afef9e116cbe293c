/// A rule between two options of a command, declared in its table beside
/// the options and checked once the words are read, before the command runs.
package struct OptionRule: Sendable {
    private enum Kind: Sendable {
        case conflicts(OptionSpec, OptionSpec)
        /// The first needs the second; with a value, the second given that value (`isValue` says whether
        /// a value parsed is it).
        case needs(OptionSpec, OptionSpec, value: (text: String, isValue: @Sendable (any Sendable) -> Bool)?)
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
    /// The value is compared as the second option's parser read it, so a word it reads as that value counts too.
    package static func needs<Value: RawRepresentable<String> & Equatable & Sendable, Failure>(
        _ option: some OptionDeclaration, _ other: Option<Value, Failure>, value: Value
    ) -> OptionRule {
        OptionRule(kind: .needs(option.spec, other.spec, value: (value.rawValue, { ($0 as? Value) == value })))
    }

    /// Whether the rule compares a value parsed (and so is checked once the values are read).
    package var comparesValue: Bool {
        if case .needs(_, _, .some) = kind { return true }
        return false
    }

    /// Whether the options `given` (each with the value parsed, or nil before the values are read) keep the rule.
    /// - Throws: ``CommandLineError/conflictingOptions(_:)`` or ``CommandLineError/optionNeeds(_:_:)``.
    package func check(_ given: [(name: String, value: (any Sendable)?)]) throws(CommandLineError) {
        func has(_ spec: OptionSpec) -> Bool { given.contains { $0.name == spec.name } }
        switch kind {
        case .conflicts(let first, let second):
            if has(first) && has(second) { throw .conflictingOptions([first.name, second.name]) }
        case .needs(let option, let other, let value):
            guard has(option) else { return }
            let isGiven: Bool
            if let value {
                isGiven = given.contains { $0.name == other.name && $0.value.map(value.isValue) == true }
            } else {
                isGiven = has(other)
            }
            if !isGiven { throw .optionNeeds(option.name, other.name + (value.map { " " + $0.text } ?? "")) }
        }
    }
}
