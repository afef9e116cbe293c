import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A group that shares costs: its people, its currency, its rates and every
/// expense and repayment, as an app keeps a trip or a shared flat.
///
/// A group is plain data (`Codable`); ``settle(_:)`` computes who pays whom.
/// Read one from text with ``init(reading:currency:attachment:cart:)``, or from an
/// app's export with ``Splitwise`` or ``Spliit``.
public struct Group: Sendable, Hashable, Codable {
    /// Who is in the group, in the order given: the order every tie follows.
    public var people: [String]
    /// The group's currency: balances and transfers are in it.
    public var currency: Currency
    /// Who carries the cash rounding (幹事); nil: the first person.
    public var organizer: String?
    /// The value of one unit of another currency in ``currency`` (`EUR` → `162.35`).
    public var rates: [String: Decimal]
    /// The expenses and repayments, in the order given.
    public var expenses: [Expense]

    /// A group of `people` paying in `currency`.
    public init(
        people: [String], currency: Currency = .default, organizer: String? = nil, rates: [String: Decimal] = [:],
        expenses: [Expense] = []
    ) {
        self.people = people
        self.currency = currency
        self.organizer = organizer
        self.rates = rates
        self.expenses = expenses
    }

    /// The organizer: ``organizer`` or else the first person.
    public var organizerName: String? { organizer ?? people.first }
}

/// One expense, or one repayment, of a ``Group``.
public struct Expense: Sendable, Hashable, Codable, Identifiable {
    /// What the entry is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Something bought for some of the group.
        case expense
        /// Money paid back: the one payer gave ``Expense/amount`` to the one sharer.
        case repayment
    }

    /// Its number: the line of the group file it was read from, or its place in the list.
    public var id: Int
    /// What it was for (`hotel`); a repayment's is empty.
    public var label: String
    /// Whether it is an expense or a repayment.
    public var kind: Kind
    /// What it cost, in the currency it was paid in.
    public var amount: Money
    /// The rate this expense was converted at, when it gives its own (`@ 161.9`).
    public var rate: Decimal?
    /// Who paid, and how much each: ``/ShopCore/Share/Portion/amount(_:)`` parts adding up
    /// to the cost, or one person's ``/ShopCore/Share/Portion/weight(_:)`` for all of it.
    public var payers: [Part]
    /// Who it was for; nil: everyone in the group, equally.
    public var sharers: [Part]?

    /// An expense of `amount` paid by `payers` for `sharers` (nil: everyone).
    public init(
        id: Int, label: String, kind: Kind = .expense, amount: Money, rate: Decimal? = nil, payers: [Part],
        sharers: [Part]? = nil
    ) {
        self.id = id
        self.label = label
        self.kind = kind
        self.amount = amount
        self.rate = rate
        self.payers = payers
        self.sharers = sharers
    }

    /// A repayment: `from` gave `amount` to `to`.
    public static func repayment(id: Int, from: String, to: String, amount: Money) -> Expense {
        Expense(id: id, label: "", kind: .repayment, amount: amount, payers: [Part(from)], sharers: [Part(to)])
    }
}

/// One person's part of an expense: `NAME`, `NAME:W`, `NAME=AMOUNT`,
/// `NAME=P%`: ShopCore's one model of a share, read by ``/ShopCore/Share/Spec``.
/// An amount is in the expense's currency; a weight shares what is left after
/// the amounts and percentages.
public typealias Part = Share
