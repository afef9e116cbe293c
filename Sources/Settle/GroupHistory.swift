import ShopCore

/// The lines of a group's body as they count: read off their dates and ids, each id once, the fixes and
/// drops applied, recurring lines made into their occurrences, and everything put in the group's order.
///
/// The order (``OrderKey``) is the same however a merge interleaved two devices' lines:
///
/// ```
/// line                                   | where it goes
/// ---------------------------------------+------------------------------------------------------
/// 2026-12-01 joins Yui                   | before that day's expenses: Yui shares them
/// 2026-12-01 ramen 3600 paid by Ren      | by day, then by its words and id
/// 2026-12-01 leaves Ren                  | after that day's expenses: Ren shares them too
/// taxi 3200 paid by Ren   (undated)      | right after the dated line above it, in file order
/// (undated, above every dated line)      | before every date, in file order (files of 0.2)
/// ```
///
/// A fix takes the place and the date of the line it fixes; a recurring line's occurrences are dated.
struct GroupHistory {
    /// Where a line goes among the others.
    struct OrderKey: Comparable {
        /// Its day, or the day of the dated line above it; nil: above every dated line.
        var day: CalendarDay?
        /// On one day: joins 0, expenses and repayments 1, leaves 2 (undated lines take their anchor's).
        var rank: Int
        /// The words after the date and the id, then the id: what orders lines of one day and rank.
        var text: String
        var id: String
        /// The position of the dated line it follows (itself, when dated; -1 above every dated line).
        var anchor: Int
        /// Its own position in the file.
        var position: Int

        static func < (lhs: OrderKey, rhs: OrderKey) -> Bool {
            if lhs.day != rhs.day {
                guard let left = lhs.day else { return true }
                guard let right = rhs.day else { return false }
                return left < right
            }
            return (lhs.rank, lhs.text, lhs.id, lhs.anchor, lhs.position)
                < (rhs.rank, rhs.text, rhs.id, rhs.anchor, rhs.position)
        }
    }

    /// What a line of the body says, after its date and id.
    indirect enum Body {
        /// An expense or a repayment: its words.
        case entry([String])
        /// `joins NAME…` or `leaves NAME…`: its words.
        case change(Group.Change.Kind, [String])
        /// `every PERIOD from DATE [until DATE] LINE`: the rule and the line's words.
        case recurring(Recurrence, [String])
        /// `fix ^ID LINE`: the id it fixes and the new line.
        case fix(EntryID, Body)
        /// `drop ^ID`.
        case drop(EntryID)

        /// The rank of its day's order.
        var rank: Int {
            switch self {
            case .change(.joins, _): return 0
            case .change(.leaves, _): return 2
            default: return 1
            }
        }
    }

    /// One line of the body as read.
    struct Line {
        let line: LineFile.Line
        let date: CalendarDay?
        let id: EntryID?
        /// The words after the date and the id.
        let words: [String]
        let body: Body
        /// Its place among the body's lines.
        let position: Int
        /// The day it counts on: its date, or the dated line's above it.
        let day: CalendarDay?
        /// Where it goes (for a fix, where the line it fixes goes).
        let key: OrderKey

        /// The words the line's id stands for: its date and what follows its id.
        var content: [String] { (date.map { [$0.description] } ?? []) + words }
    }

    /// A line as it counts, in the group's order: the words to read, on the file's line that has them.
    struct Item {
        /// The line that holds the words (a fix's own line, for a fixed one).
        let line: LineFile.Line
        let words: [String]
        /// Its day (an occurrence's), its id (an occurrence's derived one), and whether it is a change.
        let date: CalendarDay?
        let id: EntryID?
        let key: OrderKey
    }

    private let file: LineFile
    private var lines: [Line] = []
    /// The dated line the next undated line follows.
    private var anchor: (day: CalendarDay, key: OrderKey)?

    init(file: LineFile) { self.file = file }

    // MARK: - Reading a line

    /// Reads one body line (its number in the file is `line.number`).
    mutating func read(_ line: LineFile.Line) throws(SettleError) {
        let texts = line.texts
        let start = GroupReader.bodyStart(texts)
        let date: CalendarDay?
        if CalendarDay.looksLikeDate(texts[0]) {
            do { date = try CalendarDay(parsing: texts[0]) } catch { throw .money(error) }
        } else {
            date = nil
        }
        var id: EntryID?
        if start > (date == nil ? 0 : 1) {
            let word = texts[start - 1]
            guard let read = EntryID(word: word) else { throw .expected(.id, found: word) }
            id = read
        }
        let words = Array(texts[start...])
        guard !words.isEmpty else { throw .expected(.entry, found: "") }
        let body = try Self.body(words, date: date)
        let position = lines.count
        let text = words.joined(separator: " ")
        let key: OrderKey
        let day: CalendarDay?
        if case .recurring = body {
            // A recurring line's days are its occurrences': the line itself is never left for later.
            key = OrderKey(day: nil, rank: 1, text: text, id: id?.text ?? "", anchor: -1, position: position)
            day = nil
        } else if let date {
            key = OrderKey(day: date, rank: body.rank, text: text, id: id?.text ?? "", anchor: position, position: position)
            day = date
            anchor = (date, key)
        } else if let anchor {
            var following = anchor.key
            following.position = position
            key = following
            day = anchor.day
        } else {
            key = OrderKey(day: nil, rank: 1, text: "", id: "", anchor: -1, position: position)
            day = nil
        }
        lines.append(Line(line: line, date: date, id: id, words: words, body: body, position: position, day: day, key: key))
    }

