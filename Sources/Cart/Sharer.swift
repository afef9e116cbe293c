import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Cart {
    /// Someone an item is for when the bill is split (`Aki`, or `Aki:2` for a
    /// double share): a name and a weight.
    public struct Sharer: Sendable, Hashable, CustomStringConvertible {
        /// Who: not empty, at most ``maximumNameLength`` characters, without
        /// `,` or `:` (which the cart file and the command line use between names).
        public let name: String
        /// How many shares, above 0 (1 unless said).
        public var weight: Decimal { exactWeight.decimal }
        package let exactWeight: ExactDecimal

        /// The longest name kept.
        public static let maximumNameLength = 64
        /// The largest weight.
        public static let maximumWeight: Decimal = 1_000_000

        /// `name` with `weight` shares.
        /// - Throws: ``CartError/invalidSharerName(_:)``, ``CartError/invalidWeight(name:weight:)``.
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
            self.name = trimmed
            self.exactWeight = exactWeight.normalized
        }

        /// `Aki`, or `Aki:2` when the weight is not 1.
        public var description: String {
            exactWeight == .one ? name : name + ":" + exactWeight.plainText
        }

        /// Reads `Aki:2,Ren` (full-width `：` and `、` too): each name once.
        /// - Throws: ``CartError/invalidSharerName(_:)``, ``CartError/invalidWeight(name:weight:)``,
        ///   ``CartError/repeatedSharer(_:)``.
        public static func list(parsing text: String) throws(CartError) -> [Sharer] {
            let folded = text.replacing("、", with: ",").replacing("：", with: ":")
            var sharers: [Sharer] = []
            var names = Set<String>()
            for part in folded.split(separator: ",", omittingEmptySubsequences: false) {
                let pieces = part.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                let name = TextNormalizer.trimmed(String(pieces[0]))
                var weight = ExactDecimal.one
                if pieces.count == 2 {
                    let weightText = String(pieces[1])
                    do {
                        weight = try AmountParser.exactDecimal(weightText, allowsNegative: true)
                    } catch {
                        throw .invalidWeight(name: name, weight: TextNormalizer.trimmed(weightText))
                    }
                }
                let sharer = try Sharer(name: name, exactWeight: weight)
                guard names.insert(sharer.name).inserted else { throw .repeatedSharer(sharer.name) }
                sharers.append(sharer)
            }
            return sharers
        }
    }
}
