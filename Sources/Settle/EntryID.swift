import ShopCore

/// A group line's stable id, `^k3f9a2m7`: the same on every device that holds the line, so that copies
/// of a group merge by it (nothing lost, nothing counted twice) and a correction names its line.
///
/// `settle --add` writes a new one on every line: 8 characters of Crockford's base 32 (`0`–`9` and the
/// lower-case letters but `i l o u`), 40 random bits from the system's generator. Two lines of one
/// group get the same id by chance with a probability of about n²/2⁴¹ for n lines: 1 in 22,000 for a
/// group of 10,000 lines, whoever wrote them and wherever. Even then nothing is lost silently: two
/// lines with one id and different words are refused as a conflict, naming both.
///
/// A hand-written id is `^` and 1 to 32 letters, digits, `-` or `_` (`^rent`); an occurrence of a
/// recurring line is its line's id and its date (`^k3f9a2m7/2026-03-01`), made by the reader only.
public struct EntryID: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    /// The id without its `^`: `k3f9a2m7`.
    public let text: String

    /// The alphabet of new ids: Crockford's base 32 in lower case (no `i`, `l`, `o`, `u`).
    static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz".utf8)
    /// The characters of a new id: 40 bits.
    public static let generatedLength = 8
    /// The most characters of an id.
    public static let maximumLength = 32

    /// Reads `^k3f9a2m7` (with its `^`); nil when `word` is no id.
    public init?(word: String) {
        guard word.hasPrefix("^") else { return nil }
        let text = String(word.dropFirst())
        guard Self.isValid(text) else { return nil }
        self.text = text
    }

    /// An id of `text` (without `^`), as written: letters, digits, `-` and `_`.
    /// - Throws: ``SettleError/expected(_:found:)`` with ``SettleError/Expected/id``.
    public init(_ text: String) throws(SettleError) {
        guard Self.isValid(text) else { throw .expected(.id, found: text) }
        self.text = text
    }

    private init(unchecked text: String) { self.text = text }

    private static func isValid(_ text: String) -> Bool {
        (1...maximumLength).contains(text.utf8.count)
            && text.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
    }

    /// A new id from `generator` (the system's random generator unless a test gives one).
    public static func random(using generator: inout some RandomNumberGenerator) -> EntryID {
        var bytes: [UInt8] = []
        for _ in 0..<generatedLength { bytes.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]) }
        return EntryID(unchecked: String(decoding: bytes, as: UTF8.self))
    }

    /// A new id from the system's random generator.
    public static func random() -> EntryID {
        var generator = SystemRandomNumberGenerator()
        return random(using: &generator)
    }

    /// The id of the occurrence on `day` of the recurring line with this id: `k3f9a2m7/2026-03-01`.
    public func occurrence(on day: CalendarDay) -> EntryID { EntryID(unchecked: text + "/" + day.description) }

    /// `^k3f9a2m7`, as a group line writes it.
    public var word: String { "^" + text }

    /// `k3f9a2m7`.
    public var description: String { text }

    /// Ids in the order of their text, byte by byte.
    public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.text < rhs.text }

    /// Reads `"k3f9a2m7"` (an occurrence's `k3f9a2m7/2026-03-01` too).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard Self.isValid(parts[0]), parts.count == 1 || (try? CalendarDay(parsing: parts[1])) != nil else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an id: \(text.debugDescription)")
        }
        self.init(unchecked: text)
    }

    /// Writes `"k3f9a2m7"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
