import Foundation
import ShopCore
import TestSupport
import Testing

@testable import Cart

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The cart's lock file keeps its figures, so it is never more readable than
/// the cart; the file layer holds termination signals off, writes in place and
/// removes what killed runs left.
@Suite struct FileLayerTests {
    let folder: String
    let cart: String

    init() throws {
        folder = try temporaryFolder()
        cart = folder + "/cart.json"
    }

    func info(_ path: String) -> stat {
        var info = stat()
        _ = stat(path, &info)
        return info
    }

    func item(_ amount: Decimal) throws -> Cart.Item { try Cart.Item(amount: Money(amount, .jpy), label: "tea") }

    @Test(arguments: [0o600, 0o640, 0o644, 0o660] as [mode_t])
    func aCartsLockFileIsNoMoreReadableThanTheCart(_ permissions: mode_t) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try CartStore(path: cart, currency: .jpy)
        try store.add(item(100))
        chmod(cart, permissions)
        try store.add(item(200))
        let lock = info(cart + ".lock")
        #expect(lock.st_mode & 0o444 & ~permissions == 0)
        #expect(lock.st_uid == info(cart).st_uid && lock.st_gid == info(cart).st_gid)
        #expect(lock.st_size > 0, "the record is kept")
        #expect(try CartStore(path: cart, currency: .jpy).summary().count == 2)
    }

    /// A lock file an older shoptools made `0644` beside a `0600` cart is put right by the next read.
    @Test func anOpenLockFileIsPutRightByTheNextRead() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try CartStore(path: cart, currency: .jpy)
        try store.add(item(100))
        chmod(cart, 0o600)
        chmod(cart + ".lock", 0o644)
        _ = try CartStore(path: cart, currency: .jpy).summary()
        #expect(info(cart + ".lock").st_mode & 0o777 == 0o600)
    }

    /// A new cart and its lock file are made alike: neither is more readable than the other.
    @Test func aNewCartsLockFileIsMadeAsTheCartIs() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try CartStore(path: cart, currency: .jpy).add(item(100))
        #expect(info(cart + ".lock").st_mode & 0o444 == info(cart).st_mode & 0o444)
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
        try Data("one\n".utf8).write(to: URL(filePath: path))
        let inode = info(path).st_ino
        try FileSystem.writeInPlace(Array("two\n".utf8), from: 4, replacing: [], in: path, cartPath: path)
        try FileSystem.writeInPlace(
            Array("1\n".utf8), from: 0, replacing: Array("one\ntwo\n".utf8)[...], in: path, cartPath: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "1\n")
        #expect(info(path).st_ino == inode)
        // Not the size that was read: someone wrote without the lock, and the file stays as it is.
        #expect(throws: CartError.io(path: path, operation: .write, reason: "Changed while it was being read")) {
            try FileSystem.writeInPlace(Array("3\n".utf8), from: 0, replacing: [], in: path, cartPath: path)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "1\n")
    }

    @Test func staleTemporariesOfTheCartAreRemovedByTheNextRewrite() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: cart + ".tmp-2147483647", contents: nil))
        #expect(FileManager.default.createFile(atPath: cart + ".tmp-1", contents: nil))
        try CartStore(path: cart, currency: .jpy).add(item(100))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == ["cart.json", "cart.json.lock", "cart.json.tmp-1"])
    }
}
