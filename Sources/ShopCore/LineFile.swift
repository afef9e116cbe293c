/// A file of lines as a person types it (a bill, a group): one thing a
/// line, `#` starts a comment, words apart by white space, each with the
/// column it starts at.
///
/// It is the one reader of line files: bills (`Warikan.Bill`), groups
/// (`Settle.Group`) and the bills a group names all read their text here, so
/// they take the same bytes, the same comments and the same limits, and
/// their errors say where the same way (``SourceLocation``).
///
/// ```
/// rule                         | example
/// -----------------------------+---------------------------------------
/// UTF-8, byte-order mark or not | EF BB BF at the start is dropped
/// lines end with \n or \r\n    | a lone \r is white space
/// # starts a comment           | beer 600   # two rounds
/// words apart by white space   | tab, space, ideographic space (U+3000)
/// a word's column, from 1      | "beer 600": beer 1, 600 6
/// at most 16 MB, 4,096 bytes a line
/// ```
///
/// Text that is not UTF-8 is refused with the line it goes wrong on and what
/// it looks like (``LineFileError/Encoding``): a Shift_JIS file read as UTF-8
/// would otherwise turn every name into `�` and "name nobody".
public struct LineFile: Sendable, Hashable {
    /// The most bytes a line file may have: 16 MB.
    public static let maximumBytes = 16 << 20
    /// The most bytes one line may have, its line break not counted.
    public static let maximumLineBytes = 4096

    /// One word and the column it starts at.
    public struct Word: Sendable, Hashable, CustomStringConvertible {
        /// The word as written.
        public let text: String
        /// Its first character's column on the line, from 1 (a character is one column, as in hledger).
        public let column: Int

        /// A word at `column`.
        public init(_ text: String, column: Int) {
            self.text = text
            self.column = column
        }

        /// The word folded (full-width to ASCII) and lowercased: how keywords are compared.
        public var keyword: String { TextNormalizer.foldedAndTrimmed(text).lowercased() }

        /// The word as written.
        public var description: String { text }
    }

    /// A line with something on it besides a comment.
    public struct Line: Sendable, Hashable {
        /// Its number in the file, from 1.
        public let number: Int
        /// Its words, in order; never empty.
        public let words: [Word]

        /// A line numbered `number` holding `words`.
        public init(number: Int, words: [Word]) {
            self.number = number
            self.words = words
        }

        /// The words' text.
        public var texts: [String] { words.map(\.text) }

        /// The column of the last word that is `text`, or else the last that holds it: the
        /// second `A` of `for A A`, the `×0` of `beer 600 ×0` (not the `600` before it), the `Zoe`
        /// of `Ren,Zoe`; nil when no word does.
        public func column(of text: String) -> Int? {
            guard !text.isEmpty else { return nil }
            if let word = words.last(where: { $0.text == text }) { return word.column }
            let folded = TextNormalizer.foldedAndTrimmed(text)
            return words.last { $0.text.contains(text) || TextNormalizer.foldedAndTrimmed($0.text).contains(folded) }?.column
        }
    }

    /// The file's name as the person gave it (`-` for standard input), or nil for text with no file.
    public let name: String?
    /// The lines that hold words, in order.
    public let lines: [Line]
    /// The text read, and where each of ``lines`` is in it (without its line break), for ``text(of:)``.
    ///
    /// The offsets in its UTF-8 of the line's first byte and of the byte after its last. Plain integers,
    /// not ranges of indices: an array of a generic type is made at run time on its first use, which
    /// costs a short file's reading as much again.
    private let source: String
    private let starts: [Int]
    private let ends: [Int]

    /// Reads `bytes`, the whole file.
    /// - Parameters:
    ///   - bytes: the file's content.
    ///   - name: the file's name as the person gave it, for errors (`-` for standard input).
    /// - Throws: ``LineFileError`` when the file is larger than ``maximumBytes``, not
    ///   UTF-8, or has a line longer than ``maximumLineBytes``.
    public init(bytes: [UInt8], name: String? = nil) throws(LineFileError) {
        guard bytes.count <= Self.maximumBytes else { throw .tooLarge(bytes: bytes.count, limit: Self.maximumBytes) }
        try Self.checkEncoding(bytes)
        try self.init(text: String(decoding: bytes, as: UTF8.self), name: name)
    }

