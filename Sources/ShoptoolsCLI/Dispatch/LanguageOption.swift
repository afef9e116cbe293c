import CommandLineKit
import ShopText

/// `--lang ja|en`, which every command takes, wherever it stands before `--`.
///
/// It is read before anything else, so that even a message about the rest of
/// the line is in the language asked for.
enum LanguageOption {
    /// The language `words` ask for, if they ask for a valid one.
    static func scan(_ words: [String]) -> Language? {
        (try? take(words))?.language
    }

    /// `words` without `--lang X` (or `--lang=X`), and the language asked for.
    /// - Throws: a usage error for `--lang` without a value or with an unknown language.
    static func take(_ words: [String]) throws(CLIError) -> (words: [String], language: Language?) {
        let option = TypedOption<Language>.lang
        let name = option.spec.name
        var rest: [String] = []
        var language: Language?
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                rest += words[(index - 1)...]
                break
            }
            let value: String
            if word == "--" + name {
                // `--lang --json`: the next option is not a value, as for every option.
                guard index < words.count, !Arguments.looksLikeOption(words[index]) else {
                    throw .usage(.optionNeedsValue(name))
                }
                value = words[index]
                index += 1
            } else if word.hasPrefix("--" + name + "=") {
                value = String(word.dropFirst(name.count + 3))
            } else {
                rest.append(word)
                continue
            }
            guard language == nil else { throw .usage(.optionTwice(name)) }
            language = try option.parse(value)
        }
        return (rest, language)
    }
}
