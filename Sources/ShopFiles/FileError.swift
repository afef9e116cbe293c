import ShopCore

/// What the file system refused, naming the file as the caller gave it.
///
/// Each case carries the path and what the system said, so a library that
/// keeps a file of its own (a cart, a group file) words it in its own terms
/// and ShopText words it in English and Japanese.
///
/// ```
/// case                                         | English (description)
/// ---------------------------------------------+------------------------------------------------------
/// .notAFilePath("trip/")                       | path "trip/" names a folder, not a file
/// .notARegularFile(path: "x", kind: .fifo)     | "x" is a FIFO (named pipe), not a regular file
/// .readOnly(path: "x")                         | "x" is read-only; it was left as it is
/// .cannotWriteInFolder(path: "d/x", folder: "d") | cannot write in folder "d" (for "d/x"); nothing was changed
/// .tooLarge(path: "x", limit: 16 << 20)        | "x" is larger than 16 MB
/// .io(path: "x", operation: .open, reason: r)  | "x": cannot open: r
/// ```
public enum FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A path that cannot name a file: empty, with a NUL character, or
    /// ending in `/`, `.` or `..`. Nothing was created.
    case notAFilePath(String)
    /// The path names something other than a regular file; it was not read or written.
    case notARegularFile(path: String, kind: Kind)
    /// The file at `path` gives the caller no write permission (no write bit
    /// of its owner, group or others applies, whoever runs, root too); it was
    /// neither changed nor replaced.
    case readOnly(path: String)
    /// The folder that holds the file at `path` gives the caller no write
    /// permission (as for ``readOnly(path:)``), or the system refused to
    /// create a file in it; nothing was changed.
    case cannotWriteInFolder(path: String, folder: String)
    /// The file holds more than `limit` bytes, the most the reader takes; it was not read whole.
    case tooLarge(path: String, limit: Int)
    /// The system refused an `operation` on the file or the files beside
    /// it; `reason` is the system's own words (`strerror`, `Permission denied`).
    case io(path: String, operation: Operation, reason: String)

    /// What a path names when it is not a regular file.
    public enum Kind: Sendable, Equatable {
        /// A folder.
        case directory
        /// A named pipe (`mkfifo`): reading one would wait for a writer.
        case fifo
        /// A Unix domain socket.
        case socket
        /// A character device such as `/dev/null` or a terminal.
        case characterDevice
        /// A block device such as a disk.
        case blockDevice
        /// Anything else `stat` can report.
        case other

        /// `a folder`, `a FIFO (named pipe)`, for messages.
        public var phrase: String {
            switch self {
            case .directory: return "a folder"
            case .fifo: return "a FIFO (named pipe)"
            case .socket: return "a socket"
            case .characterDevice: return "a character device"
            case .blockDevice: return "a block device"
            case .other: return "something else"
            }
        }
    }

    /// What was being done to a file (or the files beside it) when the
    /// system refused, for ``FileError/io(path:operation:reason:)``.
    ///
    /// Paths in a case are the file beside the file that the operation was
    /// on: its lock file, its folder, or the temporary file a new version is
    /// written to first.
    public enum Operation: Sendable, Equatable, CustomStringConvertible {
        /// Finding out whether the file exists (`stat` on its path). The
        /// English words name no operation: the system's reason says it
        /// (`"x/cart.json": Not a directory`).
        case lookUp
        /// Opening the file.
        case open
        /// Asking the open file for its size and times (`fstat`).
        case stat
        /// Reading the file.
        case read
        /// Writing to the file.
        case write
        /// Waiting for the file to reach the disk (`fsync`).
        case sync
        /// Cutting the file to a length (a last line that a crash left without its line break).
        case truncate
        /// Making a new file that must not exist yet.
        case create
        /// Opening (or creating) the lock file at this path.
        case openLock(String)
        /// Locking the lock file at this path.
        case lock(String)
        /// Creating this folder on the way to the file.
        case createFolder(String)
        /// Opening the file's folder, to wait for a new file's name to reach the disk.
        case openFolder(String)
        /// Waiting for the file's folder to reach the disk (`fsync`).
        case syncFolder(String)
        /// Creating the temporary file a new version is written to first.
        case createTemporary(String)
        /// Renaming that temporary file to the file.
        case rename(String)
        /// Keeping the file under this name too (a hard link, or a rename where there are none).
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
            case .create: return "cannot create"
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

    /// The file the error is about, as the caller named it.
    public var path: String {
        switch self {
        case .notAFilePath(let path): return path
        case .notARegularFile(let path, _), .readOnly(let path), .cannotWriteInFolder(let path, _),
            .tooLarge(let path, _), .io(let path, _, _):
            return path
        }
    }

    /// The reason in the system's words, for a message that names the file
    /// and what was being done itself (`cannot read "x": Is a directory`):
    /// `strerror`'s words for ``io(path:operation:reason:)``, and the words
    /// the system would have used for the others (`Is a directory`,
    /// `Not a regular file`, `Permission denied`); `larger than 16 MB` for ``tooLarge(path:limit:)``.
    public var reason: String {
        switch self {
        case .io(_, _, let reason): return reason
        case .notARegularFile(_, .directory): return "Is a directory"
        case .notARegularFile: return "Not a regular file"
        case .notAFilePath(let path):
            if path.isEmpty { return "No such file or directory" }
            return path.utf8.contains(0) ? "Invalid argument" : "Is a directory"
        case .readOnly, .cannotWriteInFolder: return "Permission denied"
        case .tooLarge(_, let limit): return "larger than \(Self.size(limit))"
        }
    }

    /// `16 MB` for a whole number of megabytes, else `1000 bytes`.
    static func size(_ bytes: Int) -> String {
        bytes > 0 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }

    /// What is wrong, in one short English sentence with the values the case carries.
    ///
    /// ShopText words every case in English and Japanese (`text(in:)`).
    public var description: String {
        switch self {
        case .notAFilePath(let path):
            if path.isEmpty { return "the path is empty; expected the path of a file" }
            if path.utf8.contains(0) { return "path \(quoted(path, limit: nil)) contains a NUL character" }
            return "path \(quoted(path, limit: nil)) names a folder, not a file"
        case .notARegularFile(let path, let kind):
            return "\(quoted(path, limit: nil)) is \(kind.phrase), not a regular file"
        case .readOnly(let path):
            return "\(quoted(path, limit: nil)) is read-only; it was left as it is"
        case .cannotWriteInFolder(let path, let folder):
            return "cannot write in folder \(quoted(folder, limit: nil)) (for \(quoted(path, limit: nil))); nothing was changed"
        case .tooLarge(let path, let limit):
            return "\(quoted(path, limit: nil)) is larger than \(Self.size(limit))"
        case .io(let path, .lookUp, let reason):
            return "\(quoted(path, limit: nil)): \(reason)"
        case .io(let path, let operation, let reason):
            return "\(quoted(path, limit: nil)): \(operation): \(reason)"
        }
    }
}
