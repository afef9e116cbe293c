import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a cart comes to as `shoptools cart total --json` (and `add`, `coupon`, `budget`) prints it:
/// one shape, written by ``encode(to:)`` in this order.
///
/// ```
/// {"currency":"JPY","count":5,"subtotal":"1047","discount":"100","tax":"84","total":"1031",
///  "budget":"1000","remaining":"-31"}
/// ```
///
/// The currency is written once; amounts are decimal strings in its machine form. `subtotal` is
/// ``CartSummary/total`` and `total` what to pay (``CartSummary/toPay``); `budget` and
/// `remaining` are there only when a budget is set. Decoding refuses, as
/// `DecodingError.dataCorrupted`, a count below zero and a `remaining` that is not
/// `budget − total`.
extension CartSummary: Codable {
    package enum CodingKeys: String, CodingKey {
        case currency, count, subtotal, discount, tax, total, budget, remaining
    }

    /// Decodes a `CartSummary` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try Cart.decodeCurrency(container, forKey: .currency)
        let count = try container.decode(Int.self, forKey: .count)
        guard count >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .count, in: container, debugDescription: "count \(count) is below 0")
        }
        let toPay = try DecimalCoding.decode(container, .total, in: currency)
        let budget = try DecimalCoding.decodeIfPresent(container, .budget, in: currency)
        let remaining = try DecimalCoding.decodeIfPresent(container, .remaining, in: currency)
        let computed = try DecimalCoding.refusing(container, .remaining) { () throws(ShopCoreError) in
            try budget.map { (budget) throws(ShopCoreError) in try budget - toPay }
        }
        try DecimalCoding.check(
            container, .remaining, stored: remaining, computed: computed, "remaining is not the budget less the total")
        self.init(
            count: count, total: try DecimalCoding.decode(container, .subtotal, in: currency),
            discount: try DecimalCoding.decode(container, .discount, in: currency),
            tax: try DecimalCoding.decode(container, .tax, in: currency), toPay: toPay, budget: budget, remaining: remaining)
    }

    /// Encodes it in the shape above, fields in that order: amounts as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(total.currency, forKey: .currency)
        try container.encode(count, forKey: .count)
        try DecimalCoding.encode(total, to: &container, .subtotal)
        try DecimalCoding.encode(discount, to: &container, .discount)
        try DecimalCoding.encode(tax, to: &container, .tax)
        try DecimalCoding.encode(toPay, to: &container, .total)
        try encodeBudget(to: &container)
    }

    /// `budget` and `remaining`, when a budget is set: the last fields of a summary and of a receipt.
    package func encodeBudget(to container: inout KeyedEncodingContainer<CodingKeys>) throws {
        if let budget, let remaining {
            try DecimalCoding.encode(budget, to: &container, .budget)
            try DecimalCoding.encode(remaining, to: &container, .remaining)
        }
    }
}
