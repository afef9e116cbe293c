import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A price on a shelf: so much for so much (`298/450g`), or a multipack of
/// several such packs (`2x298/450g`).
///
/// ```
/// text          | packs | price | quantity | in all
/// --------------+-------+-------+----------+--------------
/// 298/450g      | 1     | 298   | 450g     | 298 for 450 g
/// ¥198/280g     | 1     | 198   | 280g     | 198 for 280 g
/// 398/12        | 1     | 398   | 12       | 398 for 12 pieces
/// 1280/1.5kg    | 1     | 1280  | 1.5kg    | 1280 for 1.5 kg
/// 2x298/450g    | 2     | 298   | 450g     | 596 for 900 g
/// ```
///
/// `2x298/450g` is read the careful way: two packs of 450 g at 298 each, so
/// 596 for 900 g. The price per gram is that of one pack; ``totalPrice`` and
/// ``totalQuantity`` are what the multipack costs and holds.
public struct Offer: Sendable, Hashable, CustomStringConvertible {
    /// How many packs are sold together, 1…``maximumPacks``.
    public let packs: Int
    /// The price of one pack.
    public let price: Money
    /// What one pack holds.
    public let quantity: Quantity

    /// The most packs a multipack may hold.
    public static let maximumPacks = 1000

    /// `packs` packs of `quantity`, at `price` each.
    /// - Throws: ``BargainError/packCountOutOfRange(_:)`` for a pack count
    ///   outside 1…``maximumPacks``; ``BargainError/money(_:)`` for a
    ///   negative price or one beyond the exact range.
    public init(packs: Int = 1, price: Money, quantity: Quantity) throws(BargainError) {
        guard (1...Self.maximumPacks).contains(packs) else { throw .packCountOutOfRange(String(packs)) }
        let exact: ExactDecimal
        do { exact = try Bounds.validated(price.amount, named: price.machineText) } catch { throw .money(error) }
        if exact.isNegative { throw .money(.negative(price.machineText)) }
        self.packs = packs
        self.price = price
        self.quantity = quantity
        let name = (packs == 1 ? "" : "\(packs)x") + MoneyFormat.plain(price.amount) + "/" + quantity.description
        do {
            let count = ExactDecimal(magnitude: UInt128(packs))
            let total = try Bounds.validated(exact * count, named: name)
            totalPrice = Money(total.decimal, price.currency)
            let amount = try Bounds.validated(try ExactDecimal(quantity.amount) * count, named: name)
            totalQuantity = try Quantity(amount.decimal, quantity.unit, counter: quantity.counter)
        } catch let error as BargainError {
            throw error
        } catch let error as ShopCoreError {
            throw .money(error)
        } catch {
            throw .money(.tooLarge(name))
        }
    }

    /// Reads an offer as written: `PRICE/QUANTITY` (`298/450g`, `¥198/280g`,
    /// `398/12`, `1280/1.5kg`) or `NxPRICE/QUANTITY` for a multipack
    /// (`2x298/450g`, also `2×298/450g`), the price in `currency`.
    /// - Throws: ``BargainError/notAnOffer(_:)`` without a `/` or a price,
    ///   ``BargainError/packCountOutOfRange(_:)``, the errors of
    ///   ``Quantity/init(parsing:)``, and ``BargainError/money(_:)`` for a
    ///   price that is no amount in `currency`.
    public init(parsing text: String, currency: Currency) throws(BargainError) {
        let folded = TextNormalizer.foldedAndTrimmed(text)
        guard let slash = folded.firstIndex(of: "/") else { throw .notAnOffer(text) }
        var priceText = TextNormalizer.trimmed(String(folded[..<slash]))
        let quantityText = String(folded[folded.index(after: slash)...])
        var packs = 1
        if let times = priceText.firstIndex(where: { "xX×*".contains($0) }) {
            let count = TextNormalizer.trimmed(String(priceText[..<times]))
            guard !count.isEmpty, count.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .notAnOffer(text) }
            guard count.count <= 4, let number = Int(count) else { throw .packCountOutOfRange(count) }
            packs = number
            priceText = TextNormalizer.trimmed(String(priceText[priceText.index(after: times)...]))
        }
        guard !priceText.isEmpty else { throw .notAnOffer(text) }
        let amount: Decimal
        do { amount = try AmountParser.amount(priceText, currency: currency) } catch { throw .money(error) }
        try self.init(packs: packs, price: Money(amount, currency), quantity: try Quantity(parsing: quantityText))
    }

    /// What the offer costs in all: ``packs`` × ``price``.
    public let totalPrice: Money
    /// What the offer holds in all: ``packs`` × ``quantity``.
    public let totalQuantity: Quantity

    /// `298/450g`, `2x298/450g`, `2.5/1l`: the price in plain digits, the form
    /// ``init(parsing:currency:)`` reads back.
    public var description: String {
        (packs == 1 ? "" : "\(packs)x") + MoneyFormat.plain(price.amount) + "/" + quantity.description
    }
}
