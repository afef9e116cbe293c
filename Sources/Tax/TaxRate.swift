import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A tax rate: a ShopCore ``/ShopCore/Percentage``, the one percentage type every library takes.
///
/// A discount, a coupon, a tax rate, a charge: `TaxRate` is its name where Tax takes one.
///
/// Japan's 10 % (standard) and 8 % (reduced), or any other country's VAT, GST or sales tax from 0
/// to 100 %. Read from text as a tax rate (``ShopCore/Percentage/init(parsingTaxRate:)``), a rate
/// takes up to four decimals (`8.875` for New York City) and is refused in Tax's words:
///
/// ```
/// text    | Percentage(parsingTaxRate:)
/// --------+----------------------------
/// 10      | 10 %
/// 8%      | 8 %
/// ８％     | 8 %
/// 8.875   | 8.875 %
/// 8.87501 | rateTooPrecise("8.87501")
/// 120     | rateOutOfRange(120)
/// ```
///
/// Deprecated for one release: write `Percentage`. `TaxRate(parsing:)` is now
/// ``/ShopCore/Percentage/init(parsing:maximumDecimals:)`` (twelve decimals, ShopCore's words): read
/// a tax rate with ``ShopCore/Percentage/init(parsingTaxRate:)``.
@available(
    *, deprecated,
    message: "a tax rate is a Percentage: read one with Percentage(parsingTaxRate:), which keeps Tax's limits and words"
)
public typealias TaxRate = Percentage

extension Percentage {
    /// The most digits after the point a tax rate read as one may have (`8.875` has three).
    public static let maximumTaxDecimals = 4

    /// The 0.2 name of ``ShopCore/Percentage/maximumTaxDecimals``, when a tax rate was a type of its own.
    @available(*, deprecated, renamed: "maximumTaxDecimals")
    public static var maximumDecimals: Int { maximumTaxDecimals }

    /// Japan's standard consumption tax, 10 % (標準税率).
    public static let standard = Percentage.tax(10)
    /// Japan's reduced rate, 8 % (軽減税率): food and non-alcoholic drink to take away.
    public static let reduced = Percentage.tax(8)

    /// A whole tax rate from 0 to 100, which always makes one.
    private static func tax(_ percent: Int) -> Percentage {
        (try? Percentage(Decimal(percent), maximumDecimals: maximumTaxDecimals)) ?? .zero
    }

    /// The tax rate `percent` %.
    /// - Parameter percent: the rate, from 0 to 100 with at most four decimals.
    /// - Throws: ``TaxError/rateOutOfRange(_:)`` outside 0–100,
    ///   ``TaxError/rateTooPrecise(_:)`` beyond four decimals.
    public init(taxRate percent: Decimal) throws(TaxError) {
        guard percent >= 0, percent <= 100 else { throw .rateOutOfRange(percent) }
        let exact: ExactDecimal
        do { exact = try ExactDecimal(percent) } catch { throw .rateTooPrecise(MoneyFormat.plain(percent)) }
        try self.init(exact: exact)
    }

    /// The 0.2 initializer of a tax rate (see ``ShopCore/Percentage/init(taxRate:)``).
    /// - Throws: what ``ShopCore/Percentage/init(taxRate:)`` throws.
    @available(*, deprecated, renamed: "init(taxRate:)")
    public init(percent: Decimal) throws(TaxError) {
        try self.init(taxRate: percent)
    }

    /// The 0.2 name of ``/ShopCore/Percentage/value``, when a tax rate was a type of its own.
    @available(*, deprecated, renamed: "value")
    public var percent: Decimal { value }

    /// The rate `exact` %, checked as a tax rate is.
    /// - Throws: ``TaxError/rateOutOfRange(_:)``, ``TaxError/rateTooPrecise(_:)``.
    package init(exact: ExactDecimal) throws(TaxError) {
        do {
            self = try Percentage(exact: exact, maximumDecimals: Self.maximumTaxDecimals, text: exact.plainText)
        } catch .percentageOutOfRange {
            throw .rateOutOfRange(exact.decimal)
        } catch {
            throw .rateTooPrecise(exact.plainText)
        }
    }

    /// Reads a tax rate as people type it: `10`, `8%`, `８％`, `8.875`, with at most four decimals,
    /// in Tax's words (``/ShopCore/Percentage/init(parsing:maximumDecimals:)`` with a tax rate's limits).
    /// - Parameter text: the rate, with or without `%`.
    /// - Throws: ``TaxError/notARate(_:)``, ``TaxError/rateTooPrecise(_:)``,
    ///   ``TaxError/rateOutOfRange(_:)``.
    public init(parsingTaxRate text: String) throws(TaxError) {
        let value: ExactDecimal
        do {
            value = try Percentage.number(in: text, maximumDecimals: Self.maximumTaxDecimals)
        } catch .tooManyDecimals {
            throw .rateTooPrecise(text)
        } catch {
            throw .notARate(text)
        }
        try self.init(exact: value)
    }
}
