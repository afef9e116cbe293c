import FoundationEssentials
import ShopCore

/// What can be wrong with a discount.
public enum BargainError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A rate below 0 % or above 100 %.
    case rateOutOfRange(Decimal)
    /// Text that is not a percentage (`"abc"`, `"30%%"`).
    case notARate(String)
    /// A slider position outside `[0, 1]`.
    case sliderOutOfRange(Decimal)
    /// Text that is not a slider position (`"half"`).
    case notASliderPosition(String)
    /// A whole slider step outside ``Slider/steps`` (1…19), as given (`25`).
    case sliderStepOutOfRange(Int)
    /// A segment number other than 1…4, as given (`"7"`).
    case segmentOutOfRange(String)
    /// Text that is not a whole number (`"two"`, `"2.5"`).
    case notASegment(String)
    /// A price in another currency than the state's.
    case currencyMismatch(price: Money, expected: Currency)
    /// An amount, unit or result the money core refused.
    case money(ShopCoreError)

    public var description: String {
        switch self {
        case .rateOutOfRange(let rate):
            return "rate \(MoneyFormat.plain(rate))% is outside 0–100%"
        case .notARate(let text):
            return "rate \(quoted(text)) is not a percentage; expected a number from 0 to 100, like 30 or 30%"
        case .sliderOutOfRange(let position):
            return "slider position \(MoneyFormat.plain(position)) is outside 0–1"
        case .notASliderPosition(let text):
            return "slider position \(quoted(text)) is not a number from 0 to 1"
        case .sliderStepOutOfRange(let step):
            return "slider step \(step) is outside \(Slider.steps.lowerBound)–\(Slider.steps.upperBound)"
        case .segmentOutOfRange(let number):
            return "segment \(quoted(number)) does not exist; expected \(Self.presets)"
        case .notASegment(let text):
            return "segment \(quoted(text)) is not a preset number; expected \(Self.presets)"
        case .currencyMismatch(let price, let expected):
            return "price \(price.humanText) is in \(price.currency.code), not \(expected.code)"
        case .money(let error):
            return error.description
        }
    }

    /// `1–4 (1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%)`.
    private static var presets: String {
        "1–4 (" + Segment.allCases.map { "\($0.rawValue) = \(MoneyFormat.plain($0.rate))%" }.joined(separator: ", ") + ")"
    }
}
