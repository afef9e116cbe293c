import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    /// Text that is neither a percentage nor an amount off (`"abc"`).
    case notADiscountStep(String)
    /// A stacked discount without a single step.
    case noDiscountSteps
    /// An amount off above the price at its step (numbered from 1 as given):
    /// a price never goes below zero.
    case amountOffAbovePrice(step: Int, off: Money, price: Money)
    /// Percentage steps that add up to more than 100 %.
    case summedRateOutOfRange(Decimal)
    /// Text that is not `PRICE/QUANTITY` (`"298"`, `"x/450g"`).
    case notAnOffer(String)
    /// Text that is not a quantity above zero with a known unit (`"450oz"`, `"0g"`).
    case notAQuantity(String)
    /// A multipack count outside 1…``Offer/maximumPacks``, as given.
    case packCountOutOfRange(String)
    /// A comparison without a single offer.
    case noOffers
    /// Two offers that measure different things (`298/450g`, mass, against `158/500ml`, volume).
    case incomparable(String, MeasureUnit.Dimension, String, MeasureUnit.Dimension)
    /// A basis (`1l`) of another dimension than the offers (mass).
    case basisDoesNotFit(String, MeasureUnit.Dimension)
    /// Offers whose prices per basis need more than 38 digits to compare
    /// exactly (many decimals in a price and a quantity at once).
    case tooPreciseToCompare([String])
    /// An amount, unit or result the money core refused.
    case money(ShopCoreError)

    /// What is wrong, in one short English sentence with the values the case carries.
    ///
    /// ShopText words every case in English and Japanese (`text(in:)`).
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
        case .notADiscountStep(let text):
            return "discount step \(quoted(text)) is neither a percentage (10%) nor an amount off (100, ¥100)"
        case .noDiscountSteps:
            return "no discount step; expected a rate or an amount off"
        case .amountOffAbovePrice(let step, let off, let price):
            return "step \(step): \(off.humanText) off is more than the price \(price.humanText) at that step"
        case .summedRateOutOfRange(let rate):
            return "the rates add up to \(MoneyFormat.plain(rate))%, above 100%"
        case .notAnOffer(let text):
            return "offer \(quoted(text)) is not PRICE/QUANTITY, like 298/450g, 398/12 or 2x298/450g"
        case .notAQuantity(let text):
            return
                "quantity \(quoted(text)) is not a number above 0 with a unit: g, kg, oz, lb, ml, l, fl oz, gal, or pieces (12, 12個, 12ロール, 12pcs)"
        case .packCountOutOfRange(let text):
            return "pack count \(quoted(text)) is not a whole number from 1 to \(Offer.maximumPacks)"
        case .noOffers:
            return "no offer to compare"
        case .incomparable(let first, let firstDimension, let second, let secondDimension):
            return "\(first) (\(firstDimension.rawValue)) and \(second) (\(secondDimension.rawValue)) cannot be compared"
        case .basisDoesNotFit(let basis, let dimension):
            return "cannot compare per \(basis): the offers are priced by \(dimension.rawValue)"
        case .tooPreciseToCompare(let offers):
            return "\(offers.joined(separator: ", ")) cannot be compared exactly: the figures need more than 38 digits; "
                + "give prices and quantities with fewer decimals"
        case .money(let error):
            return error.description
        }
    }

    /// `1–4 (1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%)`.
    private static var presets: String {
        "1–4 (" + Segment.allCases.map { "\($0.rawValue) = \($0.rate)" }.joined(separator: ", ") + ")"
    }
}
