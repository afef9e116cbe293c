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
    /// Settle each currency on its own, converting nothing.
    public var perCurrency: Bool

    /// Options; by default none.
    public init(unit: Decimal? = nil, organizer: String? = nil, via: String? = nil, perCurrency: Bool = false) {
        self.unit = unit
        self.organizer = organizer
        self.via = via
        self.perCurrency = perCurrency
    }
}

/// A group settled in one currency: each person's balance and the transfers
/// that clear them.
public struct Settlement: Sendable, Hashable {
    /// One person's account.
    public struct Balance: Sendable, Hashable, Identifiable {
        /// The person.
        public let name: String
        /// What they paid for expenses.
        public let paid: Money
        /// Their share of the expenses.
        public let share: Money
        /// What they paid back to others.
        public let paidBack: Money
        /// What others paid back to them.
        public let receivedBack: Money
        /// `paid − share + paidBack − receivedBack`: positive, they are owed.
        public let balance: Money

        /// The person's name.
        public var id: String { name }
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
        /// them; negative, still owed by them. The rests add up to zero.
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
    /// The fewest transfers possible, when computed exactly (nil above 24 people with a balance).
    public let fewest: Int?
    /// The expenses paid in another currency, and what they became.
    public let conversions: [Conversion]
}
