import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Warikan {
    /// An itemized bill: who was there, what was ordered and shared by whom,
    /// the per-person charges (お通し, cover) and the charges on top
    /// (サービス料, tax, tip).
    ///
    /// Built in code or read from text (``Bill/init(reading:currency:evaluate:)-(String,_,_)``)
    /// and split by ``Warikan/split(_:unit:mode:)``, which checks it first:
    ///
    /// ```swift
    /// let bill = Warikan.Bill(
    ///     currency: .usd, people: [.init("A"), .init("B")],
    ///     items: [.init("steak", price: try AmountParser.amount("42.50", currency: .usd), sharedBy: [.init("A")]),
    ///             .init("salad", price: 18, sharedBy: [.init("B")]),
    ///             .init("wine", price: 12)],
    ///     charges: [.init(.tax, rate: try AmountParser.decimal("8.875")), .init(.tip, rate: 20)])
    /// let split = try Warikan.split(bill, mode: .spread)  // to the cent: A $62.50, B $30.93
    /// ```
    public struct Bill: Sendable, Hashable {
        /// The currency of every amount on the bill.
        public var currency: Currency
        /// Everyone who pays, in the order they are listed (ties in
        /// ``Mode/spread`` go to the earlier).
        public var people: [Diner]
        /// Who absorbs the rounding; nil for the first person.
        public var organizer: String?
        /// What was ordered.
        public var items: [Item]
        /// Amounts charged per head (お通し, cover charge, 席料).
        public var perPerson: [PerPersonCharge]
        /// Charges on the bill (サービス料, tax, tip), computed in the order
        /// service, tax, tip whatever their order here.
        public var charges: [Charge]

        /// A bill as it stands; ``Warikan/split(_:unit:mode:)`` checks it (names, weights,
        /// amounts, sizes) before anything is computed.
        public init(
            currency: Currency, people: [Diner], organizer: String? = nil, items: [Item] = [],
            perPerson: [PerPersonCharge] = [], charges: [Charge] = []
        ) {
            self.currency = currency
            self.people = people
            self.organizer = organizer
            self.items = items
            self.perPerson = perPerson
            self.charges = charges
        }

        /// The most items, per-person charges and charges one bill takes.
        public static let maximumLines = 10_000
        /// The most people one bill takes (every item is divided among
        /// everyone, so people × lines bounds the work of a split).
        public static let maximumPeople = 1_000
    }
}

extension Warikan.Bill {
    /// Someone at the table (``/ShopCore/Share``): a name, or a number for
    /// someone of a head count, and a weight (above zero) that applies to the
    /// items everyone shares: 2 takes twice the share of 1.
    public typealias Diner = Share

    /// One of the people an item is shared by, with their weight for it
    /// (`Aki:2`): a ``/ShopCore/Share`` by weight.
    public typealias Sharer = Share

    /// An item on the bill: `price × quantity`, shared by everyone (by the
    /// people's weights) or by the people listed (by their weights here).
    public struct Item: Sendable, Hashable {
        /// What it was (`刺身盛り合わせ`, `wine`).
        public var label: String
        /// The price of one, 0 or more.
        public var price: Decimal
        /// 1 … ``Warikan/Bill/maximumQuantity``.
        public var quantity: Int
        /// Who shares it; nil for everyone.
        public var sharedBy: [Sharer]?
        /// What the whole line costs exactly, when that is not `price × quantity`:
        /// a receipt's line with its part of the tax and the coupons, a fraction
        /// (three ¥5 lines at 10 % with ¥1 tax cost `16/3` each;
        /// `Tax.Receipt.exactLinePayments()`).
        ///
        /// Shared as it is, so each person's share is rounded once. Not written by `Codable`: a receipt's
        /// bill is made afresh from its cart.
        public var exactCost: Fraction?

        /// `quantity` × `label` at `price` each, shared by `sharedBy` (nil: everyone).
        public init(
            _ label: String, price: Decimal, quantity: Int = 1, sharedBy: [Sharer]? = nil, exactCost: Fraction? = nil
        ) {
            self.label = label
            self.price = price
            self.quantity = quantity
            self.sharedBy = sharedBy
            self.exactCost = exactCost
        }
    }

