import CommandLineKit
import ShopCore
import ShopText

/// The bill's format, for `split --help`: one statement a line, English beside Japanese.
extension HelpContent {
    static let billFormat: [HelpBlock] = [
        .list(
            Bilingual(
                "The bill: one thing a line, # starts a comment, names are one word, amounts as for TOTAL "
                    + "(1980*3 too). UTF-8, at most 16 MB and 4,096 bytes a line; an error names the file, line "
                    + "and column (izakaya.bill:3:14: …; - is standard input) and shows the line, a caret under the word.",
                "明細の書き方: 1行に1つ。# 以降はコメント。名前は空白を含まない1語、金額は TOTAL と同じ書き方です"
                    + "（1980*3 も可）。UTF-8 で16 MB まで、1行 4,096 バイトまで。エラーはファイル・行・列を示し"
                    + "（izakaya.bill:3:14: …。- は標準入力）、その行と語の下の ^ を示します。"),
            [
                HelpTerm(
                    term: Bilingual("people Aki Ren:2 Sora", "参加者 Aki Ren:2 Sora"),
                    text: Bilingual(
                        "who pays (参加者); a weight applies to what everyone shares", "払う人（people）。比率は全員で分ける品目に効きます")),
                HelpTerm(
                    term: Bilingual("organizer Aki", "幹事 Aki"),
                    text: Bilingual(
                        "who absorbs the rounding (幹事); default: the first person", "端数を負担する人（organizer）。既定は最初の人")),
                HelpTerm(
                    "LABEL AMOUNT [×N] [for NAME[:WEIGHT] …]",
                    "an item (品目), shared by everyone or by the people listed; \"item tip jar 500\" when a label "
                        + "starts with a keyword",
                    "品目。全員で、または for の後の人たちで分けます。名目がキーワードで始まるときは「item チップ 500」"),
                HelpTerm(
                    term: Bilingual("cover 500 [for NAME …]", "お通し 500 [for NAME …]"),
                    text: Bilingual("an amount per head (お通し, 席料)", "一人あたりの料金（cover, 席料）")),
                HelpTerm(
                    term: Bilingual("service 10%", "サービス料 10%"),
                    text: Bilingual(
                        "サービス料, on the items and per-head amounts", "品目と一人あたりの料金にかかります（service）")),
                HelpTerm(
                    term: Bilingual("tax 10%", "消費税 10%"),
                    text: Bilingual(
                        "消費税 (税), on those and the service; \"10% included\" (込み) when the prices hold it already",
                        "それとサービス料にかかります（tax, 税）。価格に含まれていれば「10% 込み」（included）")),
                HelpTerm(
                    term: Bilingual("tip 20% [of total]", "チップ 20% [of total]"),
                    text: Bilingual(
                        "チップ, of the subtotal before tax added on top (a tax included in the prices stays in it), "
                            + "or of the total",
                        "上乗せする税の前の小計（価格に含まれる税はそのまま含む）、または総額にかかります（tip）")),
                HelpTerm(
                    term: Bilingual("tax 6.43", "消費税 643"),
                    text: Bilingual("any charge as the amount the receipt states", "どの料金もレシートの金額で書けます")),
                HelpTerm(
                    term: Bilingual("currency USD", "通貨 USD"),
                    text: Bilingual(
                        "the bill's currency (default: --currency)", "明細の通貨（currency。既定は --currency）")),
            ]),
        .paragraph(
            Bilingual(
                """
                Each charge is computed once on the bill, rounded to the minor unit, and shared in proportion to
                what each person owes of its base. A person's exact share is their items plus their part of each
                charge, an exact fraction of the bill (≈ when it is shown rounded); --round and --mode round it
                once, at the end, so people who had the same things pay the same.
                """,
                """
                料金は明細全体で一度だけ計算して最小単位に丸め、その料金の基準額のうち各自が負う割合で分けます。
                各自の正確な負担額は、自分の品目と各料金の分担分の合計で、明細に対する正確な分数です（表示の
                ために丸めたときは ≈）。--round と --mode はこれを最後に一度だけ丸めるので、同じものを食べた人は
                同じ額を払います。
                """)),
    ]
}
