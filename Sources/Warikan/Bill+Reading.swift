import ShopCore
import ShopFiles

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Warikan.Bill {
    /// Reads a bill as a person types it: one thing a line, `#` starts a
    /// comment, blank lines are skipped.
    ///
    /// ```
    /// currency JPY                 # optional: the bill's currency (通貨)
    /// people Aki Ren:2 Sora Yui    # who pays, weights optional (参加者, メンバー)
    /// organizer Yui                # who absorbs the rounding (幹事); default: the first
    /// 刺身盛り合わせ 3200            # LABEL AMOUNT: an item everyone shares
    /// beer 600 ×4 for Aki Ren      # a quantity (×4, x4, *4), shared by Aki and Ren
    /// 日本酒 1800 for Aki:2 Ren     # weighted among those listed
    /// item tip jar 500             # `item` when a label starts with a keyword
    /// お通し 500                    # per head (cover, 席料), or `for NAME …`
    /// サービス料 10%                 # service (service), on items and per-person charges
    /// 消費税 10%                     # tax (tax, 税), on those and service; `10% included` (込み) when in the prices
    /// tip 20%                       # tip (チップ), of the subtotal before tax; `20% of total`; or an amount
    /// tax 6.43                      # any charge as the amount the receipt states
    /// ```
    ///
    /// Names are one word each (no spaces, `,`, `:` or `=`) and must be on a
    /// `people` line, which may come anywhere. Amounts are read by
    /// `evaluate` (by default plain amounts: `3200`, `¥3,200`, `3200円`); the
    /// command line passes its expression reader, so `1980*3` works there.
    ///
    /// The whole text is read and every line checked before the bill is
    /// returned; the first bad line is the error.
    /// - Parameters:
    ///   - text: the bill, one thing a line.
    ///   - currency: the bill's currency unless a `currency` line says otherwise.
    ///   - evaluate: an amount's value in a currency, or nil when the text is none.
    /// - Throws: a ``/ShopCore/LocatedError`` of the ``BillError`` at the line and column of
    ///   what is wrong, with the line; ``BillError/noPeople``, ``BillError/tooManyPeople(_:)`` and
    ///   ``BillError/tooManyLines(_:)`` at no place.
    public init(
        reading text: String, currency: Currency,
        evaluate: (String, Currency) -> Decimal? = { try? AmountParser.amount($0, currency: $1) }
    ) throws(LocatedError<BillError>) {
        let file: LineFile
        do { file = try LineFile(text: text) } catch {
            throw LocatedError(.file(error), at: [SourceLocation(line: error.line)])
        }
        try self.init(reading: file, currency: currency, evaluate: evaluate)
    }

    /// Reads a bill from a line file (``/ShopCore/LineFile``), as ``init(reading:currency:evaluate:)-(String,_,_)``
    /// reads text; errors name the file, the line and the column, and hold the line
    /// (``/ShopCore/LocatedError``); an error about the whole bill names the file alone.
    public init(
        reading file: LineFile, currency: Currency,
        evaluate: (String, Currency) -> Decimal? = { try? AmountParser.amount($0, currency: $1) }
    ) throws(LocatedError<BillError>) {
        var reader = BillReader(currency: currency)
        // The currency and the people first, wherever they are, so items may name anyone.
        for line in file.lines {
            do throws(BillError) { try reader.readHeader(line.texts) } catch {
                throw file.located(error, at: error.subject, on: line)
            }
        }
        func whole(_ error: BillError) -> LocatedError<BillError> { file.located(error) }
        guard !reader.bill.people.isEmpty else { throw whole(.noPeople) }
        guard reader.bill.people.count <= Warikan.Bill.maximumPeople else {
            throw whole(.tooManyPeople(reader.bill.people.count))
        }
        for line in file.lines {
            do throws(BillError) { try reader.readBody(line.texts, evaluate) } catch {
                throw file.located(error, at: error.subject, on: line)
            }
        }
        let count = reader.bill.items.count + reader.bill.perPerson.count + reader.bill.charges.count
        guard count <= Warikan.Bill.maximumLines else { throw whole(.tooManyLines(count)) }
        self = reader.bill
    }

    /// Reads a bill from the bytes of a file named `name` (`-` for standard input).
    /// - Throws: ``BillError/file(_:)`` for bytes that are not a line file (not UTF-8, too large,
    ///   a line too long), at the file and the line, or what reading the ``/ShopCore/LineFile`` throws.
    public init(
        reading bytes: [UInt8], named name: String?, currency: Currency,
        evaluate: (String, Currency) -> Decimal? = { try? AmountParser.amount($0, currency: $1) }
    ) throws(LocatedError<BillError>) {
        let file: LineFile
        do { file = try LineFile(bytes: bytes, name: name) } catch {
            throw LocatedError(.file(error), at: [SourceLocation(file: name, line: error.line)])
        }
        try self.init(reading: file, currency: currency, evaluate: evaluate)
    }

    /// Reads the bill in the file at `path`, through the file layer (``/ShopFiles/FileSystem/contents(atPath:limit:)``,
    /// at most ``/ShopCore/LineFile/maximumBytes``), as ``init(reading:named:currency:evaluate:)`` reads its bytes.
    /// - Parameters:
    ///   - path: the bill's file; errors name it as given.
    ///   - currency: the bill's currency unless a `currency` line says otherwise.
    ///   - evaluate: an amount's value in a currency, or nil when the text is none.
    /// - Throws: ``BillError/cannotRead(_:)`` at the file when it cannot be read; else what reading its bytes throws.
    public init(
        contentsOfFile path: String, currency: Currency,
        evaluate: (String, Currency) -> Decimal? = { try? AmountParser.amount($0, currency: $1) }
    ) throws(LocatedError<BillError>) {
        let bytes: [UInt8]
        do throws(FileError) { bytes = try FileSystem.contents(atPath: path, limit: LineFile.maximumBytes) } catch {
            throw LocatedError(.cannotRead(error), at: [SourceLocation(file: path)])
        }
        try self.init(reading: bytes, named: path, currency: currency, evaluate: evaluate)
    }
}

