import Cart
import ShopCore
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The state of reading a group's lines.
struct GroupReader {
    var group: Group
    /// How amounts are read.
    let amount: Group.AmountReader
    private var sawCurrency = false
    /// The line of the first expense, repayment, `joins` or `leaves`: `people` lines come before it.
    private var firstEntry: Int?
    /// Who is on the `people` lines: they share from the start.
    private var initial: [String] = []
    /// Who shares an expense without `for` at the line being read.
    private var present: Set<String> = []
    /// Each person's place in ``group``'s people, kept as they are added: who is one of them, found
    /// without comparing every name.
    private(set) var index = NameTable<Int>()
    /// How a `people` line wrote a name it reads as another (`Ａki` is `Aki`); only such names are kept.
    private var spellings: [String: String] = [:]
    /// The parts of the people present at the line being read, in the group's order: made again only
    /// when someone joins or leaves.
    private var presentParts: [Part]?
    /// The parts of each word of a `paid by` or `for` list already read (``partsAndWhole(_:currency:)``), by the word.
    var knownParts = NameTable<KnownWord>()
    /// A word's parts, and their people and whole figures when each is whole (``WholePart``).
    struct KnownWord: Sendable {
        let parts: [Part]
        let whole: [WholePart]?
    }
    /// Whether an expense without `for` is given its sharers (the people present) when read.
    private var namesSharers = false
    /// Where in a bill file the ``SettleError/bill(_:)`` just thrown is, and its line: the group's
    /// reader puts the place of the line that names the bill before it (``/ShopCore/LocatedError/inside(_:)``).
    private(set) var billFailure: LocatedError<BillError>?
    /// What settling needs of the expenses read, when they are summed and not kept (``GroupBalances``);
    /// nil: each is kept in ``group``'s expenses.
    var summary: ExpenseSummary?
    /// The list of sharers by weight of the people present (its place in the memo's lists,
    /// ``PartsMemo/WeightList``), while they are the same: the expenses it shares are summed, and shared out once.
    private var presentList: (times: Int, place: Int)?
    /// Each list after `for` already met, by its currency's code and its words: its place in the memo's lists,
    /// or -1 for one that is not by weight alone.
    private var listedLists = NameTable<Int>()
    /// The most lists after `for` kept (``listedLists``): a file whose every line names others keeps no more.
    static let maximumListed = 64
    /// Counts the times the people present were made again (``presentParts``), so their list is told apart.
    private var presentTimes = 0

    init(group: Group, amount: @escaping Group.AmountReader) {
        self.group = group
        self.amount = amount
    }

    /// A `people`, `currency` or `rate` line, and the names a `joins` line adds;
    /// the others wait for ``body(_:line:_:_:)``.
    mutating func header(_ words: [String], line: Int) throws(SettleError) {
        let rest = Array(words.dropFirst())
        switch GroupKeyword(words[0]) {
        case .people?:
            let names = try Self.names(rest)
            // After an expense a new name would change what everyone owed before it: say which is meant.
            if firstEntry != nil { throw .peopleAfterExpense(names) }
            for (name, word) in zip(names, Self.nameWords(rest)) {
                try add(name, written: word)
                initial.append(name)
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
        case .organizer?:
            return
        case nil:
            if firstEntry == nil { firstEntry = line }
            // Whoever joins is one of the group's people from the start of the settlement, sharing from that line.
            let body = words[Self.bodyStart(words)...]
            if let first = body.first, GroupKeyword.change(first) == .joins {
                for name in try Self.names(Array(body.dropFirst())) where index[name] == nil { try add(name) }
            }
        }
    }

    /// What ``header(_:line:)`` does with a line that ``startsPlainEntry(_:)``: it is the first entry, or after it.
    mutating func entry(at line: Int) {
        if firstEntry == nil { firstEntry = line }
    }

    /// Whether a line whose first word is `bytes` (printable ASCII) is an expense or a repayment that counts
    /// as written (``GroupHistory/countsAsWritten(_:)``), whose header is nothing but its place
    /// (``header(_:line:)``): no keyword, date, id, change, correction or `every` starts it (the Japanese
    /// periods of a recurring line are not ASCII).
    static func startsPlainEntry(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, first != UInt8(ascii: "^") else { return false }
        // A date starts with a digit, each keyword with its letter, in either case (``GroupKeyword``): most
        // labels are told by their first byte.
        switch first | 0x20 {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "p"), UInt8(ascii: "m"), UInt8(ascii: "c"),
            UInt8(ascii: "o"), UInt8(ascii: "r"), UInt8(ascii: "j"), UInt8(ascii: "l"), UInt8(ascii: "f"),
            UInt8(ascii: "d"), UInt8(ascii: "e"):
            break
        default:
            return true
        }
        // Each keyword is letters alone and a date starts with a digit: a word that starts with a letter and holds
        // any other byte (`e12`, a label of every line of the benchmark) is neither, and no string is made of it.
        func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
        if isLetter(first), !bytes.allSatisfy(isLetter) { return true }
        let word = String(decoding: bytes, as: UTF8.self)
        return !CalendarDay.looksLikeDate(word) && GroupKeyword(word) == nil && GroupKeyword.change(word) == nil
            && !GroupKeyword.isCorrection(word) && !GroupKeyword.isEvery(word)
    }

