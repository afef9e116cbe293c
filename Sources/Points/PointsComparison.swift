import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Points against a plain discount on the same goods: which is cheaper, and
/// by how much.
///
/// The points are counted as the discount they are worth
/// (``PointsEarned/effectiveCost``): ¥10,000 with 20 % back costs
/// 10,000 × 10,000 ÷ 12,000 ≈ ¥8,333.33 for the goods, against ¥8,000 with
/// 20 % off, so the discount is cheaper by ≈ ¥333.33 (16.67 % against 20 %).
public struct PointsComparison: Sendable, Hashable {
    /// Which offer costs less.
    public enum Cheaper: String, Sendable, Hashable, CaseIterable {
        /// The purchase with points.
        case points
        /// The other offer.
        case offer
        /// Neither: they cost the same.
        case same
    }

    /// The purchase with points.
    public let earned: PointsEarned
    /// What the goods cost under the other offer.
    public let offerPrice: Fraction
    /// The goods' cost with the points counted as a discount.
    public let pointsCost: Fraction
    /// The points' effective rate (nil when nothing was bought).
    public let pointsRate: Fraction?
    /// The other offer's rate off the list price (nil when the list price is 0).
    public let offerRate: Fraction?

    /// `earned` against paying `offerPrice` for the same goods.
    /// - Throws: ``PointsError/money(_:)`` past the exact range.
    public init(_ earned: PointsEarned, against offerPrice: Fraction) throws(PointsError) {
        self.earned = earned
        self.offerPrice = offerPrice
        pointsCost = try earned.effectiveCost
        pointsRate = try earned.effectiveRate
        let list = earned.purchase.listPrice
        if list.isZero {
            offerRate = nil
        } else {
            do { offerRate = try Fraction.one - offerPrice / list } catch { throw .money(error) }
        }
    }

    /// `earned` against a discount of `rate` off the list price.
    /// - Throws: ``PointsError/money(_:)`` past the exact range.
    public init(_ earned: PointsEarned, againstDiscount rate: Percentage) throws(PointsError) {
        let price: Fraction
        do { price = try earned.purchase.listPrice * (Fraction.one - rate.fraction) } catch { throw .money(error) }
        try self.init(earned, against: price)
    }

    /// Which costs less.
    public var cheaper: Cheaper {
        if pointsCost < offerPrice { return .points }
        if offerPrice < pointsCost { return .offer }
        return .same
    }

    /// By how much the cheaper one is cheaper (zero when they cost the same).
    public var difference: Fraction {
        ((try? pointsCost - offerPrice) ?? .zero).magnitude
    }
}
