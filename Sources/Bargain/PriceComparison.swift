import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which offer is cheaper: every offer's price per basis (100 g, 100 ml, 1 oz, 1
/// piece, or a basis chosen), ranked exactly.
///
/// The ranking compares the exact prices per unit (`298/450` against
/// `198/280`, cross-multiplied), never the rounded figures shown: `100/3`
/// and `200/6` tie, and two offers shown alike at ¥33.33 rank apart when
/// their exact values differ. Figures for people are rounded half-up to the
/// currency's minor unit and two more decimals (¥66.22, $0.6622), each with
/// whether it is exact.
///
/// ```
/// offers             | basis   | per basis        | rank | more than the cheapest
/// -------------------+---------+------------------+------+-----------------------
/// 298/450g           | 100g    | 66.22 (≈)        | 1    | —
/// 198/280g           | 100g    | 70.71 (≈)        | 2    | 4.49 (≈), 6.8% (≈)
/// 398/6, 698/12      | 1 piece | 66.33 (≈), 58.17 (≈) | 2, 1 |
/// 100/3, 200/6       | 1 piece | 33.33 (≈) each   | 1, 1 | a tie
/// ```
public struct PriceComparison: Sendable, Hashable {
    /// One offer's place in the comparison.
    public struct Entry: Sendable, Hashable {
        /// The offer.
        public let offer: Offer
        /// The price per basis, rounded half-up to the minor unit and 2 more decimals.
        public let perBasis: Decimal
        /// Whether ``perBasis`` is exact.
        public let isExact: Bool
        /// 1 for the cheapest; offers of equal exact price per basis share a
        /// rank, and the next rank counts them (1, 1, 3).
        public let rank: Int
        /// How much more it costs per basis than the cheapest, rounded as ``perBasis``.
        public let more: Decimal
        /// Whether ``more`` is exact.
        public let isMoreExact: Bool
        /// How much more it costs than the cheapest, in percent, rounded
        /// half-up to 0.1; nil when the cheapest costs nothing.
        public let percentMore: Decimal?
        /// Whether ``percentMore`` is exact.
        public let isPercentMoreExact: Bool
        /// Whether another offer has the same exact price per basis.
        public let isTied: Bool
    }

    /// What the prices are per (`100g`).
    public let basis: Quantity
    /// The offers' currency.
    public let currency: Currency
    /// The entries in the order the offers were given.
    public let entries: [Entry]

    /// The entries cheapest first; tied offers in the order given.
    public var ranked: [Entry] {
        entries.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
    }

    /// Compares `offers` per `basis`, by default 100 g, 100 ml or 1 piece
    /// as the offers are weighed, measured or counted.
    /// - Throws: ``BargainError/noOffers`` for none;
    ///   ``BargainError/incomparable(_:_:_:_:)`` for offers of different
    ///   dimensions (g against ml); ``BargainError/basisDoesNotFit(_:_:)``
    ///   for a basis of another dimension than the offers;
    ///   ``BargainError/currencyMismatch(price:expected:)`` for offers in two
    ///   currencies; ``BargainError/tooPreciseToCompare(_:)`` when the
    ///   figures pass 38 digits; ``BargainError/money(_:)`` with `tooLarge`
    ///   naming the offer when its price per basis reaches 10^15.
    public init(_ offers: [Offer], per basis: Quantity? = nil) throws(BargainError) {
        guard let first = offers.first else { throw .noOffers }
        for offer in offers.dropFirst() {
            if offer.quantity.unit.dimension != first.quantity.unit.dimension {
                throw .incomparable(
                    first.description, first.quantity.unit.dimension, offer.description, offer.quantity.unit.dimension)
            }
            if offer.price.currency != first.price.currency {
                throw .currencyMismatch(price: offer.price, expected: first.price.currency)
            }
        }
        let dimension = first.quantity.unit.dimension
        // Pieces are counted in the word the offers were written with (ロール), when they agree on one.
        let counters = Set(offers.compactMap(\.quantity.counter))
        let counter = counters.count == 1 ? counters.first : nil
        guard let basis = basis ?? first.quantity.unit.defaultBasis(counter: counter) else { throw .noOffers }
        guard basis.unit.dimension == dimension else { throw .basisDoesNotFit(basis.description, dimension) }
        self.basis = basis
        self.currency = first.price.currency
        do {
            entries = try Self.entries(offers, basis: basis, currency: currency)
        } catch let error as BargainError {
            throw error
        } catch let error as ShopCoreError {
            switch error {
            case .tooLarge, .tooManyDecimals: throw .tooPreciseToCompare(offers.map(\.description))
            default: throw .money(error)
            }
        } catch {
            throw .tooPreciseToCompare(offers.map(\.description))
        }
    }

