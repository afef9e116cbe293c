import Bargain
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything `discount` was asked, checked before anything is computed.
struct DiscountRequest {
    let priceText: String
    /// The state with the discount chosen, and no price yet.
    let template: BargainState
    /// The steps of a stacked discount (`--off`, `--sum`), the rate first
    /// when one was given; nil for one rate, which is today's discount.
    let steps: [DiscountStep]?
    /// Whether the percentage steps are added into one rate (`--sum`).
    let sum: Bool
    let currency: Currency
    let json: Bool

    init(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) {
        guard let price = arguments.positionals.first else {
            throw .usage(.missing(.price), command: "discount")
        }
        try Values.expectAtMost(1, arguments, command: "discount", what: .onePrice)
        let given = [OptionSpec.discountRate, .segment, .slider].filter(arguments.has).map(\.name)
        let offs = arguments.allValues(.off)
        guard given.count == 1 || (given.isEmpty && !offs.isEmpty) else {
            throw .usage(.discountChoice(given: given), command: "discount")
        }
        priceText = price
        currency = try Values.currency(arguments, invocation)
        json = arguments.has(.json)
        sum = arguments.has(.sum)
        let unit = try Values.unit(arguments, currency: currency)
        let rounding = try Values.rounding(arguments, default: .towardZero)
        do {
            var state = BargainState(currency: currency, rounding: rounding)
            if let unit { try state.setUnit(unit) }
            if let text = arguments.value(.discountRate) {
                try state.setRate(try Rate.parse(text))
            } else if let text = arguments.value(.segment) {
                state.select(try Segment(parsing: text))
            } else if let text = arguments.value(.slider) {
                try state.moveSlider(to: try Slider.position(parsing: text))
            }
            var steps = given.isEmpty ? [] : [try DiscountStep(percentOff: state.rate)]
            for text in offs { steps.append(try DiscountStep(parsing: text, currency: currency)) }
            if !sum, steps.count == 1, let only = steps.first, only.kind == .percent {
                // One percentage, however given, is the discount of 0.1: the same words and JSON.
                try state.setRate(only.value)
                self.steps = nil
            } else {
                self.steps = steps
            }
            template = state
        } catch {
            throw .data(error)
        }
    }

    /// The chosen discount on `price`: one rate, or the stacked steps.
    func discount(of price: Money) throws(BargainError) -> DiscountResult {
        guard let steps else { return .single(try template.discount(of: price)) }
        return .stacked(
            try StackedDiscount(original: price, steps: steps, unit: template.unit, rounding: template.rounding, sum: sum))
    }
}

/// What `discount` computed: one rate, or stacked steps.
enum DiscountResult {
    case single(Discount)
    case stacked(StackedDiscount)
}
