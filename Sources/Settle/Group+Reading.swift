import Cart
import ShopCore
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Group {
    /// How a group file's amounts are read: the text and the currency it is in, to its value.
    ///
    /// The default is ``/ShopCore/AmountParser`` (`4000`, `¥4,000`, `45.20`); the command line
    /// passes its calculator, so `1980*3` and `9800-30%` are amounts there, in a group file and
    /// in every bill it names.
    public typealias AmountReader = (String, Currency) throws(ShopCoreError) -> Decimal

    /// The default ``AmountReader``: ``/ShopCore/AmountParser`` (`4000`, `¥4,000`, `45.20`).
    public static func plainAmount(_ text: String, _ currency: Currency) throws(ShopCoreError) -> Decimal {
        try AmountParser.amount(text, currency: currency)
    }

    /// The default for the files an expense names (`bill FILE`): there are none to read.
    public static func noFile(_ path: String) throws(SettleError) -> [UInt8] { throw .cannotRead(path, reason: "no files") }

    /// The default for the carts an expense names (`cart FILE`): there are none to read.
    public static func noCart(_ path: String) throws(SettleError) -> Cart { throw .cannotRead(path, reason: "no files") }

    /// Reads a group as a person types it: one thing a line, `#` starts a
    /// comment, English or Japanese keywords.
    ///
    /// The format, with an example, is described once, in
    /// <doc:GroupFile> (the same text as `settle --help` and `docs/formats.md` show).
    /// An expense without `for` is shared by the people present at its line
    /// (``sharers(of:)``); a cart (`cart FILE`) is split as `split --from-cart`
    /// splits it (``/Cart/Cart/bill(named:headCount:organizer:)``).
    /// - Parameters:
    ///   - text: the group, one thing a line.
    ///   - name: the file's name, for errors (`-` for standard input); nil for text with no file.
    ///   - currency: the group's currency unless a `currency` line says otherwise.
    ///   - amount: how amounts are read (``AmountReader``).
    ///   - attachment: the bytes of a file an expense names (`bill FILE`).
    ///   - cart: the cart in a file an expense names (`cart FILE`), such as
    ///     ``cart(atPath:)`` reads.
    ///   - asOf: the day dated lines count up to, and recurring lines (nil: every line counts).
    /// - Throws: the ``SettleError`` of the first bad line at its place (file, line, column), with
    ///   the line (``/ShopCore/LocatedError``); a bill file's own place and line follow its expense's.
    public init(
        reading text: String, named name: String? = nil, currency: Currency = .default,
        amount: @escaping AmountReader = Group.plainAmount,
        attachment: (String) throws(SettleError) -> [UInt8] = Group.noFile,
        cart: (String) throws(SettleError) -> Cart = Group.noCart, asOf: CalendarDay? = nil
    ) throws(LocatedError<SettleError>) {
        let file: LineFile
        do { file = try LineFile(text: text, name: name) } catch {
            throw LocatedError(.file(error), at: [SourceLocation(file: name, line: error.line)])
        }
        try self.init(reading: file, currency: currency, amount: amount, attachment: attachment, cart: cart, asOf: asOf)
    }

    /// Reads a group from the bytes of a file named `name`, as ``init(reading:named:currency:amount:attachment:cart:asOf:)``
    /// reads text: bytes that are not UTF-8 are refused with the line and what they look like.
    public init(
        reading bytes: [UInt8], named name: String?, currency: Currency = .default,
        amount: @escaping AmountReader = Group.plainAmount,
        attachment: (String) throws(SettleError) -> [UInt8] = Group.noFile,
        cart: (String) throws(SettleError) -> Cart = Group.noCart, asOf: CalendarDay? = nil
    ) throws(LocatedError<SettleError>) {
        let file: LineFile
        do { file = try LineFile(bytes: bytes, name: name) } catch {
            throw LocatedError(.file(error), at: [SourceLocation(file: name, line: error.line)])
        }
        try self.init(reading: file, currency: currency, amount: amount, attachment: attachment, cart: cart, asOf: asOf)
    }

    /// Reads a group from a line file (``/ShopCore/LineFile``).
    ///
    /// Dated lines count up to `asOf` (nil: every line); a recurring line counts each day it falls due up to
    /// `asOf` and its `until` (without either it is refused, ``SettleError/needsAsOf``). How many dated lines
    /// were left for later is ``laterLines``.
    public init(
        reading file: LineFile, currency: Currency = .default,
        amount: @escaping AmountReader = Group.plainAmount,
        attachment: (String) throws(SettleError) -> [UInt8] = Group.noFile,
        cart: (String) throws(SettleError) -> Cart = Group.noCart, asOf: CalendarDay? = nil
    ) throws(LocatedError<SettleError>) {
        var reader = GroupReader(group: Group(people: [], currency: currency), amount: amount)
        for line in file.lines {
            do throws(SettleError) { try reader.header(line.texts, line: line.number) } catch {
                throw file.located(error, at: error.subject, on: line)
            }
        }
        guard !reader.group.people.isEmpty else { throw file.located(.noPeople) }
        let own = reader.group.currency
        if reader.group.rates[own.code] != nil {
            // The currency line may come after the rate: the rate is refused once both are known.
            let line = file.lines.first { line in
                GroupKeyword(line.words[0].text) == .rate && (try? Currency(code: line.words[1].text)) == own
            }
            guard let line else { throw file.located(.rateOfOwnCurrency(own)) }
            throw file.located(.rateOfOwnCurrency(own), on: line, column: line.words[1].column)
        }
        reader.startBody()
        // The header's keyword lines first; every other line as it counts, in the group's order.
        var history = GroupHistory(file: file)
        for line in file.lines {
            do throws(SettleError) {
                if GroupKeyword(line.words[0].text) != nil {
                    try reader.body(line.texts, line: line.number, attachment, cart)
                } else {
                    try history.read(line)
                }
            } catch {
                throw file.located(error, at: error.subject, on: line)
            }
        }
        let (items, later, pending) = try history.items(asOf: asOf)
        reader.order(joiningIn: items, later: pending)
        func read(_ items: [GroupHistory.Item], into reader: inout GroupReader) throws(LocatedError<SettleError>) {
            for item in items {
                do throws(SettleError) {
                    try reader.entry(item, attachment, cart)
                } catch {
                    // A bill file the line names says where in it: its place and line follow the line's.
                    if case .bill = error, let inBill = reader.billFailure {
                        throw inBill.map(SettleError.bill).inside(file.location(line: item.line.number))
                    }
                    throw file.located(error, at: error.subject, on: item.line)
                }
            }
        }
        try read(items, into: &reader)
        // The lines left for later do not count yet, but each is read, after every line that counts, on a
        // copy of the reader: one that will not read is refused now (and `--add` does not append it), not on
        // the day it comes to count.
        if !pending.isEmpty {
            var ahead = reader
            try read(pending, into: &ahead)
        }
        reader.group.laterLines = later
        reader.group.memo.seal(reader.group)
        self = reader.group
    }
}

