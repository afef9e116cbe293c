import Cart
import FoundationEssentials
import ShopCore

/// How carts are shown, and the clear question asked.
enum CartRenderer {
    /// `total ¥12,340 (2 items)`.
    static func total(_ summary: CartSummary) -> String {
        "total \(summary.total.humanText) (\(Plural.items(summary.count)))"
    }

    static func total(_ cart: Cart) -> String { total(summary(of: cart)) }

    static func summary(of cart: Cart) -> CartSummary {
        CartSummary(count: cart.count, total: cart.total)
    }

    /// `¥6,860 coat`, `2 × ¥2,740 scarf`.
    static func describe(_ item: Cart.Item, _ currency: Currency) -> String {
        let price = MoneyFormat.human(item.amount, currency)
        return (item.quantity == 1 ? price : "\(item.quantity) × \(price)") + (item.label.map { " \($0)" } ?? "")
    }

    /// `added 2 × ¥2,740 · total ¥12,340 (2 items)`.
    static func added(_ item: Cart.Item, _ summary: CartSummary) -> String {
        "added \(describe(item, summary.total.currency)) · " + total(summary)
    }

    /// `removed 1: ¥6,860 coat · total ¥5,480 (1 item)`.
    static func removed(_ number: Int, _ item: Cart.Item, _ cart: Cart) -> String {
        "removed \(number): \(describe(item, cart.currency)) · " + total(cart)
    }

    /// `undid remove of item 1 (¥6,860 coat) · total ¥12,340 (2 items)`.
    static func undid(_ change: Cart.Change, _ cart: Cart) -> String {
        let what: String
        switch change {
        case .added(let item): what = "add of \(describe(item, cart.currency))"
        case .removed(let item, let index): what = "remove of item \(index) (\(describe(item, cart.currency)))"
        case .cleared(let items): what = "clear of \(Plural.items(items.count))"
        }
        return "undid \(what) · " + total(cart)
    }

    /// The items with their numbers, then the total.
    static func list(_ cart: Cart) -> String {
        guard !cart.items.isEmpty else { return "the cart is empty\n" + total(cart) + "\n" }
        var table = Table([.right, .left, .right, .right])
        for (index, item) in cart.items.enumerated() {
            table.add([
                String(index + 1), item.label ?? "-", "\(item.quantity) × \(MoneyFormat.human(item.exactAmount, cart.currency))",
                MoneyFormat.human(item.lineTotalExact, cart.currency),
            ])
        }
        return table.lines().joined(separator: "\n") + "\n" + total(cart) + "\n"
    }

    /// `3 items, ¥12,340`: what a clear would take away.
    static func contents(_ request: ClearRequest) -> String {
        "\(Plural.items(request.count)), \(request.total.humanText)"
    }

    /// `Clear the cart (3 items, ¥12,340)? [y/N] `
    static func clearQuestion(_ request: ClearRequest) -> String {
        "Clear the cart (\(contents(request)))? [y/N] "
    }

    /// True for `y`, `yes` and `はい` in any case and width, with spaces
    /// around; anything else, including an empty answer, keeps the cart.
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