    /// Where a line's words start after its date and its id (`2026-12-01 ^k3f9a2m7 ramen …`: 2).
    static func bodyStart(_ words: [String]) -> Int {
        var start = 0
        if start < words.count - 1, CalendarDay.looksLikeDate(words[start]) { start += 1 }
        if start < words.count - 1, words[start].hasPrefix("^") { start += 1 }
        return start
    }

    /// Puts whoever joins after the people of the `people` lines in the order they first join among `items`
    /// (the group's order, the same however a merge put the lines), so ties between people fall the same way.
    mutating func order(joiningIn items: [GroupHistory.Item], later: [GroupHistory.Item] = []) {
        var joiners: [String] = []
        var seen = Set(initial)
        for item in items where GroupKeyword.change(item.words[0]) == .joins {
            for name in (try? Self.names(Array(item.words.dropFirst()))) ?? []
            where index[name] != nil && seen.insert(name).inserted {
                joiners.append(name)
            }
        }
        // Anyone else (none, as the header pass adds only those who join) keeps their place after them.
        let rest = group.people.filter { !seen.contains($0) }
        group.people = initial + joiners + rest
        index = NameTable(places: group.people)
        presentParts = nil
        // The people of a word read were found at their places before.
        knownParts = NameTable()
        // With people joining or leaving, an expense without `for` names who shared it: the group's order is
        // not the file's, so the line numbers of ``Group/sharers(of:)`` would not say it.
        // A change left for later counts here too: who joins later is one of the people, but shares nothing yet.
        func isChange(_ item: GroupHistory.Item) -> Bool { GroupKeyword.change(item.words[0]) != nil }
        namesSharers = items.contains(where: isChange) || later.contains(where: isChange)
    }

    /// Reads one line of the body as it counts (``body(_:line:_:_:)``) and gives what it added, an expense,
    /// a repayment or a change, its day and id.
    mutating func entry(
        _ item: GroupHistory.Item, _ attachment: (String) throws(SettleError) -> [UInt8],
        _ cart: (String) throws(SettleError) -> Cart
    ) throws(SettleError) {
        let (expenses, changes) = (group.expenses.count, group.changes.count)
        try body(item.words, line: item.line.number, attachment, cart)
        if group.expenses.count > expenses {
            group.expenses[expenses].date = item.date
            group.expenses[expenses].stableID = item.id
        } else if group.changes.count > changes {
            group.changes[changes].date = item.date
        }
    }

    /// Adds `name` (as the file writes it: `written`) to the group's people: a new one, not differing
    /// from another only in case, nor written another way that reads as the same name (`Ａki`, `Aki`).
    private mutating func add(_ name: String, written: String? = nil) throws(SettleError) {
        if index[name] != nil {
            let first = spellings[name] ?? name
            let second = written.map(TextNormalizer.trimmed) ?? name
            throw first != second ? .sameNameWrittenTwice(first, second, as: name) : .duplicateName(name)
        }
        if let written, written != name, case let trimmed = TextNormalizer.trimmed(written), trimmed != name {
            spellings[name] = trimmed
        }
        if let other = group.people.first(where: { $0.lowercased() == name.lowercased() }) {
            throw .namesDifferOnlyInCase(other, name)
        }
        index.set(group.people.count, for: name)
        group.people.append(name)
    }

