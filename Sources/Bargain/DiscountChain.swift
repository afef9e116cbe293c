import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A chain of discount steps prepared once for a batch of prices: the
/// arithmetic of ``StackedDiscount`` (and of ``Discount`` for one rate) on
/// 64-bit integers, for `discount -`.
///
/// Every step is turned, for each scale a price may come in at (0 to 12
/// decimals), into one multiplication and one division of whole numbers
/// with the exact remainder, so a step costs the same whether it is the
/// first or the fifth, and nothing is allocated a price. The rounding after
/// each step is decided by ``/ShopCore/RoundingRule`` from that remainder,
/// as in the general path, so the results are the same to the digit.
///
/// Whatever does not fit 64 bits on the way, and every price the general
/// path would refuse (an amount off above the price at its step), gives
/// nil: the caller then takes ``StackedDiscount``, which computes it or
/// says what is wrong.
package struct DiscountChain: Sendable {
    /// One step as whole-number operations, one for each scale of the price it is applied to.
    private enum Step: Sendable {
        /// `units = price × multiplier ÷ divisor`, rounded.
        case percent([Fraction?])
        /// `units = (price × multiplier − offset) ÷ divisor`, rounded.
        case amount([Offset?])
    }

    private struct Fraction: Sendable {
        let multiplier: UInt64, divisor: UInt64
    }

    private struct Offset: Sendable {
        let multiplier: UInt64, offset: UInt64, divisor: UInt64
    }

    /// The most decimals a price comes in with (``/ShopCore/Bounds/maximumDecimals``).
    private static let scales = 0...Bounds.maximumDecimals
    private let steps: [Step]
    /// The steps as applied (with `sum`, the percentages added into one where the first stood),
    /// each with the steps added into it: what the JSON of each line lists.
    package let applied: [(step: DiscountStep, added: [DiscountStep])]
    /// The unit's significand and scale: a result of `n` units is `n × unit` at `unitScale`.
    private let unit: UInt64, unitScale: Int
    private let rounding: RoundingRule

    /// `steps` prepared as ``StackedDiscount/init(original:steps:unit:rounding:sum:)``
    /// applies them; nil when the chain cannot take this path (no steps,
    /// summed rates above 100 %, a unit or step beyond 64 bits): the general
    /// path then explains or computes it.
    package init?(steps: [DiscountStep], unit: Decimal, rounding: RoundingRule, sum: Bool) {
        guard !steps.isEmpty, let applied = try? StackedDiscount.applied(steps, sum: sum),
            let exactUnit = try? ExactDecimal(unit), !exactUnit.isZero, !exactUnit.isNegative,
            let unitMagnitude = UInt64(exactly: exactUnit.magnitude), Self.scales.contains(exactUnit.scale)
        else { return nil }
        let unitScale = exactUnit.scale
        var prepared: [Step] = []
        for (_, step, _) in applied {
            guard let value = try? ExactDecimal(step.value), let magnitude = UInt64(exactly: value.magnitude) else {
                return nil
            }
            switch step.kind {
            case .percent:
                guard let payable = try? ExactDecimal(magnitude: 100) - value,
                    let payableMagnitude = UInt64(exactly: payable.magnitude)
                else { return nil }
                // units = V·10^-s × P·10^-p ÷ 100 ÷ (U·10^-u) = V·P·10^(u−s−p) ÷ (100·U)
                prepared.append(
                    .percent(
                        Self.scales.map { scale in
                            Self.fraction(
                                payableMagnitude, Self.times(100, unitMagnitude),
                                exponent: unitScale - scale - payable.scale)
                        }))
            case .amount:
                // units = (V·10^(t−s) − A·10^(t−a)) ÷ (U·10^(t−u)) with t the largest scale.
                prepared.append(
                    .amount(
                        Self.scales.map { scale in
                            let top = max(scale, value.scale, unitScale)
                            guard let multiplier = Self.power(top - scale),
                                let offset = Self.times(magnitude, Self.power(top - value.scale)),
                                let divisor = Self.times(unitMagnitude, Self.power(top - unitScale))
                            else { return nil }
                            return Offset(multiplier: multiplier, offset: offset, divisor: divisor)
                        }))
            }
        }
        self.steps = prepared
        self.applied = applied.map { (step: $0.step, added: $0.added) }
        self.unit = unitMagnitude
        self.unitScale = unitScale
        self.rounding = rounding
    }

    /// The price after every step, rounded after each; nil when it does not
    /// fit 64 bits on the way or the general path would refuse it.
    package func price(_ original: ExactDecimal) -> ExactDecimal? {
        var none: [ExactDecimal] = []
        return price(original, stages: &none, record: false)
    }

    /// ``price(_:)`` with the price after each step in `stages` (emptied
    /// first), what is saved and the rate in all as ``StackedDiscount`` has
    /// them (`effectiveRate`, `isEffectiveRateExact`); nil as ``price(_:)``.
    package func stages(
        _ original: ExactDecimal, into stages: inout [ExactDecimal]
    ) -> (price: ExactDecimal, saved: ExactDecimal, effectiveRate: ExactDecimal, isEffectiveRateExact: Bool)? {
        stages.removeAll(keepingCapacity: true)
        guard let price = price(original, stages: &stages, record: true), let saved = try? original - price,
            let rate = try? StackedDiscount.rate(saved: saved, of: original)
        else { return nil }
        return (price, saved, rate.value, rate.isExact)
    }

    private func price(_ original: ExactDecimal, stages: inout [ExactDecimal], record: Bool) -> ExactDecimal? {
        guard !original.isNegative, original.scale <= Bounds.maximumDecimals,
            var value = UInt64(exactly: original.magnitude)
        else { return nil }
        var scale = original.scale
        for step in steps {
            let units: UInt64
            switch step {
            case .percent(let fractions):
                guard let fraction = fractions[scale] else { return nil }
                let product = value.multipliedFullWidth(by: fraction.multiplier)
                guard product.high < fraction.divisor else { return nil }
                let (quotient, remainder) = fraction.divisor.dividingFullWidth(product)
                guard let rounded = rounded(quotient, remainder, fraction.divisor) else { return nil }
                units = rounded
            case .amount(let offsets):
                guard let offset = offsets[scale] else { return nil }
                let (scaled, overflow) = value.multipliedReportingOverflow(by: offset.multiplier)
                guard !overflow, scaled >= offset.offset else { return nil }
                let (quotient, remainder) = (scaled - offset.offset).quotientAndRemainder(dividingBy: offset.divisor)
                guard let rounded = rounded(quotient, remainder, offset.divisor) else { return nil }
                units = rounded
            }
            let (next, overflow) = units.multipliedReportingOverflow(by: unit)
            guard !overflow else { return nil }
            value = next
            scale = unitScale
            if record {
                guard let stage = try? ExactDecimal(isNegative: false, magnitude: UInt128(value), scale: scale) else {
                    return nil
                }
                stages.append(stage)
            }
        }
        return try? ExactDecimal(isNegative: false, magnitude: UInt128(value), scale: scale)
    }

    // MARK: - Implementation

    private func rounded(_ quotient: UInt64, _ remainder: UInt64, _ divisor: UInt64) -> UInt64? {
        guard remainder != 0 else { return quotient }
        guard
            let units = try? rounding.apply(
                quotient: UInt128(quotient), remainder: UInt128(remainder), divisor: UInt128(divisor))
        else { return nil }
        return UInt64(exactly: units)
    }

    /// `numerator · 10^exponent ÷ denominator` as a multiplier and a divisor
    /// of 64 bits, the power of ten on whichever side it belongs; nil when
    /// either does not fit.
    private static func fraction(_ numerator: UInt64, _ denominator: UInt64?, exponent: Int) -> Fraction? {
        guard let denominator,
            let multiplier = exponent >= 0 ? times(numerator, power(exponent)) : numerator,
            let divisor = exponent >= 0 ? denominator : times(denominator, power(-exponent))
        else { return nil }
        return Fraction(multiplier: multiplier, divisor: divisor)
    }

    /// 10^exponent, or nil beyond 64 bits.
    private static func power(_ exponent: Int) -> UInt64? {
        guard exponent >= 0, exponent <= 19 else { return nil }
        return UInt64(exactly: ExactDecimal.powersOfTen[exponent])
    }

    /// `a × b`, or nil beyond 64 bits (or when `b` is nil).
    private static func times(_ a: UInt64, _ b: UInt64?) -> UInt64? {
        guard let b else { return nil }
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : product
    }
}
