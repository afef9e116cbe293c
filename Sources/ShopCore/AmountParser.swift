#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads amounts and plain decimals the way people type and paste them.
///
/// Accepted: `9800`, `9,800`, `¥9,800`, `9800円`, `$98.50`, `９８００`,
/// `.5`, surrounding spaces, up to ``Bounds/maximumDecimals`` digits after
/// the point (more only if they are trailing zeros). Refused, each with a
/// message naming the text: empty text, letters, two decimal points,
/// misplaced thousands separators (`1,98`), exponents (`1e5`), `NaN`, `inf`,
/// negative amounts where they are not allowed, a symbol of another currency,
/// and values of ``Bounds/maximumAmount`` or more.
///
/// `Decimal(string:)` is not used: it reads the longest valid prefix and
/// ignores the rest (`"1,980"` → `1`, `"1980*3"` → `1980`).
public enum AmountParser {
    /// Parses an amount in `currency`.
    /// - Parameters:
    ///   - text: what the person typed.
    ///   - currency: the currency whose symbols may stand before or after the number.
    ///   - allowsNegative: whether a leading minus is acceptable; amounts to pay are never negative.
    /// - Returns: the amount, exactly as written.
    /// - Throws: ``ShopCoreError`` naming `text`.
    public static func amount(
        _ text: String, currency: Currency = .default, allowsNegative: Bool = false
    ) throws(ShopCoreError) -> Decimal {
        try exactAmount(text, currency: currency, allowsNegative: allowsNegative).decimal
    }

    /// Parses a plain decimal number (a rate, a weight, a slider position):
    /// no currency symbols, no thousands separators.
    public static func decimal(_ text: String, allowsNegative: Bool = false) throws(ShopCoreError) -> Decimal {
        try exactDecimal(text, allowsNegative: allowsNegative).decimal
    }

    /// The exact amount; with `currency` nil, the symbol of any known currency is accepted.
    package static func exactAmount(
        _ text: String, currency: Currency?, allowsNegative: Bool
    ) throws(ShopCoreError) -> ExactDecimal {
        var text = text
        if let simple = text.withUTF8(ExactDecimal.parseSimple) { return simple }
        return try exactAmountInFull(text, currency: currency, allowsNegative: allowsNegative)
    }

    /// ``exactAmount(_:currency:allowsNegative:)`` without the fast path for
    /// plain ASCII amounts, so tests can hold the two against each other.
    package static func exactAmountInFull(
        _ text: String, currency: Currency?, allowsNegative: Bool
    ) throws(ShopCoreError) -> ExactDecimal {
        var scalars = TextNormalizer.trim(TextNormalizer.folded(text)[...])
        guard !scalars.isEmpty else { throw .notAnAmount(text, reason: .empty) }
        var negative = takeSign(&scalars)
        try stripCurrency(&scalars, currency: currency, original: text)
        if !negative { negative = takeSign(&scalars) }
        let value = try parseBody(scalars, original: text, allowsGrouping: true, kind: .amount)
        return try checked(value, negative: negative, allowsNegative: allowsNegative, original: text)
    }

    package static func exactDecimal(_ text: String, allowsNegative: Bool) throws(ShopCoreError) -> ExactDecimal {
        var scalars = TextNormalizer.trim(TextNormalizer.folded(text)[...])
        guard !scalars.isEmpty else { throw .notADecimal(text, reason: .empty) }
        let negative = takeSign(&scalars)
        let value = try parseBody(scalars, original: text, allowsGrouping: false, kind: .decimal)
        return try checked(value, negative: negative, allowsNegative: allowsNegative, original: text)
    }

    // MARK: - Implementation

    enum Kind { case amount, decimal }

    private static func checked(
        _ value: ExactDecimal, negative: Bool, allowsNegative: Bool, original: String
    ) throws(ShopCoreError) -> ExactDecimal {
        let normalized = try Bounds.validated(value, named: original)
        if negative && !normalized.isZero && !allowsNegative { throw .negative(original) }
        return negative ? normalized.negated : normalized
    }

    private static func takeSign(_ scalars: inout ArraySlice<Unicode.Scalar>) -> Bool {
        guard scalars.first == "-" else { return false }
        scalars = TextNormalizer.trim(scalars.dropFirst())
        return true
    }

