import Cart
import ShopCore
import ShopFiles

/// The changes a group kept by several people makes to its file: lines stamped with a date and an id,
/// corrections appended (`fix`, `drop`), other copies folded in by id (`--merge`), ids given to the
/// lines that have none. Each is all or nothing, under the file's lock (`changeFile(at:_:)`).
extension Group {
    /// How a group file is read while it is changed: its currency, how amounts and the files its
    /// expenses name are read, and the day it is read as of.
    public struct Reading {
        /// The group's currency unless a `currency` line says otherwise.
        public var currency: Currency
        /// How amounts are read.
        public var amount: AmountReader
        /// The bytes of a file an expense names (`bill FILE`).
        public var attachment: (String) throws(SettleError) -> [UInt8]
        /// The cart in a file an expense names (`cart FILE`).
        public var cart: (String) throws(SettleError) -> Cart
        /// The day the group is read as of (nil: every line counts).
        public var asOf: CalendarDay?

        /// A reading in `currency` as of `asOf`, with the library's readers unless others are given.
        public init(
            currency: Currency = .default, amount: @escaping AmountReader = Group.plainAmount,
            attachment: @escaping (String) throws(SettleError) -> [UInt8] = Group.noFile,
            cart: @escaping (String) throws(SettleError) -> Cart = Group.noCart, asOf: CalendarDay? = nil
        ) {
            self.currency = currency
            self.amount = amount
            self.attachment = attachment
            self.cart = cart
            self.asOf = asOf
        }

        /// The group `bytes` of the file `path` read as.
        func group(_ bytes: [UInt8], path: String) throws(LocatedError<SettleError>) -> Group {
            try Group(
                reading: bytes, named: path, currency: currency, amount: amount, attachment: attachment, cart: cart,
                asOf: asOf)
        }
    }

    // MARK: - Stamping a new line

    /// `line` as `settle --add` writes it: dated `date` unless it starts with a date (a recurring line
    /// takes none: its days are in its rule), with the id `id` after the date unless it has one.
    ///
    /// `stamped("ramen 3600 paid by Ren", date: 2026-12-01, id: k3f9a2m7)` is
    /// `2026-12-01 ^k3f9a2m7 ramen 3600 paid by Ren`.
    /// - Throws: ``SettleError/headerLine(_:)`` for a `people`, `currency`, `rate` or `organizer` line, and
    ///   ``SettleError/expected(_:found:)`` for a line with nothing on it.
    public static func stamped(_ line: String, date: CalendarDay, id: EntryID) throws(SettleError) -> String {
        let words = line.prefix(while: { $0 != "#" }).split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { throw .expected(.expense, found: TextNormalizer.trimmed(line)) }
        let start = GroupReader.bodyStart(words)
        if GroupKeyword(words[start]) != nil { throw .headerLine(words[start]) }
        let dated = CalendarDay.looksLikeDate(words[0]) && start > 0
        let hasID = start > (dated ? 1 : 0)
        let recurring = GroupKeyword.startsRecurring(words[start])
        var prefix: [String] = []
        if !dated && !recurring { prefix.append(date.description) }
        if !hasID { prefix.append(id.word) }
        let trimmed = String(line.drop(while: \.isWhitespace))
        guard dated, !hasID else { return (prefix + [trimmed]).joined(separator: " ") }
        // A dated line without an id: the id goes after its date.
        let rest = trimmed.dropFirst(words[0].count).drop(while: \.isWhitespace)
        return [words[0], id.word, String(rest)].joined(separator: " ")
    }

    // MARK: - Corrections

