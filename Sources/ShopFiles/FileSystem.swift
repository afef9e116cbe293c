#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `fstat` says about a file, which a record of it (the cart's
/// verified state) compares: any change to the file by anyone changes its
/// size, its modification time or at least its change time, which no one
/// can set back; a file replaced by rename has another inode.
package struct FileStamp: Equatable, Sendable {
    package let device: UInt64
    package let inode: UInt64
    package let size: Int
    package let modified: Int
    package let modifiedNanoseconds: Int
    package let changed: Int
    package let changedNanoseconds: Int

    package init(
        device: UInt64, inode: UInt64, size: Int, modified: Int, modifiedNanoseconds: Int, changed: Int, changedNanoseconds: Int
    ) {
        (self.device, self.inode, self.size) = (device, inode, size)
        (self.modified, self.modifiedNanoseconds) = (modified, modifiedNanoseconds)
        (self.changed, self.changedNanoseconds) = (changed, changedNanoseconds)
    }

    init(_ info: stat) {
        // Darwin names the times `st_mtimespec` and `st_ctimespec`; Glibc and Musl `st_mtim` and `st_ctim`.
        #if canImport(Darwin)
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        self.init(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int(info.st_size),
            modified: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec),
            changed: Int(changed.tv_sec), changedNanoseconds: Int(changed.tv_nsec))
    }

    /// Same file (not necessarily same contents).
    package func isSameFile(as other: FileStamp) -> Bool { device == other.device && inode == other.inode }
}

