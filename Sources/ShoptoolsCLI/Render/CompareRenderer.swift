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

    /// The `--json` object: the comparison's one JSON shape, as its `Codable` conformance writes it
    /// (`{"currency":"JPY","basis":"100g","offers":[…]}`, the offers in the order given).
    static func json(_ comparison: PriceComparison) throws(CLIError) -> String { try JSONOutput.text(comparison) }
}