    /// Appends a correction of the line `target` to the group file at `path`: `fix` with `line` (its new
    /// words), or `drop` when `line` is nil, dated `date`, with the id `id`.
    ///
    /// A line fixed already is corrected through its last fix, so `--fix` twice on one device is a fix of the
    /// fix (`correctionHead(of:in:path:)`); two devices correcting one line are a conflict when merged.
    /// - Parameters:
    ///   - target: the id of the line to correct.
    ///   - line: the new words of the line (a fix), or nil (a drop).
    ///   - path: the group file.
    ///   - date: the correction's own date (today).
    ///   - id: the correction's own id.
    ///   - reading: how the group is read.
    ///   - writing: false to check only: the group with the correction, nothing written.
    /// - Returns: the group with the correction.
    /// - Throws: ``SettleError/unknownID(_:)``, ``SettleError/alreadyDropped(_:by:)``, what reading the group
    ///   with the line throws (located in the file), and the file errors of `changeFile(at:_:)`.
    public static func correct(
        _ target: EntryID, with line: String?, inFileAt path: String, date: CalendarDay, id: EntryID,
        reading: Reading, writing: Bool = true
    ) throws(LocatedError<SettleError>) -> Group {
        try changeFile(at: path) { bytes throws(LocatedError<SettleError>) in
            let head = try correctionHead(of: target, in: bytes, path: path)
            var text = [date.description, id.word, line == nil ? "drop" : "fix", head.word]
            if let line { text.append(TextNormalizer.trimmed(line)) }
            if let line, line.contains(where: \.isNewline) { throw LocatedError(.expected(.end, found: line)) }
            let appended = appendedBytes(lines: [text.joined(separator: " ")], to: bytes)
            let group = try reading.group(bytes + appended, path: path)
            return (writing ? .append(appended) : .nothing, group)
        }
    }

    /// The line a correction of `target` corrects: `target`, or the last fix of it.
    /// - Throws: ``SettleError/unknownID(_:)`` when no line has the id, ``SettleError/alreadyDropped(_:by:)``.
    static func correctionHead(
        of target: EntryID, in bytes: [UInt8], path: String
    ) throws(LocatedError<SettleError>) -> EntryID {
        let file: LineFile
        do throws(LineFileError) { file = try LineFile(bytes: bytes, name: path) } catch {
            throw LocatedError(.file(error), at: [SourceLocation(file: path, line: error.line)])
        }
        var known = Set<EntryID>()
        var corrections: [EntryID: (id: EntryID?, drop: Bool, line: Int)] = [:]
        for line in file.lines {
            let words = line.texts
            let start = GroupReader.bodyStart(words)
            guard start > 0, let id = EntryID(word: words[start - 1]) else {
                if let (corrected, drop) = Self.correction(words[start...]) {
                    corrections[corrected] = (nil, drop, line.number)
                }
                continue
            }
            known.insert(id)
            if let (corrected, drop) = Self.correction(words[start...]) { corrections[corrected] = (id, drop, line.number) }
        }
        guard known.contains(target) else { throw LocatedError(.unknownID(target)) }
        var head = target
        var seen: Set<EntryID> = [target]
        while let next = corrections[head] {
            if next.drop { throw LocatedError(.alreadyDropped(head, by: SourceLocation(file: path, line: next.line))) }
            guard let id = next.id, seen.insert(id).inserted else { break }
            head = id
        }
        return head
    }

    /// The id a `fix ^ID …` or `drop ^ID` corrects, and whether it drops it.
    private static func correction(_ words: ArraySlice<String>) -> (EntryID, drop: Bool)? {
        guard let first = words.first, GroupKeyword.isCorrection(first), words.count >= 2,
            let id = EntryID(word: words[words.startIndex + 1])
        else { return nil }
        return (id, GroupKeyword.isDrop(first))
    }

    // MARK: - Ids for the lines without

