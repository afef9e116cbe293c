#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    // MARK: - Reading

    /// The bytes of the file at `path`, refused past `limit` bytes: how a
    /// line file (a bill, a rule file, a bill a group names) is read.
    ///
    /// The file is opened as a plain read opens it, so a pipe a shell hands
    /// over (`--bill <(…)`, `/dev/stdin`) is read to its end, as it is written;
    /// a regular file larger than `limit` is refused before any of it is read.
    /// - Parameters:
    ///   - path: the file, as the person gave it (errors name it so).
    ///   - limit: the most bytes taken (`LineFile.maximumBytes` for a line file).
    /// - Returns: every byte of the file.
    /// - Throws: ``FileError/tooLarge(path:limit:)`` past `limit`;
    ///   ``FileError/io(path:operation:reason:)`` when it cannot be opened or read
    ///   (`No such file or directory`, `Is a directory`, `Permission denied`).
    public static func contents(atPath path: String, limit: Int) throws(FileError) -> [UInt8] {
        guard !path.utf8.contains(0) else { throw .notAFilePath(path) }
        let fd = open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw .io(path: path, operation: .open, reason: errorText()) }
        defer { _ = closeDescriptor(fd) }
        var info = stat()
        // A regular file's size is known: room for it and one byte more (to see its end), so that a
        // short file does not zero and touch a 64 KB buffer (16 new pages, each costly to touch on a
        // virtual machine); a pipe, or a file that grows, is read 64 KB at a time.
        var chunk = 65_536
        if fstat(fd, &info) == 0, kind(info.st_mode) == nil {
            guard Int(info.st_size) <= limit else { throw .tooLarge(path: path, limit: limit) }
            chunk = min(chunk, Int(info.st_size) + 1)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(chunk)
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .io(path: path, operation: .read, reason: errorText())
            }
            if count == 0 { return bytes }
            bytes += buffer[..<count]
            if bytes.count > limit { throw .tooLarge(path: path, limit: limit) }
        }
    }

    /// The file `path` names, its links resolved (``resolvingLinks(_:)``):
    /// a regular file that is there.
    /// - Throws: ``FileError/notARegularFile(path:kind:)``, or ``FileError/io(path:operation:reason:)``
    ///   with ``FileError/Operation/lookUp`` and `No such file or directory`.
    package static func existingRegularFile(_ path: String) throws(FileError) -> String {
        let file = resolvingLinks(path)
        try checkRegular(file, named: path)
        guard try exists(file, named: path) else {
            throw .io(path: path, operation: .lookUp, reason: "No such file or directory")
        }
        return file
    }

    /// The bytes of the regular file `file` (named `name`), opened without
    /// waiting (``OpenFile``), refused past `limit` bytes.
    package static func contents(ofRegular file: String, named name: String, limit: Int) throws(FileError) -> [UInt8] {
        let open = try OpenFile(file, writable: false, named: name)
        let size = try open.stamp().size
        guard size <= limit else { throw .tooLarge(path: name, limit: limit) }
        return try open.read(at: 0, count: size)
    }

    // MARK: - Making a new file

    /// Makes the file `path`, which must not exist yet, with `bytes`, and
    /// waits until they are on disk; nothing is left behind when that fails.
    /// - Throws: ``FileError/io(path:operation:reason:)`` with ``FileError/Operation/create``
    ///   (`File exists` when it is there already), ``FileError/Operation/write`` or ``FileError/Operation/sync``.
    package static func createNew(_ bytes: [UInt8], atPath path: String) throws(FileError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw .io(path: path, operation: .create, reason: errorText()) }
        let file = OpenFile(descriptor: fd, named: path)
        do {
            try file.appendAndSync(bytes)
        } catch {
            file.close()
            unlink(path)
            throw error
        }
        file.close()
    }

    /// Appends `bytes` to the file `path`, making it when it is not there
    /// (mode 666 less the umask), without a lock: for a small file other
    /// programs write too (`.gitattributes`), in one `write`.
    /// - Throws: ``FileError/io(path:operation:reason:)`` with ``FileError/Operation/open`` or ``FileError/Operation/write``.
    package static func appendCreating(_ bytes: [UInt8], toPath path: String) throws(FileError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw .io(path: path, operation: .open, reason: errorText()) }
        defer { _ = closeDescriptor(fd) }
        let wrote = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard wrote == bytes.count else { throw .io(path: path, operation: .write, reason: errorText()) }
    }
}
