import CommandLineKit
import ShopCore
import ShopText

/// A command's help page, in every language, held by the command itself
/// (``Command/page``): the help is found from the command list, and each
/// page's words, English beside Japanese, are in its command's folder.
///
/// A page is prose and option lists; the option lists are drawn from the
/// command's table of ``OptionSpec`` declarations, so a page can neither
/// miss an option nor describe one the command does not take, and every
/// line is laid out by ``HelpLayout`` to fit 80 columns.
struct HelpContent: Sendable {
    let summary: Bilingual
    /// The page below the summary, built each time it is read: a command list (`shoptools help`) reads
    /// only the summaries, and building every page's blocks took a fifth of its instructions.
    var blocks: [HelpBlock] { makeBlocks() }
    private let makeBlocks: @Sendable () -> [HelpBlock]

    init(summary: Bilingual, blocks: @autoclosure @escaping @Sendable () -> [HelpBlock]) {
        self.summary = summary
        makeBlocks = blocks
    }

    /// The one-line summary in `language`, as the command lists show it.
    func summary(in language: Language) -> String { summary(language) }

    /// The page laid out: blocks apart by a blank line, every line within ``HelpLayout/width``.
    ///
    /// The command's table gives the `Usage:` lines (`usage`, its forms on
    /// the command line), the `options` and the `actions` with their summaries.
    func render(
        in language: Language, usage: [String], options table: [OptionSpec], actions: [(name: String, summary: String)] = []
    ) -> String {
        let column = termColumn(table, actions: actions.map(\.name))
        var listed: Set<String> = []
        var out: [String] = []
        for block in blocks {
            if !out.isEmpty { out.append("") }
            switch block {
            case .usage:
                out += HelpContent.usageLines(usage, hasOptions: !table.isEmpty, in: language)
            case .actions(let heading):
                out.append(heading(language))
                for action in actions {
                    out += HelpLayout.entry(term: action.name, description: action.summary, column: column)
                }
            case .lines(let text):
                out += text(language).split(separator: "\n", omittingEmptySubsequences: false).flatMap {
                    HelpLayout.fitted(String($0))
                }
            case .paragraph(let text):
                for (index, paragraph) in text(language).split(separator: "\n\n").enumerated() {
                    if index > 0 { out.append("") }
                    out += HelpLayout.wrap(HelpLayout.joined(String(paragraph)))
                }
            case .markdown(let text):
                out += HelpContent.plainText(markdown: text(language))
            case .list(let heading, let terms):
                if let heading { out += HelpLayout.wrap(heading(language)) }
                for entry in terms {
                    out += HelpLayout.entry(term: entry.term(language), description: entry.text(language), column: column)
                }
            case .options(let heading, let group):
                out += HelpLayout.wrap(heading(language))
                for option in group.map(\.spec) {
                    let declared = table.first { $0.name == option.name } ?? option
                    listed.insert(declared.name)
                    out += HelpLayout.entry(term: declared.term, description: declared.help(language), column: column)
                }
            case .otherOptions(let first):
                out.append(HelpContent.optionsHeading(language))
                let firstNames = first.map(\.spec.name)
                let rest = table.filter { !firstNames.contains($0.name) && !listed.contains($0.name) }
                for option in first.map({ option in table.first { $0.name == option.spec.name } ?? option.spec }) + rest {
                    out += HelpLayout.entry(term: option.term, description: option.help(language), column: column)
                }
                out += HelpLayout.entry(term: OptionSpec.help.term, description: OptionSpec.help.help(language), column: column)
            }
        }
        return out.joined(separator: "\n")
    }

    /// Where descriptions start: two columns after the widest term that
    /// leaves room (in either language, so both pages line up alike).
    func termColumn(_ table: [OptionSpec], actions: [String] = []) -> Int {
        var terms = table.map(\.term) + [OptionSpec.help.term] + actions
        for block in blocks {
            switch block {
            case .list(_, let entries): terms += entries.flatMap { [$0.term.english, $0.term.japanese] }
            case .options(_, let group), .otherOptions(let group): terms += group.map(\.spec.term)
            case .usage, .actions, .lines, .paragraph, .markdown: break
            }
        }
        let widths = terms.map { DisplayText.columns("  " + $0) + 2 }.filter { $0 <= HelpLayout.termColumnLimit }
        return widths.max() ?? HelpLayout.termColumnLimit
    }

    static let optionsHeading = Bilingual("Options:", "オプション:")

    /// `Usage: shoptools discount PRICE … [options]`, a form a line.
    static func usageLines(_ forms: [String], hasOptions: Bool, in language: Language) -> [String] {
        let label = Bilingual("Usage: ", "使い方: ")(language)
        let more = hasOptions ? " " + Bilingual("[options]", "[オプション]")(language) : ""
        let indent = String(repeating: " ", count: DisplayText.columns(label))
        var lines: [String] = []
        for (index, form) in forms.enumerated() {
            let first = (index == 0 ? label : indent) + "shoptools "
            let wrapped = HelpLayout.wrap(
                Self.keepingGroups(form + more), first: first, rest: indent + "          ", atSpacesOnly: true)
            lines += wrapped.map { $0.replacing("\u{A0}", with: " ") }
        }
        return lines
    }

    /// `form` with the spaces inside `[…]` and `(…)` made no-break spaces, so
    /// a usage line breaks between its parts, never inside `[--off X]`.
    private static func keepingGroups(_ form: String) -> String {
        var depth = 0
        var result = ""
        for character in form {
            switch character {
            case "[", "(": depth += 1
            case "]", ")": depth = max(0, depth - 1)
            default: break
            }
            result.append(depth > 0 && character == " " ? "\u{A0}" : character)
        }
        return result
    }
}

/// A part of a help page.
enum HelpBlock: Sendable {
    /// The command's `Usage:` lines, from its table.
    case usage
    /// A heading and the command's actions, each with its summary.
    case actions(Bilingual)
    /// Lines kept as written (examples, tables); one too wide wraps under its indent.
    case lines(Bilingual)
    /// Running text, filled to the width; a blank line separates paragraphs.
    case paragraph(Bilingual)
    /// Markdown of paragraphs and fenced blocks (a text also shown as a web page, such as
    /// ``/ShopText/GroupFileFormat``), as plain text by ``HelpContent/plainText(markdown:)``.
    case markdown(Bilingual)
    /// Terms and what they mean, aligned like options (`PRICE  the price …`).
    case list(Bilingual?, [HelpTerm])
    /// A heading and some of the command's options, in this order.
    case options(Bilingual, [DeclaredOption])
    /// `Options:`: these options first, then the rest of the command's, and `-h, --help`.
    case otherOptions([DeclaredOption])
}

/// A term of a ``HelpBlock/list(_:_:)`` and its description.
struct HelpTerm: Sendable {
    let term: Bilingual
    let text: Bilingual

    /// A term written alike in both languages (`PRICE`).
    init(_ term: String, _ english: String, _ japanese: String) {
        self.term = Bilingual(term, term)
        self.text = Bilingual(english, japanese)
    }

    init(term: Bilingual, text: Bilingual) {
        self.term = term
        self.text = text
    }
}
