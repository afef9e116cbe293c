import ShopCore

/// A group as a double-entry journal, before it is written in one format (``JournalFormat``): the same
/// entries, accounts and assertions for hledger, Ledger and Beancount.
///
/// Each person has an account under the prefix, with one subaccount for each of settle's columns
/// (``Column``), so that the person's account, subaccounts included, is their balance: paid − share + paid
/// back − received back + rounding. Every entry adds up to zero among the people.
///
/// ```
/// 2026-12-01 * dinner                          ¥1,000 paid by Aki among Aki, Ren, Sora
///     Assets:Members:Aki:Paid      1000 JPY
///     Assets:Members:Aki:Share  -333.33 JPY    each share to two digits past the yen,
///     Assets:Members:Ren:Share  -333.33 JPY    by the largest remainder, adding up to 1000
///     Assets:Members:Sora:Share -333.34 JPY
/// 2026-12-01 * Rounding                        settle's balances, +667 / -333 / -334
///     Assets:Members:Aki:Rounding     0.33 JPY
///     Assets:Members:Ren:Rounding     0.33 JPY
///     Assets:Members:Sora:Rounding   -0.66 JPY
/// ```
struct Journal {
    /// The subaccounts of a person: settle's columns, and what rounds them to the balance.
    enum Column: CaseIterable {
        /// What they paid for expenses (positive).
        case paid
        /// Their shares of the expenses (negative).
        case share
        /// What they paid back to others (positive).
        case paidBack
        /// What others paid back to them (negative).
        case receivedBack
        /// What brings the figures above, as posted, to settle's balance exactly.
        case rounding

        /// The subaccount's name, the same in every format and language.
        var account: String {
            switch self {
            case .paid: return "Paid"
            case .share: return "Share"
            case .paidBack: return "Paid-back"
            case .receivedBack: return "Received-back"
            case .rounding: return "Rounding"
            }
        }
    }

    /// One line of an entry: an amount on a person's subaccount.
    struct Posting {
        /// The person's place in the group.
        let person: Int
        /// Which of their subaccounts.
        let column: Column
        /// How much, exactly, with a sign.
        let amount: ExactDecimal
        /// In which currency.
        let currency: Currency
    }

    /// What an entry notes beside its postings (an expense paid in another currency).
    enum Note {
        /// An amount: `45.20 EUR`.
        case money(ExactDecimal, Currency)
        /// A value as text: a rate, `162.35` or `18500/113`.
        case text(String)
    }

    /// A transaction.
    struct Entry {
        /// Its date.
        let date: CalendarDay
        /// A planned transfer, not made yet (`!`), rather than one that counts (`*`).
        let isPending: Bool
        /// The line's id, when it has one.
        let id: EntryID?
        /// The expense's label, `FROM → TO` for a transfer, or `Rounding`.
        let description: String
        /// Notes, by key, in order.
        let notes: [(key: String, value: Note)]
        /// The postings, adding up to zero in each currency.
        let postings: [Posting]
    }

    /// The group's people, in its order.
    let people: [String]
    /// Each person's account part (``AccountNames``).
    let parts: [String]
    /// The account prefix.
    let prefix: AccountPrefix
    /// The currencies settled, in settle's order (the group's first).
    let currencies: [Currency]
    /// Every expense and repayment as it counts, then the rounding of each currency.
    let entries: [Entry]
    /// The day the balances are asserted on: the day settled, or the last entry's if later.
    let closing: CalendarDay
    /// Each person's balance (rounded, as settle gives it) in each currency of ``currencies``.
    let balances: [[ExactDecimal]]
    /// The fewest transfers as pending entries the day after ``closing``; empty unless asked for.
    let plan: [Entry]

    /// The most digits after the point a figure is posted with: Beancount computes with 28 significant
    /// digits, and a figure below 10^15 has at most 15 before the point.
    static let maximumDigits = 13

    /// The account of `person`, or of their subaccount `column`.
    func account(_ person: Int, _ column: Column? = nil) -> String {
        (prefix.parts + [parts[person]] + (column.map { [$0.account] } ?? [])).joined(separator: ":")
    }

    /// The first day of the journal: its first entry's, or ``closing``.
    var opening: CalendarDay { entries.map(\.date).min() ?? closing }

    /// The subaccounts each person's postings use, in ``Column`` order.
    var columnsUsed: [[Column]] {
        var used = Array(repeating: Set<Column>(), count: people.count)
        for entry in entries + plan {
            for posting in entry.postings { used[posting.person].insert(posting.column) }
        }
        return used.map { set in Column.allCases.filter(set.contains) }
    }

    /// The digits after the point that every figure in `currency` fits: its minor unit's, or the most a
    /// posting or balance has.
    func digits(_ currency: Currency) -> Int {
        var digits = currency.minorUnitDigits
        for entry in entries + plan {
            for posting in entry.postings where posting.currency == currency {
                digits = max(digits, posting.amount.significantScale)
            }
        }
        return digits
    }
}

