import ShopCore
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
        let text: String, error: BillError
        var testDescription: String { text.replacing("\n", with: "⏎") }
    }

    static let refusals: [Refusal] = [
        .init(text: "", error: .noPeople),
        .init(text: "# only a comment\nbeer 500", error: .noPeople),
        .init(text: "people A\nbeer", error: .at(SourceLocation(line: 2, column: 1), .expected(.item, found: "beer"))),
        .init(text: "people A\nbeer abc", error: .at(SourceLocation(line: 2, column: 6), .notAnAmount("abc"))),
        .init(text: "people A\nbeer 10%", error: .at(SourceLocation(line: 2, column: 6), .expected(.amount, found: "10%"))),
        .init(text: "people A\nbeer 500 ×99999", error: .at(SourceLocation(line: 2, column: 10), .invalidQuantity("99999"))),
        .init(text: "people A\nbeer 500 ×2.5", error: .at(SourceLocation(line: 2, column: 10), .invalidQuantity("2.5"))),
        .init(text: "people A\nbeer 500 ×-2", error: .at(SourceLocation(line: 2, column: 10), .invalidQuantity("-2"))),
        .init(text: "people A\nbeer 500 ×2 ×3", error: .at(SourceLocation(line: 2), .invalidQuantity("2 ×3"))),
        .init(text: "people A\nbeer 500 for", error: .at(SourceLocation(line: 2), .expected(.names, found: ""))),
        .init(text: "people A\nbeer 500 for B", error: .at(SourceLocation(line: 2, column: 14), .unknownPerson("B"))),
        .init(text: "people A B\nbeer 500 for A,A", error: .at(SourceLocation(line: 2, column: 14), .listedTwice("A"))),
        .init(
            text: "people A B\nbeer 500 for A:0",
            error: .at(SourceLocation(line: 2, column: 14), .split(.invalidWeight("0", person: "A")))),
        .init(text: "people A\npeople A", error: .at(SourceLocation(line: 2, column: 8), .split(.duplicateName("A")))),
        .init(text: "people for by Bob", error: .at(SourceLocation(line: 1, column: 8), .keywordAsName("for"))),
        .init(text: "people A tax", error: .at(SourceLocation(line: 1, column: 10), .keywordAsName("tax"))),
        .init(text: "people A=5", error: .at(SourceLocation(line: 1, column: 8), .expected(.name, found: "A=5"))),
        .init(text: "people A\norganizer", error: .at(SourceLocation(line: 2), .expected(.name, found: ""))),
        .init(text: "people A\norganizer A B", error: .at(SourceLocation(line: 2, column: 13), .expected(.end, found: "B"))),
        .init(text: "people A\norganizer B", error: .at(SourceLocation(line: 2, column: 11), .unknownPerson("B"))),
        .init(
            text: "people A\ncurrency USD\ncurrency EUR", error: .at(SourceLocation(line: 3, column: 1), .repeated("currency"))),
        .init(text: "people A\ncurrency", error: .at(SourceLocation(line: 2), .expected(.currency, found: ""))),
        .init(text: "people A\ncover", error: .at(SourceLocation(line: 2), .expected(.amount, found: ""))),
        .init(text: "people A\ncover 500 600", error: .at(SourceLocation(line: 2, column: 11), .expected(.end, found: "600"))),
        .init(text: "people A\ntax", error: .at(SourceLocation(line: 2), .expected(.rateOrAmount, found: ""))),
        .init(text: "people A\ntax ten%", error: .at(SourceLocation(line: 2, column: 5), .invalidRate("ten%"))),
        .init(text: "people A\ntax -5%", error: .at(SourceLocation(line: 2, column: 5), .invalidRate("-5"))),
        .init(
            text: "people A\ntax 10% of total",
            error: .at(SourceLocation(line: 2, column: 9), .expected(.chargeOption, found: "of"))),
        .init(
            text: "people A\nbeer 100.5",
            error: .at(SourceLocation(line: 2, column: 6), .split(.notPayable(Money(Decimal(string: "100.5")!, .jpy))))),
        .init(text: "people A\nbeer 5\u{1B}x 500", error: .at(SourceLocation(line: 2), .invalidLabel("beer 5\u{1B}x"))),
    ]

    @Test(arguments: refusals)
    func refuses(_ row: Refusal) {
        #expect(throws: row.error) { try Bill(reading: row.text, currency: .jpy) }
    }

    /// The default reader takes plain amounts only; a caller passes its own for expressions.
    @Test func amountsAreReadByTheCallersReader() throws {
        #expect(throws: BillError.at(SourceLocation(line: 2, column: 6), .notAnAmount("1980*3"))) {
            try Bill(reading: "people A\nbeer 1980*3", currency: .jpy)
        }
        let bill = try Bill(reading: "people A\nbeer 1980*3", currency: .jpy) { text, _ in text == "1980*3" ? 5940 : nil }
        #expect(bill.items == [.init("beer", price: 5940)])
    }
}
