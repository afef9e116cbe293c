#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    // MARK: - Writing in place

    /// Writes `bytes` into the existing file at `path` from `offset` on and
    /// ends the file there, in place, then `fsync`s it: the same inode, so its
    /// hard links, mode and owner stay.
    ///
    /// To append, `offset` is the file's size and `old` empty; to rewrite,
    /// `offset` is 0 and `old` the file's bytes. On any failure the file is
    /// put back as it was (`old` written again from `offset`, the file cut to
    /// its old length). Call it holding the file's lock, with the bytes read
    /// under it: a file whose size is not `offset + old.count` was changed
    /// by someone who does not take the lock, and is left as it is.
    ///
    /// An append of a line is one `pwrite`; with the termination signals held
    /// off (``holdingTerminationSignals(_:)``) only a power cut, or a kill -9
    /// during that very call, can leave part of it. A rewrite in place is not
    /// atomic as a rename is: a crash or a kill -9 in the middle can leave it
    /// part-written, which is why ``replace(_:old:at:named:)`` takes it only
    /// for a file with hard links.
    /// - Throws: ``FileError/readOnly(path:)`` when the caller may not write the
    ///   file (``checkWritable(_:named:)``), ``FileError/io(path:operation:reason:)``.
    package static func writeInPlace(
        _ bytes: [UInt8], from offset: Int, replacing old: ArraySlice<UInt8>, in path: String, named name: String
    ) throws(FileError) {
        try checkWritable(path, named: name)
        let fd = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw .io(path: name, operation: .open, reason: errorText()) }
        defer { _ = closeDescriptor(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .io(path: name, operation: .stat, reason: errorText()) }
        if let kind = kind(info.st_mode) { throw .notARegularFile(path: name, kind: kind) }
        guard Int(info.st_size) == offset + old.count else {
            throw .io(path: name, operation: .write, reason: "Changed while it was being read")
        }
        let end = offset + bytes.count
        if let operation = writeAndSync(bytes, at: offset, to: fd, endingAt: end) {
            let reason = errorText()
            _ = writeAndSync(Array(old), at: offset, to: fd, endingAt: offset + old.count)
            throw .io(path: name, operation: operation, reason: reason)
        }
    }

    /// `pwrite`s all of `bytes` at `offset`, cuts the file at `end` and
    /// `fsync`s it; nil when all of that was done, else the step that failed (`errno` says why).
    private static func writeAndSync(
        _ bytes: [UInt8], at offset: Int, to fd: Int32, endingAt end: Int
    ) -> FileError.Operation? {
        var done = 0
        while done < bytes.count {
            let wrote = bytes.withUnsafeBytes { raw in
                pwrite(fd, raw.baseAddress.map { $0 + done }, bytes.count - done, off_t(offset + done))
            }
            if wrote < 0 && errno == EINTR { continue }
            if wrote <= 0 {
                if wrote == 0 { errno = EIO }
                return .write
            }
            done += wrote
        }
        var info = stat()
        if fstat(fd, &info) != 0 || Int(info.st_size) != end {
            guard ftruncate(fd, off_t(end)) == 0 else { return .truncate }
        }
        while fsync(fd) != 0 {
            if errno == EINTR { continue }
            return .sync
        }
        return nil
    }

    /// Replaces the contents of the existing file at `path` with `bytes`,
    /// keeping its mode, owner and hard links.
    ///
    /// A file with one link is written to a temporary file and renamed into
    /// place (``writeAtomically(_:to:named:)``), so a crash leaves the old
    /// file or the new one. A rename would cut a file with more than one
    /// link off from its other names, so that one is rewritten in place
    /// (``writeInPlace(_:from:replacing:in:named:)``). Call it holding the file's lock.
    /// - Parameters:
    ///   - bytes: the file's new contents.
    ///   - old: the file's bytes as read under the lock, put back should an in-place write fail.
    ///   - path: the file.
    ///   - name: the path errors name.
    /// - Throws: what those two throw; the file is as it was after any error.
    package static func replace(_ bytes: [UInt8], old: [UInt8], at path: String, named name: String) throws(FileError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .io(path: name, operation: .stat, reason: errorText()) }
        if info.st_nlink > 1 {
            try writeInPlace(bytes, from: 0, replacing: old[...], in: path, named: name)
        } else {
            try writeAtomically(bytes, to: path, named: name)
        }
    }

    // MARK: - What a killed run left

    /// Removes the temporary files of ``writeAtomically(_:to:named:)``
    /// beside `path` (`NAME.tmp-PID`) whose process is gone: what a run
    /// killed by SIGKILL (or a crash, or a power cut) left.
    ///
    /// Call it holding the file's lock.
    ///
    /// A process is gone when `kill(PID, 0)` fails with `ESRCH`; a temporary
    /// file of a process that still runs (or whose number a new process has
    /// taken meanwhile) stays, for a later run to remove. Best effort: a
    /// folder that cannot be listed or a file that cannot be removed is left as it is.
    package static func removeStaleTemporaries(of path: String) {
        let folder = directory(of: path)
        let prefix = (path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path) + ".tmp-"
        guard let listing = opendir(folder) else { return }
        defer { closedir(listing) }
        var stale: [String] = []
        while let entry = readdir(listing) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            guard name.hasPrefix(prefix), let pid = processNumber(name.dropFirst(prefix.count)), pid != getpid()
            else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { stale.append(name) }
        }
        for name in stale { unlink(folder + "/" + name) }
    }

    /// The process number `digits` spell, nil for anything else (a sign, a space, too large).
    static func processNumber(_ digits: Substring) -> pid_t? {
        guard !digits.isEmpty, digits.count <= 10, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let number = pid_t(digits), number > 0
        else { return nil }
        return number
    }
}
