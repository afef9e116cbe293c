import ShopCore

/// One option a command accepts, declared once: its names, the kind of value
/// it takes, whether it may be repeated, and its help line in every language.
///
/// Everything else derives from the declaration: ``Arguments`` sorts the
/// words by it, the shell completions take the values it completes from
/// ``kind``, and the help pages and the manual list it with its ``help``
/// line. A tool declares each option as an ``Option``, which adds the type
/// of its value and the parser that reads it; a command's table lists the ones it takes.
package struct OptionSpec: Sendable {
    /// What an option's value is; it decides the placeholder shown in help
    /// (`--rate PCT`) and what a shell completes after the option.
    package enum Kind: Sendable, Equatable {
        /// No value: `--json`.
        case flag
        /// An amount or an expression: `100`, `¥1,980`, `980*2`.
        case amount
        /// A percentage: `30`, `30%`, `8.875`.
        case percent
        /// A percentage or an amount: `10%`, `100`.
        case percentOrAmount
        /// A rounding unit, an amount: `100`, `0.25`.
        case unit
        /// A plain number: a slider position `0.35`.
        case number
        /// A rounding rule: down, up, half-up, half-even.
        case rounding
        /// A currency code: JPY, USD …
        case currency
        /// A whole number: `--qty 2`.
        case count
        /// Free text or a name: `--label milk`.
        case text
        /// A file path: `--cart`, `--bill`.
        case file
        /// One of a few words, completed as they are: listed only when asked for (a command line
        /// that gives no such option lists no cases; ``choice(_:)`` declares one).
        case choices(ChoiceWords)

        /// One of a few words: `words` is evaluated when the words are asked for.
        package static func choice(_ words: @autoclosure @escaping @Sendable () -> [String]) -> Kind {
            .choices(ChoiceWords(words))
        }

        /// The words a shell completes after the option; nil when it completes no word.
        package var candidates: [String]? {
            switch self {
            case .rounding: return RoundingRule.allCases.map(\.rawValue)
            case .currency: return Currency.all.map(\.code)
            case .choices(let words): return words.all
            case .flag, .amount, .percent, .percentOrAmount, .unit, .number, .count, .text, .file: return nil
            }
        }
    }

    /// The words of a ``Kind/choices(_:)``, made when asked for.
    package struct ChoiceWords: Sendable, Equatable {
        private let make: @Sendable () -> [String]

        init(_ make: @escaping @Sendable () -> [String]) { self.make = make }

        /// Every word, in the order declared.
        package var all: [String] { make() }

        package static func == (left: Self, right: Self) -> Bool { left.all == right.all }
    }

    /// The long name without dashes (`rate` for `--rate`).
    package let name: String
    /// A one-letter alias without the dash, if any.
    package var short: Character? = nil
    /// The value it takes, or ``Kind/flag``.
    package var kind: Kind
    /// The value's name in help and the manual (`PCT` in `--rate PCT`); empty for a flag.
    package var placeholder: String
    /// Whether it may be given more than once (`--person`).
    package var repeatable = false
    /// Its line in a help page's option list, in every language: made only when it is shown
    /// (a help line may be built from a table, and a command line that runs shows none).
    package var help: Bilingual {
        get { helpLine() }
        set { helpLine = { newValue } }
    }
    private var helpLine: @Sendable () -> Bilingual
    /// Whether the option makes the command write for programs (`--json`,
    /// `--export`): standard output is then UTF-8 in any locale
    /// (``OutputSink/machineOutput``).
    package var writesForPrograms = false
    /// Whether a value outside ``Kind/choices(_:)``'s words is refused while
    /// parsing (a typed choice, ``Option/choice(_:_:writesForPrograms:help:)``); letter case aside.
    package var checksChoice = false
    /// Whether the value may be left out (`--desk` or `--desk casio`): the
    /// next word is the value unless it is an option or there is none.
    package var valueIsOptional = false

    /// Whether the option takes a value (`--rate 30`) or is a flag (`--json`).
    package var takesValue: Bool { kind != .flag }

    /// A flag: `--json`; `writesForPrograms` for one that makes the command write for programs.
    package static func flag(
        _ name: String, short: Character? = nil, writesForPrograms: Bool = false,
        help: @autoclosure @escaping @Sendable () -> Bilingual
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, kind: .flag, placeholder: "", helpLine: help, writesForPrograms: writesForPrograms)
    }

    /// The declaration of an option whose value is one case of `Choice`
    /// (`--from splitwise`): any other value is a usage error while the words
    /// are parsed.
    ///
    /// A tool declares it as ``Option/choice(_:_:writesForPrograms:help:)``.
    package static func choice<Choice: CaseIterable & RawRepresentable<String> & Sendable>(
        _ name: String, _ type: Choice.Type, _ placeholder: String, writesForPrograms: Bool = false,
        help: @autoclosure @escaping @Sendable () -> Bilingual
    ) -> OptionSpec {
        var option = value(name, .choice(Choice.allCases.map { $0.rawValue }), placeholder, help: help())
        option.checksChoice = true
        option.writesForPrograms = writesForPrograms
        return option
    }

    /// An option with a value: `--rate PCT`.
    package static func value(
        _ name: String, short: Character? = nil, _ kind: Kind, _ placeholder: String, repeatable: Bool = false,
        help: @autoclosure @escaping @Sendable () -> Bilingual
    ) -> OptionSpec {
        OptionSpec(name: name, short: short, kind: kind, placeholder: placeholder, repeatable: repeatable, helpLine: help)
    }

    /// How the option is written in a help list: `-r, --rate PCT` or `    --json`.
    package var term: String {
        let long = "--" + name + (takesValue ? " " + placeholder : "")
        guard let short else { return "    " + long }
        return "-" + String(short) + ", " + long
    }

    /// How it stands in a synopsis: `[-r|--rate PCT]`, `[--off X]…`.
    package var synopsis: String {
        let names = (short.map { "-" + String($0) + "|" } ?? "") + "--" + name
        return "[" + names + (takesValue ? " " + placeholder : "") + "]" + (repeatable ? "…" : "")
    }
}

extension OptionSpec {
    /// `-h`, `--help`: every command takes it, and ``Arguments`` reads it itself.
    package static let help = flag("help", short: "h", help: Bilingual("show this help", "このヘルプを表示します"))
}
