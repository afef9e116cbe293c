import ShopCore

/// Lays help text out to fit a terminal of ``width`` columns, by the one
/// folding rule of ``TextFold`` (kinsoku, wide characters counting two).
package enum HelpLayout {
    /// The columns every help page fits.
    package static let width = 80

    /// The widest a term of an option or argument list may be before its
    /// description moves to the next line.
    package static let termColumnLimit = 30

    /// `text` (one paragraph, no newline) in lines of at most ``width``
    /// columns: the first after `first`, the rest after `rest`.
    ///
    /// A word wider than a line stands alone on its line. With `atSpacesOnly` a line
    /// breaks only at a space (a usage line, whose `[オプション]` is one word).
    package static func wrap(_ text: String, first: String = "", rest: String = "", atSpacesOnly: Bool = false) -> [String] {
        TextFold.lines(text, width: width, first: first, rest: rest, atSpacesOnly: atSpacesOnly)
    }

    /// Lines of a paragraph joined into one: a space between two narrow
    /// characters (English words), none next to a wide one (Japanese).
    package static func joined(_ text: String) -> String {
        var result = ""
        for line in Self.lines(of: text) {
            let trimmed = line.trimmingPrefix(while: { $0 == " " })
            if let last = result.last, let next = trimmed.first,
                DisplayText.columns(of: last) == 1 && DisplayText.columns(of: next) == 1
            {
                result += " "
            }
            result.append(contentsOf: trimmed)  // not `+=`, which appends a character at a time
        }
        return result
    }

    /// A term and its description: `  -r, --rate PCT   a rate from …`, the
    /// description from `column` on, each of its lines (`\n`) wrapped under it.
    package static func entry(term: String, description: String, column: Int) -> [String] {
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
        for paragraph in Self.lines(of: description) {
            lines += wrap(String(paragraph), first: first, rest: indent)
            first = indent
        }
        return lines
    }

    /// `text.split(separator: "\n")`, found on its bytes when it holds no carriage return (then each line feed
    /// is a character of its own, and the slices are the same); the standard library's split compares
    /// character by character, a fifth of `shoptools help`.
    package static func lines(of text: String) -> [Substring] {
        // The line feeds' offsets, read from the bytes in place (a String's UTF-8 view, walked index by
        // index, took as long again).
        let feeds = text.utf8.withContiguousStorageIfAvailable { bytes -> [Int]? in
            guard !bytes.contains(UInt8(ascii: "\r")) else { return nil }
            return bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
        }
        guard let feeds = feeds ?? nil else { return text.split(separator: "\n") }
        let utf8 = text.utf8
        var lines: [Substring] = []
        lines.reserveCapacity(feeds.count + 1)
        var start = 0
        for end in feeds + [utf8.count] {
            if start < end {
                lines.append(text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
            }
            start = end + 1
        }
        return lines
    }

    /// A line written as it should look, wrapped under its own indent when it is too wide.
    package static func fitted(_ line: String) -> [String] {
        guard DisplayText.columns(line) > width else { return [line] }
        let indent = String(line.prefix(while: { $0 == " " }))
        return wrap(String(line.dropFirst(indent.count)), first: indent, rest: indent + "  ")
    }
}