    /// Reads `text`, already decoded.
    /// - Throws: ``LineFileError`` when it is larger than ``maximumBytes``, holds a NUL
    ///   (a binary file), or has a line longer than ``maximumLineBytes``.
    public init(text: String, name: String? = nil) throws(LineFileError) {
        guard text.utf8.count <= Self.maximumBytes else {
            throw .tooLarge(bytes: text.utf8.count, limit: Self.maximumBytes)
        }
        self.name = name
        self.source = text
        var lines: [Line] = []
        var starts: [Int] = []
        var ends: [Int] = []
        // Lines end at `\n` (a `\r` before it is part of the break), as editors and `wc -l` count them;
        // a byte-order mark is not text.
        let utf8 = Substring(text).utf8
        var start = utf8.startIndex
        if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { start = utf8.index(start, offsetBy: 3) }
        var number = 0
        while true {
            number += 1
            let lineBreak = utf8[start...].firstIndex(of: 0x0A)
            let bytes = utf8[start..<(lineBreak ?? utf8.endIndex)]
            let line = bytes.last == 0x0D ? bytes.dropLast() : bytes
            try Self.check(line, number: number) { Array(text.utf8) }
            let words = Self.asciiWords(line) ?? Self.simpleWords(ArraySlice(line)) ?? Self.words(Substring(line))
            if !words.isEmpty {
                lines.append(Line(number: number, words: words))
                starts.append(utf8.distance(from: utf8.startIndex, to: line.startIndex))
                ends.append(utf8.distance(from: utf8.startIndex, to: line.endIndex))
            }
            guard let lineBreak else { break }
            start = utf8.index(after: lineBreak)
        }
        self.lines = lines
        self.starts = starts
        self.ends = ends
    }

    /// Checks one line's bytes (without its line break): not longer than ``maximumLineBytes``, no NUL.
    private static func check(
        _ line: some Collection<UInt8>, number: Int, file: () -> [UInt8]
    ) throws(LineFileError) {
        guard line.count <= Self.maximumLineBytes else {
            throw .lineTooLong(line: number, bytes: line.count, limit: Self.maximumLineBytes)
        }
        if line.contains(0) { throw .notUTF8(line: number, looksLike: Self.guess(file())) }
    }

    /// The lines of a file's bytes that hold words, one at a time, read as ``LineFile/init(bytes:name:)``
    /// reads them but without keeping them: a reader that needs each line once holds one line at a time
    /// (a group of 300,000 expenses settled for its balances).
    public struct Scanner: Sendable {
        private let bytes: [UInt8]
        private var offset: Int
        private var number = 0

        /// A scanner of `bytes`, the whole file.
        /// - Throws: ``LineFileError`` when the file is larger than ``LineFile/maximumBytes`` or not UTF-8.
        public init(bytes: [UInt8]) throws(LineFileError) {
            guard bytes.count <= LineFile.maximumBytes else {
                throw .tooLarge(bytes: bytes.count, limit: LineFile.maximumBytes)
            }
            try LineFile.checkEncoding(bytes)
            self.bytes = bytes
            offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        }

        /// The next line that holds words; nil after the last.
        /// - Throws: ``LineFileError`` for a line longer than ``LineFile/maximumLineBytes`` or holding a NUL.
        public mutating func next() throws(LineFileError) -> Line? {
            while let line = try nextBytes() {
                let words = LineFile.words(of: line)
                if !words.isEmpty { return Line(number: number, words: words) }
            }
            return nil
        }

        /// The next line's bytes, without its line break, checked and counted; nil after the last.
        private mutating func nextBytes() throws(LineFileError) -> ArraySlice<UInt8>? {
            guard offset <= bytes.count else { return nil }
            number += 1
            let end = bytes[offset...].firstIndex(of: 0x0A) ?? bytes.count
            var line = bytes[offset..<end]
            offset = end + 1
            if line.last == 0x0D { line = line.dropLast() }
            try LineFile.check(line, number: number) { bytes }
            return line
        }

