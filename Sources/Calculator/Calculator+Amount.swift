import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why typed text is not an amount: a plain amount that is wrong, or an
/// expression that is wrong or does not give an amount.
public enum AmountInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A plain amount the money core refused.
    case amount(ShopCoreError)
    /// An expression that could not be evaluated.
    case expression(CalcError)
    /// An expression whose value is not exact (`1000/3` is approximately
    /// `333.3333333333`, shown to ``Calculator/defaultScale`` decimals).
    case inexact(String, approximately: String)
    /// An expression whose value is below zero (`5-10` is `-5`).
    case negativeResult(String, value: String)
    /// An expression whose exact value has more than `limit` decimals
    /// (``/ShopCore/Bounds/maximumDecimals``; `0.0000001*0.0000001` is `0.00000000000001`).
    case tooManyDecimals(String, value: String, limit: Int)

    /// What is wrong, in one short English sentence with the values the case carries.
    ///
    /// ShopText words every case in English and Japanese (`text(in:)`).
    public var description: String {
        switch self {
        case .amount(let error): return error.description
        case .expression(let error): return error.description
        case .inexact(let text, let value):
            return "\(quoted(text)) is ≈ \(value), not an exact amount"
        case .negativeResult(let text, let value):
            return "\(quoted(text)) is \(value); expected an amount of 0 or more"
        case .tooManyDecimals(let text, let value, let limit):
            return "\(quoted(text)) is \(value), more than \(limit) digits after the decimal point"
        }
    }
}

extension Calculator {
    /// An amount typed as a plain amount (`¥9,800`) or as an expression
    /// (`1980*3`, `9800-30%`), as every amount argument of shoptools accepts.
    ///
    /// A plain amount is read by ``/ShopCore/AmountParser``; an expression must come to
    /// an exact amount of 0 or more with at most ``/ShopCore/Bounds/maximumDecimals``
    /// decimals (`1000/3` does not: it is ≈ 333.33…). A number and a percent sign alone (`30%`) is a
    /// rate, not an amount, and is refused (``/ShopCore/ShopCoreError/Reason/percentage``): on a calculator
    /// `100%` alone is 1, which as a price would be a silently wrong figure.
    /// - Throws: ``AmountInputError``.
    public static func amount(_ text: String, currency: Currency) throws(AmountInputError) -> Decimal {
        do {
            return try AmountParser.amount(text, currency: currency)
        } catch .notAnAmount(_, reason: .expression) {
            // An expression: evaluated below; a number and a percent sign alone is a rate, not an amount.
            if isPercentage(text, currency: currency) { throw .amount(.notAnAmount(text, reason: .percentage)) }
        } catch {
            throw .amount(error)
        }
        let result: Calculation
        do {
            result = try evaluate(text, currency: currency)
        } catch {
            throw .expression(error)
        }
        return try result.amount(text)
    }
}

extension Calculator {
    /// Whether `text` is an amount and a percent sign after it alone (`30%`, `¥100 %`, `１００％`), in
    /// parentheses or after a sign too (`(500%)`, `-50%`), which change nothing of it.
    private static func isPercentage(_ text: String, currency: Currency) -> Bool {
        var folded = TextNormalizer.foldedAndTrimmed(text).filter { $0 != "(" && $0 != ")" && $0 != " " }
        while let first = folded.first, first == "-" || first == "+" || first == "−" { folded.removeFirst() }
        guard folded.last == "%" else { return false }
        return (try? AmountParser.amount(String(folded.dropLast()), currency: currency)) != nil
    }

    /// ``amount(_:currency:)`` as `Money` in `currency`, for an app's field
    /// that takes `1980*3` where a price goes.
    /// - Throws: ``AmountInputError``.
    public static func money(_ text: String, currency: Currency) throws(AmountInputError) -> Money {
        Money(try amount(text, currency: currency), currency)
    }
}

extension Calculation {
    /// This result as an amount typed as `text`: exact, 0 or more, with at
    /// most ``/ShopCore/Bounds/maximumDecimals`` decimals.
    /// - Throws: ``AmountInputError/inexact(_:approximately:)``,
    ///   ``AmountInputError/negativeResult(_:value:)``, ``AmountInputError/tooManyDecimals(_:value:limit:)``.
    public func amount(_ text: String) throws(AmountInputError) -> Decimal {
        guard isExact else { throw .inexact(text, approximately: self.text()) }
        if digits.isNegative { throw .negativeResult(text, value: digits.plainText) }
        if digits.scale > Bounds.maximumDecimals {
            throw .tooManyDecimals(text, value: digits.plainText, limit: Bounds.maximumDecimals)
        }
        return value
    }
}
