import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a group is settled: the defaults settle exactly, in the group's
/// currency, with the fewest transfers.
public struct SettleOptions: Sendable, Hashable {
    /// Every transfer a multiple of this (`100` for ¥100 coins); nil: the minor unit.
    ///
    /// It is an amount of the group's currency: with ``perCurrency`` the
    /// other currencies settle in their own minor unit (`--round 100` is not €100).
    public var unit: Decimal?
    /// Who carries the cash rounding, instead of the group's organizer.
    public var organizer: String?
    /// Everyone pays to, or is paid by, this person (a treasurer).
    public var via: String?
    /// When each currency is settled on its own (``Currencies``); by default never.
    public var currencies: Currencies
    /// Settle each currency on its own, converting nothing: ``currencies`` is ``Currencies/separately``.
    public var perCurrency: Bool {
        get { currencies == .separately }
        set { currencies = newValue ? .separately : .converted }
    }
    /// How long the search for the fewest transfers may look for a proof when more than 24 people
    /// have a balance (up to 40); past it the plan is the best found, and ``Settlement/isOptimal`` is false.
    public var proofBudget: Duration

    /// Options; by default none, and a second to prove the fewest transfers.
    public init(
        unit: Decimal? = nil, organizer: String? = nil, via: String? = nil, perCurrency: Bool = false,
        proofBudget: Duration = .seconds(1)
    ) {
        self.init(
            unit: unit, organizer: organizer, via: via, currencies: perCurrency ? .separately : .converted,
            proofBudget: proofBudget)
    }

    /// Options with a rule for the currencies (``Currencies``).
    public init(
        unit: Decimal? = nil, organizer: String? = nil, via: String? = nil, currencies: Currencies,
        proofBudget: Duration = .seconds(1)
    ) {
        self.unit = unit
        self.organizer = organizer
        self.via = via
        self.currencies = currencies
        self.proofBudget = proofBudget
    }

    /// Whether a group's currencies are converted into its own or settled one at a time.
    ///
    /// ```
    /// expenses                      | converted        | separately    | separatelyWithoutRates
    /// ------------------------------+------------------+---------------+-----------------------
    /// ¥, € with a rate              | one settlement ¥ | ¥, then €     | one settlement ¥
    /// ¥, € without rate             | noRate(EUR)      | ¥, then €     | ¥, then €
    /// ¥, $ with a rate, € without   | noRate(EUR)      | ¥, $, then €  | noRate(EUR)
    /// ```
    public enum Currencies: Sendable, Hashable {
        /// Everything converted into the group's currency, each expense at its own rate or the
        /// group's; an expense with neither is ``SettleError/noRate(_:)``.
        case converted
        /// Each currency settled on its own, converting nothing.
        case separately
        /// Each currency on its own while no rate is given at all, else converted: an export from
        /// another app, which carries no rates, is settled a currency at a time unless rates are
        /// given (``Group/addRates(_:)-([ExchangeRate])``). Once one rate is (the group's or an expense's own), every
        /// other currency needs one too: a currency without is ``SettleError/noRate(_:)``, as in a
        /// group file, never settled on its own beside the converted ones. The error names no row:
        /// what is missing is a rate given beside the export.
        case separatelyWithoutRates
    }
}

/// A group settled in one currency: each person's balance and the transfers
/// that clear them.
public struct Settlement: Sendable, Hashable {
    /// One person's account.
    ///
    /// Every figure but ``balance`` is exact: a third of ¥1,000 is `1000/3`
    /// in ``exact``, and shown in the `Money` fields to the digits
    /// ``/ShopCore/Fraction/shown(in:)`` gives (`333.33`, rounded half-even
    /// two digits past the minor unit when it does not terminate). The
    /// ``balance`` is the exact balance rounded once, to the minor unit, so
    /// that everyone's add up to zero.
    public struct Balance: Sendable, Hashable, Identifiable {
        /// The person.
        public let name: String
        /// What they paid for expenses, as shown.
        public let paid: Money
        /// Their share of the expenses, as shown.
        public let share: Money
        /// What they paid back to others, as shown.
        public let paidBack: Money
        /// What others paid back to them, as shown.
        public let receivedBack: Money
        /// Their exact balance rounded once to the minor unit: positive, they are owed.
        ///
        /// Less than one minor unit from ``Exact/balance``; everyone's add up to zero.
        public let balance: Money
        /// Every figure exactly, before any rounding.
        public let exact: Exact

