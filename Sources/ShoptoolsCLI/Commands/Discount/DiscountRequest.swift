import Bargain
import CommandLineKit
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything `discount` was asked, each value read once by ``DiscountCommand/table``; ``prepare(_:)``
/// then makes the state with the discount chosen.
struct DiscountRequest: AmountsRequest {
    var price: PriceArgument?
    var rate: Percentage?
    var segment: Segment?
    var slider: Decimal?
    var offs: [CurrencyDependent<DiscountStep>] = []
    /// Whether the percentage steps are added into one rate (`--sum`).
    var sum = false
    var unit: CurrencyDependent<Decimal>?
    var rounding: RoundingRule?
    var currencyGiven: Currency?
    var json = false
    var amounts = AmountCurrency()
    /// The state with the discount chosen, and no price yet.
    private(set) var template = BargainState(currency: .default)
    /// The steps of a stacked discount (`--off`, `--sum`), the rate first
    /// when one was given; nil for one rate, which is today's discount.
    private(set) var steps: [DiscountStep]?

    var currency: Currency { amounts.fallback }

    /// Whether no option but `--currency` was given (the screen then opens).
    var isOnlyCurrency: Bool {
        rate == nil && segment == nil && slider == nil && offs.isEmpty && !sum && unit == nil && rounding == nil && !json
    }

    mutating func prepare(_ invocation: Invocation) throws(CLIError) { amounts = try .of(currencyGiven, invocation) }

    /// The state and the steps, from the values read: the rate, segment or slider, then the steps.
    mutating func choose() throws(CLIError) {
        var given: [String] = []
        if rate != nil { given.append(declaration(of: .discountRate).name) }
        if segment != nil { given.append(declaration(of: .segment).name) }
        if slider != nil { given.append(declaration(of: .slider).name) }
        guard given.count == 1 || (given.isEmpty && !offs.isEmpty) else {
            throw .commandUsage(.discountChoice(given: given))
        }
        let unit = try unit?.read(in: currency)
        var steps: [DiscountStep] = []
        for off in offs { steps.append(try off.read(in: currency)) }
        do {
            var state = BargainState(currency: currency, rounding: rounding ?? .towardZero)
            if let unit { try state.setUnit(unit) }
            if let rate {
                try state.setRate(rate)
            } else if let segment {
                state.select(segment)
            } else if let slider {
                try state.moveSlider(to: slider)
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
