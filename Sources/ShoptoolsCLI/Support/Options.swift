import CommandLineKit
import ShopCore

/// The options several commands share and those of the program itself,
/// declared once with their help lines in both languages. A command's own
/// options are declared in its folder (`Commands/Settle/SettleOptions.swift` …);
/// its table lists the ones it takes, and a command that says more about a
/// shared option (`--round` of `tax` rounds the tax) refines the line with
/// ``OptionSpec/described(_:_:)`` and reads it as declared here.
extension OptionSpec {
    static let json = flag(
        "json", writesForPrograms: true,
        help: Bilingual("one JSON object instead of text", "テキストの代わりにJSONオブジェクトを一つ出力します"))

    static let currency = value(
        "currency", short: "c", .currency, "CODE",
        help: Bilingual(
            "\(currencies(.english)); also $SHOPTOOLS_CURRENCY", "\(currencies(.japanese))。$SHOPTOOLS_CURRENCY でも指定可"))

    static let round = value(
        "round", .unit, "UNIT",
        help: Bilingual(
            "round to a multiple of UNIT (default: the currency's minor unit, 1 for JPY)",
            "UNIT の倍数に丸めます（既定: 通貨の最小単位。JPY なら 1）"))

    static let rounding = value(
        "rounding", .rounding, "MODE",
        help: Bilingual(
            "down (default, toward zero), up (away from zero), half-up, half-even",
            "down（切り捨て。既定）、up（切り上げ）、half-up（四捨五入）、half-even（偶数丸め）"))

    static let included = flag(
        "included", help: Bilingual("the price includes the tax (税込)", "価格は税込（内税）です"))

    static let off = value(
        "off", .percentOrAmount, "X", repeatable: true,
        help: Bilingual(
            "a further discount step, repeatable: a percentage (10%) or an amount (100, ¥100)",
            "さらに割り引きます（繰り返し可）: パーセント（10%）か値引き額（100、¥100）"))

    static let cart = value(
        "cart", .file, "PATH",
        help: Bilingual(
            "the cart file (default $SHOPTOOLS_CART, else $XDG_STATE_HOME/shoptools/cart.json, "
                + "else ~/.local/state/shoptools/cart.json)",
            "カートファイル（既定: $SHOPTOOLS_CART、なければ $XDG_STATE_HOME/shoptools/cart.json、"
                + "それもなければ ~/.local/state/shoptools/cart.json）"))

    /// `an ISO 4217 code: JPY (default), USD, … KWD …` from the one currency
    /// table, in each language: the seven listed first and three more, never all 165.
    static let currencies = Bilingual(
        "an ISO 4217 code: "
            + (Currency.all.prefix(7).map { $0 == .default ? $0.code + " (default)" : $0.code } + ["CHF", "THB", "KWD …"])
            .joined(separator: ", "),
        "ISO 4217 の通貨コード: "
            + (Currency.all.prefix(7).map { $0 == .default ? $0.code + "（既定）" : $0.code } + ["CHF", "THB", "KWD など"])
            .joined(separator: ", "))

    static let lang = value(
        "lang", .choice(["en", "ja"]), "LANG",
        help: Bilingual("en (English) or ja (日本語); any command takes it", "en（English）か ja（日本語）。どのコマンドにも付けられます"))

    static let version = flag("version", help: Bilingual("show the version", "バージョンを表示します"))

    static let generateCompletionScript = value(
        "generate-completion-script", .choice(["bash", "zsh", "fish"]), "SHELL",
        help: Bilingual(
            "print a completion script for SHELL: bash, zsh or fish", "SHELL（bash、zsh、fish）の補完スクリプトを出力します"))

    static let generateManual = flag(
        "generate-manual",
        help: Bilingual(
            "print the manual page, shoptools(1), in roff (in the language chosen)",
            "マニュアルページ shoptools(1) を roff で出力します（選んだ言語で）"))

    /// The options of `shoptools` before any command.
    static let programOptions: [OptionSpec] = [.help, .version, .lang, .generateCompletionScript, .generateManual]
}
