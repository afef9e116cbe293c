import CommandLineKit

extension HelpContent {
    /// Markdown of paragraphs, fenced blocks and code spans, as a help page shows it: each
    /// paragraph filled to the width with its backticks left out, a blank line between
    /// paragraphs, and a fenced block's lines kept as written, two columns in, right under the
    /// paragraph before it (as `Examples:` and its lines).
    ///
    /// The transformation is mechanical, so a text written once in Markdown is the help page's
    /// and a web page's alike (``/ShopText/GroupFileFormat``).
    static func plainText(markdown: String) -> [String] {
        var out: [String] = []
        var paragraph: [Substring] = []
        var fenced = false
        func endParagraph() {
            guard !paragraph.isEmpty else { return }
            if !out.isEmpty { out.append("") }
            out += HelpLayout.wrap(HelpLayout.joined(paragraph.joined(separator: "\n").replacing("`", with: "")))
            paragraph = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                endParagraph()
                fenced.toggle()
            } else if fenced {
                out += HelpLayout.fitted("  " + line)
            } else if line.allSatisfy({ $0 == " " }) {
                endParagraph()
            } else {
                paragraph.append(line)
            }
        }
        endParagraph()
        return out
    }
}
