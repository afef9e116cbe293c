/// What a change of a file writes, as ``FileSystem/change(atPath:limit:_:)``'s `decide` says.
///
/// ```
/// case          | the file's inode | mode, owner | hard links | after a kill -9
/// --------------+------------------+-------------+------------+----------------------------
/// .append(b)    | the same         | kept        | kept       | the old file or the new
/// .replace(b)   | new (one link)   | kept        | kept (*)   | the old file or the new (*)
/// .nothing      | the same         | kept        | kept       | the old file
/// ```
/// (*) A file with more than one link is rewritten in place, so that its
/// other names see the change; a kill -9 in the middle may leave it part-written.
public enum FileChange: Equatable, Sendable {
    /// These bytes at the end of the file, written in place and `fsync`ed: a
    /// failed write cuts the file back to its old size.
    case append([UInt8])
    /// The whole file anew, these bytes: written to a temporary file and
    /// renamed into place, keeping the file's mode and owner.
    case replace([UInt8])
    /// Nothing: the file is as it should be.
    case nothing
}

/// Why ``FileSystem/change(atPath:limit:_:)`` changed nothing.
///
/// What the caller's `decide` threw, or what the file system refused before or
/// while writing; the file is as it was after each of them.
public enum FileChangeError<Failure: Error>: Error {
    /// `decide` refused the change.
    case refused(Failure)
    /// The file could not be found, locked or read, or may not be written
    /// (``FileError/readOnly(path:)``): nothing was asked of `decide`.
    case reading(FileError)
    /// `decide` said what to write, and writing it failed.
    case writing(FileError)
}

extension FileChangeError: Equatable where Failure: Equatable {}

extension FileSystem {
    // MARK: - Changing a file under its lock

    /// Changes the file at `path` as `decide` says, under its lock, all or
    /// nothing: the one way shoptools changes a file that several programs
    /// (or people, through a shared folder) may change at once.
    ///
    /// With the termination signals held off (SIGINT, SIGTERM, SIGHUP,
    /// SIGQUIT act once this returns, let through only while it waits for
    /// another run's lock), an exclusive lock on `PATH.lock` is taken, the
    /// temporary files of runs that were killed are removed (`PATH.tmp-PID`
    /// of a process that is gone), the file is read and `decide` is given
    /// its bytes; it checks what it is asked and says what to write
    /// (``FileChange``). Then the change is written and the lock file
    /// removed: nothing stays beside the file, whatever signal of those came.
    /// Two changes at once are made one after the other, each on the file
    /// the other left.
    ///
    /// Symbolic links are followed: the file linked to is changed, and locked.
    /// - Parameters:
    ///   - path: the file, as the person gave it (errors name it so); it must
    ///     exist (no lock file is made beside a file that is not there).
    ///   - limit: the most bytes of the file read (a larger file is ``FileError/tooLarge(path:limit:)``).
    ///   - decide: given the file's bytes, what to write and what to return; nothing is written when it throws.
    /// - Returns: what `decide` returned.
    /// - Throws: ``FileChangeError/refused(_:)`` with what `decide` threw;
    ///   ``FileChangeError/reading(_:)`` for a file that is not there, not a
    ///   regular file, read-only (no write bit applies to the caller, root
    ///   included), in a folder where no lock file can be made, or too large;
    ///   ``FileChangeError/writing(_:)`` when the write failed. The file is as it was after any error.
    public static func change<Result, Failure: Error>(
        atPath path: String, limit: Int, _ decide: ([UInt8]) throws(Failure) -> (FileChange, Result)
    ) throws(FileChangeError<Failure>) -> Result {
        let file: String
        do throws(FileError) {
            file = try existingRegularFile(path)
            try checkWritable(file, named: path)
        } catch {
            throw .reading(error)
        }
        return try holdingTerminationSignals { signals throws(FileChangeError<Failure>) -> Result in
            let lock: FileLock
            let bytes: [UInt8]
            do throws(FileError) {
                lock = try FileLock.exclusive(for: file, named: path, removedOnRelease: true, signals: signals)
            } catch {
                throw .reading(error)
            }
            defer { lock.release() }
            removeStaleTemporaries(of: file)
            do throws(FileError) { bytes = try contents(ofRegular: file, named: path, limit: limit) } catch {
                throw .reading(error)
            }
            let (change, result): (FileChange, Result)
            do throws(Failure) { (change, result) = try decide(bytes) } catch { throw .refused(error) }
            do throws(FileError) {
                switch change {
                case .append(let appended) where !appended.isEmpty:
                    try writeInPlace(appended, from: bytes.count, replacing: [], in: file, named: path)
                case .replace(let new) where new != bytes:
                    try replace(new, old: bytes, at: file, named: path)
                case .append, .replace, .nothing:
                    break
                }
            } catch {
                throw .writing(error)
            }
            return result
        }
    }

    /// Appends `bytes` to the end of the file at `path` under its lock, in
    /// place, as ``change(atPath:limit:_:)`` appends: the file keeps its
    /// inode, mode, owner and links; a failed write cuts it back to its old size.
    /// - Parameters:
    ///   - bytes: what to add, line breaks included.
    ///   - path: the file, which must exist.
    /// - Throws: what ``change(atPath:limit:_:)`` throws for the file (``FileChangeError/reading(_:)``
    ///   or ``FileChangeError/writing(_:)``, with the ``FileError``).
    public static func append(_ bytes: [UInt8], toFileAtPath path: String) throws(FileError) {
        do throws(FileChangeError<Never>) {
            // The lock's reading of the file is what the in-place write checks its size against.
            try change(atPath: path, limit: Int.max) { _ in (.append(bytes), ()) }
        } catch {
            switch error {
            case .reading(let error), .writing(let error): throw error
            }
        }
    }

    /// Writes `bytes` as the whole file at `path`, made anew or replaced atomically.
    ///
    /// It goes through a temporary file in the same folder, `fsync`, rename,
    /// `fsync` of the folder, under the file's lock (removed afterwards) and
    /// with the termination signals held off. A crash leaves the old file or
    /// the new one; a replaced file keeps its mode and, where the system lets
    /// the caller, its owner and group. Symbolic links are followed.
    /// - Parameters:
    ///   - bytes: the file's new contents.
    ///   - path: the file, as the person gave it (errors name it so).
    /// - Throws: ``FileError/notAFilePath(_:)``, ``FileError/notARegularFile(path:kind:)``,
    ///   ``FileError/readOnly(path:)``, ``FileError/cannotWriteInFolder(path:folder:)`` or
    ///   ``FileError/io(path:operation:reason:)``; the file is as it was after any error.
    public static func writeAtomically(_ bytes: [UInt8], toPath path: String) throws(FileError) {
        try checkFilePath(path)
        let file = resolvingLinks(path)
        try checkRegular(file, named: path)
        try holdingTerminationSignals { signals throws(FileError) in
            let lock = try FileLock.exclusive(for: file, named: path, removedOnRelease: true, signals: signals)
            defer { lock.release() }
            try writeAtomically(bytes, to: file, named: path)
        }
    }
}
