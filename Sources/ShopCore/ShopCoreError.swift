/// Everything that can be wrong with an amount, a unit or a currency.
///
/// Each message names the offending text and says what was expected, so a
/// command-line tool can print it as it is.
public enum ShopCoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not an amount at all; `reason` says why (`"1.5.5"`:
    /// ``Reason/twoDecimalPoints``), nil when it is no number at all (`"abc"`).
    case notAnAmount(String, reason: Reason?)
    /// The text is not a plain decimal (`"1e5"`: ``Reason/exponent``); nil
    /// when it is no number at all.
    case notADecimal(String, reason: Reason?)
    /// A negative amount where only zero or more makes sense.
    case negative(String)
    /// More digits after the point than `limit` (trailing zeros aside):
    /// ``Bounds/maximumDecimals`` for what people type and hand in, 38 for
    /// what ShopCore can hold at all.
    case tooManyDecimals(String, limit: Int)
    /// A value or an intermediate result beyond the exact range.
    case tooLarge(String)
    /// A division whose divisor is zero.
    case divisionByZero
    /// A currency code that ShopCore does not know: not an active ISO 4217
    /// code with a minor unit (`XYZ`; withdrawn `DEM`, `VEF`; `XAU`).
    case unknownCurrency(String)
    /// A currency symbol written in the text that belongs to another currency.
    case currencyMismatch(String, expected: Currency)
    /// A rounding unit that is not a positive multiple of the currency's minor unit.
    case invalidUnit(String, currency: Currency)
    /// A rounding mode name that is not one of ``RoundingRule``'s.
    case unknownRoundingMode(String)
    /// A unit to round to or to test multiples of that is zero or negative.
    case nonPositiveUnit(String)
    /// An exact result (a ``Fraction``) whose numerator or denominator
    /// would need more than `digits` digits.
    case exactValueTooLarge(digits: Int)
    /// Two amounts of different currencies in one sum, difference or comparison.
    case mixedCurrencies(Currency, Currency)
    /// Text that is no percentage at all (`"abc%"`).
    case notAPercentage(String)
    /// A percentage below 0 or above 100.
    case percentageOutOfRange(String)
    /// A share that is not `NAME`, `NAME:WEIGHT`, `NAME=AMOUNT` or `NAME=P%`.
    case malformedShare(String)
    /// A name with a character that must not reach a terminal.
    case unsafeName(String, scalar: Unicode.Scalar)
    /// A label (what an expense or an item was) with a character that must not reach a terminal.
    case unsafeLabel(String, scalar: Unicode.Scalar)
    /// A name or a label that is empty or only white space (the text as given).
    case blankName(String)
    /// A date that is not `YYYY-MM-DD`, or a day the calendar does not have (`2026-02-30`): the text as given.
    case notADate(String)
    /// An amount to pay (a price, a total) finer than the currency's minor unit
    /// (`9.8` yen, `$0.005`), the text as given; ``thousandsReading`` says when the
    /// text reads as a thousands separator (`9.800` for ¥9,800).
    case notPayable(String, currency: Currency)

    /// What is wrong, in one short English sentence with the values the case carries.
    ///
    /// ShopText words every case in English and Japanese (`text(in:)`).
    public var description: String {
        switch self {
        case .notAnAmount(let text, let reason):
            return "\(quoted(text)) is not an amount" + (reason.map { ": \($0)" } ?? "")
        case .notADecimal(let text, let reason):
            return "\(quoted(text)) is not a decimal number" + (reason.map { ": \($0)" } ?? "")
        case .negative(let text):
            return "\(quoted(text)) is negative; expected an amount of 0 or more"
        case .tooManyDecimals(let text, let limit):
            return "\(quoted(text)) has too many decimals (at most \(limit))"
        case .tooLarge(let text):
            return "\(quoted(text)) is too large to compute exactly; amounts must be below \(Bounds.maximumAmountText)"
        case .divisionByZero:
            return "division by zero"
        case .unknownCurrency(let code):
            return "unknown currency \(quoted(code)); expected an ISO 4217 code in use today, such as JPY, USD, EUR or CHF"
        case .currencyMismatch(let text, let expected):
            return "\(quoted(text)) is not in \(expected.code)"
        case .invalidUnit(let text, let currency):
            return "rounding unit \(quoted(text)) is not a positive multiple of \(currency.minorUnitText) \(currency.code)"
        case .unknownRoundingMode(let text):
            return
                "unknown rounding mode \(quoted(text)); expected one of \(RoundingRule.allCases.map(\.rawValue).joined(separator: ", "))"
        case .nonPositiveUnit(let text):
            return "unit \(quoted(text)) is not above 0"
        case .exactValueTooLarge(let digits):
            return "the exact result needs more than \(digits) digits; it is too large to compute exactly"
        case .mixedCurrencies(let first, let second):
            return "cannot combine amounts in \(first.code) and \(second.code)"
        case .notAPercentage(let text):
            return "\(quoted(text)) is not a percentage"
        case .percentageOutOfRange(let text):
            return "percentage \(quoted(text)) is not between 0 and 100"
        case .malformedShare(let text):
            return "\(quoted(text)) is not NAME, NAME:WEIGHT, NAME=AMOUNT or NAME=P%"
        case .unsafeName(let name, let scalar):
            return "name \(quoted(name)) has a control character (\(DisplayText.codePoint(scalar)))"
        case .unsafeLabel(let label, let scalar):
            return "label \(quoted(label)) has a control character (\(DisplayText.codePoint(scalar)))"
        case .blankName(let text):
            return text.isEmpty ? "a name is empty" : "name \(quoted(text)) is blank"
        case .notADate(let text):
            return "\(quoted(text)) is not a date; expected YYYY-MM-DD, a day the calendar has (2026-12-01)"
        case .notPayable(let text, let currency):
            return "\(quoted(text)) is not a whole number of \(currency.code) \(currency.minorUnitText); money is paid in "
                + "the currency's minor unit"
                + (thousandsReading.map { " (the point in \(text) is a decimal point; for \($0) write \($0.filter(\.isNumber)))" }
                    ?? "")
        }
    }

    /// For ``notPayable(_:currency:)`` of text written as with a thousands separator
    /// in a currency without minor digits (`9.800`, `1.980`, `12.345` yen; not `0.005`), the
    /// amount it would be if the point were that separator (`9,800`); nil otherwise.
    public var thousandsReading: String? {
        guard case .notPayable(let text, let currency) = self, currency.minorUnitDigits == 0 else { return nil }
        let folded = TextNormalizer.foldedAndTrimmed(text)
        let parts = folded.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...3).contains(parts[0].count), parts[0].first != "0", parts[1].count == 3,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        return parts[0] + "," + parts[1]
    }
}

