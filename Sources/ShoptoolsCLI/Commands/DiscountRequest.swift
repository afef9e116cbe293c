import Bargain
import FoundationEssentials
import ShopCore

/// Everything `discount` was asked, checked before anything is computed.
struct DiscountRequest {
    let priceText: String
    /// The state with the discount chosen, and no price yet.
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
            var state = BargainState(currency: currency, rounding: rounding)
            if let unit { try state.setUnit(unit) }
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

    /// The chosen discount on `price`.
    func discount(of price: Money) throws(BargainError) -> Discount {
        try template.discount(of: price)
    }
}
