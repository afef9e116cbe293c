import Bargain
import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A discount has one JSON shape, the one `discount --json` prints, written in its order; it
/// decodes only when the fields agree, and an app's plain `JSONEncoder` writes the same fields.
@Suite struct DiscountCodableTests {
    static let json =
        #"{"currency":"JPY","original":"9800","rate":"33.5","segment":null,"slider":"0.335","price":"6500","#
        + #""saved":"3300","unit":"100","rounding":"half-even"}"#

    static func discount() throws -> Discount {
        var state = try BargainState(price: Money(9800, .jpy), unit: 100, rounding: .toNearestOrEven)
        try state.setRate(try Percentage(Decimal(string: "33.5")!))
        return try #require(try state.discount())
    }

    @Test func everyFieldIsWrittenAndReadBack() throws {
        let discount = try Self.discount()
        #expect(discount.price == Money(6500, .jpy))
        #expect(try JSONWriter.encoded(discount) == Self.json)
        #expect(try JSONText.decoded(Discount.self, Self.json) == discount)
        #expect(try JSONText.plainTree(discount) == JSONText.tree(Self.json))
    }

    @Test func theDocumentedExampleIsTheEncoding() throws {
        var state = try BargainState(price: Money(9800, .jpy))
        try state.setRate(try Percentage(30))
        #expect(
            try JSONWriter.encoded(try #require(try state.discount()))
                == #"{"currency":"JPY","original":"9800","rate":"30","segment":2,"slider":"0.3","price":"6860","#
                + #""saved":"2940","unit":"1","rounding":"down"}"#)
    }

    @Test(arguments: Segment.allCases)
    func aPresetIsWrittenAsItsNumber(_ segment: Segment) throws {
        var state = try BargainState(price: Money(Decimal(string: "98.50")!, .usd))
        state.select(segment)
        let discount = try #require(try state.discount())
        let json = try JSONText.encoded(discount)
        #expect(json.contains(#""segment":\#(segment.rawValue)"#))
        #expect(try JSONText.decoded(Discount.self, json) == discount)
    }

    @Test func aSavingAboveTheOriginalRoundTrips() throws {
        var state = try BargainState(price: Money(5, .jpy), unit: 100, rounding: .awayFromZero)
        try state.setRate(try Percentage(1))
        let discount = try #require(try state.discount())
        #expect(discount.saved == Money(-95, .jpy))
        #expect(try JSONText.decoded(Discount.self, try JSONText.encoded(discount)) == discount)
    }

    /// A rate with 12 decimals puts the slider at 14: stored and read back all the same.
    @Test(arguments: [
        ("33.333333333333", "0.33333333333333"), ("0.000000000001", "0.00000000000001"),
        ("99.999999999999", "0.99999999999999"),
    ])
    func theMostPreciseRatesRoundTrip(_ rate: String, _ slider: String) throws {
        var state = try BargainState(price: Money(Decimal(string: "98.50")!, .usd))
        try state.setRate(try Percentage(Decimal(string: rate)!))
        let discount = try #require(try state.discount())
        let json = try JSONText.encoded(discount)
        #expect(json.contains(#""slider":"\#(slider)""#))
        #expect(try JSONText.decoded(Discount.self, json) == discount)
    }

    @Test func aSliderThatIsNoDecimalDoesNotDecode() {
        let json = Self.json.replacing(#""slider":"0.335""#, with: #""slider":"0.335e0""#)
        #expect(JSONText.refusal(Discount.self, json) == ShopCoreError.notADecimal("0.335e0", reason: nil).description)
    }

    @Test func discountsAreHashable() throws {
        let discount = try Self.discount()
        var other = try BargainState(price: Money(9800, .jpy))
        try other.setRate(try Percentage(30))
        let set: Set<Discount> = [discount, discount, try #require(try other.discount())]
        #expect(set.count == 2)
        #expect(set.contains(discount))
    }

    struct Tamper: Sendable, CustomTestStringConvertible {
        let from: String, to: String, message: String
        var testDescription: String { "\(from) → \(to)" }
    }

    static let agreement = "disagrees with 33.5% off 9800 JPY rounded half-even to 100"

    static let tampers = [
        Tamper(from: #""price":"6500""#, to: #""price":"6000""#, message: "price " + agreement),
        Tamper(from: #""saved":"3300""#, to: #""saved":"3800""#, message: "saved " + agreement),
        Tamper(from: #""slider":"0.335""#, to: #""slider":"0.3""#, message: "slider " + agreement),
        Tamper(from: #""segment":null"#, to: #""segment":2"#, message: "segment " + agreement),
        Tamper(from: #""rate":"33.5""#, to: #""rate":"120""#, message: BargainError.rateOutOfRange(120).description),
        Tamper(
            from: #""unit":"100""#, to: #""unit":"0.5""#,
            message: BargainError.money(.invalidUnit("0.5", currency: .jpy)).description),
        Tamper(
            from: #""original":"9800""#, to: #""original":"-9800""#,
            message: BargainError.money(.negative("-9800")).description),
        Tamper(from: #""price":"6500""#, to: #""price":"6500.5""#, message: "price " + agreement),
    ]

    @Test(arguments: tampers)
    func fieldsThatDisagreeDoNotDecode(_ row: Tamper) {
        let json = Self.json.replacing(row.from, with: row.to, maxReplacements: 1)
        #expect(json != Self.json)
        #expect(JSONText.refusal(Discount.self, json) == row.message)
    }
}
