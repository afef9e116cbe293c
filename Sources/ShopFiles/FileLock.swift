#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A `flock` on `PATH.lock` beside a file, held until released.
///
/// The lock file may also keep a record of the file (the cart keeps its verified
/// state there: ``record(maximumLength:)``), so it may stay beside the file.
///
/// The package's one file lock: the cart store takes it, and so does every
/// change of a group file (``FileSystem/change(atPath:limit:_:)``), which
/// removes its lock file when done (``exclusive(for:named:removedOnRelease:signals:)``).
///
/// **Never more readable than the file.** A record may hold what the file
/// holds (the cart's count, totals, sums per rate, budget), so a lock file is made
/// `0600` (less the umask) and then given the owner, group and read bits
/// of the file it locks, with write for its owner; beside a file that does
/// not exist yet it is made as a new file is, `0644` less the umask.
/// Each lock puts that right again when the file's mode or owner changed
/// since, where the system lets the caller (its owner, or root). A lock
/// file that stays more readable than its file (another user's) is sent no
/// figures, and the ones it held are wiped.
package struct FileLock {
    /// nil: reading without a lock (see ``shared(for:named:)``).
    private let descriptor: Int32?
    /// The file the lock is for (its record must be no more readable than it).
    private var lockedPath: String = ""
    /// The lock file to remove on release, while still holding the lock; nil to keep it.
    private var removedPath: String? = nil
    /// True when the descriptor may write the record (a regular lock file opened for writing).
    private let canWriteRecord: Bool
    /// True when there is a regular lock file to read a record from.
    private let canReadRecord: Bool

    /// For a change of `file`: its lock file `file.lock` opened for writing,
    /// created if needed, locked exclusively.
    ///
    /// The lock is on the file the path names once it is held: when another
    /// process removed the lock file meanwhile (a lock `removedOnRelease`), the
    /// lock is taken again on the file now there. A lock file that no process
    /// holds (what a kill -9 left) is taken at once, as `flock` locks die with
    /// their process.
    /// - Parameters:
    ///   - file: the file to lock; the lock file is `file.lock`.
    ///   - name: the path errors name.
    ///   - removedOnRelease: remove the lock file on ``release()``,
    ///     so that nothing stays beside the file (group files); only
    ///     when it is empty, as shoptools leaves it: a file of that name that
    ///     holds something is not shoptools' own and stays.
    ///   - signals: the termination signals the caller holds off
    ///     (``FileSystem/holdingTerminationSignals(_:)``): they are let through
    ///     while this waits for another process's lock, so a wait can be stopped.
    /// - Throws: ``FileError/cannotWriteInFolder(path:folder:)`` when the lock
    ///   file is not there and its folder cannot be written in; ``FileError/io(path:operation:reason:)``.
    /// - Returns: the lock, held until ``release()``.
    package static func exclusive(
        for file: String, named name: String, removedOnRelease: Bool = false, signals: HeldSignals? = nil
    ) throws(FileError) -> FileLock {
        let path = file + ".lock"
        while true {
            if !FileSystem.exists(path) { try FileSystem.checkFolderWritable(of: path, named: name) }
            let fd = openLockFile(path, for: file, O_RDWR)
            guard fd >= 0 else {
                if errno == EACCES || errno == EROFS, !FileSystem.exists(path) {
                    throw .cannotWriteInFolder(path: name, folder: FileSystem.directory(of: path))
                }
                throw .io(path: name, operation: .openLock(path), reason: FileSystem.errorText())
            }
            let regular = isRegular(fd)
            var lock = try FileLock(
                fd, exclusive: true, path: path, named: name, canWriteRecord: regular, canReadRecord: regular,
                signals: signals)
            lock.lockedPath = file
            guard isStill(fd, at: path) else {
                lock.release()
                continue
            }
            if removedOnRelease { lock.removedPath = path }
            return lock
        }
    }

    /// Opens (creating it if need be) the lock file `path` of `file` with
    /// `access`, no more readable than `file` (``matchMode(of:to:)``).
    private static func openLockFile(_ path: String, for file: String, _ access: Int32) -> Int32 {
        var info = stat()
        let fileExists = stat(file, &info) == 0
        let fd = open(path, access | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, fileExists ? 0o600 : 0o644)
        if fd >= 0 { matchMode(of: fd, to: file) }
        return fd
    }

    /// Gives the lock file open as `fd` the owner, group and read bits of
    /// `file` (with write for its owner) when they differ and the caller may
    /// change them; a file that is not there yet, or a lock file that is not
    /// a regular file, is left as it is.
    private static func matchMode(of fd: Int32, to file: String) {
        var lock = stat(), locked = stat()
        guard fstat(fd, &lock) == 0, FileSystem.kind(lock.st_mode) == nil, stat(file, &locked) == 0,
            lock.st_uid == geteuid() || geteuid() == 0
        else { return }
        if lock.st_uid != locked.st_uid || lock.st_gid != locked.st_gid {
            // Only root may give a file to another user; anyone else may give it a group of theirs (EPERM, ignored).
            _ = fchown(fd, locked.st_uid, locked.st_gid)
        }
        let mode = locked.st_mode & 0o666 | S_IWUSR
        if lock.st_mode & 0o7777 != mode { _ = fchmod(fd, mode) }
    }

    /// Whether no one may read the lock file open as `fd` who may not read
    /// `file`: the same owner and group, and no read bit the file lacks.
    private static func isNoMoreReadable(_ fd: Int32, than file: String) -> Bool {
        var lock = stat(), locked = stat()
        guard fstat(fd, &lock) == 0, stat(file, &locked) == 0 else { return false }
        return lock.st_uid == locked.st_uid && lock.st_gid == locked.st_gid
            && lock.st_mode & 0o444 & ~locked.st_mode == 0
    }

    /// Whether `path` still names the file open as `fd`.
    private static func isStill(_ fd: Int32, at path: String) -> Bool {
        var open = stat(), named = stat()
        guard fstat(fd, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// For a read of `file`: a shared lock on `file.lock`, with as little write access as there is.
    ///
    /// Reading a file must not need write access (a cart on a read-only
    /// mount, or in another user's folder). So when the lock file cannot be
    /// opened for writing, an existing one is opened read-only, which
    /// `flock` accepts, and the read still waits for writers. When it does
    /// not exist and cannot be made, the read goes ahead without a lock: a
    /// writer has to create the lock file before it changes the cart, and
    /// the usual reason it cannot be made (a read-only folder or file
    /// system) keeps writers out too. Should a writer with more rights
    /// change the cart during such a read, the reader still takes only
    /// complete lines up to the size it saw and checks each one, so it sees
    /// the cart before or after a change, or reports the file as unreadable
    /// for that one call; the file itself is never touched by a reader.
    package static func shared(for file: String, named name: String) throws(FileError) -> FileLock {
        let path = file + ".lock"
        var fd = openLockFile(path, for: file, O_RDWR)
        let writable = fd >= 0
        if !writable {
            fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            if fd < 0 && errno == ENOENT { return FileLock(descriptor: nil, canWriteRecord: false, canReadRecord: false) }
            guard fd >= 0 else { throw .io(path: name, operation: .openLock(path), reason: FileSystem.errorText()) }
        }
        let regular = isRegular(fd)
        var lock = try FileLock(
            fd, exclusive: false, path: path, named: name, canWriteRecord: writable && regular, canReadRecord: regular)
        lock.lockedPath = file
        return lock
    }

    private init(descriptor: Int32?, canWriteRecord: Bool, canReadRecord: Bool) {
        (self.descriptor, self.canWriteRecord, self.canReadRecord) = (descriptor, canWriteRecord, canReadRecord)
    }

    private init(
        _ fd: Int32, exclusive: Bool, path: String, named name: String, canWriteRecord: Bool, canReadRecord: Bool,
        signals: HeldSignals? = nil
    ) throws(FileError) {
        let operation = exclusive ? LOCK_EX : LOCK_SH
        while !Self.take(fd, operation, signals: signals) {
            if errno == EINTR { continue }
            let reason = FileSystem.errorText()
            close(fd)
            throw .io(path: name, operation: .lock(path), reason: reason)
        }
        self.init(descriptor: fd, canWriteRecord: canWriteRecord, canReadRecord: canReadRecord)
    }

    /// `flock(fd, operation)`, waiting for another process with `signals` let through; false when it failed.
    private static func take(_ fd: Int32, _ operation: Int32, signals: HeldSignals?) -> Bool {
        guard let signals else { return flock(fd, operation) == 0 }
        if flock(fd, operation | LOCK_NB) == 0 { return true }
        guard errno == EWOULDBLOCK else { return false }
        return signals.released { flock(fd, operation) == 0 }
    }

    private static func isRegular(_ fd: Int32) -> Bool {
        var info = stat()
        return fstat(fd, &info) == 0 && FileSystem.kind(info.st_mode) == nil
    }

    /// Unlocks (closing the descriptor releases the lock), first removing the
    /// lock file of a lock `removedOnRelease`.
    package func release() {
        // Only an empty lock file is shoptools' own: a file of that name with something in it is
        // someone else's, and stays.
        var info = stat()
        if let removedPath, let descriptor, fstat(descriptor, &info) == 0, info.st_size == 0,
            Self.isStill(descriptor, at: removedPath)
        {
            unlink(removedPath)
        }
        if let descriptor { close(descriptor) }
    }

    // MARK: - The record in the lock file

    /// The record's first line (without its line break), read from the
    /// first `maximumLength` bytes of the lock file; nil when there is none,
    /// or no line break comes within them.
    package func record(maximumLength: Int) -> [UInt8]? {
        guard let descriptor, canReadRecord, maximumLength > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: maximumLength)
        let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard got > 0 else { return nil }
        bytes.removeLast(bytes.count - got)
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        return Array(bytes[..<newline])
    }

    /// Replaces the record with `record` (a line, with its line break); nil removes it.
    ///
    /// Best effort: the change it describes is already on disk, and a record that is missing, torn or
    /// stale only makes the next call read the whole file.
    ///
    /// A lock file more readable than the file it locks (one the caller
    /// cannot put right, see ``FileLock``) is given no record, and loses the one it had.
    package func write(record: [UInt8]?) {
        guard let descriptor, canWriteRecord else { return }
        Self.matchMode(of: descriptor, to: lockedPath)
        let keepsFigures = Self.isNoMoreReadable(descriptor, than: lockedPath)
        let bytes = keepsFigures ? record ?? [] : []
        let wrote = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        if wrote != bytes.count || ftruncate(descriptor, off_t(bytes.count)) != 0 {
            _ = ftruncate(descriptor, 0)
        }
    }
}