        /// The next line that holds words, as ``next()`` gives it, or only its number when `skips` is
        /// true of its first word: a reader that needs the words of a few lines alone (a group's
        /// `people` and `rate` lines, before its expenses) is spared splitting the others.
        ///
        /// `skips` is asked only of a first word of printable ASCII that ends the line or is followed by
        /// a byte of ASCII white space and then a character of its own (the word ``next()`` would give,
        /// whatever follows); the others are split, and their ``Line`` given.
        /// - Parameter skips: whether a line whose first word has these bytes is left unsplit.
        /// - Returns: the line's number, and its words unless it was skipped; nil after the last.
        /// - Throws: ``LineFileError`` as ``next()`` does, whether the line is skipped or not.
        public mutating func next(
            splittingUnless skips: (ArraySlice<UInt8>) -> Bool
        ) throws(LineFileError) -> (number: Int, line: Line?)? {
            while let line = try nextBytes() {
                if let first = LineFile.leadingWord(line) {
                    if skips(first) { return (number, nil) }
                }
                let words = LineFile.words(of: line)
                if !words.isEmpty { return (number, Line(number: number, words: words)) }
            }
            return nil
        }
    }

    /// The words of a line's bytes (without its line break): byte by byte for ASCII, scalar by scalar
    /// for text of the scalars ``simpleWords(_:)`` knows, else character by character.
    private static func words(of line: ArraySlice<UInt8>) -> [Word] {
        asciiWords(line) ?? simpleWords(line) ?? words(Substring(String(decoding: line, as: UTF8.self)))
    }

    /// The first word of `line` when reading it by characters could give no other: printable ASCII
    /// (no `#`) after ASCII white space, ending the line or followed by ASCII white space and then ASCII
    /// or a scalar of ``isSimple(_:)`` (a combining mark after the space would join it); nil otherwise.
    static func leadingWord(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var index = line.startIndex
        while index < line.endIndex, line[index] == 0x20 || (0x09...0x0D).contains(line[index]) { index += 1 }
        let start = index
        while index < line.endIndex, (0x21...0x7E).contains(line[index]), line[index] != UInt8(ascii: "#") { index += 1 }
        guard index > start else { return nil }
        if index < line.endIndex {
            guard line[index] == 0x20 || (0x09...0x0D).contains(line[index]) else { return nil }
            // A scalar after the space that is a character of its own (`€`) leaves the space one.
            if index + 1 < line.endIndex, line[index + 1] >= 0x80 {
                guard let (scalar, _) = scalar(in: line, at: index + 1), isSimple(scalar) else { return nil }
            }
        }
        return line[start..<index]
    }