    /// Whether a body line of `words` is an expense or a repayment with no date and no id, which counts as
    /// it is written, where it is: in a group of only such lines the order is the file's (``GroupBalances``).
    static func countsAsWritten(_ words: [String]) -> Bool {
        guard GroupReader.bodyStart(words) == 0, !CalendarDay.looksLikeDate(words[0]) else { return false }
        guard case .entry? = try? body(words, date: nil) else { return false }
        return true
    }

    /// What `words` (after a line's date and id) say.
    private static func body(_ words: [String], date: CalendarDay?) throws(SettleError) -> Body {
        if let kind = GroupKeyword.change(words[0]) { return .change(kind, words) }
        if GroupKeyword.isCorrection(words[0]), words.count >= 2, let target = EntryID(word: words[1]) {
            let rest = Array(words.dropFirst(2))
            if GroupKeyword.isDrop(words[0]) {
                guard rest.isEmpty else { throw .expected(.end, found: rest[0]) }
                return .drop(target)
            }
            guard let first = rest.first else { throw .expected(.entry, found: "") }
            if CalendarDay.looksLikeDate(first) || first.hasPrefix("^") { throw .dateInFix(first) }
            let body = try Self.body(rest, date: nil)
            switch body {
            case .entry, .recurring: return .fix(target, body)
            case .change, .fix, .drop: throw .expected(.entry, found: rest[0])
            }
        }
        if let (rule, rest) = try Self.recurrence(words) {
            if let date { throw .dateOnRecurring(date.description) }
            guard !rest.isEmpty else { throw .expected(.entry, found: "") }
            return .recurring(rule, rest)
        }
        return .entry(words)
    }

    /// `every [N] UNIT from DATE [until DATE]`, `毎月 DATE から [DATE まで]`, `2週ごと …`: the rule and the
    /// words after it; nil when the line is no recurring one.
    static func recurrence(_ words: [String]) throws(SettleError) -> (Recurrence, [String])? {
        guard let (count, unit, width) = try GroupKeyword.period(words) else { return nil }
        var rest = words.dropFirst(width)
        func date(_ word: String?) throws(SettleError) -> CalendarDay {
            guard let word else { throw .expected(.date, found: "") }
            do { return try CalendarDay(parsing: word) } catch { throw .money(error) }
        }
        // `from DATE` (English) or `DATE から` (Japanese), likewise `until DATE` / `DATE まで`: the date, and the rest.
        func dated(_ keyword: (String) -> Bool) throws(SettleError) -> CalendarDay? {
            guard let first = rest.first else { return nil }
            let word: String?
            if keyword(first) {
                word = rest.dropFirst().first
            } else if CalendarDay.looksLikeDate(first), rest.count >= 2, keyword(rest[rest.startIndex + 1]) {
                word = first
            } else {
                return nil
            }
            rest = rest.dropFirst(2)
            return try date(word)
        }
        guard let start = try dated(GroupKeyword.isFrom) else { throw .expected(.from, found: rest.first ?? "") }
        let end = try dated(GroupKeyword.isUntil)
        if let end, end < start { throw .endsBeforeStart(from: start, until: end) }
        return (Recurrence(every: count, unit, from: start, until: end), Array(rest))
    }

    // MARK: - The lines as they count

