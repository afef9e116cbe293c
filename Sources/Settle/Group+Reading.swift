import Cart
import ShopCore
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Group {
    /// Reads a group as a person types it: one thing a line, `#` starts a
    /// comment, English or Japanese keywords.
    ///
    /// ```
    /// people Aki Ren Sora Yui          # 参加者, メンバー: who is in the group
    /// currency JPY                     # 通貨: the group's currency
    /// organizer Aki                    # 幹事: carries the cash rounding (default: the first person)
    /// rate EUR 162.35                  # レート: 1 EUR = 162.35 JPY (an expense may give its own: @ 161.9)
    /// hotel    48000   paid by Aki                         # 立替 Aki: shared by all, equally
    /// dinner   12800   paid by Ren=8000 Sora=4800          # two payers; their amounts add up to the cost
    /// taxi     €45.20  paid by Yui  for Aki Ren            # 対象 Aki Ren: only some
    /// drinks   6000    paid by Aki  for Ren:2 Sora         # weights
    /// gifts    3000    paid by Sora for Aki=1000 Yui=2000  # exact amounts, adding up to the cost
    /// museum   4000    paid by Ren  for Aki=25% Ren=75%    # percentages, adding up to 100 %
    /// izakaya  bill izakaya.bill  paid by Aki              # 明細: each diner's share as `split --bill` computes it
    /// shop     cart shop.json     paid by Aki              # カート: the receipt's total, by the items' `--for`
    /// Ren -> Aki  5000                                     # money paid back (also →)
    /// ```
    ///
    /// Names are one word each and must be on a `people` line, which may come
    /// anywhere. In `paid by` and `for`, amounts, percentages and weights
    /// may be mixed: amounts and percentages first, the rest by weight.
    ///
    /// A cart (`cart FILE`) is split as `split --from-cart` splits it
    /// (``/Cart/Cart/bill(named:headCount:organizer:)``): its receipt's total,
    /// each item shared by the people of its `--for`, the others by everyone
    /// in the group, or by the people after `for` (`NAME` or `NAME:W`).
    /// - Parameters:
    ///   - text: the group, one thing a line.
    ///   - currency: the group's currency unless a `currency` line says otherwise.
    ///   - attachment: the text of a file an expense names (`bill FILE`).
    ///   - cart: the cart in a file an expense names (`cart FILE`), such as
    ///     ``cart(atPath:)`` reads.
    /// - Throws: ``SettleError/onLine(_:_:)`` with the first bad line and what is wrong.
    public init(
        reading text: String, currency: Currency = .default,
        attachment: (String) throws(SettleError) -> String = { path throws(SettleError) in
            throw .cannotRead(path, reason: "no files")
        },
        cart: (String) throws(SettleError) -> Cart = { path throws(SettleError) in
            throw .cannotRead(path, reason: "no files")
        }
    ) throws(SettleError) {
        var lines: [(number: Int, words: [String])] = []
        let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : text[...]
        for (index, line) in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let words = line.prefix { $0 != "#" }.split { $0.isWhitespace }.map(String.init)
            if !words.isEmpty { lines.append((index + 1, words)) }
        }
        var reader = GroupReader(group: Group(people: [], currency: currency))
        for (number, words) in lines {
            do throws(SettleError) { try reader.header(words) } catch { throw .onLine(number, error) }
        }
        guard !reader.group.people.isEmpty else { throw .noPeople }
        let own = reader.group.currency
        if reader.group.rates[own.code] != nil {
            // The currency line may come after the rate: the rate is refused once both are known.
            let line = lines.first { line in
                GroupKeyword(line.words[0]) == .rate && (try? Currency(code: line.words[1])) == own
            }
            throw .onLine(line?.number ?? 0, .rateOfOwnCurrency(own))
        }
        for (number, words) in lines {
            do throws(SettleError) { try reader.body(words, line: number, attachment, cart) } catch {
                throw .onLine(number, error)
            }
        }
        self = reader.group
    }
}

/// The words a group line may start with, in English and Japanese.
enum GroupKeyword {
    case people, currency, organizer, rate

    init?(_ word: String) {
        switch TextNormalizer.foldedAndTrimmed(word).lowercased() {
        case "people", "members", "参加者", "メンバー": self = .people
        case "currency", "通貨": self = .currency
        case "organizer", "幹事": self = .organizer
        case "rate", "レート", "為替": self = .rate
        default: return nil
        }
    }