    /// The words of `line` before a `#`, each with its column.
    static func words(_ line: Substring) -> [Word] {
        var words: [Word] = []
        var current = ""
        var start = 0
        var column = 0
        for character in line {
            column += 1
            if character == "#" { break }
            if character.isWhitespace {
                if !current.isEmpty { words.append(Word(current, column: start)) }
                current = ""
            } else {
                if current.isEmpty { start = column }
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(Word(current, column: start)) }
        return words
    }

    /// ``words(_:)`` of a line of ASCII, read byte by byte: each byte is a character there (a `\r` before
    /// the line break is not on the line), white space is tab, line feed, vertical tab, form feed,
    /// carriage return and space; nil for a line with any other byte, read by characters.
    private static func asciiWords<Bytes: Collection<UInt8>>(_ line: Bytes) -> [Word]? {
        var words: [Word] = []
        var start: Bytes.Index?
        var startColumn = 0
        var column = 0
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            guard byte < 0x80 else { return nil }
            column += 1
            if byte == UInt8(ascii: "#") { break }
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                if let first = start {
                    words.append(Word(String(decoding: line[first..<index], as: UTF8.self), column: startColumn))
                }
                start = nil
            } else if start == nil {
                start = index
                startColumn = column
            }
            line.formIndex(after: &index)
        }
        if let first = start { words.append(Word(String(decoding: line[first..<index], as: UTF8.self), column: startColumn)) }
        return words
    }

    /// ``words(_:)`` of a line of UTF-8 whose every scalar past ASCII is one of ``isSimple(_:)``'s: each
    /// such scalar is a character of its own, one column, white space only when it is U+3000; nil for
    /// a line with any other scalar (a combining mark, an emoji), read by characters.
    static func simpleWords(_ line: ArraySlice<UInt8>) -> [Word]? {
        var words: [Word] = []
        var start: Int?
        var startColumn = 0
        var column = 0
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            var width = 1
            var isSpace = byte == 0x20 || (0x09...0x0D).contains(byte)
            if byte >= 0x80 {
                // Only two- and three-byte sequences: every simple scalar is below U+10000.
                guard let (scalar, length) = Self.scalar(in: line, at: index), Self.isSimple(scalar) else { return nil }
                width = length
                isSpace = scalar == 0x3000
            } else if byte == UInt8(ascii: "#") {
                break
            }
            column += 1
            if isSpace {
                if let first = start {
                    words.append(Word(String(decoding: line[first..<index], as: UTF8.self), column: startColumn))
                }
                start = nil
            } else if start == nil {
                start = index
                startColumn = column
            }
            index += width
        }
        if let first = start { words.append(Word(String(decoding: line[first..<index], as: UTF8.self), column: startColumn)) }
        return words
    }

    /// The scalar of a two- or three-byte UTF-8 sequence at `index`, and its length; nil for any other.
    private static func scalar(in line: ArraySlice<UInt8>, at index: Int) -> (UInt32, Int)? {
        let lead = line[index]
        if lead & 0xE0 == 0xC0, index + 1 < line.endIndex, line[index + 1] & 0xC0 == 0x80 {
            return (UInt32(lead & 0x1F) << 6 | UInt32(line[index + 1] & 0x3F), 2)
        }
        if lead & 0xF0 == 0xE0, index + 2 < line.endIndex, line[index + 1] & 0xC0 == 0x80, line[index + 2] & 0xC0 == 0x80 {
            return (UInt32(lead & 0x0F) << 12 | UInt32(line[index + 1] & 0x3F) << 6 | UInt32(line[index + 2] & 0x3F), 3)
        }
        return nil
    }

    /// Whether `scalar` is one a line is split at by scalars (``simpleWords(_:)``).
    ///
    /// Each is a scalar whose grapheme break property is Other (a character on its own beside any
    /// other such scalar or ASCII), white space only if it is the ideographic space U+3000. Latin letters and signs, punctuation, currency
    /// signs (`€`), letterlike forms and arrows (`→`), CJK punctuation, kana and ideographs, full-width
    /// and half-width forms; not combining marks, format characters, other spaces or the voiced-sound
    /// marks U+3099, U+309A, U+FF9E, U+FF9F. `LineFileTests` holds each to `Character`.
    static func isSimple(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0xAC, 0xAE...0x2FF: return true
        case 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0, 0x2100...0x21FF: return true
        case 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF: return true
        case 0x3400...0x4DBF, 0x4E00...0x9FFF: return true
        case 0xFF01...0xFF5E, 0xFF61...0xFF9D, 0xFFE0...0xFFE6: return true
        default: return false
        }
    }

    /// `line` as the file has it: every character, comments and white space included, without
    /// its line break; empty for a line that is not one of this file's.
    /// - Parameter line: one of ``lines``.
    /// - Returns: the line's text.
    public func text(of line: Line) -> String {
        guard let index = index(of: line) else { return "" }
        let utf8 = source.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: starts[index])
        return String(decoding: utf8[start..<utf8.index(start, offsetBy: ends[index] - starts[index])], as: UTF8.self)
    }

    /// Where `line` is among ``lines`` (they are in order of their numbers).
    private func index(of line: Line) -> Int? {
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].number < line.number { low = middle + 1 } else { high = middle }
        }
        return low < lines.count && lines[low] == line ? low : nil
    }

    /// `line` with the part an error is about marked: `length` characters from `column`; the rest
    /// of the word at `column` without a length; the line's words, first to last, without a column
    /// (an error about the whole line).
    /// - Parameters:
    ///   - line: one of ``lines``.
    ///   - column: the first character of the part, from 1; nil for the whole line.
    ///   - length: how many characters the part has; nil for the rest of the word at `column`.
    /// - Returns: the excerpt, or nil for a line that is not one of this file's.
    public func excerpt(of line: Line, column: Int?, length: Int? = nil) -> SourceExcerpt? {
        guard index(of: line) != nil else { return nil }
        let text = text(of: line)
        guard let column else {
            let first = line.words[0].column
            let last = line.words[line.words.count - 1]
            return SourceExcerpt(line: line.number, text: text, column: first, length: last.column + last.text.count - first)
        }
        if let length { return SourceExcerpt(line: line.number, text: text, column: column, length: length) }
        let word = line.words.last { $0.column <= column && column < $0.column + $0.text.count }
        return SourceExcerpt(
            line: line.number, text: text, column: column, length: word.map { $0.column + $0.text.count - column } ?? 1)
    }

    /// `failure` on `line`, at the word that holds `text` (``location(of:on:)``), with the line shown
    /// and that word marked: how a reader of this file reports what is wrong on a line.
    /// - Parameters:
    ///   - failure: what is wrong.
    ///   - text: the text the failure is about (the bad word); nil, or not on the line, for the whole line.
    ///   - line: one of ``lines``.
    /// - Returns: the located error.
    public func located<Failure: Error>(_ failure: Failure, at text: String?, on line: Line) -> LocatedError<Failure> {
        let place = location(of: text, on: line)
        return LocatedError(failure, at: [place], excerpt: excerpt(of: line, column: place.column))
    }

    /// `failure` on `line` at `column` (nil: the whole line), `length` characters marked (nil: the
    /// rest of the word there).
    /// - Parameters:
    ///   - failure: what is wrong.
    ///   - line: one of ``lines``.
    ///   - column: the first character the failure is about, from 1; nil for the whole line.
    ///   - length: how many characters it is about; nil for the rest of the word at `column`.
    /// - Returns: the located error.
    public func located<Failure: Error>(
        _ failure: Failure, on line: Line, column: Int?, length: Int? = nil
    ) -> LocatedError<Failure> {
        LocatedError(
            failure, at: [location(line: line.number, column: column)],
            excerpt: excerpt(of: line, column: column, length: length))
    }

    /// `failure` about the whole file: at the file's name (nowhere for text with no name), no line shown.
    /// - Parameter failure: what is wrong.
    /// - Returns: the located error.
    public func located<Failure: Error>(_ failure: Failure) -> LocatedError<Failure> {
        LocatedError(failure, at: name == nil ? [] : [location()])
    }

    /// A place in this file.
    public func location(line: Int? = nil, column: Int? = nil) -> SourceLocation {
        SourceLocation(file: name, line: line, column: column)
    }

    /// Where `text` is on `line`: its line and the column of the word that holds it (no column when the
    /// line does not hold it: the error is about the whole line); for empty text, what was looked for and
    /// not found (`paid by` and no name), just past the line's last word, where the excerpt marks its end.
    public func location(of text: String?, on line: Line) -> SourceLocation {
        if text == "", let last = line.words.last { return location(line: line.number, column: last.column + last.text.count) }
        return location(line: line.number, column: text.flatMap(line.column(of:)))
    }
}