    /// Gives an id to every line of the group file at `path` that has none (expenses, repayments, joins,
    /// leaves, recurring lines and corrections; not the header), each from `newID`, after the line's date:
    /// the file rewritten under its lock, keeping its mode, owner, line endings and hard links.
    /// - Returns: the group, and how many lines were given an id.
    public static func givingIDs(
        toFileAt path: String, reading: Reading, writing: Bool = true, newID: () -> EntryID = { EntryID.random() }
    ) throws(LocatedError<SettleError>) -> (group: Group, count: Int) {
        try changeFile(at: path) { bytes throws(LocatedError<SettleError>) in
            let file: LineFile
            do throws(LineFileError) { file = try LineFile(bytes: bytes, name: path) } catch {
                throw LocatedError(.file(error), at: [SourceLocation(file: path, line: error.line)])
            }
            var insert: [Int: Int] = [:]  // line number → column of the word the id goes before
            for line in file.lines where GroupKeyword(line.words[0].text) == nil {
                let words = line.texts
                let start = GroupReader.bodyStart(words)
                let dated = CalendarDay.looksLikeDate(words[0]) && start > 0
                guard start == (dated ? 1 : 0) else { continue }
                insert[line.number] = line.words[start].column
            }
            guard !insert.isEmpty else { return (.nothing, (try reading.group(bytes, path: path), 0)) }
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
            var bom = false
            if lines[0].starts(with: [0xEF, 0xBB, 0xBF]) {
                lines[0].removeFirst(3)
                bom = true
            }
            for (number, column) in insert {
                let text = String(decoding: lines[number - 1], as: UTF8.self)
                let at = text.index(text.startIndex, offsetBy: column - 1)
                lines[number - 1] = Array((String(text[..<at]) + newID().word + " " + String(text[at...])).utf8)
            }
            let new = (bom ? [0xEF, 0xBB, 0xBF] : []) + Array(lines.joined(separator: [UInt8(ascii: "\n")]))
            let group = try reading.group(new, path: path)
            return (writing ? .replace(new) : .nothing, (group, insert.count))
        }
    }

    // MARK: - Merging copies

    /// What ``merge(_:intoFileAt:reading:writing:)`` took from one copy.
    public struct MergeReport: Sendable, Hashable {
        /// The copy's name.
        public let name: String
        /// The lines of it the file did not have, now appended.
        public let taken: Int
        /// The lines of it the file had already (the same id and words, or the same line without an id).
        public let known: Int
    }

    /// Folds other copies of the group file at `path` into it (a Syncthing or Dropbox conflict copy, an
    /// older backup): every line of theirs that the file lacks is appended, once.
    ///
    /// A line with an id is the file's already when a line has its id and the same words; with other words
    /// it is a conflict (``SettleError/idConflict(_:other:)``, naming both lines). A line without an id is
    /// the file's already as often as the file has it: copies of one history share their lines, so the
    /// union keeps each line as many times as the copy that has it most. The result is the same whatever
    /// the order of the copies, and merging it again takes nothing. A header line (`people`, `currency`,
    /// `rate`, `organizer`) the file lacks is refused: header lines are edited by hand.
    /// - Parameters:
    ///   - others: each copy's name (for errors and the report) and bytes.
    ///   - path: the group file the copies are folded into.
    ///   - reading: how the group is read.
    ///   - writing: false to check only.
    /// - Returns: the merged group and what was taken from each copy, in order.
    /// - Throws: ``SettleError/idConflict(_:other:)`` for a line whose id the file has with other words,
    ///   and what reading the group or writing its file throws; nothing is written then.
    public static func merge(
        _ others: [(name: String, bytes: [UInt8])], intoFileAt path: String, reading: Reading, writing: Bool = true
    ) throws(LocatedError<SettleError>) -> (group: Group, reports: [MergeReport]) {
        try changeFile(at: path) { bytes throws(LocatedError<SettleError>) in
            var union = try MergeLines(bytes, name: path)
            var reports: [MergeReport] = []
            var taken: [(line: MergeLines.Entry, of: MergeLines)] = []
            for other in others {
                let copy = try MergeLines(other.bytes, name: other.name)
                let (lines, known) = try union.fold(copy)
                taken += lines.map { ($0, copy) }
                reports.append(MergeReport(name: other.name, taken: lines.count, known: known))
            }
            let appended = taken.isEmpty ? [] : appendedBytes(lines: taken.map(\.line.text), to: bytes)
            let group: Group
            do throws(LocatedError<SettleError>) { group = try reading.group(bytes + appended, path: path) } catch {
                // A line taken from a copy is wrong where the copy has it, not where it would have been appended.
                let first = firstAppendedLine(to: bytes)
                guard let place = error.places.first, place.file == path, let line = place.line, line >= first,
                    line - first < taken.count
                else { throw error }
                let (entry, copy) = taken[line - first]
                throw copy.relocated(error, to: entry)
            }
            return (writing ? .append(appended) : .nothing, (group, reports))
        }
    }
}