/// The words a group line may start with, in English and Japanese.
enum GroupKeyword: Sendable {
    case people, currency, organizer, rate

    /// The keyword `word` is, folded and lowercased (``spelling(_:)``).
    ///
    /// (Switches, not tables: a table of keywords is built at run time, which costs a one-line command's
    /// start-up a tenth again. `GroupKeywordTests` holds each switch to a ``/ShopCore/Keywords`` table of
    /// the same spellings.)
    init?(_ word: String) {
        // A word that starts with printable ASCII is spelled from that byte, lowercased (``matches``).
        if let first = word.utf8.first, (0x21...0x7E).contains(first), !"pmcor".utf8.contains(first | 0x20) { return nil }
        switch Self.spelling(word) {
        case "people", "members", "参加者", "メンバー": self = .people
        case "currency", "通貨": self = .currency
        case "organizer", "幹事": self = .organizer
        case "rate", "レート", "為替": self = .rate
        default: return nil
        }
    }

    /// `joins` and `leaves` (途中参加, 途中退出): who shares from that line on.
    static func change(_ word: String) -> Group.Change.Kind? {
        if let first = word.utf8.first, (0x21...0x7E).contains(first), !"jl".utf8.contains(first | 0x20) { return nil }
        switch spelling(word) {
        case "joins", "途中参加": return .joins
        case "leaves", "途中退出": return .leaves
        default: return nil
        }
    }