extension ShopCoreError {
    /// Why text is not an amount or a plain decimal.
    ///
    /// ```
    /// case                  | example     | description
    /// ----------------------+-------------+--------------------------------------------
    /// empty                 | ""          | empty
    /// noDigits              | "¥"         | no digits
    /// twoDecimalPoints      | "1.5.5"     | two decimal points
    /// misplacedSeparator    | "1,98"      | misplaced thousands separator
    /// separatorAfterPoint   | "1.5,0"     | thousands separator after the decimal point
    /// separatorsNotAccepted | "1,5" (rate)| thousands separators are not accepted here
    /// unexpectedSpace       | "1 000"     | unexpected space
    /// notFinite             | "NaN"       | not a finite number
    /// hexadecimal           | "0x10"      | hexadecimal is not accepted
    /// exponent              | "1e5"       | exponent notation is not accepted
    /// expression            | "1980*3"    | an expression, not a plain amount
    /// percentage            | "30%"       | a percentage is a rate
    /// ```
    public enum Reason: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Nothing but white space.
        case empty
        /// Symbols or a point but no digit.
        case noDigits
        /// More than one decimal point.
        case twoDecimalPoints
        /// A thousands separator not followed by exactly three digits.
        case misplacedSeparator
        /// A thousands separator in the decimals.
        case separatorAfterPoint
        /// A thousands separator where only plain decimals are read (rates, weights).
        case separatorsNotAccepted
        /// A space inside the number.
        case unexpectedSpace
        /// `NaN`, `inf`, `∞`.
        case notFinite
        /// `0x10`.
        case hexadecimal
        /// `1e5`.
        case exponent
        /// Arithmetic (`1980*3`, `+5`), which the Calculator module evaluates.
        case expression
        /// A number and a percent sign alone (`30%`, `１００％`): a rate, where an amount goes. (In an
        /// expression, `9800*30%`, the calculator's percent key applies.)
        case percentage

        /// The reason in English, as messages show it.
        public var description: String {
            switch self {
            case .empty: return "empty"
            case .noDigits: return "no digits"
            case .twoDecimalPoints: return "two decimal points"
            case .misplacedSeparator: return "misplaced thousands separator"
            case .separatorAfterPoint: return "thousands separator after the decimal point"
            case .separatorsNotAccepted: return "thousands separators are not accepted here"
            case .unexpectedSpace: return "unexpected space"
            case .notFinite: return "not a finite number"
            case .hexadecimal: return "hexadecimal is not accepted"
            case .exponent: return "exponent notation is not accepted"
            case .expression: return "an expression, not a plain amount"
            case .percentage: return "a percentage is a rate"
            }
        }
    }
}

/// The text in double quotes, with quotes, control characters and every
/// other character ``DisplayText`` keeps from a terminal (C1 controls,
/// U+2028, bidirectional overrides) escaped as `\uXXXX`, so that a message
/// stays on one line and reads in the order it is stored; cut to its first
/// `limit` characters (marked `…`; 64 by default, nil for none, a negative
/// limit counts as 0) so a pasted page does not flood the terminal.
///
/// Paths are never cut.
public func quoted(_ text: String, limit: Int? = 64) -> String {
    guard let limit, text.unicodeScalars.count > max(0, limit) else {
        return JSONString.quoted(text, escaping: DisplayText.isUnsafe)
    }
    var cut = ""
    for scalar in text.unicodeScalars.prefix(max(0, limit)) { cut.unicodeScalars.append(scalar) }
    return JSONString.quoted(cut + "…", escaping: DisplayText.isUnsafe)
}