    /// `paid by` (two words) or `立替`, `支払` (one): how many words it takes at `index`, or nil.
    static func payers(_ words: [String], at index: Int) -> Int? {
        let word = TextNormalizer.foldedAndTrimmed(words[index]).lowercased()
        if ["立替", "立て替え", "支払", "支払い"].contains(word) { return 1 }
        if word == "paid", index + 1 < words.count, words[index + 1].lowercased() == "by" { return 2 }
        return nil
    }

    /// `for` or `対象`.
    static func isFor(_ word: String) -> Bool { ["for", "対象"].contains(TextNormalizer.foldedAndTrimmed(word).lowercased()) }

    /// `->`, `→`: a repayment.
    static func isArrow(_ word: String) -> Bool { ["->", "→", "=>"].contains(TextNormalizer.foldedAndTrimmed(word)) }

    /// `bill` or `明細`: an itemized bill file.
    static func isBill(_ word: String) -> Bool { ["bill", "明細"].contains(TextNormalizer.foldedAndTrimmed(word).lowercased()) }

    /// `cart` or `カート`: a cart file.
    static func isCart(_ word: String) -> Bool { ["cart", "カート"].contains(TextNormalizer.foldedAndTrimmed(word).lowercased()) }
}

/// The state of reading a group's lines.
struct GroupReader {
    var group: Group
    private var sawCurrency = false
    /// Each person's place in ``group``'s people, made once they are all read.
    private var index: [String: Int] = [:]

    init(group: Group) { self.group = group }

    /// A `people`, `currency` or `rate` line; the others wait for ``body(_:line:_:)``.
    mutating func header(_ words: [String]) throws(SettleError) {
        let rest = Array(words.dropFirst())
        switch GroupKeyword(words[0]) {
        case .people?:
            let names = rest.flatMap { $0.split { $0 == "," || $0 == "、" } }.map(String.init)
            guard !names.isEmpty else { throw .expected(.names, found: "") }
            for name in names {
                let spec: Share.Spec
                do { spec = try Share.Spec(name) } catch { throw .expected(.name, found: name) }
                guard spec.value == nil else { throw .expected(.name, found: name) }
                guard !group.people.contains(spec.name) else { throw .duplicateName(spec.name) }
                if let other = group.people.first(where: { $0.lowercased() == spec.name.lowercased() }) {
                    throw .namesDifferOnlyInCase(other, spec.name)
                }
                group.people.append(spec.name)
            }
        case .currency?:
            guard !sawCurrency else { throw .repeated(words[0]) }
            guard rest.count == 1 else { throw .expected(rest.isEmpty ? .currency : .end, found: rest.dropFirst().first ?? "") }
            do { group.currency = try Currency(code: rest[0]) } catch { throw .money(error) }
            sawCurrency = true
        case .rate?:
            guard rest.count == 2 else { throw .expected(rest.count < 2 ? .rate : .end, found: rest.dropFirst(2).first ?? "") }
            let currency: Currency
            do { currency = try Currency(code: rest[0]) } catch { throw .money(error) }
            guard group.rates[currency.code] == nil else { throw .repeated(words[0] + " " + currency.code) }
            group.rates[currency.code] = try Self.rate(rest[1])
        default:
            return
        }
    }

    /// Every other line, once the people are known.
    mutating func body(
        _ words: [String], line: Int, _ attachment: (String) throws(SettleError) -> String,
        _ cart: (String) throws(SettleError) -> Cart
    ) throws(SettleError) {
        let rest = Array(words.dropFirst())
        switch GroupKeyword(words[0]) {
        case .people?, .currency?, .rate?:
            return
        case .organizer?:
            guard group.organizer == nil else { throw .repeated(words[0]) }
            guard rest.count == 1 else { throw .expected(rest.isEmpty ? .name : .end, found: rest.dropFirst().first ?? "") }
            guard group.people.contains(rest[0]) else { throw .unknownPerson(rest[0]) }
            group.organizer = rest[0]
        case nil:
            if let spaced = repaymentWords(words) {
                try repayment(spaced, line: line)
            } else if words.count >= 2 && GroupKeyword.isArrow(words[1]) {
                try repayment(words, line: line)
            } else {
                try expense(words, line: line, attachment, cart)
            }
        }
    }

