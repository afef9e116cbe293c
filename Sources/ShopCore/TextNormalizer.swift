/// Folds what people type and paste into the plain ASCII the parsers read.
///
/// Full-width forms (`９８００`, `＋`, `（`), the ideographic space, and the
/// typographic minus `−` become their ASCII twins; currency symbols are left
/// alone for the amount parser to judge.
package enum TextNormalizer {
    /// The scalars of `text` with full-width and typographic forms folded to ASCII.
    package static func folded(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.map(fold)
    }

    /// One scalar folded to ASCII where it has an ASCII twin.
    package static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0xFF01...0xFF5E:  // full-width ASCII block: ！ … ～
            return Unicode.Scalar(scalar.value - 0xFF01 + 0x21) ?? scalar
        case 0x3000: return " "  // ideographic space
        case 0x2212, 0x2012, 0x2013, 0xFE63: return "-"  // minus sign, figure dash, en dash, small hyphen-minus
        case 0x00D7: return "*"  // ×
        case 0x00F7: return "/"  // ÷
        case 0x2215: return "/"  // division slash
        case 0x2217: return "*"  // asterisk operator
        case 0xFF0E: return "."
        default: return scalar
        }
    }

    /// True for spaces, tabs and other white space, including the ideographic space.
    package static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }

    /// `text` without white space at either end.
    package static func trimmed(_ text: String) -> String {
        string(trim(Array(text.unicodeScalars)[...]))
    }

    /// `text` folded (see ``fold(_:)``) and trimmed.
    package static func foldedAndTrimmed(_ text: String) -> String {
        // Printable ASCII without spaces folds to itself, with nothing to trim: a keyword, a plain amount.
        if text.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) { return text }
        // So does text with nothing to fold and no space at either end (`参加者`, `Zoë`): no new string.
        let scalars = text.unicodeScalars
        if let first = scalars.first, let last = scalars.last, !isSpace(first), !isSpace(last),
            scalars.allSatisfy({ fold($0) == $0 })
        {
            return text
        }
        return string(trim(folded(text)[...]))
    }

    /// The string of `scalars`.
    ///
    /// Appends one scalar at a time on purpose: the generic
    /// `String.UnicodeScalarView(_:)` initializer makes the runtime look up
    /// protocol conformances by name on first use, a scan of every
    /// conformance in the static binary that cost a third of a millisecond
    /// of shoptools' start-up.
    package static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var result = ""
        for scalar in scalars { result.unicodeScalars.append(scalar) }
        return result
    }

    /// `scalars` without white space at either end.
    package static func trim(_ scalars: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
        var slice = scalars
        while let first = slice.first, isSpace(first) { slice = slice.dropFirst() }
        while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
        return slice
    }
}
