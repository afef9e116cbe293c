import Foundation
import ShopCore
import Tax
import TestSupport
import Testing

@testable import Cart

/// The quick reader of `add` lines answers exactly what the general reader answers, and leaves every other
/// line (and every damaged one) to it.
@Suite struct JournalAddLineTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let version: Int
        let currency: Currency
        let line: String
        var testDescription: String { name }
    }

    static let id = "9B0F6C2E-58A1-4C3D-9E7F-1A2B3C4D5E6F"

    /// `body` with its sum, as a writer seals it (no newline).
    static func sealed(_ body: String) -> String {
        let sum = String(Journal.checksum(Array(body.utf8)), radix: 16)
        return body + #","sum":""# + String(repeating: "0", count: 16 - sum.count) + sum + "\"}"
    }

    static func written(_ item: Cart.Item, count: Int = 1, total: String) -> String {
        String(Journal.line(.add(item), count: count, total: ExactDecimal(plain: total)!).dropLast())
    }

    static let quick: [Case] = {
        let uuid = UUID(uuidString: id)!
        func item(
            _ amount: Decimal, _ currency: Currency = .jpy, label: String?, quantity: Int = 1, tax: TaxCategory = .outsideTax
        )
            -> Cart.Item
        {
            (try? Cart.Item(amount: Money(amount, currency), label: label, quantity: quantity, tax: tax, id: uuid))!
        }
        let eight = TaxCategory(rate: (try? Percentage(8))!, basis: .excluded)
        let ten = TaxCategory(rate: (try? Percentage(10))!, basis: .included)
        let odd = TaxCategory(rate: (try? Percentage(Decimal(string: "8.875")!))!, basis: .excluded)
        return [
            Case(name: "plain", version: 5, currency: .jpy, line: written(item(2396, label: "bench"), total: "2396")),
            Case(name: "no label", version: 5, currency: .jpy, line: written(item(100, label: nil), total: "100")),
            Case(
                name: "empty label", version: 5, currency: .jpy,
                line: sealed(
                    #"{"op":"add","id":"\#(id)","amount":"5","qty":1,"label":"","count":1,"total":"5""#)),
            Case(name: "Japanese label", version: 5, currency: .jpy, line: written(item(6860, label: "コート 🥕"), total: "6860")),
            Case(
                name: "label with spaces around", version: 5, currency: .jpy,
                line: sealed(
                    #"{"op":"add","id":"\#(id)","amount":"5","qty":1,"label":"  tea ","count":1,"total":"5""#)),
            Case(
                name: "quantity", version: 5, currency: .jpy,
                line: written(item(120, label: "egg", quantity: 12), count: 3, total: "1440")),
            Case(
                name: "8% excluded", version: 5, currency: .jpy, line: written(item(980, label: "rice", tax: eight), total: "980")
            ),
            Case(
                name: "10% included", version: 4, currency: .jpy,
                line: written(item(1100, label: "wine", tax: ten), total: "1100")),
            Case(
                name: "8.875% on cents", version: 5, currency: .usd,
                line: written(
                    item(Decimal(string: "12.5")!, .usd, label: "book", tax: odd), total: "12.5")),
            Case(
                name: "leading zeros, read as JSON's reader reads them", version: 5, currency: .jpy,
                line: sealed(
                    #"{"op":"add","id":"\#(id)","amount":"005","qty":001,"label":null,"count":01,"total":"5""#)),
            Case(
                name: "version 3, lower-case id", version: 3, currency: .jpy,
                line: sealed(
                    #"{"op":"add","id":"\#(id.lowercased())","amount":"300","qty":2,"label":null,"count":1,"total":"600""#)),
        ]
    }()

    /// Lines the quick reader leaves to the general one: they read (or are refused) as they always were.
    static let general: [Case] = [
        Case(
            name: "escaped label", version: 5, currency: .jpy,
            line: sealed(
                #"{"op":"add","id":"\#(id)","amount":"5","qty":1,"label":"a\"b","count":1,"total":"5""#)),
        Case(
            name: "fields in another order", version: 5, currency: .jpy,
            line: sealed(
                #"{"op":"add","amount":"5","id":"\#(id)","qty":1,"label":null,"count":1,"total":"5""#)),
        Case(
            name: "spaces", version: 5, currency: .jpy,
            line: sealed(
                #"{"op": "add","id":"\#(id)","amount":"5","qty":1,"label":null,"count":1,"total":"5""#)),
        Case(
            name: "19 digits", version: 5, currency: .jpy,
            line: sealed(
                #"{"op":"add","id":"\#(id)","amount":"1000000000000000000","qty":1,"label":null,"count":1,"total":"1000000000000000000""#
            )),
        Case(
            name: "negative amount", version: 5, currency: .jpy,
            line: sealed(
                #"{"op":"add","id":"\#(id)","amount":"-5","qty":1,"label":null,"count":1,"total":"-5""#)),
        Case(
            name: "sum does not match", version: 5, currency: .jpy,
            line: sealed(
                #"{"op":"add","id":"\#(id)","amount":"5","qty":1,"label":null,"count":1,"total":"5""#
            )
            .replacingOccurrences(of: #""amount":"5""#, with: #""amount":"6""#)),
        Case(
            name: "control character in the label", version: 5, currency: .jpy,
            line: sealed(
                #"{"op":"add","id":"\#(id)","amount":"5","qty":1,"label":"a\#u{7F}b","count":1,"total":"5""#)),
        Case(
            name: "quantity 0", version: 5, currency: .jpy,
            line: sealed(
                #"{"op":"add","id":"\#(id)","amount":"5","qty":0,"label":null,"count":1,"total":"0""#)),
        Case(
            name: "tax in a version 3 file", version: 3, currency: .jpy,
            line: sealed(
                #"{"op":"add","id":"\#(id)","amount":"5","qty":1,"label":null,"tax":"8","basis":"excluded","count":1,"total":"5""#
            )),
        Case(
            name: "tax rate out of range", version: 5, currency: .jpy,
            line: sealed(
                #"{"op":"add","id":"\#(id)","amount":"5","qty":1,"label":null,"tax":"101","basis":"excluded","count":1,"total":"5""#
            )),
        Case(
            name: "unknown basis", version: 5, currency: .jpy,
            line: sealed(
                #"{"op":"add","id":"\#(id)","amount":"5","qty":1,"label":null,"tax":"8","basis":"inside","count":1,"total":"5""#)),
        Case(
            name: "sharers", version: 5, currency: .jpy,
            line: sealed(
                #"{"op":"add","id":"\#(id)","amount":"5","qty":1,"label":null,"for":"Aki,Ren","count":1,"total":"5""#)),
        Case(
            name: "discount", version: 5, currency: .jpy,
            line: sealed(
                #"{"op":"add","id":"\#(id)","amount":"348","qty":1,"label":null,"original":"498","off":"30%","count":1,"total":"348""#
            )),
        Case(
            name: "bad id", version: 5, currency: .jpy,
            line: sealed(
                #"{"op":"add","id":"9B0F6C2E-58A1-4C3D-9E7F-1A2B3C4D5E6G","amount":"5","qty":1,"label":null,"count":1,"total":"5""#
            )),
        Case(
            name: "text after the object", version: 5, currency: .jpy,
            line: sealed(
                #"{"op":"add","id":"\#(id)","amount":"5","qty":1,"label":null,"count":1,"total":"5""#) + " "),
        Case(name: "a removal", version: 5, currency: .jpy, line: sealed(#"{"op":"remove","index":1,"count":0,"total":"0""#)),
        Case(
            name: "version 2 (no ids)", version: 2, currency: .jpy,
            line: sealed(
                #"{"op":"add","amount":"5","qty":1,"label":null,"count":1,"total":"5""#)),
    ]

    /// What the general reader makes of `line`: the item, count and total, or the error's text.
    static func general(_ line: String, _ row: Case) -> String {
        var bytes = Array(line.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            do {
                let entry = try Journal.entry(
                    UnsafeBufferPointer(buffer), version: row.version, currency: row.currency, number: 2, path: "c")
                return describe(entry)
            } catch {
                return "\(error)"
            }
        }
    }

    static func quick(_ line: String, _ row: Case) -> String? {
        var bytes = Array(line.utf8)
        var reader = JournalAddLine()
        return bytes.withUnsafeMutableBufferPointer { buffer in
            reader.entry(UnsafeBufferPointer(buffer), version: row.version, currency: row.currency, number: 2).map(describe)
        }
    }

    static func describe(_ entry: Journal.Entry) -> String {
        guard case .add(let item) = entry.operation else { return "not an add" }
        return "\(item.id) \(item.exactAmount.plainText) \(item.currency) \(item.quantity) \(String(describing: item.label)) "
            + "\(item.tax) \(item.sharers) \(String(describing: item.discount)) \(item.lineTotalExact.plainText) "
            + "count \(entry.count) total \(entry.total.plainText)"
    }

    @Test(arguments: quick) func theLinesShoptoolsWritesReadAsTheGeneralReaderReadsThem(_ row: Case) throws {
        let quick = try #require(Self.quick(row.line, row), "read by the quick reader")
        #expect(quick == Self.general(row.line, row))
    }

    @Test(arguments: general) func everyOtherLineIsLeftToTheGeneralReader(_ row: Case) {
        #expect(Self.quick(row.line, row) == nil)
    }

    @Test func aDamagedLineIsRefusedAsBefore() throws {
        let folder = try temporaryFolder("add-lines")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/cart.json"
        let header = Journal.headerLine(.jpy)
        let good = Self.sealed(#"{"op":"add","id":"\#(Self.id)","amount":"5","qty":1,"label":"tea","count":1,"total":"5""#)
        let cases: [(String, CartError.Damage)] = [
            (good.replacingOccurrences(of: "tea", with: "tee"), .checksum(line: 2)),
            (
                Self.sealed(#"{"op":"add","id":"\#(Self.id)","amount":"5","qty":1,"label":"tea","count":2,"total":"5""#),
                .doesNotAddUp(line: 2)
            ),
            (
                Self.sealed(#"{"op":"add","id":"\#(Self.id)","amount":"5","qty":0,"label":"tea","count":1,"total":"5""#),
                .change(line: 2, .quantityOutOfRange(0))
            ),
            (String(good.dropLast()), .notAChange(line: 2)),
        ]
        for (line, damage) in cases {
            try Data((header + line + "\n").utf8).write(to: URL(fileURLWithPath: path))
            try? FileManager.default.removeItem(atPath: path + ".lock")
            #expect(throws: CartError.unreadable(path: path, damage: damage)) {
                try CartStore(path: path, currency: .jpy).load()
            }
        }
    }

    @Test func aNewlineIsFoundWhereverItIs() {
        var generator = SystemRandomNumberGenerator()
        for length in 0..<40 {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in
                    [UInt8(ascii: "\n"), 0x0B, 0x8A, UInt8(ascii: "a")].randomElement(using: &generator)!
                }
                let start = length == 0 ? 0 : Int.random(in: 0...length, using: &generator)
                let found = bytes.withUnsafeBufferPointer { JournalReader.newline(in: $0, from: start) }
                #expect(found == bytes[start...].firstIndex(of: UInt8(ascii: "\n")), "\(bytes) from \(start)")
            }
        }
    }
}
