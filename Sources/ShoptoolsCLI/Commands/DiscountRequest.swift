import Bargain
import FoundationEssentials
import ShopCore

/// Everything `discount` was asked, checked before anything is computed.
struct DiscountRequest {
    let priceText: String
    /// The state with the discount chosen, at a price of zero.
    let template: BargainState
    let currency: Currency
    let json: Bool

    init(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) {
        guard let price = arguments.positionals.first else {
            throw .usage(.missing(.price), command: "discount")
        }
        try Values.expectAtMost(1, arguments, command: "discount", what: .onePrice)
        let given = ["rate", "segment", "slider"].filter(arguments.has)
        guard given.count == 1 else {
            throw .usage(.discountChoice(given: given), command: "discount")
        }
        priceText = price
        currency = try Values.currency(arguments, invocation)
        json = arguments.has("json")
        let unit = try Values.unit(arguments, currency: currency)
        let rounding = try Values.rounding(arguments, default: .down)
        do {
            var state = try BargainState(price: Money(0, currency), unit: unit, rounding: rounding)
            if let text = arguments.value("rate") {
                try state.setRate(try Rate.parse(text))
            } else if let text = arguments.value("segment") {
                state.select(try Segment(parsing: text))
            } else if let text = arguments.value("slider") {
                try state.moveSlider(to: try Slider.position(parsing: text))
            }
            template = state
        } catch {
            throw .data(error)
        }
    }

    /// The bargain state for `price` with the chosen discount.
    func state(for price: Money) throws(BargainError) -> BargainState {
        var state = template
        try state.setPrice(price)
        return state
    }
}
