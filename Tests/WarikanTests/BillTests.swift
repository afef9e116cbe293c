import ShopCore
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The issue's worked bills, built in code and read from text.
@Suite struct BillTests {
    static let izakayaText = """
        # 居酒屋, four people, everything shared
        people Aki Ren Sora Yui
        幹事 Aki
        food 12000
        お通し 500
        サービス料 10%
        消費税 10%
        """

    struct Row: Sendable, CustomTestStringConvertible {
        let organizerFirst: Bool, mode: Warikan.Mode, pays: [Decimal], collected: Decimal, surplus: Decimal, extra: Decimal
        var testDescription: String { "\(mode), organizer \(organizerFirst ? "first" : "last")" }
    }

    /// Izakaya: ¥16,940, exactly ¥4,235 each, by ¥100 (the organizer's payment first in `pays` when they are first).
    static let izakayaRows: [Row] = [
        Row(
            organizerFirst: true, mode: .organizerAbsorbs, pays: [4340, 4200, 4200, 4200], collected: 16940, surplus: 0,
            extra: 140),
        Row(organizerFirst: true, mode: .roundUp, pays: [4300, 4300, 4300, 4300], collected: 17200, surplus: 260, extra: 0),
        Row(organizerFirst: true, mode: .spread, pays: [4340, 4200, 4200, 4200], collected: 16940, surplus: 0, extra: 40),
        Row(organizerFirst: false, mode: .spread, pays: [4300, 4200, 4200, 4240], collected: 16940, surplus: 0, extra: 40),
        Row(
            organizerFirst: false, mode: .organizerAbsorbs, pays: [4200, 4200, 4200, 4340], collected: 16940, surplus: 0,
            extra: 140),
    ]

    @Test(arguments: izakayaRows)
    func izakaya(_ row: Row) throws {
        let text = Self.izakayaText.replacing("幹事 Aki", with: row.organizerFirst ? "幹事 Aki" : "幹事 Yui")
        let bill = try Warikan.Bill(reading: text, currency: .jpy)
        let split = try Warikan.split(bill, unit: 100, mode: row.mode)
        #expect(split.items == 12000)
        #expect(split.charges.map(\.amount.amount) == [2000, 1400, 1540])
        #expect(split.charges.map(\.kind) == [.perPerson, .service, .tax])
        #expect(split.charges.map(\.label) == ["お通し", "サービス料", "消費税"])
        #expect(split.total == 16940)
        #expect(split.shares.allSatisfy { $0.exact == Fraction(4235) && $0.items == Fraction(3000) })
        #expect(split.shares.map(\.pays.amount) == row.pays)
        #expect(split.collected == row.collected)
        #expect(split.surplus == row.surplus)
        #expect(split.organizerExtra == row.extra)
        #expect(split.organizer.name == (row.organizerFirst ? "Aki" : "Yui"))
    }

    static let dinner = Warikan.Bill(
        currency: .usd, people: [.init("A"), .init("B")],
        items: [
            .init("steak", price: Decimal(string: "42.50")!, sharedBy: [.init("A")]),
            .init("salad", price: 18, sharedBy: [.init("B")]),
            .init("wine", price: 12),
        ],
        charges: [.init(.tax, rate: Decimal(string: "8.875")!), .init(.tip, rate: 20)])

    @Test func usDinnerInCode() throws {
        let split = try Warikan.split(Self.dinner, unit: Decimal(string: "0.01")!, mode: .spread)
        #expect(split.items == Decimal(string: "72.50")!)
        #expect(split.charges.map(\.amount.amount) == [Decimal(string: "6.43")!, Decimal(string: "14.50")!])
        #expect(split.total == Decimal(string: "93.43")!)
        #expect(split.shares.map(\.items) == [try Fraction(97, 2), Fraction(24)])
        // Tax $6.43 in proportion to 48.50 : 24 (6.43 × 48.5 ÷ 72.5 = 62371/14500), the tip of $14.50 exactly 9.70 : 4.80.
        #expect(
            split.shares.map(\.charges) == [
                [try Fraction(62371, 14500), try Fraction(97, 10)], [try Fraction(7716, 3625), try Fraction(24, 5)],
            ])
        #expect(split.shares.map(\.exact) == [try Fraction(906271, 14500), try Fraction(112116, 3625)])
        #expect(
            try split.shares.map { try $0.exact.shown(in: .usd).amount } == [
                Decimal(string: "62.5014")!, Decimal(string: "30.9286")!,
            ])
        #expect(try split.shares.allSatisfy { try !$0.exact.shown(in: .usd).isExact })
        #expect(split.shares.map(\.pays.amount) == [Decimal(string: "62.50")!, Decimal(string: "30.93")!])
        #expect(split.collected == Decimal(string: "93.43")!)
    }

    @Test func usDinnerAsText() throws {
        let bill = try Warikan.Bill(
            reading: """
                currency USD
                people A B
                steak 42.50 for A
                salad 18.00 for B
                wine 12.00
                sales-tax 8.875%
                tip 20% of subtotal
                """, currency: .jpy)
        var expected = Self.dinner
        expected.charges = [
            .init(.tax, label: "sales-tax", rate: Decimal(string: "8.875")!), .init(.tip, label: "tip", rate: 20),
        ]
        #expect(bill == expected)
    }

    /// Plain splits spread too: €30.00 among 7 → four pay 4.29, three pay 4.28.
    @Test func spreadOfATotal() throws {
        let split = try Warikan.split(Money(30, .eur), among: 7, mode: .spread)
        #expect(
            split.payments.map(\.amount.amount) == [4.29, 4.29, 4.29, 4.29, 4.28, 4.28, 4.28].map { Decimal(string: "\($0)")! })
        #expect(split.collected == 30)
        #expect(split.organizerExtra == 0)
    }
}
