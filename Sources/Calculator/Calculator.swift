import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Shop-calculator expressions, evaluated exactly.
///
/// `1980*3`, `9800-30%`, `(1000+980)*8%`, `１９８０×３`: the four operations
/// with the usual precedence, parentheses, unary minus and plus, and percent
/// as on a shop calculator:
///
/// ```
/// input          | means              | result
/// ---------------+--------------------+-------
/// 9800-30%       | 9800 − 9800×30/100 | 6860
/// 9800+10%       | 9800 + 9800×10/100 | 10780
/// 9800*30%       | 9800×30/100        | 2940
/// 9800/50%       | 9800/(50/100)      | 19600
/// 15%            | 15/100             | 0.15
/// (1000+980)*8%  | 1980×8/100         | 158.4
/// -5, 3*-2       | unary minus        | -5, -6
/// +5, 3*+2, -+5  | unary plus         | 5, 6, -5
/// 5++3, 5-+3     | 5 + (+3), 5 − (+3) | 8, 2
/// $5+¥5          | two currencies     | error
/// ```
///
/// Numbers may carry currency symbols (`¥1,980*3`), all of one currency;
/// a number without a symbol goes with any.
///
/// Every expression is computed with exact ``/ShopCore/Fraction``s and
/// rounded once, at the end: `1/3*3` is exactly `1`, and a result that does
/// not terminate (`1/3`) is the exact value rounded half-even to the scale
/// asked for and marked inexact. A value of 10^15 or more, on the way or at
/// the end, is refused. An expression whose fractions would need more than
/// ``maximumFractionDigits`` digits (hundreds of divisions by different
/// numbers) is computed again in decimals rounded half-even at
/// ``maximumExactDecimals`` digits after every product and quotient, and the
/// result is marked inexact.
public enum Calculator {
    /// The deepest nesting of parentheses accepted; deeper is an error, not a stack overflow.
    public static let maximumNesting = 200
    /// The default number of decimals an inexact result is shown with.
    public static let defaultScale = 10
    /// The most decimals an inexact result can be shown with.
    public static let maximumScale = 20
    /// The most decimals an exact result is shown with, in full, whatever
    /// the scale: 22, so that every value below 10^15 (15 digits before the
    /// point) fits the 38 digits of a `Decimal`.
    ///
    /// A value that terminates later (`1/1024/1024/1024`, 30 decimals) is
    /// shown rounded to the scale and marked inexact, like one that does not
    /// terminate.
    public static let maximumExactDecimals = 22
    /// The most digits the numerator or the denominator of an exact value
    /// may have on the way.
    ///
    /// Far more than a shop's arithmetic needs (`1/7/11/13*1001` needs 4):
    /// an expression that needs more (`1/2+1/3+1/5+…+1/997`, the primes
    /// below 1,000, needs 416) is computed in rounded decimals instead and
    /// marked inexact, so that no expression takes long to compute.
    public static let maximumFractionDigits = 300

    /// Evaluates `expression`.
    /// - Parameters:
    ///   - expression: what was typed: `9800-30%`, `(1000+980)*8%`, `１９８０×３`.
    ///   - currency: whose symbols numbers may carry; nil accepts any known currency's.
    /// - Returns: the exact value as a fraction, and the decimal shown.
    /// - Throws: ``CalcError`` with the position of the problem.
    public static func evaluate(_ expression: String, currency: Currency? = nil) throws(CalcError) -> Calculation {
        let tokens = try Tokenizer.tokens(expression, currency: currency)
        let isNumber = tokens.count == 1
        var exact = Parser<Fraction>(tokens: tokens, expression: expression)
        if let result = try exact.evaluate() {
            do {
                return try Calculation(result.value, isPlainNumber: isNumber)
            } catch {
                // Not met: below 10^15 with 22 decimals is 37 digits, within the 38 an exact decimal has.
                throw CalcError(.outOfRange, at: 1, in: expression)
            }
        }
        // A fraction on the way would not fit: decimals rounded on the way, marked inexact.
        var rounded = Parser<ExactDecimal>(tokens: tokens, expression: expression)
        // Decimals always fit themselves: nil is not met.
        guard let result = try rounded.evaluate() else { throw CalcError(.outOfRange, at: 1, in: expression) }
        return Calculation(rounded: result.value, isPlainNumber: isNumber)
    }
}

