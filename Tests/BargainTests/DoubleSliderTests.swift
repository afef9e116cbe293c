import Bargain
import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `Double` from a slider control is rounded to 10 decimals exactly, then snapped.
@Suite struct DoubleSliderTests {
    /// The rate in percent that the state shows after `moveSlider(to:)` with `position`.
    static func rate(_ position: Double) throws -> Decimal {
        var state = BargainState(currency: .jpy)
        try state.moveSlider(to: position)
        return state.rate.value
    }

    /// `k` steps of 5 %, clamped to the slider's 5 %…95 %.
    static func percent(_ k: Int) -> Decimal { Decimal(min(max(k, 1), 19) * 5) }

    @Test func sevenTenthsMinusThreeTenthsIsFortyPercent() throws {
        #expect(0.7 - 0.3 == 0.39999999999999997)
        #expect(try Slider.position(0.7 - 0.3) == Decimal(string: "0.4")!)
        var state = try BargainState(price: Money(9800, .jpy))
        try state.moveSlider(to: 0.7 - 0.3)
        #expect(state.rate.value == 40)
        #expect(state.segment == .forty)
        #expect(state.slider == Decimal(string: "0.4")!)
        #expect(state.sliderStep == 8)
        #expect(try #require(try state.discount()).price == Money(5880, .jpy))
    }

    /// `Double(k) / 20` is the step itself, and so are its neighbours one ulp
    /// away, which round to the same 10 decimals.
    @Test(arguments: 0...20)
    func everyStepBoundaryAndItsNeighbours(_ k: Int) throws {
        let boundary = Double(k) / 20
        #expect(try Self.rate(boundary) == Self.percent(k))
        if k > 0 { #expect(try Self.rate(boundary.nextDown) == Self.percent(k)) }
        if k < 20 { #expect(try Self.rate(boundary.nextUp) == Self.percent(k)) }
        #expect(try Slider.position(boundary) == Decimal(k) / 20)
    }

    /// Just below a step by more than half of the 10th decimal is the step below.
    @Test(arguments: 1...20)
    func justBelowAStepIsTheStepBelow(_ k: Int) throws {
        let below = Double(k) / 20 - 0.00000000006
        #expect(try Self.rate(below) == Self.percent(k - 1))
        #expect(try Self.rate(Double(k) / 20 - 0.00000000004) == Self.percent(k))
    }

    struct Rounding: Sendable, CustomTestStringConvertible {
        let position: Double, rounded: String
        var testDescription: String { "\(position) → \(rounded)" }
    }

    static let roundings = [
        Rounding(position: 0.35, rounded: "0.35"),  // 0.34999999999999997779…
        Rounding(position: 0.1 + 0.2, rounded: "0.3"),  // 0.30000000000000004440…
        Rounding(position: 0.12345678904, rounded: "0.123456789"),
        Rounding(position: 0.12345678906, rounded: "0.1234567891"),
        // The Double nearest 0.00000000005 is 5.000000000000000182e-11: above the tie, so up.
        Rounding(position: 0.00000000005, rounded: "0.0000000001"),
        // The Double nearest 0.00000000015 is 1.4999999999999999e-10: below the tie, so down.
        Rounding(position: 0.00000000015, rounded: "0.0000000001"),
        // 0.99999999994999999586…: below the tie, so down, where rounding the
        // shortest description "0.99999999995" half-even would give 1.
        Rounding(position: 0.99999999995, rounded: "0.9999999999"),
        // 0.12345678905000000147…: above the tie, so up, where the description would round to even (…890).
        Rounding(position: 0.12345678905, rounded: "0.1234567891"),
        Rounding(position: -0.00000000001, rounded: "0"),
        Rounding(position: -0.0, rounded: "0"),
        Rounding(position: .leastNonzeroMagnitude, rounded: "0"),
        Rounding(position: 1.00000000004, rounded: "1"),
        Rounding(position: 1, rounded: "1"),
    ]

    @Test(arguments: roundings)
    func roundsTheExactValueHalfEvenToTenDecimals(_ row: Rounding) throws {
        #expect(try Slider.position(row.position) == Decimal(string: row.rounded)!)
    }

    @Test func positionsThatAreNoNumberOrOutsideZeroToOneThrow() {
        var state = BargainState(currency: .jpy)
        #expect(throws: BargainError.notASliderPosition("nan")) { try state.moveSlider(to: Double.nan) }
        #expect(throws: BargainError.notASliderPosition("inf")) { try state.moveSlider(to: Double.infinity) }
        #expect(throws: BargainError.notASliderPosition("-inf")) { try state.moveSlider(to: -Double.infinity) }
        #expect(throws: BargainError.notASliderPosition("1.8446744073709552e+19")) { try state.moveSlider(to: 0x1p64) }
        #expect(throws: BargainError.sliderOutOfRange(Decimal(string: "1.5")!)) { try state.moveSlider(to: 1.5) }
        #expect(throws: BargainError.sliderOutOfRange(Decimal(string: "1.0000000001")!)) {
            try state.moveSlider(to: 1.00000000006)
        }
        #expect(throws: BargainError.sliderOutOfRange(Decimal(string: "-0.0000000001")!)) {
            try state.moveSlider(to: -0.00000000006)
        }
        #expect(throws: BargainError.sliderOutOfRange(Decimal(string: "-18446744073709549568")!)) {
            try state.moveSlider(to: -(0x1p64.nextDown))
        }
        #expect(state.rate.value == 0, "a refused position changes nothing")
    }
}

/// Whole 5 % steps for controls bound to an integer.
@Suite struct SliderStepTests {
    @Test(arguments: Slider.steps)
    func everyStepIsFivePercent(_ step: Int) throws {
        var state = BargainState(currency: .usd)
        try state.setSliderStep(step)
        #expect(state.rate.value == Decimal(step * 5))
        #expect(state.slider == Decimal(step) / 20)
        #expect(state.sliderStep == step)
        #expect(state.segment == Segment(rate: try Percentage(Decimal(step * 5))))
        var moved = BargainState(currency: .usd)
        try moved.moveSlider(to: Double(step) / 20)
        #expect(moved == state, "a whole step and the slider agree")
    }

    @Test(arguments: [Int.min, -1, 0, 20, 21, Int.max])
    func stepsOutsideOneToNineteenThrow(_ step: Int) {
        var state = BargainState(currency: .jpy)
        #expect(throws: BargainError.sliderStepOutOfRange(step)) { try state.setSliderStep(step) }
        #expect(state.rate.value == 0)
    }

    @Test(arguments: [("0", 0), ("100", 0), ("33.5", 0), ("5", 1), ("35", 7), ("50", 10), ("95", 19), ("97.5", 0)])
    func theStepOfARate(_ rate: String, _ step: Int) throws {
        var state = BargainState(currency: .jpy)
        try state.setRate(try Percentage(Decimal(string: rate)!))
        #expect(state.sliderStep == step)
    }

    @Test func theStepErrorNamesTheStep() {
        #expect(BargainError.sliderStepOutOfRange(25).description == "slider step 25 is outside 1–19")
    }
}
