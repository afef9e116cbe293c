import FoundationEssentials
import ShopCore

/// A cart as a document: its currency and its items, each validated on
/// decoding as ``Cart/add(_:)`` validates it.
///
/// ```
/// {"currency":"JPY","items":[{"id":"…","amount":{"amount":"6860","currency":"JPY"},"label":"coat","quantity":1}]}
/// ```
///
/// **No history.** The undo history is not encoded, and a decoded cart
/// starts with none: a document is a snapshot of what is in the cart (to
/// restore a screen, to share, to export), while the history holds every
/// item ever removed and every cart ever cleared, grows without bound, and
/// belongs to the place the changes were made. A cart that must undo across
/// launches lives in a ``CartStore``, whose journal is its history. So a
/// cart with a history is not `==` to itself decoded; its ``Cart/items`` are.
extension Cart: Codable {
    private enum CodingKeys: String, CodingKey {
        case currency, items
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try Cart.decodeCurrency(container, forKey: .currency)
        let items = try container.decode([Item].self, forKey: .items)
        do {
            try self.init(currency: currency, restoring: items)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .items, in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency.code, forKey: .currency)
        try container.encode(items, forKey: .items)
    }

    /// A currency given by its code (`"JPY"`); an unknown code is an error naming it.
    static func decodeCurrency<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Currency {
        let code = try container.decode(String.self, forKey: key)
        guard let currency = try? Currency(code: code) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "unknown currency code \(JSONString.quoted(code))")
        }
        return currency
    }
}

/// An item as `{"id":"…","amount":{"amount":"98.50","currency":"USD"},"label":"coat","quantity":2}`:
/// the amount as a decimal string in the currency's machine form, never a
/// JSON number (other languages read those as binary floats); `label` null
/// when there is none.
extension Cart.Item: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, amount, label, quantity
    }

    private enum AmountKeys: String, CodingKey {
        case amount, currency
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(UUID.self, forKey: .id)
        let money = try container.nestedContainer(keyedBy: AmountKeys.self, forKey: .amount)
        let currency = try Cart.decodeCurrency(money, forKey: .currency)
        let text = try money.decode(String.self, forKey: .amount)
        guard Self.isPlainDecimal(text), let exact = ExactDecimal(plain: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .amount, in: money, debugDescription: "amount \(JSONString.quoted(text)) is not a decimal number")
        }
        let label = try container.decodeIfPresent(String.self, forKey: .label)
        let quantity = try container.decode(Int.self, forKey: .quantity)
        do {
            try self.init(exact: exact, currency: currency, label: label, quantity: quantity, id: id)
        } catch {
            let key: CodingKeys
            switch error {
            case .money: key = .amount
            case .quantityOutOfRange: key = .quantity
            default: key = .label
            }
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        var money = container.nestedContainer(keyedBy: AmountKeys.self, forKey: .amount)
        try money.encode(MoneyFormat.machine(exactAmount, currency), forKey: .amount)
        try money.encode(currency.code, forKey: .currency)
        try container.encode(label, forKey: .label)
        try container.encode(quantity, forKey: .quantity)
    }

    /// `98.50`, `6860`, `-1`: digits with at most one point between digits, an optional leading `-`.
    private static func isPlainDecimal(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        for (index, part) in parts.enumerated() {
            let digits = index == 0 && part.first == UInt8(ascii: "-") ? part.dropFirst() : part[...]
            guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
                return false
            }
        }
        return true
    }
}
