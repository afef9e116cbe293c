import ShopCore

/// The words of a command line sorted into options and positional arguments.
///
/// A word is an option when it is `--` and a letter (`--rate`, `--rate=30`)
/// or `-` and a letter (`-r`, with its value in the same word as POSIX allows:
/// `-r30`, unless single-dash words may be positional); the value of an option that takes one is
/// the next word whatever it looks like (`--label -h` labels an item `-h`);
/// of one whose value may be left out (`--desk`), the next word unless it is an option.
/// Every other word is positional, so `-5`, `-¥100`, `-(1+2)` and `-` reach
/// the command as values and are judged there. `--` ends the options.
/// `-h` or `--help` standing as an option asks for help and ends the reading.
package struct Arguments {
    /// How words that start with `-` but name no option of the command are read.
    package enum DashWords: Sendable {
        /// An error: `unknown option -x`.
        case unknownOptions
        /// Single-dash words are positional (`calc -(1+2) -x`); `--word` is still an option.
        case singleDashPositional
    }

    package private(set) var positionals: [String] = []
    /// Whether `-h` or `--help` stood as an option.
    package private(set) var helpRequested = false
    /// Options in the order given, with the text given to each; flags and optional values left
    /// out have none.
    ///
    /// A command's ``RequestTable`` parses each text once into its request. (An
    /// array, not a dictionary: a command line holds a handful, and a dictionary's first use
    /// costs a runtime conformance scan at start-up.)
    package private(set) var given: [(spec: OptionSpec, text: String?)] = []

    /// No words at all: no option, no positional argument.
    package init() {}

    /// Sorts `words` by `specs`.
    package init(
        _ words: [String], specs: [OptionSpec], dashWords: DashWords = .unknownOptions
    )
        throws(CommandLineError)
    {
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !Self.looksLikeOption(word) {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "-h" || word == "--help" {
                helpRequested = true
                return
            }
            var name: Substring, inlineValue: String?
            let isLong = word.hasPrefix("--")
            if isLong {
                name = word.dropFirst(2)
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = name[..<equals]
                }
            } else {
                name = word.dropFirst()
                // POSIX: a short option's value may follow it in the same word (`-r30`, as `-r 30`), unless a
                // word with one dash may be a positional (calc's `-sqrt(4)`).
                if name.count > 1, dashWords != .singleDashPositional,
                    let short = specs.first(where: { $0.short == name.first }), short.takesValue
                {
                    inlineValue = String(name.dropFirst())
                    name = name.prefix(1)
                }
            }
            let spec = specs.first { isLong ? $0.name == name : name.count == 1 && $0.short == name.first }
            guard let spec else {
                if !isLong && dashWords == .singleDashPositional {
                    positionals.append(word)
                    continue
                }
                throw .unknownOption(isLong ? "--" + name : word)
            }
            if !spec.repeatable && has(named: spec.name) {
                throw .optionTwice(spec.name)
            }
            if spec.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if spec.valueIsOptional {
                    // `--desk` alone, or before another option: no value.
                    guard index < words.count, !Self.looksLikeOption(words[index]) else {
                        given.append((spec, nil))
                        continue
                    }
                    value = words[index]
                    index += 1
                } else {
                    // `--person --json`: the next option is not a value (`--label=--json` is, if meant).
                    guard index < words.count, !(words[index].hasPrefix("--") && Self.looksLikeOption(words[index])) else {
                        throw .optionNeedsValue(spec.name)
                    }
                    value = words[index]
                    index += 1
                }
                if spec.checksChoice, case .choices(let choices) = spec.kind, case let cases = choices.all,
                    !cases.contains(Self.choiceKey(value))
                {
                    throw .notAChoice(option: spec.name, value: value, expected: cases)
                }
                given.append((spec, value))
            } else {
                if inlineValue != nil { throw .optionTakesNoValue(spec.name) }
                given.append((spec, nil))
            }
        }
    }

    /// Whether an option that makes the command write for programs (`--json`) was given.
    package var writesForPrograms: Bool { given.contains { $0.spec.writesForPrograms } }

    /// Whether no option was given but those named `names` (a command that opens its screen when given nothing else).
    package func givesOnly(_ names: [String]) -> Bool { given.allSatisfy { names.contains($0.spec.name) } }

    private func has(named name: String) -> Bool { given.contains { $0.spec.name == name } }

    /// A choice as its case is named: folded (full-width letters are ASCII), trimmed and in lower case.
    package static func choiceKey(_ value: String) -> String { TextNormalizer.foldedAndTrimmed(value).lowercased() }

    /// `--name` (a letter after two dashes) or `-x` (an ASCII letter after one dash).
    package static func looksLikeOption(_ word: String) -> Bool {
        if word == "--" { return true }
        let scalars = Array(word.unicodeScalars.prefix(3))
        guard scalars.count >= 2, scalars[0] == "-" else { return false }
        if scalars[1] == "-" { return scalars.count == 3 && Self.isASCIILetter(scalars[2]) }
        return Self.isASCIILetter(scalars[1])
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
