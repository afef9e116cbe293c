import Bargain
import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The most awkward values a caller can pass, for every public function of
/// Bargain: each answers with a value or a typed error, never a crash.
@Suite struct BargainExtremeValueTests {
    static let decimals: [Decimal] = [
        .nan, 0, -0, 1, -1, 100, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
        Decimal(Int.max), Decimal(Int.min), Decimal(1) / 3, Bounds.maximumAmount,
        Decimal(string: "999999999999999.999999999999")!,
        Decimal(string: "0.000000000001")!, Decimal(string: "99.999999999999")!,
    ]
    static let ints = [Int.min, Int.min + 1, -1, 0, 1, 4, 5, 19, 20, Int.max - 1, Int.max]
    static let doubles: [Double] = [
        .nan, .signalingNaN, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
        .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0x1p64, 0x1p64.nextDown,
        -(0x1p64.nextDown), 1.nextUp, 0.nextUp, 0.7 - 0.3,
    ]
    static let strings = [
        "", " ", "-", "%", "%%", "NaN", "inf", "1e400", "\u{0}", String(repeating: "9", count: 10_000),
        "0." + String(repeating: "0", count: 10_000) + "1", String(repeating: "２", count: 1_000), "99999999999999999999",
    ]

    static func roundTrip<T: Codable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    @Test func everySetterOfTheState() throws {
        for currency in Currency.all {
            for rule in RoundingRule.allCases {
                var state = BargainState(currency: currency, rounding: rule)
                for value in Self.decimals {
                    _ = try? BargainState(price: Money(value, currency))
                    _ = try? BargainState(price: Money(value, currency), unit: value, rounding: rule)
                    _ = try? BargainState(price: Money(1, currency), unit: value)
                    try? state.setPrice(Money(value, currency))
                    try? state.setRate(try Percentage(value))
                    try? state.moveSlider(to: value)
                    try? state.setUnit(value)
                    _ = try? state.discount()
                    _ = try? state.discount(of: Money(value, currency))
                    // Whatever the calls left, it is a state that is stored and read back as it is.
                    #expect(try Self.roundTrip(state) == state)
                    if let discount = try? state.discount() { #expect(try Self.roundTrip(discount) == discount) }
                }
                for position in Self.doubles {
                    try? state.moveSlider(to: position)
                    _ = try? state.discount()
                }
                for step in Self.ints {
                    try? state.setSliderStep(step)
                    _ = state.sliderStep
                }
                for segment in Segment.allCases { state.select(segment) }
                state.clearPrice()
                #expect(try state.discount() == nil)
            }
        }
        // The largest price at the most precise rates: exact, though the product passes 38 digits.
        var state = try BargainState(price: Money(Decimal(string: "999999999999999.999999999999")!, .jpy))
        try state.setRate(try Percentage(Decimal(string: "99.999999999999")!))
        let discount = try #require(try state.discount())
        #expect(discount.price == Money(9, .jpy))
        #expect(discount.saved == Money(Decimal(string: "999999999999990.999999999999")!, .jpy))
        try state.setRate(try Percentage(Decimal(string: "33.333333333333")!))
        let third = try #require(try state.discount())
        #expect(third.price == Money(666_666_666_666_669, .jpy))
        #expect(third.saved == Money(Decimal(string: "333333333333330.999999999999")!, .jpy))
        #expect(third.isRounded)
    }

    @Test func readersAndStaticFunctions() {
        for text in Self.strings {
            _ = try? Percentage(parsingDiscountRate: text)
            _ = try? Segment(parsing: text)
            _ = try? Slider.position(parsing: text)
        }
        for value in Self.decimals {
            _ = try? Slider.snap(value)
            _ = (try? Percentage(value)).map { Segment(rate: $0) }
        }
        for position in Self.doubles { _ = try? Slider.position(position) }
        for number in Self.ints { _ = try? Segment(number: number) }
        #expect(throws: BargainError.segmentOutOfRange("-9223372036854775808")) { try Segment(number: Int.min) }
        #expect(throws: BargainError.sliderOutOfRange(.greatestFiniteMagnitude)) { try Slider.snap(.greatestFiniteMagnitude) }
        #expect(throws: BargainError.notASliderPosition("1.7976931348623157e+308")) {
            try Slider.position(.greatestFiniteMagnitude)
        }
        #expect(throws: BargainError.money(.tooManyDecimals("0.0000000000001", limit: 12))) {
            try Percentage(parsingDiscountRate: "0.0000000000001")
        }
    }

    @Test func errorDescriptions() {
        for value in Self.decimals {
            _ = BargainError.rateOutOfRange(value).description
            _ = BargainError.sliderOutOfRange(value).description
            _ = BargainError.currencyMismatch(price: Money(value, .usd), expected: .jpy).description
        }
        for text in Self.strings {
            for error in [BargainError.notARate(text), .notASliderPosition(text), .segmentOutOfRange(text), .notASegment(text)] {
                _ = error.description
            }
        }
        for step in Self.ints { _ = BargainError.sliderStepOutOfRange(step).description }
        #expect(BargainError.rateOutOfRange(.nan).description == "rate NaN% is outside 0–100%")
        #expect(BargainError.sliderStepOutOfRange(Int.min).description == "slider step -9223372036854775808 is outside 1–19")
    }
}
