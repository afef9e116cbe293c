#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks rounding units against a currency.
public enum RoundingUnit {
    /// Parses a rounding unit (`100`, `0.05`, `¥500`) and checks that it is a
    /// positive multiple of the currency's minor unit.
    /// - Throws: ``ShopCoreError/invalidUnit(_:currency:)`` otherwise, or a parse error.
    public static func parse(_ text: String, currency: Currency) throws(ShopCoreError) -> Decimal {
        let unit: Decimal
        do {
            unit = try AmountParser.amount(text, currency: currency, allowsNegative: true)
        } catch .negative {
            throw .invalidUnit(text, currency: currency)
        }
        try validate(unit, currency: currency, text: text)
        return unit
    }

    /// Throws unless `unit` is a positive multiple of `currency`'s minor unit.
    public static func validate(_ unit: Decimal, currency: Currency, text: String? = nil) throws(ShopCoreError) {
        // A unit beyond the exact range is no multiple ShopCore can use either.
        guard unit > 0, (try? unit.isMultiple(of: currency.minorUnit)) == true else {
            throw .invalidUnit(text ?? MoneyFormat.plain(unit), currency: currency)
        }
    }
}
