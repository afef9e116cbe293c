import Bargain
import CommandLineKit
import ShopCore
import ShopText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The options of `compare`, declared once with their help lines in both languages; a shared
// option refined with `described(_:_:)` keeps its name and parser.

extension OptionDeclaration where Self == TypedOption<Quantity> {
    static var per: Self {
        .reading(
            "per", .text, "QUANTITY",
            help: Bilingual(
                "the basis: 1kg, 100g, 1l, 10 (pieces) (default: 100g, 100ml or 1 piece)",
                "比べる単位: 1kg, 100g, 1l, 10（個）（既定: 100g、100ml、1個）"), Quantity.init(parsing:))
    }
}

extension OptionDeclaration where Self == TypedOption<Bool> {
    static var compareJSON: Self {
        .json.described(
            #"{"currency":"JPY","basis":"100g","offers":[{"offer":"298/450g","packs":1,"price":"298","quantity":"450","#
                + #""unit":"g","per_basis":"66.22","exact":false,"rank":1},…]}, the offers in the order given"#,
            #"{"currency":"JPY","basis":"100g","offers":[{"offer":"298/450g","packs":1,"price":"298","quantity":"450","#
                + #""unit":"g","per_basis":"66.22","exact":false,"rank":1},…]}（商品は指定した順）"#)
    }
}
