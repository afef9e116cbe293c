import ShopCore

/// The one rule for folding text to a width, used by the help pages, the
/// screens and the REPL: a wide character (`コート`) counts two columns, as
/// ``DisplayText`` counts it.
///
/// A line breaks at a space, or after a wide character, as Japanese is
/// broken, except before a character that may not start a line (`、`, `）`)
/// or after one that may not end it (`（`) (kinsoku); a number keeps its unit
/// (`60円`), since a break never falls after a narrow character but at a
/// space. A word wider than a whole line stands alone on its line, or, with
/// `breakingLongWords` (the screens, where nothing may pass the window's
/// edge), is broken between its characters.
///
/// ```
/// text                                   width  lines
/// ----------------------------------------------------------------
/// "after ¥80,246 (save ¥43,210)"         14     "after ¥80,246", "(save ¥43,210)"
/// "6,860円（2,940円引き）"                 10     "6,860円", "（2,940円", "引き）"
/// "abcdefghij" (breakingLongWords)       4      "abcd", "efgh", "ij"
/// ```
package enum TextFold {
    private static let noStart: Set<Character> = Set("、。，．）」』】〕・ー：；？！…％)]},.:;!?%ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")
    private static let noEnd: Set<Character> = Set("（「『【〔［([{")

    /// `text` (one paragraph, no newline) in lines of at most `width`
    /// columns: the first after `first`, the rest after `rest`.
    ///
    /// With `atSpacesOnly` a line breaks only at a space (a usage line, whose
    /// `[オプション]` is one word).
    package static func lines(
        _ text: String, width: Int, first: String = "", rest: String = "", atSpacesOnly: Bool = false,
        breakingLongWords: Bool = false
    ) -> [String] {
        if let folded = printableASCIILines(
            text, width: width, first: first, rest: rest, atSpacesOnly: atSpacesOnly, breakingLongWords: breakingLongWords)
        {
            return folded
        }
        return characterLines(
            text, width: width, first: first, rest: rest, atSpacesOnly: atSpacesOnly, breakingLongWords: breakingLongWords)
    }

    /// ``lines(_:width:first:rest:atSpacesOnly:breakingLongWords:)`` a character at a time: the rule itself.
    static func characterLines(
        _ text: String, width: Int, first: String, rest: String, atSpacesOnly: Bool, breakingLongWords: Bool
    ) -> [String] {
        var lines: [String] = []
        var line = first
        var used = DisplayText.columns(first)
        var atStart = true
        func newLine() {
            lines.append(line)
            line = rest
            used = DisplayText.columns(rest)
            atStart = true
        }
        for (gap, piece) in pieces(text, atSpacesOnly: atSpacesOnly) {
            let pieceColumns = DisplayText.columns(piece)
            let gapColumns = atStart ? 0 : DisplayText.columns(gap)
            if !atStart && used + gapColumns + pieceColumns > width { newLine() }
            if !atStart {
                line += gap
                used += DisplayText.columns(gap)
            }
            if breakingLongWords && used + pieceColumns > width {
                // Wider than a whole line: as much as fits, then on the next lines.
                for character in piece {
                    let columns = DisplayText.columns(of: character)
                    if used + columns > width && !atStart { newLine() }
                    line.append(character)
                    used += columns
                    atStart = false
                }
                continue
            }
            line += piece
            used += pieceColumns
            atStart = false
        }
        lines.append(line)
        return lines
    }

    /// The lines of printable ASCII worked out on its bytes; nil for any other text.
    ///
    /// The same lines as ``characterLines(_:width:first:rest:atSpacesOnly:breakingLongWords:)`` when the text
    /// and both indents are printable ASCII (English help, most of every page): each byte a character of one
    /// column, a line breaking only at a space or after a comma before `"`, `{` or `[`. Help is folded on
    /// every `help` and `--help`, and a character at a time it took most of `shoptools help`'s instructions.
    static func printableASCIILines(
        _ text: String, width: Int, first: String, rest: String, atSpacesOnly: Bool, breakingLongWords: Bool
    ) -> [String]? {
        func printable(_ string: String) -> Bool { string.utf8.allSatisfy { (0x20..<0x7F).contains($0) } }
        guard printable(text), printable(first), printable(rest) else { return nil }
        let bytes = Array(text.utf8)
        let space = UInt8(ascii: " "), comma = UInt8(ascii: ",")
        var pieces: [(gap: Range<Int>, piece: Range<Int>)] = []
        var gapStart = 0, pieceStart = 0, inPiece = false
        for (index, byte) in bytes.enumerated() {
            if byte == space {
                if inPiece {
                    pieces.append((gapStart..<pieceStart, pieceStart..<index))
                    gapStart = index
                    inPiece = false
                }
            } else if !inPiece {
                pieceStart = index
                inPiece = true
            } else if !atSpacesOnly, bytes[index - 1] == comma,
                byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
            {
                pieces.append((gapStart..<pieceStart, pieceStart..<index))
                gapStart = index
                pieceStart = index
            }
        }
        if inPiece { pieces.append((gapStart..<pieceStart, pieceStart..<bytes.count)) }

        var lines: [String] = []
        var line = Array(first.utf8)  // its columns are its bytes
        let restBytes = Array(rest.utf8)
        var atStart = true
        func newLine() {
            lines.append(String(decoding: line, as: UTF8.self))
            line = restBytes
            atStart = true
        }
        for (gap, piece) in pieces {
            if !atStart && line.count + gap.count + piece.count > width { newLine() }
            if !atStart { line += bytes[gap] }
            if breakingLongWords && line.count + piece.count > width {
                for byte in bytes[piece] {
                    if line.count + 1 > width && !atStart { newLine() }
                    line.append(byte)
                    atStart = false
                }
                continue
            }
            line += bytes[piece]
            atStart = false
        }
        lines.append(String(decoding: line, as: UTF8.self))
        return lines
    }

    /// The text cut where a line may break: each piece with the spaces before it.
    package static func pieces(_ text: String, atSpacesOnly: Bool = false) -> [(gap: String, piece: String)] {
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
    package static func mayBreak(after previous: Character, before next: Character) -> Bool {
        if previous == "," { return next == "\"" || next == "{" || next == "[" }
        if isFullWidthAlphanumeric(previous) && isFullWidthAlphanumeric(next) { return false }  // ９８００ is one number
        return DisplayText.columns(of: previous) == 2 && !noStart.contains(next) && !noEnd.contains(previous)
    }

    /// `０`–`９`, `Ａ`–`Ｚ`, `ａ`–`ｚ`.
    private static func isFullWidthAlphanumeric(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0xFF10...0xFF19).contains(value) || (0xFF21...0xFF3A).contains(value) || (0xFF41...0xFF5A).contains(value)
    }
}
