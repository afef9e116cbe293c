import FoundationEssentials
import ShopCore

/// What can be wrong with a discount.
public enum BargainError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A rate below 0 % or above 100 %.
    case rateOutOfRange(Decimal)
    /// A slider position outside `[0, 1]`.
    case sliderOutOfRange(Decimal)
    /// A segment number other than 1…4.
    case segmentOutOfRange(Int)
    /// An amount, unit or result the money core refused.
    case money(ShopCoreError)

    public var description: String {
        switch self {
        case .rateOutOfRange(let rate):
            return "rate \(MoneyFormat.plain(rate))% is outside 0–100%"
        case .sliderOutOfRange(let position):
            return "slider position \(MoneyFormat.plain(position)) is outside 0–1"
        case .segmentOutOfRange(let number):
            let presets = Segment.allCases.map { "\($0.rawValue) = \(MoneyFormat.plain($0.rate))%" }
            return "segment \(number) does not exist; expected 1–4 (\(presets.joined(separator: ", ")))"
        case .money(let error):
            return error.description
        }
    }
}
