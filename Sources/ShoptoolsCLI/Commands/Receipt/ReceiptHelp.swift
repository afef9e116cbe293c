import CommandLineKit
import ShopCore
import ShopText

/// `shoptools receipt --help`, English beside Japanese.
extension HelpContent {
    static let receiptCheck = HelpContent(
        summary: Bilingual(
            "check a till's receipt: how it computed the tax, whether it follows the invoice rule",
            "レシートを検算する: 消費税の計算方法と、インボイスの端数処理に従っているか"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    """
                    Reads a receipt transcribed into FILE (- for standard input), one thing a line, and tries every
                    way a till computes the tax: added to each rate's total (外税) or contained in it (内税); rounded
                    once per rate on the receipt, per line or per item; down, up, half-up or half-even; the tax or
                    (内税) the base. It lists the ways that give every printed figure, then the verdict: the receipt
                    follows the invoice rule (one of them rounds once per rate, as Japan's qualified invoices must
                    since October 2023), does not follow it (only rounding per line or per item explains it: then it
                    says what one rounding per rate gives and the difference in what you paid), or is unexplained
                    (it names the first printed figure nothing gives: the likeliest cause is a mistyped line).
                    """,
                    """
                    FILE（- は標準入力）に書き写したレシート（1行に1つ）を読み、レジが消費税を計算する方法をすべて
                    試します: 税率ごとの合計に足す（外税）か含める（内税）か、レシートの税率ごとに1回・行ごと・品目ごとの
                    どれで丸めるか、切り捨て・切り上げ・四捨五入・偶数丸めのどれか、税額を丸めるか（内税なら）税抜額を
                    丸めるか。印字された金額をすべて再現する計算を並べ、判定を示します: インボイスの端数処理どおり
                    （税率ごとに1回丸める計算が当てはまる。2023年10月からの適格請求書の決まり）、従っていない（行ごとか
                    品目ごとの丸めでしか説明できない。そのとき税率ごとに1回丸めた額と支払額の差を示します）、
                    説明できない（どの計算でも出ない最初の金額を示します。打ち間違いがいちばん多い原因です）。
                    """)),
            .list(
                Bilingual("Lines of FILE:", "FILE の行:"),
                [
                    HelpTerm(
                        "item LABEL PRICE RATE [xQTY] [=AMOUNT]",
                        "an item: PRICE is one's price, RATE 8%, 10% or ※ (the reduced rate); =AMOUNT when the line "
                            + "was rung up at another figure than price × quantity",
                        "商品: PRICE は1個の価格、RATE は 8%、10%、※（軽減税率）。価格×数量と違う額で打たれた行は =AMOUNT"),
                    HelpTerm(
                        "LABEL PRICE [×2|2点] [※|★|軽|8%]",
                        "an item as a Japanese receipt prints it; unmarked items are at 10%",
                        "レシートの印字どおりの商品。印のない商品は 10%"),
                    HelpTerm(
                        "discount AMOUNT | 値引 -50 | 割引 20%",
                        "off the item above (a percentage rounded down to the unit); discount 8% 50 off the 8% group",
                        "上の商品からの値引き（割合は最小単位に切り捨て）。discount 8% 50 は 8% の商品全体から"),
                    HelpTerm(
                        "taxable RATE AMOUNT | 8%対象 ¥1,234", "printed: the rate's total",
                        "印字: 税率ごとの対象額"),
                    HelpTerm(
                        "tax RATE AMOUNT | 内消費税 ¥91 | 消費税 8% ¥98",
                        "printed: the rate's tax (内消費税 means tax included; a tax line under a rate's total takes its rate)",
                        "印字: 税率ごとの消費税（内消費税は内税。対象額の下の行はその税率）"),
                    HelpTerm(
                        "subtotal, total, tendered, change | 小計, 合計, お預り, お釣り", "printed: those figures",
                        "印字: それぞれの金額"),
                    HelpTerm(
                        "basis excluded|included", "外税 or 内税 (without it, both are tried)",
                        "外税か内税か（書かなければ両方を試します）"),
                ]),
            .otherOptions([]),
            .lines(
                Bilingual(
                    """
                    Examples:
                      shoptools receipt Examples/receipts/nta-q57-included.txt
                      shoptools receipt Examples/receipts/onigiri.txt --json
                      shoptools cart receipt --export receipt | shoptools receipt -
                    """,
                    """
                    例:
                      shoptools receipt Examples/receipts/nta-q57-included.txt
                      shoptools receipt Examples/receipts/onigiri.txt --json
                      shoptools cart receipt --export receipt | shoptools receipt -
                    """)),
            .paragraph(
                Bilingual(
                    "Exit status: 0 for any verdict (the verdict is the answer), 64 usage error, 65 a receipt it "
                        + "cannot read (the line is shown), 74 a file that cannot be read.",
                    "終了ステータス: 判定にかかわらず 0（判定が答えです）、64 使い方の誤り、65 読めないレシート"
                        + "（その行を示します）、74 ファイルを読めない")),
        ])
}
