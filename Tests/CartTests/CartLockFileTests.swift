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
/// the cart; a rewrite of the cart removes what killed runs left beside it
/// (the file layer itself is tested in ShopFilesTests).
@Suite struct CartLockFileTests {
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