extension Journal {
    /// `group` settled with `options` as of `day`, as a journal under `prefix`, with the plan when
    /// `includesPlan`.
    ///
    /// An undated expense takes the date of the expense before it, and those before every dated one the
    /// first date (a group without dates, `day`). Each part is posted to `d` digits after the point: two
    /// past the minor unit, or as many as the expense's cost has when more (at most ``maximumDigits``), by
    /// the largest remainder so that each side adds up to the cost; a part that terminates within them is
    /// posted exactly. The `Rounding` entry then brings every person to settle's balance.
    init(
        _ group: Group, _ options: SettleOptions, asOf day: CalendarDay, prefix: AccountPrefix, includesPlan: Bool
    ) throws(SettleError) {
        for name in group.people {
            if let scalar = DisplayText.firstUnsafeScalar(in: name) { throw .money(.unsafeName(name, scalar: scalar)) }
        }
        let settlements = try group.settle(options)
        let shares = try group.expenseShares(options.currencies)
        for entry in shares {
            if let scalar = DisplayText.firstUnsafeScalar(in: entry.expense.label) {
                throw .onLine(entry.expense.id, .money(.unsafeLabel(entry.expense.label, scalar: scalar)))
            }
        }
        let index = Dictionary(group.people.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let currencies = settlements.map(\.currency)
        var posted = Array(repeating: Array(repeating: ExactDecimal.zero, count: currencies.count), count: group.people.count)
        var entries: [Entry] = []
        entries.reserveCapacity(shares.count + currencies.count)
        var date = shares.lazy.compactMap(\.expense.date).first ?? day
        for entry in shares {
            let expense = entry.expense
            date = expense.date ?? date
            let currency = currencies.firstIndex(of: entry.currency) ?? 0
            let lines = try Self.postings(entry, index: index)
            for posting in lines {
                posted[posting.person][currency] = try exactly { () throws(ShopCoreError) in
                    try posted[posting.person][currency] + posting.amount
                }
            }
            let description =
                expense.kind == .repayment
                ? (entry.paid.map(\.name) + entry.shares.map(\.name)).joined(separator: " → ") : expense.label
            entries.append(
                Entry(
                    date: date, isPending: false, id: expense.stableID, description: description,
                    notes: try exactly { () throws(ShopCoreError) in try Self.notes(entry) }, postings: lines))
        }
        let closing = max(day, entries.map(\.date).max() ?? day)
        var balances = Array(repeating: [ExactDecimal](), count: group.people.count)
        var plan: [Entry] = []
        for (place, settlement) in settlements.enumerated() {
            var rounding: [Posting] = []
            for (person, account) in settlement.people.enumerated() {
                let balance = try exactly { () throws(ShopCoreError) in try ExactDecimal(account.balance.amount) }
                balances[person].append(balance)
                let rest = try exactly { () throws(ShopCoreError) in try balance - posted[person][place] }
                if !rest.isZero {
                    rounding.append(Posting(person: person, column: .rounding, amount: rest, currency: settlement.currency))
                }
            }
            if !rounding.isEmpty {
                entries.append(
                    Entry(date: closing, isPending: false, id: nil, description: "Rounding", notes: [], postings: rounding))
            }
            guard includesPlan else { continue }
            for transfer in settlement.transfers {
                guard let from = index[transfer.from], let to = index[transfer.to] else { continue }
                let amount = try exactly { () throws(ShopCoreError) in try ExactDecimal(transfer.amount.amount) }
                plan.append(
                    Entry(
                        date: closing.adding(days: 1), isPending: true, id: nil,
                        description: transfer.from + " → " + transfer.to, notes: [],
                        postings: [
                            Posting(person: from, column: .paidBack, amount: amount, currency: settlement.currency),
                            Posting(person: to, column: .receivedBack, amount: amount.negated, currency: settlement.currency),
                        ]))
            }
        }
        self.init(
            people: group.people, parts: AccountNames.parts(for: group.people), prefix: prefix, currencies: currencies,
            entries: entries, closing: closing, balances: balances, plan: plan)
    }

    /// The postings of one expense or repayment: the payers' parts (paid, or paid back) positive, the
    /// sharers' (share, or received back) negative, each side rounded to the entry's digits, adding up.
    private static func postings(_ entry: ExpenseShares, index: [String: Int]) throws(SettleError) -> [Posting] {
        let cost = try exactly { () throws(ShopCoreError) in try Fraction.sum(entry.paid.map(\.amount)) }
        let costDigits = cost.exactDecimal?.significantScale ?? maximumDigits
        let digits = min(max(entry.currency.minorUnitDigits + 2, costDigits), maximumDigits)
        let unit = try exactly { () throws(ShopCoreError) in try ExactDecimal(isNegative: false, magnitude: 1, scale: digits) }
        let repayment = entry.expense.kind == .repayment
        var result: [Posting] = []
        for (parts, column, negative) in [
            (entry.paid, repayment ? Column.paidBack : .paid, false),
            (entry.shares, repayment ? Column.receivedBack : .share, true),
        ] {
            let amounts = try BalanceRounding.keepingTotal(parts.map(\.amount), names: parts.map(\.name), unit: unit)
            for (part, amount) in zip(parts, amounts) {
                guard let person = index[part.name] else { continue }
                result.append(
                    Posting(
                        person: person, column: column, amount: negative ? amount.negated : amount,
                        currency: entry.currency))
            }
        }
        return result
    }

    /// What an expense in another currency notes: its amount there, and its rate (or what the card charged).
    private static func notes(_ entry: ExpenseShares) throws(ShopCoreError) -> [(key: String, value: Note)] {
        guard let conversion = entry.conversion else { return [] }
        let amount = Note.money(try ExactDecimal(conversion.amount.amount), conversion.amount.currency)
        if conversion.isCharged {
            return [("amount", amount), ("charged", .money(try ExactDecimal(conversion.exact.amount), entry.currency))]
        }
        return [("amount", amount), ("rate", .text(conversion.exactRate.exactText))]
    }
}

/// `body`'s value, an error of the exact arithmetic as ``SettleError/money(_:)``.
private func exactly<Value>(_ body: () throws(ShopCoreError) -> Value) throws(SettleError) -> Value {
    do { return try body() } catch { throw .money(error) }
}
