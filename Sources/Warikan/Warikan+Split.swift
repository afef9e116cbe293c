import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Warikan {
    /// A split bill: who pays what, what is collected and what is left over.
    ///
    /// In ``Mode/organizerAbsorbs`` and ``Mode/spread`` mode `collected ==
    /// total` and `surplus` is zero; in ``Mode/roundUp`` mode `collected ==
    /// total + surplus` with `0 ≤ surplus < people × unit`. Nobody pays a
    /// negative amount.
    ///
    /// A split is only made by ``Warikan/split(_:among:organizer:unit:mode:)-(_,_,Warikan.Person?,_,_)``
    /// (or decoded, which checks it against that; see `Split+Codable`), so
    /// these always hold.
    public struct Split: Sendable, Hashable {
        /// The bill.
        public let total: Money
        /// Each share's rounding unit.
        public let unit: Decimal
        /// How the shares were rounded to ``unit``.
        public let mode: Mode
        /// Everyone and what they pay, in the order the people were given;
        /// the organizer is the one payment with ``Payment/isOrganizer``.
        public let payments: [Payment]
        /// The common share of an equal split (rounded down or up); nil for
        /// weighted or fixed splits and for ``Mode/spread``, where shares differ by a unit.
        public let share: Money?
        /// What the organizer pays beyond their own share rounded down: the
        /// remainder they absorb (zero in round-up mode; in ``Mode/spread``
        /// the rest below one unit that the largest remainders left).
        public let organizerExtra: Money
        /// The sum of all payments.
        public let collected: Money
        /// `collected − total`: money for next time (切り上げ); zero when the organizer absorbs.
        public let surplus: Money
        /// Where the organizer is in ``payments``.
        let organizerIndex: Int

        /// How many people pay.
        public var people: Int { payments.count }
        /// The organizer's payment, wherever it is in ``payments``.
        public var organizer: Payment { payments[organizerIndex] }
    }

    /// What one person pays.
    ///
    /// A payment is `Identifiable` by the person's name: names are unique in
    /// a split (``WarikanError/duplicateName(_:)``), and people given by head
    /// count or weights are named `person 1` … `person N`, so the id of each
    /// payment of one split differs and stays the same when the split is made
    /// again with another total, unit or mode.
    public struct Payment: Sendable, Hashable, Identifiable {
        /// Who pays.
        public let name: String
        /// What they pay, in the bill's currency.
        public let amount: Money
        /// True for the one person who absorbs the rounding (or, in round-up
        /// mode, who collects the money).
        public let isOrganizer: Bool
        /// How the amount was decided: a weight or a fixed amount.
        public let portion: Share.Portion
        /// The number of someone given by head count or weights (see ``/ShopCore/Share/number``).
        public let number: Int?

        /// The person's name, unique in a split.
        public var id: String { name }

        /// The participant this payment is for.
        var participant: Participant { Participant(number.map(Person.number) ?? .named(name), portion) }
    }
}
