import ShopCore

/// `shoptools calc --help`, English beside Japanese.
extension HelpContent {
    static let calc = HelpContent(
        summary: Bilingual("a shop calculator: 1980*3, 9800-30%, (1000+980)*8%", "買い物の電卓: 1980*3, 9800-30%, (1000+980)*8%"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    """
                    Evaluates an expression in exact decimal. The words are joined, so both
                    shoptools calc '1980*3' and shoptools calc 1980 '*' 3 work (quote * and ( ) for the shell).
                    """,
                    """
                    式を正確な10進数で計算します。引数はつなげて読むので、shoptools calc '1980*3' でも
                    shoptools calc 1980 '*' 3 でも計算できます（シェルでは * と ( ) をクォートしてください）。
                    """)),
            .list(
                Bilingual("Grammar:", "式の書き方:"),
                [
                    HelpTerm(
                        term: Bilingual("numbers", "数値"),
                        text: Bilingual(
                            "as amounts are typed: 1980, 1,980, ¥1,980, 1980円, $98.50, １９８０ (one currency an "
                                + "expression: $5+¥5 is an error)",
                            "金額と同じ形式: 1980, 1,980, ¥1,980, 1980円, $98.50, １９８０（一つの式に使える通貨は"
                                + "一つだけです。$5+¥5 はエラー）")),
                    HelpTerm(
                        term: Bilingual("operators", "演算子"),
                        text: Bilingual(
                            "+ - * /, also × ÷ and full-width ＋ － ＊ ／ （ ）; × and ÷ before + and −",
                            "+ - * /。× ÷ と全角の ＋ － ＊ ／ （ ）も使えます。× と ÷ は + と − より先に計算します")),
                    HelpTerm(term: Bilingual("signs", "符号"), text: Bilingual("-5, +5, 3*-2, -(1+2)", "-5, +5, 3*-2, -(1+2)")),
                    HelpTerm(
                        term: Bilingual("percent", "パーセント"),
                        text: Bilingual(
                            "9800-30% → 6860 (a ± b% takes b% of a)\n"
                                + "9800+10% → 10780   9800*30% → 2940   9800/50% → 19600   15% → 0.15",
                            "9800-30% → 6860（a ± b% は a の b% を足し引きします）\n"
                                + "9800+10% → 10780   9800*30% → 2940   9800/50% → 19600   15% → 0.15")),
                ]),
            .paragraph(
                Bilingual(
                    """
                    A result that does not terminate is rounded half-even to --scale decimals and marked ≈
                    (1/3 → ≈ 0.3333333333). Every value, the result and every step on the way, must stay below
                    \(Bounds.maximumAmountText) (one quadrillion) in size; a larger one is an error, never rounded.
                    Every amount argument of shoptools accepts an expression too: shoptools discount 1980*3 --rate 30.
                    """,
                    """
                    割り切れない結果は --scale の桁数に偶数丸めし、≈ を付けます（1/3 → ≈ 0.3333333333）。
                    値は結果も途中の値も、絶対値が \(Bounds.maximumAmountText)（1000兆）未満でなければなりません。
                    それ以上はエラーで、丸めることはありません。
                    shoptools の金額の引数にはどれも式が使えます: shoptools discount 1980*3 --rate 30
                    """)),
            .otherOptions([]),
            .paragraph(
                Bilingual(
                    """
                    Words that start with one dash are part of the expression (-5, -(1+2)); --NAME is always an option.

                    Exit status: 0 success, 64 usage error, 65 an expression that cannot be evaluated
                    (the message names the position: division by zero at 5: "10/(5-5)").
                    """,
                    """
                    ダッシュ一つで始まる語は式の一部です（-5, -(1+2)）。--NAME の形は常にオプションです。

                    終了ステータス: 0 成功、64 使い方の誤り、65 計算できない式
                    （メッセージに位置を示します。例: 0で割っています（5文字目）: 「10/(5-5)」）
                    """)),
        ])
}
