import Calculator
import CommandLineKit
import ShopCore
import ShopText
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The options of `calc`, declared once with their help lines in both languages; a shared
// option refined with `described(_:_:)` keeps its name and parser.

extension OptionDeclaration where Self == TypedOption<Int> {
    static var scale: Self {
        .count(
            "scale", what: .scale, range: 0...Calculator.maximumScale,
            help: Bilingual(
                "decimals for an inexact result, 0–\(Calculator.maximumScale) (default \(Calculator.defaultScale))",
                "割り切れない結果の小数点以下の桁数、0〜\(Calculator.maximumScale)（既定: \(Calculator.defaultScale)）"))
    }
}

extension OptionDeclaration where Self == TypedOption<String> {
    static var keys: Self {
        .text(
            "keys", .text, "KEYS",
            help: Bilingual(
                "press KEYS on a calculator's keypad and print its display: '1980 × 3 = M+ MR' (see Keys above)",
                "電卓のキー KEYS を押して表示を出力します: '1980 × 3 = M+ MR'（上の「キー」を参照）"))
    }
}

extension OptionDeclaration where Self == TypedOption<DeskConvention> {
    static var desk: Self {
        .optionalChoice(
            "desk",
            help: Bilingual(
                "a desk calculator (電卓): each operator at once (2 + 3 × 4 = is 20, not 14), % completes the "
                    + "calculation; sharp (SHARP式, the default) or casio (CASIO式); see the key table above",
                "卓上電卓として計算します: 演算子をすぐに実行し（2 + 3 × 4 = は 14 でなく 20）、% で計算を終えます。"
                    + "sharp（SHARP式。既定）か casio（CASIO式）。上のキーの表を参照"))
    }
}

extension OptionDeclaration where Self == TypedOption<Percentage> {
    static var keysTaxRate: Self {
        .taxRate(
            "tax-rate",
            help: Bilingual(
                "with --keys: the rate of the 税込 and 税抜 keys, 0–100 (default 10)",
                "--keys で: 税込・税抜キーの税率、0〜100（既定: 10）"))
    }
}

extension OptionDeclaration where Self == TypedOption<Bool> {
    static var trace: Self {
        .flag(
            "trace",
            help: Bilingual("with --keys: the display after each key", "--keys で: キーを押すたびの表示を出力します"))
    }

    static var calcJSON: Self {
        .json.described(
            #"{"expression":"9800-30%","result":"6860","exact":true}"#, #"{"expression":"9800-30%","result":"6860","exact":true}"#
        )
    }
}

extension OptionDeclaration where Self == TypedOption<Currency> {
    static var calcCurrency: Self {
        .currency.described(
            "whose currency symbols numbers may carry (default: any)", "数値に付けてよい通貨記号の通貨（既定: どの通貨でも可）")
    }
}

/// The value of `--desk`: which desk calculator's rules (`--desk` alone is SHARP式).
enum DeskConvention: String, CaseIterable {
    /// SHARP式, as nearly every maker but Casio.
    case sharp
    /// CASIO式.
    case casio

    /// The keypad's convention.
    var convention: Keypad.Convention {
        switch self {
        case .sharp: return .sharp
        case .casio: return .casio
        }
    }
}