/// The value of an expression and whether it is exact.
///
/// ```
/// expression        | fraction  | isExact | text()           | text(scale: 2)
/// ------------------+-----------+---------+------------------+---------------
/// 9800-30%          | 6860      | true    | 6860             | 6860
/// 1/8               | 1/8       | true    | 0.125            | 0.125
/// 1/3*3             | 1         | true    | 1                | 1
/// 1/3               | 1/3       | false   | 0.3333333333     | 0.33
/// 2/3               | 2/3       | false   | 0.6666666667     | 0.67
/// ```
public struct Calculation: Sendable, Equatable {
    /// The exact value (`1/3*3` is `1`, `1000/3` is `1000/3`), for an app
    /// that computes on with it; nil when a fraction on the way would need
    /// more than ``Calculator/maximumFractionDigits`` digits and the
    /// expression was computed in rounded decimals instead (``isExact`` is
    /// then false).
    public let fraction: Fraction?
    /// The value to ``Calculator/maximumExactDecimals`` decimals: exact
    /// when `isExact`, else rounded half-even there.
    let digits: ExactDecimal
    /// True when ``text(scale:)`` and ``value`` are the exact value: it has
    /// a fraction that terminates within ``Calculator/maximumExactDecimals``
    /// decimals (`1/8`, `1/3*3`; not `1/3`).
    public let isExact: Bool
    /// True when the expression was one number (`¥9,800`), no arithmetic.
    public let isPlainNumber: Bool

    /// The exact value of `fraction`, or the value rounded at 22 decimals.
    /// - Throws: ``/ShopCore/ShopCoreError/tooLarge(_:)`` past 38 digits.
    init(_ fraction: Fraction, isPlainNumber: Bool) throws(ShopCoreError) {
        self.fraction = fraction
        self.isPlainNumber = isPlainNumber
        if let exact = fraction.exactDecimal, exact.significantScale <= Calculator.maximumExactDecimals {
            (digits, isExact) = (exact.normalized, true)
        } else {
            (digits, isExact) = (try fraction.approximatedExact(decimals: Calculator.maximumExactDecimals).normalized, false)
        }
    }

    /// A value computed in rounded decimals: not exact.
    init(rounded: ExactDecimal, isPlainNumber: Bool) {
        (fraction, digits, isExact, self.isPlainNumber) = (nil, rounded.normalized, false, isPlainNumber)
    }

    /// The value: exact when ``isExact``, else rounded half-even at
    /// ``Calculator/maximumExactDecimals`` decimals.
    public var value: Decimal { digits.decimal }

    /// The result as shown: exact results in full (`6860`, `0.3`); inexact ones
    /// rounded half-even to `scale` decimals (`3.3333333333`), once, from the
    /// exact value (from the rounded decimals when ``fraction`` is nil),
    /// without trailing zeros or exponent.
    ///
    /// `scale` is clamped to 0 … ``Calculator/maximumScale``: a negative
    /// scale shows whole numbers, a larger one ``Calculator/maximumScale``
    /// decimals.
    public func text(scale: Int = Calculator.defaultScale) -> String {
        let scale = min(max(scale, 0), Calculator.maximumScale)
        if isExact { return digits.plainText }
        // Below 10^15 with at most 20 decimals: always within 38 digits.
        if let fraction, let shown = try? fraction.approximatedExact(decimals: scale) { return shown.normalized.plainText }
        return digits.limited(toScale: scale).value.plainText
    }

    /// ``text(scale:)`` with `≈ ` before an inexact result; `scale` is clamped the same way.
    public func display(scale: Int = Calculator.defaultScale) -> String {
        (isExact ? "" : "≈ ") + text(scale: scale)
    }
}
