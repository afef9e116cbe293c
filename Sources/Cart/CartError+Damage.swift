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

    /// What was being done to a cart file (or the files beside it) when the
    /// system refused, for ``CartError/io(path:operation:reason:)``.
    ///
    /// Paths in a case are the file beside the cart that the operation was
    /// on: its lock file, its folder, or the temporary file a new cart is
    /// written to.
    public enum FileOperation: Sendable, Equatable, CustomStringConvertible {
        /// Finding out whether the cart file exists (`stat` on its path). The
        /// English words name no operation: the system's reason says it
        /// (`cart file "x/cart.json": Not a directory`).
        case lookUp
        /// Opening the cart file.
        case open
        /// Asking the open cart file for its size and times (`fstat`).
        case stat
        /// Reading the cart file.
        case read
        /// Appending a change to the cart file.
        case write
        /// Waiting for the cart file to reach the disk (`fsync`).
        case sync
        /// Cutting off a last line that a crash left without its line break.
        case truncate
        /// Opening (or creating) the lock file at this path.
        case openLock(String)
        /// Locking the lock file at this path.
        case lock(String)
        /// Creating this folder on the way to the cart file.
        case createFolder(String)
        /// Opening the cart's folder, to wait for a new cart file's name to reach the disk.
        case openFolder(String)
        /// Waiting for the cart's folder to reach the disk (`fsync`).
        case syncFolder(String)
        /// Creating the temporary file a new cart is written to first.
        case createTemporary(String)
        /// Renaming that temporary file to the cart file.
        case rename(String)
        /// Keeping a damaged cart file under this name before a repair.
        case keepAside(String)

        /// `cannot open lock cart.json.lock`; empty for ``lookUp``.
        public var description: String {
            switch self {
            case .lookUp: return ""
            case .open: return "cannot open"
            case .stat: return "cannot stat"
            case .read: return "cannot read"
            case .write: return "cannot write"
            case .sync: return "cannot sync"
            case .truncate: return "cannot truncate"
            case .openLock(let path): return "cannot open lock \(path)"
            case .lock(let path): return "cannot lock \(path)"
            case .createFolder(let path): return "cannot create folder \(path)"
            case .openFolder(let path): return "cannot open folder \(path)"
            case .syncFolder(let path): return "cannot sync folder \(path)"
            case .createTemporary(let path): return "cannot create \(path)"
            case .rename(let path): return "cannot rename \(path)"
            case .keepAside(let path): return "cannot keep the damaged file as \(path)"
            }
        }
    }
}
