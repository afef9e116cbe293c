import ShopCore

/// Whether a price already holds its tax.
///
/// ```
/// 198 at 10 %, tax rounded down | excluded price | tax | included price
/// ------------------------------+----------------+-----+---------------
/// .excluded (198 is 税抜)        | 198            | 19  | 217
/// .included (198 is 税込)        | 180            | 18  | 198
/// ```
public enum TaxBasis: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Tax-excluded (税抜, 外税): the tax is added on top, `p + round(p × r / 100)`.
    case excluded
    /// Tax-included (税込, 内税): the price holds its tax, `round(P × r / (100 + r))` of it.
    case included

    /// `excluded` or `included`, as JSON and the cart file write it.
    public var description: String { rawValue }
}

/// The group a receipt line belongs to: its rate and whether its price holds
/// the tax.
///
/// A receipt rounds the tax once per category.
///
/// Items outside tax are the category ``outsideTax`` (0 %, nothing added),
/// which is also what any 0 % rate is, whatever its basis.
public struct TaxCategory: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The tax rate (0 % for ``outsideTax``).
    public let rate: Percentage
    /// Whether the prices of the category hold the tax.
    public let basis: TaxBasis

    /// `rate` on prices given as `basis`; every 0 % rate is ``outsideTax``.
    public init(rate: Percentage, basis: TaxBasis) {
        self.rate = rate
        self.basis = rate == .zero ? .excluded : basis
    }

    /// No tax: the price is what is paid.
    public static let outsideTax = TaxCategory(rate: .zero, basis: .excluded)

    /// True for ``outsideTax``.
    public var isOutsideTax: Bool { rate == .zero }

    /// `10% excluded`.
    public var description: String { "\(rate) \(basis)" }

    /// Higher rates first, then tax-excluded before tax-included: the order a receipt lists them in.
    public static func < (lhs: TaxCategory, rhs: TaxCategory) -> Bool {
        if lhs.rate != rhs.rate { return lhs.rate > rhs.rate }
        return lhs.basis == .excluded && rhs.basis == .included
    }
}
