import CommandLineKit

/// The options of `points` (and of `cart receipt`, which counts the same points on its receipt), declared once
/// with their help lines in both languages.
extension OptionSpec {
    static let pointRule = value(
        "rule", .text, "RULE", repeatable: true,
        help: Bilingual(
            "a points programme (RULE: see shoptools points --help): 1%, 0.5%,base=excl, 1/200,per=item,cap=1000; give it again to "
                + "stack programmes, each counted, rounded and capped on its own",
            "ポイントのプログラム（RULE は shoptools points --help を参照）: 1%、0.5%,base=excl、1/200,per=item,cap=1000。繰り返すとプログラムを"
                + "重ね、それぞれ別に数え、端数処理し、上限を当てます"))

    static let pointRules = value(
        "rules", .file, "FILE",
        help: Bilingual(
            "a file of programmes, one RULE a line (# starts a comment): see Examples/points",
            "プログラムのファイル。1行に1つの RULE（# からはコメント）: Examples/points を参照"))

    static let pointsTax = value(
        "tax", .percent, "PCT",
        help: Bilingual(
            "the consumption tax on PRICE (10, 8): base=excl counts the price without it",
            "PRICE の消費税率（10、8）。base=excl は税抜の額で数えます"))

    static let pointsIncluded = included.described("PRICE includes the tax (needs --tax)", "PRICE は税込です（--tax と一緒に）")

    static let usePoints = value(
        "use-points", .amount, "N",
        help: Bilingual(
            "points spent as payment (worth 1 each): they reduce what is paid, and the base of base=paid",
            "支払いに使うポイント（1ポイント1円）。支払額と base=paid の対象額を減らします"))

    static let against = value(
        "against", .percentOrAmount, "OFFER",
        help: Bilingual(
            "compare with a discount on the same goods: 20% (off the price) or a price; says which is cheaper",
            "同じ商品の値引きと比べます: 20%（価格から）か価格。どちらが安いかを示します"))

    static let pointsJSON = json.described(
        "write one JSON object: programs, points, value, effective_price, effective_rate",
        "JSON オブジェクトを1つ書きます: programs、points、value、effective_price、effective_rate")
}
