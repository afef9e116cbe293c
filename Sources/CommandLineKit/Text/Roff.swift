/// Text written as roff for a manual page (`man`, `groff -man`): escapes,
/// the fallbacks of the characters beyond ASCII, laid-out blocks and filled
/// paragraphs.
package enum Roff {
    /// `.fchar \[u30D0] ?` for every `\[uXXXX]` the page uses, in order of first use.
    package static func fallbacks(_ lines: [String]) -> [String] {
        var seen = Set<String>(), result: [String] = []
        for line in lines {
            // Each piece after a `\[u` starts with the code point and its `]`.
            for piece in line.split(separator: "\\[u", omittingEmptySubsequences: false).dropFirst() {
                guard let end = piece.firstIndex(of: "]") else { continue }
                let name = "\\[u" + piece[..<end] + "]"
                if seen.insert(name).inserted { result.append(".fchar \(name) ?") }
            }
        }
        return result
    }

    /// Text as roff: backslashes doubled as `\e`, dashes as `\-`, every
    /// non-ASCII character as `\[uXXXX]`, and a line starting with `.` or `'` guarded.
    package static func escape(_ text: String) -> String {
        var out = ""
        var previous: Character?
        for character in text {
            // Japanese has no spaces: `\:` tells groff where a filled line may break, as help pages break.
            if let previous, previous != " ", character != " ", TextFold.mayBreak(after: previous, before: character) {
                out += "\\:"
            }
            previous = character
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\\": out += "\\e"
                case "-": out += "\\-"
                case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
                default:
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                }
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }

    /// A help text as it is laid out, line by line (`.nf`), from the left
    /// margin (`.in 0`): the page is laid out for 80 columns already, and the
    /// section's indent would push it past them.
    package static func block(_ text: String) -> [String] {
        var lines = [".in 0", ".nf"]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(line.isEmpty ? "" : escape(String(line)))
        }
        return lines + [".fi", ".in"]
    }

    /// Running text, filled.
    package static func paragraphs(_ text: String) -> [String] {
        text.split(separator: "\n").map { escape(String($0)) }
    }
}
