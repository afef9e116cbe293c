extension CartError {
    /// Why a cart file cannot be read, for ``CartError/unreadable(path:damage:)``.
    ///
    /// Line numbers count from 1, the header being line 1, as an editor shows them.
    ///
    /// | case                               | English (``description``)
    /// |------------------------------------|----------
    /// | `.empty`                           | `the file is empty`
    /// | `.notACart`                        | `not a shoptools cart`
    /// | `.newerFormat(found: 3, reads: 2)` | `format version 3 is newer than this shoptools reads (2)`
    /// | `.unknownCurrency`                 | `unknown currency in the header`
    /// | `.notAChange(line: 3)`             | `line 3 is not a cart change`
    /// | `.lineTooLong(line: 3)`            | `line 3 is not a cart change`
    /// | `.checksum(line: 3)`               | `line 3 does not match its checksum`
    /// | `.doesNotAddUp(line: 3)`           | `line 3 does not add up`
    /// | `.change(line: 3, .nothingToUndo)` | `line 3: nothing to undo`
    /// | `.shortened`                       | `the file is shorter than its last change left it; lines were removed`
    public enum Damage: Sendable, Equatable, CustomStringConvertible {
        /// The file has no bytes at all, though a change was recorded in it
        /// (an empty file no change wrote, as `touch` makes, is an empty cart).
        case empty
        /// The first line is not a shoptools cart header (or there is no line
        /// break in the first kilobyte).
        case notACart
        /// A header of a format version this shoptools does not read: a file
        /// written by a newer shoptools (`found`), where this one reads up to `reads`.
        case newerFormat(found: Int, reads: Int)
        /// The header names no currency this shoptools knows.
        case unknownCurrency
        /// A line that is not a change as shoptools writes it (not JSON, a
        /// field missing or of the wrong kind, an unknown `op`).
        case notAChange(line: Int)
        /// A line longer than any change shoptools writes (no line break in
        /// a whole chunk of the reader), followed by more of the file.
        case lineTooLong(line: Int)
        /// A line whose `"sum"` does not match its bytes: edited by hand or by
        /// another program (line 1 is the header).
        case checksum(line: Int)
        /// A change whose recorded count or total is not what replaying it gives.
        case doesNotAddUp(line: Int)
        /// A change the cart refuses when replayed: an item it cannot hold,
        /// `remove` of an item that is not there, `undo` with nothing to undo.
        indirect case change(line: Int, CartError)
        /// The file is shorter than the last change left it: whole lines were
        /// cut off its end.
        case shortened

        /// The reason in English, as it stands in the parentheses of
        /// ``CartError/description`` (`line 3 does not match its checksum`).
        public var description: String {
            switch self {
            case .empty: return "the file is empty"
            case .notACart: return "not a shoptools cart"
            case .newerFormat(let found, let reads):
                return "format version \(found) is newer than this shoptools reads (\(reads))"
            case .unknownCurrency: return "unknown currency in the header"
            case .notAChange(let line), .lineTooLong(let line): return "line \(line) is not a cart change"
            case .checksum(let line): return "line \(line) does not match its checksum"
            case .doesNotAddUp(let line): return "line \(line) does not add up"
            case .change(let line, let error): return "line \(line): \(error)"
            case .shortened: return "the file is shorter than its last change left it; lines were removed"
            }
        }
    }
}
