import Cart
import CommandLineKit
import ShopCore
import ShopText
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How carts are shown: ShopText's words, and the table of items.
enum CartRenderer {
    static func summary(of cart: Cart) throws(CartError) -> CartSummary {
        try CartSummary(of: cart)
    }

    /// The items with their numbers (and their tax and sharers, when any
    /// item has them), the coupons, then the total, written to `out`.
    ///
    /// The table goes to the output a piece at a time: a list of 100,000 items is not also made a `String`.
    static func list(_ cart: Cart, in language: Language, to out: OutputSink) throws(CartError) {
        var total = CartText.total(try summary(of: cart), in: language)
        if let coupons = CartText.coupons(cart.coupons, in: language) { total = coupons + "\n" + total }
        guard !cart.items.isEmpty else { return out.write(CartText.empty(in: language) + "\n" + total + "\n") }
        let taxed = cart.items.contains { !$0.tax.isOutsideTax }
        let shared = cart.items.contains { !$0.sharers.isEmpty }
        let discounted = cart.items.contains { $0.discount != nil }
        var table = Table([.right, .left, .right, .right, .left, .left, .left])
        table.reserveCapacity(rows: cart.count, columns: 4 + (taxed ? 1 : 0) + (shared ? 1 : 0) + (discounted ? 1 : 0))
        // A cart has a handful of tax categories: each is worded once, not once an item.
        var categories: [(category: TaxCategory, text: String)] = []
        // One row's cells, the same storage for every row (the table keeps copies of the cells).
        var row: [String] = []
        row.reserveCapacity(7)
        for (index, item) in cart.items.enumerated() {
            var price = String(item.quantity)
            price += " × "
            price += amount(item.exactAmount, cart.currency, language)
            row.removeAll(keepingCapacity: true)
            row.append(String(index + 1))
            row.append(item.label ?? "-")
            row.append(price)
            row.append(amount(item.lineTotalExact, cart.currency, language))
            if taxed {
                if let known = categories.first(where: { $0.category.isHeldAlike(item.tax) }) {
                    row.append(known.text)
                } else {
                    let text = CartText.category(item.tax, in: language)
                    if categories.count < 16 { categories.append((item.tax, text)) }
                    row.append(text)
                }
            }
            if shared { row.append(item.sharers.map(\.description).joined(separator: ",")) }
            if discounted { row.append(item.discount.map { "(" + CartText.discount($0, in: language) + ")" } ?? "") }
            table.add(row)
        }
        table.write(to: out.append)
        out.write(total + "\n")
    }

    /// An exact amount without a round trip through `Decimal`, which a list of
    /// 100,000 items would feel.
    private static func amount(_ exact: ExactDecimal, _ currency: Currency, _ language: Language) -> String {
        MoneyText.format(exact, currency, in: language)
    }

    /// How many left-out lines `cart repair` names; the rest are counted.
    static let leftOutListed = 10

    /// What `cart repair` did: where the damaged file is, the lines left out, the cart rebuilt.
    static func repair(_ repair: CartRepair, _ summary: CartSummary, in language: Language) -> String {
        let damage = repair.skipped.contains(repair.damage) ? nil : repair.damage
        var lines = [CartText.keptDamaged(repair.keptAs, damage, in: language)]
        // A file that was never a cart (a README given as --cart) would list every line of it.
        lines += repair.skipped.prefix(Self.leftOutListed).map { CartText.leftOut($0, in: language) }
        if repair.skipped.count > Self.leftOutListed {
            lines.append(CartText.leftOutMore(repair.skipped.count - Self.leftOutListed, in: language))
        }
        lines.append(CartText.rebuilt(summary, in: language))
        return lines.joined(separator: "\n") + "\n"
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

    /// The `--json` object of a summary: its one JSON shape, as its `Codable` conformance writes it,
    /// `{"currency":"JPY","count":2,"subtotal":"12340","discount":"0","tax":"0","total":"12340"}`.
    static func json(_ summary: CartSummary) throws(CLIError) -> String { try JSONOutput.text(summary) }

    /// The summary with the coupons (``/Cart/CartCoupons``): `"coupons":["1000","10%"]`.
    static func json(_ summary: CartSummary, coupons: [Coupon]) throws(CLIError) -> String {
        try JSONOutput.text(CartCoupons(summary: summary, coupons: coupons))
    }

    /// The summary with the items (``/Cart/CartListing``).
    static func json(_ cart: Cart) throws(CLIError) -> String {
        let listing: CartListing
        do { listing = try CartListing(cart) } catch { throw .cart(error) }
        return try JSONOutput.text(listing)
    }
}
