import CommandLineKit
import ShopCore
import ShopText

/// `shoptools split --help` and the REPL's `help split`, English beside Japanese.
extension HelpContent {
    static let split = HelpContent(
        summary: Bilingual("split a bill among people (割勘奉行)", "会計を割り勘する（割勘奉行）"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    "Splits a bill (割り勘). Each share is rounded to a unit; the mode says who covers the difference.",
                    "会計を割り勘します。一人分は単位に丸め、その差額を誰が負担するかはモードで決まります。")),
            .list(
                Bilingual("Arguments:", "引数:"),
                [
                    HelpTerm(
                        "TOTAL", "the bill: 23450, ¥23,450, $120.50, ２３４５０, or an expression: 12000+3450",
                        "会計の金額: 23450, ¥23,450, $120.50, ２３４５０、または式: 12000+3450")
                ]),
            whoPays,
            .options(
                Bilingual("Or an itemized bill, instead of TOTAL and who pays:", "明細で割る（TOTAL と支払い方の代わりに）:"),
                [.bill, .chargeRounding]),
            .options(fromCartHeading, [.fromCart, .cart, .service, .taxCharge, .tip, .tipOn, .cover]),
            .otherOptions([.roundShare, .mode, .organizer]),
            .lines(
                Bilingual(
                    """
                    Examples:
                      shoptools split 23450 --people 7 --round 100
                        6 pay ¥3,300, the organizer ¥3,650
                      shoptools split 23450 --people 7 --round 100 --mode up
                        7 pay ¥3,400, ¥350 left for next time
                      shoptools split 30000 --person Boss:2 --person Aki --person Yui=3000
                      shoptools split --bill izakaya.bill --round 100 --mode spread
                    """,
                    """
                    例:
                      shoptools split 23450 --people 7 --round 100
                        6人が3,300円、幹事が3,650円
                      shoptools split 23450 --people 7 --round 100 --mode up
                        7人が3,400円、余りの350円は次にまわせます
                      shoptools split 30000 --person Boss:2 --person Aki --person Yui=3000
                      shoptools split --bill izakaya.bill --round 100 --mode spread
                    """)),
        ] + billFormat + [
            .paragraph(
                Bilingual(
                    """
                    Nobody pays a negative amount: fixed amounts above the total are refused, and rounding down never
                    asks the others for more than their exact share, so the organizer's part is at least their own.
                    With spread the organizer's (+…) is the rest below one unit that no one else's rounding took.

                    Exit status: 0 success, 64 usage error, 65 bad value, 74 I/O error.
                    """,
                    """
                    マイナスの金額を払う人はいません。合計を超える固定額は受け付けません。切り捨てのときも、ほかの人に
                    正確な一人分より多くを払ってもらうことはないので、幹事の負担は少なくとも自分の一人分です。
                    spread では、幹事の（+…）はほかの人の丸めに回らなかった1単位未満の残りです。

                    終了ステータス: 0 成功、64 使い方の誤り、65 値の誤り、74 入出力エラー
                    """))
        ])

    static let splitInSession = HelpContent(
        summary: Bilingual(
            "split the cart total among N people; --weights and --person work too",
            "カートの合計をN人で割り勘する（--weights、--person も可）"),
        blocks: [
            .lines(
                Bilingual(
                    """
                    Usage (in the REPL): split N [options]
                                         split (--weights W,… | --person SPEC…) [options]
                                         split --bill FILE [options]
                    """,
                    """
                    使い方（対話モード）: split N [オプション]
                                          split (--weights W,… | --person SPEC…) [オプション]
                                          split --bill FILE [オプション]
                    """)),
            .paragraph(
                Bilingual(
                    "With --bill, a bill file is split (as shoptools split --help describes it), not the cart.",
                    "--bill ではカートではなく明細ファイルを割り勘します（書き方は shoptools split --help）。")),
            .paragraph(
                Bilingual(
                    """
                    Splits the cart total (割り勘) among N people, or by weights or named people: what the till asks,
                    after coupons and with the tax added on top.
                    """,
                    """
                    カートの合計をN人で割り勘します（比率や名前付きの人で分けることもできます）。合計はクーポンを
                    引き、外税を足した支払額です。
                    """)),
            whoPays,
            .paragraph(
                Bilingual(
                    """
                    When an item was added with --for, or a charge is given (or --from-cart), the cart is split item
                    by item instead: split 4 --service 10% --tax 10% (N people named person 1 … N, or --person NAME).
                    """,
                    """
                    --for を付けて追加した品目があるとき、または料金（や --from-cart）を指定したときは、品目ごとに
                    割り勘します: split 4 --service 10% --tax 10%（N人は person 1 … N、または --person NAME）。
                    """)),
            .options(
                Bilingual("The session's cart, item by item:", "セッションのカートを品目ごとに:"),
                [.fromCart, .service, .taxCharge, .tip, .tipOn, .cover, .chargeRounding]),
            .otherOptions([.roundShare, .mode, .organizer]),
        ])

    /// Who pays, as `split` and the REPL's `split` explain it.
    static let whoPays = HelpBlock.options(
        Bilingual("Who pays (exactly one way):", "支払い方（どれか一つを指定）:"), [.people, .weights, .person])

    static let fromCartHeading = Bilingual(
        "Or the cart, item by item (the cart of --cart, $SHOPTOOLS_CART or the default):",
        "またはカートを品目ごとに（カートは --cart、$SHOPTOOLS_CART、既定の順）:")
}
