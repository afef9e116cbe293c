import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Shop-calculator expressions, evaluated in exact decimal.
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
/// Sums and differences are exact. Products and quotients keep 22 digits
/// after the point; a quotient that does not terminate (`1/3`) is rounded
/// half-even there and the result is marked inexact, so `1/3*3` shows as
/// `≈ 1`, never as an exact `0.999…`.
public enum Calculator {
    /// The deepest nesting of parentheses accepted; deeper is an error, not a stack overflow.
    public static let maximumNesting = 200
    /// The default number of decimals an inexact result is shown with.
    public static let defaultScale = 10
    /// The most decimals an inexact result can be shown with.
    public static let maximumScale = 20

    /// Evaluates `expression`.
    /// - Parameters:
    ///   - expression: what was typed: `9800-30%`, `(1000+980)*8%`, `１９８０×３`.
    ///   - currency: whose symbols numbers may carry; nil accepts any known currency's.
    /// - Throws: ``CalcError`` with the position of the problem.
    public static func evaluate(_ expression: String, currency: Currency? = nil) throws(CalcError) -> Calculation {
        let tokens = try Tokenizer.tokens(expression, currency: currency)
        var parser = Parser(tokens: tokens, expression: expression)
        let result = try parser.evaluate()
        let isNumber = tokens.count == 1
        return Calculation(exact: result.value.normalized, isExact: result.isExact, isPlainNumber: isNumber)
    }
}

/// The value of an expression and whether it is exact.
public struct Calculation: Sendable, Equatable {
    let exact: ExactDecimal
    /// False when a product or quotient had to be rounded at 22 decimals.
    public let isExact: Bool
    /// True when the expression was one number (`¥9,800`), no arithmetic.
    public let isPlainNumber: Bool

    /// The value (rounded at 22 decimals when not exact).
    public var value: Decimal { exact.decimal }

    /// The result as shown: exact results in full (`6860`, `0.3`); inexact ones
    /// rounded half-even to `scale` decimals (`3.3333333333`), without trailing
    /// zeros or exponent.
    ///
    /// `scale` is clamped to 0 … ``Calculator/maximumScale``: a negative
    /// scale shows whole numbers, a larger one ``Calculator/maximumScale``
    /// decimals (the result carries 22 at most).
    public func text(scale: Int = Calculator.defaultScale) -> String {
        let scale = min(max(scale, 0), Calculator.maximumScale)
        return isExact ? exact.plainText : exact.limited(toScale: scale).value.plainText
    }

    /// ``text(scale:)`` with `≈ ` before an inexact result; `scale` is clamped the same way.
    public func display(scale: Int = Calculator.defaultScale) -> String {
        (isExact ? "" : "≈ ") + text(scale: scale)
    }
}
