import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A tax rate in percent: Japan's 10 % (standard) and 8 % (reduced), or any
/// other country's VAT, GST or sales tax from 0 to 100 % with up to four
/// decimals (`8.875` for New York City).
///
/// ```
/// text    | TaxRate(parsing:)
/// --------+------------------
/// 10      | 10 %
/// 8%      | 8 %
/// ８％     | 8 %
/// 8.875   | 8.875 %
/// 8.87501 | error: more than 4 decimals
/// 120     | error: outside 0–100 %
/// ```
public struct TaxRate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The rate in percent (`10` for 10 %).
    public var percent: Decimal { exact.decimal }
    /// The same, exactly.
    package let exact: ExactDecimal

    /// The most digits after the point a rate may have (`8.875` has three).
    public static let maximumDecimals = 4

    /// Japan's standard consumption tax, 10 % (標準税率).
    public static let standard = TaxRate(checked: ExactDecimal(magnitude: 10))
    /// Japan's reduced rate, 8 % (軽減税率): food and non-alcoholic drink to take away.
    public static let reduced = TaxRate(checked: ExactDecimal(magnitude: 8))
    /// No tax: what an item outside tax is charged.
    public static let zero = TaxRate(checked: .zero)

    /// The rate `percent` %.
    /// - Throws: ``TaxError/rateOutOfRange(_:)`` outside 0–100,
    ///   ``TaxError/rateTooPrecise(_:)`` beyond ``maximumDecimals`` decimals.
    public init(percent: Decimal) throws(TaxError) {
        guard percent >= 0, percent <= 100 else { throw .rateOutOfRange(percent) }
        let exact: ExactDecimal
        do { exact = try ExactDecimal(percent) } catch { throw .rateTooPrecise(MoneyFormat.plain(percent)) }
        try self.init(exact: exact)
    }

    package init(exact: ExactDecimal) throws(TaxError) {
        do {
            self.init(checked: try Percentage(exact: exact, maximumDecimals: Self.maximumDecimals, text: exact.plainText).exact)
        } catch .percentageOutOfRange {
            throw .rateOutOfRange(exact.decimal)
        } catch {
            throw .rateTooPrecise(exact.plainText)
        }
    }

    private init(checked exact: ExactDecimal) {
        self.exact = exact.normalized
    }

    /// Reads a rate as people type it: `10`, `8%`, `８％`, `8.875`.
    /// - Throws: ``TaxError/notARate(_:)`` for text that is not a number, and
    ///   the errors of ``init(percent:)``.
    public init(parsing text: String) throws(TaxError) {
        let value: ExactDecimal
        do {
            value = try Percentage.number(in: text, maximumDecimals: Self.maximumDecimals)
        } catch .tooManyDecimals {
            throw .rateTooPrecise(text)
        } catch {
            throw .notARate(text)
        }
        try self.init(exact: value)
    }

    /// `10`, `8.875`: the rate without a percent sign, as JSON and the cart file write it.
    public var plainText: String { exact.plainText }

    /// `10%`.
    public var description: String { plainText + "%" }

    /// Lower rates first, compared exactly (`8 < 8.875 < 10`).
    public static func < (lhs: TaxRate, rhs: TaxRate) -> Bool { lhs.exact < rhs.exact }
}