/// The lines of a copy of a group file as merging compares them.
struct MergeLines {
    struct Entry {
        let text: String
        let id: EntryID?
        /// A line without an id is this line where its words are (spaces between them, comment aside, do not
        /// count); a comment alone, its text.
        var words: String { line.map { $0.texts.joined(separator: " ") } ?? text }
        /// The words the id stands for (its date and the words after the id).
        let content: [String]
        let location: SourceLocation
        /// The line in its file (nil for a comment alone).
        let line: LineFile.Line?
        let isHeader: Bool
        let headerWord: String
    }

    /// The copy as read, for the line an error shows.
    private let file: LineFile
    private(set) var entries: [Entry] = []
    private var byID: [EntryID: Int] = [:]
    private var counts: [String: Int] = [:]

    /// Reads `bytes`, a copy named `name`.
    init(_ bytes: [UInt8], name: String) throws(LocatedError<SettleError>) {
        do { file = try LineFile(bytes: bytes, name: name) } catch {
            throw LocatedError(.file(error), at: [SourceLocation(file: name, line: error.line)])
        }
        // Each line's whole text, comment and all, as written (less its line break, CRLF or LF, and outer white
        // space): cut on the bytes, since a String holds `\r\n` as one character, which is no `\n`.
        var texts = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
        }
        if let first = texts.first, first.hasPrefix("\u{FEFF}") { texts[0] = String(first.dropFirst()) }
        var lines: [Int: LineFile.Line] = [:]
        for line in file.lines { lines[line.number] = line }
        for (offset, raw) in texts.enumerated() {
            let text = TextNormalizer.trimmed(raw)
            guard !text.isEmpty else { continue }
            let number = offset + 1
            let words = lines[number]?.texts ?? []
            let start = words.isEmpty ? 0 : GroupReader.bodyStart(words)
            let id = start > 0 ? EntryID(word: words[start - 1]) : nil
            let dated = !words.isEmpty && CalendarDay.looksLikeDate(words[0]) && start > 0
            let column = id == nil ? nil : lines[number]?.words[start - 1].column
            let header = !words.isEmpty && GroupKeyword(words[0]) != nil
            add(
                Entry(
                    text: text, id: id, content: (dated ? [words[0]] : []) + Array(words[start...]),
                    location: SourceLocation(file: name, line: number, column: column), line: lines[number], isHeader: header,
                    headerWord: words.first ?? ""))
        }
    }

    /// `error`, found on `entry`'s text appended to another file, at `entry`'s own place in this copy: its
    /// line, and its column shifted by the white space the appended text was trimmed of.
    func relocated(_ error: LocatedError<SettleError>, to entry: Entry) -> LocatedError<SettleError> {
        let shift = (entry.line?.words.first?.column ?? 1) - 1
        let column = error.places[0].column.map { $0 + shift }
        let place = SourceLocation(file: entry.location.file, line: entry.location.line, column: column)
        guard error.places.count == 1 else {
            // The line names another file (a bill) the failure is in: that file's line stays shown.
            return LocatedError(error.failure, at: [place] + error.places.dropFirst(), excerpt: error.excerpt)
        }
        let excerpt = entry.line.flatMap {
            file.excerpt(of: $0, column: column, length: column == nil ? nil : error.excerpt?.length)
        }
        return LocatedError(error.failure, at: [place], excerpt: excerpt)
    }

    /// `failure` at `entry`'s place, with its line.
    private func located(_ failure: SettleError, _ entry: Entry) -> LocatedError<SettleError> {
        LocatedError(
            failure, at: [entry.location], excerpt: entry.line.flatMap { file.excerpt(of: $0, column: entry.location.column) })
    }

    private mutating func add(_ entry: Entry) {
        if let id = entry.id {
            if byID[id] == nil { byID[id] = entries.count }
        } else {
            counts[entry.words, default: 0] += 1
        }
        entries.append(entry)
    }

    /// The lines of `copy` these lack, now added; and how many of its lines these had.
    mutating func fold(_ copy: MergeLines) throws(LocatedError<SettleError>) -> (lines: [Entry], known: Int) {
        var taken: [Entry] = []
        var known = 0
        var seen: [String: Int] = [:]
        for entry in copy.entries {
            if let id = entry.id {
                if let mine = byID[id] {
                    guard entries[mine].content == entry.content else {
                        throw copy.located(.idConflict(id, other: entries[mine].location), entry)
                    }
                    known += 1
                    continue
                }
            } else {
                seen[entry.words, default: 0] += 1
                if seen[entry.words, default: 0] <= counts[entry.words, default: 0] {
                    known += 1
                    continue
                }
                if entry.isHeader { throw copy.located(.headerLine(entry.headerWord), entry) }
            }
            add(entry)
            taken.append(entry)
        }
        return (taken, known)
    }
}

