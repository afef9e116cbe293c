import Bargain
import CommandLineKit
import ShopCore
import ShopText

/// `shoptools compare --help`, English beside Japanese.
extension HelpContent {
    static let compare = HelpContent(
        summary: Bilingual(
            "which is cheaper: 298/450g against 198/280g, per 100 g, 100 ml or piece",
            "どれが割安か比べる: 298/450g と 198/280g を100g・100ml・1個あたりで"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    """
                    Which is cheaper: each offer's price per 100 g, 100 ml or piece, cheapest first, with how
                    much more each costs than the cheapest, per basis and in percent.
                    """,
                    """
                    どれが割安かを比べます: 100g、100ml、1個あたりの価格を安い順に並べ、最安よりいくら（何%）高いかを
                    示します。
                    """)),
            .list(
                Bilingual("Arguments:", "引数:"),
                [
                    HelpTerm(
                        "OFFER",
                        "PRICE/QUANTITY: 298/450g, ¥198/280g, 1280/1.5kg, 158/500ml, 298/1l, 398/12 (12 pieces), "
                            + "398/12個, 398/12pcs (also 枚, 本, rolls, ロール)\n"
                            + "NxPRICE/QUANTITY, a multipack of N packs, 1 to \(Offer.maximumPacks): 2x298/450g is two "
                            + "packs of 450 g at 298 each, 596 for 900 g\n"
                            + "units: g, kg, oz, lb, ml, l, fl oz, gal, pieces (12ロール); all offers weighed, measured or counted",
                        "価格/量: 298/450g, ¥198/280g, 1280/1.5kg, 158/500ml, 298/1l, 398/12（12個）、398/12個、"
                            + "398/12pcs（枚、本、rolls、ロール も可）\n"
                            + "個数x価格/量 はまとめ売り（個数は 1〜\(Offer.maximumPacks)）: 2x298/450g は 450g を 298 で2つ、"
                            + "つまり 900g で 596 です\n"
                            + "単位: g, kg, oz, lb, ml, l, fl oz, gal、個数（12ロール）。重さ・容量・個数のどれか一つにそろえます")
                ]),
            .otherOptions([]),
            .paragraph(
                Bilingual(
                    """
                    The ranking is exact (298/450 against 198/280, never the rounded figures): offers of the same
                    exact price per basis are a tie and share a rank, and the rank after a tie counts them (1, 1, 3:
                    "rank" in --json).
                    The figures shown are rounded half-up to the currency's minor unit and 2 more decimals (¥66.22)
                    and marked ≈ when they are not exact.
                    """,
                    """
                    順位は正確な値で決めます（298/450 と 198/280 を比べ、丸めた表示では比べません）。正確な単価が
                    同じ商品は同順位で、その次の順位は同順位の数だけ飛びます（1、1、3。--json の "rank"）。表示する金額は通貨の最小単位より2桁下まで
                    四捨五入し（66.22円）、正確でないときは ≈ を付けます。
                    """)),
            .lines(
                Bilingual(
                    """
                    Examples:
                      shoptools compare 298/450g 198/280g
                        298/450g ≈¥66.22 per 100 g; 198/280g ≈¥4.49 (≈6.8%) more
                      shoptools compare 398/6 698/12
                        698/12 at ≈¥58.17 a piece is the cheaper
                      shoptools compare 1280/1.5kg 2x298/450g --per 1kg
                    """,
                    """
                    例:
                      shoptools compare 298/450g 198/280g
                        298/450g は100gあたり ≈66.22円、198/280g は ≈4.49円（≈6.8%）高い
                      shoptools compare 398/6 698/12
                        698/12 が1個あたり ≈58.17円で割安
                      shoptools compare 1280/1.5kg 2x298/450g --per 1kg
                    """)),
            .paragraph(
                Bilingual(
                    "Exit status: 0 success, 64 usage error, 65 bad value (an offer, a quantity, offers of different kinds), "
                        + "74 I/O error (the output cannot be written).",
                    "終了ステータス: 0 成功、64 使い方の誤り、65 値の誤り（商品、量、種類の違う商品）、74 入出力エラー（出力を書き込めない）")),
        ])
}
