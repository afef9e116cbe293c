/// One option a subcommand accepts.
struct OptionSpec {
    /// The long name without dashes (`rate` for `--rate`).
    let name: String
    /// A one-letter alias without the dash, if any.
    var short: Character? = nil
    /// Whether the option takes a value (`--rate 30`) or is a flag (`--json`).
    var takesValue = true
    /// Whether it may be given more than once (`--person`).
    var repeatable = false

    static func flag(_ name: String, short: Character? = nil) -> OptionSpec {
        OptionSpec(name: name, short: short, takesValue: false)
    }
}

/// The words of a command line sorted into options and positional arguments.
struct Arguments {
    private(set) var positionals: [String] = []
    /// Options in the order given; flags have a nil value. (An array, not a
    /// dictionary: a command line holds a handful, and a dictionary's first
    /// use costs a runtime conformance scan at start-up.)
    private var given: [(name: String, value: String?)] = []

    /// Sorts `words` by `specs`; `command` names the subcommand in messages.
    ///
    /// `--name value`, `--name=value` and `-x value` are read; `--` ends the
    /// options; `-` and words that look like negative numbers (`-5`) are
    /// positional, so they are judged as values, not as unknown options.
    ///
    /// With `dashWordsArePositional`, a word that starts with `-` but names no
    /// option is positional (`calc -(1+2)`).
    init(_ words: [String], specs: [OptionSpec], command: String, dashWordsArePositional: Bool = false) throws(CLIError) {
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !Arguments.looksLikeOption(word) {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name: Substring, inlineValue: String?
            if word.hasPrefix("--") {
                name = word.dropFirst(2)
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = name[..<equals]
                }
            } else {
                name = word.dropFirst()
            }
            let spec = specs.first { $0.name == name || (name.count == 1 && $0.short == name.first) }
            if spec == nil && dashWordsArePositional {
                positionals.append(word)
                continue
            }
            guard let spec else {
                throw .usage("unknown option \(Self.display(word)) for '\(command)'", command: command)
            }
            if !spec.repeatable && has(spec.name) {
                throw .usage("option --\(spec.name) is given more than once", command: command)
            }
            if spec.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < words.count else {
                        throw .usage("option --\(spec.name) needs a value", command: command)
                    }
                    value = words[index]
                    index += 1
                }
                given.append((spec.name, value))
            } else {
                if inlineValue != nil { throw .usage("option --\(spec.name) takes no value", command: command) }
                given.append((spec.name, nil))
            }
        }
    }

    /// The value of a single-valued option.
    func value(_ name: String) -> String? { allValues(name).last }

    /// Every value of a repeatable option, in order.
    func allValues(_ name: String) -> [String] { given.compactMap { $0.name == name ? $0.value : nil } }

    /// Whether a flag or an option was given.
    func has(_ name: String) -> Bool { given.contains { $0.name == name } }

    private static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word != "-" else { return false }
        let second = word.dropFirst().first
        return !(second.map { $0.isNumber || $0 == "." } ?? false)
    }

    private static func display(_ word: String) -> String {
        let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
        return "\"\(name)\""
    }
}
