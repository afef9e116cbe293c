import Cart
import ShopCore

extension Cart.Item {
    /// What a line holds, without its id: two items made alike have equal
    /// contents but are different items.
    struct Contents: Equatable, CustomStringConvertible {
        let amount: Money
        let label: String?
        let quantity: Int
        var description: String { "\(quantity) × \(amount) \(label ?? "-")" }
    }

    var contents: Contents { Contents(amount: amount, label: label, quantity: quantity) }
}

extension Array where Element == Cart.Item {
    var contents: [Cart.Item.Contents] { map(\.contents) }
}
