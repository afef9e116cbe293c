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
/// step).
///
/// An amount's reading depends on its currency (`$5` is refused in yen, `0.5` is no whole
/// number of yen), and a command's currency may be the one its cart, group or bill records.
///
/// So the value is read while the words are read when the command line decides the currency
/// (the request's `amounts.known`), and then never again; when a file decides it, the text is screened
/// with the words (a text no currency reads, `abc`, is refused before any file is opened) and
/// read once, in the file's currency, as soon as the file is read (``read(in:)``).
struct CurrencyDependent<Value: Sendable>: Sendable {
    /// The text given.
    let text: String
    let reader: @Sendable (String, Currency) throws(CLIError) -> Value
    /// The value read while the words were read, in the currency then known.
    private(set) var known: (currency: Currency, value: Value)?

    init(text: String, reader: @escaping @Sendable (String, Currency) throws(CLIError) -> Value) {
        self.text = text
        self.reader = reader
    }

    /// The value in `currency`: the one read with the words when that was its currency.
    func read(in currency: Currency) throws(CLIError) -> Value {
        if let known, known.currency == currency { return known.value }
        return try reader(text, currency)
    }

    /// This value read in `known`, the currency the words decide, or screened when a file decides
    /// it (nil): refused then only if no currency reads it, in the words of `fallback`.
    func reading(known: Currency?, fallback: Currency) throws(CLIError) -> Self {
        var read = self
        if let currency = known {
            read.known = (currency, try reader(text, currency))
            return read
        }
        // Read in some currency the text may be in (its symbol's, else the one with the most decimals):
        // a text that none reads is refused now, in the words the command's own currency gives.
        for currency in Currency.candidates(in: text) + [Self.finest] where (try? reader(text, currency)) != nil {
            return read
        }
        _ = try reader(text, fallback)
        return read
    }

    /// The currency with the most decimals, in which any amount any currency reads reads too, symbols aside.
    private static var finest: Currency { Currency.all.max { $0.minorUnitDigits < $1.minorUnitDigits } ?? .default }
}

extension Option where Failure == CLIError {
    /// An option with a value that `parse` reads from its text: `--rate PCT`.
    static func parsed(
        _ name: String, short: Character? = nil, _ kind: OptionSpec.Kind, _ placeholder: String,
        repeatable: Bool = false, help: @autoclosure @escaping @Sendable () -> Bilingual,
        parse: @escaping @Sendable (String) throws(CLIError) -> Value
    ) -> Option {
        Option(.value(name, short: short, kind, placeholder, repeatable: repeatable, help: help()), parse: parse)
    }

    /// An option with a value that a library's parser reads (`Segment.init(parsing:)`), its
    /// refusal a bad value (exit 65) in the library's words.
    static func reading<Refusal: Error>(
        _ name: String, short: Character? = nil, _ kind: OptionSpec.Kind, _ placeholder: String,
        repeatable: Bool = false, help: @autoclosure @escaping @Sendable () -> Bilingual,
        _ read: @escaping @Sendable (String) throws(Refusal) -> Value
    ) -> Option {
        .parsed(name, short: short, kind, placeholder, repeatable: repeatable, help: help()) { (text) throws(CLIError) in
            do { return try read(text) } catch { throw .data(error) }
        }
    }

    /// An option whose value is one of a few words a library reads (`Warikan.Mode.init(parsing:)`,
    /// aliases such as `幹事負担` too): any other word is a usage error (exit 64), in the library's
    /// words, pointing at the command's help, as a choice outside its cases is.
    static func choosing<Refusal: Error>(
        _ name: String, short: Character? = nil, _ kind: OptionSpec.Kind, _ placeholder: String,
        help: @autoclosure @escaping @Sendable () -> Bilingual,
        _ read: @escaping @Sendable (String) throws(Refusal) -> Value
    ) -> Option {
        .parsed(name, short: short, kind, placeholder, help: help()) { (text) throws(CLIError) in
            do { return try read(text) } catch { throw .commandUsage(.error(error)) }
        }
    }

    /// An option whose value is a person's name (`--organizer`, `--via`), trimmed: blank, or with a character
    /// that must not reach a terminal (``/ShopCore/DisplayText/checkedName(_:)``), it is refused with the words,
    /// whatever the file it is looked for in.
    static func name(_ name: String, help: @autoclosure @escaping @Sendable () -> Bilingual) -> Option
    where Value == String {
        .parsed(name, .text, "NAME", help: help()) { (text) throws(CLIError) in
            do { return try DisplayText.checkedName(text) } catch { throw .data(error, label: .option(name)) }
        }
    }

    /// An option whose value is read in a currency by `read`, once the currency is known (``CurrencyDependent``).
    static func inCurrency<Read: Sendable>(
        _ name: String, _ kind: OptionSpec.Kind, _ placeholder: String, repeatable: Bool = false,
        help: @autoclosure @escaping @Sendable () -> Bilingual,
        read: @escaping @Sendable (String, Currency) throws(CLIError) -> Read
    ) -> Option where Value == CurrencyDependent<Read> {
        .parsed(name, kind, placeholder, repeatable: repeatable, help: help()) { (text) throws(CLIError) in
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
    static func roundingRule(
        _ name: String, _ placeholder: String, help: @autoclosure @escaping @Sendable () -> Bilingual
    ) -> Option {
        .choosing(name, .rounding, placeholder, help: help(), RoundingRule.init(parsing:))
    }
}

extension Option where Value == Percentage, Failure == CLIError {
    /// An option whose value is a tax rate (`10`, `8%`, `8.875`).
    static func taxRate(_ name: String, short: Character? = nil, help: @autoclosure @escaping @Sendable () -> Bilingual) -> Option
    {
        .parsed(name, short: short, .percent, "PCT", help: help()) { (text) throws(CLIError) in
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
        .parsed(
            "generate-completion-script", .choice(Completion.Shell.allCases.map(\.rawValue)), "SHELL",
            help: Bilingual(
                "print a completion script for SHELL: bash, zsh or fish", "SHELL（bash、zsh、fish）の補完スクリプトを出力します")
        ) { (name) throws(CLIError) in
            guard let shell = Completion.Shell(rawValue: name) else {
                throw .usage(.unknownShell(name, expected: Completion.Shell.allCases.map(\.rawValue)))
            }
            return shell
        }
    }
}

extension OptionSpec {
    /// `an ISO 4217 code: JPY (default), USD, … KWD …`, in each language: the seven currencies the
    /// table lists first and three more, never all 165.
    ///
    /// Written out, not built from the table at
    /// start-up (that would read the whole table for a help line nobody asked for); `OptionTableTests`
    /// checks it against the table.
    static let currencies = Bilingual(
        "an ISO 4217 code: JPY (default), USD, EUR, GBP, KRW, CNY, TWD, CHF, THB, KWD …",
        "ISO 4217 の通貨コード: JPY（既定）, USD, EUR, GBP, KRW, CNY, TWD, CHF, THB, KWD など")
}

/// The options of `shoptools` before any command.
let programOptions: [DeclaredOption] = [
    .help, .version, TypedOption<Language>.lang, TypedOption<Completion.Shell>.generateCompletionScript, .generateManual,
]

/// The declaration of `option`, for a message that names it: `declaration(of: .bill).name` is `bill`.
func declaration(of option: some OptionDeclaration<CLIError>) -> OptionSpec { option.spec }
