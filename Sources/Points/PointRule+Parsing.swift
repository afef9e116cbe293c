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
        var seen: [Key] = []
        var base = Base.paid
        var granularity = Granularity.order
        var step: Decimal?
        var rounding = RoundingRule.towardZero
        var cap: Decimal?
        var value: Decimal = 1
        var name: String?
        for part in parts.dropFirst() {
            let (key, given) = try Self.keyAndValue(part)
            guard !seen.contains(key) else { throw .repeatedKey(key.rawValue) }
            seen.append(key)
            switch key {
            case .base:
                guard let read = Self.base(given) ?? Base(rawValue: given.lowercased()) else {
                    throw .unknownBase(given)
                }
                base = read
            case .per:
                guard let read = Self.granularity(given) ?? Granularity(rawValue: given.lowercased()) else {
                    throw .unknownGranularity(given)
                }
                granularity = read
            case .step:
                step = try Self.figure(given, or: .stepNotPositive(given))
            case .round:
                if let read = Self.rounding(given) {
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
    private enum Key: String {
        case base, per, step, round, cap, value, name
    }

    // The words below are switches rather than dictionaries (and the parts split by a closure rather
    // than a regex): the first dictionary or regex of a run costs more than the rest of
    // `shoptools points 1000 --rule 1%` (the runtime scans every conformance of the binary to make
    // its type), and a rule is read at start-up.

    /// The key written as `word` (lowercased), if any.
    private static func key(_ word: String) -> Key? {
        switch word {
        case "base", "対象": return .base
        case "per", "集計": return .per
        case "step", "付与単位": return .step
        case "round", "rounding", "端数": return .round
        case "cap", "上限": return .cap
        case "value", "価値": return .value
        case "name", "名前": return .name
        default: return nil
        }
    }

    /// The base written as a Japanese word, if `word` is one.
    private static func base(_ word: String) -> Base? {
        switch word {
        case "支払額": return .paid
        case "税込": return .included
        case "税抜": return .excluded
        default: return nil
        }
    }

    /// The granularity written as a Japanese word, if `word` is one.
    private static func granularity(_ word: String) -> Granularity? {
        switch word {
        case "商品ごと": return .item
        case "注文ごと": return .order
        case "決済ごと": return .payment
        default: return nil
        }
    }

    /// The rounding rule written as a Japanese word, if `word` is one.
    private static func rounding(_ word: String) -> RoundingRule? {
        switch word {
        case "切り捨て": return .towardZero
        case "切り上げ": return .awayFromZero
        case "四捨五入": return .toNearestOrAwayFromZero
        default: return nil
        }
    }

    /// A part that is a word alone (`税抜`, `商品ごと`): its key and value.
    private static func word(_ part: String) -> (Key, String)? {
        if base(part) != nil { return (.base, part) }
        if granularity(part) != nil { return (.per, part) }
        return nil
    }

    /// A part's key and value: `cap=1000`, `上限=1000`, or a word alone.
    private static func keyAndValue(_ part: String) throws(PointsError) -> (Key, String) {
        if let word = word(part) { return word }
        if PointCampaign.Key.split(part) != nil { throw .campaignPart(part) }
        guard let equals = part.firstIndex(of: "=") else { throw .unknownPart(part) }
        let keyText = String(part[..<equals]).trimmingSpaces
        guard let key = key(keyText.lowercased()) else { throw .unknownPart(part) }
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
            .split(omittingEmptySubsequences: false) { $0 == "," || $0 == "、" }
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
