import Cart
import Foundation
import ShopCore
import ShopFiles
import TestSupport
import Testing

@testable import Settle

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file with some lines and what appending `taxi 1000 paid by Ren` to it writes.
struct AppendCase: Sendable, CustomTestStringConvertible {
    let name: String, file: String, appended: String
    var testDescription: String { name }

    static let all = [
        AppendCase(name: "LF", file: "people Aki Ren\n", appended: "taxi 1000 paid by Ren\n"),
        AppendCase(name: "CRLF", file: "people Aki Ren\r\n", appended: "taxi 1000 paid by Ren\r\n"),
        AppendCase(name: "LF, no break at the end", file: "people Aki Ren", appended: "\ntaxi 1000 paid by Ren\n"),
        AppendCase(
            name: "CRLF, no break at the end", file: "people Aki Ren\r\nhotel 4000 paid by Aki",
            appended: "\r\ntaxi 1000 paid by Ren\r\n"),
        AppendCase(
            name: "the first break decides", file: "people Aki Ren\r\nhotel 4000 paid by Aki\n",
            appended: "taxi 1000 paid by Ren\r\n"),
    ]
}

/// Changing a group file: in place, in its line endings, keeping its links,
/// under a lock no more readable than the file, cleaning up what killed runs left.
@Suite struct GroupFileChangeTests {
    let folder: String
    let trip: String

    init() throws {
        folder = try temporaryFolder("shoptools-group")
        trip = folder + "/trip.txt"
        try Data("people Aki Ren\nhotel 4000 paid by Aki\n".utf8).write(to: URL(filePath: trip))
    }

    func text(_ path: String) throws -> String { String(decoding: try Data(contentsOf: URL(filePath: path)), as: UTF8.self) }

    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }

    func info(_ path: String) -> stat {
        var info = stat()
        _ = stat(path, &info)
        return info
    }

    @Test(arguments: AppendCase.all)
    func theNewLineEndsAsTheFilesLinesDo(_ row: AppendCase) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(
            String(decoding: Group.appendedBytes(lines: ["taxi 1000 paid by Ren"], to: Array(row.file.utf8)), as: UTF8.self)
                == row.appended)
        try Data(row.file.utf8).write(to: URL(filePath: trip))
        let group = try Group.append("taxi 1000 paid by Ren", toFileAt: trip)
        #expect(try text(trip) == row.file + row.appended)
        #expect(try Group(reading: Array(text(trip).utf8), named: trip).expenses == group.expenses)
        #expect(group.expenses.last?.label == "taxi")
    }

    @Test func aLineEndingIsTheFirstBreaks() {
        #expect(Group.lineEnding(of: []) == .lf)
        #expect(Group.lineEnding(of: Array("people Aki".utf8)) == .lf)
        #expect(Group.lineEnding(of: Array("people Aki\r\nx\n".utf8)) == .crlf)
        #expect(Group.lineEnding(of: Array("\n\r\n".utf8)) == .lf)
        #expect(
            Group.appendedBytes(lines: ["a 1 paid by Aki", "b 2 paid by Ren"], to: Array("x\r\n".utf8))
                == Array("a 1 paid by Aki\r\nb 2 paid by Ren\r\n".utf8))
    }

    @Test func anAppendKeepsTheFilesHardLinksModeAndInode() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let other = folder + "/shared-trip.txt"
        #expect(link(trip, other) == 0)
        chmod(trip, 0o640)
        let before = info(trip)
        try Group.append("taxi 1000 paid by Ren", toFileAt: trip)
        let after = info(trip)
        #expect(after.st_ino == before.st_ino && after.st_nlink == 2)
        #expect(after.st_mode & 0o7777 == 0o640)
        #expect(try text(other) == "people Aki Ren\nhotel 4000 paid by Aki\ntaxi 1000 paid by Ren\n")
        #expect(try names() == ["shared-trip.txt", "trip.txt"])
    }

    /// A rewrite keeps the links of a file that has them (in place) and the mode of one that does not (a rename).
    @Test(arguments: [true, false])
    func aReplaceKeepsHardLinksAndMode(linked: Bool) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let other = folder + "/shared-trip.txt"
        if linked { #expect(link(trip, other) == 0) }
        chmod(trip, 0o600)
        let before = info(trip)
        let new = "people Aki Ren\r\nhotel 4000 paid by Aki\r\n"
        let result = try Group.changeFile(at: trip) { bytes throws(LocatedError<SettleError>) in
            (.replace(Array(new.utf8)), bytes.count)
        }
        #expect(result == "people Aki Ren\nhotel 4000 paid by Aki\n".utf8.count)
        #expect(try text(trip) == new)
        #expect(info(trip).st_mode & 0o7777 == 0o600)
        if linked {
            #expect(info(trip).st_ino == before.st_ino)
            #expect(try text(other) == new)
        }
        #expect(try names() == (linked ? ["shared-trip.txt", "trip.txt"] : ["trip.txt"]))
    }

    /// A shorter rewrite in place leaves nothing of the longer old file after it.
    @Test func aShorterReplaceInPlaceEndsTheFile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(link(trip, folder + "/other.txt") == 0)
        try Group.changeFile(at: trip) { _ throws(LocatedError<SettleError>) in (.replace(Array("people Aki\n".utf8)), ()) }
        #expect(try text(folder + "/other.txt") == "people Aki\n")
    }

    /// Whatever `decide` refuses writes nothing and leaves no lock file.
    @Test func aRefusedChangeWritesNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: LocatedError(SettleError.emptyCart("x"))) {
            try Group.changeFile(at: trip) { _ throws(LocatedError<SettleError>) -> (FileChange, Void) in
                throw LocatedError(.emptyCart("x"))
            }
        }
        #expect(throws: LocatedError<SettleError>.self) { try Group.append("people Kai", toFileAt: trip) }
        #expect(try text(trip) == "people Aki Ren\nhotel 4000 paid by Aki\n")
        #expect(try names() == ["trip.txt"])
    }

    /// While the lock is held, its file has no read bit the group file lacks.
    @Test(arguments: [0o600, 0o640, 0o644, 0o660, 0o604] as [mode_t])
    func theLockFileIsNoMoreReadableThanTheFile(_ permissions: mode_t) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        chmod(trip, permissions)
        let lock = try Group.changeFile(at: trip) { _ throws(LocatedError<SettleError>) in (.nothing, info(trip + ".lock")) }
        #expect(lock.st_mode & 0o444 & ~permissions == 0)
        #expect(lock.st_uid == info(trip).st_uid && lock.st_gid == info(trip).st_gid)
        #expect(try names() == ["trip.txt"])
    }

    /// What a kill -9 leaves: a temporary file of a process that is gone, and
    /// a lock file no process holds.
    ///
    /// The next append removes both and is not blocked.
    @Test func whatAKilledRunLeftIsRemovedByTheNextAppend() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // No process has the largest number a pid can have; process 1 always runs.
        let dead = trip + ".tmp-2147483647", live = trip + ".tmp-1", other = folder + "/other.txt.tmp-2147483647"
        for path in [dead, live, other, trip + ".lock"] { #expect(FileManager.default.createFile(atPath: path, contents: nil)) }
        try Group.append("taxi 1000 paid by Ren", toFileAt: trip)
        #expect(try names() == ["other.txt.tmp-2147483647", "trip.txt", "trip.txt.tmp-1"])
        #expect(try text(trip).hasSuffix("taxi 1000 paid by Ren\n"))
    }
}
