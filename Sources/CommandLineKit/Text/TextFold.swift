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
    /// Whether a line may not start with `scalar` (kinsoku): closing brackets, punctuation, the long-vowel
    /// mark, small kana.
    private static func mayNotStartALine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "、", "。", "，", "．", "）", "」", "』", "】", "〕", "・", "ー", "：", "；", "？", "！", "…", "％",
            ")", "]", "}", ".", ",", ":", ";", "!", "?", "%",
            "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ゎ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ヮ", "ヵ", "ヶ":
            return true
        default:
            return false
        }
    }

    /// Whether a line may not end with `scalar` (kinsoku): opening brackets.
    private static func mayNotEndALine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "（", "「", "『", "【", "〔", "［", "(", "[", "{": return true
        default: return false
        }
    }

    /// `text` (one paragraph, no newline) in lines of at most `width`
    /// columns: the first after `first`, the rest after `rest`.
    ///
    /// With `atSpacesOnly` a line breaks only at a space (a usage line, whose
    /// `[オプション]` is one word).
    package static func lines(
        _ text: String, width: Int, first: String = "", rest: String = "", atSpacesOnly: Bool = false,
        breakingLongWords: Bool = false
    ) -> [String] {
        if let folded = scalarLines(
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

    /// The lines worked out a scalar at a time; nil when some scalar of the text or an indent may join the
    /// next into one character, or take no column (``isCharacterAlone(_:)``).
    ///
    /// The same lines as ``characterLines(_:width:first:rest:atSpacesOnly:breakingLongWords:)``: when each
    /// scalar is a character of its own, the characters are the scalars, and the rule reads the same ones
    /// without the standard library finding where each character ends. Help is folded on every `help` and
    /// `--help`, and a character at a time it took most of `shoptools help`'s instructions.
    static func scalarLines(
        _ text: String, width: Int, first: String, rest: String, atSpacesOnly: Bool, breakingLongWords: Bool
    ) -> [String]? {
        func alone(_ string: String) -> Bool { string.unicodeScalars.allSatisfy(isCharacterAlone) }
        guard alone(first), alone(rest) else { return nil }
        // The scalars, where each one's bytes start (and the end: a line is built of bytes, which is quicker
        // than of scalars), and the columns of each, counted once.
        var scalars: [Unicode.Scalar] = [], offsets: [Int] = [], widths: [Int] = []
        scalars.reserveCapacity(text.utf8.count)
        offsets.reserveCapacity(text.utf8.count + 1)
        widths.reserveCapacity(text.utf8.count)
        var offset = 0
        for scalar in text.unicodeScalars {
            guard isCharacterAlone(scalar) else { return nil }
            scalars.append(scalar)
            offsets.append(offset)
            widths.append(DisplayText.columns(ofScalar: scalar))
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        let bytes = Array(text.utf8)
        func utf8(_ range: Range<Int>) -> ArraySlice<UInt8> { bytes[offsets[range.lowerBound]..<offsets[range.upperBound]] }
        let space: Unicode.Scalar = " "
        // Each piece with the spaces before it (a space takes a column), and its columns.
        var pieces: [(gap: Range<Int>, piece: Range<Int>, columns: Int)] = []
        pieces.reserveCapacity(scalars.count / 4)
        var gapStart = 0, pieceStart = 0, pieceColumns = 0, inPiece = false
        for (index, scalar) in scalars.enumerated() {
            if scalar == space {
                if inPiece {
                    pieces.append((gapStart..<pieceStart, pieceStart..<index, pieceColumns))
                    gapStart = index
                    inPiece = false
                }
                continue
            }
            if !inPiece {
                pieceStart = index
                pieceColumns = 0
                inPiece = true
            } else if !atSpacesOnly, mayBreak(betweenScalars: scalars[index - 1], scalar, columns: widths[index - 1]) {
                pieces.append((gapStart..<pieceStart, pieceStart..<index, pieceColumns))
                gapStart = index
                pieceStart = index
                pieceColumns = 0
            }
            pieceColumns += widths[index]
        }
        if inPiece { pieces.append((gapStart..<pieceStart, pieceStart..<scalars.count, pieceColumns)) }

        var lines: [String] = []
        var line = Array(first.utf8)
        var used = DisplayText.columns(first)
        let restBytes = Array(rest.utf8), restColumns = DisplayText.columns(rest)
        var atStart = true
        func newLine() {
            lines.append(String(decoding: line, as: UTF8.self))
            line = restBytes
            used = restColumns
            atStart = true
        }
        for (gap, piece, columns) in pieces {
            if !atStart && used + gap.count + columns > width { newLine() }
            if !atStart {
                line += utf8(gap)
                used += gap.count
            }
            if breakingLongWords && used + columns > width {
                // Wider than a whole line: as much as fits, then on the next lines.
                for index in piece {
                    let scalarColumns = widths[index]
                    if used + scalarColumns > width && !atStart { newLine() }
                    line += utf8(index..<index + 1)
                    used += scalarColumns
                    atStart = false
                }
                continue
            }
            line += utf8(piece)
            used += columns
            atStart = false
        }
        lines.append(String(decoding: line, as: UTF8.self))
        return lines
    }

    /// Whether `scalar` is always a character of its own, whatever stands beside it, and takes a column or two.
    ///
    /// Printable ASCII, Latin, general punctuation, currency signs, symbols and arrows, CJK punctuation,
    /// kana, ideographs and full-width forms. Not combining marks (U+0300–U+036F, U+20D0–U+20FF, the kana
    /// voicing marks U+3099–U+309A and U+FF9E–U+FF9F, U+302A–U+302F), joiners, variation selectors, control
    /// and format characters, Hangul jamo, regional indicators or emoji modifiers.
    static func isCharacterAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300,  // ASCII, Latin-1 (not the soft hyphen), Latin extended
            0x2010..<0x2028, 0x2030..<0x205F, 0x2070..<0x20D0,  // punctuation, super- and subscripts, currency
            0x2100..<0x2C00,  // letterlike symbols, arrows, mathematical operators, box drawing, shapes, dingbats
            0x3000..<0x302A, 0x3030..<0x3099, 0x309B..<0x3100,  // CJK symbols and punctuation, kana
            0x3400..<0x4DC0, 0x4E00..<0xA000,  // CJK ideographs
            0xFF01..<0xFF9E, 0xFFE0..<0xFFEF:  // full-width forms, half-width katakana
            return true
        default:
            return false
        }
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
        guard let previousLead = previous.unicodeScalars.first, let nextLead = next.unicodeScalars.first else { return false }
        return mayBreak(
            after: previousLead, alone: previous.unicodeScalars.count == 1, columns: DisplayText.columns(of: previous),
            before: nextLead, alone: next.unicodeScalars.count == 1)
    }

    /// ``mayBreak(after:before:)`` for two characters that are each a scalar alone, the first taking `columns`
    /// (``DisplayText/columns(ofScalar:)``, counted once by the caller).
    static func mayBreak(
        betweenScalars previous: Unicode.Scalar, _ next: Unicode.Scalar,
        columns: Int
    ) -> Bool {
        mayBreak(after: previous, alone: true, columns: columns, before: next, alone: true)
    }

    /// The rule, on the first scalar of each character, whether the character is that scalar `alone`, and the
    /// previous character's `columns`: the comma, the quote, the braces and the kinsoku characters are each a
    /// scalar alone, so a character of more scalars is none of them.
    private static func mayBreak(
        after previous: Unicode.Scalar, alone previousAlone: Bool, columns: Int, before next: Unicode.Scalar,
        alone nextAlone: Bool
    ) -> Bool {
        if previousAlone && previous == "," { return nextAlone && (next == "\"" || next == "{" || next == "[") }
        if isFullWidthAlphanumeric(previous) && isFullWidthAlphanumeric(next) { return false }  // ９８００ is one number
        return columns == 2 && !(nextAlone && mayNotStartALine(next)) && !(previousAlone && mayNotEndALine(previous))
    }

    /// `０`–`９`, `Ａ`–`Ｚ`, `ａ`–`ｚ`.
    private static func isFullWidthAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        (0xFF10...0xFF19).contains(scalar.value) || (0xFF21...0xFF3A).contains(scalar.value)
            || (0xFF41...0xFF5A).contains(scalar.value)
    }
}
