import Foundation
import ShopCore
import ShopFiles
import TestSupport
import Testing
import Warikan

/// A bill read from its file through the file layer: what is in it, where a line is wrong, and
/// why a file that cannot be read is not.
@Suite struct BillFileTests {
    let folder: String

    init() throws { folder = try temporaryFolder("shoptools-bill") }

    @Test func aBillIsReadFromItsFile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/izakaya.bill"
        try Data("people Aki Ren\nbeer 600 ×2\n".utf8).write(to: URL(filePath: path))
        let bill = try Warikan.Bill(contentsOfFile: path, currency: .jpy)
        #expect(bill.items == [.init("beer", price: 600, quantity: 2)])
    }

    @Test func aBadLineIsLocatedInTheFileWithItsText() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/izakaya.bill"
        try Data("people Aki Ren\nbeer 6OO\n".utf8).write(to: URL(filePath: path))
        do {
            _ = try Warikan.Bill(contentsOfFile: path, currency: .jpy)
            Issue.record("6OO was read as an amount")
        } catch {
            #expect(error.failure == .notAnAmount("6OO"))
            #expect(error.places == [SourceLocation(file: path, line: 2, column: 6)])
            #expect(error.excerpt == SourceExcerpt(line: 2, text: "beer 6OO", column: 6, length: 3))
        }
    }

    @Test func aFileThatCannotBeReadIsSaidSo() {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/none.bill"
        expectThrows(
            located(
                BillError.cannotRead(.io(path: path, operation: .open, reason: "No such file or directory")),
                at: SourceLocation(file: path))
        ) { try Warikan.Bill(contentsOfFile: path, currency: .jpy) }
        #expect(
            BillError.cannotRead(.io(path: "x.bill", operation: .open, reason: "No such file or directory")).description
                == #"cannot read the bill "x.bill": No such file or directory"#)
    }
}
