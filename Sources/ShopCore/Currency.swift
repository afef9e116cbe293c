#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An ISO 4217 currency: its code, the digits of its minor unit and the
/// symbols people write with it.
///
/// ShopCore knows every currency of ISO 4217 list one that has a minor unit
/// (165 codes, from `AED` to `ZWG`, funds codes such as `CLF` included; see
/// ``all``); the table, its source and its date are in
/// `Currency+ISO4217.swift`. The minor unit has 0, 2, 3 or 4 digits:
///
/// ```
/// code | minor digits | minor unit | shown as    | also read
/// -----+--------------+------------+-------------+------------------------
/// JPY  | 0            | 1          | ¥9,800      | ￥, 円 (suffix)
/// USD  | 2            | 0.01       | $98.50      | US$
/// EUR  | 2            | 0.01       | €12.00      | € (suffix)
/// GBP  | 2            | 0.01       | £7.99       |
/// KRW  | 0            | 1          | ₩15,000     | ￦, 원 (suffix)
/// CNY  | 2            | 0.01       | CN¥88.80    | ¥, ￥, RMB, 元 (suffix)
/// TWD  | 2            | 0.01       | NT$350.00   | $, 元 (suffix)
/// THB  | 2            | 0.01       | ฿120.00     | ฿ (suffix)
/// CHF  | 2            | 0.01       | CHF 12.50   |
/// PLN  | 2            | 0.01       | PLN 12.50   | zł (suffix)
/// ISK  | 0            | 1          | ISK 1,500   |
/// KWD  | 3            | 0.001      | KWD 700.000 |
/// CLF  | 4            | 0.0001     | CLF 1.2500  |
/// ```
///
/// A currency with a sign of its own that no other currency uses is shown
/// with it (`฿`, `₹`, `CA$`, `A$`); every other one is shown with its code
/// and a space (`CHF 12.50`), as is any symbol ending in a letter. Every
/// currency's code is read before or after an amount (`CHF 12.50`, `12.50 CHF`).
///
/// A symbol several currencies share is read as it was before the table grew:
/// `$` is US or Taiwan dollars, `¥` yen or yuan; no other currency takes
/// `$`, `¥`, `£`, `kr` or `R`, so `$5` never becomes Canadian dollars.
public struct Currency: Sendable, Hashable, CustomStringConvertible {
    /// A row of the table, made once and shared by every value of its currency: an amount is a
    /// `Decimal` and one reference, so a cart of 100,000 items holds no copies of the symbols.
    private final class Row: Sendable {
        let code: String
        let minorUnitDigits: Int
        let symbol: String
        let otherPrefixes: [String]
        let suffixes: [String]
        let prefixes: [String]
        let amountPrefix: String

        init(code: String, minorUnitDigits: Int, symbol: String, otherPrefixes: [String], suffixes: [String]) {
            (self.code, self.minorUnitDigits, self.symbol) = (code, minorUnitDigits, symbol)
            (self.otherPrefixes, self.suffixes) = (otherPrefixes, suffixes)
            // The code once, even where it is the symbol; a plain sort, as the table is built at first use.
            prefixes = ([symbol] + otherPrefixes + (symbol == code ? [] : [code])).sorted {
                $0.count != $1.count ? $0.count > $1.count : $0 < $1
            }
            amountPrefix = symbol.unicodeScalars.last?.properties.isAlphabetic == true ? symbol + " " : symbol
        }
    }

    private let row: Row

    /// The ISO 4217 code, upper case (`JPY`).
    public var code: String { row.code }
    /// How many digits follow the decimal point in the minor unit: 0 (yen),
    /// 2 (cents), 3 (the Kuwaiti fils) or 4 (the Chilean `CLF`).
    public var minorUnitDigits: Int { row.minorUnitDigits }
    /// The symbol shown before human-formatted amounts (`¥`, `$`); the code
    /// itself for a currency without a symbol of its own (`CHF`).
    public var symbol: String { row.symbol }
    /// Other symbols accepted before an amount.
    public var otherPrefixes: [String] { row.otherPrefixes }
    /// Symbols accepted after an amount (`円`, `元`).
    public var suffixes: [String] { row.suffixes }
    /// Every prefix this currency accepts (its symbol, ``otherPrefixes`` and
    /// its code), longest first so `NT$` wins over `$`.
    var prefixes: [String] { row.prefixes }

    /// The ISO 4217 code (`JPY`), as JSON and `--currency` write it.
    public var description: String { code }

    /// The smallest amount of the currency: `1` for JPY, `0.01` for USD, `0.001` for KWD.
    public var minorUnit: Decimal {
        Decimal(sign: .plus, exponent: -minorUnitDigits, significand: 1)
    }

    package var minorUnitExact: ExactDecimal {
        // The table holds 0 to 4 digits (checked by the table's tests), far inside ExactDecimal's scale.
        ExactDecimal(unchecked: false, 1, minorUnitDigits)
    }

    /// The minor unit as plain text (`1`, `0.01`, `0.001`).
    public var minorUnitText: String { minorUnitExact.plainText }

    /// What stands before the digits of a human-formatted amount: the
    /// symbol (`¥`, `CA$`), followed by a space when it ends in a letter
    /// (`CHF `, `FCFA `) so that a code never runs into the number.
    ///
    /// Made once with the currency's row: every amount a list of 100,000 items shows starts with it, and
    /// the Unicode property lookup behind it is not free.
    public var amountPrefix: String { row.amountPrefix }

