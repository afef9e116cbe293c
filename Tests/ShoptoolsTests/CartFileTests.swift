import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The cart file seen from the command line: damaged files, paths that are
/// not regular files, read-only folders and amounts that cannot be paid.
@Suite final class CartFileTests {
    let folder: String
    var cart: String { folder + "/carts/cart.json" }

    init() throws {
        folder = try temporaryFolder()
        chmod(folder, 0o755)
        try FileManager.default.createDirectory(atPath: folder + "/carts", withIntermediateDirectories: true)
    }

    deinit {
        chmod(folder + "/carts", 0o755)
        try? FileManager.default.removeItem(atPath: folder)
    }

    func run(_ arguments: [String], cart: String? = nil) throws -> Run {
        Shoptools.run(["cart"] + arguments + ["--cart", cart ?? self.cart])
    }

    func contents() throws -> String { try String(contentsOfFile: cart, encoding: .utf8) }

    func refused(_ message: String, status: Int32 = 65) -> Run {
        Run(stdout: "", stderr: "shoptools: error: \(message)\n", status: status)
    }

    struct Damage: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let edit: @Sendable ([String]) -> [String]
        let reason: String
        let japanese: String
    }

    static let damages = [
        Damage(
            testDescription: "garbage in the middle", edit: { lines in Array(lines[..<2]) + ["garbage"] + Array(lines[2...]) },
            reason: "line 3 is not a cart change", japanese: "3行目が壊れています"),
        Damage(
            testDescription: "last total edited by hand",
            edit: { lines in
                Array(lines.dropLast()) + [
                    lines[lines.count - 1].replacingOccurrences(of: #""total":"600""#, with: #""total":"601""#)
                ]
            }, reason: "line 4 does not match its checksum", japanese: "4行目のチェックサムが合いません"),
    ]

    @Test(arguments: damages)
    func everyCommandRefusesADamagedCart(_ damage: Damage) throws {
        for amount in ["100", "200", "300"] { #expect(try run(["add", amount]).status == 0) }
        let text = damage.edit(try contents().split(separator: "\n").map(String.init)).joined(separator: "\n") + "\n"
        try text.write(toFile: cart, atomically: false, encoding: .utf8)
        let message =
            "cart file \"\(cart)\" cannot be read (\(damage.reason)); it was left as it is; "
            + "shoptools cart repair keeps it aside and rebuilds the cart from what can be read"
        for arguments in [["total"], ["add", "1"], ["list"], ["undo"], ["remove", "1"], ["clear", "--yes"]] {
            #expect(try run(arguments) == refused(message), "\(arguments)")
        }
        #expect(
            try run(["add", "1", "--lang", "ja"])
                == Run(
                    stdout: "",
                    stderr: "shoptools: エラー: カートファイル「\(cart)」を読めません。\(damage.japanese)。ファイルはそのままです。"
                        + "shoptools cart repair で、このファイルを残したまま読める部分からカートを作り直せます\n",
                    status: 65))
        #expect(try contents() == text)
    }

    @Test func aFIFOIsRefusedAtOnce() throws {
        let fifo = folder + "/carts/fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        for arguments in [["list"], ["total"], ["add", "1"]] {
            #expect(
                try run(arguments, cart: fifo)
                    == refused("cart file \"\(fifo)\" is a FIFO (named pipe), not a regular file", status: 74))
        }
        #expect(!FileManager.default.fileExists(atPath: fifo + ".lock"))
    }

    @Test func pathsThatCannotBeACartFile() throws {
        let here = FileManager.default.currentDirectoryPath
        let leftovers = {
            ((try? FileManager.default.contentsOfDirectory(atPath: here)) ?? []).filter { $0 == ".lock" || $0.hasPrefix(".tmp-") }
        }
        let before = leftovers()
        #expect(try run(["add", "1"], cart: "") == refused("the cart path is empty; expected the path of a file"))
        #expect(
            try run(["add", "1"], cart: folder + "/carts/")
                == refused("cart path \"\(folder)/carts/\" names a folder, not a file"))
        #expect(
            try run(["list"], cart: folder + "/carts")
                == refused("cart file \"\(folder)/carts\" is a folder, not a regular file", status: 74))
        #expect(leftovers() == before, "nothing made in the working folder")
    }

    @Test func anAmountThatCannotBePaidIsRefused() throws {
        #expect(
            try run(["add", "100.5"])
                == refused("¥100.5 is not a whole number of JPY 1; a cart line must come to an amount that can be paid"))
        #expect(!FileManager.default.fileExists(atPath: cart), "a refused first add makes no file")
        #expect(try run(["add", "100.5", "--qty", "2"]).stdout == "added 2 × ¥100.5 · total ¥201 (1 item)\n")
    }

    @Test func aRefusedChangeToANewCartLeavesNoTrace() throws {
        let new = folder + "/new/sub/c.json"
        #expect(try run(["undo"], cart: new) == refused("nothing to undo", status: 1))
        #expect(
            try run(["add", "10.5"], cart: new)
                == refused("¥10.5 is not a whole number of JPY 1; a cart line must come to an amount that can be paid"))
        #expect(try run(["remove", "3"], cart: new) == refused("there is no item 3; the cart is empty"))
        #expect(try run(["clear", "--yes"], cart: new) == Run(stdout: "the cart is already empty\n", stderr: "", status: 0))
        #expect(!FileManager.default.fileExists(atPath: folder + "/new"), "no folder, no lock, no file")
        #expect(try run(["add", "10"], cart: new).status == 0)
        #expect(FileManager.default.fileExists(atPath: new) && FileManager.default.fileExists(atPath: new + ".lock"))
    }

    /// Runs as a user who may read the folder but not write it: `nobody`
    /// through `setpriv` when the tests run as root (root ignores file
    /// modes), else the user running the tests.
    func runAsReader(_ arguments: [String]) throws -> Run {
        guard getuid() == 0 else { return try run(arguments) }
        return try Shoptools.spawn(
            ["--reuid=65534", "--regid=65534", "--clear-groups", "--", Shoptools.executable.path, "cart"]
                + arguments + ["--cart", cart], executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
    }

    @Test(.enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func aCartInAReadOnlyFolderCanBeReadButNotChanged() throws {
        _ = try run(["add", "6860", "--label", "coat"])
        _ = try run(["add", "2740", "--qty", "2"])
        let list = "1  coat  1 × ¥6,860  ¥6,860\n2  -     2 × ¥2,740  ¥5,480\ntotal ¥12,340 (2 items)\n"
        let before = try contents()
        chmod(folder + "/carts", 0o555)
        // A lock file that the reader cannot write: a shared lock on a read-only descriptor.
        #expect(try runAsReader(["total"]) == Run(stdout: "total ¥12,340 (2 items)\n", stderr: "", status: 0))
        #expect(try runAsReader(["list"]) == Run(stdout: list, stderr: "", status: 0))
        // No lock file, and none can be made: read without one.
        try FileManager.default.removeItem(atPath: cart + ".lock")
        #expect(try runAsReader(["total"]) == Run(stdout: "total ¥12,340 (2 items)\n", stderr: "", status: 0))
        #expect(try runAsReader(["list"]) == Run(stdout: list, stderr: "", status: 0))
        // Another user's cart that grants others no write.
        #expect(try runAsReader(["add", "1"]) == refused("\"\(cart)\" is read-only; it was left as it is", status: 74))
        #expect(try contents() == before)
        #expect(!FileManager.default.fileExists(atPath: cart + ".lock"))
    }
}
