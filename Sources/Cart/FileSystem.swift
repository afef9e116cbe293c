#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file an open descriptor is: a cached cart is reused only for the same file.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
}

/// The few POSIX file operations the cart store needs, each failing with a ``CartError``.
enum FileSystem {
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `mkdir -p`.
    static func makeDirectories(_ directory: String, cartPath: String) throws(CartError) {
        if exists(directory) { return }
        let parent = self.directory(of: directory)
        if parent != directory { try makeDirectories(parent, cartPath: cartPath) }
        if mkdir(directory, 0o755) != 0 && errno != EEXIST {
            throw .io(path: cartPath, reason: "cannot create folder \(directory): \(errorText())")
        }
    }

    /// Writes a new file: a temporary file in the same folder, fsync, rename, fsync the folder.
    static func writeAtomically(_ text: String, to path: String, cartPath: String) throws(CartError) {
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .io(path: cartPath, reason: "cannot create \(temporary): \(errorText())") }
        let file = OpenFile(descriptor: fd, cartPath: cartPath)
        do {
            try file.appendAndSync(Array(text.utf8))
        } catch {
            file.close()
            unlink(temporary)
            throw error
        }
        file.close()
        guard rename(temporary, path) == 0 else {
            let reason = errorText()
            unlink(temporary)
            throw .io(path: cartPath, reason: "cannot rename \(temporary): \(reason)")
        }
        try syncDirectory(directory(of: path), cartPath: cartPath)
    }

    static func syncDirectory(_ directory: String, cartPath: String) throws(CartError) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .io(path: cartPath, reason: "cannot open folder \(directory): \(errorText())") }
        defer { close(fd) }
        if fsync(fd) != 0 && errno != EINVAL { throw .io(path: cartPath, reason: "cannot sync folder \(directory): \(errorText())") }
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}

/// An exclusive or shared `flock` on a lock file beside the cart, held until released.
struct FileLock {
    private let descriptor: Int32

    init(_ path: String, exclusive: Bool, cartPath: String) throws(CartError) {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .io(path: cartPath, reason: "cannot open lock \(path): \(FileSystem.errorText())") }
        while flock(fd, exclusive ? LOCK_EX : LOCK_SH) != 0 {
            if errno == EINTR { continue }
            let reason = FileSystem.errorText()
            close(fd)
            throw .io(path: cartPath, reason: "cannot lock \(path): \(reason)")
        }
        descriptor = fd
    }

    /// Unlocks (closing the descriptor releases the lock).
    func release() { close(descriptor) }
}

/// An open cart file.
struct OpenFile {
    private let descriptor: Int32
    private let cartPath: String

    init(_ path: String, writable: Bool, cartPath: String) throws(CartError) {
        let fd = open(path, (writable ? O_RDWR | O_APPEND : O_RDONLY) | O_CLOEXEC)
        guard fd >= 0 else { throw .io(path: cartPath, reason: "cannot open: \(FileSystem.errorText())") }
        self.init(descriptor: fd, cartPath: cartPath)
    }

    init(descriptor: Int32, cartPath: String) {
        self.descriptor = descriptor
        self.cartPath = cartPath
    }

    func close() { _ = Glibc.close(descriptor) }

    func size() throws(CartError) -> Int {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .io(path: cartPath, reason: "cannot stat: \(FileSystem.errorText())") }
        return Int(info.st_size)
    }

    func identity() throws(CartError) -> FileIdentity {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .io(path: cartPath, reason: "cannot stat: \(FileSystem.errorText())") }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// `count` bytes from `offset` (fewer at the end of the file).
    func read(at offset: Int, count: Int) throws(CartError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress.map { $0 + done }, count - done, off_t(offset + done))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .io(path: cartPath, reason: "cannot read: \(FileSystem.errorText())")
            }
            if got == 0 { break }
            done += got
        }
        bytes.removeLast(count - done)
        return bytes
    }

    /// The first line, without its newline.
    /// - Throws: ``CartError/unreadable(path:reason:)`` when there is no complete first line.
    func firstLine() throws(CartError) -> [UInt8] {
        let bytes = try read(at: 0, count: 4096)
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            throw .unreadable(path: cartPath, reason: bytes.isEmpty ? "the file is empty" : "not a shoptools cart")
        }
        return Array(bytes[..<newline])
    }

    func truncate(to length: Int) throws(CartError) {
        guard ftruncate(descriptor, off_t(length)) == 0, fsync(descriptor) == 0 else {
            throw .io(path: cartPath, reason: "cannot truncate: \(FileSystem.errorText())")
        }
    }

    /// Writes all of `bytes` at the end and waits until they are on disk.
    func appendAndSync(_ bytes: [UInt8]) throws(CartError) {
        var done = 0
        while done < bytes.count {
            let wrote = bytes.withUnsafeBytes { raw in
                write(descriptor, raw.baseAddress.map { $0 + done }, bytes.count - done)
            }
            if wrote < 0 {
                if errno == EINTR { continue }
                throw .io(path: cartPath, reason: "cannot write: \(FileSystem.errorText())")
            }
            done += wrote
        }
        while fsync(descriptor) != 0 {
            if errno == EINTR { continue }
            throw .io(path: cartPath, reason: "cannot sync: \(FileSystem.errorText())")
        }
    }
}
