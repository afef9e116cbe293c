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
                "the consumption tax on PRICE or on each payment of --purchases (10, 8): base=excl counts the price "
                    + "without it",
                "PRICE や --purchases の各支払いの消費税率（10、8）。base=excl は税抜の額で数えます"))
    }
}

extension OptionDeclaration where Self == TypedOption<Bool> {
    static var pointsIncluded: Self {
        .included.described(
            "PRICE (or each payment) includes the tax (needs --tax)", "PRICE（や各支払い）は税込です（--tax と一緒に）")
    }

    static var pointsJSON: Self {
        .json.described(
            "write one JSON object: programs, points, value, effective_price, effective_rate (with --purchases: "
                + "purchases too, and each programme's period_left; with --to-cap: programs with least_payment and "
                + "payments_to_period_cap)",
            "JSON オブジェクトを1つ書きます: programs、points、value、effective_price、effective_rate（--purchases では "
                + "purchases と各プログラムの period_left も。--to-cap では programs の least_payment と "
                + "payments_to_period_cap）")
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

extension OptionDeclaration where Self == TypedOption<PointCampaign> {
    /// `--rule` of `points`: a rule, or a campaign (a rule with a period, a period's cap, tags).
    static var pointCampaign: Self {
        .reading(
            "rule", .text, "RULE", repeatable: true,
            help: Bilingual(
                "a points programme or campaign (RULE: see shoptools points --help): 1%, 1/200,per=item,cap=1000, "
                    + "15%,cap=1000,period-cap=3000,exclude=tobacco; give it again to stack programmes, each "
                    + "counted, rounded and capped on its own",
                "ポイントのプログラムかキャンペーン（RULE は shoptools points --help を参照）: 1%、1/200,per=item,cap=1000、"
                    + "15%,上限=1000,期間上限=3000,対象外=たばこ。繰り返すとプログラムを重ね、それぞれ別に数え、端数処理し、"
                    + "上限を当てます"), PointCampaign.init(parsing:))
    }
}

extension OptionDeclaration where Self == TypedOption<String> {
    static var purchases: Self {
        .text(
            "purchases", .file, "FILE",
            help: Bilingual(
                "count a list of payments, one a line: DATE AMOUNT [TAG=AMOUNT…] (- reads standard input); caps "
                    + "over a period are shared in the order paid",
                "支払いの一覧を数えます。1行に1つ: 日付 金額 [タグ=金額…]（- なら標準入力）。期間の上限は支払った順に"
                    + "分け合います"))
    }
}

extension OptionDeclaration where Self == TypedOption<Bool> {
    static var toCap: Self {
        .flag(
            "to-cap",
            help: Bilingual(
                "the least payment that reaches each programme's cap, and how many take its period cap",
                "各プログラムの1回の上限に届く最少の支払額と、期間上限までの回数"))
    }
}

extension OptionDeclaration where Self == TypedOption<PointCampaigns.Combination> {
    static var combine: Self {
        .choosing(
            "combine", .choice(PointCampaigns.Combination.allCases.map(\.rawValue)), "stack|best",
            help: Bilingual(
                "with --purchases: stack (default; every programme gives its points) or best (only the one giving "
                    + "the payment the most, after its caps; ties: the first listed; 併用不可)",
                "--purchases と: stack（既定。全プログラムのポイントを重ねる）か best（上限を当てたあと、その支払いで"
                    + "最も多いものだけ。同じなら先に書いたもの。併用不可）"), PointCampaigns.Combination.init(parsing:))
    }
}

extension OptionDeclaration where Self == TypedOption<Percentage> {
    static var combinedCap: Self {
        .reading(
            "combined-cap", .percent, "PCT",
            help: Bilingual(
                "with --purchases: the most the programmes together give a payment, as a percentage of the amount "
                    + "they count (66.5%), rounded down; the cut comes off the last listed first (最大還元)",
                "--purchases と: 1回の支払いでプログラム合計に付く最大（数える額に対する率。66.5%）。切り捨て。"
                    + "超えた分は後に書いたものから削ります（最大還元）"), PointCampaigns.combinedCap(parsing:))
    }
}