    /// The words of a `people`, `joins` or `leaves` line that are names, as written (`,` and `、` part them too).
    private static func nameWords(_ words: [String]) -> [String] {
        var names: [String] = []
        names.reserveCapacity(words.count)
        for word in words {
            // A word with no `,` (2C) and no `、` (E3 80 81) in its bytes is one name, kept as it is: most are.
            let bytes = word.utf8
            guard bytes.contains(0x2C) || bytes.contains(0xE3) else {
                names.append(word)
                continue
            }
            for name in word.split(whereSeparator: { $0 == "," || $0 == "、" }) { names.append(String(name)) }
        }
        return names
    }

    /// The names of a `people`, `joins` or `leaves` line: one word each (`,` and `、` part them too),
    /// by ShopCore's one rule for names, none a keyword.
    private static func names(_ words: [String]) throws(SettleError) -> [String] {
        let names = nameWords(words)
        guard !names.isEmpty else { throw .expected(.names, found: "") }
        var result: [String] = []
        for name in names {
            let spec: Share.Spec
            do { spec = try Share.Spec(name) } catch {
                if case .unsafeName = error { throw .money(error) }
                throw .expected(.name, found: name)
            }
            guard spec.value == nil else { throw .expected(.name, found: name) }
            guard !GroupKeyword.isReserved(spec.name) else { throw .keywordAsName(spec.name) }
            result.append(spec.name)
        }
        return result
    }

    /// Before the body: the people of the `people` lines share from the start.
    mutating func startBody() {
        present = Set(initial)
        presentParts = nil
    }

    /// Every other line, once the people are known.
    mutating func body(
        _ words: [String], line: Int, _ attachment: (String) throws(SettleError) -> [UInt8],
        _ cart: (String) throws(SettleError) -> Cart
    ) throws(SettleError) {
        let rest = Array(words.dropFirst())
        switch GroupKeyword(words[0]) {
        case .people?, .currency?, .rate?:
            return
        case .organizer?:
            guard group.organizer == nil else { throw .repeated(words[0]) }
            guard rest.count == 1 else { throw .expected(rest.isEmpty ? .name : .end, found: rest.dropFirst().first ?? "") }
            guard index[rest[0]] != nil else { throw .unknownPerson(rest[0]) }
            group.organizer = rest[0]
        case nil:
            if let kind = GroupKeyword.change(words[0]) {
                try change(kind, Self.names(rest), line: line)
            } else if let spaced = repaymentWords(words) {
                try repayment(spaced, line: line)
            } else if words.count >= 2 && GroupKeyword.isArrow(words[1]) {
                try repayment(words, line: line)
            } else {
                try expense(words, line: line, attachment, cart)
            }
        }
    }

    /// `joins NAME…` or `leaves NAME…`: who shares the expenses without `for` from this line on.
    private mutating func change(_ kind: Group.Change.Kind, _ names: [String], line: Int) throws(SettleError) {
        var seen = Set<String>()
        for name in names {
            guard seen.insert(name).inserted else { throw .listedTwice(name) }
            guard index[name] != nil else { throw .unknownPerson(name) }
            presentParts = nil
            switch kind {
            case .joins:
                guard present.insert(name).inserted else { throw .alreadyPresent(name) }
            case .leaves:
                guard present.remove(name) != nil else { throw .notPresent(name) }
            }
        }
        group.changes.append(Group.Change(id: line, kind: kind, people: names))
    }

