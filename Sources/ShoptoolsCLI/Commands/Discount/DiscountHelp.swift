import CommandLineKit
import ShopCore
import ShopText

/// `shoptools discount --help`, English beside Japanese.
extension HelpContent {
    static let discount = HelpContent(
        summary: Bilingual("the price after a discount (バーゲン教師)", "割引後の価格を求める（バーゲン教師）"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    """
                    The price after a discount: PRICE × (1 − rate/100), rounded to a unit.
                    The arithmetic is exact decimal: 9800 at 30% is 6860, never 6859.
                    """,
                    """
                    割引後の価格を求めます: PRICE × (1 − 割引率/100) を単位に丸めた金額です。
                    計算は正確な10進数で行うので、9800の30%引きは必ず6860になり、6859にはなりません。
                    """)),
            .list(
                Bilingual("Arguments:", "引数:"),
                [
                    HelpTerm(
                        "PRICE",
                        "the price before the discount: 9800, 9,800, ¥9,800, 9800円, ９８００, $98.50, or an expression: "
                            + "1980*3\n- reads one price a line from standard input and writes one result a line",
                        "割引前の価格: 9800, 9,800, ¥9,800, 9800円, ９８００, $98.50、または式: 1980*3\n"
                            + "- を指定すると標準入力から一行に一つ価格を読み、一行に一つ結果を書きます")
                ]),
            .options(
                Bilingual("The discount (one of these, or --off alone):", "割引（どれか一つ。--off だけでも可）:"),
                [.discountRate, .segment, .slider]),
            .options(Bilingual("Stacked discounts:", "重ねての割引:"), [.off, .sum]),
            .paragraph(
                Bilingual(
                    """
                    Steps apply in the order given, after the rate, each to the price the step before left, and the
                    price is rounded after every step, as a till does: 498 --rate 30 --off 10% is 348.6 → 348, then
                    313.2 → 313 (≈37.1% in all). An amount off above the price at its step is an error: a price
                    never goes below zero.
                    """,
                    """
                    割引率のあと、指定した順に、前の段の価格に対して適用し、レジと同じく段ごとに価格を丸めます:
                    498 --rate 30 --off 10% は 348.6 → 348、313.2 → 313（合計 ≈37.1%引き）。
                    その時点の価格を超える値引き額はエラーです。価格は0未満になりません。
                    """)),
            .otherOptions([]),
            .lines(
                Bilingual(
                    """
                    Examples:
                      shoptools discount 9800 --rate 30        ¥9,800 − 30% → ¥6,860 (save ¥2,940)
                      shoptools discount 9800 --segment 4      ¥9,800 − 50% → ¥4,900 (save ¥4,900)
                      shoptools discount '$98.50' --slider 0.37 --currency USD
                      shoptools discount 498 --rate 30 --off 10%
                      shoptools discount 1000 --off ¥100 --off 20%
                      printf '9800\\n1980\\n' | shoptools discount - --rate 30
                    """,
                    """
                    例:
                      shoptools discount 9800 --rate 30      9,800円 − 30% → 6,860円（2,940円お得）
                      shoptools discount 9800 --segment 4    9,800円 − 50% → 4,900円（4,900円お得）
                      shoptools discount '$98.50' --slider 0.37 --currency USD
                      shoptools discount 498 --rate 30 --off 10%
                      shoptools discount 1000 --off ¥100 --off 20%
                      printf '9800\\n1980\\n' | shoptools discount - --rate 30
                    """)),
            .paragraph(
                Bilingual(
                    """
                    shoptools discount alone on a terminal opens the バーゲン教師 screen: type the price, ↑ ↓ choose
                    a preset, ← → move the slider by 5 % (on a preset's rate it selects that preset), Enter adds
                    the price after the discount to the cart (the REPL's add, on the same cart file), x clears
                    the cart after a y; q, Ctrl-C or Ctrl-D leaves. A field that is not an amount sets no price
                    (Enter adds nothing); the cart total is read again at every drawing. Elsewhere it needs a PRICE.
                    """,
                    """
                    端末で shoptools discount だけを入力するとバーゲン教師の画面が開きます。価格を入力し、↑ ↓ で
                    プリセットを選び、← → でスライダーを5%ずつ動かします（プリセットの割引率に来るとそのプリセットが
                    選ばれます）。Enter で割引後の価格をカートに追加し（対話モードの add と同じで、カートファイルも同じ）、
                    x で y と答えるとカートを空にします。q、Ctrl-C、Ctrl-D で終わります。価格の欄が金額として読めないときは
                    価格を設定せず（Enter でも追加しません）、カートの合計は描くたびに読み直します。
                    端末でなければ価格（PRICE）が必要です。
                    """)),
            .paragraph(
                Bilingual(
                    """
                    Exit status: 0 success, 64 usage error, 65 bad value (a batch line: "line N: …"), 74 I/O error.
                    """,
                    "終了ステータス: 0 成功、64 使い方の誤り、65 値の誤り（一括処理では「N行目: …」）、74 入出力エラー")),
        ])
}
