import ShopCore
import Testing

@testable import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which rates a receipt marks ※: the rule of ``Receipt/markedRates``, one row a receipt.
@Suite struct ReceiptMarksTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let rates: [String]
        let currency: Currency
        let marked: [String]
        var testDescription: String { "\(rates.joined(separator: ", ")) \(currency.code) → \(marked)" }
    }

    static let cases: [Case] = [
        Case(rates: ["10", "8"], currency: .jpy, marked: ["8"]),
        Case(rates: ["8"], currency: .jpy, marked: ["8"]),
        Case(rates: ["10"], currency: .jpy, marked: []),
        Case(rates: ["10", "0"], currency: .jpy, marked: []),
        Case(rates: ["0"], currency: .jpy, marked: []),
        Case(rates: ["10", "8", "5", "0"], currency: .jpy, marked: ["8", "5"]),
        Case(rates: ["8"], currency: .usd, marked: []),
        Case(rates: ["8.875", "4"], currency: .usd, marked: ["4"]),
        Case(rates: ["20", "5.5", "20"], currency: .eur, marked: ["5.5"]),
        Case(rates: [], currency: .jpy, marked: []),
    ]

    @Test(arguments: cases)
    func theRatesMarkedOnAReceipt(_ row: Case) throws {
        let minor = row.currency.minorUnit
        var lines: [Receipt.Line] = []
        for rate in row.rates {
            let category =
                rate == "0" ? TaxCategory.outsideTax : TaxCategory(rate: try Percentage(parsingTaxRate: rate), basis: .included)
            lines.append(Receipt.Line(amount: Money(100 * minor + minor, row.currency), category: category))
        }
        let receipt = try Receipt(currency: row.currency, lines: lines)
        #expect(try receipt.markedRates == row.marked.map { (rate) throws in try Percentage(parsingTaxRate: rate) })
    }

    @Test func theSameRateOnBothBasesIsMarkedOnce() throws {
        let receipt = try Receipt(
            currency: .jpy,
            lines: [
                Receipt.Line(amount: Money(198, .jpy), category: TaxCategory(rate: .reduced, basis: .included)),
                Receipt.Line(amount: Money(128, .jpy), category: TaxCategory(rate: .reduced, basis: .excluded)),
                Receipt.Line(amount: Money(298, .jpy), category: TaxCategory(rate: .standard, basis: .excluded)),
            ])
        #expect(receipt.markedRates == [.reduced])
    }
}