    /// `exact` as ``MoneyFormat`` writes it for people (`¥6,860`, `-$68.60`), made in one buffer on the stack
    /// for a whole amount of up to 18 digits in a currency without a minor unit (yen, won): every amount
    /// of a list of 100,000 items is one; nil for any other amount, which the general path writes.
    package func wholeAmountText(_ exact: ExactDecimal) -> String? {
        guard row.minorUnitDigits == 0, exact.scale == 0, exact.magnitude < 1_000_000_000_000_000_000 else { return nil }
        var rest = UInt64(exact.magnitude)
        var prefix = row.amountPrefix
        return prefix.withUTF8 { prefix in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefix.count + 32) { buffer in
                // The digits with their commas, from the end.
                var end = buffer.count, digits = 0
                repeat {
                    if digits > 0 && digits % 3 == 0 {
                        end -= 1
                        buffer[end] = UInt8(ascii: ",")
                    }
                    end -= 1
                    buffer[end] = UInt8(truncatingIfNeeded: rest % 10) + UInt8(ascii: "0")
                    rest /= 10
                    digits += 1
                } while rest != 0
                end -= prefix.count
                for (offset, byte) in prefix.enumerated() { buffer[end + offset] = byte }
                if exact.isNegative {
                    end -= 1
                    buffer[end] = UInt8(ascii: "-")
                }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[end...]), as: UTF8.self)
            }
        }
    }

    /// Every currency ShopCore knows, in the order help texts list them:
    /// the seven it has always known (JPY, USD, EUR, GBP, KRW, CNY, TWD),
    /// then the rest of ISO 4217 list one by code.
    public static let all: [Currency] = {
        let first: [Currency] = [.jpy, .usd, .eur, .gbp, .krw, .cny, .twd]
        return first + iso4217.filter { !first.contains($0) }
    }()

    /// The currency used when none is chosen: Japanese yen, as in the original apps.
    public static let `default` = Currency.jpy

    /// The currencies by code, for ``init(code:)``.
    private static let byCode: [String: Currency] = Dictionary(
        all.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

    /// Looks a currency up by its ISO 4217 code, in any letter case.
    /// - Throws: ``ShopCoreError/unknownCurrency(_:)`` for a code not in
    ///   ``all``: an unknown code (`XYZ`), a withdrawn one (`DEM`, `VEF`) or
    ///   one without a minor unit (`XAU`, `XXX`).
    public init(code: String) throws(ShopCoreError) {
        let key = TextNormalizer.trimmed(code).uppercased()
        guard let found = Currency.byCode[key] else { throw .unknownCurrency(code) }
        self = found
    }

    /// A row of the table: `symbol` nil means the code is shown.
    init(_ code: String, _ minorUnitDigits: Int, symbol: String? = nil, otherPrefixes: [String] = [], suffixes: [String] = []) {
        row = Row(
            code: code, minorUnitDigits: minorUnitDigits, symbol: symbol ?? code, otherPrefixes: otherPrefixes,
            suffixes: suffixes)
    }

    /// Two currencies are the same when their codes are: the table has one row a code (the same row,
    /// as a rule, found without comparing the codes).
    public static func == (lhs: Currency, rhs: Currency) -> Bool { lhs.row === rhs.row || lhs.code == rhs.code }

    /// Hashes the code alone, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// The currencies whose symbol or code stands at either end of `text`
    /// (`$5`: USD and TWD; `CN¥5`: CNY; `5 CHF`: CHF; `5`: none), in ``all``'s order.
    package static func written(in text: String) -> [Currency] {
        candidates(in: text).filter { currency in
            currency.prefixes.contains(where: text.hasPrefix)
                || (currency.suffixes + [currency.code]).contains(where: text.hasSuffix)
        }
    }

    /// The currencies that may have a prefix, suffix or code at either end of `text`, in ``all``'s order:
    /// those with one that starts with `text`'s first character or ends with its last (a prefix
    /// matches character by character, so its first character is the text's).
    ///
    /// A few of ``all``, found without comparing the text with every symbol. A text that starts
    /// and ends with a digit (`9800`, `1`) has none, and is answered without building the tables
    /// (or ``all``): no prefix starts with a digit and no suffix or code ends with one, and none is
    /// empty (`CurrencyTableTests` holds the table to that). A plain amount is what most command
    /// lines give, and the tables cost more than the rest of such a run.
    package static func candidates(in text: String) -> [Currency] {
        guard let first = text.first, let last = text.last else { return [] }
        if isDigit(first) && isDigit(last) { return [] }
        let places = (byFirstCharacter[first] ?? []) + (byLastCharacter[last] ?? [])
        return places.count <= 1 ? places.map { all[$0] } : Set(places).sorted().map { all[$0] }
    }

    /// An ASCII digit, `0` to `9`: what no sign starts or ends with.
    static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isWholeNumber }

    /// Each first character of a prefix, to the places in ``all`` of the currencies with one.
    private static let byFirstCharacter: [Character: [Int]] = {
        var table: [Character: [Int]] = [:]
        for (place, currency) in all.enumerated() {
            for first in Set(currency.prefixes.compactMap(\.first)) { table[first, default: []].append(place) }
        }
        return table
    }()

    /// Each last character of a suffix or code, to the places in ``all`` of the currencies with one.
    private static let byLastCharacter: [Character: [Int]] = {
        var table: [Character: [Int]] = [:]
        for (place, currency) in all.enumerated() {
            for last in Set((currency.suffixes + [currency.code]).compactMap(\.last)) {
                table[last, default: []].append(place)
            }
        }
        return table
    }()

}