/// The POSIX file operations of shoptools' files, each failing with a
/// ``FileError`` that names the file as the caller gave it: the package's
/// one copy of them (Cart keeps its journal with them, Settle changes a group
/// file with them, Warikan and Points read their files with them).
///
/// What an app calls is public: reading a file with a limit
/// (``contents(atPath:limit:)``), changing one under its lock, all or nothing
/// (``change(atPath:limit:_:)``, ``append(_:toFileAtPath:)``), replacing one
/// atomically (``writeAtomically(_:toPath:)``) and holding the termination
/// signals off meanwhile (``holdingTerminationSignals(_:)``). The steps they
/// are made of are `package` API, for Cart's journal.
///
/// ```
/// call                         | lock         | how it writes                   | after a kill -9
/// -----------------------------+--------------+---------------------------------+------------------------
/// contents(atPath:limit:)      | none         | reads only                      | -
/// writeAtomically(_:toPath:)   | the caller's | temporary file, fsync, rename   | the old file or the new
/// append(_:toFileAtPath:)      | PATH.lock    | in place at the end, fsync      | the old file or the new
/// change(atPath:limit:_:)      | PATH.lock    | append in place, or replace     | the old file or the new (*)
/// ```
/// (*) A file with more than one hard link is rewritten in place to keep its
/// links, which a kill -9 in the middle of the write can leave part-written.
public enum FileSystem {
    /// Whether `path` exists; a missing file is no error, anything else that
    /// stops `stat` (a parent that is a file, no permission) is.
    package static func exists(_ path: String, named name: String) throws(FileError) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 { return true }
        if errno == ENOENT { return false }
        throw .io(path: name, operation: .lookUp, reason: errorText())
    }

    /// Whether `path` exists, for checks where an error counts as no.
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Refuses a path that cannot name a file, before anything is created from it.
    package static func checkFilePath(_ path: String) throws(FileError) {
        let last = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
        guard !path.utf8.contains(0), !last.isEmpty, last != ".", last != ".." else { throw .notAFilePath(path) }
    }

    /// Refuses `path` when it exists and is not a regular file (symbolic links are followed).
    ///
    /// `name`, the path as the person gave it, is looked at too when `path` is not there:
    /// a pipe a shell hands over (`<(…)`, `/dev/fd/63`) is a link to no name
    /// (`pipe:[1234]`), so it resolves to nothing, and is still a pipe.
    package static func checkRegular(_ path: String, named name: String) throws(FileError) {
        var info = stat()
        guard stat(path, &info) == 0 || (name != path && stat(name, &info) == 0) else { return }
        if let kind = kind(info.st_mode) { throw .notARegularFile(path: name, kind: kind) }
    }

    /// Whether `path` and `other` name one file (links followed: the same device and inode), for checks
    /// where an error counts as no.
    package static func isSameFile(_ path: String, as other: String) -> Bool {
        var one = stat(), two = stat()
        return stat(path, &one) == 0 && stat(other, &two) == 0 && one.st_dev == two.st_dev && one.st_ino == two.st_ino
    }

    /// `path` with its folder's links resolved but not its own name's: the name `unlink` would remove, the same
    /// for `a.txt`, `./a.txt` and `dir/../a.txt`, and a link's own name for a link.
    package static func resolvingFolder(of path: String) -> String {
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        guard let folder = realpath(directory(of: path), nil) else { return path }
        defer { free(folder) }
        let resolvedFolder = String(cString: folder)
        return (resolvedFolder == "/" ? "" : resolvedFolder) + "/" + name
    }

    /// Whether `path` names a regular file (links followed): what can be read again, or rewritten.
    package static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && kind(info.st_mode) == nil
    }

    /// nil for a regular file, else what it is.
    package static func kind(_ mode: mode_t) -> FileError.Kind? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return .directory
        case S_IFIFO: return .fifo
        case S_IFSOCK: return .socket
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        default: return .other
        }
    }

    // MARK: - Who may write

    /// Whether a write bit of `info`'s mode applies to the caller: the
    /// owner's when the caller owns the file, else the group's when the caller
    /// is in its group, else the others'.
    ///
    /// The bits decide for root too, where the system would let it write
    /// anything (so `access(2)` says yes): a file its owner made read-only
    /// (`chmod 444`), or another user's file that grants others no write, is
    /// not silently replaced by whoever runs.
    package static func callerMayWrite(_ info: stat) -> Bool {
        let mode = info.st_mode
        if info.st_uid == geteuid() { return mode & S_IWUSR != 0 }
        if callerIsInGroup(info.st_gid) { return mode & S_IWGRP != 0 }
        return mode & S_IWOTH != 0
    }

    private static func callerIsInGroup(_ group: gid_t) -> Bool {
        if group == getegid() { return true }
        let count = getgroups(0, nil)
        guard count > 0 else { return false }
        var groups = [gid_t](repeating: 0, count: Int(count))
        let got = getgroups(count, &groups)
        return got > 0 && groups[..<Int(got)].contains(group)
    }

    /// Refuses to change or replace the file at `path` when it exists and
    /// gives the caller no write bit (``callerMayWrite(_:)``).
    /// - Throws: ``FileError/readOnly(path:)`` naming `name`.
    package static func checkWritable(_ path: String, named name: String) throws(FileError) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        if !callerMayWrite(info) { throw .readOnly(path: name) }
    }

    /// Refuses to create a file in the folder that holds `path` when the
    /// folder gives the caller no write bit (``callerMayWrite(_:)``).
    /// - Throws: ``FileError/cannotWriteInFolder(path:folder:)`` naming `name`.
    package static func checkFolderWritable(of path: String, named name: String) throws(FileError) {
        let folder = directory(of: path)
        var info = stat()
        guard stat(folder, &info) == 0 else { return }
        if !callerMayWrite(info) { throw .cannotWriteInFolder(path: name, folder: folder) }
    }

    /// `path` with its symbolic links resolved, so that replacing the file
    /// replaces the file linked to, not the link; `path` itself when that fails.
    package static func resolvingLinks(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        // No file yet: follow a dangling link by hand, then resolve the folder it names.
        var current = path
        for _ in 0..<40 {
            // Bytes, not `CChar`s: an array of `CChar` is a type made at run time, at a cost a short cart's reading.
            var buffer = [UInt8](repeating: 0, count: 4097)
            let count = buffer.withUnsafeMutableBytes { bytes in
                readlink(current, bytes.baseAddress!.assumingMemoryBound(to: CChar.self), 4096)
            }
            guard count > 0 else { break }
            let target = String(decoding: buffer[..<count], as: UTF8.self)
            current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
        }
        let name = current.lastIndex(of: "/").map { String(current[current.index(after: $0)...]) } ?? current
        guard let folder = realpath(directory(of: current), nil) else { return current }
        defer { free(folder) }
        let resolvedFolder = String(cString: folder)
        return (resolvedFolder == "/" ? "" : resolvedFolder) + "/" + name
    }

    /// The folder that holds `path`: `.` for a bare name, `/` for a file at the root.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `mkdir -p`.
    package static func makeDirectories(_ directory: String, named name: String) throws(FileError) {
        if exists(directory) { return }
        let parent = self.directory(of: directory)
        if parent != directory { try makeDirectories(parent, named: name) }
        if mkdir(directory, 0o755) != 0 && errno != EEXIST {
            throw .io(path: name, operation: .createFolder(directory), reason: errorText())
        }
    }

    /// Writes a new file: a temporary file in the same folder, fsync, rename, fsync the folder.
    ///
    /// A file that is there is replaced only when the caller may write it
    /// (``checkWritable(_:named:)``), and the new one keeps its mode and,
    /// where the system lets the caller, its owner and group: a mode-600 file
    /// stays 600, a 755 one 755. A new file is made 644 (less the umask).
    ///
    /// The termination signals are held off meanwhile (``holdingTerminationSignals(_:)``),
    /// so a Ctrl-C leaves no temporary file; the temporary files of runs that
    /// were killed are removed first (``removeStaleTemporaries(of:)``). Call it
    /// holding the file's lock.
    /// - Throws: ``FileError/readOnly(path:)``, ``FileError/cannotWriteInFolder(path:folder:)``,
    ///   or ``FileError/io(path:operation:reason:)``; the file is as it was after any error.
    package static func writeAtomically(_ bytes: [UInt8], to path: String, named name: String) throws(FileError) {
        try holdingTerminationSignals { _ throws(FileError) in
            removeStaleTemporaries(of: path)
            try writeThroughTemporary(bytes, to: path, named: name)
        }
    }

    private static func writeThroughTemporary(_ bytes: [UInt8], to path: String, named name: String) throws(FileError) {
        var old = stat()
        let replacing = stat(path, &old) == 0
        if replacing && !callerMayWrite(old) { throw .readOnly(path: name) }
        try checkFolderWritable(of: path, named: name)
        let temporary = path + ".tmp-\(getpid())"
        // A leftover of a crashed run, or anything else by that name, is not reused as it is.
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, replacing ? 0o600 : 0o644)
        guard fd >= 0 else {
            if errno == EACCES || errno == EROFS { throw .cannotWriteInFolder(path: name, folder: directory(of: path)) }
            throw .io(path: name, operation: .createTemporary(temporary), reason: errorText())
        }
        let file = OpenFile(descriptor: fd, named: name)
        if replacing {
            // Owner first: a change of owner clears the set-id bits, which the mode then puts back.
            // Only root may give a file to another user; anyone else keeps the file as theirs (EPERM, ignored).
            _ = fchown(fd, old.st_uid, old.st_gid)
            guard fchmod(fd, old.st_mode & 0o7777) == 0 else {
                let reason = errorText()
                file.close()
                unlink(temporary)
                throw .io(path: name, operation: .createTemporary(temporary), reason: reason)
            }
        }
        do {
            try file.appendAndSync(bytes)
        } catch {
            file.close()
            unlink(temporary)
            throw error
        }
        file.close()
        guard rename(temporary, path) == 0 else {
            let reason = errorText()
            unlink(temporary)
            throw .io(path: name, operation: .rename(temporary), reason: reason)
        }
        try syncDirectory(directory(of: path), named: name)
    }

    /// Gives the file at `path` the new name `kept` as well (a hard link),
    /// or only (a rename) where the file system has no links.
    package static func keepAside(_ path: String, as kept: String, named name: String) throws(FileError) {
        guard link(path, kept) != 0 else { return }
        guard rename(path, kept) == 0 else { throw .io(path: name, operation: .keepAside(kept), reason: errorText()) }
    }

    package static func syncDirectory(_ directory: String, named name: String) throws(FileError) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .io(path: name, operation: .openFolder(directory), reason: errorText()) }
        defer { close(fd) }
        if fsync(fd) != 0 && errno != EINVAL {
            throw .io(path: name, operation: .syncFolder(directory), reason: errorText())
        }
    }

    /// The system's words for the last error (`strerror(errno)`).
    package static func errorText() -> String { String(cString: strerror(errno)) }
}

