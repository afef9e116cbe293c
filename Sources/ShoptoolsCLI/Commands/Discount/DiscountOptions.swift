import Bargain
import CommandLineKit
import ShopCore
import ShopText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The options of `discount`, declared once with their help lines in both languages; a shared
// option refined with `described(_:_:)` keeps its name and parser.

extension OptionDeclaration where Self == TypedOption<Percentage> {
    static var discountRate: Self {
        .reading(
            "rate", short: "r", .percent, "PCT",
            help: Bilingual("a rate from 0 to 100, e.g. 30 or 30% or 33.5", "0〜100の割引率。例: 30、30%、33.5"),
            Percentage.init(parsingDiscountRate:))
    }
}

extension OptionDeclaration where Self == TypedOption<Decimal> {
    static var slider: Self {
        .reading(
            "slider", .number, "POS",
            help: Bilingual(
                "a slider position from 0 to 1, snapped down to a 5% step (0.37 is 35%); below 0.05 gives 5%, "
                    + "above 0.95 gives 95%",
                "0〜1のスライダー位置。5%刻みに切り捨てます（0.37 は 35%）。0.05 未満は 5%、0.95 を超えると 95%"), Slider.position(parsing:))
    }
}

extension OptionDeclaration where Self == TypedOption<Segment> {
    /// `--segment N`, one of Bargain's presets: `1 = 20%, 2 = 30%, …`.
    static var segment: Self {
        .reading(
            "segment", short: "s", .choice(Segment.allCases.map { String($0.rawValue) }), "N",
            help: Bilingual("a preset: " + segmentPresets, "プリセット: " + segmentPresets), Segment.init(parsing:))
    }

    /// `1 = 20%, 2 = 30%, …`: built only when the help line is shown.
    private static var segmentPresets: String {
        Segment.allCases.map { "\($0.rawValue) = \($0.rate)" }.joined(separator: ", ")
    }
}

extension OptionDeclaration where Self == TypedOption<Bool> {
    static var sum: Self {
        .flag(
            "sum",
            help: Bilingual(
                "add the percentages into one rate instead (30% + 10% = 40%, as some stores count)",
                "パーセントを足して一つの割引率にします（30% + 10% = 40%。そう数える店もあります）"))
    }

    static var discountJSON: Self {
        .json.described(
            #"one JSON object: {"currency":"JPY","original":"9800","rate":"30","segment":2,"slider":"0.3","#
                + #""price":"6860","saved":"2940","unit":"1","rounding":"down"}; with steps also "effective_rate", "#
                + #""effective_rate_exact", "sum" and "steps":[{"off":"30%","price":"348"},…]"#,
            #"JSONで出力します: {"currency":"JPY","original":"9800","rate":"30","segment":2,"slider":"0.3","#
                + #""price":"6860","saved":"2940","unit":"1","rounding":"down"}。重ねての割引では "effective_rate"、"#
                + #""effective_rate_exact"、"sum" と "steps":[{"off":"30%","price":"348"},…] も出力します"#)
    }
}

extension OptionDeclaration where Self == TypedOption<CurrencyDependent<Decimal>> {
    static var roundPrice: Self {
        .round.described(
            "round the price to a multiple of UNIT (default: the currency's minor unit, 1 for JPY)",
            "価格を UNIT の倍数に丸めます（既定: 通貨の最小単位。JPY なら 1）")
    }
}