/// A table of keywords in English and Japanese: each spelling, folded and
/// lowercased, to the meaning it has.
public struct Keywords<Meaning: Sendable>: Sendable {
    /// Each spelling, folded and lowercased, with its ``shape`` and its meaning; a later spelling of a
    /// word wins.
    ///
    /// (A list, each word's shape compared before the word, rather than a dictionary or hashes: the same
    /// answers, as a spelling of another shape is another word. A table holds a few dozen words, the first
    /// dictionary of text in a process costs a scan of every conformance of the binary at start-up, and
    /// hashing a Japanese word normalizes it, which costs a short file's reading as much again.
    /// Inlinable, so that it is specialized where a table is declared.)
    @usableFromInline let words: [String]
    @usableFromInline let shapes: [Int]
    @usableFromInline let meanings: [Meaning]
    /// The first bytes of the spellings, a bit each (bit `b % 64` of word `b / 64`), and their lengths in
    /// bytes (bit `min(n, 63)`): a word whose first byte or length no spelling has is none, found so
    /// without hashing it (most words of a line: labels, amounts, names).
    @usableFromInline let firstBytes: (UInt64, UInt64, UInt64, UInt64)
    @usableFromInline let lengths: UInt64

    /// `spellings` of each meaning (`["people", "members", "参加者"]: .people`).
    @inlinable public init(_ spellings: KeyValuePairs<[String], Meaning>) {
        var words: [String] = []
        var meanings: [Meaning] = []
        for (spelled, meaning) in spellings {
            for word in spelled {
                words.append(keywordSpelling(word))
                meanings.append(meaning)
            }
        }
        (self.words, self.shapes, self.meanings) = (words, words.map(Self.shape), meanings)
        var firstBytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        var lengths: UInt64 = 0
        for word in words {
            let bytes = word.utf8
            lengths |= 1 << UInt64(Swift.min(bytes.count, 63))
            guard let first = bytes.first else { continue }
            let bit: UInt64 = 1 << UInt64(first % 64)
            switch first / 64 {
            case 0: firstBytes.0 |= bit
            case 1: firstBytes.1 |= bit
            case 2: firstBytes.2 |= bit
            default: firstBytes.3 |= bit
            }
        }
        (self.firstBytes, self.lengths) = (firstBytes, lengths)
    }

