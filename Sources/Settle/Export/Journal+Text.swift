import ShopCore

// MARK: - The three formats

extension Journal {
    /// The journal in `format`'s syntax, ending with a newline.
    func text(_ format: JournalFormat) -> String {
        let lines: [String]
        switch format {
        case .hledger: lines = hledger()
        case .ledger: lines = ledger()
        case .beancount: lines = beancount()
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `commodity 1,000.00 JPY`, the people's `account` directives with `; person: NAME`, the entries, and a
    /// `Balances` entry whose postings assert each person's balance with `=*` (subaccounts included).
    private func hledger() -> [String] {
        var out = currencies.map { currency in
            let digits = self.digits(currency)
            return "commodity 1,000." + String(repeating: "0", count: digits) + " " + currency.code
        }
        out.append("")
        for (person, columns) in columnsUsed.enumerated() {
            out.append("account " + account(person) + "  ; person: " + people[person])
            out += columns.map { "account " + account(person, $0) }
        }
        let layout = PostingLayout(self)
        for entry in entries { out += [""] + headed(entry, layout) }
        out += ["", "\(closing) * Balances"]
        for (person, amounts) in balances.enumerated() {
            for (currency, balance) in zip(currencies, amounts) {
                out.append(
                    layout.line(account(person), .zero, currency) + " =* " + Self.amount(balance, currency))
            }
        }
        for entry in plan { out += [""] + headed(entry, layout) }
        return out
    }

    /// `commodity JPY` with `format 1,000.00 JPY`, a `tag` for each note's key, the people's `account` directives with an indented
    /// `; person: NAME` (Ledger 3.3 reads a comment on the same line into the name), the entries, and an
    /// `assert` of each person's total after them, `account("…").total - (667 JPY) == 0` (Ledger's own
    /// `= AMOUNT` checks an account without its subaccounts).
    private func ledger() -> [String] {
        var out: [String] = []
        for currency in currencies {
            let digits = self.digits(currency)
            let example = "1,000" + (digits > 0 ? "." + String(repeating: "0", count: digits) : "")
            out += ["commodity " + currency.code, "    format " + example + " " + currency.code]
        }
        // Ledger's --pedantic wants every metadata tag declared.
        var tags: [String] = []
        for entry in entries + plan {
            let keys = entry.notes.map(\.key) + (Self.description(entry.description) != entry.description ? ["label"] : [])
            for key in keys where !tags.contains(key) { tags.append(key) }
        }
        out += tags.map { "tag " + $0 }
        out.append("")
        for (person, columns) in columnsUsed.enumerated() {
            out += ["account " + account(person), "    ; person: " + people[person]]
            out += columns.map { "account " + account(person, $0) }
        }
        let layout = PostingLayout(self)
        for entry in entries { out += [""] + headed(entry, layout) }
        out.append("")
        for (person, amounts) in balances.enumerated() {
            // The difference, compared with 0: a total that holds `0 EUR` beside `-1625 JPY` is not equal to
            // `-1625 JPY`, and a difference of exactly nothing is 0 whatever the commodities.
            let total = zip(currencies, amounts).map { Self.amount($1, $0) }.joined(separator: " + ")
            out.append("assert account(\"" + account(person) + "\").total - (" + total + ") == 0")
        }
        for entry in plan { out += [""] + headed(entry, layout) }
        return out
    }

    /// `option "operating_currency"`, an `open` for every account (the person's with `person: "NAME"`), the
    /// entries, and a `balance` of each person's account (subaccounts included) the day after the closing,
    /// with `~ 0`: no tolerance.
    private func beancount() -> [String] {
        var out = ["option \"operating_currency\" " + Self.quoted(currencies[0].code), ""]
        let constraint = currencies.map(\.code).joined(separator: ",")
        for (person, columns) in columnsUsed.enumerated() {
            out += ["\(opening) open " + account(person) + " " + constraint, "  person: " + Self.quoted(people[person])]
            out += columns.map { "\(opening) open " + account(person, $0) + " " + constraint }
        }
        let layout = PostingLayout(self, indent: "  ")
        for entry in entries {
            out.append("")
            let link = entry.id.map { " ^" + $0.text } ?? ""
            out.append("\(entry.date) \(entry.isPending ? "!" : "*") " + Self.quoted(entry.description) + link)
            for (key, note) in entry.notes {
                switch note {
                case .money(let value, let currency): out.append("  \(key): " + Self.amount(value, currency))
                case .text(let text): out.append("  \(key): " + Self.quoted(text))
                }
            }
            out += entry.postings.map { layout.line(account($0.person, $0.column), $0.amount, $0.currency) }
        }
        out.append("")
        let day = closing.adding(days: 1)
        for (person, amounts) in balances.enumerated() {
            for (currency, balance) in zip(currencies, amounts) {
                out.append(
                    "\(day) balance " + account(person) + "  " + MoneyFormat.machine(balance, currency) + " ~ 0 " + currency.code)
            }
        }
        for entry in plan {
            out += ["", "\(entry.date) ! " + Self.quoted(entry.description)]
            out += entry.postings.map { layout.line(account($0.person, $0.column), $0.amount, $0.currency) }
        }
        return out
    }
}

// MARK: - Lines and words

extension Journal {
    /// An hledger or Ledger entry: `DATE * (ID) DESCRIPTION`, its notes as `; key: value` lines (the exact
    /// label too, when the description had to change it), then its postings.
    private func headed(_ entry: Entry, _ layout: PostingLayout) -> [String] {
        let description = Self.description(entry.description)
        var header = "\(entry.date) \(entry.isPending ? "!" : "*")"
        if let id = entry.id { header += " (" + id.text + ")" }
        if !description.isEmpty { header += " " + description }
        var out = [header]
        for (key, note) in entry.notes {
            switch note {
            case .money(let value, let currency): out.append("    ; \(key): " + Self.amount(value, currency))
            case .text(let text): out.append("    ; \(key): " + text)
            }
        }
        if description != entry.description { out.append("    ; label: " + entry.description) }
        out += entry.postings.map { layout.line(account($0.person, $0.column), $0.amount, $0.currency) }
        return out
    }

    /// A description as hledger and Ledger read it back whole: a `;` (hledger ends a description at one,
    /// Ledger at one after two spaces) is written `；` (U+FF1B), and a `(` first (a code to both) `（`.
    static func description(_ text: String) -> String {
        var result = text.replacing(";", with: "；")
        if result.hasPrefix("(") { result = "（" + result.dropFirst() }
        return result
    }

    /// A Beancount string: `"` and `\` escaped with `\`, everything else as it is.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// `-333.33 JPY`: the exact amount with at least the minor unit's digits, then the code.
    static func amount(_ value: ExactDecimal, _ currency: Currency) -> String {
        MoneyFormat.machine(value, currency) + " " + currency.code
    }
}

/// Where a posting's amount starts and ends, so that a journal's amounts line up: after the widest
/// account (in terminal columns, a name in 健太 two each) and two spaces, right-aligned.
private struct PostingLayout {
    let indent: String
    let accountWidth: Int
    let amountWidth: Int

    init(_ journal: Journal, indent: String = "    ") {
        self.indent = indent
        var accountWidth = 0, amountWidth = 0
        for entry in journal.entries + journal.plan {
            for posting in entry.postings {
                accountWidth = max(accountWidth, DisplayText.columns(journal.account(posting.person, posting.column)))
                amountWidth = max(amountWidth, MoneyFormat.machine(posting.amount, posting.currency).count)
            }
        }
        self.accountWidth = accountWidth
        self.amountWidth = amountWidth
    }

    /// `    ACCOUNT    -333.33 JPY`.
    func line(_ account: String, _ amount: ExactDecimal, _ currency: Currency) -> String {
        let number = MoneyFormat.machine(amount, currency)
        return indent + DisplayText.padded(account, to: accountWidth) + "  "
            + DisplayText.rightAligned(number, to: amountWidth) + " " + currency.code
    }
}