    /// `FROM->TO AMOUNT`, `FROM-> TO AMOUNT`, `FROM ->TO AMOUNT` as four words, when the two are people
    /// (a label such as `Tokyo->Osaka` stays an expense's).
    private func repaymentWords(_ words: [String]) -> [String]? {
        guard !(words.count >= 2 && GroupKeyword.isArrow(words[1])) else { return nil }
        for arrow in ["->", "→", "=>"] {
            var from: String, to: String, rest: ArraySlice<String>
            if let range = words[0].firstRange(of: arrow) {
                from = String(words[0][..<range.lowerBound])
                to = String(words[0][range.upperBound...])
                rest = words.dropFirst()
                if to.isEmpty, let next = rest.first {
                    to = next
                    rest = rest.dropFirst()
                }
            } else if words.count >= 2, words[1].hasPrefix(arrow) {
                from = words[0]
                to = String(words[1].dropFirst(arrow.count))
                rest = words.dropFirst(2)
            } else {
                continue
            }
            guard group.people.contains(from), group.people.contains(to) else { continue }
            return [from, arrow, to] + rest
        }
        return nil
    }

    /// `FROM -> TO AMOUNT`.
    private mutating func repayment(_ words: [String], line: Int) throws(SettleError) {
        guard words.count == 4 else {
            throw .expected(words.count < 4 ? .amount : .end, found: words.count < 4 ? "" : words[4])
        }
        for name in [words[0], words[2]] where !group.people.contains(name) { throw .unknownPerson(name) }
        guard words[0] != words[2] else { throw .paymentToSelf(words[0]) }
        let expense = Expense.repayment(id: line, from: words[0], to: words[2], amount: try money(words[3]))
        try check(expense)
        group.expenses.append(expense)
    }

    /// `LABEL… AMOUNT [@ RATE] paid by NAME… [for NAME…]`, `LABEL… bill FILE paid by …`
    /// or `LABEL… cart FILE paid by … [for NAME…]`.
    private mutating func expense(
        _ words: [String], line: Int, _ attachment: (String) throws(SettleError) -> String,
        _ cart: (String) throws(SettleError) -> Cart
    ) throws(SettleError) {
        guard let paidAt = words.indices.first(where: { GroupKeyword.payers(words, at: $0) != nil }),
            let width = GroupKeyword.payers(words, at: paidAt)
        else { throw .expected(.expense, found: words.joined(separator: " ")) }
        let forAt = words[paidAt...].firstIndex(where: GroupKeyword.isFor)
        var before = Array(words[..<paidAt])
        var rate: Decimal?
        if before.count >= 2, ["@", "＠"].contains(before[before.count - 2]) {
            rate = try Self.rate(before[before.count - 1])
            before.removeLast(2)
        } else if let last = before.last, last.count > 1, last.hasPrefix("@") || last.hasPrefix("＠") {
            rate = try Self.rate(String(last.dropFirst()))
            before.removeLast()
        }
        guard let amountText = before.last else { throw .expected(.expense, found: words.joined(separator: " ")) }
        let payerWords = Array(words[(paidAt + width)..<(forAt ?? words.count)])
        let sharerWords = forAt.map { Array(words[($0 + 1)...]) }
        var expense: Expense
        if before.count >= 2, GroupKeyword.isBill(before[before.count - 2]) {
            let label = before.dropLast(2).joined(separator: " ")
            expense = try bill(amountText, text: try attachment(amountText), label: label, line: line)
            guard sharerWords == nil else { throw .expected(.end, found: words[forAt ?? 0]) }
        } else if before.count >= 2, GroupKeyword.isCart(before[before.count - 2]) {
            let label = before.dropLast(2).joined(separator: " ")
            expense = try self.cart(amountText, try cart(amountText), label: label, table: sharerWords, line: line)
        } else {
            let amount = try money(amountText)
            let sharers = try sharerWords.map { words throws(SettleError) in try parts(words, currency: amount.currency) }
            expense = Expense(
                id: line, label: before.dropLast().joined(separator: " "), amount: amount, payers: [],
                sharers: sharers)
        }
        expense.rate = rate
        expense.payers = try parts(payerWords, currency: expense.amount.currency)
        try check(expense)
        group.expenses.append(expense)
    }