    /// The lines as they count up to `asOf` (nil: every line), in the group's order, and how many were left
    /// for later; and those left for later as they will count (`pending`: each dated line after `asOf`, and
    /// a recurring line's first day when that is after `asOf`), so that they are read, and refused if they
    /// do not read, before they count.
    ///
    /// Each error is located on its line.
    func items(asOf: CalendarDay?) throws(LocatedError<SettleError>) -> (items: [Item], later: Int, pending: [Item]) {
        var later = 0
        func counts(_ line: Line) -> Bool {
            guard let asOf, let day = line.day, day > asOf else { return true }
            return false
        }
        // Each id once: the same words are one line, other words a conflict.
        var byID: [EntryID: Int] = [:]
        var kept: [Line] = []
        for line in lines {
            if let id = line.id {
                if let first = byID[id] {
                    let other = kept[first]
                    guard other.content == line.content else {
                        throw file.located(.idConflict(id, other: location(of: other)), at: line.id?.word, on: line.line)
                    }
                    continue
                }
                byID[id] = kept.count
            }
            kept.append(line)
        }
        // The corrections in force; each line corrected once at most, by a correction in force or left for later.
        var correction: [EntryID: Int] = [:], written: [EntryID: Int] = [:]
        for (place, line) in kept.enumerated() {
            let target: EntryID
            switch line.body {
            case .fix(let id, _), .drop(let id): target = id
            default: continue
            }
            do throws(SettleError) {
                guard let corrected = byID[target] else { throw .unknownID(target) }
                switch kept[corrected].body {
                case .change, .drop: throw .notCorrectable(target)
                default: break
                }
                if let other = written[target] {
                    if case .drop = kept[other].body { throw .alreadyDropped(target, by: location(of: kept[other])) }
                    throw .correctedTwice(target, other: location(of: kept[other]))
                }
                written[target] = place
                // One left for later is checked all the same (a fix of no line is refused now), not yet in force.
                guard counts(line) else {
                    later += 1
                    continue
                }
                correction[target] = place
            } catch {
                throw file.located(error, at: error.subject, on: line.line)
            }
        }
        var items: [Item] = [], pending: [Item] = []
        var reached = Set<Int>()
        for line in kept {
            switch line.body {
            case .fix, .drop: continue
            default: break
            }
            // Follow the fixes: the last one's words stand where the first line stood.
            var current = line
            var body = line.body
            var dropped = false
            while let id = current.id, let next = correction[id] {
                guard reached.insert(next).inserted else { break }
                let fix = kept[next]
                switch (fix.body, body) {
                case (.drop, _):
                    dropped = true
                case (.fix(_, let new), .entry), (.fix(_, let new), .recurring):
                    switch (new, body) {
                    case (.entry, .entry), (.recurring, .recurring): body = new
                    default: throw file.located(.fixChangesKind(id), at: id.word, on: fix.line)
                    }
                default:
                    break
                }
                current = fix
                if dropped { break }
            }
            let counted = counts(line)
            if !counted { later += 1 }
            if dropped { continue }
            var key = line.key
            if line.date != nil, current.position != line.position, case .fix(_, let new) = current.body {
                key.text = Self.text(of: new)
            }
            switch body {
            case .entry(let words):
                let item = Item(line: current.line, words: words, date: line.date, id: line.id, key: key)
                if counted { items.append(item) } else { pending.append(item) }
            case .change(_, let words):
                let item = Item(line: line.line, words: words, date: line.date, id: line.id, key: key)
                if counted { items.append(item) } else { pending.append(item) }
            case .recurring(let rule, let words):
                func occurrence(on day: CalendarDay) -> Item {
                    var occurrence = key
                    (occurrence.day, occurrence.rank, occurrence.anchor) = (day, 1, line.position)
                    return Item(line: current.line, words: words, date: day, id: line.id?.occurrence(on: day), key: occurrence)
                }
                guard counted else {
                    pending.append(occurrence(on: rule.start))
                    continue
                }
                guard rule.end != nil || asOf != nil else {
                    throw file.located(SettleError.needsAsOf, on: current.line, column: nil)
                }
                let days: [CalendarDay]
                do throws(SettleError) { days = try rule.occurrences(through: asOf ?? rule.end ?? rule.start) } catch {
                    throw file.located(error, on: current.line, column: nil)
                }
                for day in days { items.append(occurrence(on: day)) }
                // Not due yet: its words are read as they will be on its first day.
                if days.isEmpty { pending.append(occurrence(on: rule.start)) }
            case .fix, .drop:
                continue
            }
        }
        // A correction no line's chain reached corrects a correction of itself (a loop, written by hand).
        for (place, line) in kept.enumerated() where correction.values.contains(place) && !reached.contains(place) {
            if case .fix(let id, _) = line.body { throw file.located(SettleError.notCorrectable(id), at: id.word, on: line.line) }
            if case .drop(let id) = line.body { throw file.located(SettleError.notCorrectable(id), at: id.word, on: line.line) }
        }
        items.sort { $0.key < $1.key }
        pending.sort { $0.key < $1.key }
        return (items, later, pending)
    }

    /// The words of a body, joined: how lines of one day and rank are ordered.
    private static func text(of body: Body) -> String {
        switch body {
        case .entry(let words), .change(_, let words): return words.joined(separator: " ")
        case .recurring(_, let words): return words.joined(separator: " ")
        case .fix(_, let body): return text(of: body)
        case .drop(let id): return id.word
        }
    }

    /// Where `line` is: its line, at its id.
    private func location(of line: Line) -> SourceLocation {
        file.location(of: line.id?.word, on: line.line)
    }
}