    /// Whether `word` means something on a group line: no one may be named so (`people for by Bob`).
    static func isReserved(_ word: String) -> Bool {
        switch spelling(word) {
        case "people", "members", "参加者", "メンバー", "currency", "通貨", "organizer", "幹事", "rate", "レート", "為替",
            "joins", "途中参加", "leaves", "途中退出", "paid", "by", "立替", "立て替え", "支払", "支払い", "for", "対象", "bill",
            "明細", "cart", "カート", "->", "→", "=>", "@":
            return true
        default:
            return false
        }
    }

    /// `word` as keywords are compared (``/ShopCore/Keywords``): folded and lowercased; printable ASCII
    /// without capitals is its own spelling (`＠` is `@`).
    static func spelling(_ word: String) -> String {
        if word.utf8.allSatisfy({ (0x21...0x7E).contains($0) && !(0x41...0x5A).contains($0) }) { return word }
        return TextNormalizer.foldedAndTrimmed(word).lowercased()
    }

    /// `fix` or `drop` (訂正, 取消) before an id: a correction of the line with that id.
    static func isCorrection(_ word: String) -> Bool {
        matches(word, ascii: "fix", others: ["訂正"]) || isDrop(word)
    }

    /// `drop` (取消, 取り消し): the line with the id after it no longer counts.
    static func isDrop(_ word: String) -> Bool { matches(word, ascii: "drop", others: ["取消", "取り消し"]) }

    /// `from` (English, before a date) or `から` (Japanese, after it).
    static func isFrom(_ word: String) -> Bool { matches(word, ascii: "from", others: ["から"]) }

    /// `until` (before a date) or `まで` (after it).
    static func isUntil(_ word: String) -> Bool { matches(word, ascii: "until", others: ["まで"]) }

    /// The period a recurring line starts with, and how many words it takes: `every month` (1 month, 2
    /// words), `every 2 weeks` (3 words), `毎月`, `隔週`, `3か月ごと` (1 word); nil for a line that does not start
    /// with `every` or one of the Japanese words.
    /// - Throws: ``SettleError/expected(_:found:)`` for `every` without a period after it.
    static func period(_ words: [String]) throws(SettleError) -> (count: Int, unit: Recurrence.Unit, width: Int)? {
        // The Japanese periods are not ASCII: a word of printable ASCII (every expense's label) can only be `every`.
        if !words[0].utf8.allSatisfy({ (0x21...0x7E).contains($0) }) {
            let first = TextNormalizer.foldedAndTrimmed(words[0]).lowercased()
            if let unit = japanesePeriod(first) { return (unit.count, unit.unit, 1) }
            for (suffix, unit) in [
                ("日ごと", Recurrence.Unit.day), ("週ごと", .week), ("か月ごと", .month), ("ヶ月ごと", .month),
                ("カ月ごと", .month), ("ヵ月ごと", .month), ("年ごと", .year),
            ]
            where first.hasSuffix(suffix) {
                guard let count = Int(first.dropLast(suffix.count)), (1...Recurrence.maximumCount).contains(count) else {
                    throw .expected(.period, found: words[0])
                }
                return (count, unit, 1)
            }
        }
        guard matches(words[0], ascii: "every", others: []) else { return nil }
        var width = 1
        var count = 1
        if words.count > width, let number = Int(TextNormalizer.foldedAndTrimmed(words[width])) {
            guard (1...Recurrence.maximumCount).contains(number) else { throw .expected(.period, found: words[width]) }
            count = number
            width += 1
        }
        guard words.count > width else { throw .expected(.period, found: "") }
        let word = TextNormalizer.foldedAndTrimmed(words[width]).lowercased()
        let units: [String: Recurrence.Unit] = [
            "day": .day, "days": .day, "week": .week, "weeks": .week, "month": .month, "months": .month,
            "year": .year, "years": .year,
        ]
        guard let unit = units[word] else { throw .expected(.period, found: words[width]) }
        return (count, unit, width + 1)
    }

