import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The four preset discounts of the segmented control, numbered as on the
/// command line (`--segment 2` is 30 %).
public enum Segment: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// 20 % off.
    case twenty = 1
    /// 30 % off.
    case thirty = 2
    /// 40 % off.
    case forty = 3
    /// 50 % off.
    case fifty = 4

    /// The discount (30 % for ``thirty``).
    public var rate: Percentage {
        switch self {
        case .twenty: return Self.percentages[0]
        case .thirty: return Self.percentages[1]
        case .forty: return Self.percentages[2]
        case .fifty: return Self.percentages[3]
        }
    }

    /// 20, 30, 40 and 50 %: percentages from 0 to 100, which always make one.
    private static let percentages = [20, 30, 40, 50].map { (try? Percentage(Decimal($0))) ?? .zero }

    /// The segment whose rate equals `rate`, if any (30 % → ``thirty``, 35 % → nil).
    /// - Parameter rate: the discount.
    public init?(rate: Percentage) {
        guard let match = Segment.allCases.first(where: { $0.rate == rate }) else { return nil }
        self = match
    }

    /// The segment whose rate is `percent` %, if any (see ``init(rate:)-(Percentage)``).
    @available(*, deprecated, message: "pass a Percentage: Segment(rate: try Percentage(percent))")
    public init?(rate percent: Decimal) {
        guard let match = Segment.allCases.first(where: { $0.rate.value == percent }) else { return nil }
        self = match
    }

    /// The segment numbered `number` (1…4).
    /// - Throws: ``BargainError/segmentOutOfRange(_:)`` for any other number.
    public init(number: Int) throws(BargainError) {
        guard let segment = Segment(rawValue: number) else { throw .segmentOutOfRange(String(number)) }
        self = segment
    }

    /// `2 (30%)`.
    public var description: String { "\(rawValue) (\(rate))" }
}
