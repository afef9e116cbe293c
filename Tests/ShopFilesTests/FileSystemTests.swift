import Foundation
import ShopCore
import TestSupport
import Testing

@testable import ShopFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file layer: reading with a limit, writing in place and atomically,
/// termination signals held off, and what killed runs left removed.
@Suite struct FileSystemTests {
    let folder: String

    init() throws { folder = try temporaryFolder("shoptools-files") }

    func info(_ path: String) -> stat {
        var info = stat()
        _ = stat(path, &info)
        return info
    }

    func write(_ text: String, to path: String) throws { try Data(text.utf8).write(to: URL(filePath: path)) }

    func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func aFileIsReadUpToItsLimit() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/bill.txt"
        try write("people Aki Ren\n", to: path)
        #expect(try FileSystem.contents(atPath: path, limit: 15) == Array("people Aki Ren\n".utf8))
        #expect(throws: FileError.tooLarge(path: path, limit: 14)) { try FileSystem.contents(atPath: path, limit: 14) }
        #expect(FileError.tooLarge(path: path, limit: 16 << 20).reason == "larger than 16 MB")
    }

    @Test func whatCannotBeReadIsNamedWithTheSystemsReason() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: FileError.io(path: folder + "/none", operation: .open, reason: "No such file or directory")) {
            try FileSystem.contents(atPath: folder + "/none", limit: 100)
        }
        #expect(throws: FileError.io(path: folder, operation: .read, reason: "Is a directory")) {
            try FileSystem.contents(atPath: folder, limit: 100)
        }
        #expect(throws: FileError.notAFilePath("a\u{0}b")) { try FileSystem.contents(atPath: "a\u{0}b", limit: 100) }
    }

    @Test func terminationSignalsAreHeldAndGivenBack() throws {
        func blocked(_ signal: Int32) -> Bool {
            var mask = sigset_t()
            pthread_sigmask(SIG_BLOCK, nil, &mask)
            return sigismember(&mask, signal) == 1
        }
        let before = FileSystem.terminationSignals.map(blocked)
        let (inside, waiting) = FileSystem.holdingTerminationSignals { held in
            (FileSystem.terminationSignals.map(blocked), held.released { FileSystem.terminationSignals.map(blocked) })
        }
        #expect(inside == [true, true, true, true])
        #expect(waiting == before)
        #expect(FileSystem.terminationSignals.map(blocked) == before)
    }

    @Test func processNumbers() {
        #expect(FileSystem.processNumber("4242") == 4242)
        for text in ["", "0", "-1", "+1", " 1", "1a", "99999999999", "２"] {
            #expect(FileSystem.processNumber(Substring(text)) == nil, "\(text)")
        }
    }

    /// An append writes at the end, in place; one that fails cuts the file back.
    @Test func writingInPlaceKeepsTheInode() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/notes.txt"
        try write("one\n", to: path)
        let inode = info(path).st_ino
        try FileSystem.writeInPlace(Array("two\n".utf8), from: 4, replacing: [], in: path, named: path)
        try FileSystem.writeInPlace(
            Array("1\n".utf8), from: 0, replacing: Array("one\ntwo\n".utf8)[...], in: path, named: path)
        #expect(try text(path) == "1\n")
        #expect(info(path).st_ino == inode)
        // Not the size that was read: someone wrote without the lock, and the file stays as it is.
        #expect(throws: FileError.io(path: path, operation: .write, reason: "Changed while it was being read")) {
            try FileSystem.writeInPlace(Array("3\n".utf8), from: 0, replacing: [], in: path, named: path)
        }
        #expect(try text(path) == "1\n")
    }

    @Test func anAtomicWriteKeepsTheModeAndLeavesNothingBeside() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/notes.txt"
        try FileSystem.writeAtomically(Array("one\n".utf8), toPath: path)
        chmod(path, 0o600)
        let inode = info(path).st_ino
        try FileSystem.writeAtomically(Array("two\n".utf8), toPath: path)
        #expect(try text(path) == "two\n")
        #expect(info(path).st_mode & 0o777 == 0o600)
        #expect(info(path).st_ino != inode, "renamed into place")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
        #expect(throws: FileError.notAFilePath(folder + "/")) { try FileSystem.writeAtomically([], toPath: folder + "/") }
    }

    @Test func aChangeAppendsOrReplacesUnderItsLockAndLeavesNothingBeside() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/trip.txt"
        try write("people Aki Ren\n", to: path)
        let inode = info(path).st_ino
        let size = try FileSystem.change(atPath: path, limit: 100) { bytes throws(Never) in
            (FileChange.append(Array("taxi 1000 paid by Ren\n".utf8)), bytes.count)
        }
        #expect(size == 15)
        #expect(try text(path) == "people Aki Ren\ntaxi 1000 paid by Ren\n")
        #expect(info(path).st_ino == inode, "appended in place")
        try FileSystem.append(Array("ramen 900 paid by Aki\n".utf8), toFileAtPath: path)
        try FileSystem.change(atPath: path, limit: 100) { _ throws(Never) in (FileChange.replace(Array("people Aki\n".utf8)), ())
        }
        #expect(try text(path) == "people Aki\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["trip.txt"])
    }

    /// What `decide` refuses, and a file the layer refuses, leave the file as it was.
    @Test func aRefusedChangeWritesNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        struct No: Error, Equatable {}
        let path = folder + "/trip.txt"
        try write("people Aki Ren\n", to: path)
        #expect(throws: FileChangeError<No>.refused(No())) {
            try FileSystem.change(atPath: path, limit: 100) { _ throws(No) -> (FileChange, Void) in throw No() }
        }
        #expect(throws: FileChangeError<No>.reading(.tooLarge(path: path, limit: 10))) {
            try FileSystem.change(atPath: path, limit: 10) { _ throws(No) in (FileChange.nothing, ()) }
        }
        let missing = folder + "/none.txt"
        #expect(
            throws: FileChangeError<No>.reading(.io(path: missing, operation: .lookUp, reason: "No such file or directory"))
        ) {
            try FileSystem.change(atPath: missing, limit: 100) { _ throws(No) in (FileChange.nothing, ()) }
        }
        // The mode bits decide for root too.
        chmod(path, 0o444)
        #expect(throws: FileChangeError<No>.reading(.readOnly(path: path))) {
            try FileSystem.change(atPath: path, limit: 100) { _ throws(No) in (FileChange.append([0x41]), ()) }
        }
        #expect(try text(path) == "people Aki Ren\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["trip.txt"])
    }

    @Test func staleTemporariesOfGoneProcessesAreRemoved() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/cart.json"
        #expect(FileManager.default.createFile(atPath: path + ".tmp-2147483647", contents: nil))
        #expect(FileManager.default.createFile(atPath: path + ".tmp-1", contents: nil))
        #expect(FileManager.default.createFile(atPath: path + ".tmp-\(getpid())", contents: nil))
        FileSystem.removeStaleTemporaries(of: path)
        // Process 1 runs (init); this process runs; 2147483647 does not.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == ["cart.json.tmp-1", "cart.json.tmp-\(getpid())"])
    }
}
