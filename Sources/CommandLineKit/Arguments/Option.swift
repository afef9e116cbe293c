import ShopCore

/// An option declared with the type of its value: its ``OptionSpec`` (names,
/// kind, help line) and the parser that turns the text typed into the value.
///
/// A command's ``RequestTable`` binds it to a field of the command's request
/// (`.rate.into(\.rate)` fills a `Percentage?`), and the table parses each value
/// given once, straight into the request, while the words are read: a bad value
/// is refused before any file is read or written.
/// `Failure` is the tool's own error, so a refusal keeps the tool's words
/// and exit status.
///
/// Flags are `Option<Bool, Failure>`, bound to a `Bool` field;
/// choices are `CaseIterable` enums (``choice(_:_:_:writesForPrograms:help:)``),
/// from which help, completion, the manual and the error are derived.
package struct Option<Value: Sendable, Failure>: Sendable {
    /// The declaration: names, kind, placeholder, help line.
    package var spec: OptionSpec
    /// Turns the text given into the value, or into the tool's refusal (``parse(_:)`` throws it).
    ///
    /// (A ``Parsed`` rather than a `throws(Failure)` closure, and no `Failure: Error` on the type:
    /// the runtime checks a type's requirements the first time it makes the type by name, and
    /// that first check scans every conformance of the binary, a third of `bc`'s whole run at
    /// every start-up. The initializer and ``parse(_:)`` keep the typed throw.)
    let read: @Sendable (String) -> Parsed<Value, Failure>

    /// The same option with the help line one command gives it (`--round` of
    /// `tax` rounds the tax, of `split` each share); its name and parser stay.
    package func described(_ english: String, _ japanese: String) -> Option {
        var option = self
        option.spec.help = Bilingual(english, japanese)
        return option
    }
}

/// A value read, or the refusal of the text it was read from: what an ``Option`` keeps its parser as.
package enum Parsed<Value, Failure> {
    case value(Value)
    case failure(Failure)
}

extension Option where Failure: Error {
    /// An option whose value `parse` reads from the text given.
    package init(_ spec: OptionSpec, parse: @escaping @Sendable (String) throws(Failure) -> Value) {
        self.spec = spec
        self.read = { (text) in
            do throws(Failure) { return .value(try parse(text)) } catch { return .failure(error) }
        }
    }

    /// The value `text` gives, or the tool's refusal.
    package func parse(_ text: String) throws(Failure) -> Value {
        switch read(text) {
        case .value(let value): return value
        case .failure(let failure): throw failure
        }
    }
}

extension Option: OptionDeclaration where Failure: Error {}

/// What a command's table lists: an option of any value type whose values
/// are refused in the tool's `Failure`.
///
/// ``Option`` is the one conforming type.
package protocol OptionDeclaration<Failure>: Sendable {
    associatedtype Failure: Error
    /// The declaration: names, kind, placeholder, help line.
    var spec: OptionSpec { get }
}

extension Option where Value == Bool, Failure: Error {
    /// A flag: `--json`; `writesForPrograms` for one that makes the command write for programs.
    package static func flag(
        _ name: String, short: Character? = nil, writesForPrograms: Bool = false,
        help: @autoclosure @escaping @Sendable () -> Bilingual
    ) -> Option {
        Option(.flag(name, short: short, writesForPrograms: writesForPrograms, help: help())) { (_) throws(Failure) in true }
    }
}

/// A tool's error that can say a word is none of an option's choices: what
/// ``Option/choice(_:_:writesForPrograms:help:)`` throws for a word outside its cases.
/// (``CommandLineError`` is one: its case of that name serves.)
package protocol ChoiceRefusal: Error {
    /// `word` given to `--option` is none of `expected`.
    static func notAChoice(option: String, value: String, expected: [String]) -> Self
}

extension CommandLineError: ChoiceRefusal {}

extension Option where Value: CaseIterable & RawRepresentable<String>, Failure: ChoiceRefusal {
    /// An option whose value is one case of `Value` (`--from splitwise`), in any
    /// letter case: any other value is a usage error while the words are read
    /// (``CommandLineError/notAChoice(option:value:expected:)``), and the help,
    /// the completions and the error list the cases.
    package static func choice(
        _ name: String, _ placeholder: String, writesForPrograms: Bool = false,
        help: @autoclosure @escaping @Sendable () -> Bilingual
    ) -> Option {
        Option(.choice(name, Value.self, placeholder, writesForPrograms: writesForPrograms, help: help())) {
            (text) throws(Failure) in
            // `Arguments` refuses every other word while reading the line, by the same key; a word
            // parsed apart from a line (a program option) is refused here in the same words.
            guard let value = Value(rawValue: Arguments.choiceKey(text)) else {
                throw .notAChoice(option: name, value: text, expected: Value.allCases.map { $0.rawValue })
            }
            return value
        }
    }

    /// A choice whose value may be left out (`--desk`, `--desk casio`): bound with
    /// ``intoOptional(_:)``, `.some(nil)` when given alone.
    package static func optionalChoice(_ name: String, help: @autoclosure @escaping @Sendable () -> Bilingual) -> Option {
        var option = choice(name, "[" + Value.allCases.map { $0.rawValue }.joined(separator: "|") + "]", help: help())
        option.spec.valueIsOptional = true
        return option
    }
}

extension Option where Value == String, Failure: Error {
    /// An option whose value is its text as typed (a file path, a label, a name).
    package static func text(
        _ name: String, short: Character? = nil, _ kind: OptionSpec.Kind, _ placeholder: String,
        repeatable: Bool = false, help: @autoclosure @escaping @Sendable () -> Bilingual
    ) -> Option {
        Option(.value(name, short: short, kind, placeholder, repeatable: repeatable, help: help())) {
            (text) throws(Failure) in text
        }
    }
}

extension OptionDeclaration {
    /// The long name without dashes (`rate` for `--rate`).
    package var name: String { spec.name }
}