/// An open file, known to be a regular file.
///
/// Counts the bytes read, so tests can tell that a quick path stayed quick.
package final class OpenFile {
    private var descriptor: Int32
    /// The file as the caller named it, for errors.
    private let name: String
    package private(set) var bytesRead = 0

    /// Opens `path` without waiting (a FIFO would block a plain `open`) and
    /// refuses anything but a regular file.
    package convenience init(_ path: String, writable: Bool, named name: String) throws(FileError) {
        try FileSystem.checkRegular(path, named: name)
        let fd = open(path, (writable ? O_RDWR | O_APPEND : O_RDONLY) | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == EISDIR { throw .notARegularFile(path: name, kind: .directory) }
            throw .io(path: name, operation: .open, reason: FileSystem.errorText())
        }
        self.init(descriptor: fd, named: name)
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = FileSystem.errorText()
            close()
            throw .io(path: name, operation: .stat, reason: reason)
        }
        if let kind = FileSystem.kind(info.st_mode) {
            close()
            throw .notARegularFile(path: name, kind: kind)
        }
    }

    init(descriptor: Int32, named name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    deinit { close() }

    package func close() {
        guard descriptor >= 0 else { return }
        _ = closeDescriptor(descriptor)
        descriptor = -1
    }

    package func stamp() throws(FileError) -> FileStamp {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .io(path: name, operation: .stat, reason: FileSystem.errorText()) }
        return FileStamp(info)
    }

    /// `count` bytes from `offset` (fewer at the end of the file).
    package func read(at offset: Int, count: Int) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        try read(at: offset, count: count, into: &bytes)
        return bytes
    }

    /// ``read(at:count:)`` into `bytes`, which it replaces, in the room `bytes` has: a file read a piece
    /// at a time takes one piece of memory, not one a piece.
    package func read(at offset: Int, count: Int, into bytes: inout [UInt8]) throws(FileError) {
        bytes.removeAll(keepingCapacity: true)
        guard offset >= 0, count > 0 else { return }
        bytes.append(contentsOf: repeatElement(0, count: count))
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress.map { $0 + done }, count - done, off_t(offset + done))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .io(path: name, operation: .read, reason: FileSystem.errorText())
            }
            if got == 0 { break }
            done += got
        }
        bytes.removeLast(count - done)
        bytesRead += done
    }

    package func truncate(to length: Int) throws(FileError) {
        guard ftruncate(descriptor, off_t(length)) == 0, fsync(descriptor) == 0 else {
            throw .io(path: name, operation: .truncate, reason: FileSystem.errorText())
        }
    }

    /// Writes all of `bytes` at the end and waits until they are on disk.
    package func appendAndSync(_ bytes: [UInt8]) throws(FileError) {
        var done = 0
        while done < bytes.count {
            let wrote = bytes.withUnsafeBytes { raw in
                write(descriptor, raw.baseAddress.map { $0 + done }, bytes.count - done)
            }
            if wrote < 0 {
                if errno == EINTR { continue }
                throw .io(path: name, operation: .write, reason: FileSystem.errorText())
            }
            done += wrote
        }
        while fsync(descriptor) != 0 {
            if errno == EINTR { continue }
            throw .io(path: name, operation: .sync, reason: FileSystem.errorText())
        }
    }
}

/// The C library's `close`, under a name the `close()` methods do not hide
/// (the same function from Glibc, Musl or Darwin).
func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
