/// The plain-text accounting programs a group is exported for (`settle FILE --export FORMAT`): the same
/// journal in each one's syntax, which its own checker accepts and whose balances are settle's.
///
/// ```
/// what                | hledger                         | ledger                           | beancount
/// --------------------+---------------------------------+----------------------------------+------------------------------
/// a person's account  | account P:Aki  ; person: Aki    | account P:Aki                    | 2026-12-01 open P:Aki JPY
///                     |                                 |     ; person: Aki                |   person: "Aki"
/// the precision       | commodity 1,000.00 JPY          | commodity JPY                    | (each number's own digits)
///                     |                                 |     format 1,000.00 JPY          |
/// an expense          | 2026-12-01 * (k3f9a2m7) ramen   | 2026-12-01 * (k3f9a2m7) ramen    | 2026-12-01 * "ramen" ^k3f9a2m7
/// settle's balance    | P:Aki  0 JPY =* 667 JPY         | assert account("P:Aki").total    | 2026-12-02 balance P:Aki
///                     |   (a "Balances" transaction)    |     - (667 JPY) == 0             |   667 ~ 0 JPY
/// a planned transfer  | 2026-12-02 ! Ren → Aki          | 2026-12-02 ! Ren → Aki           | 2026-12-02 ! "Ren → Aki"
/// ```
///
/// Every assertion includes the subaccounts and is exact: hledger compares `=*` exactly; Ledger's `assert`
/// compares the account's total (its own `= AMOUNT` on a posting leaves the subaccounts out, and a total that
/// holds `0 EUR` beside yen is not equal to the yen alone, hence the difference compared with `0`);
/// Beancount's `~ 0` gives a `balance` no tolerance, and the next day's date puts it after the day's
/// transactions (it checks at the start of its day).
public enum JournalFormat: String, Sendable, Hashable, CaseIterable {
    /// hledger's journal (`hledger check`, `hledger bal -O json`), as hledger 1.25 reads it.
    case hledger
    /// Ledger's journal (`ledger bal`, `ledger bal --unround`), as Ledger 3.3 reads it.
    case ledger
    /// A Beancount file (`bean-check`, `bean-query … sum(number(weight))`), as Beancount 3 reads it.
    case beancount
}
