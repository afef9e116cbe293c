import Calculator
import ShopCore
import ShopText

/// A calculator field under a price: `1980*3` shows `= 5940`.
@MainActor final class CalculatorField {
    private(set) var display = ""
    let language: Language

    init(language: Language) { self.language = language }

    func type(_ expression: String) {
        do {
            display = "= " + (try Calculator.evaluate(expression, currency: .jpy)).display()
        } catch {
            display = error.localizedDescription(in: language)
        }
    }
}
