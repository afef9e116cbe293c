import ShopCore
import TestSupport
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A bill as an app stores it (decimal strings; decoding refuses what `Warikan.split` would not
/// take) and its split as `split --bill --json` prints it.
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
                + #""currency":"JPY","items":[{"label":"beer","price":"620","quantity":3,"shared_by":[{"name":"Aki","weight":"1"}]},"#
                + #"{"label":"sashimi","price":"3200","quantity":1}],"organizer":"Ren","#
                + #""people":[{"name":"Aki","weight":"2"},{"name":"Ren","weight":"1"}],"per_person":[{"amount":"500","label":"お通し"}]}"#
        )
        #expect(try JSONText.decoded(Warikan.Bill.self, json) == Self.bill)
    }

    @Test func aBillOf02WithItsCamelCaseKeysStillReads() throws {
        let old = try JSONText.encoded(Self.bill).replacing("shared_by", with: "sharedBy").replacing(
            "per_person", with: "perPerson")
        #expect(try JSONText.decoded(Warikan.Bill.self, old) == Self.bill)
    }

    @Test func aSplitIsWrittenAsSplitBillJSONPrintsIt() throws {
        let split = try Warikan.split(Self.bill, unit: 100, mode: .spread)
        #expect(
            try JSONWriter.encoded(split)
                == #"{"currency":"JPY","total":"6666","unit":"100","mode":"spread","items":"5060","charges":["#
                + #"{"kind":"cover","label":"お通し","rate":null,"amount":"1000","included":false},"#
                + #"{"kind":"service","label":"service","rate":"10","amount":"606","included":false},"#
                + #"{"kind":"tax","label":"消費税","rate":null,"amount":"600","included":true}],"people":["#
                + #"{"name":"Aki","items":"3993.33","charges":["500","449.33","444.88"],"exact":"4942.67","pays":"4900","#
                + #""organizer":false,"exact_rounded":true,"parts_rounded":true},"#
                + #"{"name":"Ren","items":"1066.67","charges":["500","156.67","155.12"],"exact":"1723.33","pays":"1766","#
                + #""organizer":true,"exact_rounded":true,"parts_rounded":true}],"#
                + #""organizer_extra":"66","collected":"6666","surplus":"0"}"#)
        #expect(try JSONText.plainTree(split) == JSONText.tree(JSONWriter.encoded(split)))
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
            from: #""shared_by":[{"name":"Aki""#, to: #""shared_by":[{"name":"Sora""#,
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
}