    /// An expense of an itemized bill: each diner's part is their exact share, as `split --bill` computes it.
    private func bill(_ path: String, text: String, label: String, line: Int) throws(SettleError) -> Expense {
        let split: Warikan.BillSplit
        do {
            let bill = try Warikan.Bill(reading: text, currency: group.currency)
            split = try Warikan.split(bill)
        } catch {
            throw .bill(error)
        }
        return Expense(
            id: line, label: label.isEmpty ? path : label, amount: split.total, payers: [],
            sharers: try Expense.weights(split.shares.map { ($0.name, $0.exact) }))
    }

    /// An expense of a cart: its receipt's total, each item shared by the people of its `--for`, the others by
    /// the `table` (`NAME` or `NAME:W`; nil: everyone), each person's part their exact share of it.
    private func cart(
        _ path: String, _ cart: Cart, label: String, table: [String]?, line: Int
    ) throws(SettleError)
        -> Expense
    {
        guard !cart.items.isEmpty else { throw .emptyCart(path) }
        // A table is people and weights: an exact part has no place in a bill.
        for word in (table ?? []).flatMap({ $0.split { $0 == "," || $0 == "、" } }) {
            switch (try? Share.Spec(String(word)))?.value {
            case .amount?, .percent?: throw .expected(.name, found: String(word))
            default: continue
            }
        }
        let diners = try table.map { words throws(SettleError) in try parts(words, currency: cart.currency) }
        var named: [Warikan.Bill.Diner] = []
        for part in diners ?? group.people.map({ Part($0) }) {
            if case .weight(let weight) = part.portion { named.append(Warikan.Bill.Diner(part.name, weight: weight)) }
        }
        let split: Warikan.BillSplit
        do {
            var bill = try cart.bill(named: named)
            // An item without `--for` is the table's: not everyone the bill names (who include the other items' sharers).
            for item in bill.items.indices where bill.items[item].sharedBy == nil { bill.items[item].sharedBy = named }
            split = try Warikan.split(bill)
        } catch let error as CartError {
            throw .cart(error)
        } catch let error as BillError {
            throw .bill(error)
        } catch {
            throw .emptyCart(path)
        }
        return Expense(
            id: line, label: label.isEmpty ? path : label, amount: split.total, payers: [],
            sharers: try Expense.weights(split.shares.map { ($0.name, $0.exact) }))
    }

    /// `Aki Ren:2 Sora=1000 Yui=25%`, or with commas.
    private func parts(_ words: [String], currency: Currency) throws(SettleError) -> [Part] {
        let texts = words.flatMap { $0.split { $0 == "," || $0 == "、" } }.map(String.init)
        guard !texts.isEmpty else { throw .expected(.names, found: "") }
        var parts: [Part] = []
        for text in texts {
            let spec: Share.Spec
            do { spec = try Share.Spec(text) } catch { throw .expected(.name, found: text) }
            guard group.people.contains(spec.name) else { throw .unknownPerson(spec.name) }
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
                            return try AmountParser.amount(text, currency: currency)
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

    /// An amount in the group's currency, or in another whose symbol or code it carries (`€45.20`, `45.20 EUR`).
    private func money(_ text: String) throws(SettleError) -> Money {
        do {
            return Money(try AmountParser.amount(text, currency: group.currency), group.currency)
        } catch {
            let others = Currency.written(in: TextNormalizer.foldedAndTrimmed(text)).filter { $0 != group.currency }
            for currency in others.sorted(by: { group.rates[$0.code] != nil && group.rates[$1.code] == nil }) {
                if let value = try? AmountParser.amount(text, currency: currency) { return Money(value, currency) }
            }
            throw .money(error)
        }
    }

    /// A positive rate: `162.35`.
    static func rate(_ text: String) throws(SettleError) -> Decimal {
        guard let value = try? AmountParser.decimal(text), value > 0 else { throw .invalidRate(text) }
        return value
    }

    /// Checks an expense's parts as the settlement will take them (a rate is not needed yet).
    private mutating func check(_ expense: Expense) throws(SettleError) {
        if index.count != group.people.count {
            index = Dictionary(group.people.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        }
        _ = try expense.exactParts(people: index, count: group.people.count)
    }
}
