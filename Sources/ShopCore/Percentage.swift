#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A percentage from 0 to 100, exact: a discount rate, a tax rate, a coupon,
/// a service charge or a tip.
///
/// The value is the number before `%` (`30` for 30 %). How many decimals a
/// percentage may carry depends on what it is for, so the reader is told:
/// discount rates take ``Bounds/maximumDecimals`` (12), tax rates and charges
/// 4 (`8.875`).
///
/// ```
/// text      | Percentage(parsing:)         | of ¥9,800
/// ----------+------------------------------+-----------
/// 30, 30%   | 30                           | 2940
/// ３０％     | 30                           | 2940
/// 8.875%    | 8.875                        | 869.75
/// 120%      | percentageOutOfRange("120%") |
/// abc       | notAPercentage("abc")        |
/// ```
public struct Percentage: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The number before `%`: `30` for 30 %.
    public var value: Decimal { exact.decimal }
    package let exact: ExactDecimal

    /// 0 %.
    public static let zero = Percentage(checked: .zero)
    /// 100 %.
    public static let hundred = Percentage(checked: ExactDecimal(magnitude: 100))

    private init(checked exact: ExactDecimal) {
        self.exact = exact.normalized
    }

    /// `value` %, checked: 0 … 100, at most `maximumDecimals` decimals.
    /// - Throws: ``ShopCoreError/percentageOutOfRange(_:)``,
    ///   ``ShopCoreError/tooManyDecimals(_:limit:)``.
    public init(_ value: Decimal, maximumDecimals: Int = Bounds.maximumDecimals) throws(ShopCoreError) {
        let text = MoneyFormat.plain(value)
        let exact: ExactDecimal
        do { exact = try ExactDecimal(value) } catch { throw .tooManyDecimals(text, limit: maximumDecimals) }
        try self.init(exact: exact, maximumDecimals: maximumDecimals, text: text)
    }

    package init(exact: ExactDecimal, maximumDecimals: Int, text: String) throws(ShopCoreError) {
        guard !exact.isNegative, exact <= ExactDecimal(magnitude: 100) else { throw .percentageOutOfRange(text) }
        guard exact.significantScale <= maximumDecimals else { throw .tooManyDecimals(text, limit: maximumDecimals) }
        self.init(checked: exact)
    }

    /// Reads a percentage as people write one: `30`, `30%`, `３０％`, ` 8.875 % `.
    /// - Throws: ``ShopCoreError/notAPercentage(_:)`` for what is no number,
    ///   ``ShopCoreError/percentageOutOfRange(_:)`` below 0 or above 100,
    ///   ``ShopCoreError/tooManyDecimals(_:limit:)``.
    public init(parsing text: String, maximumDecimals: Int = Bounds.maximumDecimals) throws(ShopCoreError) {
        try self.init(
            exact: try Self.number(in: text, maximumDecimals: maximumDecimals), maximumDecimals: maximumDecimals, text: text)
    }

    /// The number of a percentage's text, before its range is checked (`-5%` → `-5`).
    /// - Throws: ``ShopCoreError/notAPercentage(_:)``, ``ShopCoreError/tooManyDecimals(_:limit:)``.
    package static func number(in text: String, maximumDecimals: Int) throws(ShopCoreError) -> ExactDecimal {
        var body = TextNormalizer.foldedAndTrimmed(text)
        if body.hasSuffix("%") { body = TextNormalizer.trimmed(String(body.dropLast())) }
        do {
            return try AmountParser.exactDecimal(body, allowsNegative: true)
        } catch .tooManyDecimals {
            throw .tooManyDecimals(text, limit: maximumDecimals)
        } catch {
            throw .notAPercentage(text)
        }
    }

    /// The fraction it stands for (`30` → `3/10`).
    public var fraction: Fraction {
        // value ÷ 100 of a value within 0 … 100: never fails.
        (try? Fraction(exact) / Fraction(100)) ?? .zero
    }

    /// `30` (no `%`, no trailing zeros).
    public var plainText: String { exact.plainText }

    /// `30%`.
    public var description: String { plainText + "%" }

    /// Smaller percentages first, compared exactly.
    public static func < (lhs: Percentage, rhs: Percentage) -> Bool { lhs.exact < rhs.exact }
}

/// `"8.875"`: a percentage is the number before `%` as a plain decimal string, never a JSON
/// number; one outside 0–100 or with more than ``Bounds/maximumDecimals`` decimals does not
/// decode. (A tax rate decodes with at most four, as Tax reads it.)
extension Percentage: Codable {
    /// Decodes a `Percentage` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped value, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard DecimalCoding.isPlain(text), let exact = ExactDecimal(plain: text) else {
            throw DecimalCoding.corrupted(container, ShopCoreError.notAPercentage(text))
        }
        do {
            self = try Percentage(exact: exact, maximumDecimals: Bounds.maximumDecimals, text: text)
        } catch {
            throw DecimalCoding.corrupted(container, error)
        }
    }

    /// Encodes it as `"8.875"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(plainText)
    }
}
