#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a text field holds while a person types an amount into it.
///
/// A field passes through text that is not an amount yet on the way to one
/// (`¥`, `9,8` on the way to `9,800`, `98.`). ``read(_:currency:)`` tells
/// such text apart from text that can no longer become an amount, so an app
/// shows an error only for the latter:
///
/// ```
/// text (JPY)       | reading
/// -----------------+---------------------------------------------------
/// "", "  "         | .empty
/// "¥", "9,8", "1," | .incomplete
/// "98.", "JP"      | .incomplete
/// "9,800", "９８００" | .amount(¥9,800)
/// "abc"            | .invalid(.notAnAmount("abc", reason: nil))
/// "9,8000"         | .invalid(.notAnAmount("9,8000", reason: .misplacedSeparator))
/// "1.2.3"          | .invalid(.notAnAmount("1.2.3", reason: .twoDecimalPoints))
/// "$5"             | .invalid(.currencyMismatch("$5", expected: .jpy))
/// "-", "-5"        | .invalid(.negative(…))
/// ```
///
/// The amounts are exactly those ``AmountParser`` accepts, with two
/// deliberate differences for a field in the middle of being typed: text
/// ending in a decimal point (`98.`) is incomplete, not yet `98`; and any
/// minus sign is invalid at once (`-`, `-0`), as an amount to pay is never
/// negative.
public enum TypedAmount: Sendable, Equatable {
    /// Nothing typed, or only spaces.
    case empty
    /// Not an amount yet, but characters typed at the end can make it one.
    case incomplete
    /// An amount, exactly as ``Money/init(parsing:currency:allowsNegative:)`` reads it.
    case amount(Money)
    /// Text that no characters typed at the end can make an amount; the error
    /// says why, naming the text as typed.
    case invalid(ShopCoreError)

    /// Reads what a text field holds; never throws and never traps.
    ///
    /// "Incomplete" means: some text appended at the end makes it an amount
    /// (digits to finish a thousands group or a decimal, the rest of a
    /// currency symbol or code such as `JPY`, a digit after a symbol).
    /// - Parameters:
    ///   - text: the field's text, as typed.
    ///   - currency: the field's currency; its symbols and code may stand at
    ///     either end, another currency's symbol is invalid.
    /// - Returns: what the text is on its way to: empty, incomplete, an amount, or invalid with the error.
    public static func read(_ text: String, currency: Currency) -> TypedAmount {
        let folded = TextNormalizer.foldedAndTrimmed(text)
        if folded.isEmpty { return .empty }
        if hasMinus(folded, currency: currency) { return .invalid(.negative(text)) }
        let error: ShopCoreError
        do {
            let value = try AmountParser.exactAmount(text, currency: currency, allowsNegative: false)
            // `98.` reads as 98, but a person typing it is on the way to `98.5`.
            guard folded.hasSuffix(".") else { return .amount(Money(value.decimal, currency)) }
            return .incomplete
        } catch let refused {
            error = refused
        }
        for ending in endings(of: folded, currency: currency)
        where (try? AmountParser.exactAmount(text + ending, currency: currency, allowsNegative: false)) != nil {
            return .incomplete
        }
        return .invalid(error)
    }

    // MARK: - Implementation

    /// A minus where a sign would stand: first, or after this currency's prefix (`¥-5`).
    private static func hasMinus(_ folded: String, currency: Currency) -> Bool {
        if folded.hasPrefix("-") { return true }
        return currency.prefixes.contains { prefix in
            folded.hasPrefix(prefix)
                && TextNormalizer.trimmed(String(folded.unicodeScalars.dropFirst(prefix.unicodeScalars.count))).hasPrefix("-")
        }
    }

    /// What may still be typed at the end: up to three digits (a thousands
    /// group, a decimal, a digit after a symbol), and the rest of a currency
    /// symbol, suffix or code that the text ends with the beginning of.
    private static func endings(of folded: String, currency: Currency) -> [String] {
        var endings = ["0", "00", "000"]
        for affix in currency.prefixes + currency.suffixes + [currency.code] {
            let scalars = Array(affix.unicodeScalars)
            for length in stride(from: scalars.count - 1, through: 1, by: -1)
            where folded.unicodeScalars.reversed().starts(with: scalars[..<length].reversed()) {
                let rest = TextNormalizer.string(scalars[length...])
                endings += [rest, rest + "0"]
            }
        }
        return endings
    }
}
