import CommandLineKit
import ShopCore
import ShopText
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The options of `split`, declared once with their help lines in both languages; a shared
// option refined with `described(_:_:)` keeps its name and parser.

extension OptionDeclaration where Self == TypedOption<Int> {
    static var people: Self {
        .count(
            "people", short: "n", what: .people, range: 1...Warikan.maximumPeople,
            help: Bilingual(
                "N people (1–\(Warikan.maximumPeople)), equal shares; person 1 is the organizer",
                "N人（1〜\(Warikan.maximumPeople)）で均等に割ります。1人目が幹事です"))
    }
}

extension OptionDeclaration where Self == TypedOption<[Warikan.Participant]> {
    static var weights: Self {
        .reading(
            "weights", short: "w", .text, "W,…",
            help: Bilingual(
                "one positive weight a person (傾斜割り勘): 2,1.5,1,1,0.7", "一人ずつの正の比率（傾斜割り勘）: 2,1.5,1,1,0.7"),
            Warikan.participants(weights:))
    }
}

extension OptionDeclaration where Self == TypedOption<String> {
    static var person: Self {
        .text(
            "person", short: "p", .text, "SPEC", repeatable: true,
            help: Bilingual(
                "a named person, repeated: NAME (weight 1), NAME:WEIGHT, or NAME=AMOUNT (pays exactly AMOUNT; "
                    + "the rest is split among the others)",
                "名前付きの一人。繰り返して指定します: NAME（比率1）、NAME:WEIGHT、NAME=AMOUNT"
                    + "（ちょうどAMOUNTを支払い、残りをほかの人で割ります）"))
    }

    static var organizer: Self {
        .name(
            "organizer",
            help: Bilingual(
                "who absorbs the rest (default: the first person without a fixed amount)",
                "残りを負担する人（既定: 固定額のない最初の人）"))
    }

    static var bill: Self {
        .text(
            "bill", short: "b", .file, "FILE",
            help: Bilingual(
                "read the bill from FILE (- for standard input); see \"The bill\" below",
                "明細をFILEから読みます（- は標準入力）。下の「明細の書き方」を参照"))
    }
}

extension OptionDeclaration where Self == TypedOption<Warikan.Mode> {
    static var mode: Self {
        .choosing(
            "mode", short: "m", .choice(Warikan.Mode.allCases.map(\.rawValue)), "MODE",
            help: Bilingual(
                "absorb (幹事負担, default): shares rounded down, the organizer pays what is left\n"
                    + "up (切り上げ): shares rounded up, the surplus is kept for next time\n"
                    + "spread (端数配分): shares rounded down, then one unit each to the largest remainders "
                    + "(ties: the first given); the organizer pays the rest",
                "absorb（幹事負担。既定）: 一人分を切り捨て、残りを幹事が払います\n"
                    + "up（切り上げ）: 一人分を切り上げ、余りは次にまわします\n"
                    + "spread（端数配分）: 一人分を切り捨て、端数の大きい順に1単位ずつ上乗せ"
                    + "（同じなら先に書いた人）。残りは幹事が払います"), Warikan.Mode.init(parsing:))
    }
}

extension OptionDeclaration where Self == TypedOption<RoundingRule> {
    static var chargeRounding: Self {
        .roundingRule(
            "charge-rounding", "R",
            help: Bilingual(
                "round every charge given as a percentage by R: down, up, half-up, half-even (default: half-up for "
                    + "service and tip, down for tax)",
                "パーセントで指定した料金をRで丸めます: down, up, half-up, half-even（既定: サービス料とチップは half-up、税は down）"))
    }
}

extension OptionDeclaration where Self == TypedOption<Bool> {
    static var fromCart: Self {
        .flag(
            "from-cart",
            help: Bilingual(
                "each item shared by the people of its --for (cart add --for Aki:2,Ren), or by everyone; the people "
                    + "are --person NAME[:WEIGHT] … (or --people N) and then every name of an item's --for, in that order",
                "各品目を --for の人（cart add --for Aki:2,Ren）、なければ全員で分けます。人は --person NAME[:WEIGHT] …"
                    + "（または --people N）、続いて各品目の --for の名前の順です"))
    }

