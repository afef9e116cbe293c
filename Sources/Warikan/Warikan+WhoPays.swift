import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Warikan {
    /// What a split divides, for the rules of who pays and of charges added apart.
    public enum Subject: Sendable, Hashable {
        /// A total (`split 23450`): the people must be given, one way.
        case total
        /// An itemized bill (``Bill``), which lists its own people and charges.
        case bill
        /// A cart made a bill (`Cart.bill(named:headCount:organizer:)`): its items may name people
        /// (`itemsNamePeople`), to whom a head count or names may add; charges may be added.
        case cart(itemsNamePeople: Bool)
    }

    /// A way of saying who pays, as ``WarikanError/whoPays(given:)`` names them.
    ///
    /// ```
    /// given                  | total     | bill      | cart (items name nobody) | cart (items name people)
    /// -----------------------+-----------+-----------+--------------------------+-------------------------
    /// nothing                | [] (none) | ok        | [] (none)                | ok
    /// headCount              | ok        | bill, ... | ok                       | ok
    /// names                  | ok        | bill, ... | ok                       | ok
    /// weights                | ok        | bill, ... | cart, weights            | cart, weights
    /// headCount, names       | both      | bill, ... | both                     | both
    /// ```
    public enum WhoPays: Sendable, Hashable, CaseIterable {
        /// A head count: person 1 … N, equal shares (`4`).
        case headCount
        /// A weight a person: person 1 … N (`2,1,1`).
        case weights
        /// People by name, each with a weight (and, for a total, a fixed amount: `Yui=3000`).
        case names
        /// A bill: its people are its own.
        case bill
        /// A cart: weights a person have no place in it (an item's sharers carry their weights).
        case cart
    }

    /// A charge given apart from what is split: it is added to a cart's bill only.
    public enum AddedCharge: Sendable, Hashable, CaseIterable {
        /// A service charge (サービス料).
        case service
        /// A tax on the bill.
        case tax
        /// A tip.
        case tip
        /// What the tip is reckoned on (``Bill/Charge/Base``): given without a ``tip``, it has nothing to apply to.
        case tipBase
        /// A charge per person (お通し, cover).
        case cover
    }

    /// Checks that `given` (in the order a person gave them) says who pays `subject` in one way, before
    /// anything is read or computed.
    ///
    /// A total needs exactly one of ``WhoPays/headCount``, ``WhoPays/weights`` and ``WhoPays/names``; a
    /// bill takes none (its people are its own); a cart takes at most one of a head count and names, never
    /// weights, and one of them unless its items name people.
    /// - Throws: ``WarikanError/whoPays(given:)`` with the ways that conflict (the bill or the cart first
    ///   when it is one of them), or with none when nothing says who pays.
    public static func checkWhoPays(_ given: [WhoPays], splitting subject: Subject) throws(WarikanError) {
        switch subject {
        case .total:
            guard given.count == 1 else { throw .whoPays(given: given) }
        case .bill:
            guard given.isEmpty else { throw .whoPays(given: [.bill] + given) }
        case .cart(let itemsNamePeople):
            if given.contains(.weights) { throw .whoPays(given: [.cart] + given) }
            if given.count > 1 { throw .whoPays(given: given) }
            if given.isEmpty && !itemsNamePeople { throw .whoPays(given: []) }
        }
    }

    /// Checks that the charges `given` apart (in the order given) have a cart's bill to go to, and that a
    /// tip's base comes with a tip.
    /// - Throws: ``WarikanError/chargeNeedsCart(_:splitting:)`` with the first charge, for a total or a bill
    ///   (which holds its own charges); ``WarikanError/tipBaseWithoutTip`` for a base without a tip.
    public static func checkAddedCharges(_ given: [AddedCharge], splitting subject: Subject) throws(WarikanError) {
        switch subject {
        case .total, .bill:
            if let first = given.first { throw .chargeNeedsCart(first, splitting: subject) }
        case .cart:
            if given.contains(.tipBase) && !given.contains(.tip) { throw .tipBaseWithoutTip }
        }
    }

    /// The person `text` names as the organizer among `people`: someone of that name; else, when some
    /// are given by number, the Nth as any language writes it (`2`, `2人目`, `person 2`, as the tables
    /// show them); else someone named `text`, whom a split refuses (``WarikanError/unknownOrganizer(_:)``)
    /// unless they are there.
    ///
    /// ```
    /// people                  | "Aki"      | "2"          | "2人目"       | "person 5"
    /// ------------------------+------------+--------------+--------------+-------------
    /// person 1 … person 3     | .named     | .number(2)   | .number(2)   | .number(5)
    /// Aki, Ren                | .named     | .named("2")  | .named       | .named
    /// Aki, Ren, person 3      | .named     | .number(2)   | .number(2)   | .number(5)
    /// ```
    public static func organizer(_ text: String, among people: [Person]) -> Person {
        if people.contains(.named(text)) { return .named(text) }
        guard people.contains(where: { if case .number = $0 { true } else { false } }) else { return .named(text) }
        var key = TextNormalizer.foldedAndTrimmed(text).lowercased()
        if key.hasSuffix("人目") { key.removeLast(2) }
        if key.hasPrefix("person") { key.removeFirst("person".count) }
        guard let number = Int(TextNormalizer.trimmed(key)), number > 0 else { return .named(text) }
        return .number(number)
    }
}