    /// Removes this currency's symbol (any currency's, when nil) from either
    /// end; a symbol of another currency is an error.
    private static func stripCurrency(
        _ scalars: inout ArraySlice<Unicode.Scalar>, currency: Currency?, original: String
    ) throws(ShopCoreError) {
        let text = TextNormalizer.string(scalars)
        // Any currency's: those that may have a sign at either end, in the table's order (none
        // for a plain number, which then builds no table).
        for candidate in currency.map({ [$0] }) ?? Currency.candidates(in: text) {
            for prefix in candidate.prefixes where text.hasPrefix(prefix) {
                scalars = TextNormalizer.trim(scalars.dropFirst(prefix.unicodeScalars.count))
                return
            }
            for suffix in candidate.suffixes + [candidate.code] where text.hasSuffix(suffix) {
                scalars = TextNormalizer.trim(scalars.dropLast(suffix.unicodeScalars.count))
                return
            }
        }
        guard let currency else { return }
        for other in Currency.candidates(in: text) where other != currency {
            if other.prefixes.contains(where: text.hasPrefix) || other.suffixes.contains(where: text.hasSuffix) {
                throw .currencyMismatch(original, expected: currency)
            }
        }
    }

    /// Reads `digits[,ddd]*[.digits]` into an exact value.
    ///
    /// Zeros after the point count only once a digit other than zero
    /// follows them, so `1.000…0` of any length is `1`. A value with more
    /// than 15 integer digits or a non-zero digit past the 12th decimal is
    /// refused, but only once the whole text is known to be well formed, so
    /// `1.5.5…` is still "two decimal points".
    private static func parseBody(
        _ scalars: ArraySlice<Unicode.Scalar>, original: String, allowsGrouping: Bool, kind: Kind
    ) throws(ShopCoreError) -> ExactDecimal {
        func fail(_ reason: ShopCoreError.Reason?) -> ShopCoreError {
            kind == .amount ? .notAnAmount(original, reason: reason) : .notADecimal(original, reason: reason)
        }
        if let reason = unsupportedNotation(scalars) { throw fail(reason) }

        var magnitude: UInt128 = 0
        var integerDigits = 0, fractionDigits = 0, pendingZeros = 0, digitCount = 0
        var tooLarge = false, tooPrecise = false
        var seenPoint = false
        var groupLength = 0, sawGroupSeparator = false
        for scalar in scalars {
            switch scalar {
            case "0"..."9":
                let digit = UInt128(scalar.value - 48)
                digitCount += 1
                if seenPoint {
                    // Zeros wait until a digit other than zero shows they are not trailing.
                    guard digit != 0 else {
                        pendingZeros += 1
                        continue
                    }
                    fractionDigits += pendingZeros + 1
                    if fractionDigits > Bounds.maximumDecimals { tooPrecise = true }
                    if !tooPrecise && !tooLarge {
                        // At most 15 + 12 digits: far inside 128 bits.
                        magnitude = magnitude * ExactDecimal.powersOfTen[pendingZeros + 1] + digit
                    }
                    pendingZeros = 0
                } else {
                    groupLength += 1
                    if magnitude != 0 || digit != 0 { integerDigits += 1 }
                    if integerDigits > 15 { tooLarge = true } else { magnitude = magnitude * 10 + digit }
                }
            case ".":
                if seenPoint { throw fail(.twoDecimalPoints) }
                if sawGroupSeparator && groupLength != 3 { throw fail(.misplacedSeparator) }
                seenPoint = true
            case ",":
                guard allowsGrouping else { throw fail(.separatorsNotAccepted) }
                if seenPoint { throw fail(.separatorAfterPoint) }
                if sawGroupSeparator ? groupLength != 3 : !(1...3).contains(groupLength) {
                    throw fail(.misplacedSeparator)
                }
                sawGroupSeparator = true
                groupLength = 0
            default:
                if TextNormalizer.isSpace(scalar) { throw fail(.unexpectedSpace) }
                throw fail(nil)
            }
        }
        if digitCount == 0 { throw fail(.noDigits) }
        if sawGroupSeparator && !seenPoint && groupLength != 3 { throw fail(.misplacedSeparator) }
        if tooPrecise { throw .tooManyDecimals(original, limit: Bounds.maximumDecimals) }
        if tooLarge { throw .tooLarge(original) }
        return ExactDecimal(unchecked: false, magnitude, fractionDigits)
    }

    /// A reason for notations that look numeric but are not plain decimals.
    private static func unsupportedNotation(_ scalars: ArraySlice<Unicode.Scalar>) -> ShopCoreError.Reason? {
        let lower = TextNormalizer.string(scalars).lowercased()
        if ["nan", "inf", "infinity", "∞"].contains(lower) { return .notFinite }
        if lower.hasPrefix("0x") { return .hexadecimal }
        let hasDigit = lower.unicodeScalars.contains { ("0"..."9").contains($0) }
        if hasDigit, let e = lower.firstIndex(of: "e"), e != lower.startIndex,
            lower[lower.index(after: e)...].allSatisfy({ "0123456789+-".contains($0) }),
            lower[..<e].allSatisfy({ "0123456789.,".contains($0) })
        {
            return .exponent
        }
        if scalars.contains(where: { "+-*/%()".unicodeScalars.contains($0) }) {
            return .expression
        }
        return nil
    }
}
