import Bargain
import CommandLineKit
import ShopCore
import ShopText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a discount is shown: one line for people, one JSON object for programs.
enum DiscountRenderer {
    /// `¥9,800 − 30% → ¥6,860 (save ¥2,940)` / `9,800円 − 30% → 6,860円（2,940円お得）`.
    static func human(_ discount: Discount, in language: Language) -> String { DiscountText.line(discount, in: language) }

    /// `¥498 − 30% → ¥348 − 10% → ¥313 (save ¥185, ≈37.1% off in all, each step rounded down to a multiple of ¥1)`.
    static func human(_ discount: StackedDiscount, in language: Language) -> String {
        DiscountText.line(discount, in: language)
    }

    /// The `--json` object of stacked steps: their one JSON shape, as the library's `Codable`
    /// conformance writes it (the fields of one discount, then the rate in all, `sum` and the steps).
    static func json(_ discount: StackedDiscount) throws(CLIError) -> String { try JSONOutput.text(discount) }

    /// The `--json` object: the discount's one JSON shape, as its `Codable` conformance writes it;
    /// batch mode writes the same object once a line.
    static func json(_ discount: Discount) throws(CLIError) -> String { try JSONOutput.text(discount) }
}
