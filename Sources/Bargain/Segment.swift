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

    /// The discount in percent (`30` for ``thirty``).
    public var rate: Decimal { Decimal((rawValue + 1) * 10) }

    /// The segment whose rate equals `percent`, if any (`30` → ``thirty``, `35` → nil).
    public init?(rate percent: Decimal) {
        guard let match = Segment.allCases.first(where: { $0.rate == percent }) else { return nil }
        self = match
    }

    /// The segment numbered `number` (1…4).
    /// - Throws: ``BargainError/segmentOutOfRange(_:)`` for any other number.
    public init(number: Int) throws(BargainError) {
        guard let segment = Segment(rawValue: number) else { throw .segmentOutOfRange(String(number)) }
        self = segment
    }

    /// `2 (30%)`.
    public var description: String { "\(rawValue) (\(MoneyFormat.plain(rate))%)" }
}
