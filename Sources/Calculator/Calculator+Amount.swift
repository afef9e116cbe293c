import FoundationEssentials
import ShopCore

/// Why typed text is not an amount: a plain amount that is wrong, or an
/// expression that is wrong or does not give an amount.
public enum AmountInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A plain amount the money core refused.
    case amount(ShopCoreError)
    /// An expression that could not be evaluated.
    case expression(CalcError)
    /// An expression whose value is not an exact amount of 0 or more with at
    /// most 12 decimals; `reason` says what it is instead.
    case notAnAmount(String, reason: String)

    public var description: String {
        switch self {
        case .amount(let error): return error.description
        case .expression(let error): return error.description
        case .notAnAmount(let text, let reason): return "\(quoted(text)) \(reason)"
        }
    }
}

extension Calculator {
    /// An amount typed as a plain amount (`¥9,800`) or as an expression
    /// (`1980*3`, `9800-30%`), as every amount argument of shoptools accepts.
    ///
    /// A plain amount is read by ``AmountParser``; an expression must come to
    /// an exact amount of 0 or more with at most ``Bounds/maximumDecimals``
    /// decimals (`1000/3` does not: it is ≈ 333.33…).
    /// - Throws: ``AmountInputError``.
    public static func amount(_ text: String, currency: Currency) throws(AmountInputError) -> Decimal {
        do {
            return try AmountParser.amount(text, currency: currency)
        } catch .notAnAmount(_, reason: AmountParser.expressionReason) {
            // An expression: evaluated below.
        } catch {
            throw .amount(error)
        }
        let result: Calculation
        do {
            result = try evaluate(text, currency: currency)
        } catch {
            throw .expression(error)
        }
        guard result.isExact else {
            throw .notAnAmount(text, reason: "is \(result.display()), not an exact amount")
        }
        if result.exact.isNegative {
            throw .notAnAmount(text, reason: "is \(result.exact.plainText); expected an amount of 0 or more")
        }
        if result.exact.normalized.scale > Bounds.maximumDecimals {
            throw .notAnAmount(text, reason: "is \(result.exact.plainText), more than \(Bounds.maximumDecimals) digits after the decimal point")
        }
        return result.value
    }
}
