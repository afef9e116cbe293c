/// Why the bytes of a line file (``LineFile``) cannot be read as its lines.
///
/// Each case that is about one line carries its number; the error that wraps
/// it (a bill's, a group's) says where with a ``SourceLocation``.
public enum LineFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file of `bytes` bytes, more than `limit`.
    case tooLarge(bytes: Int, limit: Int)
    /// Line `line` is `bytes` bytes long, more than `limit`.
    case lineTooLong(line: Int, bytes: Int, limit: Int)
    /// The text is not UTF-8 from line `line` on; it looks like `looksLike`.
    case notUTF8(line: Int, looksLike: Encoding)

    /// What bytes that are not UTF-8 look like.
    public enum Encoding: Equatable, Sendable, CaseIterable {
        /// Shift_JIS (CP932), as Excel and older Windows programs save Japanese text.
        case shiftJIS
        /// EUC-JP, as older Unix programs save Japanese text.
        case eucJP
        /// UTF-16, with or without a byte-order mark (Windows' "Unicode").
        case utf16(byteOrderMark: Bool)
        /// Not text: NUL or control bytes (an image, a spreadsheet, a compressed file).
        case binary
        /// Some other 8-bit encoding (Latin-1, Windows-1252, …).
        case other

        /// Every encoding that is told apart, in the order the reader checks them.
        public static let allCases: [Encoding] = [
            .shiftJIS, .eucJP, .utf16(byteOrderMark: true), .utf16(byteOrderMark: false), .binary, .other,
        ]
    }

    /// The line the error is on, when it is about one.
    public var line: Int? {
        switch self {
        case .tooLarge: return nil
        case .lineTooLong(let line, _, _), .notUTF8(let line, _): return line
        }
    }

    /// What is wrong, in one short English sentence (the line is the location's to say).
    ///
    /// ShopText words every case in English and Japanese (`text(in:)`).
    public var description: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            return "the file is \(bytes) bytes, larger than \(limit >> 20) MB"
        case .lineTooLong(_, let bytes, let limit):
            return "the line is \(bytes) bytes, longer than \(limit)"
        case .notUTF8(_, let encoding):
            let what: String
            switch encoding {
            case .shiftJIS: what = "it looks like Shift_JIS; save it as UTF-8"
            case .eucJP: what = "it looks like EUC-JP; save it as UTF-8"
            case .utf16(true): what = "it looks like UTF-16 (with a byte-order mark); save it as UTF-8"
            case .utf16(false): what = "it looks like UTF-16 (without a byte-order mark); save it as UTF-8"
            case .binary: what = "it looks like a binary file, not text"
            case .other: what = "save it as UTF-8"
            }
            return "the text is not UTF-8; \(what)"
        }
    }
}

/// Where something is in a line file: the file, the line, the column.
///
/// Written as hledger and compilers write it, `trip.txt:17:8`; without a
/// file (text given directly) `line 17:8`. An error in a file that another
/// names (a bill in a group) carries two, outermost first:
/// `trip.txt:17: in izakaya.bill:12:8: "Nobody" is not one of the people`.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's name as the person gave it (`-`: standard input); nil for text with no file.
    public var file: String?
    /// The line, from 1; nil for an error about the whole file.
    public var line: Int?
    /// The column, from 1, of the word the error is about; nil for the whole line.
    public var column: Int?

    /// A place: `file`, `line`, `column`.
    public init(file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `trip.txt:17:8`, `trip.txt:17`, `trip.txt`; with no file `line 17:8`, `line 17`.
    public var description: String {
        var text = file ?? ""
        if let line {
            text += file == nil ? "line \(line)" : ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
