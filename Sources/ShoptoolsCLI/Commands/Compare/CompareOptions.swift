import CommandLineKit

/// The options of `compare`, declared once with their help lines in both languages (a shared
/// option refined with ``OptionSpec/described(_:_:)`` is read as the shared one).
extension OptionSpec {
    static let per = value(
        "per", .text, "QUANTITY",
        help: Bilingual(
            "the basis: 1kg, 100g, 1l, 10 (pieces) (default: 100g, 100ml or 1 piece)",
            "比べる単位: 1kg, 100g, 1l, 10（個）（既定: 100g、100ml、1個）"))

    static let compareJSON = json.described(
        #"{"currency":"JPY","basis":"100g","offers":[{"offer":"298/450g","packs":1,"price":"298","quantity":"450","#
            + #""unit":"g","per_basis":"66.22","exact":false,"rank":1},…]}, the offers in the order given"#,
        #"{"currency":"JPY","basis":"100g","offers":[{"offer":"298/450g","packs":1,"price":"298","quantity":"450","#
            + #""unit":"g","per_basis":"66.22","exact":false,"rank":1},…]}（商品は指定した順）"#)
}
