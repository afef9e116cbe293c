import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a group file's amounts, rates and parts are read: in the group's currency or in one the amount carries.
extension GroupReader {
    /// `Aki Ren:2 Sora=1000 Yui=25%`, or with commas.
    mutating func parts(_ words: [String], currency: Currency) throws(SettleError) -> [Part] {
        try partsAndWhole(words, currency: currency).parts
    }

    /// ``parts(_:currency:)``, and each part's person and figure when every part is a whole weight or a whole
    /// percentage (``WholePart``; nil otherwise).
    ///
    /// A word read once is not read again: its parts are remembered when they hold no amount (an amount
    /// is read in the expense's currency), so the same `Aki` or `Ren:2` on the next line is one look-up,
    /// which finds its people too.
    mutating func partsAndWhole(
        _ words: [String], currency: Currency
    ) throws(SettleError) -> (parts: [Part], whole: [WholePart]?) {
        var parts: [Part] = []
        parts.reserveCapacity(words.count)
        var whole: [WholePart]? = []
        whole?.reserveCapacity(words.count)
        for word in words {
            if let known = knownParts[word] {
                parts.append(contentsOf: known.parts)
                if let read = known.whole { whole?.append(contentsOf: read) } else { whole = nil }
                continue
            }
            let read = try self.parts(of: word, currency: currency)
            parts.append(contentsOf: read)
            let people = WholePart.list(read, people: index)
            if let people { whole?.append(contentsOf: people) } else { whole = nil }
            if !read.isEmpty, !read.contains(where: { if case .amount = $0.portion { true } else { false } }) {
                knownParts.set(KnownWord(parts: read, whole: people), for: word)
            }
        }
        guard !parts.isEmpty else { throw .expected(.names, found: "") }
        return (parts, whole)
    }

    /// The parts of one word of a `paid by` or `for` list (`,` and `、` part it further).
    private func parts(of word: String, currency: Currency) throws(SettleError) -> [Part] {
        let texts = word.split { $0 == "," || $0 == "、" }.map(String.init)
        var parts: [Part] = []
        for text in texts {
            let spec: Share.Spec
            do { spec = try Share.Spec(text) } catch { throw .expected(.name, found: text) }
            guard index[spec.name] != nil else { throw .unknownPerson(spec.name) }
            switch spec.value {
            case nil:
                parts.append(Part(spec.name))
            case .weight(let weight):
                let value: Decimal
                do { value = try AmountParser.decimal(weight) } catch { throw .invalidWeight(weight, person: spec.name) }
                guard value > 0 else { throw .invalidWeight(weight, person: spec.name) }
                parts.append(Part(spec.name, .weight(value)))
            case .amount(let text), .percent(let text):
                let portion = try PercentOrAmount.read(
                    text, percentError: { SettleError.money($0) },
                    amount: { (text: String) throws(SettleError) -> Decimal in
                        do throws(ShopCoreError) {
                            return try amount(text, currency)
                        } catch {
                            throw .money(error)
                        }
                    })
                switch portion {
                case .percent(let percent): parts.append(Part(spec.name, .percent(percent)))
                case .amount(let value): parts.append(Part(spec.name, .amount(value)))
                }
            }
        }
        return parts
    }

    /// Whether `word` is a currency on its own: a code in capitals (`EUR`) or a symbol (`€`, `US$`, `円`).
    static func isCurrencyWord(_ word: String) -> Bool {
        if word.count == 3, word.allSatisfy({ $0.isASCII && $0.isUppercase }), (try? Currency(code: word)) != nil {
            return true
        }
        let folded = TextNormalizer.foldedAndTrimmed(word)
        return !folded.isEmpty && !folded.contains(where: \.isNumber) && !Currency.written(in: folded).isEmpty
            && Currency.all.contains { ([$0.symbol] + $0.otherPrefixes + $0.suffixes).contains(folded) }
    }

    /// An amount in one word or two (a currency word before or after it): in the group's currency,
    /// or in another whose symbol or code it carries (`€45.20`, `45.20 EUR`, `EUR 45.20`).
    func money(_ words: [String]) throws(SettleError) -> Money {
        guard words.count == 2 else { return try money(words[0]) }
        let (currencyWord, text) = Self.isCurrencyWord(words[0]) ? (words[0], words[1]) : (words[1], words[0])
        let folded = TextNormalizer.foldedAndTrimmed(currencyWord)
        var candidates = Currency.all.filter { currency in
            currency.code == folded || ([currency.symbol] + currency.otherPrefixes + currency.suffixes).contains(folded)
        }
        // `$` is USD and TWD: the group's own first, then one it has a rate for.
        candidates.sort {
            ($0 == group.currency ? 0 : group.rates[$0.code] != nil ? 1 : 2)
                < ($1 == group.currency ? 0 : group.rates[$1.code] != nil ? 1 : 2)
        }
        guard let currency = candidates.first else { throw .expected(.amount, found: currencyWord) }
        do { return Money(try amount(text, currency), currency) } catch { throw .money(error) }
    }

    /// An amount in the group's currency, or in another whose symbol or code it carries (`€45.20`, `45.20 EUR`).
    func money(_ text: String) throws(SettleError) -> Money {
        do {
            return Money(try amount(text, group.currency), group.currency)
        } catch {
            let others = Currency.written(in: TextNormalizer.foldedAndTrimmed(text)).filter { $0 != group.currency }
            // The rates alone, not `self`: a comparison that read `group` would copy the whole reader each time.
            let rates = group.rates
            for currency in others.sorted(by: { rates[$0.code] != nil && rates[$1.code] == nil }) {
                if let value = try? amount(text, currency) { return Money(value, currency) }
            }
            throw .money(error)
        }
    }

    /// A positive rate: `162.35`.
    static func rate(_ text: String) throws(SettleError) -> Decimal {
        guard let value = try? AmountParser.decimal(text), value > 0 else { throw .invalidRate(text) }
        return value
    }
}
