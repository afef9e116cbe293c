import ShopCore

/// Splits a REPL line into words the way a shell would, so a REPL line and a
/// command line reach the same parser: spaces separate words, `'…'` and
/// `"…"` keep spaces (`add --label "winter coat"`), `\` escapes a character
/// outside single quotes.
package enum ShellWords {
    package static func split(_ line: String) throws(CommandLineError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else {
                    current.append(character)
                }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                inWord = true
            case "\\":
                escaped = true
                inWord = true
            default:
                if character.isWhitespace {
                    if inWord { words.append(current) }
                    current = ""
                    inWord = false
                } else {
                    current.append(character)
                    inWord = true
                }
            }
        }
        if quote != nil { throw .unterminatedQuote(line) }
        if inWord { words.append(current) }
        return words
    }
}
