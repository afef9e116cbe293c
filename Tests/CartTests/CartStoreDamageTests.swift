import Cart
import Foundation
import ShopCore
import ShopFiles
import TestSupport
import Testing

/// A damaged cart file is refused by every call and never written to, while
/// `add` and `summary` of an untouched file read only its ends.
@Suite final class CartStoreDamageTests {
    let folder: String
    var path: String { folder + "/cart.json" }

    init() throws {
        folder = try temporaryFolder("cart-damage")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func item(_ amount: String, qty: Int = 1) throws -> Cart.Item {
        try Cart.Item(amount: Money(Decimal(string: amount)!, .jpy), quantity: qty)
    }
    func contents() throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
    func store() throws -> CartStore { try CartStore(path: path, currency: .jpy) }

    /// Rewrites the file in place (same inode), as an editor that saves over the file does.
    func overwrite(_ text: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// A cart of 100, 200 and 300 made by the store, then `edit`ed.
    func damaged(_ edit: ([String]) -> [String], inPlace: Bool) throws -> String {
        let maker = try store()
        for amount in ["100", "200", "300"] { try maker.add(item(amount)) }
        let lines = try contents().split(separator: "\n").map(String.init)
        let text = edit(lines).joined(separator: "\n") + "\n"
        if inPlace { try overwrite(text) } else { try text.write(toFile: path, atomically: true, encoding: .utf8) }
        return text
    }

    struct Damage: Sendable, CustomTestStringConvertible {
        let name: String
        let edit: @Sendable ([String]) -> [String]
        let damage: CartError.Damage
        var testDescription: String { name }
    }

    static let damages: [Damage] = [
        Damage(
            name: "garbage line in the middle",
            edit: { lines in
                var lines = lines
                lines.insert("garbage", at: 2)
                return lines
            }, damage: .notAChange(line: 3)),
        Damage(
            name: "last total edited by hand",
            edit: { lines in
                lines.dropLast() + [lines[lines.count - 1].replacingOccurrences(of: #""total":"600""#, with: #""total":"700""#)]
            }, damage: .checksum(line: 4)),
        Damage(
            name: "middle amount and totals edited consistently",
            edit: { lines in
                [
                    lines[0], lines[1],
                    lines[2].replacingOccurrences(of: "200", with: "250").replacingOccurrences(of: "300", with: "350"),
                    lines[3].replacingOccurrences(of: "600", with: "650"),
                ]
            }, damage: .checksum(line: 3)),
        Damage(
            name: "a line appended with echo", edit: { lines in lines + [#"{"op":"clear","count":0,"total":"0"}"#] },
            damage: .checksum(line: 5)),
    ]

    @Test(arguments: damages, [false, true])
    func aDamagedFileIsRefusedByEveryCallAndNeverWritten(_ damage: Damage, inPlace: Bool) throws {
        let text = try damaged(damage.edit, inPlace: inPlace)
        let refused = CartError.unreadable(path: path, damage: damage.damage)
        let store = try store()
        #expect(throws: refused) { try store.summary() }
        #expect(throws: refused) { try store.add(item("1")) }
        #expect(throws: refused) { try store.load() }
        #expect(throws: refused) { try store.undo() }
        #expect(throws: refused) { try store.remove(at: 1) }
        #expect(throws: refused) { try store.confirm(Cart(currency: .jpy).requestClear()) }
        #expect(try contents() == text, "never written to")
    }

    @Test func aDamagedFileIsRefusedByTheStoreThatMadeIt() throws {
        let session = try store()
        for amount in ["100", "200"] { try session.add(item(amount)) }
        _ = try session.load()
        let lines = try contents().split(separator: "\n").map(String.init)
        let text =
            [lines[0], lines[1].replacingOccurrences(of: "\"100\"", with: "\"900\""), lines[2]].joined(separator: "\n") + "\n"
        try overwrite(text)
        #expect(throws: CartError.unreadable(path: path, damage: .checksum(line: 2))) { try session.add(item("1")) }
        #expect(throws: CartError.unreadable(path: path, damage: .checksum(line: 2))) { try session.summary() }
        #expect(try contents() == text)
    }

    @Test func addAndTotalReadOnlyTheEndsOfAnUntouchedFile() throws {
        // 5,000 lines as an older shoptools wrote them (format 1, no sums).
        var text = #"{"shoptools":"cart","version":1,"currency":"JPY"}"# + "\n"
        for count in 1...5000 {
            text += #"{"op":"add","amount":"1","qty":1,"label":null,"count":\#(count),"total":"\#(count)"}"# + "\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let first = try store()
        try first.add(item("1"))
        #expect(first.bytesReadByLastCall > 5000 * 60, "the first change reads and checks every line once")
        let second = try store()
        try second.add(item("2"))
        #expect(second.bytesReadByLastCall < 2048)
        let third = try store()
        #expect(try third.summary() == CartSummary(count: 5002, total: Money(5003, .jpy)))
        #expect(third.bytesReadByLastCall < 2048)
        #expect(try third.load().count == 5002)
        #expect(third.bytesReadByLastCall > 5000 * 60)
    }

    @Test func aSessionReadsOnlyWhatOthersAppended() throws {
        let session = try store()
        for _ in 0..<200 { try session.add(item("1")) }
        _ = try session.load()
        try store().add(item("5"))
        #expect(try session.load().total == Money(205, .jpy))
        #expect(session.bytesReadByLastCall < 2048)
    }

    @Test func aSessionSeesAFileReplacedInPlaceAndCheckedByAnotherStore() throws {
        let session = try store()
        for amount in ["100", "200"] { try session.add(item(amount)) }
        _ = try session.load()
        // Another valid cart written over this one in place (same inode), as an editor might.
        let other = try CartStore(path: folder + "/other.json", currency: .jpy)
        for amount in ["900", "200"] { try other.add(item(amount)) }
        try overwrite(try String(contentsOfFile: folder + "/other.json", encoding: .utf8))
        let _: Cart = try store().add(item("5"))  // reads it whole, finds it valid, starts a new chain of records
        #expect(try session.load().items.map(\.amount.amount) == [900, 200, 5])
        #expect(try session.summary() == CartSummary(count: 3, total: Money(1105, .jpy)))
    }

    @Test func anOldFileStillLoadsAndIsRewrittenInTheNewFormatByItsFirstChange() throws {
        // Written by an older shoptools: a line total that cannot be paid, and a clear of an empty cart then undone.
        let old = """
            {"shoptools":"cart","version":1,"currency":"JPY"}
            {"op":"add","amount":"100.50","qty":1,"label":"half","count":1,"total":"100.5"}
            {"op":"clear","count":0,"total":"0"}
            {"op":"clear","count":0,"total":"0"}
            {"op":"undo","count":0,"total":"0"}

            """
        try old.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try store().load().count == 0)
        #expect(try store().summary() == CartSummary(count: 0, total: Money(0, .jpy)))
        let loaded = try store().load()
        #expect(try store().load() == loaded, "every load gives the old lines the same ids")
        #expect(try contents() == old, "reading never rewrites")
        let (undone, cart) = try store().undo()
        #expect(undone == loaded.history.last, "the item of the old file, with the id it was given")
        #expect(cart.items.contents == [try Cart.Item(amount: Money(Decimal(string: "100.5")!, .jpy), label: "half")].contents)
        #expect(cart.total == Money(Decimal(string: "100.5")!, .jpy))
        #expect(try store().load().items == cart.items, "the rewritten file keeps that id")
        #expect(
            try contents() == """
                {"shoptools":"cart","version":5,"currency":"JPY","sum":"4131c2ff8c246328"}
                {"op":"add","id":"7D4B757F-7948-83DB-92A7-55BE1FB59E06","amount":"100.5","qty":1,"label":"half","count":1,"total":"100.5","sum":"c32866a5a10d9708"}
                {"op":"clear","count":0,"total":"0","sum":"af9f9862198d7fad"}
                {"op":"clear","count":0,"total":"0","sum":"af9f9862198d7fad"}
                {"op":"undo","count":0,"total":"0","sum":"7455954a4270d526"}
                {"op":"undo","count":1,"total":"100.5","sum":"1f0615249d29421b"}

                """)
        let before = try contents()
        #expect(throws: CartError.notPayable(lineTotal: Money(Decimal(string: "0.5")!, .jpy))) { try store().add(item("0.5")) }
        #expect(try contents() == before)
    }

    @Test func clearingAnEmptyStoredCartWritesNothing() throws {
        let store = try store()
        try store.add(item("100"))
        try store.confirm(store.load().requestClear())
        let before = try contents()
        try store.confirm(store.load().requestClear())
        #expect(try contents() == before)
        try store.undo()
        #expect(try store.summary() == CartSummary(count: 1, total: Money(100, .jpy)))
    }

    @Test func aDamagedRecordOnlyMeansOneFullRead() throws {
        try store().add(item("100"))
        for (index, record) in ["", "garbage\n", #"{"shoptools":"cart-state","version":1}"# + "\n"].enumerated() {
            try record.write(toFile: path + ".lock", atomically: false, encoding: .utf8)
            #expect(
                try store().add(item("1"))
                    == CartSummary(count: index + 2, total: Money(Decimal(101 + index), .jpy)))
        }
        #expect(try store().load().count == 4)
    }
}

/// What a newcomer's review found: lines cut off the end, links, and
/// folders in the way.
@Suite final class CartStoreReviewTests {
    let folder: String

    init() throws {
        folder = try temporaryFolder("cart-review")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    @Test func aFileShorterThanItsLastChangeLeftItIsRefused() throws {
        let path = folder + "/cart.json"
        let store = try CartStore(path: path, currency: .jpy)
        for amount in [100, 200, 300] { try store.add(Cart.Item(amount: Money(Decimal(amount), .jpy))) }
        var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeLast(2)  // the last line and the empty string after its newline
        let shortened = lines.joined(separator: "\n") + "\n"
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(shortened.utf8.count))
        try handle.close()
        let fresh = try CartStore(path: path, currency: .jpy)
        #expect(throws: CartError.unreadable(path: path, damage: .shortened)) { try fresh.summary() }
        #expect(throws: CartError.unreadable(path: path, damage: .shortened)) { try fresh.add(Cart.Item(amount: Money(1, .jpy))) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == shortened, "nothing written")
    }

    /// An editor that saves by writing a new file (`sed -i`) gives a new inode: the record still knows how many
    /// lines the last change left.
    @Test func aLastLineDeletedThroughANewFileIsRefused() throws {
        let path = folder + "/cart.json"
        let store = try CartStore(path: path, currency: .jpy)
        for amount in [100, 200, 300] { _ = try store.add(Cart.Item(amount: Money(Decimal(amount), .jpy))) }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropLast()
        let shortened = lines.joined(separator: "\n") + "\n"
        try FileManager.default.removeItem(atPath: path)
        try shortened.write(toFile: path, atomically: true, encoding: .utf8)
        let fresh = try CartStore(path: path, currency: .jpy)
        #expect(throws: CartError.unreadable(path: path, damage: .shortened)) { try fresh.summary() }
        #expect(throws: CartError.unreadable(path: path, damage: .shortened)) { try fresh.add(Cart.Item(amount: Money(1, .jpy))) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == shortened, "nothing written")
        // Restoring an older copy on purpose: remove the record, and the copy is the cart.
        try FileManager.default.removeItem(atPath: path + ".lock")
        #expect(try fresh.summary() == CartSummary(count: 2, total: Money(300, .jpy)))
    }

    @Test func aLinkAndItsFileShareOneLockAndOneFile() throws {
        let real = folder + "/real.json", link = folder + "/link.json", dangling = folder + "/dangling.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        try CartStore(path: link, currency: .jpy).add(Cart.Item(amount: Money(1, .jpy)))
        try CartStore(path: real, currency: .jpy).add(Cart.Item(amount: Money(2, .jpy)))
        #expect(try CartStore(path: link, currency: .jpy).summary() == CartSummary(count: 2, total: Money(3, .jpy)))
        #expect(!FileManager.default.fileExists(atPath: link + ".lock"), "the link's file is locked, not the link")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.json", "the link stays a link")
        // A link to a file that does not exist yet makes that file.
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder + "/later.json")
        try CartStore(path: dangling, currency: .jpy).add(Cart.Item(amount: Money(5, .jpy)))
        #expect(FileManager.default.fileExists(atPath: folder + "/later.json"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling) == folder + "/later.json")
    }

    @Test func aFileInTheWayOfTheFolderIsAnIOError() throws {
        let file = folder + "/plain"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let store = try CartStore(path: file + "/cart.json", currency: .jpy)
        let refused = CartError.file(.io(path: file + "/cart.json", operation: .lookUp, reason: "Not a directory"))
        #expect(throws: refused) { try store.summary() }
        #expect(throws: refused) { try store.load() }
        #expect(throws: refused) { try store.add(Cart.Item(amount: Money(1, .jpy))) }
        #expect(refused.description == "cart file \"\(file)/cart.json\": Not a directory")
    }
}