        /// The person's name.
        public var id: String { name }

        /// `name`'s account: `exact` figures, shown in `balance`'s currency, and the balance as rounded.
        /// - Throws: ``SettleError/money(_:)`` when a figure is past the exact range.
        public init(name: String, exact: Exact, balance: Money) throws(SettleError) {
            func shown(_ value: Fraction) throws(SettleError) -> Money {
                do { return Money(try value.shown(in: balance.currency).amount, balance.currency) } catch { throw .money(error) }
            }
            self.name = name
            self.exact = exact
            self.balance = balance
            paid = try shown(exact.paid)
            share = try shown(exact.share)
            paidBack = try shown(exact.paidBack)
            receivedBack = try shown(exact.receivedBack)
        }
    }

    /// One person's figures, exactly (fractions of the currency: a third of ¥1,000 is `1000/3`).
    public struct Exact: Sendable, Hashable {
        /// What they paid for expenses.
        public let paid: Fraction
        /// Their share of the expenses.
        public let share: Fraction
        /// What they paid back to others.
        public let paidBack: Fraction
        /// What others paid back to them.
        public let receivedBack: Fraction
        /// `paid − share + paidBack − receivedBack`: positive, they are owed.
        public let balance: Fraction

        /// The figures, and the balance they make.
        /// - Throws: ``/ShopCore/ShopCoreError/tooLarge(_:)`` past the exact range.
        public init(paid: Fraction, share: Fraction, paidBack: Fraction, receivedBack: Fraction) throws(ShopCoreError) {
            self.paid = paid
            self.share = share
            self.paidBack = paidBack
            self.receivedBack = receivedBack
            balance = try paid - share + paidBack - receivedBack
        }

        /// Whether every figure terminates within what ``/ShopCore/Fraction/shown(in:)`` shows exactly.
        public func isShownExactly(in currency: Currency) -> Bool {
            [paid, share, paidBack, receivedBack, balance].allSatisfy { (try? $0.shown(in: currency).isExact) == true }
        }
    }

    /// One payment of the plan.
    public struct Transfer: Sendable, Hashable {
        /// Who pays.
        public let from: String
        /// Who is paid.
        public let to: String
        /// How much.
        public let amount: Money
    }

    /// What the cash rounding leaves of one person's balance.
    public struct Rest: Sendable, Hashable {
        /// The person.
        public let name: String
        /// Their balance less what the transfers settle: positive, still owed to
        /// them; negative, still owed by them.
        ///
        /// The rests add up to zero.
        public let amount: Money
    }

    /// The currency of every figure.
    public let currency: Currency
    /// What every transfer is a multiple of.
    public let unit: Decimal
    /// Who carries the cash rounding.
    public let organizer: String
    /// Everyone, in the group's order.
    public let people: [Balance]
    /// The plan, by payer then payee in the group's order.
    public let transfers: [Transfer]
    /// What the cash rounding leaves, for each person it leaves something (the organizer last).
    public let rests: [Rest]
    /// Whether the plan is proved to have the fewest transfers (see ``Group/settle(_:)``).
    public let isOptimal: Bool
    /// The fewest transfers possible, when proved (nil when ``isOptimal`` could not be proved).
    public let fewest: Int?
    /// The expenses paid in another currency, and what they became.
    public let conversions: [Conversion]
}
