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
/// Read one from a group file with `init(reading:named:currency:amount:attachment:cart:asOf:)`, or from an
/// app's export with ``Splitwise`` or ``Spliit``.
public struct Group: Sendable, Hashable {
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
    /// Who joined or left, and at which line (`joins Yui`, `leaves Ren`), in order: an
    /// expense without ``Expense/sharers`` is shared by the people present at its line
    /// (``sharers(of:)``).
    ///
    /// Empty: everyone shares every expense.
    public var changes: [Change]
    /// How many dated lines of the file were left for later: dated after the day the group was read as
    /// of (`--as-of`, by default today), so not counted yet.
    ///
    /// Not encoded: it is about one reading.
    public var laterLines = 0
    /// The exact parts reading computed (``PartsMemo``): no part of the group's value.
    var memo = PartsMemo()

    /// A group of `people` paying in `currency`.
    public init(
        people: [String], currency: Currency = .default, organizer: String? = nil, rates: [String: Decimal] = [:],
        expenses: [Expense] = [], changes: [Change] = []
    ) {
        self.people = people
        self.currency = currency
        self.organizer = organizer
        self.rates = rates
        self.expenses = expenses
        self.changes = changes
    }

    /// People joining or leaving the group part way (`joins Yui`, `leaves Ren`).
    ///
    /// A change at line (``id``) 12 applies to every expense after it: one with a
    /// greater ``Expense/id``. Whoever joins is one of ``Group/people`` (so their
    /// balance is shown) but shares none of the expenses before; whoever leaves
    /// shares none of those after unless an expense names them in `for`.
    public struct Change: Sendable, Hashable, Codable {
        /// Whether people join or leave.
        public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
            /// From this line on, they share the expenses without `for` (`joins`, 途中参加).
            case joins
            /// From this line on, they share no expense without `for` (`leaves`, 途中退出).
            case leaves
        }

        /// Its place among the expenses: the line of the group file it was read from.
        public var id: Int
        /// Whether they join or leave.
        public var kind: Kind
        /// Who, in the order given.
        public var people: [String]
        /// The day it was dated (`2026-12-01 joins Yui`); nil: undated.
        public var date: CalendarDay?

        /// `people` join or leave at `id`, on `date` when it is dated.
        public init(id: Int, kind: Kind, people: [String], date: CalendarDay? = nil) {
            self.id = id
            self.kind = kind
            self.people = people
            self.date = date
        }
    }

    /// Who shares `expense`: its ``Expense/sharers`` when it names them; else, equally,
    /// everyone present at its line, in the group's order: the people of the group
    /// but those who join after it, and those who left before it (``changes``).
    public func sharers(of expense: Expense) -> [Part] {
        if let sharers = expense.sharers { return sharers }
        guard !changes.isEmpty else { return people.map { Part($0) } }
        var present = Set(people)
        // Whoever joins first was not there from the start.
        var seen = Set<String>()
        for change in changes {
            for name in change.people where seen.insert(name).inserted && change.kind == .joins { present.remove(name) }
        }
        for change in changes where change.id < expense.id {
            switch change.kind {
            case .joins: present.formUnion(change.people)
            case .leaves: present.subtract(change.people)
            }
        }
        return people.filter(present.contains).map { Part($0) }
    }

    /// `expense` with its sharers named when the group's ``changes`` decide them (for the arithmetic,
    /// which shares an expense without sharers among all the people).
    func resolved(_ expense: Expense) -> Expense {
        guard expense.sharers == nil, !changes.isEmpty else { return expense }
        var resolved = expense
        resolved.sharers = sharers(of: expense)
        return resolved
    }

    /// The organizer: ``organizer`` or else the first person.
    public var organizerName: String? { organizer ?? people.first }
}

extension Group: Codable {
    private enum CodingKeys: String, CodingKey {
        case people, currency, organizer, rates, expenses, changes
    }

    /// Reads a group, also one written before ``changes`` existed (without the key).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        people = try container.decode([String].self, forKey: .people)
        currency = try container.decode(Currency.self, forKey: .currency)
        organizer = try container.decodeIfPresent(String.self, forKey: .organizer)
        rates = try container.decode([String: Decimal].self, forKey: .rates)
        expenses = try container.decode([Expense].self, forKey: .expenses)
        changes = try container.decodeIfPresent([Change].self, forKey: .changes) ?? []
    }
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
    /// The day it was paid (`2026-12-01 ramen …`, or an occurrence's day); nil: undated.
    public var date: CalendarDay?
    /// The line's stable id (``EntryID``; an occurrence's is its line's and its day); nil: a line without one.
    public var stableID: EntryID?
    /// What the card charged in the group's currency for an amount in another (`€45.20 = ¥7,400`): the
    /// expense is exactly this, at the rate `charged ÷ amount`, kept as a fraction.
    public var charged: Money?

    /// An expense of `amount` paid by `payers` for `sharers` (nil: everyone).
    public init(
        id: Int, label: String, kind: Kind = .expense, amount: Money, rate: Decimal? = nil, payers: [Part],
        sharers: [Part]? = nil, date: CalendarDay? = nil, stableID: EntryID? = nil, charged: Money? = nil
    ) {
        self.id = id
        self.label = label
        self.kind = kind
        self.amount = amount
        self.rate = rate
        self.payers = payers
        self.sharers = sharers
        self.date = date
        self.stableID = stableID
        self.charged = charged
    }

    /// A repayment: `from` gave `amount` to `to`.
    public static func repayment(id: Int, from: String, to: String, amount: Money) -> Expense {
        Expense(id: id, label: "", kind: .repayment, amount: amount, payers: [Part(from)], sharers: [Part(to)])
    }
}

/// One person's part of an expense: `NAME`, `NAME:W`, `NAME=AMOUNT`,
/// `NAME=P%`: ShopCore's one model of a share, read by ``/ShopCore/Share/Spec``.
///
/// An amount is in the expense's currency; a weight shares what is left after
/// the amounts and percentages.
public typealias Part = Share