    /// A spelling's length in UTF-8 bytes and its first byte, as one number: words of other shapes differ.
    @inlinable static func shape(_ word: String) -> Int {
        let bytes = word.utf8
        return bytes.count << 8 | Int(bytes.first ?? 0)
    }

    /// Whether a spelling may be `key` by its first byte and its length (``firstBytes``, ``lengths``).
    @inlinable func mayHold(_ key: String) -> Bool {
        let bytes = key.utf8
        guard lengths & (1 << UInt64(Swift.min(bytes.count, 63))) != 0 else { return false }
        guard let first = bytes.first else { return true }
        let bit: UInt64 = 1 << UInt64(first % 64)
        switch first / 64 {
        case 0: return firstBytes.0 & bit != 0
        case 1: return firstBytes.1 & bit != 0
        case 2: return firstBytes.2 & bit != 0
        default: return firstBytes.3 & bit != 0
        }
    }

    /// What `word` means, or nil when it is no keyword.
    @inlinable public func callAsFunction(_ word: String) -> Meaning? {
        let key = keywordSpelling(word)
        guard mayHold(key) else { return nil }
        let shape = Self.shape(key)
        for place in words.indices.reversed() where shapes[place] == shape && words[place] == key {
            return meanings[place]
        }
        return nil
    }

    /// Whether `word` is one of the keywords.
    @inlinable public func contains(_ word: String) -> Bool { self(word) != nil }
}

/// A keyword as ``Keywords`` compares it: folded and lowercased.
@usableFromInline func keywordSpelling(_ word: String) -> String {
    // Printable ASCII without capitals or spaces is its own spelling: most keywords, most words looked up.
    if word.utf8.allSatisfy({ (0x21...0x7E).contains($0) && !(0x41...0x5A).contains($0) }) { return word }
    // So is a word of such ASCII, kana, kanji and CJK punctuation after the ideographic space (U+3001–U+9FFF):
    // none of them folds, is white space or has a case (`合計`, `お預り`, `(内消費税)`).
    let plain = word.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
            ? (0x21...0x7E).contains(scalar.value) && !(0x41...0x5A).contains(scalar.value)
            : (0x3001...0x9FFF).contains(scalar.value)
    }
    if plain { return word }
    let folded = TextNormalizer.foldedAndTrimmed(word)
    // Kana, kanji and CJK punctuation (U+3000–U+9FFF) have no case, nor has ASCII without capitals:
    // such a word (`合計`, `お預り`) is its own lowercase, and lowercasing it would cost a look-up a scalar.
    let caseless = folded.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII ? !(0x41...0x5A).contains(scalar.value) : (0x3000...0x9FFF).contains(scalar.value)
    }
    return caseless ? folded : folded.lowercased()
}
