import Cart
import Foundation
import ShopCore
import ShopFiles
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Only regular files are carts, a path must be able to name one, and
/// reading needs no write access.
@Suite final class CartStorePathTests {
    let folder: String
    var path: String { folder + "/cart.json" }

    init() throws {
        folder = try temporaryFolder("cart-paths")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func contents() throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test(arguments: ["", "carts/", "/", "carts/.", "carts/..", "cart\u{0}.json"])
    func aPathThatCannotNameAFileIsRefusedFirst(_ bad: String) {
        #expect(throws: CartError.file(.notAFilePath(bad))) { try CartStore(path: bad, currency: .jpy) }
    }

    @Test func pathMessages() {
        #expect(CartError.file(.notAFilePath("")).description == "the cart path is empty; expected the path of a file")
        #expect(CartError.file(.notAFilePath("carts/")).description == #"cart path "carts/" names a folder, not a file"#)
        #expect(
            CartError.file(.notARegularFile(path: "/tmp/p", kind: .fifo)).description
                == #"cart file "/tmp/p" is a FIFO (named pipe), not a regular file"#)
    }

    /// Every call on `path` is refused as `kind`, at once, and leaves no lock file.
    func expectRefused(_ path: String, as kind: FileError.Kind) throws {
        let refused = CartError.file(.notARegularFile(path: path, kind: kind))
        let store = try CartStore(path: path, currency: .jpy)
        #expect(throws: refused) { try store.load() }
        #expect(throws: refused) { try store.summary() }
        #expect(throws: refused) { try store.add(Cart.Item(amount: Money(1, .jpy))) }
        #expect(throws: refused) { try store.undo() }
        #expect(throws: refused) { try store.remove(at: 1) }
        #expect(throws: refused) { try store.confirm(Cart(currency: .jpy).requestClear()) }
    }

    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        #expect(mkfifo(path, 0o644) == 0)
        try expectRefused(path, as: .fifo)
        #expect(!FileManager.default.fileExists(atPath: path + ".lock"))
    }

    @Test func aFolderIsRefused() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try expectRefused(path, as: .directory)
        #expect(!FileManager.default.fileExists(atPath: path + ".lock"))
    }

    @Test func aDeviceIsRefused() throws {
        let existed = FileManager.default.fileExists(atPath: "/dev/null.lock")
        try expectRefused("/dev/null", as: .characterDevice)
        #expect(FileManager.default.fileExists(atPath: "/dev/null.lock") == existed, "no lock file made beside it")
    }

    @Test func aLinkToACartIsFollowedAndKeptByTheFormatUpgrade() throws {
        let target = folder + "/real.json"
        try (#"{"shoptools":"cart","version":1,"currency":"JPY"}"# + "\n").write(
            toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        try CartStore(path: path, currency: .jpy).add(Cart.Item(amount: Money(5, .jpy)))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix(#"{"shoptools":"cart","version":5,"#))
    }

    /// As root, permissions cannot make a lock file unwritable; a folder in
    /// its place can, and it exists, so reads take a shared lock on it
    /// opened read-only. (CartFileTests run the real thing as `nobody`.)
    @Test func aLockFileThatCannotBeWrittenStillLetsTheCartBeRead() throws {
        let store = try CartStore(path: path, currency: .jpy)
        try store.add(Cart.Item(amount: Money(100, .jpy)))
        try store.add(Cart.Item(amount: Money(250, .jpy), quantity: 2))
        try FileManager.default.removeItem(atPath: path + ".lock")
        try FileManager.default.createDirectory(atPath: path + ".lock", withIntermediateDirectories: false)
        let before = try contents()
        let reader = try CartStore(path: path, currency: .jpy)
        #expect(try reader.summary() == CartSummary(count: 2, total: Money(600, .jpy)))
        #expect(try reader.load().items.map(\.amount.amount) == [100, 250])
        #expect(throws: CartError.file(.io(path: path, operation: .openLock(path + ".lock"), reason: "Is a directory"))) {
            try reader.add(Cart.Item(amount: Money(1, .jpy)))
        }
        #expect(try contents() == before)
    }
}
