import FoundationEssentials
import ShopCore

extension Warikan {
    /// A split bill: who pays what, what is collected and what is left over.
    ///
    /// In ``Mode/organizerAbsorbs`` mode `collected == total` and `surplus`
    /// is zero; in ``Mode/roundUp`` mode `collected == total + surplus` with
    /// `0 ≤ surplus < people × unit`. Nobody pays a negative amount.
    public struct Split: Sendable, Equatable {
        /// The bill.
        public let total: Money
        /// Each share's rounding unit.
        public let unit: Decimal
        public let mode: Mode
        /// Everyone and what they pay, the organizer first.
        public let payments: [Payment]
        /// The common share of an equal split (rounded down or up); nil for
        /// weighted or fixed splits.
        public let share: Money?
        /// What the organizer pays beyond their own share rounded down: the
        /// remainder they absorb (zero in round-up mode).
        public let organizerExtra: Money
        /// The sum of all payments.
        public let collected: Money
        /// `collected − total`: money for next time (切り上げ); zero when the organizer absorbs.
        public let surplus: Money

        /// How many people pay.
        public var people: Int { payments.count }
        /// The organizer's payment.
        public var organizer: Payment { payments[0] }
    }

    /// What one person pays.
    public struct Payment: Sendable, Equatable {
        /// Who pays.
        public let name: String
        /// What they pay, in the bill's currency.
        public let amount: Money
        /// True for the one person who absorbs the rounding (or, in round-up
        /// mode, who collects the money).
        public let isOrganizer: Bool
        /// How the amount was decided.
        public let basis: Participant.Basis
        /// The number of someone given by head count or weights (see ``Participant/number``).
        public let number: Int?
    }
}
