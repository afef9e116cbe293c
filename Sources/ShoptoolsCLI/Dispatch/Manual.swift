import ShopCore
import ShopText

/// The manual page, `shoptools(1)` in roff, generated from the one command
/// table and the commands' own `--help` texts, so it says what `--help` says.
///
/// Every character outside ASCII is written as a `\[uXXXX]` escape, so the
/// page is plain ASCII and renders with `man` in a UTF-8 terminal (or
/// `groff -man -Tutf8`) with the yen signs, arrows and Japanese words intact.
/// Each such character also gets a `.fchar` fallback (`?`), used only by an
/// output device whose fonts lack it (PostScript has no kana), so that
/// `groff -man -ww -z` renders the page without a warning.
enum Manual {
    static func page(_ commands: [Command], date: String = "2026-11-22") -> String {
        var out: [String] = []
        out.append(".TH SHOPTOOLS 1 \"\(date)\" \"shoptools \(HelpText.version)\" \"User Commands\"")
        out.append(".SH NAME")
        out.append("shoptools \\- the arithmetic of shopping and of splitting a bill, in exact decimals")
        out.append(".SH SYNOPSIS")
        for command in commands where command.scope.includes(false) {
            out.append(".br")
            out.append(".B shoptools")
            out.append(escape(command.synopsis))
            for sub in command.subcommands {
                out.append(".br")
                out.append(".B shoptools")
                out.append(escape(sub.synopsis))
            }
        }
        out.append(".br")
        out.append(".B shoptools")
        out.append(escape("--help | --version | --generate-completion-script bash|zsh|fish | --generate-manual"))
        out.append(".SH DESCRIPTION")
        out += paragraphs(
            """
            shoptools does the arithmetic of shopping and of splitting a bill in exact decimal arithmetic: the price \
            after a discount (from the app バーゲン教師), a bill split among people (割勘奉行), a shop calculator, \
            consumption tax and a till's receipt, which of two offers is cheaper, and a running cart with coupons \
            and a budget. Every command also runs inside the interactive REPL (shoptools repl). Every message is in \
            English or Japanese (--lang en|ja, or the locale).
            """)
        out.append(".SH COMMANDS")
        for command in commands where command.scope.includes(false) {
            out.append(".SS \(escape(command.name))")
            out += block(command.page.text(in: .english))
        }
        out.append(".SH REPL COMMANDS")
        out += paragraphs("These verbs exist only inside the REPL (shoptools repl); every command above works there too.")
        for command in commands where command.scope == .session && command.messageName == nil {
            out.append(".SS \(escape(command.name))")
            out += block(Help.page(of: command, in: .english))
        }
        out.append(".SH ENVIRONMENT")
        for (name, text) in environment {
            out.append(".TP")
            out.append(".B \(escape(name))")
            out.append(escape(text))
        }
        out.append(".SH FILES")
        out.append(".TP")
        out.append(".I \(escape("$XDG_STATE_HOME/shoptools/cart.json, ~/.local/state/shoptools/cart.json"))")
        out.append(
            escape(
                "The cart, a journal of changes (one JSON line a change, each with a checksum), unless --cart PATH or "
                    + "SHOPTOOLS_CART names another file."))
        out.append(".TP")
        out.append(".I \(escape("CART.lock"))")
        out.append(escape("Beside the cart: the lock every change takes, and a record of the state the last change left."))
        out.append(".SH EXIT STATUS")
        for (status, text) in exitStatuses {
            out.append(".TP")
            out.append(".B \(status)")
            out.append(escape(text))
        }
        out.append(".SH EXAMPLES")
        out += block(examples)
        out.append(".SH SEE ALSO")
        out.append(escape("bc(1); the README of shoptools, and shoptools COMMAND --help."))
        return ([out[0]] + fallbacks(out) + out.dropFirst()).joined(separator: "\n") + "\n"
    }

    /// `.fchar \[u30D0] ?` for every `\[uXXXX]` the page uses, in order of first use.
    static func fallbacks(_ lines: [String]) -> [String] {
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

    static let environment: [(String, String)] = [
        ("SHOPTOOLS_CURRENCY", "The default currency (\(HelpText.currencies)); --currency wins."),
        ("SHOPTOOLS_CART", "The cart file; --cart wins."),
        ("XDG_STATE_HOME", "Where the cart is kept when SHOPTOOLS_CART is not set: $XDG_STATE_HOME/shoptools/cart.json."),
        ("HOME", "Else the cart is ~/.local/state/shoptools/cart.json."),
        (
            "LANGUAGE, LC_ALL, LC_MESSAGES, LANG",
            "The language when --lang is not given: LANGUAGE's first ja or en entry (unless the locale is C or POSIX), "
                + "then the first non-empty of LC_ALL, LC_MESSAGES, LANG; ja… is Japanese, anything else English."
        ),
    ]

    static let exitStatuses: [(String, String)] = [
        ("0", "Success."),
        ("1", "Another failure: nothing to undo, a cart that changed under a question, an add over the budget."),
        ("64", "A usage error: an unknown command or option, a missing or conflicting argument."),
        ("65", "A bad value: an amount, rate, count, unit, currency, or an unreadable cart file or bill."),
        ("74", "Reading or writing a file or a stream failed."),
    ]

    static let examples = """
        shoptools discount 9800 --rate 30
        shoptools discount 498 --off 30% --off 10%
        shoptools split 23450 --people 7 --round 100
        shoptools tax 198 --reduced
        shoptools compare 298/450g 198/280g
        shoptools cart add 198 --tax 8 --label milk
        shoptools cart receipt --per-item
        printf 'price 9800\\nrate 30\\nadd\\ntotal\\n' | shoptools repl --no-save
        """

    /// Text as roff: backslashes doubled as `\e`, dashes as `\-`, every
    /// non-ASCII character as `\[uXXXX]`, and a line starting with `.` or `'` guarded.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }

    /// A help text as it is laid out, line by line (`.nf`).
    static func block(_ text: String) -> [String] {
        var lines = [".nf"]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(line.isEmpty ? "" : escape(String(line)))
        }
        return lines + [".fi"]
    }

    /// Running text, filled.
    static func paragraphs(_ text: String) -> [String] {
        text.split(separator: "\n").map { escape(String($0)) }
    }
}
