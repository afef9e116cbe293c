import ShopCore
import TestSupport
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a bill's text may say, and what it reads as.
@Suite struct BillReadingTests {
    typealias Bill = Warikan.Bill

    struct Case: Sendable, CustomTestStringConvertible {
        let text: String, bill: Bill
        var testDescription: String { text.replacing("\n", with: "⏎") }
    }

    static let people: [Bill.Diner] = [.init("Aki"), .init("Ren", weight: 2), .init("空")]

    static func bill(
        _ items: [Bill.Item] = [], perPerson: [Bill.PerPersonCharge] = [], charges: [Bill.Charge] = [],
        organizer: String? = nil, currency: Currency = .jpy
    ) -> Bill {
        Bill(currency: currency, people: people, organizer: organizer, items: items, perPerson: perPerson, charges: charges)
    }

    static let cases: [Case] = [
        .init(text: "people Aki Ren:2 空", bill: bill()),
        .init(text: "参加者 Aki,Ren:2、空  # a comment", bill: bill()),
        .init(
            text: "beer 600 ×4 for Aki Ren\npeople Aki Ren:2\npeople 空",
            bill: bill([.init("beer", price: 600, quantity: 4, sharedBy: [.init("Aki"), .init("Ren")])])),
        .init(
            text: "people Aki Ren:2 空\r\nsake 1800 x 2 for Aki:2 Ren\r\n",
            bill: bill([.init("sake", price: 1800, quantity: 2, sharedBy: [.init("Aki", weight: 2), .init("Ren")])])),
        .init(
            text: "\u{FEFF}people Aki Ren:2 空\n刺身 盛り合わせ ¥3,200\nitem tip jar 500 *3",
            bill: bill([.init("刺身 盛り合わせ", price: 3200), .init("tip jar", price: 500, quantity: 3)])),
        .init(text: "people　Aki　Ren:2　空\n枝豆　４２０", bill: bill([.init("枝豆", price: 420)])),
        .init(
            text: "people Aki Ren:2 空\n幹事 空\nお通し 500 for Aki 空",
            bill: bill(perPerson: [.init("お通し", amount: 500, people: ["Aki", "空"])], organizer: "空")),
        .init(
            text: "people Aki Ren:2 空\nサービス料 10% 込み\n税 8% included\nチップ 15% of total\ntip 500",
            bill: bill(charges: [
                .init(.service, label: "サービス料", rate: 10, isIncluded: true), .init(.tax, label: "税", rate: 8, isIncluded: true),
                .init(.tip, label: "チップ", rate: 15, base: .total), .init(.tip, label: "tip", value: .amount(500)),
            ])),
        .init(
            text: "通貨 USD\npeople Aki Ren:2 空\nwine 12.50\nsales-tax 6.43",
            bill: bill(
                [.init("wine", price: Decimal(string: "12.5")!)],
                charges: [.init(.tax, label: "sales-tax", value: .amount(Decimal(string: "6.43")!))], currency: .usd)),
    ]

    @Test(arguments: cases)
    func reads(_ row: Case) throws {
        #expect(try Bill(reading: row.text, currency: .jpy) == row.bill)
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let text: String, error: LocatedError<BillError>
        var testDescription: String { text.replacing("\n", with: "⏎") }
    }