/// The words a bill line may start with, in English and Japanese.
enum BillKeyword: Sendable {
    case currency, people, organizer, item, perPerson
    case charge(Warikan.Bill.Charge.Kind)

    private static let table = Keywords<BillKeyword>([
        ["currency", "通貨"]: .currency,
        ["people", "members", "参加者", "メンバー"]: .people,
        ["organizer", "幹事"]: .organizer,
        ["item", "品目"]: .item,
        ["cover", "お通し", "席料", "チャージ"]: .perPerson,
        ["service", "サービス料"]: .charge(.service),
        ["tax", "sales-tax", "消費税", "税"]: .charge(.tax),
        ["tip", "チップ"]: .charge(.tip),
    ])

    init?(_ word: String) {
        guard let keyword = Self.table(word) else { return nil }
        self = keyword
    }
}

/// The state of reading a bill's lines.
private struct BillReader {
    /// How amounts are read (see ``Warikan/Bill/init(reading:currency:evaluate:)-(String,_,_)``).
    typealias Evaluate = (String, Currency) -> Decimal?

    var bill: Warikan.Bill
    private var names: Set<String> = []
    private var sawCurrency = false
    /// Each word of names read so far (`Aki`, `Ren:2`), as ``readNames(_:)`` reads it: a large bill names
    /// the same people again and again.
    private var known: [String: (name: String, weight: Decimal)] = [:]
    /// The values the lines' checks made exact, kept for the next lines.
    private var values = ExactValues()

    init(currency: Currency) {
        bill = Warikan.Bill(currency: currency, people: [])
    }

    /// A `currency`, `people` or `organizer` line; other lines wait for ``readBody(_:)``.
    mutating func readHeader(_ words: [String]) throws(BillError) {
        let rest = Array(words.dropFirst())
        switch BillKeyword(words[0]) {
        case .currency?:
            guard !sawCurrency else { throw .repeated(words[0]) }
            guard rest.count == 1 else { throw .expected(rest.isEmpty ? .currency : .end, found: rest.dropFirst().first ?? "") }
            do { bill.currency = try Currency(code: rest[0]) } catch { throw .split(.money(error)) }
            sawCurrency = true
        case .people?:
            let listed = try readNames(rest)
            for (name, weight) in listed {
                guard names.insert(name).inserted else { throw .split(.duplicateName(name)) }
                bill.people.append(.init(name, weight: weight))
            }
            try check(Warikan.Bill(currency: bill.currency, people: listed.map { .init($0.name, weight: $0.weight) }))
        default:
            return
        }
    }

