import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension PointRule {
    /// Reads a rule as the command line and rule files write it:
    /// `RATE[,base=paid|incl|excl][,per=item|order|payment][,step=N][,round=MODE][,cap=N][,value=V][,name=NAME]`.
    ///
    /// The rate comes first. Full-width characters read as their ASCII
    /// forms, and Japanese words are read too: `5%,税抜,商品ごと,上限=1000`
    /// is `5%,base=excl,per=item,cap=1000` (see the table on ``PointRule``).
    /// Parts are apart by `,` (or `、`).
    /// - Throws: ``PointsError`` naming the part that is wrong.
    public init(parsing text: String) throws(PointsError) {
        let parts = Self.parts(of: text)
        guard let first = parts.first, !first.isEmpty, !first.contains("="), Self.word(first) == nil else {
            throw .missingRate(text)
        }
        let rate = try Self.rate(first)
        var seen: Set<Key> = []
        var base = Base.paid
        var granularity = Granularity.order
        var step: Decimal?
        var rounding = RoundingRule.towardZero
        var cap: Decimal?
        var value: Decimal = 1
        var name: String?
        for part in parts.dropFirst() {
            let (key, given) = try Self.keyAndValue(part)
            guard seen.insert(key).inserted else { throw .repeatedKey(key.rawValue) }
            switch key {
            case .base:
                guard let read = Self.baseWords[given] ?? Base(rawValue: given.lowercased()) else {
                    throw .unknownBase(given)
                }
                base = read
            case .per:
                guard let read = Self.granularityWords[given] ?? Granularity(rawValue: given.lowercased()) else {
                    throw .unknownGranularity(given)
                }
                granularity = read
            case .step:
                step = try Self.figure(given, or: .stepNotPositive(given))
            case .round:
                if let read = Self.roundingWords[given] {
                    rounding = read
                } else {
                    do { rounding = try RoundingRule(parsing: given) } catch { throw .money(error) }
                }
            case .cap:
                cap = try Self.figure(given, or: .capNotWhole(given))
                guard let cap, PointRule.isWhole(cap) else { throw .capNotWhole(given) }
            case .value:
                value = try Self.figure(given, or: .valueNotPositive(given))
            case .name:
                name = given
            }
        }
        try self.init(
            rate: rate, base: base, granularity: granularity, step: step, rounding: rounding, cap: cap, value: value,
            name: name)
    }

    /// The keys a rule's parts may have.
    private enum Key: String, Hashable {
        case base, per, step, round, cap, value, name
    }

    /// The keys by the words they may be written as.
    private static let keys: [String: Key] = [
        "base": .base, "対象": .base,
        "per": .per, "集計": .per,
        "step": .step, "付与単位": .step,
        "round": .round, "rounding": .round, "端数": .round,
        "cap": .cap, "上限": .cap,
        "value": .value, "価値": .value,
        "name": .name, "名前": .name,
    ]

    private static let baseWords: [String: Base] = ["支払額": .paid, "税込": .included, "税抜": .excluded]
    private static let granularityWords: [String: Granularity] = [
        "商品ごと": .item, "注文ごと": .order, "決済ごと": .payment,
    ]
    private static let roundingWords: [String: RoundingRule] = [
        "切り捨て": .towardZero, "切り上げ": .awayFromZero, "四捨五入": .toNearestOrAwayFromZero,
    ]

    /// A part that is a word alone (`税抜`, `商品ごと`): its key and value.
    private static func word(_ part: String) -> (Key, String)? {
        if baseWords[part] != nil { return (.base, part) }
        if granularityWords[part] != nil { return (.per, part) }
        return nil
    }

    /// A part's key and value: `cap=1000`, `上限=1000`, or a word alone.
    private static func keyAndValue(_ part: String) throws(PointsError) -> (Key, String) {
        if let word = word(part) { return word }
        if PointCampaign.Key.split(part) != nil { throw .campaignPart(part) }
        guard let equals = part.firstIndex(of: "=") else { throw .unknownPart(part) }
        let keyText = String(part[..<equals]).trimmingSpaces
        guard let key = keys[keyText.lowercased()] else { throw .unknownPart(part) }
        let value = String(part[part.index(after: equals)...]).trimmingSpaces
        guard !value.isEmpty else {
            if key == .name { throw .badName(part) }
            throw .unknownPart(part)
        }
        return (key, value)
    }

    /// The rule's parts, full-width folded and trimmed, apart by `,` or `、`.
    static func parts(of text: String) -> [String] {
        TextNormalizer.foldedAndTrimmed(text)
            .split(separator: /[,、]/, omittingEmptySubsequences: false)
            .map { String($0).trimmingSpaces }
    }

    /// An amount above zero (`100`, `0.5`): one past the exact range is refused as too large, anything
    /// else that is no amount above zero as `refusal`.
    static func figure(_ text: String, or refusal: PointsError) throws(PointsError) -> Decimal {
        let read: Decimal
        do {
            read = try AmountParser.amount(text)
        } catch {
            if case .tooLarge = error { throw .money(error) }
            throw refusal
        }
        guard read > 0 else { throw refusal }
        return read
    }

    /// `1%`, `0.5%`, `1/200`.
    private static func rate(_ text: String) throws(PointsError) -> Rate {
        if text.hasPrefix("-") { throw .rateNotPositive(text) }
        if PercentOrAmount.isPercent(text) {
            do {
                let percentage = try Percentage(parsing: text)
                guard percentage > .zero else { throw PointsError.rateNotPositive(text) }
                return .percent(percentage)
            } catch let error as PointsError {
                throw error
            } catch let error as ShopCoreError {
                if case .notAPercentage = error { throw .notARate(text) }
                throw .money(error)
            } catch {
                throw .notARate(text)
            }
        }
        let halves = text.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count == 2, let points = try? AmountParser.decimal(String(halves[0])),
            let per = try? AmountParser.amount(String(halves[1]))
        else { throw .notARate(text) }
        guard points > 0, per > 0 else { throw .rateNotPositive(text) }
        return .points(points, per: per)
    }
}

extension String {
    /// The text without white space at either end (ASCII and ideographic).
    fileprivate var trimmingSpaces: String { TextNormalizer.trimmed(self) }
}
