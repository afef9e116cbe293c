import CommandLineKit
import ShopCore
import ShopText

/// `shoptools tax --help`, English beside Japanese.
extension HelpContent {
    static let tax = HelpContent(
        summary: Bilingual(
            "a price with its consumption tax (10%, 8% reduced, or any rate)", "消費税込みの価格を求める（10%、軽減税率8%、任意の税率）"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    """
                    A price with its consumption tax. The tax is what is rounded, never the price, so the price
                    without tax plus the tax is always the price with tax:
                    """,
                    """
                    消費税込みの価格を求めます。端数処理するのは消費税で、価格ではありません。そのため
                    税抜価格 + 消費税 = 税込価格 が常に成り立ちます:
                    """)),
            .lines(
                Bilingual(
                    """
                      tax-excluded PRICE (税抜, the default): tax = round(PRICE × rate / 100), added on top
                      tax-included PRICE (税込, --included):  tax = round(PRICE × rate / (100 + rate)), within it
                    """,
                    """
                      税抜の PRICE（外税、既定）: 消費税 = PRICE × 税率 / 100 を丸めた額を上乗せ
                      税込の PRICE（内税、--included）: 消費税 = PRICE × 税率 / (100 + 税率) を丸めた額が含まれる
                    """)),
            .list(
                Bilingual("Arguments:", "引数:"),
                [
                    HelpTerm(
                        "PRICE",
                        "the price: 198, ¥1,980, 1980円, $72.50, or an expression: 198*3\n"
                            + "- reads one price a line from standard input and writes one result a line (the price "
                            + "with tax, or without it for --included); stops at the first bad line with its number",
                        "価格: 198, ¥1,980, 1980円, $72.50、または式: 198*3\n"
                            + "- なら標準入力から1行に1つ価格を読み、1行に1つ結果（税込価格。--included なら税抜価格）を"
                            + "書きます。誤った行があればその行番号を示して止まります")
                ]),
            .otherOptions([]),
            .lines(
                Bilingual(
                    """
                    Examples:
                      shoptools tax 198                  ¥198 + 10% tax ¥19 → ¥217
                      shoptools tax 198 --reduced        ¥198 + 8% tax ¥15 → ¥213
                      shoptools tax 1000 --included      ¥1,000 incl. 10% tax ¥90 → ¥910 before tax
                    """,
                    """
                    例:
                      shoptools tax 198
                        198円 + 消費税10% 19円 → 217円（税込）
                      shoptools tax 198 --reduced
                        198円 + 消費税8% 15円 → 213円（税込）
                      shoptools tax 1000 --included
                        1,000円（税込）のうち消費税10% 90円 → 税抜 910円
                    """)),
            .paragraph(
                Bilingual(
                    """
                    A receipt rounds the tax once per rate, not per item: see shoptools cart receipt --help.

                    Exit status: 0 success, 64 usage error, 65 bad value (with its line number for -), 74 I/O error
                    (standard input cannot be read, or the output cannot be written).
                    """,
                    """
                    レシートでは消費税の端数処理は品目ごとではなく税率ごとに1回です: shoptools cart receipt --help を参照。

                    終了ステータス: 0 成功、64 使い方の誤り、65 値の誤り（- では行番号付き）、74 入出力エラー
                    （標準入力を読めない、出力を書き込めない）
                    """)),
        ])
}
