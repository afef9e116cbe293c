#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An ISO 4217 currency: its code, the digits of its minor unit and the
/// symbols people write with it.
///
/// ```
/// code | minor digits | minor unit | symbol | also read
/// -----+--------------+------------+--------+-----------------
/// JPY  | 0            | 1          | ¥      | ￥, 円 (suffix)
/// USD  | 2            | 0.01       | $      | US$
/// EUR  | 2            | 0.01       | €      |
/// GBP  | 2            | 0.01       | £      |
/// KRW  | 0            | 1          | ₩      | 원 (suffix)
/// CNY  | 2            | 0.01       | CN¥    | ¥, ￥, 元 (suffix)
/// TWD  | 2            | 0.01       | NT$    | $, 元 (suffix)
/// ```
public struct Currency: Sendable, Hashable, CustomStringConvertible {
    /// The ISO 4217 code, upper case (`JPY`).
    public let code: String
    /// How many digits follow the decimal point in the minor unit (0 for yen, 2 for cents).
    public let minorUnitDigits: Int
    /// The symbol shown before human-formatted amounts (`¥`, `$`).
    public let symbol: String
    /// Other symbols accepted before an amount.
    public let otherPrefixes: [String]
    /// Symbols accepted after an amount (`円`, `元`).
    public let suffixes: [String]

    /// The ISO 4217 code (`JPY`), as JSON and `--currency` write it.
    public var description: String { code }

    /// The smallest amount of the currency: `1` for JPY, `0.01` for USD.
    public var minorUnit: Decimal {
        Decimal(sign: .plus, exponent: -minorUnitDigits, significand: 1)
    }

    package var minorUnitExact: ExactDecimal {
        ExactDecimal(unchecked: false, 1, minorUnitDigits)  // 0 or 2: the currencies are fixed
    }

    /// The minor unit as plain text (`1`, `0.01`).
    public var minorUnitText: String { minorUnitExact.plainText }

    /// Japanese yen: `¥`, no minor digits (`¥9,800`, also `９８００円`).
    public static let jpy = Currency(code: "JPY", minorUnitDigits: 0, symbol: "¥", otherPrefixes: ["￥"], suffixes: ["円"])
    /// US dollar: `$`, two minor digits (`$98.50`, also `US$98.50`).
    public static let usd = Currency(code: "USD", minorUnitDigits: 2, symbol: "$", otherPrefixes: ["US$"], suffixes: [])
    /// Euro: `€` before or after the amount, two minor digits.
    public static let eur = Currency(code: "EUR", minorUnitDigits: 2, symbol: "€", otherPrefixes: [], suffixes: ["€"])
    /// Pound sterling: `£`, two minor digits.
    public static let gbp = Currency(code: "GBP", minorUnitDigits: 2, symbol: "£", otherPrefixes: [], suffixes: [])
    /// South Korean won: `₩`, no minor digits (also `원` after).
    public static let krw = Currency(code: "KRW", minorUnitDigits: 0, symbol: "₩", otherPrefixes: ["￦"], suffixes: ["원"])
    /// Chinese yuan: `CN¥`, two minor digits (also `¥`, `RMB` before, `元` after).
    public static let cny = Currency(
        code: "CNY", minorUnitDigits: 2, symbol: "CN¥", otherPrefixes: ["¥", "￥", "RMB"], suffixes: ["元"])
    /// New Taiwan dollar: `NT$`, two minor digits (also `$` before, `元` after).
    public static let twd = Currency(code: "TWD", minorUnitDigits: 2, symbol: "NT$", otherPrefixes: ["$"], suffixes: ["元"])

    /// Every currency ShopCore knows, in the order help texts list them.
    public static let all: [Currency] = [.jpy, .usd, .eur, .gbp, .krw, .cny, .twd]

    /// The currency used when none is chosen: Japanese yen, as in the original apps.
    public static let `default` = Currency.jpy

    /// Looks a currency up by its ISO 4217 code, in any letter case.
    /// - Throws: ``ShopCoreError/unknownCurrency(_:)`` for a code not in ``all``.
    public init(code: String) throws(ShopCoreError) {
        let key = TextNormalizer.trimmed(code).uppercased()
        guard let found = Currency.all.first(where: { $0.code == key }) else {
            throw .unknownCurrency(code)
        }
        self = found
    }

    private init(code: String, minorUnitDigits: Int, symbol: String, otherPrefixes: [String], suffixes: [String]) {
        self.code = code
        self.minorUnitDigits = minorUnitDigits
        self.symbol = symbol
        self.otherPrefixes = otherPrefixes
        self.suffixes = suffixes
    }

    /// The currencies whose symbol or code stands at either end of `text`
    /// (`$5`: USD and TWD; `CN¥5`: CNY; `5`: none), in ``all``'s order.
    package static func written(in text: String) -> [Currency] {
        all.filter { currency in
            currency.prefixes.contains(where: text.hasPrefix)
                || (currency.suffixes + [currency.code]).contains(where: text.hasSuffix)
        }
    }

    /// Every prefix this currency accepts, longest first so `NT$` wins over `$`.
    var prefixes: [String] {
        ([symbol] + otherPrefixes + [code]).sorted { $0.count > $1.count }
    }
}