    /// A price per basis as the fraction `numerator / denominator`: the
    /// pack's price × the basis, over the pack's quantity (both in base units).
    private struct Ratio {
        let numerator: ExactDecimal
        let denominator: ExactDecimal

        /// -1, 0 or 1, exactly, by cross-multiplying (at any size: the products may pass 38 digits).
        func compare(_ other: Ratio) -> Int {
            ExactDecimal.compareProducts(numerator, other.denominator, other.numerator, denominator)
        }
    }

    private static func entries(_ offers: [Offer], basis: Quantity, currency: Currency) throws -> [Entry] {
        let basisAmount = try basis.baseAmount
        let ratios = try offers.map { offer throws in
            let price = try ExactDecimal(offer.price.amount)
            return Ratio(numerator: try price * basisAmount, denominator: try offer.quantity.baseAmount)
        }
        var cheapest = 0
        for index in ratios.indices {
            if ratios[index].compare(ratios[cheapest]) < 0 { cheapest = index }
        }
        let low = ratios[cheapest]
        let shownUnit = try ExactDecimal(isNegative: false, magnitude: 1, scale: currency.minorUnitDigits + 2)
        let tenth = try ExactDecimal(isNegative: false, magnitude: 1, scale: 1)
        var entries: [Entry] = []
        for (index, ratio) in ratios.enumerated() {
            var rank = 1, tied = false
            for other in ratios.indices where other != index {
                let order = ratios[other].compare(ratio)
                if order < 0 { rank += 1 }
                if order == 0 { tied = true }
            }
            let shown = try rounded(ratio.numerator, ratio.denominator, to: shownUnit)
            // A price per basis of 10^15 or more is beyond what shoptools computes exactly anywhere else.
            guard shown.0 < Bounds.maximumAmount else { throw BargainError.money(.tooLarge(offers[index].description)) }
            // ratio − low = (a·d − c·b) / (b·d), and × 100 / (c·b) in percent, the products at any size.
            let more = try rounded(ratio, minus: low, scaledBy: .one, over: ratio.denominator, low.denominator, to: shownUnit)
            var percent: (Decimal, Bool)? = nil
            if !low.numerator.isZero {
                percent = try rounded(
                    ratio, minus: low, scaledBy: ExactDecimal(magnitude: 100), over: low.numerator, ratio.denominator,
                    to: tenth)
            }
            entries.append(
                Entry(
                    offer: offers[index], perBasis: shown.0, isExact: shown.1, rank: rank, more: more.0,
                    isMoreExact: more.1, percentMore: percent?.0, isPercentMoreExact: percent?.1 ?? true, isTied: tied))
        }
        return entries
    }

    /// `(a.numerator × b.denominator − b.numerator × a.denominator) × factor ÷ (divisor × otherDivisor)`
    /// rounded half-up to `unit`, and whether that is exact.
    private static func rounded(
        _ a: Ratio, minus b: Ratio, scaledBy factor: ExactDecimal, over divisor: ExactDecimal,
        _ otherDivisor: ExactDecimal, to unit: ExactDecimal
    ) throws -> (Decimal, Bool) {
        func value(_ rule: RoundingRule) throws -> ExactDecimal {
            try ExactDecimal.quotient(
                a.numerator, times: b.denominator, minus: b.numerator, times: a.denominator, scaledBy: factor,
                over: divisor, times: otherDivisor, roundedTo: unit, rule)
        }
        return (try value(.toNearestOrAwayFromZero).decimal, try value(.towardZero) == value(.awayFromZero))
    }

    /// `numerator / denominator` rounded half-up to `unit`, and whether that is exact.
    private static func rounded(
        _ numerator: ExactDecimal, _ denominator: ExactDecimal, to unit: ExactDecimal
    ) throws -> (Decimal, Bool) {
        let shown = try ExactDecimal.quotient(numerator, denominator, roundedTo: unit, .toNearestOrAwayFromZero)
        let down = try ExactDecimal.quotient(numerator, denominator, roundedTo: unit, .towardZero)
        let up = try ExactDecimal.quotient(numerator, denominator, roundedTo: unit, .awayFromZero)
        return (shown.decimal, down == up)
    }
}
