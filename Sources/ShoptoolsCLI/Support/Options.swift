import Bargain
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

/// An option of shoptools: its declaration and the parser that reads its value, refusing a bad
/// one as a ``CLIError`` (see ``Option``).
typealias TypedOption<Value: Sendable> = Option<Value, CLIError>

/// An option as a command's table lists it, whatever the type of its value.
typealias DeclaredOption = any OptionDeclaration<CLIError>

/// The value of an option that is read in a currency (an amount, a rounding unit, a discount
/// step): the currency is known only once the command has read its cart, group or bill (or
/// `--currency`), and an amount's very reading depends on it (`$5` is refused in yen, `0.5` is
/// no whole number of yen), so the option keeps the text with its reader, and the command reads
/// it with ``read(in:)``. These are the values a command reads after the table's check, not before.
struct CurrencyDependent<Value: Sendable>: Sendable {
    /// The text given.
    let text: String
    let reader: @Sendable (String, Currency) throws(CLIError) -> Value

    /// The value in `currency`.
    func read(in currency: Currency) throws(CLIError) -> Value { try reader(text, currency) }
}

extension Option where Failure == CLIError {
    /// An option with a value that `parse` reads from its text: `--rate PCT`.
    static func parsed(
        _ name: String, short: Character? = nil, _ kind: OptionSpec.Kind, _ placeholder: String,
        repeatable: Bool = false, help: Bilingual, parse: @escaping @Sendable (String) throws(CLIError) -> Value
    ) -> Option {
        Option(.value(name, short: short, kind, placeholder, repeatable: repeatable, help: help), parse: parse)
    }

    /// An option with a value that a library's parser reads (`Segment.init(parsing:)`), its
    /// refusal a bad value (exit 65) in the library's words.
    static func reading<Refusal: Error>(
        _ name: String, short: Character? = nil, _ kind: OptionSpec.Kind, _ placeholder: String,
        repeatable: Bool = false, help: Bilingual, _ read: @escaping @Sendable (String) throws(Refusal) -> Value
    ) -> Option {
        .parsed(name, short: short, kind, placeholder, repeatable: repeatable, help: help) { (text) throws(CLIError) in
            do { return try read(text) } catch { throw .data(error) }
        }
    }

    /// An option whose value is one of a few words a library reads (`Warikan.Mode.init(parsing:)`,
    /// aliases such as `幹事負担` too): any other word is a usage error (exit 64), in the library's
    /// words, pointing at the command's help, as a choice outside its cases is.
    static func choosing<Refusal: Error>(
        _ name: String, short: Character? = nil, _ kind: OptionSpec.Kind, _ placeholder: String, help: Bilingual,
        _ read: @escaping @Sendable (String) throws(Refusal) -> Value
    ) -> Option {
        .parsed(name, short: short, kind, placeholder, help: help) { (text) throws(CLIError) in
            do { return try read(text) } catch { throw .commandUsage(.error(error)) }
        }
    }

    /// An option whose value is read in a currency by `read`, once the currency is known (``CurrencyDependent``).
    static func inCurrency<Read: Sendable>(
        _ name: String, _ kind: OptionSpec.Kind, _ placeholder: String, repeatable: Bool = false, help: Bilingual,
        read: @escaping @Sendable (String, Currency) throws(CLIError) -> Read
    ) -> Option where Value == CurrencyDependent<Read> {
        .parsed(name, kind, placeholder, repeatable: repeatable, help: help) { (text) throws(CLIError) in
            CurrencyDependent(text: text, reader: read)
        }
    }
}

// The options several commands share and those of the program itself,
// declared once with their help lines in both languages. A command's own
// options are declared in its folder (`Commands/Settle/SettleOptions.swift` …);
// its table lists the ones it takes, and a command that says more about a
// shared option (`--round` of `tax` rounds the tax) refines the line with
// `described(_:_:)`, keeping the name and the parser.

extension OptionDeclaration where Self == TypedOption<Bool> {
    static var help: Self { Option(OptionSpec.help) { (_) throws(CLIError) in true } }

    static var json: Self {
        .flag(
            "json", writesForPrograms: true,
            help: Bilingual("one JSON object instead of text", "テキストの代わりにJSONオブジェクトを一つ出力します"))
    }

    static var included: Self {
        .flag("included", help: Bilingual("the price includes the tax (税込)", "価格は税込（内税）です"))
    }

    static var version: Self { .flag("version", help: Bilingual("show the version", "バージョンを表示します")) }

    static var generateManual: Self {
        .flag(
            "generate-manual",
            help: Bilingual(
                "print the manual page, shoptools(1), in roff (in the language chosen)",
                "マニュアルページ shoptools(1) を roff で出力します（選んだ言語で）"))
    }
}

extension OptionDeclaration where Self == TypedOption<Currency> {
    /// `--currency CODE` in any letter case (`chf`).
    static var currency: Self {
        .parsed(
            "currency", short: "c", .currency, "CODE",
            help: Bilingual(
                "\(OptionSpec.currencies(.english)); also $SHOPTOOLS_CURRENCY",
                "\(OptionSpec.currencies(.japanese))。$SHOPTOOLS_CURRENCY でも指定可")
        ) { (code) throws(CLIError) in
            do { return try Currency(code: code) } catch { throw .data(error) }
        }
    }
}

extension OptionDeclaration where Self == TypedOption<CurrencyDependent<Decimal>> {
    /// `--round UNIT`: an amount or an expression above zero, a multiple of the currency's minor unit.
    static var round: Self {
        .inCurrency(
            "round", .unit, "UNIT",
            help: Bilingual(
                "round to a multiple of UNIT (default: the currency's minor unit, 1 for JPY)",
                "UNIT の倍数に丸めます（既定: 通貨の最小単位。JPY なら 1）"),
            read: unit)
    }

