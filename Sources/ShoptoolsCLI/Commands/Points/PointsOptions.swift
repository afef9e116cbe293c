import CommandLineKit
import Points
import ShopCore
import ShopText
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The options of `points`, declared once with their help lines in both languages; a shared
// option refined with `described(_:_:)` keeps its name and parser.

extension OptionDeclaration where Self == TypedOption<PointRule> {
    static var pointRule: Self {
        .reading(
            "rule", .text, "RULE", repeatable: true,
            help: Bilingual(
                "a points programme (RULE: see shoptools points --help): 1%, 0.5%,base=excl, 1/200,per=item,cap=1000; give it again to "
                    + "stack programmes, each counted, rounded and capped on its own",
                "ポイントのプログラム（RULE は shoptools points --help を参照）: 1%、0.5%,base=excl、1/200,per=item,cap=1000。繰り返すとプログラムを"
                    + "重ね、それぞれ別に数え、端数処理し、上限を当てます"), PointRule.init(parsing:))
    }
}

extension OptionDeclaration where Self == TypedOption<String> {
    static var pointRules: Self {
        .text(
            "rules", .file, "FILE",
            help: Bilingual(
                "a file of programmes, one RULE a line (# starts a comment): see Examples/points",
                "プログラムのファイル。1行に1つの RULE（# からはコメント）: Examples/points を参照"))
    }
}

extension OptionDeclaration where Self == TypedOption<Percentage> {
    static var pointsTax: Self {
        .taxRate(
            "tax",
            help: Bilingual(
                "the consumption tax on PRICE (10, 8): base=excl counts the price without it",
                "PRICE の消費税率（10、8）。base=excl は税抜の額で数えます"))
    }
}

extension OptionDeclaration where Self == TypedOption<Bool> {
    static var pointsIncluded: Self {
        .included.described("PRICE includes the tax (needs --tax)", "PRICE は税込です（--tax と一緒に）")
    }

    static var pointsJSON: Self {
        .json.described(
            "write one JSON object: programs, points, value, effective_price, effective_rate",
            "JSON オブジェクトを1つ書きます: programs、points、value、effective_price、effective_rate")
    }
}

extension OptionDeclaration where Self == TypedOption<CurrencyDependent<Decimal>> {
    static var usePoints: Self {
        .amount(
            "use-points", "N",
            help: Bilingual(
                "points spent as payment (worth 1 each): they reduce what is paid, and the base of base=paid",
                "支払いに使うポイント（1ポイント1円）。支払額と base=paid の対象額を減らします"))
    }
}

extension OptionDeclaration where Self == TypedOption<CurrencyDependent<PercentOrAmount>> {
    static var against: Self {
        let name = "against"
        return .inCurrency(
            name, .percentOrAmount, "OFFER",
            help: Bilingual(
                "compare with a discount on the same goods: 20% (off the price) or a price; says which is cheaper",
                "同じ商品の値引きと比べます: 20%（価格から）か価格。どちらが安いかを示します")
        ) { (text, currency) throws(CLIError) in
            try PercentOrAmount.read(
                text, percentError: { CLIError.data($0, label: .option(name)) },
                amount: { (text: String) throws(CLIError) -> Decimal in
                    try Values.amount(text, currency: currency, label: .option(name))
                })
        }
    }
}