    static var splitJSON: Self {
        .json.described(
            "one JSON object with every payment in the order given (a bill: everyone in its order, with their items, "
                + "charges and exact share)",
            "全員の支払いを指定した順に並べたJSONオブジェクトを一つ出力します（明細では明細の順に、各自の品目・料金・正確な負担額も）")
    }
}

extension OptionDeclaration where Self == TypedOption<CurrencyDependent<Warikan.Bill.Charge.Value>> {
    static var service: Self {
        .charge(
            "service",
            help: Bilingual(
                "a service charge (サービス料): 10% of the items and cover, or an amount", "サービス料: 品目とお通しの 10%、または金額"))
    }

    static var taxCharge: Self {
        .charge(
            "tax",
            help: Bilingual(
                "a tax (消費税, sales tax): 10% of items, cover and service, or an amount; a cart whose items carry "
                    + "their own tax (cart add --tax) splits that tax instead",
                "消費税・売上税: 品目・お通し・サービス料の 10%、または金額。商品に税率があるカート（cart add --tax）では"
                    + "その消費税を分けるので指定しません"))
    }

    static var tip: Self {
        .charge("tip", help: Bilingual("a tip: 20% of the pre-tax subtotal, or an amount", "チップ: 税抜の小計の 20%、または金額"))
    }
}

extension OptionDeclaration where Self == TypedOption<TipBase> {
    static var tipOn: Self {
        .choice(
            "tip-on", "BASE",
            help: Bilingual(
                "what the tip is a percentage of: subtotal (default) or total (everything, tax included)",
                "チップをかける額: subtotal（税抜の小計。既定）か total（税込の合計）"))
    }
}

extension OptionDeclaration where Self == TypedOption<CurrencyDependent<Decimal>> {
    static var cover: Self {
        .amount(
            "cover", "AMOUNT",
            help: Bilingual("a cover charge (お通し, 席料) for each person", "一人あたりのお通し・席料"))
    }

    static var roundShare: Self {
        .round.described(
            "round each share to a multiple of UNIT: 100, 500, 0.25 (default: the minor unit)",
            "一人分を UNIT の倍数に丸めます: 100, 500, 0.25（既定: 通貨の最小単位）")
    }
}

/// `split --from-cart --tip-on BASE`: what a tip given as a percentage is a percentage of.
enum TipBase: String, CaseIterable, Sendable {
    /// The items, cover and service before tax (the default).
    case subtotal
    /// Everything, tax included.
    case total

    /// The bill's base.
    var base: Warikan.Bill.Charge.Base {
        switch self {
        case .subtotal: return .subtotal
        case .total: return .total
        }
    }
}

extension Option where Value == CurrencyDependent<Warikan.Bill.Charge.Value>, Failure == CLIError {
    /// A charge on a bill: `10%` as a rate (0–100, up to 4 decimals), anything else as an amount
    /// (an expression too); errors name the option.
    static func charge(_ option: String, help: @autoclosure @escaping @Sendable () -> Bilingual) -> Option {
        .inCurrency(option, .percentOrAmount, "X", help: help()) { (text, currency) throws(CLIError) in
            let read = try PercentOrAmount.read(
                text, maximumPercentDecimals: Warikan.Bill.Charge.maximumRateDecimals,
                percentError: { error in
                    switch error {
                    case .tooManyDecimals: CLIError.data(error, label: .option(option))
                    default: CLIError.data(.notAChargeRate(option: option, text))
                    }
                },
                amount: { (text: String) throws(CLIError) -> Decimal in
                    try Values.amount(text, currency: currency, label: .option(option))
                })
            switch read {
            case .percent(let rate): return .rate(rate.value)
            case .amount(let amount): return .amount(amount)
            }
        }
    }
}
