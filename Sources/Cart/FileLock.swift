#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A `flock` on `PATH.lock` beside the cart, held until released. The lock
/// file also keeps the verified-state record (see ``VerifiedState``), so it
/// stays beside the cart.
///
/// The package's one file lock: Settle takes it too, to append a line to a
/// group file (`package` access, so it is no public API of Cart), and removes
/// its lock file when done (``exclusive(_:cartPath:removedOnRelease:)``).
package struct FileLock {
    /// nil: reading without a lock (see ``shared(_:cartPath:)``).
    private let descriptor: Int32?
    /// The lock file to remove on release, while still holding the lock; nil to keep it.
    private var removedPath: String? = nil
    /// True when the descriptor may write the record (a regular lock file opened for writing).
    private let canWriteRecord: Bool
    /// True when there is a regular lock file to read a record from.
    private let canReadRecord: Bool

    /// For a change: the lock file opened for writing, created if needed, locked exclusively.
    ///
    /// The lock is on the file the path names once it is held: when another
    /// process removed the lock file meanwhile (a lock `removedOnRelease`), the
    /// lock is taken again on the file now there.
    /// - Parameter removedOnRelease: remove the lock file on ``release()``,
    ///   so that nothing stays beside the file (Settle's group files); only
    ///   when it is empty, as shoptools leaves it: a file of that name that
    ///   holds something is not shoptools' own and stays.
    /// - Throws: ``CartError/cannotWriteInFolder(path:folder:)`` when the lock
    ///   file is not there and its folder cannot be written in; ``CartError/io(path:operation:reason:)``.
    package static func exclusive(
        _ path: String, cartPath: String, removedOnRelease: Bool = false
    ) throws(CartError) -> FileLock {
        while true {
            if !FileSystem.exists(path) { try FileSystem.checkFolderWritable(of: path, cartPath: cartPath) }
            let fd = open(path, O_RDWR | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                if errno == EACCES || errno == EROFS, !FileSystem.exists(path) {
                    throw .cannotWriteInFolder(path: cartPath, folder: FileSystem.directory(of: path))
                }
                throw .io(path: cartPath, operation: .openLock(path), reason: FileSystem.errorText())
            }
            let regular = isRegular(fd)
            var lock = try FileLock(
                fd, exclusive: true, path: path, cartPath: cartPath, canWriteRecord: regular, canReadRecord: regular)
            guard isStill(fd, at: path) else {
                lock.release()
                continue
            }
            if removedOnRelease { lock.removedPath = path }
            return lock
        }
    }

    /// Whether `path` still names the file open as `fd`.
    private static func isStill(_ fd: Int32, at path: String) -> Bool {
        var open = stat(), named = stat()
        guard fstat(fd, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// For a read: a shared lock, with as little write access as there is.
    ///
    /// Reading a cart must not need write access (a cart on a read-only
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
    static func shared(_ path: String, cartPath: String) throws(CartError) -> FileLock {
        var fd = open(path, O_RDWR | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o644)
        let writable = fd >= 0
        if !writable {
            fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            if fd < 0 && errno == ENOENT { return FileLock(descriptor: nil, canWriteRecord: false, canReadRecord: false) }
            guard fd >= 0 else { throw .io(path: cartPath, operation: .openLock(path), reason: FileSystem.errorText()) }
        }
        let regular = isRegular(fd)
        return try FileLock(
            fd, exclusive: false, path: path, cartPath: cartPath, canWriteRecord: writable && regular, canReadRecord: regular)
    }

    private init(descriptor: Int32?, canWriteRecord: Bool, canReadRecord: Bool) {
        (self.descriptor, self.canWriteRecord, self.canReadRecord) = (descriptor, canWriteRecord, canReadRecord)
    }

    private init(
        _ fd: Int32, exclusive: Bool, path: String, cartPath: String, canWriteRecord: Bool, canReadRecord: Bool
    ) throws(CartError) {
        while flock(fd, exclusive ? LOCK_EX : LOCK_SH) != 0 {
            if errno == EINTR { continue }
            let reason = FileSystem.errorText()
            close(fd)
            throw .io(path: cartPath, operation: .lock(path), reason: reason)
        }
        self.init(descriptor: fd, canWriteRecord: canWriteRecord, canReadRecord: canReadRecord)
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

    // MARK: - The verified-state record

    /// The record, or nil when there is none or it does not read back whole.
    func record() -> VerifiedState? {
        guard let descriptor, canReadRecord else { return nil }
        var bytes = [UInt8](repeating: 0, count: VerifiedState.maximumLength)
        let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard got > 0 else { return nil }
        bytes.removeLast(bytes.count - got)
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        return bytes[..<newline].withUnsafeBufferPointer { VerifiedState(decoding: $0) }
    }

    /// Replaces the record; nil removes it. Best effort: the change it
    /// describes is already on disk, and a record that is missing, torn or
    /// stale only makes the next call read the whole file.
    func write(_ state: VerifiedState?) {
        guard let descriptor, canWriteRecord else { return }
        let bytes = state.map { Array($0.encoded.utf8) } ?? []
        let wrote = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        if wrote != bytes.count || ftruncate(descriptor, off_t(bytes.count)) != 0 {
            _ = ftruncate(descriptor, 0)
        }
    }
}
