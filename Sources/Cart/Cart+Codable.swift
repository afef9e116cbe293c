import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A cart as a document: its currency, its items, coupons and budget, each
/// validated on decoding as ``Cart/add(_:)`` validates it.
///
/// ```
/// {"currency":"JPY","items":[{"id":"…","amount":{"amount":"6860","currency":"JPY"},"label":"coat","quantity":1}],
///  "coupons":[{"percent":"10"}],"budget":{"amount":"3000","currency":"JPY"}}
/// ```
/// (`coupons` and `budget` are left out when there are none.)
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
        case currency, items, coupons, budget
    }

    /// Decodes a `Cart` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try Cart.decodeCurrency(container, forKey: .currency)
        let items = try container.decode([Item].self, forKey: .items)
        let coupons = try container.decodeIfPresent([Coupon].self, forKey: .coupons) ?? []
        let budget = try container.decodeIfPresent(Money.self, forKey: .budget)
        do {
            try self.init(currency: currency, restoring: items, coupons: coupons, budget: budget)
        } catch {
            let key: CodingKeys
            switch error {
            case .tax: key = .coupons
            case .invalidBudget: key = .budget
            default: key = .items
            }
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
    }

    /// Encodes it as its `Codable` conformance says: amounts and rates as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency.code, forKey: .currency)
        try container.encode(items, forKey: .items)
        if !coupons.isEmpty { try container.encode(coupons, forKey: .coupons) }
        try container.encodeIfPresent(budget, forKey: .budget)
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

/// An item as `{"id":"…","amount":{"amount":"98.50","currency":"USD"},"label":"coat","quantity":2}`,
/// with `"tax":{"rate":"8","basis":"included"}` when it is taxed and
/// `"sharers":[{"name":"Aki","weight":"2"}]` when it is for some people only:
/// the amount as a decimal string in the currency's machine form, never a
/// JSON number (other languages read those as binary floats); `label` null
/// when there is none.
extension Cart.Item: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, amount, label, quantity, tax, sharers
    }

    private enum SharerKeys: String, CodingKey {
        case name, weight
    }

    private enum AmountKeys: String, CodingKey {
        case amount, currency
    }

    /// Decodes an `Item` from the form ``encode(to:)`` writes, checked as the initializers check it.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
    ///   naming the value, for anything the initializers refuse.
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
        let tax = try container.decodeIfPresent(TaxCategory.self, forKey: .tax) ?? .outsideTax
        var sharers: [Cart.Sharer] = []
        if var list = try? container.nestedUnkeyedContainer(forKey: .sharers) {
            while !list.isAtEnd {
                let entry = try list.nestedContainer(keyedBy: SharerKeys.self)
                let name = try entry.decode(String.self, forKey: .name)
                let weight = try entry.decode(String.self, forKey: .weight)
                guard Self.isPlainDecimal(weight), let exact = ExactDecimal(plain: weight) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .weight, in: entry,
                        debugDescription: "weight \(JSONString.quoted(weight)) is not a decimal number")
                }
                do { sharers.append(try Cart.Sharer(name: name, exactWeight: exact)) } catch {
                    throw DecodingError.dataCorruptedError(forKey: .name, in: entry, debugDescription: error.description)
                }
            }
        }
        do {
            try self.init(
                exact: exact, currency: currency, label: label, quantity: quantity, tax: tax, sharers: sharers, id: id)
        } catch {
            let key: CodingKeys
            switch error {
            case .money: key = .amount
            case .quantityOutOfRange: key = .quantity
            case .repeatedSharer: key = .sharers
            default: key = .label
            }
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
    }

    /// Encodes it as its `Codable` conformance says: amounts and rates as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        var money = container.nestedContainer(keyedBy: AmountKeys.self, forKey: .amount)
        try money.encode(MoneyFormat.machine(exactAmount, currency), forKey: .amount)
        try money.encode(currency.code, forKey: .currency)
        try container.encode(label, forKey: .label)
        try container.encode(quantity, forKey: .quantity)
        if !tax.isOutsideTax { try container.encode(tax, forKey: .tax) }
        if !sharers.isEmpty {
            var list = container.nestedUnkeyedContainer(forKey: .sharers)
            for sharer in sharers {
                var entry = list.nestedContainer(keyedBy: SharerKeys.self)
                try entry.encode(sharer.name, forKey: .name)
                try entry.encode(sharer.exactWeight.plainText, forKey: .weight)
            }
        }
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
