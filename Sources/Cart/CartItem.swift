import FoundationEssentials
import ShopCore

extension Cart {
    /// One line of the cart: a price, how many, and an optional label.
    public struct Item: Sendable, Equatable {
        /// The price of one.
        public var amount: Decimal { exactAmount.decimal }
        /// What it is, if said.
        public let label: String?
        /// How many, 1 or more.
        public let quantity: Int
        /// `amount`, exactly, for the arithmetic and for formatting without a round trip through `Decimal`.
        package let exactAmount: ExactDecimal

        /// The most of one item a line may hold.
        public static let maximumQuantity = 1_000_000
        /// The longest label kept.
        public static let maximumLabelLength = 200

        /// An item of `quantity` × `amount`.
        /// - Throws: ``CartError`` for a negative amount, one with more than
        ///   `Bounds.maximumDecimals` digits after the point, a quantity outside
        ///   1 … ``maximumQuantity`` or a label longer than ``maximumLabelLength``.
        public init(amount: Decimal, label: String? = nil, quantity: Int = 1) throws(CartError) {
            let exact: ExactDecimal
            do { exact = try ExactDecimal(amount) } catch { throw .money(error) }
            try self.init(exact: exact, label: label, quantity: quantity)
        }

        init(exact: ExactDecimal, label: String?, quantity: Int) throws(CartError) {
            guard !exact.isNegative else { throw .money(.negative(exact.plainText)) }
            guard exact < Bounds.maximumExact else { throw .money(.tooLarge(exact.plainText)) }
            // A cart file may hold any digits; the comment below and `Decimal` need these bounds.
            guard exact.significantScale <= Bounds.maximumDecimals else {
                throw .money(.tooManyDecimals(exact.plainText, limit: Bounds.maximumDecimals))
            }
            guard (1...Self.maximumQuantity).contains(quantity) else { throw .quantityOutOfRange(quantity) }
            let trimmed = label.map { text in
                text.first?.isWhitespace == true || text.last?.isWhitespace == true ? TextNormalizer.trimmed(text) : text
            }
            if let trimmed, trimmed.count > Self.maximumLabelLength { throw .labelTooLong(trimmed.count) }
            if let trimmed, let unsafe = DisplayText.firstUnsafeScalar(in: trimmed) {
                throw .unsafeCharacter(label: trimmed, scalar: unsafe)
            }
            self.exactAmount = exact.normalized
            // Below 10^15 with at most 12 decimals, times at most 10^6: always within 38 digits.
            do {
                self.lineTotalExact = try exactAmount * ExactDecimal(magnitude: UInt128(quantity))
            } catch {
                throw .money(error)
            }
            self.label = trimmed?.isEmpty == false ? trimmed : nil
            self.quantity = quantity
        }

        /// `amount × quantity`, exactly.
        public var lineTotal: Decimal { lineTotalExact.decimal }

        /// `amount × quantity`, computed once when the item is made.
        package let lineTotalExact: ExactDecimal

        public static func == (lhs: Item, rhs: Item) -> Bool {
            lhs.exactAmount == rhs.exactAmount && lhs.label == rhs.label && lhs.quantity == rhs.quantity
        }
    }
}