    /// Every other line, once the people are known.
    mutating func readBody(_ words: [String], _ evaluate: Evaluate) throws(BillError) {
        let keyword = BillKeyword(words[0])
        let rest = Array(words.dropFirst())
        switch keyword {
        case .currency?, .people?:
            return
        case .organizer?:
            guard bill.organizer == nil else { throw .repeated(words[0]) }
            guard rest.count == 1 else { throw .expected(rest.isEmpty ? .name : .end, found: rest.dropFirst().first ?? "") }
            guard names.contains(rest[0]) else { throw .unknownPerson(rest[0]) }
            bill.organizer = rest[0]
        case .perPerson?:
            let (before, listed) = try split(rest)
            guard before.count == 1 else {
                throw .expected(before.isEmpty ? .amount : .end, found: before.dropFirst().first ?? "")
            }
            // A per-person charge is per head: a weight would mean nothing.
            if let weighted = listed?.first(where: { $0.weight != 1 }) {
                throw .expected(.name, found: "\(weighted.name):\(MoneyFormat.plain(weighted.weight))")
            }
            let charge = Warikan.Bill.PerPersonCharge(
                words[0], amount: try amount(before[0], evaluate), people: listed?.map(\.name))
            try check(mini(listed).with { $0.perPerson = [charge] })
            bill.perPerson.append(charge)
        case .charge(let kind)?:
            let charge = try self.charge(kind, label: words[0], rest, evaluate)
            try check(mini(nil).with { $0.charges = [charge] })
            bill.charges.append(charge)
        case .item?:
            try item(rest, evaluate)
        case nil:
            try item(words, evaluate)
        }
    }

    /// `LABEL… AMOUNT [×QTY] [for NAME[:WEIGHT] …]`.
    private mutating func item(_ words: [String], _ evaluate: Evaluate) throws(BillError) {
        var (before, listed) = try split(words)
        var quantity = 1
        if before.count >= 3, let text = Self.quantityText(before[before.count - 1]) {
            let word = before.removeLast()
            // `×2 ×3`: two quantities are not one, and `×2` is no price.
            if before.count >= 3, let first = Self.quantityText(before[before.count - 1]) {
                throw .invalidQuantity(first + " " + word)
            }
            quantity = try Self.quantity(text)
        } else if before.count >= 4, ["x", "×", "X", "*"].contains(TextNormalizer.foldedAndTrimmed(before[before.count - 2])) {
            quantity = try Self.quantity(before[before.count - 1])
            before.removeLast(2)
        }
        guard before.count >= 2 else { throw .expected(.item, found: words.joined(separator: " ")) }
        let price = try amount(before[before.count - 1], evaluate)
        let item = Warikan.Bill.Item(
            before.dropLast().joined(separator: " "), price: price, quantity: quantity,
            sharedBy: listed.map { $0.map { Warikan.Bill.Sharer($0.name, weight: $0.weight) } })
        try check(mini(listed).with { $0.items = [item] })
        bill.items.append(item)
    }

    /// `VALUE [included] [of subtotal|of total]`.
    private func charge(
        _ kind: Warikan.Bill.Charge.Kind, label: String, _ words: [String], _ evaluate: Evaluate
    ) throws(BillError)
        -> Warikan.Bill.Charge
    {
        guard let valueText = words.first else { throw .expected(.rateOrAmount, found: "") }
        let value: Warikan.Bill.Charge.Value
        switch try PercentOrAmount.read(
            valueText, maximumPercentDecimals: Warikan.Bill.Charge.maximumRateDecimals,
            // Named by its number (`-5`), as a rate given in code is.
            percentError: { _ in
                BillError.invalidRate((try? Percentage.number(in: valueText, maximumDecimals: 38))?.plainText ?? valueText)
            },
            amount: { (text: String) throws(BillError) -> Decimal in try amount(text, evaluate) })
        {
        case .percent(let rate): value = .rate(rate.value)
        case .amount(let amount): value = .amount(amount)
        }
        var included = false
        var base = Warikan.Bill.Charge.Base.subtotal
        var options = words.dropFirst()[...]
        while let word = options.first {
            options = options.dropFirst()
            let key = TextNormalizer.foldedAndTrimmed(word).lowercased()
            if ["included", "incl", "込み", "込", "内税", "税込"].contains(key) {
                included = true
            } else if kind == .tip && ["of", "on"].contains(key) {
                continue
            } else if kind == .tip && ["subtotal", "小計"].contains(key) {
                base = .subtotal
            } else if kind == .tip && ["total", "総額", "合計"].contains(key) {
                base = .total
            } else {
                throw .expected(.chargeOption, found: word)
            }
        }
        return Warikan.Bill.Charge(kind, label: label, value: value, isIncluded: included, base: base)
    }

