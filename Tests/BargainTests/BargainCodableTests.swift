import Bargain
import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Presets, discounts and bargain states survive a round trip, and decoding
/// refuses what the setters refuse.
@Suite struct BargainCodableTests {
    @Test(arguments: Segment.allCases)
    func aPresetIsItsNumber(_ segment: Segment) throws {
        #expect(try JSONText.encoded([segment]) == "[\(segment.rawValue)]")
        #expect(try JSONText.decoded([Segment].self, "[\(segment.rawValue)]") == [segment])
    }

    @Test func aPresetNumberOutsideOneToFourDoesNotDecode() {
        #expect(JSONText.refusal([Segment].self, "[5]") == BargainError.segmentOutOfRange("5").description)
        #expect(JSONText.refusal([Segment].self, "[0]") == BargainError.segmentOutOfRange("0").description)
    }

    static let stateJSON =
        #"{"currency":"JPY","price":{"amount":"9800","currency":"JPY"},"rate":"30","rounding":"half-up","unit":"100"}"#

    @Test func aStateIsItsPriceRateUnitAndRounding() throws {
        var state = try BargainState(price: Money(9800, .jpy), unit: 100, rounding: .toNearestOrAwayFromZero)
        state.select(.thirty)
        #expect(try JSONText.encoded(state) == Self.stateJSON)
        let back = try JSONText.decoded(BargainState.self, Self.stateJSON)
        #expect(back == state)
        #expect(back.segment == .thirty)
        #expect(back.slider == Decimal(string: "0.3")!)
        #expect(back.sliderStep == 6)
    }

    @Test func aStateWithNoPriceLeavesThePriceOut() throws {
        var state = BargainState(currency: .usd)
        try state.moveSlider(to: 0.7 - 0.3)
        let json = #"{"currency":"USD","rate":"40","rounding":"down","unit":"0.01"}"#
        #expect(try JSONText.encoded(state) == json)
        let back = try JSONText.decoded(BargainState.self, json)
        #expect(back == state)
        #expect(back.price == nil)
        #expect(back.segment == .forty)
    }

    @Test(arguments: [
        (Decimal(string: "33.5")!, "33.5"), (Decimal(string: "0.000000000001")!, "0.000000000001"), (Decimal(100), "100"),
    ])
    func ratesAreDecimalStrings(_ rate: Decimal, _ text: String) throws {
        var state = BargainState(currency: .eur, rounding: .toNearestOrEven)
        try state.setPrice(Money(Decimal(string: "3.499")!, .eur))
        try state.setRate(try Percentage(rate))
        let json = try JSONText.encoded(state)
        #expect(json.contains(#""rate":"\#(text)""#))
        #expect(try JSONText.decoded(BargainState.self, json) == state)
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String, json: String, message: String
        var testDescription: String { name }
    }

    static let stateRefusals = [
        Refusal(
            name: "rate 120", json: #"{"currency":"JPY","rate":"120","rounding":"down","unit":"1"}"#,
            message: BargainError.rateOutOfRange(120).description),
        Refusal(
            name: "negative rate", json: #"{"currency":"JPY","rate":"-5","rounding":"down","unit":"1"}"#,
            message: BargainError.rateOutOfRange(-5).description),
        Refusal(
            name: "a rate with 13 decimals", json: #"{"currency":"JPY","rate":"1.0000000000001","rounding":"down","unit":"1"}"#,
            message: ShopCoreError.tooManyDecimals("1.0000000000001", limit: 12).description),
        Refusal(
            name: "an amount with 13 decimals",
            json:
                #"{"currency":"USD","price":{"amount":"1.0000000000001","currency":"USD"},"rate":"0","rounding":"down","unit":"0.01"}"#,
            message: ShopCoreError.tooManyDecimals("1.0000000000001", limit: 12).description),
        Refusal(
            name: "unknown currency", json: #"{"currency":"XYZ","rate":"0","rounding":"down","unit":"1"}"#,
            message: ShopCoreError.unknownCurrency("XYZ").description),
        Refusal(
            name: "a price in another currency",
            json: #"{"currency":"USD","price":{"amount":"9800","currency":"JPY"},"rate":"0","rounding":"down","unit":"0.01"}"#,
            message: BargainError.currencyMismatch(price: Money(9800, .jpy), expected: .usd).description),
        Refusal(
            name: "a negative price",
            json: #"{"currency":"JPY","price":{"amount":"-1","currency":"JPY"},"rate":"0","rounding":"down","unit":"1"}"#,
            message: BargainError.money(.negative("-1")).description),
        Refusal(
            name: "a unit below the minor unit", json: #"{"currency":"JPY","rate":"0","rounding":"down","unit":"0.5"}"#,
            message: BargainError.money(.invalidUnit("0.5", currency: .jpy)).description),
        Refusal(
            name: "a zero unit", json: #"{"currency":"JPY","rate":"0","rounding":"down","unit":"0"}"#,
            message: BargainError.money(.invalidUnit("0", currency: .jpy)).description),
        Refusal(
            name: "an unknown rounding", json: #"{"currency":"JPY","rate":"0","rounding":"nearest","unit":"1"}"#,
            message: ShopCoreError.unknownRoundingMode("nearest").description),
        Refusal(
            name: "a rate as text that is no number", json: #"{"currency":"JPY","rate":"thirty","rounding":"down","unit":"1"}"#,
            message: ShopCoreError.notADecimal("thirty", reason: nil).description),
    ]

    @Test(arguments: stateRefusals)
    func statesTheSettersRefuseDoNotDecode(_ row: Refusal) {
        #expect(JSONText.refusal(BargainState.self, row.json) == row.message)
    }

    @Test func aRateAsAJSONNumberIsATypeMismatch() {
        #expect(throws: DecodingError.self) {
            try JSONText.decoded(BargainState.self, #"{"currency":"JPY","rate":30,"rounding":"down","unit":"1"}"#)
        }
    }
}
