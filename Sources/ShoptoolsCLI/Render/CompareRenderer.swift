import Bargain
import CommandLineKit
import ShopCore
import ShopText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a price comparison is shown: a table cheapest first for people, one
/// JSON object (the offers in the order given) for programs.
enum CompareRenderer {
    /// ```
    /// 298/450g  ≈¥66.22 per 100 g  cheapest
    /// 198/280g  ≈¥70.71 per 100 g  ≈¥4.49 (≈6.8%) more
    /// ```
    static func human(_ comparison: PriceComparison, in language: Language) -> String {
        var table = Table([.left, .left, .left])
        for row in CompareText.rows(comparison, in: language) { table.add(row) }
        return table.lines().joined(separator: "\n")
    }

    /// `{"currency":"JPY","basis":"100g","offers":[{"offer":"298/450g","packs":1,"price":"298","quantity":"450",
    /// "unit":"g","per_basis":"66.22","exact":false,"rank":1},…]}`.
    static func json(_ comparison: PriceComparison) -> String {
        var object = JSONObject()
        object.add("currency", comparison.currency.code)
        object.add("basis", comparison.basis.description)
        object.add(
            "offers",
            comparison.entries.map { entry in
                var offer = JSONObject()
                offer.add("offer", entry.offer.description)
                offer.add("packs", entry.offer.packs)
                offer.add("price", entry.offer.price)
                offer.add("quantity", MoneyFormat.plain(entry.offer.quantity.amount))
                offer.add("unit", entry.offer.quantity.unit.rawValue)
                offer.add("per_basis", MoneyFormat.machine(entry.perBasis, comparison.currency))
                offer.add("exact", entry.isExact)
                offer.add("rank", entry.rank)
                return offer
            })
        return object.text
    }
}
