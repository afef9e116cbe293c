import Bargain
import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite struct BargainStateTests {
    func state(_ price: Decimal = 9800, _ currency: Currency = .jpy) throws -> BargainState {
        try BargainState(price: Money(price, currency))
    }

    @Test func startsWithNoDiscount() throws {
        let s = try state()
        #expect(s.rate.value == 0)
        #expect(s.segment == nil)
        #expect(s.slider == 0)
        #expect(try #require(try s.discount()).price.amount == 9800)
    }

    @Test(arguments: Segment.allCases)
    func everyPresetMovesTheSlider(_ segment: Segment) throws {
        var s = try state()
        s.select(segment)
        #expect(s.segment == segment)
        #expect(s.rate.value == Decimal((segment.rawValue + 1) * 10))
        #expect(s.slider == s.rate.value / 100)
    }

    @Test func sliderOnAPresetSelectsIt() throws {
        var s = try state()
        try s.moveSlider(to: Decimal(string: "0.41")!)
        #expect(s.rate.value == 40)
        #expect(s.segment == .forty)
        #expect(s.slider == Decimal(string: "0.4")!)
    }

    @Test func sliderBetweenPresetsSelectsNone() throws {
        var s = try state()
        s.select(.thirty)
        try s.moveSlider(to: Decimal(string: "0.35")!)
        #expect(s.rate.value == 35)  // float arithmetic snapped this to 30
        #expect(s.segment == nil)
        try s.moveSlider(to: Decimal(string: "0.95")!)
        #expect(s.rate.value == 95)
        #expect(s.segment == nil)
    }

    @Test func directRateSelectsEqualPresetAndPutsSliderAtRate() throws {
        var s = try state()
        try s.setRate(try Percentage(50))
        #expect(s.segment == .fifty)
        #expect(s.slider == Decimal(string: "0.5")!)
        try s.setRate(try Percentage(Decimal(string: "33.5")!))
        #expect(s.segment == nil)
        #expect(s.slider == Decimal(string: "0.335")!)
        try s.setRate(try Percentage(0))
        #expect(s.slider == 0)
        try s.setRate(try Percentage(100))
        #expect(try #require(try s.discount()).price.amount == 0)
    }

    @Test func ratesOutsideZeroToHundredAreRefused() throws {
        var s = try state()
        s.select(.twenty)
        #expect(throws: BargainError.rateOutOfRange(120)) { try s.setRate(try Percentage(parsingDiscountRate: "120")) }
        #expect(throws: BargainError.rateOutOfRange(-5)) { try s.setRate(try Percentage(parsingDiscountRate: "-5")) }
        #expect(throws: ShopCoreError.percentageOutOfRange("120")) { try s.setRate(try Percentage(120)) }
        #expect(s.rate.value == 20, "a refused rate leaves the state as it was")
        #expect(BargainError.rateOutOfRange(120).description == "rate 120% is outside 0–100%")
    }

    @Test func segmentNumbers() throws {
        #expect(try Segment(number: 2) == .thirty)
        #expect(throws: BargainError.segmentOutOfRange("5")) { try Segment(number: 5) }
        #expect(
            BargainError.segmentOutOfRange("0").description
                == "segment \"0\" does not exist; expected 1–4 (1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%)")
    }
}

@Suite struct DiscountTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let price: String, rate: String, currency: Currency, unit: String?, rounding: RoundingRule
        let expected: String, saved: String
        var testDescription: String { "\(price) \(currency.code) − \(rate)% (\(unit ?? "minor"), \(rounding)) = \(expected)" }
        init(
            _ price: String, _ rate: String, _ currency: Currency = .jpy, unit: String? = nil,
            _ rounding: RoundingRule = .towardZero, expected: String, saved: String
        ) {
            (self.price, self.rate, self.currency, self.unit, self.rounding) = (price, rate, currency, unit, rounding)
            (self.expected, self.saved) = (expected, saved)
        }
    }

    static let rows: [Row] = [
        Row("9800", "30", expected: "6860", saved: "2940"),  // float gave 6859
        Row("9800", "35", expected: "6370", saved: "3430"),
        Row("1980", "33.5", expected: "1316", saved: "664"),  // 1316.7 truncated
        Row("1980", "33.5", .jpy, unit: nil, .toNearestOrAwayFromZero, expected: "1317", saved: "663"),
        Row("23450", "20", .jpy, unit: "100", .towardZero, expected: "18700", saved: "4750"),
        Row("23450", "20", .jpy, unit: "100", .awayFromZero, expected: "18800", saved: "4650"),
        Row("23450", "20", .jpy, unit: "500", .toNearestOrEven, expected: "19000", saved: "4450"),
        Row("98.50", "35", .usd, expected: "64.02", saved: "34.48"),  // 64.025
        Row("98.50", "35", .usd, unit: nil, .toNearestOrEven, expected: "64.02", saved: "34.48"),
        Row("98.50", "35", .usd, unit: nil, .toNearestOrAwayFromZero, expected: "64.03", saved: "34.47"),
        Row("98.50", "35", .usd, unit: "0.05", .toNearestOrAwayFromZero, expected: "64.05", saved: "34.45"),
        Row("3.499", "10", .usd, expected: "3.14", saved: "0.359"),  // 3.1491; saved keeps the input's digits
        Row("999999999999999", "1", expected: "989999999999999", saved: "10000000000000"),
        Row("0", "50", expected: "0", saved: "0"),
        Row("100", "0", expected: "100", saved: "0"),
        Row("100", "100", expected: "0", saved: "100"),
    ]

    @Test(arguments: rows)
    func discountedPrices(_ row: Row) throws {
        var s = try BargainState(
            price: Money(Decimal(string: row.price)!, row.currency),
            unit: row.unit.map { Decimal(string: $0)! },
            rounding: row.rounding)
        try s.setRate(try Percentage(Decimal(string: row.rate)!))
        let discount = try #require(try s.discount())
        #expect(discount.price.amount == Decimal(string: row.expected)!)
        #expect(discount.saved.amount == Decimal(string: row.saved)!)
        #expect(try discount.price.amount.addingExactly(discount.saved.amount) == discount.original.amount)
    }

    @Test func unitsAreCheckedAgainstTheCurrency() {
        #expect(throws: BargainError.money(.invalidUnit("0.5", currency: .jpy))) {
            try BargainState(price: Money(100, .jpy), unit: Decimal(string: "0.5")!)
        }
    }
}
