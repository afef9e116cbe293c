import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Warikan {
    /// An itemized bill split: the bill's totals, each person's exact share
    /// and what they pay.
    ///
    /// What always holds (``Warikan/split(_:unit:mode:)`` makes every one,
    /// and decoding checks it against that):
    /// - the exact shares add up to ``total`` exactly; each is the person's
    ///   items plus their part of every charge added;
    /// - ``Mode/organizerAbsorbs`` and ``Mode/spread`` collect exactly the
    ///   total; ``Mode/roundUp`` collects `total + surplus`, `0 ≤ surplus <
    ///   people × unit`;
    /// - with ``Mode/spread`` everyone pays their exact share rounded down or
    ///   up to the unit, the organizer also the rest below one unit
    ///   (``organizerExtra``).
    ///
    /// Exact shares are exact fractions (``/ShopCore/Fraction``): a third of
    /// ¥1,000 is `1000/3`, never ¥333.33 or ¥333.34, so people who had the
    /// same things owe exactly the same. Each is rounded once, at the end,
    /// by the mode; ``/ShopCore/Fraction/shown(in:)`` says how one is shown.
    public struct BillSplit: Sendable, Hashable {
        /// The bill as split.
        public let bill: Bill
        /// Each payment's rounding unit.
        public let unit: Decimal
        /// How the exact shares were rounded to ``unit``.
        public let mode: Mode
        /// The items, `Σ price × quantity`.
        public let items: Money
        /// The per-person charges, then service, tax and tip, in that order.
        public let charges: [ChargeTotal]
        /// Items plus the charges added.
        public let total: Money
        /// Everyone, in the bill's order.
        public let shares: [Share]
        /// What the organizer pays beyond their exact share rounded (down,
        /// or in ``Mode/spread`` by the largest remainders): what they absorb.
        public let organizerExtra: Money
        /// The sum of what everyone pays.
        public let collected: Money
        /// `collected − total`: zero unless everyone rounds up.
        public let surplus: Money
        let organizerIndex: Int

        /// The organizer's share, wherever they are in ``shares``.
        public var organizer: Share { shares[organizerIndex] }
    }
}

extension Warikan.BillSplit {
    /// What a charge line is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An amount per head (お通し).
        case perPerson = "cover"
        /// サービス料.
        case service
        /// Tax (消費税, sales tax).
        case tax
        /// A tip (チップ).
        case tip
    }

    /// One charge of the bill, computed once and rounded once.
    public struct ChargeTotal: Sendable, Hashable {
        /// What the charge line is.
        public let kind: Kind
        /// As the bill calls it; nil for the kind's name in the reader's language.
        public let label: String?
        /// The percentage, for a rate; nil for an amount or a per-person charge.
        public let rate: Decimal?
        /// The charge on the whole bill.
        public let amount: Money
        /// True when already in the prices: shown, not added.
        public let isIncluded: Bool
    }

    /// One person's part of the bill.
    public struct Share: Sendable, Hashable, Identifiable {
        /// The person, as the bill names them.
        public let name: String
        /// Who they are, for words: by name, or by number for someone of a head count.
        public let person: Warikan.Person
        /// Their part of the items, exactly.
        public let items: Fraction
        /// Their part of each of ``Warikan/BillSplit/charges``, in the same order
        /// (for an included charge, the part of their prices that it is).
        public let charges: [Fraction]
        /// Items plus the charges added: what they owe before rounding, exactly.
        public let exact: Fraction
        /// What they pay.
        public let pays: Money
        /// True for the one person who absorbs the rounding (``Warikan/BillSplit/organizer``).
        public let isOrganizer: Bool

        /// The person's name, unique on a bill.
        public var id: String { name }
    }
}
