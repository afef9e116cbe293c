#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A `flock` on `PATH.lock` beside the cart, held until released. The lock
/// file also keeps the verified-state record (see ``VerifiedState``).
///
/// The package's one file lock: Settle takes it too, to append a line to a
/// group file (`package` access, so it is no public API of Cart).
package struct FileLock {
    /// nil: reading without a lock (see ``shared(_:cartPath:)``).
    private let descriptor: Int32?
    /// True when the descriptor may write the record (a regular lock file opened for writing).
    private let canWriteRecord: Bool
    /// True when there is a regular lock file to read a record from.
    private let canReadRecord: Bool

    /// For a change: the lock file opened for writing, created if needed, locked exclusively.
    package static func exclusive(_ path: String, cartPath: String) throws(CartError) -> FileLock {
        let fd = open(path, O_RDWR | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .io(path: cartPath, operation: .openLock(path), reason: FileSystem.errorText()) }
        let regular = isRegular(fd)
        return try FileLock(fd, exclusive: true, path: path, cartPath: cartPath, canWriteRecord: regular, canReadRecord: regular)
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

    /// Unlocks (closing the descriptor releases the lock).
    package func release() {
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
