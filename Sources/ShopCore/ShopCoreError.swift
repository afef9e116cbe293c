/// Everything that can be wrong with an amount, a unit or a currency.
///
/// Each message names the offending text and says what was expected, so a
/// command-line tool can print it as it is.
public enum ShopCoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not an amount at all; `reason` says why (`"1.5.5"`: two decimal points).
    case notAnAmount(String, reason: String?)
    /// The text is a number but not a plain decimal (`"1e5"`, `"0x10"`).
    case notADecimal(String, reason: String?)
    /// A negative amount where only zero or more makes sense.
    case negative(String)
    /// More digits after the point than ShopCore keeps exactly.
    case tooManyDecimals(String, limit: Int)
    /// A value or an intermediate result beyond the exact range.
    case tooLarge(String)
    /// A division whose divisor is zero.
    case divisionByZero
    /// A currency code that ShopCore does not know.
    case unknownCurrency(String)
    /// A currency symbol written in the text that belongs to another currency.
    case currencyMismatch(String, expected: Currency)
    /// A rounding unit that is not a positive multiple of the currency's minor unit.
    case invalidUnit(String, currency: Currency)
    /// A rounding mode name that is not one of ``RoundingRule``'s.
    case unknownRoundingMode(String)

    public var description: String {
        switch self {
        case .notAnAmount(let text, let reason):
            return "\(quoted(text)) is not an amount" + (reason.map { ": \($0)" } ?? "")
        case .notADecimal(let text, let reason):
            return "\(quoted(text)) is not a decimal number" + (reason.map { ": \($0)" } ?? "")
        case .negative(let text):
            return "\(quoted(text)) is negative; expected an amount of 0 or more"
        case .tooManyDecimals(let text, let limit):
            return "\(quoted(text)) has more than \(limit) digits after the decimal point"
        case .tooLarge(let text):
            return "\(quoted(text)) is too large to compute exactly; amounts must be below \(Bounds.maximumAmountText)"
        case .divisionByZero:
            return "division by zero"
        case .unknownCurrency(let code):
            return "unknown currency \(quoted(code)); expected one of \(Currency.all.map(\.code).joined(separator: ", "))"
        case .currencyMismatch(let text, let expected):
            return "\(quoted(text)) is not in \(expected.code); use --currency to change the currency"
        case .invalidUnit(let text, let currency):
            return "rounding unit \(quoted(text)) is not a positive multiple of \(currency.minorUnitText) \(currency.code)"
        case .unknownRoundingMode(let text):
            return "unknown rounding mode \(quoted(text)); expected one of \(RoundingRule.allCases.map(\.rawValue).joined(separator: ", "))"
        }
    }
}

/// The text in double quotes, with quotes and control characters escaped so
/// that a message stays on one line, and cut to its first `limit` characters
/// (marked `…`; 64 by default, nil for none) so a pasted page does not flood
/// the terminal. Paths are never cut.
public func quoted(_ text: String, limit: Int? = 64) -> String {
    guard let limit, text.unicodeScalars.count > limit else { return JSONString.quoted(text) }
    var cut = ""
    for scalar in text.unicodeScalars.prefix(limit) { cut.unicodeScalars.append(scalar) }
    return JSONString.quoted(cut + "…")
}
