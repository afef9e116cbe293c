import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One price with its consumption tax, the way a price tag and a till see it.
///
/// The tax is what is rounded, never the base, so `excluded + tax = included`
/// always holds:
///
/// - a tax-excluded price `p` at `r` %: `tax = round(p × r / 100)`, `included = p + tax`;
/// - a tax-included price `P`: `tax = round(P × r / (100 + r))`, `excluded = P − tax`.
///
/// Worked cases at the unit `1`:
///
/// ```
/// given           | rate | .towardZero      | .toNearestOrAwayFromZero
/// ----------------+------+------------------+-------------------------
/// 198 excluded    | 10 % | tax 19 → 217     | tax 20 → 218
/// 198 excluded    |  8 % | tax 15 → 213     | tax 16 → 214
/// 217 included    | 10 % | tax 19, 198 net  | tax 20, 197 net
/// 1,000 included  | 10 % | tax 90, 910 net  | tax 91, 909 net
/// ```
///
/// ```
/// let price = try TaxedPrice(Money(198, .jpy), rate: .standard, basis: .excluded)
/// price.tax       // ¥19
/// price.included  // ¥217
/// ```
public struct TaxedPrice: Sendable, Hashable {
    /// The rate applied.
    public let rate: Percentage
    /// Whether the given price held its tax.
    public let given: TaxBasis
    /// The price without tax.
    public let excluded: Money
    /// The tax, rounded once.
    public let tax: Money
    /// The price with tax.
    public let included: Money
    /// How the tax was rounded.
    public let rounding: RoundingRule
    /// The multiple the tax was rounded to.
    public let unit: Decimal

    /// `price` at `rate`, given as `basis`, its tax rounded to `unit` by `rounding`.
    ///
    /// - Parameters:
    ///   - price: the price as given, with or without its tax as `basis` says.
    ///   - rate: the tax rate.
    ///   - basis: whether `price` already holds the tax.
    ///   - rounding: `.towardZero` (`down`) by default, what most Japanese stores do (the
    ///     invoice rules allow down, up or half up; the store chooses).
    ///   - unit: the multiple the tax is rounded to; nil, the currency's minor unit.
    /// - Throws: ``TaxError/money(_:)`` for a negative price, one beyond the
    ///   exact range, or a unit that is not a positive multiple of the minor unit.
    public init(
        _ price: Money, rate: Percentage, basis: TaxBasis, rounding: RoundingRule = .towardZero, unit: Decimal? = nil
    ) throws(TaxError) {
        let currency = price.currency
        let exactUnit = try Tax.unit(unit, currency)
        let amount: ExactDecimal
        do { amount = try Bounds.validated(price.amount) } catch { throw .money(error) }
        guard !amount.isNegative else { throw .money(.negative(amount.plainText)) }
        let tax = try Tax.tax(on: amount, rate: rate, basis: basis, rounding: rounding, unit: exactUnit)
        let excluded: ExactDecimal, included: ExactDecimal
        do {
            switch basis {
            case .excluded:
                // Named as typed with its rate (`999999999999999 + 10%`), not as an intermediate sum.
                (excluded, included) = (amount, try Bounds.validated(amount + tax, named: "\(amount.plainText) + \(rate)"))
            case .included: (excluded, included) = (try amount - tax, amount)
            }
        } catch {
            throw .money(error)
        }
        self.rate = rate
        self.given = basis
        self.excluded = Money(excluded.decimal, currency)
        self.tax = Money(tax.decimal, currency)
        self.included = Money(included.decimal, currency)
        self.rounding = rounding
        self.unit = exactUnit.decimal
    }
}

/// The one place the tax formula lives: ``TaxedPrice`` and ``Receipt`` both call it.
enum Tax {
    /// The tax on `amount` at `rate`, rounded once to `unit` by `rounding`.
    static func tax(
        on amount: ExactDecimal, rate: Percentage, basis: TaxBasis, rounding: RoundingRule, unit: ExactDecimal
    ) throws(TaxError) -> ExactDecimal {
        let hundred = ExactDecimal(magnitude: 100)
        do {
            let divisor = basis == .excluded ? hundred : try hundred + rate.exact
            return try ExactDecimal.quotient(amount * rate.exact, divisor, roundedTo: unit, rounding)
        } catch {
            throw .money(error)
        }
    }

    /// ``tax(on:rate:basis:rounding:unit:)`` on an exact fraction (`1000/3`), which
    /// may not terminate: the same formula, rounded once from the exact value.
    static func tax(
        on amount: Fraction, rate: Percentage, basis: TaxBasis, rounding: RoundingRule, unit: ExactDecimal
    ) throws(TaxError) -> ExactDecimal {
        let hundred = Fraction(100), percent = Fraction(rate.exact)
        do {
            let divisor = basis == .excluded ? hundred : try hundred + percent
            return try (try amount * percent / divisor).rounded(toMultipleOf: unit, rounding)
        } catch {
            throw .money(error)
        }
    }

    /// `unit`, checked against `currency`, or the currency's minor unit.
    static func unit(_ unit: Decimal?, _ currency: Currency) throws(TaxError) -> ExactDecimal {
        guard let unit else { return currency.minorUnitExact }
        do {
            try RoundingUnit.validate(unit, currency: currency)
            return try ExactDecimal(unit)
        } catch {
            throw .money(error)
        }
    }
}

extension Percentage {
    /// The tax at this rate on an exact `amount` given as `basis`, rounded
    /// once to `currency`'s minor unit by `rounding`, as ``TaxedPrice``
    /// rounds it: what a calculator's 税込 and 税抜 keys add or take out of a
    /// value that may not terminate (`1000 ÷ 3 =` then 税込 adds 33).
    /// - Throws: ``TaxError/money(_:)`` past the exact range.
    package func tax(
        on amount: Fraction, basis: TaxBasis, rounding: RoundingRule, currency: Currency
    ) throws(TaxError) -> ExactDecimal {
        try Tax.tax(on: amount, rate: self, basis: basis, rounding: rounding, unit: currency.minorUnitExact)
    }
}
