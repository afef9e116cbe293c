import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reading the three ways a discount is chosen, as people type them.
///
/// ```
/// text      | Percentage(parsingDiscountRate:) | Segment(parsing:) | Slider.position(parsing:)
/// ----------+----------------------------------+-------------------+--------------------------
/// 30        | 30 %                             | error (1–4)       | error (0–1)
/// 30%       | 30 %                             | error             | error
/// ３０％     | 30 %                             | error             | error
/// 2         | 2 %                              | .thirty           | error (0–1)
/// 0.35      | 0.35 %                           | error             | 0.35
/// ```
public enum Rate {
    /// Reads a discount rate in percent: `30`, `30%`, `33.5`, `３０％`.
    /// - Throws: what ``ShopCore/Percentage/init(parsingDiscountRate:)`` throws.
    @available(*, deprecated, message: "use Percentage(parsingDiscountRate:), whose value this is")
    public static func parse(_ text: String) throws(BargainError) -> Decimal {
        try Percentage(parsingDiscountRate: text).value
    }
}

extension Percentage {
    /// Reads a discount rate as people type it (`30`, `30%`, `33.5`, `３０％`), in Bargain's words:
    /// ``/ShopCore/Percentage/init(parsing:maximumDecimals:)`` with a discount's limits.
    /// - Parameter text: the rate, with or without `%`.
    /// - Throws: ``BargainError/notARate(_:)`` for text that is not a number,
    ///   ``BargainError/rateOutOfRange(_:)`` outside 0–100, and
    ///   ``BargainError/money(_:)`` with `tooManyDecimals` beyond 12 decimals.
    public init(parsingDiscountRate text: String) throws(BargainError) {
        let number: ExactDecimal
        do {
            number = try Percentage.number(in: text, maximumDecimals: Bounds.maximumDecimals)
        } catch .tooManyDecimals {
            throw .money(.tooManyDecimals(text, limit: Bounds.maximumDecimals))
        } catch {
            throw .notARate(text)
        }
        do {
            self = try Percentage(exact: number, maximumDecimals: Bounds.maximumDecimals, text: text)
        } catch {
            throw .rateOutOfRange(number.decimal)
        }
    }
}

extension Segment {
    /// Reads a preset number as typed: `2`, `２`.
    /// - Throws: ``BargainError/notASegment(_:)`` for text that is not a whole
    ///   number, ``BargainError/segmentOutOfRange(_:)`` for a number other than 1–4.
    public init(parsing text: String) throws(BargainError) {
        let folded = TextNormalizer.foldedAndTrimmed(text)
        guard !folded.isEmpty, folded.utf8.allSatisfy({ (48...57).contains($0) }) else { throw .notASegment(text) }
        guard let number = Int(folded), let segment = Segment(rawValue: number) else { throw .segmentOutOfRange(text) }
        self = segment
    }
}

extension Slider {
    /// Reads a raw slider position as typed (`0.35`), not yet snapped.
    /// - Throws: ``BargainError/notASliderPosition(_:)`` for text that is not
    ///   a number, ``BargainError/money(_:)`` with `tooManyDecimals` beyond 12 decimals.
    public static func position(parsing text: String) throws(BargainError) -> Decimal {
        do {
            return try AmountParser.decimal(text, allowsNegative: true)
        } catch .tooManyDecimals {
            throw .money(.tooManyDecimals(text, limit: Bounds.maximumDecimals))
        } catch {
            throw .notASliderPosition(text)
        }
    }
}