    /// `毎月` (every month), `隔週` (every two weeks) …: the period a Japanese word says. (A switch, not a
    /// dictionary: the first `[String: …]` of a process costs a scan of every conformance of the binary.)
    private static func japanesePeriod(_ word: String) -> (count: Int, unit: Recurrence.Unit)? {
        switch word {
        case "毎日": return (1, .day)
        case "毎週": return (1, .week)
        case "毎月": return (1, .month)
        case "毎年": return (1, .year)
        case "隔週": return (2, .week)
        case "隔月": return (2, .month)
        default: return nil
        }
    }

    /// `every`, which starts a recurring line (``period(_:)``; its Japanese periods are not ASCII).
    static func isEvery(_ word: String) -> Bool { matches(word, ascii: "every", others: []) }

    /// `paid by` (two words) or `立替`, `支払` (one): how many words it takes at `index`, or nil.
    static func payers(_ words: [String], at index: Int) -> Int? {
        if matches(words[index], ascii: "paid", others: []) {
            return index + 1 < words.count && words[index + 1].lowercased() == "by" ? 2 : nil
        }
        return matches(words[index], ascii: "", others: ["立替", "立て替え", "支払", "支払い"]) ? 1 : nil
    }

    /// `for` or `対象`.
    static func isFor(_ word: String) -> Bool { matches(word, ascii: "for", others: ["対象"]) }

    /// `->`, `→`: a repayment.
    static func isArrow(_ word: String) -> Bool {
        // Folding keeps a first byte of printable ASCII (``matches``): an arrow's is `-` or `=`, else none of ASCII.
        if let first = word.utf8.first, (0x21...0x7E).contains(first), first != 0x2D, first != 0x3D { return false }
        // A word of printable ASCII folds to itself: only the others are folded.
        if word.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) { return word == "->" || word == "=>" }
        return ["->", "→", "=>"].contains(TextNormalizer.foldedAndTrimmed(word))
    }

    /// `bill` or `明細`: an itemized bill file.
    static func isBill(_ word: String) -> Bool { matches(word, ascii: "bill", others: ["明細"]) }

    /// `cart` or `カート`: a cart file.
    static func isCart(_ word: String) -> Bool { matches(word, ascii: "cart", others: ["カート"]) }

    /// Whether `word`, folded and lowercased, is `ascii` (lower-case letters; empty for none) or one of
    /// `others` (none of them ASCII).
    ///
    /// A word of printable ASCII folds to itself, so it is compared byte by
    /// byte, ignoring case, with no string made: the test every word of every expense line goes through.
    private static func matches(_ word: String, ascii: StaticString, others: [String]) -> Bool {
        let bytes = word.utf8
        // Folding goes scalar by scalar and keeps printable ASCII, which lowercasing keeps ASCII: a word that
        // starts with such a byte is none of `others` (none starts with ASCII), and `ascii` only if it starts
        // with its letter, in either case. Most words of a line are told so by their first byte.
        if let first = bytes.first, (0x21...0x7E).contains(first) {
            guard ascii.utf8CodeUnitCount > 0, first | 0x20 == ascii.utf8Start.pointee else { return false }
        }
        guard bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            // A currency sign (`€45.20`) has no case, folds to itself and is no space: it stays first, and
            // only one of `others` that starts with it could be the word (an amount, on every line in euros).
            if let sign = word.unicodeScalars.first, (0x20A0...0x20CF).contains(sign.value),
                !others.contains(where: { $0.unicodeScalars.first == sign })
            {
                return false
            }
            let folded = TextNormalizer.foldedAndTrimmed(word).lowercased()
            return others.contains(folded) || (ascii.utf8CodeUnitCount > 0 && folded == ascii.description)
        }
        guard bytes.count == ascii.utf8CodeUnitCount else { return false }
        return ascii.withUTF8Buffer { keyword in
            zip(bytes, keyword).allSatisfy { byte, letter in byte | 0x20 == letter }
        }
    }
}
