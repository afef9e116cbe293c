import Cart
import FoundationEssentials
import ShopCore
import ShopText

/// How carts are shown: ShopText's words, and the table of items.
enum CartRenderer {
    static func summary(of cart: Cart) -> CartSummary {
        CartSummary(count: cart.count, total: cart.total)
    }

    /// The items with their numbers, then the total.
    static func list(_ cart: Cart, in language: Language) -> String {
        let total = CartText.total(summary(of: cart), in: language)
        guard !cart.items.isEmpty else { return CartText.empty(in: language) + "\n" + total + "\n" }
        var table = Table([.right, .left, .right, .right])
        for (index, item) in cart.items.enumerated() {
            table.add([
                String(index + 1), item.label ?? "-", "\(item.quantity) × \(amount(item.exactAmount, cart.currency, language))",
                amount(item.lineTotalExact, cart.currency, language),
            ])
        }
        return table.lines().joined(separator: "\n") + "\n" + total + "\n"
    }

    /// An exact amount without a round trip through `Decimal`, which a list of
    /// 100,000 items would feel.
    private static func amount(_ exact: ExactDecimal, _ currency: Currency, _ language: Language) -> String {
        MoneyText.format(exact, currency, in: language)
    }

    /// `Clear the cart (3 items, ¥12,340)? [y/N] `.
    static func clearQuestion(_ request: ClearRequest, in language: Language) -> String {
        switch language {
        case .english: return "Clear the cart (\(CartText.contents(request, in: language)))? [y/N] "
        case .japanese: return "カートを空にしますか（\(CartText.contents(request, in: language))）？ [y/N] "
        }
    }

    /// True for `y`, `yes` and `はい` (any case and width, spaces around) —
    /// the answers that clear; anything else, an empty answer too, keeps the cart.
    static func isYes(_ answer: String) -> Bool {
        var folded = ""
        for scalar in answer.unicodeScalars {
            let value = scalar.value
            let ascii = (0xFF01...0xFF5E).contains(value) ? Unicode.Scalar(value - 0xFEE0) ?? scalar : scalar
            if !ascii.properties.isWhitespace { folded.unicodeScalars.append(ascii) }
        }
        return ["y", "yes", "はい"].contains(folded.lowercased())
    }

    /// `{"currency":"JPY","count":2,"total":"12340"}`.
    static func json(_ summary: CartSummary) -> String { summaryObject(summary).text }

    /// The summary object with `"items"`.
    static func json(_ cart: Cart) -> String {
        var object = summaryObject(summary(of: cart))
        object.add(
            "items",
            cart.items.enumerated().map { index, item in
                var entry = JSONObject()
                entry.add("index", index + 1)
                entry.add("label", item.label)
                entry.add("qty", item.quantity)
                entry.add("amount", MoneyFormat.machine(item.exactAmount, cart.currency))
                return entry
            })
        return object.text
    }

    private static func summaryObject(_ summary: CartSummary) -> JSONObject {
        var object = JSONObject()
        object.add("currency", summary.total.currency.code)
        object.add("count", summary.count)
        object.add("total", summary.total)
        return object
    }
}
