import ShopCore
import TestSupport
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A bill and its split as an app stores them: decimal strings, and decoding
/// refuses what `Warikan.split` would not take or give.
@Suite struct BillCodableTests {
    static let bill = Warikan.Bill(
        currency: .jpy, people: [.init("Aki", weight: 2), .init("Ren")], organizer: "Ren",
        items: [.init("beer", price: 620, quantity: 3, sharedBy: [.init("Aki")]), .init("sashimi", price: 3200)],
        perPerson: [.init("お通し", amount: 500)],
        charges: [.init(.service, rate: 10), .init(.tax, label: "消費税", value: .amount(600), isIncluded: true)])

    @Test func aBillIsDecimalStrings() throws {
        let json = try JSONText.encoded(Self.bill)
        #expect(
            json
                == #"{"charges":[{"base":"subtotal","included":false,"kind":"service","rate":"10","rounding":"half-up"},"#
                + #"{"amount":"600","base":"subtotal","included":true,"kind":"tax","label":"消費税","rounding":"down"}],"#
                + #""currency":"JPY","items":[{"label":"beer","price":"620","quantity":3,"sharedBy":[{"name":"Aki","weight":"1"}]},"#
                + #"{"label":"sashimi","price":"3200","quantity":1}],"organizer":"Ren","#
                + #""people":[{"name":"Aki","weight":"2"},{"name":"Ren","weight":"1"}],"perPerson":[{"amount":"500","label":"お通し"}]}"#
        )
        #expect(try JSONText.decoded(Warikan.Bill.self, json) == Self.bill)
    }

    @Test func aSplitRoundTrips() throws {
        let split = try Warikan.split(Self.bill, unit: 100, mode: .spread)
        #expect(try JSONText.decoded(Warikan.BillSplit.self, try JSONText.encoded(split)) == split)
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let from: String, to: String, reason: String
        var testDescription: String { "\(from) → \(to)" }
    }

    static let refusals: [Refusal] = [
        .init(from: #""weight":"2""#, to: #""weight":"0""#, reason: #"weight "0" for Aki is not a positive number"#),
        .init(from: #""weight":"2""#, to: #""weight":"２""#, reason: #""２""#),
        .init(from: #""organizer":"Ren""#, to: #""organizer":"Kai""#, reason: #"organizer "Kai" is not one of the people"#),
        .init(
            from: #""sharedBy":[{"name":"Aki""#, to: #""sharedBy":[{"name":"Sora""#,
            reason: #""Sora" is not one of the people; add them to a people line"#),
        .init(
            from: #""rate":"10""#, to: #""rate":"120""#,
            reason: #"rate "120" is not a percentage from 0 to 100 with at most 4 decimals"#),
        .init(from: #""quantity":3"#, to: #""quantity":0"#, reason: #"quantity "0" is not a whole number from 1 to 10000"#),
    ]

    @Test(arguments: refusals)
    func aBillThatCannotBeSplitIsRefused(_ row: Refusal) throws {
        let json = try JSONText.encoded(Self.bill).replacing(row.from, with: row.to)
        #expect(
            JSONText.refusal(Warikan.Bill.self, json)?.contains(row.reason) == true,
            "\(JSONText.refusal(Warikan.Bill.self, json) ?? "decoded")")
    }

    @Test func aStoredSplitMustFollowFromItsBill() throws {
        let json = try JSONText.encoded(try Warikan.split(Self.bill, unit: 100, mode: .spread))
        #expect(json.contains(#""collected":{"amount":"6666","currency":"JPY"}"#))
        let tampered = json.replacing(#""collected":{"amount":"6666""#, with: #""collected":{"amount":"6600""#)
        #expect(
            JSONText.refusal(Warikan.BillSplit.self, tampered)
                == "collected ¥6,600 does not follow from the bill; the split gives ¥6,666")
    }
}
