import CommandLineKit
import ShopCore
import ShopText

/// `shoptools points --help`, English beside Japanese.
extension HelpContent {
    static let points = HelpContent(
        summary: Bilingual(
            "the points a purchase earns (ポイント還元), what they are worth, against a discount; campaigns over "
                + "many payments with their caps",
            "買い物で付くポイント（ポイント還元）とその価値、値引きとの比較。上限のあるキャンペーンを支払いの一覧で"),
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
                      step   cut the base down to whole N before the rate (step=100); a rate
                             1/K then counts whole Ks of that, so round= only moves a K/N
                             whose K is not whole: 1/200,step=100,round=up gives ¥300 1 point
                      round  down (default), up, half-up, half-even
                      cap    the most points the programme gives (a payment, with --purchases)
                      value  what one point is worth (default 1)
                    Japanese words are read too: 5%,税抜,商品ごと,上限=1000 (also 税込, 支払額,
                    注文ごと, 決済ごと, 付与単位=, 端数=切り捨て|切り上げ|四捨五入, 価値=, 名前=).
                    In a rule file (--rules) # starts a comment, after a rule too.

                    A campaign is a RULE with more parts, counted over --purchases:
                      period-cap=N    the most points over the period, shared in the order paid
                      day-cap=N, month-cap=N   the most a day, a calendar month
                      from=, until=   the first and last day counted, YYYY-MM-DD (both counted)
                      exclude=T+T     parts tagged T come off before the step and rate
                      only=T+T        only parts tagged T count (a campaign of some shops)
                    (期間上限=, 1日上限=, 月間上限=, 開始=, 終了=, 対象外=, 対象のみ=). A rule file
                    may say combine=best (併用不可) or combined-cap=PCT (最大還元=PCT) on a line
                    of its own.
                    FILE of --purchases: one payment a line, DATE AMOUNT [TAG=AMOUNT…]
                    (2026-01-05 3000 tobacco=580), counted by day, one day's in the file's order.
                    --combine best gives each payment only the programme giving it the most
                    after its caps (ties: the first listed); --combined-cap PCT cuts the sum
                    to PCT of the amount counted, rounded down, from the last listed.
                    A single PRICE is one payment: its cap is the lesser of cap= and
                    period-cap=, and the period is not checked.
                    """,
                    """
                    RULE = RATE[,base=paid|incl|excl][,per=item|order|payment][,step=N]
                           [,round=MODE][,cap=N][,value=V][,name=NAME]
                      RATE   還元率: 1%、0.5%、1/200（200円ごとに1ポイント。200円単位で数える）
                      base   対象額: paid（既定。支払額。使ったポイントを除く）、incl（税込）、excl（税抜）
                      per    数え方: order（既定。注文ごと）、item（商品ごと）、payment（決済ごと）
                      step   付与単位: 還元率の前に対象額を N 円単位に切り捨てる（step=100）。1/K の
                             還元率はそのあと K 円単位で数えるので、round= が効くのは K が整数でない
                             K/N だけ: 1/200,step=100,round=up で300円は1ポイント
                      round  端数: down（既定。切り捨て）、up、half-up、half-even
                      cap    上限: プログラムで付く最大のポイント（--purchases では1回の支払いごと）
                      value  1ポイントの価値（既定 1）
                    日本語でも書けます: 5%,税抜,商品ごと,上限=1000（ほかに 税込、支払額、注文ごと、
                    決済ごと、付与単位=、端数=切り捨て|切り上げ|四捨五入、価値=、名前=）。
                    ルールファイル（--rules）では # からはコメントです（ルールの後ろでも）。

                    キャンペーンは RULE に次の指定を足したもので、--purchases で数えます:
                      period-cap=N    期間上限: 期間中の最大のポイント。支払った順に分け合う
                      day-cap=N, month-cap=N   1日・暦の1か月の最大のポイント
                      from=, until=   期間の最初と最後の日 YYYY-MM-DD（どちらの日も含む）
                      exclude=T+T     対象外: タグ T の内訳を付与単位と還元率の前に除く
                      only=T+T        タグ T の内訳だけを数える（一部の店のキャンペーン）
                    （期間上限=、1日上限=、月間上限=、開始=、終了=、対象外=、対象のみ=）。
                    ルールファイルには combine=best（併用不可）や combined-cap=PCT
                    （最大還元=PCT）の行も書けます。
                    --purchases の FILE: 1行に1回の支払い。日付 金額 [タグ=金額…]
                    （2026-01-05 3000 tobacco=580）。日付順に、同じ日はファイルの順に数えます。
                    --combine best は、上限を当てたあとその支払いで最も多いプログラムだけを付けます
                    （同じなら先に書いたもの）。--combined-cap PCT は合計を数える額の PCT まで
                    （切り捨て）に、後に書いたものから削ります。
                    PRICE ひとつは1回の支払いです。上限は cap= と period-cap= の小さいほうで、
                    期間は見ません。
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
                      shoptools points --purchases Examples/points/purchases.txt --rules Examples/points/ashikaga.txt
                      shoptools points --to-cap --rules Examples/points/ashikaga.txt   ¥6,667, 3 payments
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
                      shoptools points --purchases Examples/points/purchases.txt --rules Examples/points/ashikaga.txt
                      shoptools points --to-cap --rules Examples/points/ashikaga.txt
                        6,667円、3回
                    """)),
            .paragraph(
                Bilingual(
                    """
                    Exit status: 0 success, 64 usage error (a --combine word that is neither stack nor best too), 65 bad
                    value, rule, campaign or payment (with the file, line and column of a rule or purchases file, and the
                    line with a caret under the part that is wrong), 74 a file that cannot be read.
                    """,
                    """
                    終了ステータス: 0 成功、64 使い方の誤り（--combine が stack でも best でもないときも）、65 値・ルール・
                    キャンペーン・支払いの誤り（ルールファイルや支払いのファイルではファイル・行・列と、その行の誤りの部分の
                    下の ^ 付き）、74 ファイルを読めない
                    """)),
        ])
}