    /// `FROM->TO AMOUNT`, `FROM-> TO AMOUNT`, `FROM ->TO AMOUNT` as four words, when the two are people
    /// (a label such as `Tokyo->Osaka` stays an expense's).
    private func repaymentWords(_ words: [String]) -> [String]? {
        // Every arrow holds `>` (0x3E) or is `→`: a line without them in its first two words has none (a `€`, whose
        // first byte is the arrow's, is no arrow).
        func mayHoldArrow(_ word: String) -> Bool {
            Self.holds(word, 0x3E) || (Self.holds(word, 0xE2) && word.unicodeScalars.contains("\u{2192}"))
        }
        guard words.prefix(2).contains(where: mayHoldArrow) else { return nil }
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
            guard index[from] != nil, index[to] != nil else { continue }
            return [from, arrow, to] + rest
        }
        return nil
    }

    /// `FROM -> TO AMOUNT`; the amount may carry its currency (`EUR 50`, `50 EUR`).
    private mutating func repayment(_ words: [String], line: Int) throws(SettleError) {
        let amountWords = Array(words.dropFirst(3))
        guard amountWords.count == 1 || (amountWords.count == 2 && amountWords.contains(where: Self.isCurrencyWord)) else {
            throw .expected(words.count < 4 ? .amount : .end, found: words.count < 4 ? "" : words[4])
        }
        for name in [words[0], words[2]] where index[name] == nil { throw .unknownPerson(name) }
        guard words[0] != words[2] else { throw .paymentToSelf(words[0]) }
        var expense = Expense.repayment(id: line, from: words[0], to: words[2], amount: try money(amountWords))
        try check(&expense)
        record(expense)
    }

    /// `LABEL… AMOUNT [@ RATE] paid by NAME… [for NAME…]`, `LABEL… bill FILE paid by …`
    /// or `LABEL… cart FILE paid by … [for NAME…]`.
    private mutating func expense(
        _ words: [String], line: Int, _ attachment: (String) throws(SettleError) -> [UInt8],
        _ cart: (String) throws(SettleError) -> Cart
    ) throws(SettleError) {
        guard let paidAt = words.indices.first(where: { GroupKeyword.payers(words, at: $0) != nil }),
            let width = GroupKeyword.payers(words, at: paidAt)
        else { throw .expected(.expense, found: words.joined(separator: " ")) }
        let forAt = words[paidAt...].firstIndex(where: GroupKeyword.isFor)
        var before = Array(words[..<paidAt])
        var rate: Decimal?
        if before.count >= 2, before[before.count - 2] == "@" || before[before.count - 2] == "＠" {
            rate = try Self.rate(before[before.count - 1])
            before.removeLast(2)
        } else if let last = before.last, Self.mayHold(last, 0x40), last.count > 1,
            last.hasPrefix("@") || last.hasPrefix("＠")
        {
            rate = try Self.rate(String(last.dropFirst()))
            before.removeLast()
        }
        // What a card charged in the group's currency: `€45.20 = ¥7,400`, `EUR 45.20 = 7400`, `€45.20=¥7,400`.
        if let last = before.last, Self.mayHold(last, 0x3D), last.count > 1,
            let equals = last.firstIndex(where: { $0 == "=" || $0 == "＝" })
        {
            before.removeLast()
            before += [String(last[..<equals]), "=", String(last[last.index(after: equals)...])].filter { !$0.isEmpty }
        }
        var charged: Money?
        if let equals = before.lastIndex(where: { $0 == "=" || $0 == "＝" }) {
            let right = Array(before[(equals + 1)...])
            guard !right.isEmpty, right.count <= 2 else { throw .expected(.amount, found: right.dropFirst(2).first ?? "") }
            if let rate { throw .expected(.end, found: "@" + MoneyFormat.plain(rate)) }
            let money = try money(right)
            guard money.currency == group.currency else { throw .chargedInOtherCurrency(money, group: group.currency) }
            guard money.currency.isPayable(money.amount) else {
                throw .notPayable(money)
            }
            charged = money
            before.removeSubrange(equals...)
        }
        guard let amountText = before.last else { throw .expected(.expense, found: words.joined(separator: " ")) }
        let payerWords = Array(words[(paidAt + width)..<(forAt ?? words.count)])
        let sharerWords = forAt.map { Array(words[($0 + 1)...]) }
        var expense: Expense
        // The words that name who shares a plain expense: its list of sharers, met again on other lines.
        var listed: [String]?
        // The people and whole figures of those words, when each is whole.
        var whole: [WholePart]?
        if before.count >= 2, GroupKeyword.isBill(before[before.count - 2]) {
            let label = before.dropLast(2).joined(separator: " ")
            var failure: LocatedError<BillError>?
            defer { billFailure = failure }
            expense = try bill(amountText, bytes: try attachment(amountText), label: label, line: line, failure: &failure)
            guard sharerWords == nil else { throw .expected(.end, found: words[forAt ?? 0]) }
        } else if before.count >= 2, GroupKeyword.isCart(before[before.count - 2]) {
            let label = before.dropLast(2).joined(separator: " ")
            expense = try self.cart(amountText, try cart(amountText), label: label, table: sharerWords, line: line)
        } else {
            // A currency code or symbol as a word of its own, before or after the amount: `EUR 60`, `60 EUR`.
            let count =
                before.count >= 3
                    && Self.isCurrencyWord(before[before.count - 2]) != Self.isCurrencyWord(before[before.count - 1]) ? 2 : 1
            let amount = try money(Array(before.suffix(count)))
            let sharers = try sharerWords.map { words throws(SettleError) in
                let read = try partsAndWhole(words, currency: amount.currency)
                whole = read.whole
                return read.parts
            }
            expense = Expense(
                id: line, label: before.dropLast(count).joined(separator: " "), amount: amount, payers: [],
                sharers: sharers)
            listed = sharerWords
        }
        // A rate converts another currency: on the group's own it would be ignored, so it is refused.
        if (rate != nil || charged != nil) && expense.amount.currency == group.currency {
            throw .rateOfOwnCurrency(group.currency)
        }
        expense.rate = rate
        expense.charged = charged
        expense.payers = try parts(payerWords, currency: expense.amount.currency)
        // A label reaches the terminal and the CSV export: the one rule for a label from any source.
        expense.label = try Group.importedLabel(expense.label)
        try check(&expense, sharedBy: listed, whole: whole)
        record(expense)
    }

    /// Whether `word` may hold the ASCII `byte` or a full-width form (whose UTF-8 starts with EF): false
    /// when it has neither byte, so that none of its characters need be read (every amount of every expense).
    private static func mayHold(_ word: String, _ byte: UInt8) -> Bool {
        holds(word, byte) || holds(word, 0xEF)
    }

    /// Whether `word`'s UTF-8 has `byte`, read from its storage where it has one (a word of a line does).
    static func holds(_ word: String, _ byte: UInt8) -> Bool {
        word.utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? word.utf8.contains(byte)
    }

    /// An expense of an itemized bill: each diner's part is what `split --bill` makes them pay.
    private func bill(
        _ path: String, bytes: [UInt8], label: String, line: Int, failure: inout LocatedError<BillError>?
    ) throws(SettleError) -> Expense {
        let split: Warikan.BillSplit
        let bill: Warikan.Bill
        do {
            let amount = self.amount
            bill = try Warikan.Bill(reading: bytes, named: path, currency: group.currency, evaluate: { try? amount($0, $1) })
        } catch {
            failure = error
            throw .bill(error.failure)
        }
        do { split = try Warikan.split(bill) } catch { throw .bill(error) }
        // The bill's diners are the group's people: said here, at the line that names the bill.
        if let stranger = split.shares.first(where: { index[$0.name] == nil }) {
            throw .billPersonNotInGroup(stranger.name, bill: path)
        }
        return Expense(
            id: line, label: label.isEmpty ? path : label, amount: split.total, payers: [],
            sharers: try Expense.weights(split.shares.map { ($0.name, $0.exact) }))
    }

    /// An expense of a cart: its receipt's total, each item shared by the people of its `--for`, the others by
    /// the `table` (`NAME` or `NAME:W`; nil: everyone), each person's part what `split --from-cart` makes them pay.
    private mutating func cart(
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
        for part in diners ?? group.people.filter(present.contains).map({ Part($0) }) {
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

    /// Keeps `expense` in the group, or only what settling needs of it in ``summary``.
    private mutating func record(_ expense: Expense) {
        guard summary != nil else { return group.expenses.append(expense) }
        summary?.add(expense, rates: group.rates, currency: group.currency)
    }

    /// Checks an expense's parts as the settlement will take them (a rate is not needed yet), and sums them.
    ///
    /// An expense shared by weight by a list of sharers met before (everyone present, or the same words after
    /// `for`, `listed`) is checked as the first was, its sharers' parts left to the memo, which shares out
    /// the sum of the list's costs once: what an expense of 30 sharers costs is a cost added, not 30 parts.
    ///
    /// `whole`: the sharers' people and figures when each is whole (``partsAndWhole(_:currency:)``), so
    /// that they are not found again.
    private mutating func check(
        _ expense: inout Expense, sharedBy listed: [String]? = nil, whole: [WholePart]? = nil
    ) throws(SettleError) {
        if index.count != group.people.count {
            index = NameTable(places: group.people)
        }
        var shared = expense
        // The words after `for` stand for the same list wherever they are written alike (a word has no space).
        var key = listed.map { Self.listKey(expense.amount.currency.code, $0) }
        var isPresent = false
        // Without `for`, the people present at this line share it (``Group/sharers(of:)``).
        if shared.sharers == nil {
            isPresent = true
            if presentParts == nil { presentTimes += 1 }
            let parts = presentParts ?? group.people.filter(present.contains).map { Part($0) }
            presentParts = parts
            shared.sharers = parts
            if namesSharers { expense.sharers = parts }
            key = nil
        }
        let known =
            isPresent ? presentList.flatMap { $0.times == presentTimes ? $0.place : nil } : key.flatMap { listedLists[$0] }
        let count = group.people.count
        if expense.kind != .repayment, let known, known >= 0 {
            // The list was checked with the first expense it shares; a cost below zero is checked in full.
            let (cost, payers) = try shared.exactCostAndPayers(people: index, count: count)
            if !cost.isNegative { return group.memo.add(expense, cost: cost, payers: payers, sharedBy: known, count: count) }
        }
        if expense.kind != .repayment, let sharers = shared.sharers {
            let (cost, payers) = try shared.exactCostAndPayers(people: index, count: count)
            // Whole weights or percentages alone: the shares are summed as whole numbers over their denominator.
            let shares =
                if let whole, !isPresent { Expense.wholeShares(whole, of: cost, count: count) } else {
                    Expense.wholeShares(sharers, of: cost, people: index)
                }
            if let shares {
                group.memo.add(expense, payers: payers, shares: shares, count: count)
            } else {
                let parts = try Expense.exactParts(
                    sharers, of: cost, people: index, money: shared.amount.currency, payers: false)
                group.memo.add(expense, (cost, payers, parts), count: count)
            }
        } else {
            group.memo.add(expense, try shared.exactParts(people: index, count: count), count: count)
        }
        guard expense.kind != .repayment, known == nil, isPresent || (key != nil && listedLists.count < Self.maximumListed)
        else { return }
        let place = Self.weightList(shared.sharers ?? [], index).map { group.memo.add($0) } ?? -1
        if isPresent {
            presentList = (presentTimes, place)
        } else if let key {
            listedLists.set(place, for: key)
        }
    }

    /// `code` and `words`, a space before each (`JPY Aki Ren:2`): the key of a list after `for` in
    /// ``listedLists``, its bytes copied once rather than appended a word at a time.
    static func listKey(_ code: String, _ words: [String]) -> String {
        var length = code.utf8.count
        for word in words { length += 1 + word.utf8.count }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = 0
            for byte in code.utf8 {
                buffer[end] = byte
                end += 1
            }
            for word in words {
                buffer[end] = 0x20
                end += 1
                for byte in word.utf8 {
                    buffer[end] = byte
                    end += 1
                }
            }
            return end
        }
    }

    /// `parts` as a list of sharers by weight (``PartsMemo/WeightList``), each weight above zero; nil when
    /// one is an amount or a percentage.
    private static func weightList(_ parts: [Part], _ index: NameTable<Int>) -> PartsMemo.WeightList? {
        var persons: [Int] = [], weights: [Fraction] = []
        var total = Fraction.zero
        for part in parts {
            guard case .weight(let weight) = part.portion, let person = index[part.name],
                let value = try? Fraction(weight), value > .zero, let sum = try? total + value
            else { return nil }
            persons.append(person)
            weights.append(value)
            total = sum
        }
        return persons.isEmpty ? nil : PartsMemo.WeightList(persons: persons, weights: weights, total: total)
    }
}