    /// The words before a `for`, and the names after it (nil without one).
    private mutating func split(_ words: [String]) throws(BillError) -> ([String], [(name: String, weight: Decimal)]?) {
        guard let index = words.lastIndex(where: { $0.lowercased() == "for" }) else { return (words, nil) }
        let listed = try readNames(Array(words[(index + 1)...]))
        for (name, _) in listed where !names.contains(name) { throw .unknownPerson(name) }
        var seen = Set<String>()
        for (name, _) in listed where !seen.insert(name).inserted { throw .listedTwice(name) }
        return (Array(words[..<index]), listed)
    }

    /// `Aki Ren:2`, `Aki,Ren`: names, each with a weight (1 unless given).
    private mutating func readNames(_ words: [String]) throws(BillError) -> [(name: String, weight: Decimal)] {
        let parts = words.flatMap { $0.split { $0 == "," || $0 == "、" } }.map(String.init)
        guard !parts.isEmpty else { throw .expected(.names, found: "") }
        var result: [(name: String, weight: Decimal)] = []
        result.reserveCapacity(parts.count)
        for part in parts {
            if let found = known[part] {
                result.append(found)
            } else {
                let read = try Self.name(part)
                known[part] = read
                result.append(read)
            }
        }
        return result
    }

    /// `Aki`, `Ren:2`: one name with its weight.
    private static func name(_ part: String) throws(BillError) -> (name: String, weight: Decimal) {
        let spec: Share.Spec
        do { spec = try Warikan.Participant.spec(part) } catch { throw .split(error) }
        // `people for by Bob`: a keyword is no name.
        if BillKeyword(spec.name) != nil || TextNormalizer.foldedAndTrimmed(spec.name).lowercased() == "for" {
            throw .keywordAsName(spec.name)
        }
        switch spec.value {
        case nil: return (spec.name, 1)
        case .weight(let text):
            do { return (spec.name, try Warikan.weight(text, person: spec.name)) } catch { throw .split(error) }
        case .amount, .percent: throw .expected(.name, found: part)
        }
    }

    /// What follows the marker of `×4`, `x4`, `*4`, and of `×2.5`, `×-2`,
    /// which ``quantity(_:)`` then refuses by name (nil for other words, so
    /// a label such as `xmas` stays a label).
    private static func quantityText(_ word: String) -> String? {
        let folded = TextNormalizer.foldedAndTrimmed(word)
        guard let marker = folded.first, "x×X*".contains(marker) else { return nil }
        let rest = folded.dropFirst()
        guard let first = rest.first, first.isASCII, first.isNumber || "+-.".contains(first) else { return nil }
        return String(rest)
    }

    private static func quantity(_ text: String) throws(BillError) -> Int {
        guard let value = Int(TextNormalizer.foldedAndTrimmed(text)), (1...Warikan.Bill.maximumQuantity).contains(value) else {
            throw .invalidQuantity(text)
        }
        return value
    }

    /// An amount, not a percentage.
    private func amount(_ text: String, _ evaluate: Evaluate) throws(BillError) -> Decimal {
        if TextNormalizer.foldedAndTrimmed(text).contains("%") { throw .expected(.amount, found: text) }
        guard let value = evaluate(text, bill.currency) else { throw .notAnAmount(text) }
        return value
    }

    /// A bill of this line alone, to check it as a split would: its people
    /// are those listed (or the first person when everyone shares).
    private func mini(_ listed: [(name: String, weight: Decimal)]?) -> Warikan.Bill {
        let people = listed.map { $0.map { Warikan.Bill.Diner($0.name, weight: $0.weight) } } ?? [bill.people[0]]
        return Warikan.Bill(currency: bill.currency, people: people)
    }

    private mutating func check(_ bill: Warikan.Bill) throws(BillError) {
        _ = try CheckedBill(bill, unit: bill.currency.minorUnit, values: &values)
    }
}

extension Warikan.Bill {
    /// This bill changed by `change`.
    fileprivate func with(_ change: (inout Warikan.Bill) -> Void) -> Warikan.Bill {
        var copy = self
        change(&copy)
        return copy
    }
}

extension WarikanError {
    /// The word the error is about, whose column a location gives.
    var subject: String? {
        switch self {
        case .invalidWeight(_, .named(let name)): return name
        case .invalidWeight(let text, _), .emptyName(let text), .malformedPerson(let text), .duplicateName(let text):
            return text
        case .unsafeCharacter(let name, _): return name
        case .notPayable(let money): return MoneyFormat.plain(money.amount)
        default: return nil
        }
    }
}
