import CommandLineKit
import ShopCore
import ShopText

/// `shoptools points --help`, English beside Japanese.
extension HelpContent {
    static let points = HelpContent(
        summary: Bilingual(
            "the points a purchase earns (ポイント還元), what they are worth, against a discount",
            "買い物で付くポイント（ポイント還元）とその価値、値引きとの比較"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    """
                    The points a price or a list of items earns under one or more programmes, each counted, rounded
                    and capped on its own, then added up; what they are worth, the effective price (paid − the
                    points' worth) and the effective rate (the discount they are worth: 20% back is 16.67% off,
                    since ¥10,000 buys ¥12,000 of value). A programme's points: the base (paid, incl or excl, after
                    coupons) of each item, order or the payment, cut down to whole steps, times the rate, rounded
                    down unless the rule says otherwise.
                    """,
                    """
                    価格や商品の一覧に付くポイントを、プログラムごとに数え、端数処理し、上限を当ててから合計します。
                    ポイントの価値、実質価格（支払額 − ポイントの価値）、実質還元率（ポイントを値引きとみたときの率。
                    10,000円で12,000円分の価値が得られるので、20%還元は16.67%引き）も示します。プログラムのポイントは、
                    商品・注文・決済ごとの対象額（paid 支払額、incl 税込、excl 税抜。クーポン後）を付与単位で切り捨て、
                    還元率を掛け、ルールに指定がなければ切り捨てます。
                    """)),
            .lines(
                Bilingual(
                    """
                    RULE = RATE[,base=paid|incl|excl][,per=item|order|payment][,step=N]
                           [,round=MODE][,cap=N][,value=V][,name=NAME]
                      RATE   1%, 0.5%, or 1/200 (one point per 200; counts whole 200s)
                      base   paid (default; less points spent), incl (with tax), excl (without tax)
                      per    order (default), item (each item on its own), payment
                      step   cut the base down to whole N before the rate (step=100)
                      round  down (default), up, half-up, half-even
                      cap    the most points the programme gives
                      value  what one point is worth (default 1)
                    Japanese words are read too: 5%,税抜,商品ごと,上限=1000 (also 税込, 支払額,
                    注文ごと, 決済ごと, 付与単位=, 端数=切り捨て|切り上げ|四捨五入, 価値=, 名前=).
                    In a rule file (--rules) # starts a comment, after a rule too.
                    """,
                    """
                    RULE = RATE[,base=paid|incl|excl][,per=item|order|payment][,step=N]
                           [,round=MODE][,cap=N][,value=V][,name=NAME]
                      RATE   還元率: 1%、0.5%、1/200（200円ごとに1ポイント。200円単位で数える）
                      base   対象額: paid（既定。支払額。使ったポイントを除く）、incl（税込）、excl（税抜）
                      per    数え方: order（既定。注文ごと）、item（商品ごと）、payment（決済ごと）
                      step   付与単位: 還元率の前に対象額を N 円単位に切り捨てる（step=100）
                      round  端数: down（既定。切り捨て）、up、half-up、half-even
                      cap    上限: プログラムで付く最大のポイント
                      value  1ポイントの価値（既定 1）
                    日本語でも書けます: 5%,税抜,商品ごと,上限=1000（ほかに 税込、支払額、注文ごと、
                    決済ごと、付与単位=、端数=切り捨て|切り上げ|四捨五入、価値=、名前=）。
                    ルールファイル（--rules）では # からはコメントです（ルールの後ろでも）。
                    """)),
            .list(
                Bilingual("Arguments:", "引数:"),
                [
                    HelpTerm(
                        "PRICE",
                        "the price: 2345, ¥1,980, or an expression: 1980*3\n"
                            + "- reads one item price a line from standard input (so per=item has items to count)",
                        "価格: 2345, ¥1,980、または式: 1980*3\n"
                            + "- なら標準入力から1行に1つ商品の価格を読みます（per=item で商品ごとに数えるため）")
                ]),
            .otherOptions([]),
            .lines(
                Bilingual(
                    """
                    Examples:
                      shoptools points 2345 --rule 5%                       117 points
                      shoptools points 10000 --rule 20% --against 20%       20% off is cheaper
                      shoptools points 10098 --tax 10 --rule 1%,base=excl   100 points
                      shoptools points - --rules Examples/points/rakuten.txt --tax 10 --included
                    """,
                    """
                    例:
                      shoptools points 2345 --rule 5%
                        117ポイント
                      shoptools points 10000 --rule 20% --against 20%
                        20%引きのほうが ≈333.33円 安い
                      shoptools points 10098 --tax 10 --rule 1%,base=excl
                        100ポイント
                      shoptools points - --rules Examples/points/rakuten.txt --tax 10 --included
                    """)),
            .paragraph(
                Bilingual(
                    """
                    Exit status: 0 success, 64 usage error, 65 bad value or rule (with the file, line and column of a
                    rule file, and the line with a caret under the part that is wrong), 74 a file that cannot be read.
                    """,
                    """
                    終了ステータス: 0 成功、64 使い方の誤り、65 値やルールの誤り（ルールファイルではファイル・行・列と、
                    その行の誤りの部分の下の ^ 付き）、74 ファイルを読めない
                    """)),
        ])
}
