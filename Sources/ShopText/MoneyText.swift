import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Amounts as people read them in each language.
///
/// ```
/// amount        | English   | Japanese
/// --------------+-----------+----------
/// 6860 JPY      | ¥6,860    | 6,860円
/// -50 JPY       | -¥50      | -50円
/// 68.60 USD     | $68.60    | $68.60
/// 3.499 USD     | $3.499    | $3.499
/// ```
///
/// Yen are written with 円 after the number in Japanese, as every Japanese
/// shop writes them; other currencies keep their symbol. The digits are
/// exact: an amount with more decimals than its currency's minor unit shows
/// them all, never rounded.
public enum MoneyText {
    /// `money` for people reading `language`.
    public static func format(_ money: Money, in language: Language) -> String {
        guard language == .japanese, money.currency == .jpy else { return money.humanText }
        return format(money.amount, yenIn: .japanese)
    }

    /// An amount of yen written the Japanese way (`6,860円`).
    static func format(_ amount: Decimal, yenIn language: Language) -> String {
        yen(MoneyFormat.human(amount, .jpy))
    }

    /// An exact amount for `language`, without a round trip through `Decimal`.
    package static func format(_ exact: ExactDecimal, _ currency: Currency, in language: Language) -> String {
        let text = MoneyFormat.human(exact, currency)
        return language == .japanese && currency == .jpy ? yen(text) : text
    }

    /// `¥6,860` written as `6,860円` (`-¥50` as `-50円`).
    private static func yen(_ english: String) -> String {
        let negative = english.hasPrefix("-")
        // `String(…)` of the digits: `+` of a string and a substring calls the standard library's
        // generic `append(contentsOf:)`, whose first call scans every conformance of the binary.
        return (negative ? "-" : "") + String(english.drop { $0 == "-" || $0 == "¥" }) + "円"
    }

    /// An exact share for `language`: exact when it terminates within
    /// ``/ShopCore/Bounds/maximumDecimals`` decimals (`¥1,000`, `$62.5014`),
    /// otherwise rounded half-even to two digits past the minor unit and
    /// marked `≈` (`≈¥333.33`, `≈333.33円`); see ``/ShopCore/Fraction/shown(in:)``.
    public static func share(_ share: Fraction, _ currency: Currency, in language: Language) -> String {
        guard let (amount, isExact) = try? share.shown(in: currency) else { return share.description }
        return (isExact ? "" : "≈") + format(Money(amount, currency), in: language)
    }

    /// A rounding unit (`¥100`, `100円`, `$0.25`).
    public static func unit(_ unit: Decimal, _ currency: Currency, in language: Language) -> String {
        format(Money(unit, currency), in: language)
    }
}

extension Money {
    /// The amount for people reading `language` (see ``MoneyText``).
    public func text(in language: Language) -> String { MoneyText.format(self, in: language) }
}
