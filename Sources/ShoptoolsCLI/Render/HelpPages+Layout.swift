import ShopCore

/// Lays help text out to fit a terminal of ``width`` columns, counting a
/// wide character (`コート`) as two, as ``DisplayText`` does.
///
/// A line breaks at a space, or after a wide character, as Japanese is
/// broken, except before a character that may not start a line (`、`, `）`)
/// or after one that may not end it (`（`); a number keeps its unit
/// (`60円`), since a break never falls after a narrow character but at a space.
enum HelpLayout {
    /// The columns every help page fits.
    static let width = 80

    /// The widest a term of an option or argument list may be before its
    /// description moves to the next line.
    static let termColumnLimit = 30

    private static let noStart: Set<Character> = Set("、。，．）」』】〕・ー：；？！…％)]},.:;!?%ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")
    private static let noEnd: Set<Character> = Set("（「『【〔［([{")

    /// `text` (one paragraph, no newline) in lines of at most ``width``
    /// columns: the first after `first`, the rest after `rest`. A word wider
    /// than a line stands alone on its line. With `atSpacesOnly` a line
    /// breaks only at a space (a usage line, whose `[オプション]` is one word).
    static func wrap(_ text: String, first: String = "", rest: String = "", atSpacesOnly: Bool = false) -> [String] {
        var lines: [String] = []
        var line = first
        var used = DisplayText.columns(first)
        var atStart = true
        for (gap, piece) in pieces(text, atSpacesOnly: atSpacesOnly) {
            let pieceColumns = DisplayText.columns(piece)
            let gapColumns = atStart ? 0 : DisplayText.columns(gap)
            if !atStart && used + gapColumns + pieceColumns > width {
                lines.append(line)
                line = rest
                used = DisplayText.columns(rest)
                atStart = true
            }
            if !atStart {
                line += gap
                used += DisplayText.columns(gap)
            }
            line += piece
            used += pieceColumns
            atStart = false
        }
        lines.append(line)
        return lines
    }

    /// The text cut where a line may break: each piece with the spaces before it.
    static func pieces(_ text: String, atSpacesOnly: Bool = false) -> [(gap: String, piece: String)] {
        var result: [(gap: String, piece: String)] = []
        var gap = "", piece = ""
        var previous: Character?
        for character in text {
            if character == " " {
                if !piece.isEmpty {
                    result.append((gap, piece))
                    gap = ""
                    piece = ""
                }
                gap.append(character)
            } else {
                if let previous, !piece.isEmpty, !atSpacesOnly, mayBreak(after: previous, before: character) {
                    result.append((gap, piece))
                    gap = ""
                    piece = ""
                }
                piece.append(character)
            }
            previous = character
        }
        if !piece.isEmpty { result.append((gap, piece)) }
        return result
    }

    /// Whether a line may break between two characters with no space between:
    /// after a wide character, or after a comma in JSON (`,"price"`).
    static func mayBreak(after previous: Character, before next: Character) -> Bool {
        if previous == "," { return next == "\"" || next == "{" || next == "[" }
        if isFullWidthAlphanumeric(previous) && isFullWidthAlphanumeric(next) { return false }  // ９８００ is one number
        return DisplayText.columns(of: previous) == 2 && !noStart.contains(next) && !noEnd.contains(previous)
    }

    /// `０`–`９`, `Ａ`–`Ｚ`, `ａ`–`ｚ`.
    private static func isFullWidthAlphanumeric(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0xFF10...0xFF19).contains(value) || (0xFF21...0xFF3A).contains(value) || (0xFF41...0xFF5A).contains(value)
    }

    /// Lines of a paragraph joined into one: a space between two narrow
    /// characters (English words), none next to a wide one (Japanese).
    static func joined(_ text: String) -> String {
        var result = ""
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingPrefix(while: { $0 == " " })
            if let last = result.last, let next = trimmed.first,
                DisplayText.columns(of: last) == 1 && DisplayText.columns(of: next) == 1
            {
                result += " "
            }
            result += trimmed
        }
        return result
    }

    /// A term and its description: `  -r, --rate PCT   a rate from …`, the
    /// description from `column` on, each of its lines (`\n`) wrapped under it.
    static func entry(term: String, description: String, column: Int) -> [String] {
        let lead = "  " + term
        let indent = String(repeating: " ", count: column)
        var lines: [String] = []
        var first: String
        if DisplayText.columns(lead) + 2 <= column {
            first = DisplayText.padded(lead, to: column)
        } else {
            lines.append(lead)
            first = indent
        }
        for paragraph in description.split(separator: "\n") {
            lines += wrap(String(paragraph), first: first, rest: indent)
            first = indent
        }
        return lines
    }

    /// A line written as it should look, wrapped under its own indent when it is too wide.
    static func fitted(_ line: String) -> [String] {
        guard DisplayText.columns(line) > width else { return [line] }
        let indent = String(line.prefix(while: { $0 == " " }))
        return wrap(String(line.dropFirst(indent.count)), first: indent, rest: indent + "  ")
    }
}