    /// The largest quantity of one item.
    public static let maximumQuantity = 10_000

    /// An amount per head (お通し ¥500): for everyone, or for the people listed.
    public struct PerPersonCharge: Sendable, Hashable {
        /// How the bill calls it (`お通し`, `cover`); nil for a per-head
        /// charge's name in the reader's language.
        public var label: String?
        /// The amount each of them pays, 0 or more.
        public var amount: Decimal
        /// Who pays it; nil for everyone.
        public var people: [String]?

        /// `amount` a head for `people` (nil: everyone), called `label` if given.
        public init(_ label: String? = nil, amount: Decimal, people: [String]? = nil) {
            self.label = label
            self.amount = amount
            self.people = people
        }
    }

    /// A charge on the bill: a percentage of a base, or an amount the
    /// receipt states, either added or already included in the prices.
    ///
    /// The bases (each person's part of a base is what they owe of it):
    ///
    /// ```
    /// kind     | base                                                | rounding by default
    /// ---------+-----------------------------------------------------+--------------------
    /// service  | items + per-person charges                          | half-up
    /// tax      | items + per-person charges + service added          | down (消費税: 1円未満切り捨て)
    /// tip      | .subtotal: the same as tax (before tax, US custom)  | half-up
    ///          | .total: that + tax added                            |
    /// ```
    ///
    /// A rate gives `base × rate ÷ 100`, or when included `base × rate ÷
    /// (100 + rate)` (the part of the prices that is the charge), rounded to
    /// the currency's minor unit once for the whole bill. An included charge
    /// is shown but not added; the bases keep it, as the prices do (a tip of
    /// the subtotal on prices that include tax is a tip on the tax too).
    /// Charges of one kind are all on the same base: two taxes do not compound.
    public struct Charge: Sendable, Hashable {
        /// Which charge it is; the kind fixes its base and its default rounding.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// サービス料: on the items and per-person charges.
            case service
            /// 消費税, sales tax: on those and the service charge.
            case tax
            /// チップ: on the subtotal before tax, or on the total.
            case tip

            /// How the charge is rounded unless told: half-up, and down for tax.
            public var defaultRounding: RoundingRule { self == .tax ? .towardZero : .toNearestOrAwayFromZero }
        }

        /// What the charge is.
        public enum Value: Sendable, Hashable {
            /// A percentage, 0 … 100 (`10` for 10 %).
            case rate(Decimal)
            /// An amount, 0 or more, as the receipt states it.
            case amount(Decimal)
        }

        /// What a tip is a percentage of.
        public enum Base: String, Sendable, Hashable, CaseIterable {
            /// Before tax (the items, per-person charges and service).
            case subtotal
            /// After tax.
            case total
        }

        /// Which charge it is: service, tax or tip.
        public var kind: Kind
        /// How the bill calls it (`サービス料`, `sales-tax`); nil for the
        /// kind's name in the reader's language.
        public var label: String?
        /// A rate, or the amount the receipt states.
        public var value: Value
        /// True when the prices already include it: shown, not added.
        public var isIncluded: Bool
        /// The base of a tip (service and tax ignore it).
        public var base: Base
        /// How the amount of a rate is rounded to the minor unit.
        public var rounding: RoundingRule

        /// A charge of `kind` as `value`, rounded as `rounding` says or, when nil, by
        /// the kind's default (half-up, and down for tax).
        public init(
            _ kind: Kind, label: String? = nil, value: Value, isIncluded: Bool = false, base: Base = .subtotal,
            rounding: RoundingRule? = nil
        ) {
            self.kind = kind
            self.label = label
            self.value = value
            self.isIncluded = isIncluded
            self.base = base
            self.rounding = rounding ?? kind.defaultRounding
        }

        /// The most decimals a charge's rate may carry, as a tax rate anywhere in shoptools (`8.875`).
        public static let maximumRateDecimals = 4

        /// A percentage charge: `.init(.tax, rate: 10)`.
        public init(
            _ kind: Kind, label: String? = nil, rate: Decimal, isIncluded: Bool = false, base: Base = .subtotal,
            rounding: RoundingRule? = nil
        ) {
            self.init(kind, label: label, value: .rate(rate), isIncluded: isIncluded, base: base, rounding: rounding)
        }
    }
}
