import ShopCore
import Testing

@testable import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite struct TaxedPriceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let price: Decimal
        let rate: Decimal
        let basis: TaxBasis
        let rounding: RoundingRule
        let excluded: Decimal
        let tax: Decimal
        let included: Decimal
        var testDescription: String { "\(price) \(basis) at \(rate)% \(rounding)" }
    }

    static let cases: [Case] = [
        Case(price: 198, rate: 10, basis: .excluded, rounding: .towardZero, excluded: 198, tax: 19, included: 217),
        Case(price: 198, rate: 10, basis: .excluded, rounding: .toNearestOrAwayFromZero, excluded: 198, tax: 20, included: 218),
        Case(price: 198, rate: 8, basis: .excluded, rounding: .towardZero, excluded: 198, tax: 15, included: 213),
        Case(price: 198, rate: 8, basis: .excluded, rounding: .toNearestOrAwayFromZero, excluded: 198, tax: 16, included: 214),
        Case(price: 198, rate: 8, basis: .excluded, rounding: .awayFromZero, excluded: 198, tax: 16, included: 214),
        Case(price: 217, rate: 10, basis: .included, rounding: .towardZero, excluded: 198, tax: 19, included: 217),
        Case(price: 217, rate: 10, basis: .included, rounding: .toNearestOrAwayFromZero, excluded: 197, tax: 20, included: 217),
        Case(price: 1000, rate: 10, basis: .included, rounding: .towardZero, excluded: 910, tax: 90, included: 1000),
        Case(price: 1000, rate: 10, basis: .included, rounding: .toNearestOrAwayFromZero, excluded: 909, tax: 91, included: 1000),
        // 25 × 10% = 2.5: half-even keeps the even 2, half-up goes to 3.
        Case(price: 25, rate: 10, basis: .excluded, rounding: .toNearestOrEven, excluded: 25, tax: 2, included: 27),
        Case(price: 25, rate: 10, basis: .excluded, rounding: .toNearestOrAwayFromZero, excluded: 25, tax: 3, included: 28),
        Case(price: 500, rate: 0, basis: .excluded, rounding: .awayFromZero, excluded: 500, tax: 0, included: 500),
        Case(price: 100, rate: 100, basis: .included, rounding: .towardZero, excluded: 50, tax: 50, included: 100),
    ]

    @Test(arguments: cases)
    func yen(_ row: Case) throws {
        let price = try TaxedPrice(
            Money(row.price, .jpy), rate: Percentage(taxRate: row.rate), basis: row.basis, rounding: row.rounding)
        #expect(price.excluded == Money(row.excluded, .jpy))
        #expect(price.tax == Money(row.tax, .jpy))
        #expect(price.included == Money(row.included, .jpy))
    }

    @Test func salesTaxInCents() throws {
        // $72.50 at New York City's 8.875%: 6.434375 → $6.43 half-up.
        let price = try TaxedPrice(
            Money(Decimal(string: "72.50")!, .usd), rate: Percentage(parsingTaxRate: "8.875"), basis: .excluded,
            rounding: .toNearestOrAwayFromZero)
        #expect(price.tax == Money(Decimal(string: "6.43")!, .usd))
        #expect(price.included == Money(Decimal(string: "78.93")!, .usd))
    }

    @Test func aRoundingUnitOfTen() throws {
        // 1,234 × 10% = 123.4 → 120 down to ¥10.
        let price = try TaxedPrice(Money(1234, .jpy), rate: .standard, basis: .excluded, unit: 10)
        #expect(price.tax == Money(120, .jpy))
        #expect(price.included == Money(1354, .jpy))
    }

    @Test func refusals() {
        #expect(throws: TaxError.money(.negative("-1"))) {
            try TaxedPrice(Money(-1, .jpy), rate: .standard, basis: .excluded)
        }
        #expect(throws: TaxError.money(.invalidUnit("0.5", currency: .jpy))) {
            try TaxedPrice(Money(100, .jpy), rate: .standard, basis: .excluded, unit: Decimal(string: "0.5")!)
        }
    }
}

@Suite struct TaxRateTests {
    @Test(arguments: [("10", "10"), ("8%", "8"), ("８％", "8"), (" 8.875 ", "8.875"), ("0", "0"), ("100%", "100")])
    func reads(_ text: String, _ plain: String) throws {
        #expect(try Percentage(parsingTaxRate: text).plainText == plain)
    }

    @Test func refuses() {
        #expect(throws: TaxError.notARate("ten")) { try Percentage(parsingTaxRate: "ten") }
        #expect(throws: TaxError.rateOutOfRange(120)) { try Percentage(parsingTaxRate: "120") }
        #expect(throws: TaxError.rateOutOfRange(-1)) { try Percentage(parsingTaxRate: "-1") }
        #expect(throws: TaxError.rateTooPrecise("8.87501")) { try Percentage(parsingTaxRate: "8.87501") }
    }

    @Test func zeroIsOutsideTaxWhateverTheBasis() throws {
        #expect(TaxCategory(rate: .zero, basis: .included) == .outsideTax)
    }
}
