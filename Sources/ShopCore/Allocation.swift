#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Dividing an amount into parts that add up to it exactly: the largest
/// remainder method (Hamilton's), the one allocation every library uses —
/// a bill's `Warikan` shares in `spread` mode, a coupon split across tax
/// rates, a receipt's line payments.
///
/// Every part starts as its exact value rounded down (toward zero) to a
/// multiple of the unit. What that leaves, `left`, is handed out one unit
/// at a time to the parts with the largest remainders; **ties go to the
/// part given first** (the lower index). A remainder of zero gets a unit
/// only when every non-zero one has one. What is left below one unit
/// (`rest`, zero when the total is a multiple of the unit) is returned for
/// the caller to place: a bill gives it to the organizer.
///
/// ```
/// amount  proportions    unit | rounded down        | +1 unit to      | parts                  rest
/// ------+----------------+-----+---------------------+-----------------+---------------------+-----
/// 1000    1, 1, 1          1   | 333, 333, 333       | the first (tie) | 334, 333, 333          0
/// 1000    1, 1, 1          100 | 300, 300, 300       | the first (tie) | 400, 300, 300          0
/// 190     1, 1             100 | 0, 0                | the first (tie) | 100, 0                 90
/// 6.43    48.5, 24         0.01| 4.30, 2.12          | the second      | 4.30, 2.13             0
/// ```
///
/// Order the parts so that the one who should win a tie comes first; no
/// caller breaks ties any other way.
public enum Allocation {
    /// `amount` divided in proportion to `proportions` (weights, shares,
    /// prices: any non-negative values), each part a multiple of `unit`,
    /// by the largest remainder method.
    ///
    /// A zero proportion gets zero; when every proportion is zero the
    /// amount is divided equally.
    /// - Returns: the parts, in the order of `proportions`, and the rest
    ///   below one unit (zero when `amount` is a multiple of `unit`).
    /// - Throws: ``ShopCoreError/negative(_:)`` for a negative amount or
    ///   proportion, ``ShopCoreError/nonPositiveUnit(_:)``,
    ///   ``ShopCoreError/tooLarge(_:)`` past the exact range.
    public static func allocate(
        _ amount: Decimal, proportionalTo proportions: [Decimal], unit: Decimal
    ) throws(ShopCoreError) -> (parts: [Decimal], rest: Decimal) {
        var exact: [Fraction] = []
        exact.reserveCapacity(proportions.count)
        for proportion in proportions { exact.append(try Fraction(proportion)) }
        let (parts, rest) = try allocate(try ExactDecimal(amount), proportionalTo: exact, unit: try ExactDecimal(unit))
        return (parts.map(\.decimal), rest.decimal)
    }

    /// ``allocate(_:proportionalTo:unit:)`` with exact proportions.
    package static func allocate(
        _ amount: ExactDecimal, proportionalTo proportions: [Fraction], unit: ExactDecimal
    ) throws(ShopCoreError) -> (parts: [ExactDecimal], rest: ExactDecimal) {
        if amount.isNegative { throw .negative(amount.plainText) }
        guard !proportions.isEmpty else { return ([], amount) }
        var total = Fraction.zero
        for proportion in proportions {
            if proportion.isNegative { throw .negative(proportion.description) }
            total = try total + proportion
        }
        let whole = Fraction(amount)
        var exact: [Fraction] = []
        exact.reserveCapacity(proportions.count)
        if total.isZero {
            let each = try whole / Fraction(proportions.count)
            exact = proportions.map { _ in each }
        } else {
            for proportion in proportions { exact.append(try whole * proportion / total) }
        }
        return try largestRemainder(exact, unit: unit)
    }

    /// Exact parts (adding up to some total) brought to multiples of `unit`
    /// by the largest remainder method, adding up to the same total but for
    /// the returned rest, which is below one unit.
    /// - Throws: ``ShopCoreError/negative(_:)`` for a negative part,
    ///   ``ShopCoreError/nonPositiveUnit(_:)``, ``ShopCoreError/tooLarge(_:)``.
    package static func largestRemainder(
        _ exact: [Fraction], unit: ExactDecimal
    ) throws(ShopCoreError) -> (parts: [ExactDecimal], rest: ExactDecimal) {
        guard !unit.isZero, !unit.isNegative else { throw .nonPositiveUnit(unit.plainText) }
        var parts: [ExactDecimal] = []
        parts.reserveCapacity(exact.count)
        var remainders: [Fraction] = []
        remainders.reserveCapacity(exact.count)
        var left = Fraction.zero
        for value in exact {
            if value.isNegative { throw .negative(value.description) }
            let floor = try value.rounded(toMultipleOf: unit, .towardZero)
            let remainder = try value - Fraction(floor)
            parts.append(floor)
            remainders.append(remainder)
            left = try left + remainder
        }
        // left = Σ remainders; each remainder is below one unit, so k < count.
        let units = try left.rounded(toMultipleOf: unit, .towardZero)
        let count = Int(clamping: try ExactDecimal.quotient(units, unit, roundedTo: .one, .towardZero).magnitude)
        let order = remainders.indices.sorted { a, b in
            remainders[a] != remainders[b] ? remainders[a] > remainders[b] : a < b
        }
        for index in order.prefix(count) { parts[index] = try parts[index] + unit }
        let rest = try left - Fraction(units)
        guard let restDecimal = rest.exactDecimal else {
            // The exact parts did not add up to a decimal: the rest is shown rounded, never dropped.
            return (parts, try rest.approximatedExact(decimals: unit.scale + 2))
        }
        return (parts, restDecimal)
    }

    /// Signed exact values whose sum is a multiple of `unit` (a group's
    /// balances, which add up to zero) brought to multiples of `unit` that
    /// add up to the same sum, each less than one unit from its exact value.
    ///
    /// It is ``largestRemainder(_:unit:)`` on signed values: each value is
    /// rounded down (toward minus infinity), then the units that leaves go
    /// one each to the largest remainders; among equal remainders, to the
    /// value that comes first in `order` (a permutation of the indices,
    /// which the caller chooses so that no position is always favoured).
    /// - Returns: the values rounded, in the order of `values`.
    /// - Throws: ``ShopCoreError/nonPositiveUnit(_:)``, ``ShopCoreError/tooLarge(_:)``.
    package static func roundedKeepingSum(
        _ values: [Fraction], unit: ExactDecimal, order: [Int]
    ) throws(ShopCoreError) -> [ExactDecimal] {
        guard !unit.isZero, !unit.isNegative else { throw .nonPositiveUnit(unit.plainText) }
        guard !values.isEmpty else { return [] }
        // Shifting every value up by the same multiple of the unit keeps each remainder as it is,
        // so the one largest remainder rounding works on values that are all at least zero.
        var lowest = Fraction.zero
        for value in values where value < lowest { lowest = value }
        let back = try lowest.magnitude.rounded(toMultipleOf: unit, .awayFromZero)
        let shift = Fraction(back)
        var shifted: [Fraction] = []
        shifted.reserveCapacity(values.count)
        for index in order { shifted.append(try values[index] + shift) }
        let parts = try largestRemainder(shifted, unit: unit).parts
        var result = [ExactDecimal](repeating: .zero, count: values.count)
        for (place, index) in order.enumerated() { result[index] = try parts[place] - back }
        return result
    }
}