extension GroupKeyword {
    /// Whether a line whose body starts with `word` is a recurring one (`every`, `毎月`, `2週ごと` …).
    static func startsRecurring(_ word: String) -> Bool { (try? period([word, "month"])) != nil }
}

// MARK: - Starting a group

extension Group {
    /// What ``start(atPath:people:currency:)`` did besides writing the file.
    public enum Sharing: Sendable, Hashable {
        /// The file is in no git work tree.
        case notInGit
        /// `.gitattributes` at the work tree's top (its path) now has `PATTERN merge=union` for the file.
        case unionMergeAdded(attributes: String, pattern: String)
        /// `.gitattributes` had the line already.
        case unionMergeThere(attributes: String, pattern: String)
    }

    /// Starts the group file `path` for `people` (and `currency`, when given): `people …` and `currency …`
    /// lines, in a new file that must not exist yet.
    ///
    /// Inside a git work tree, the file gets `merge=union`
    /// in the work tree's `.gitattributes` (git then merges two people's new lines without a conflict; the
    /// ids keep two identical expenses apart and every change appended).
    /// - Throws: what reading the new file as a group throws (a name that is no name, listed twice …),
    ///   ``SettleError/cannotWrite(_:reason:)`` when the file exists or cannot be made.
    public static func start(
        atPath path: String, people: [String], currency: Currency?
    ) throws(LocatedError<SettleError>) -> Sharing {
        var text = "people " + people.joined(separator: " ") + "\n"
        if let currency { text += "currency \(currency.code)\n" }
        let bytes = Array(text.utf8)
        _ = try Group(reading: bytes, named: path, currency: currency ?? .default)
        do throws(FileError) { try FileSystem.createNew(bytes, atPath: path) } catch {
            throw LocatedError(.cannotWrite(path, reason: error.reason))
        }
        do throws(SettleError) { return try shareThroughGit(path) } catch { throw LocatedError(error) }
    }

    /// Adds `/PATH merge=union` for the group file `path` to the `.gitattributes` at the top of the git work
    /// tree that holds it, unless there is none or the line is there.
    static func shareThroughGit(_ path: String) throws(SettleError) -> Sharing {
        let file = FileSystem.resolvingLinks(path)
        guard file.hasPrefix("/"), FileSystem.exists(file) else { return .notInGit }
        var folder = String(file[..<(file.lastIndex(of: "/") ?? file.startIndex)])
        while !FileSystem.exists(folder + "/.git") {
            guard let slash = folder.lastIndex(of: "/"), !folder.isEmpty else { return .notInGit }
            folder = String(folder[..<slash])
        }
        let relative = String(file.dropFirst(folder.count))
        // A pattern with white space or quotes is written in git's C-style quotes.
        let pattern =
            relative.contains(where: { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "\\" })
            ? "\"" + relative.map { $0 == "\\" || $0 == "\"" ? "\\" + String($0) : String($0) }.joined() + "\"" : relative
        let attributes = folder + "/.gitattributes"
        let line = pattern + " merge=union"
        // A `.gitattributes` that cannot be read is as one that is not there: the line is added to it.
        let old = (try? FileSystem.contents(atPath: attributes, limit: LineFile.maximumBytes)) ?? []
        let lines = String(decoding: old, as: UTF8.self).split(whereSeparator: \.isNewline).map {
            TextNormalizer.trimmed(String($0))
        }
        if lines.contains(line) { return .unionMergeThere(attributes: attributes, pattern: pattern) }
        let added = appendedBytes(lines: [line], to: old)
        do throws(FileError) { try FileSystem.appendCreating(added, toPath: attributes) } catch {
            throw .cannotWrite(attributes, reason: error.reason)
        }
        return .unionMergeAdded(attributes: attributes, pattern: pattern)
    }
}
