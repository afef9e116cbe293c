import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Cart {
    /// Someone an item is for when the bill is split (`Aki`, or `Aki:2` for a
    /// double share): a ``/ShopCore/Share`` by weight, checked by the cart's
    /// rules (``/ShopCore/Share/init(name:weight:)``).
    public typealias Sharer = Share
}

extension Share {
    /// The longest name a cart keeps.
    public static let maximumNameLength = 64
    /// The largest weight a cart keeps.
    public static let maximumWeight: Decimal = 1_000_000

    /// `name` with `weight` shares, checked as a cart keeps them: a name of
    /// 1 … ``maximumNameLength`` characters without `,` or `:` (which the
    /// cart file and the command line use between names), a weight above 0,
    /// at most ``maximumWeight``, with at most 4 decimals.
    /// - Throws: ``/Cart/CartError/invalidSharerName(_:)``, ``/Cart/CartError/invalidWeight(name:weight:)``.
    public init(name: String, weight: Decimal = 1) throws(CartError) {
        let exact: ExactDecimal
        do { exact = try ExactDecimal(weight) } catch { throw .invalidWeight(name: name, weight: MoneyFormat.plain(weight)) }
        try self.init(name: name, exactWeight: exact)
    }

    package init(name: String, exactWeight: ExactDecimal) throws(CartError) {
        let trimmed = TextNormalizer.trimmed(name)
        guard !trimmed.isEmpty, trimmed.count <= Self.maximumNameLength, !trimmed.contains(","),
            !trimmed.contains(":"), DisplayText.firstUnsafeScalar(in: trimmed) == nil
        else { throw .invalidSharerName(name) }
        guard !exactWeight.isNegative, !exactWeight.isZero, exactWeight <= ExactDecimal(magnitude: 1_000_000),
            exactWeight.significantScale <= 4
        else { throw .invalidWeight(name: trimmed, weight: exactWeight.plainText) }
        self.init(trimmed, weight: exactWeight.normalized.decimal)
    }

    /// The weight as an exact decimal (1 for a share that is not by weight).
    package var exactWeight: ExactDecimal { (try? ExactDecimal(weight))?.normalized ?? .one }

    /// Reads a cart's `--for` list, `Aki:2,Ren` (full-width `：` and `、`
    /// too), through the one reader of a share (``Spec``): weights only,
    /// each name once.
    /// - Throws: ``/Cart/CartError/invalidSharerName(_:)``, ``/Cart/CartError/invalidWeight(name:weight:)``,
    ///   ``/Cart/CartError/repeatedSharer(_:)``.
    public static func list(parsing text: String) throws(CartError) -> [Share] {
        let folded = text.replacing("、", with: ",")
        var shares: [Share] = []
        var names = Set<String>()
        for part in folded.split(separator: ",", omittingEmptySubsequences: false) {
            let spec: Spec
            do { spec = try Spec(String(part)) } catch { throw .invalidSharerName(TextNormalizer.trimmed(String(part))) }
            var weight = ExactDecimal.one
            switch spec.value {
            case nil: break
            case .weight(let text):
                do {
                    weight = try AmountParser.exactDecimal(text, allowsNegative: true)
                } catch {
                    throw .invalidWeight(name: spec.name, weight: TextNormalizer.trimmed(text))
                }
            case .amount, .percent:
                throw .invalidSharerName(TextNormalizer.trimmed(String(part)))
            }
            let share = try Share(name: spec.name, exactWeight: weight)
            guard names.insert(share.name).inserted else { throw .repeatedSharer(share.name) }
            shares.append(share)
        }
        return shares
    }
}
