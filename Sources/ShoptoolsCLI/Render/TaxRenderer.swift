import CommandLineKit
import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a taxed price is shown to programs (people get `TaxText.line`).
enum TaxRenderer {
    /// `{"currency":"JPY","rate":"10","given":"excluded","excluded":"198","tax":"19","included":"217",
    /// "rounding":"down","unit":"1"}`.
    static func json(_ price: TaxedPrice) -> String {
        var object = JSONObject()
        object.add("currency", price.tax.currency.code)
        object.add("rate", price.rate.plainText)
        object.add("given", price.given.rawValue)
        object.add("excluded", price.excluded)
        object.add("tax", price.tax)
        object.add("included", price.included)
        object.add("rounding", price.rounding.rawValue)
        object.add("unit", MoneyFormat.plain(price.unit))
        return object.text
    }
}
