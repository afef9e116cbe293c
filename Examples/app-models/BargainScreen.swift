import Bargain
import ShopCore
import ShopText

/// The バーゲン教師 screen: a price field, four preset buttons, a slider.
@MainActor final class BargainScreen {
    var state = BargainState(currency: .jpy)
    /// What the price field holds, and the error to show under it (only once the text can no longer be an amount).
    private(set) var priceText = ""
    private(set) var priceError: String?
    let language: Language

    init(language: Language) { self.language = language }

    func type(_ text: String) {
        priceText = text
        priceError = nil
        switch TypedAmount.read(text, currency: state.currency) {
        case .empty: state.clearPrice()
        case .incomplete: break
        case .amount(let price): try? state.setPrice(price)  // a read amount is always a valid price
        case .invalid(let error): priceError = error.text(in: language)
        }
    }

    func tap(_ preset: Segment) { state.select(preset) }

    /// A `Slider` gives a `Double`; 0.7 - 0.3 lands on 40 %, not 35 %.
    func slide(to position: Double) { try? state.moveSlider(to: position) }

    /// `9,800円 − 30% → 6,860円（2,940円お得）`, or nothing before a price.
    var result: String {
        guard let discount = try? state.discount() else { return "" }
        return DiscountText.line(discount, in: language)
    }
}
