import CommandLineKit
import ShopCore
import ShopText
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The options of `tax`, declared once with their help lines in both languages; a shared
// option refined with `described(_:_:)` keeps its name and parser.

extension OptionDeclaration where Self == TypedOption<Percentage> {
    static var taxRate: Self {
        .taxRate(
            "rate", short: "r",
            help: Bilingual(
                "the tax rate, 0–100 with up to 4 decimals (default 10; 8.875 for a sales tax)",
                "税率、0〜100、小数4桁まで（既定: 10。売上税なら 8.875 など）"))
    }
}

extension OptionDeclaration where Self == TypedOption<Bool> {
    static var reduced: Self {
        .flag(
            "reduced",
            help: Bilingual("Japan's reduced rate, 8% (food and drink to take away)", "軽減税率 8%（飲食料品の持ち帰りなど）"))
    }

    static var priceIncluded: Self {
        .included.described("PRICE includes the tax", "PRICE は税込です")
    }

    static var taxJSON: Self {
        .json.described(
            #"{"currency":"JPY","rate":"10","given":"excluded","excluded":"198","tax":"19","included":"217","#
                + #""rounding":"down","unit":"1"}"#,
            #"{"currency":"JPY","rate":"10","given":"excluded","excluded":"198","tax":"19","included":"217","#
                + #""rounding":"down","unit":"1"}"#)
    }
}

extension OptionDeclaration where Self == TypedOption<CurrencyDependent<Decimal>> {
    static var roundTax: Self {
        .round.described(
            "round the tax to a multiple of UNIT (default: the currency's minor unit)",
            "消費税を UNIT の倍数に丸めます（既定: 通貨の最小単位）")
    }
}

extension OptionDeclaration where Self == TypedOption<RoundingRule> {
    static var taxRoundingRule: Self {
        .rounding.described(
            "how the tax is rounded: down (default, what most Japanese stores do), up, half-up, half-even",
            "消費税の端数処理: down（既定、切り捨て。多くの店の方法）、up（切り上げ）、half-up（四捨五入）、half-even（偶数丸め）")
    }
}