    static let refusals: [Refusal] = [
        .init(text: "", error: located(.noPeople)),
        .init(text: "# only a comment\nbeer 500", error: located(.noPeople)),
        .init(text: "people A\nbeer", error: located(.expected(.item, found: "beer"), at: SourceLocation(line: 2, column: 1))),
        .init(text: "people A\nbeer abc", error: located(.notAnAmount("abc"), at: SourceLocation(line: 2, column: 6))),
        .init(
            text: "people A\nbeer 10%", error: located(.expected(.amount, found: "10%"), at: SourceLocation(line: 2, column: 6))),
        .init(
            text: "people A\nbeer 500 ×99999", error: located(.invalidQuantity("99999"), at: SourceLocation(line: 2, column: 10))),
        .init(text: "people A\nbeer 500 ×2.5", error: located(.invalidQuantity("2.5"), at: SourceLocation(line: 2, column: 10))),
        .init(text: "people A\nbeer 500 ×-2", error: located(.invalidQuantity("-2"), at: SourceLocation(line: 2, column: 10))),
        .init(text: "people A\nbeer 500 ×2 ×3", error: located(.invalidQuantity("2 ×3"), at: SourceLocation(line: 2))),
        .init(
            text: "people A\nbeer 500 for", error: located(.expected(.names, found: ""), at: SourceLocation(line: 2, column: 13))),
        .init(text: "people A\nbeer 500 for B", error: located(.unknownPerson("B"), at: SourceLocation(line: 2, column: 14))),
        .init(text: "people A B\nbeer 500 for A,A", error: located(.listedTwice("A"), at: SourceLocation(line: 2, column: 14))),
        .init(
            text: "people A B\nbeer 500 for A:0",
            error: located(.split(.invalidWeight("0", person: "A")), at: SourceLocation(line: 2, column: 14))),
        .init(text: "people A\npeople A", error: located(.split(.duplicateName("A")), at: SourceLocation(line: 2, column: 8))),
        .init(text: "people for by Bob", error: located(.keywordAsName("for"), at: SourceLocation(line: 1, column: 8))),
        .init(text: "people A tax", error: located(.keywordAsName("tax"), at: SourceLocation(line: 1, column: 10))),
        .init(text: "people A=5", error: located(.expected(.name, found: "A=5"), at: SourceLocation(line: 1, column: 8))),
        .init(
            text: "people A\norganizer", error: located(.expected(.name, found: ""), at: SourceLocation(line: 2, column: 10))),
        .init(
            text: "people A\norganizer A B", error: located(.expected(.end, found: "B"), at: SourceLocation(line: 2, column: 13))),
        .init(text: "people A\norganizer B", error: located(.unknownPerson("B"), at: SourceLocation(line: 2, column: 11))),
        .init(
            text: "people A\ncurrency USD\ncurrency EUR",
            error: located(.repeated("currency"), at: SourceLocation(line: 3, column: 1))),
        .init(
            text: "people A\ncurrency",
            error: located(.expected(.currency, found: ""), at: SourceLocation(line: 2, column: 9))),
        .init(text: "people A\ncover", error: located(.expected(.amount, found: ""), at: SourceLocation(line: 2, column: 6))),
        .init(
            text: "people A\ncover 500 600",
            error: located(.expected(.end, found: "600"), at: SourceLocation(line: 2, column: 11))),
        .init(
            text: "people A\ntax", error: located(.expected(.rateOrAmount, found: ""), at: SourceLocation(line: 2, column: 4))),
        .init(text: "people A\ntax ten%", error: located(.invalidRate("ten%"), at: SourceLocation(line: 2, column: 5))),
        .init(text: "people A\ntax -5%", error: located(.invalidRate("-5"), at: SourceLocation(line: 2, column: 5))),
        .init(
            text: "people A\ntax 10% of total",
            error: located(.expected(.chargeOption, found: "of"), at: SourceLocation(line: 2, column: 9))),
        .init(
            text: "people A\nbeer 100.5",
            error: located(.split(.notPayable(Money(Decimal(string: "100.5")!, .jpy))), at: SourceLocation(line: 2, column: 6))),
        .init(text: "people A\nbeer 5\u{1B}x 500", error: located(.invalidLabel("beer 5\u{1B}x"), at: SourceLocation(line: 2))),
    ]

    @Test(arguments: refusals)
    func refuses(_ row: Refusal) {
        expectThrows(row.error) { try Bill(reading: row.text, currency: .jpy) }
    }

    /// A bill of more items and charges than ``Warikan/Bill/maximumLines`` is refused at the first line past
    /// the limit, with how many it has, before any item is read: no amount is evaluated, not even a bad one.
    @Test func tooManyLinesAreRefusedBeforeAnyItemIsRead() {
        let items = (1...Bill.maximumLines + 5).map { "item\($0) 100" }
        var evaluated = 0
        let text = "people A B\nbeer nothing\n" + items.joined(separator: "\n") + "\ntax 10%\norganizer A"
        expectThrows(located(BillError.tooManyLines(Bill.maximumLines + 7), at: SourceLocation(line: Bill.maximumLines + 2))) {
            try Bill(reading: text, currency: .jpy) { _, _ in
                evaluated += 1
                return 100
            }
        }
        #expect(evaluated == 0)
        // At the limit the bill reads, the organizer's and the people's lines not counted.
        let full = "people A B\norganizer A\n" + items.prefix(Bill.maximumLines).joined(separator: "\n")
        #expect((try? Bill(reading: full, currency: .jpy))?.items.count == Bill.maximumLines)
    }

    /// An item line is checked as the bill of that line alone would be: a bad weight before a bad label,
    /// and people differing only in case are named at the line that lists both.
    @Test func anItemLineIsCheckedAsABillOfItsOwn() {
        expectThrows(
            located(BillError.split(.invalidWeight("0", person: "A")), at: SourceLocation(line: 2, column: 18))
        ) {
            try Bill(reading: "people A B\nbeer 5\u{1B}x 500 for A:0", currency: .jpy)
        }
        expectThrows(located(BillError.split(.namesDifferOnlyInCase("A", "a")), at: SourceLocation(line: 3))) {
            try Bill(reading: "people A\npeople a\nbeer 500 for A a", currency: .jpy)
        }
        #expect((try? Bill(reading: "people A B\nbeer 500 FOR A", currency: .jpy))?.items[0].sharedBy == [.init("A")])
    }

    /// The default reader takes plain amounts only; a caller passes its own for expressions.
    @Test func amountsAreReadByTheCallersReader() throws {
        expectThrows(located(BillError.notAnAmount("1980*3"), at: SourceLocation(line: 2, column: 6))) {
            try Bill(reading: "people A\nbeer 1980*3", currency: .jpy)
        }
        let bill = try Bill(reading: "people A\nbeer 1980*3", currency: .jpy) { text, _ in text == "1980*3" ? 5940 : nil }
        #expect(bill.items == [.init("beer", price: 5940)])
    }
}
