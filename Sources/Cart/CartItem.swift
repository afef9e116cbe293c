import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Cart {
    /// One line of the cart: a price in a currency, how many, an optional
    /// label, its tax category (outside tax unless said), who it is for
    /// (everyone unless said), and an ``id`` that tells it from every other line.
    ///
    /// **Equality is identity plus contents.** Two items are equal when they
    /// have the same ``id`` *and* the same amount, currency, label,
    /// quantity, tax category, sharers and discount. Every ``init(amount:label:quantity:tax:sharers:discount:id:)`` without an `id`
    /// makes a new item, so two ¥100 "bag" items made one after the other are
    /// two different items, not equal, and a `List` keyed by ``id`` shows
    /// both. To compare what two lines hold, compare ``amount``, ``label``
    /// and ``quantity``.
    public struct Item: Sendable, Hashable, Identifiable {
        // The stored properties are in the order that packs them: the exact amount (16-byte aligned), then
        // the id (16 bytes of any alignment), the quantity in 4 bytes, the references: 80 bytes an item.

        /// `amount`, exactly, for the arithmetic and for formatting without a round trip through `Decimal`.
        package let exactAmount: ExactDecimal
        /// Which line this is: kept in the cart file, so it is the same after a reload.
        public private(set) var id: UUID
        /// ``quantity``, at most ``maximumQuantity``.
        private let storedQuantity: Int32
        /// The price of one, in the item's currency.
        public var amount: Money { Money(exactAmount.decimal, currency) }
        /// The currency of ``amount``; a cart takes only items in its own currency.
        public let currency: Currency
        /// What it is, if said.
        public let label: String?
        /// How many, 1 or more.
        public var quantity: Int { Int(storedQuantity) }
        /// The tax rate and whether ``amount`` holds the tax; ``/Tax/TaxCategory/outsideTax``
        /// (the default) when the price is what is paid.
        public var tax: TaxCategory { extras?.tax ?? .outsideTax }
        /// Who shares it when the bill is split, each with a weight; empty: everyone.
        public var sharers: [Sharer] { extras?.sharers ?? [] }
        /// The discount ``amount`` came from (`--off 30% --off 10%` on ¥498),
        /// kept so a list and a receipt can show it; nil when none.
        public var discount: Discount? { extras?.discount }
        /// The tax, sharers and discount, in a box of their own; nil for an item outside tax, for everyone,
        /// without a discount.
        private let extras: Extras?
        /// `amount × quantity`, checked when the item is made and worked out when asked for: kept, it would
        /// make every item a third larger.
        package var lineTotalExact: ExactDecimal {
            do {
                return try Self.lineTotal(exactAmount, quantity)
            } catch {
                preconditionFailure("an item's line total is checked when the item is made")
            }
        }

        /// `amount × quantity`, exactly.
        private static func lineTotal(_ amount: ExactDecimal, _ quantity: Int) throws(ShopCoreError) -> ExactDecimal {
            quantity == 1 ? amount : try amount * ExactDecimal(magnitude: UInt128(quantity))
        }

        /// The most of one item a line may hold.
        public static let maximumQuantity = 1_000_000
        /// The longest label kept.
        public static let maximumLabelLength = 200

        /// An item of `quantity` × `amount`.
        ///
        /// - Parameters:
        ///   - amount: the price of one; its currency is the item's.
        ///   - label: what it is; spaces around it are dropped, and an empty label is none.
        ///   - quantity: how many, 1 … ``maximumQuantity``.
        ///   - tax: the tax rate and basis of `amount`; outside tax by default.
        ///   - sharers: who shares it when the bill is split (each name once); everyone by default.
        ///   - discount: the price before the discount and its steps, when
        ///     `amount` is a discounted price (a record to show, not checked
        ///     against `amount`); none by default.
        ///   - id: which line this is; a new one by default, so each call makes a
        ///     different item. Give one only to rebuild an item you kept.
        /// - Throws: ``CartError`` for a negative amount, one with more than
        ///   `Bounds.maximumDecimals` digits after the point, a quantity outside
        ///   1 … ``maximumQuantity``, a label longer than ``maximumLabelLength``,
        ///   or a discount whose original is in another currency.
        public init(
            amount: Money, label: String? = nil, quantity: Int = 1, tax: TaxCategory = .outsideTax, sharers: [Sharer] = [],
            discount: Discount? = nil, id: UUID = UUID()
        ) throws(CartError) {
            let exact: ExactDecimal
            do { exact = try ExactDecimal(amount.amount) } catch { throw .money(error) }
            try self.init(
                exact: exact, currency: amount.currency, label: label, quantity: quantity, tax: tax, sharers: sharers,
                discount: discount, id: id)
        }

        /// An item's tax, sharers and discount: one reference in the item (which is then 80 bytes, not
        /// 160), and one box shared by every item a journal replay reads with the same tax and nothing else
        /// (``Extras/taxed(_:)``), so a cart of 100,000 taxed items holds a handful of them.
        final class Extras: Sendable {
            let tax: TaxCategory
            let sharers: [Sharer]
            let discount: Discount?

            init(tax: TaxCategory, sharers: [Sharer], discount: Discount?) {
                (self.tax, self.sharers, self.discount) = (tax, sharers, discount)
            }

            /// The box of `tax` alone, for items to share.
            static func taxed(_ tax: TaxCategory) -> Extras { Extras(tax: tax, sharers: [], discount: nil) }
        }

        init(
            exact: ExactDecimal, currency: Currency, label: String?, quantity: Int, tax: TaxCategory = .outsideTax,
            sharers: [Sharer] = [], discount: Discount? = nil, id: UUID
        ) throws(CartError) {
            let extras =
                Self.isOutsideTaxItself(tax) && sharers.isEmpty && discount == nil
                ? nil : Extras(tax: tax, sharers: sharers, discount: discount)
            try self.init(exact: exact, currency: currency, label: label, quantity: quantity, extras: extras, id: id)
        }

        /// True when `tax` is ``/Tax/TaxCategory/outsideTax`` down to how its rate is held (`0`, not `0.0`,
        /// and excluded), so that an item without a box gives back the very category it was made with.
        static func isOutsideTaxItself(_ tax: TaxCategory) -> Bool {
            let rate = tax.rate.exact
            return tax.basis == .excluded && rate.magnitude == 0 && rate.scale == 0 && !rate.isNegative
        }

        /// An item whose tax, sharers and discount are `extras`' (nil: outside tax, everyone, no discount).
        init(
            exact: ExactDecimal, currency: Currency, label: String?, quantity: Int, extras: Extras?, id: UUID
        ) throws(CartError) {
            let discount = extras?.discount, sharers = extras?.sharers ?? []
            if let original = discount?.original.currency, original != currency {
                throw .itemCurrency(original, cart: currency)
            }
            guard !exact.isNegative else { throw .money(.negative(exact.plainText)) }
            guard Cart.isBelowMaximum(exact) else { throw .money(.tooLarge(exact.plainText)) }
            // A cart file may hold any digits; the comment below and `Decimal` need these bounds.
            guard exact.significantScale <= Bounds.maximumDecimals else {
                throw .money(.tooManyDecimals(exact.plainText, limit: Bounds.maximumDecimals))
            }
            guard (1...Self.maximumQuantity).contains(quantity) else { throw .quantityOutOfRange(quantity) }
            let trimmed: String?
            if let label, Self.isPlainLabel(label) {
                trimmed = label
            } else {
                trimmed = label.map { text in
                    text.first?.isWhitespace == true || text.last?.isWhitespace == true ? TextNormalizer.trimmed(text) : text
                }
                if let trimmed, trimmed.count > Self.maximumLabelLength { throw .labelTooLong(trimmed.count) }
                if let trimmed, let unsafe = DisplayText.firstUnsafeScalar(in: trimmed) {
                    throw .unsafeCharacter(label: trimmed, scalar: unsafe)
                }
            }
            if !sharers.isEmpty {
                var names = Set<String>()
                for sharer in sharers where !names.insert(sharer.name).inserted { throw .repeatedSharer(sharer.name) }
            }
            self.exactAmount = exact.normalized
            // Below 10^15 with at most 12 decimals, times at most 10^6: always within 38 digits.
            do { _ = try Self.lineTotal(exactAmount, quantity) } catch { throw .money(error) }
            self.id = id
            self.currency = currency
            self.label = trimmed?.isEmpty == false ? trimmed : nil
            self.storedQuantity = Int32(quantity)
            self.extras = extras
        }

        /// True for a label the checks above keep as it is, told by its bytes alone.
        ///
        /// Printable ASCII (`0x20`–`0x7E`, each byte a character, none of them unsafe), not starting or ending
        /// with a space (the one whitespace among them), and at most ``maximumLabelLength`` long. Most labels
        /// are so, and the checks by characters are most of the cost of reading an item from a file.
        static func isPlainLabel(_ label: String) -> Bool {
            let utf8 = label.utf8
            guard let first = utf8.first, let last = utf8.last, first != 0x20, last != 0x20,
                utf8.count <= maximumLabelLength
            else { return false }
            return utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }

        /// The same line with another id: a journal replay giving a repeated id a new one.
        func with(id: UUID) -> Item {
            var copy = self
            copy.id = id
            return copy
        }

        /// `amount × quantity`, exactly, in the item's currency.
        public var lineTotal: Money { Money(lineTotalExact.decimal, currency) }

        /// The same ``id`` and the same contents (see ``Cart/Item``).
        public static func == (lhs: Item, rhs: Item) -> Bool {
            lhs.id == rhs.id && lhs.currency == rhs.currency && lhs.exactAmount == rhs.exactAmount
                && lhs.label == rhs.label && lhs.quantity == rhs.quantity && lhs.tax == rhs.tax && lhs.sharers == rhs.sharers
                && lhs.discount == rhs.discount
        }

        /// Hashes what ``==(_:_:)`` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(currency)
            hasher.combine(exactAmount)
            hasher.combine(label)
            hasher.combine(quantity)
            hasher.combine(tax)
            hasher.combine(sharers)
            hasher.combine(discount)
        }
    }
}

extension Cart.Item {
    /// How an item's price came about: the price of one before a discount,
    /// and the steps taken off it one after another, as the command line's
    /// `cart add 498 --off 30% --off 10%` gives them (¥498 → ¥348 → ¥313).
    ///
    /// A record for people and programs to read: the item's
    /// ``Cart/Item/amount`` is the price to pay, computed by whoever applied
    /// the steps (Bargain's `StackedDiscount`), and is not recomputed from this.
    public struct Discount: Sendable, Hashable {
        /// One step off the price so far: a percentage off (`30%`) or an
        /// amount off in the item's currency (`100`), ShopCore's
        /// ``/ShopCore/PercentOrAmount``, the type of Bargain's `DiscountStep`
        /// too.
        ///
        /// ``Cart/Item/Discount/init(_:)`` makes one from a Bargain
        /// `StackedDiscount`.
        public typealias Step = PercentOrAmount

        /// The price of one before the discount.
        public let original: Money
        /// The steps, in the order they were taken off.
        public let steps: [Step]

        /// `steps` taken off `original`.
        public init(original: Money, steps: [Step]) {
            self.original = original
            self.steps = steps
        }
    }
}
