import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One payment of a list counted under campaigns: its day, what was paid, and the parts of it
/// tagged (`tobacco=580`), which a campaign may leave out.
///
/// ```
/// line                                | day         | paid    | parts
/// ------------------------------------+-------------+---------+--------------------------------
/// 2026-12-01 6667                     | 2026-12-01  | 6,667   | (none)
/// 2026-12-02 3000 tobacco=580         | 2026-12-02  | 3,000   | tobacco 580, and 2,420 untagged
/// 2026-12-03 5000 たばこ=600 金券=1000 | 2026-12-03  | 5,000   | たばこ 600, 金券 1,000, 3,400
/// ```
///
/// Each tagged part and the untagged rest is an item of the payment (``purchase(currency:tax:)``),
/// so `per=item` counts each on its own.
public struct PointPayment: Sendable, Hashable {
    /// A tagged part of a payment.
    public struct Part: Sendable, Hashable {
        /// The tag as written: `tobacco`, `金券`.
        public let tag: String
        /// The part's amount, in the payment's currency.
        public let amount: Decimal

        /// The part `tag=amount`.
        /// - Parameters:
        ///   - tag: the word a campaign's `exclude=` names.
        ///   - amount: what this part cost.
        public init(tag: String, amount: Decimal) {
            self.tag = tag
            self.amount = amount
        }
    }

    /// The day paid.
    public let date: CalendarDay
    /// What was paid, tagged parts included.
    public let amount: Decimal
    /// The tagged parts, in the order written.
    public let parts: [Part]
    /// The line of the purchases file it was read from, if any.
    public let line: Int?

    /// A payment of `amount` on `date`, checked: the amount and each part at least 0, and the parts
    /// adding up to no more than the amount.
    /// - Parameters:
    ///   - date: the day paid.
    ///   - amount: what was paid.
    ///   - parts: the tagged parts.
    ///   - line: the line of the file it comes from.
    /// - Throws: ``PointsError/paymentNotPayable(_:)``, ``PointsError/partsExceedPayment(parts:paid:)``
    ///   (the currency of the message is the default one: ``PointPurchasesFile`` checks again in its own).
    public init(date: CalendarDay, amount: Decimal, parts: [Part] = [], line: Int? = nil) throws(PointsError) {
        guard amount >= 0 else { throw .paymentNotPayable(MoneyFormat.plain(amount)) }
        for part in parts where part.amount < 0 { throw .paymentNotPayable(MoneyFormat.plain(part.amount)) }
        let tagged = parts.reduce(Decimal(0)) { $0 + $1.amount }
        guard tagged <= amount else {
            throw .partsExceedPayment(parts: Money(tagged, .default), paid: Money(amount, .default))
        }
        self.date = date
        self.amount = amount
        self.parts = parts
        self.line = line
    }

    /// What is paid that no tag names.
    public var untagged: Decimal { amount - parts.reduce(Decimal(0)) { $0 + $1.amount } }

    /// The tag of each item of ``purchase(currency:tax:)``, in its order: nil for the untagged rest
    /// (first, when there is one), then each part's.
    public var itemTags: [String?] {
        (untagged > 0 || parts.isEmpty ? [nil] : []) + parts.map(\.tag)
    }

    /// The payment as a purchase points are counted on: the untagged rest and each tagged part an
    /// item of one order, each in tax `category` (the amounts with tax, or without and the tax added).
    /// - Parameters:
    ///   - currency: the currency of the amounts.
    ///   - category: the tax of every item (``/Tax/TaxCategory/outsideTax`` when none is given).
    /// - Returns: the purchase, one order of the items.
    /// - Throws: ``PointsError/tax(_:)`` for a receipt the tax rules refuse.
    public func purchase(
        currency: Currency, tax category: TaxCategory = .outsideTax
    ) throws(PointsError)
        -> PointPurchase
    {
        let amounts = (untagged > 0 || parts.isEmpty ? [untagged] : []) + parts.map(\.amount)
        if category == .outsideTax {
            // No tax: each item is its amount with tax and without, as a receipt would make it, without one.
            let items: [PointPurchase.Item]
            let listPrice: Fraction
            do throws(ShopCoreError) {
                items = try amounts.map { (amount) throws(ShopCoreError) in
                    let exact = try Fraction(amount)
                    return PointPurchase.Item(included: exact, excluded: exact)
                }
                listPrice = try Fraction(self.amount)
            } catch {
                throw .money(error)
            }
            return try PointPurchase(currency: currency, items: items, listPrice: listPrice)
        }
        let lines = amounts.map { Receipt.Line(amount: Money($0, currency), category: category) }
        let receipt: Receipt
        do { receipt = try Receipt(currency: currency, lines: lines) } catch { throw .tax(error) }
        return try PointPurchase(receipt: receipt)
    }
}
