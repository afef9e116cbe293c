import ShopCore

/// A group as a journal for hledger, Ledger or Beancount (`settle FILE --export hledger`): every expense and
/// repayment as it counts, each person's balance equal to settle's to the minor unit, and assertions that the
/// program's own checker verifies.
///
/// ```swift
/// let group = try Group(reading: "people Aki Ren Sora\n2026-12-01 dinner 1000 paid by Aki\n")
/// let export = try JournalExport(.hledger)
/// print(try export.journal(of: group, asOf: CalendarDay(year: 2026, month: 12, day: 1)))
/// ```
///
/// ```
/// commodity 1,000.00 JPY
///
/// account Assets:Members:Aki  ; person: Aki
/// account Assets:Members:Aki:Paid
/// account Assets:Members:Aki:Share
/// account Assets:Members:Aki:Rounding
/// …
/// 2026-12-01 * dinner
///     Assets:Members:Aki:Paid          1000 JPY
///     Assets:Members:Aki:Share      -333.33 JPY
///     Assets:Members:Ren:Share      -333.33 JPY
///     Assets:Members:Sora:Share     -333.34 JPY
///
/// 2026-12-01 * Rounding
///     Assets:Members:Aki:Rounding      0.33 JPY
///     Assets:Members:Ren:Rounding      0.33 JPY
///     Assets:Members:Sora:Rounding    -0.66 JPY
///
/// 2026-12-01 * Balances
///     Assets:Members:Aki                  0 JPY =* 667 JPY
///     Assets:Members:Ren                  0 JPY =* -333 JPY
///     Assets:Members:Sora                 0 JPY =* -334 JPY
/// ```
///
/// **Accounts.** Each person has an account under ``accountPrefix`` (``AccountPrefix/standard``,
/// `Assets:Members`, by default), declared near the top with the name beside it, and named by one rule that
/// no name can subvert (``AccountPrefix`` says which prefixes are accepted): letters, marks and digits kept,
/// any other run of characters one `-`, a first `a`–`z` in capitals, `-2`, `-3` for a second person whose
/// account would be the same. Under it, one subaccount per column of settle's table: `Paid`, `Share`,
/// `Paid-back`, `Received-back`, and `Rounding`. The person's account, subaccounts included, is their balance
/// with its sign (positive: they are owed). Every entry adds up to zero among the people.
///
/// **Amounts.** The people's accounts hold the currency settled: an expense in another currency posts its
/// exact converted amount, and notes the amount paid and the rate (`; amount: 45.20 EUR`, `; rate: 162.35`;
/// for a card's charge `; charged: 7400 JPY`). With ``SettleOptions/Currencies/separately`` each currency
/// has its own figures, balances and assertions.
///
/// **Rounding.** An exact share need not terminate (¥1,000 among three). Each part is posted to two digits
/// past the minor unit (or to the digits of the expense's cost where it has more, at most 13), by the largest
/// remainder, so that every entry balances exactly on its own; a part that terminates within them is posted
/// exactly. One `Rounding` entry per currency, on the closing day, then brings each person from the sum of
/// what was posted to settle's balance: it holds the parts' last digits and settle's one rounding of each
/// balance to the minor unit, less than a minor unit per person and expense. A commodity is declared with the
/// digits its figures need (hledger `commodity 1,000.00 JPY`, Ledger `format 1,000.00 JPY`), so that both
/// check every entry's balance exactly; Beancount is told nothing but each number's own digits, and its
/// `balance` assertions carry `~ 0`.
///
/// **Dates.** An expense's date is its own; an undated one takes the date of the expense before it, and
/// undated ones before every dated one the first date (a group without dates, the day settled). The
/// balances are asserted on the day settled (`asOf`), or on the last expense's day if later: hledger in a
/// `Balances` entry (`=*`), Ledger by `assert account("…").total - (…) == 0` after every entry, Beancount by
/// `balance` the next day (it checks at the start of a day).
///
/// **Text.** A person's name or a label is written so that it cannot change what the journal means: never
/// in an account name; Beancount's strings escape `"` and `\`; in hledger's and Ledger's descriptions a `;`
/// is written `；` and a first `(` `（`, with the exact label in a `; label:` note beside. hledger reads a
/// comment's tags up to a comma, so a name with a comma (only an import brings one) is in the comment whole
/// but in hledger's `person` tag up to the comma. A name or label with a control character or another one
/// that must not reach a terminal (``/ShopCore/DisplayText/firstUnsafeScalar(in:)``) is refused.
///
/// **The plan.** With ``includesPlan`` the fewest transfers follow, the day after the closing, as pending
/// (`!`) entries from the payer's `Paid-back` to the payee's `Received-back`: once made, they bring everyone
/// to zero (to the rest, with a cash unit).
public struct JournalExport: Sendable, Hashable {
    /// The program the journal is for.
    public let format: JournalFormat
    /// Where the people's accounts are.
    public let accountPrefix: AccountPrefix
    /// Whether the fewest transfers follow as pending entries.
    public let includesPlan: Bool

    /// An export for `format`, under `accountPrefix`, with the plan when `includesPlan`.
    /// - Parameters:
    ///   - format: the program.
    ///   - accountPrefix: the prefix of the people's accounts, checked for `format`.
    ///   - includesPlan: whether the transfers follow as pending entries.
    /// - Throws: ``SettleError/invalidAccountPrefix(_:format:)``.
    public init(
        _ format: JournalFormat, accountPrefix: String = AccountPrefix.standard, includesPlan: Bool = false
    ) throws(SettleError) {
        self.format = format
        self.accountPrefix = try AccountPrefix(accountPrefix, for: format)
        self.includesPlan = includesPlan
    }

    /// `group` settled with `options` as of `day`, as a journal in ``format``.
    /// - Parameters:
    ///   - group: the group.
    ///   - options: how it is settled (the plan's unit, organizer and treasurer; its currencies).
    ///   - day: the day settled: the balances are asserted on it, and it dates a group without dates.
    /// - Returns: the journal, ending with a newline.
    /// - Throws: what ``Group/settle(_:)`` and ``Group/expenseShares(_:)`` throw; ``SettleError/money(_:)``
    ///   with ``/ShopCore/ShopCoreError/unsafeName(_:scalar:)`` for a name or label that must not be written.
    public func journal(
        of group: Group, _ options: SettleOptions = SettleOptions(), asOf day: CalendarDay
    ) throws(SettleError) -> String {
        try Journal(group, options, asOf: day, prefix: accountPrefix, includesPlan: includesPlan).text(format)
    }
}