    /// A rounding unit in `currency`: above zero, a multiple of its minor unit.
    private static func unit(_ text: String, _ currency: Currency) throws(CLIError) -> Decimal {
        let unit: Decimal
        do {
            unit = try Calculator.amount(text, currency: currency)
        } catch .amount(.negative), .negativeResult {
            // A unit must be above zero: say that, rather than "0 or more".
            throw .data(ShopCoreError.invalidUnit(text, currency: currency))
        } catch {
            throw .data(error, label: .roundingUnit)
        }
        do { try RoundingUnit.validate(unit, currency: currency, text: text) } catch { throw .data(error) }
        return unit
    }
}

extension OptionDeclaration where Self == TypedOption<RoundingRule> {
    static var rounding: Self {
        .roundingRule(
            "rounding", "MODE",
            help: Bilingual(
                "down (default, toward zero), up (away from zero), half-up, half-even",
                "down（切り捨て。既定）、up（切り上げ）、half-up（四捨五入）、half-even（偶数丸め）"))
    }
}

extension Option where Value == RoundingRule, Failure == CLIError {
    /// An option whose value is a rounding rule (`--tax-rounding half-up`, `--rounding 四捨五入`).
    static func roundingRule(_ name: String, _ placeholder: String, help: Bilingual) -> Option {
        .choosing(name, .rounding, placeholder, help: help, RoundingRule.init(parsing:))
    }
}

extension Option where Value == Percentage, Failure == CLIError {
    /// An option whose value is a tax rate (`10`, `8%`, `8.875`).
    static func taxRate(_ name: String, short: Character? = nil, help: Bilingual) -> Option {
        .parsed(name, short: short, .percent, "PCT", help: help) { (text) throws(CLIError) in
            do { return try Percentage(parsingTaxRate: text) } catch { throw .data(error) }
        }
    }
}

extension OptionDeclaration where Self == TypedOption<CurrencyDependent<DiscountStep>> {
    /// `--off X`, repeatable: a percentage or an amount off.
    static var off: Self {
        .inCurrency(
            "off", .percentOrAmount, "X", repeatable: true,
            help: Bilingual(
                "a further discount step, repeatable: a percentage (10%) or an amount (100, ¥100)",
                "さらに割り引きます（繰り返し可）: パーセント（10%）か値引き額（100、¥100）")
        ) { (text, currency) throws(CLIError) in
            do { return try DiscountStep(parsing: text, currency: currency) } catch { throw .data(error) }
        }
    }
}

extension OptionDeclaration where Self == TypedOption<String> {
    static var cart: Self {
        .text(
            "cart", .file, "PATH",
            help: Bilingual(
                "the cart file (default $SHOPTOOLS_CART, else $XDG_STATE_HOME/shoptools/cart.json, "
                    + "else ~/.local/state/shoptools/cart.json)",
                "カートファイル（既定: $SHOPTOOLS_CART、なければ $XDG_STATE_HOME/shoptools/cart.json、"
                    + "それもなければ ~/.local/state/shoptools/cart.json）"))
    }
}

extension OptionDeclaration where Self == TypedOption<Language> {
    /// `--lang en|ja`, which every command takes; an unknown language is a usage error (64).
    static var lang: Self {
        .parsed(
            "lang", .choice(Language.allCases.map(\.rawValue)), "LANG",
            help: Bilingual(
                "en (English) or ja (日本語); any command takes it", "en（English）か ja（日本語）。どのコマンドにも付けられます")
        ) { (code) throws(CLIError) in
            guard let language = Language(code: code) else { throw .usage(.unknownLanguage(code)) }
            return language
        }
    }
}

extension OptionDeclaration where Self == TypedOption<Completion.Shell> {
    /// `--generate-completion-script SHELL`.
    static var generateCompletionScript: Self {
        let names = Completion.Shell.allCases.map(\.rawValue)
        return .parsed(
            "generate-completion-script", .choice(names), "SHELL",
            help: Bilingual(
                "print a completion script for SHELL: bash, zsh or fish", "SHELL（bash、zsh、fish）の補完スクリプトを出力します")
        ) { (name) throws(CLIError) in
            guard let shell = Completion.Shell(rawValue: name) else { throw .usage(.unknownShell(name, expected: names)) }
            return shell
        }
    }
}

extension OptionSpec {
    /// `an ISO 4217 code: JPY (default), USD, … KWD …` from the one currency
    /// table, in each language: the seven listed first and three more, never all 165.
    static let currencies = Bilingual(
        "an ISO 4217 code: "
            + (Currency.all.prefix(7).map { $0 == .default ? $0.code + " (default)" : $0.code } + ["CHF", "THB", "KWD …"])
            .joined(separator: ", "),
        "ISO 4217 の通貨コード: "
            + (Currency.all.prefix(7).map { $0 == .default ? $0.code + "（既定）" : $0.code } + ["CHF", "THB", "KWD など"])
            .joined(separator: ", "))
}

/// The options of `shoptools` before any command.
let programOptions: [DeclaredOption] = [
    .help, .version, TypedOption<Language>.lang, TypedOption<Completion.Shell>.generateCompletionScript, .generateManual,
]

/// The declaration of `option`, for a message that names it: `declaration(of: .bill).name` is `bill`.
func declaration(of option: some OptionDeclaration<CLIError>) -> OptionSpec { option.spec }
