import Bargain
import CommandLineKit
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
            throw .commandUsage(.missing(.price))
        }
        try Values.expectAtMost(1, arguments, what: .onePrice)
        let given = ([.discountRate, .segment, .slider] as [DeclaredOption]).filter { arguments.has($0) }.map(\.name)
        let offs = try arguments.values(.off)
        guard given.count == 1 || (given.isEmpty && !offs.isEmpty) else {
            throw .commandUsage(.discountChoice(given: given))
        }
        priceText = price
        currency = try Values.currency(arguments, invocation)
        json = arguments.has(.json)
        sum = arguments.has(.sum)
        let unit = try arguments.value(.round)?.read(in: currency)
        let rounding = try arguments.value(.rounding) ?? .towardZero
        var steps: [DiscountStep] = []
        for off in offs { steps.append(try off.read(in: currency)) }
        do {
            var state = BargainState(currency: currency, rounding: rounding)
            if let unit { try state.setUnit(unit) }
            if let rate = try arguments.value(.discountRate) {
                try state.setRate(rate)
            } else if let segment = try arguments.value(.segment) {
                state.select(segment)
            } else if let position = try arguments.value(.slider) {
                try state.moveSlider(to: position)
            }
            if !given.isEmpty { steps.insert(.percent(state.rate), at: 0) }
            if !sum, steps.count == 1, case .percent(let only)? = steps.first {
                // One percentage, however given, is the discount of 0.1: the same words and JSON.
                try state.setRate(only)
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
