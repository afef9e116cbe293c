import ShopCore
import TestSupport
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A split, its people and its mode as an app stores them: amounts as
/// decimal strings, and decoding refuses what `Warikan.split` would not give.
@Suite struct SplitCodableTests {
    typealias Participant = Warikan.Participant

    static let table = [
        Participant("Boss", weight: 2), Participant("Aki"),
        Participant("Yui", .amount(3000)),
    ]

    @Test func modeIsItsRawName() throws {
        #expect(try JSONText.encoded([Warikan.Mode.organizerAbsorbs, .roundUp]) == #"["absorb","up"]"#)
        #expect(try JSONText.decoded([Warikan.Mode].self, #"["up","absorb"]"#) == [.roundUp, .organizerAbsorbs])
        #expect(JSONText.refusal(Warikan.Mode.self, #""round""#) != nil)
    }

    /// A participant is ShopCore's `Share`, written as ShopCore writes it.
    @Test func participantsAreShares() throws {
        #expect(
            try JSONText.encoded(Self.table)
                == #"[{"name":"Boss","weight":"2"},{"name":"Aki","weight":"1"},{"amount":"3000","name":"Yui"}]"#)
        #expect(try JSONText.encoded(Participant(number: 3, weight: Decimal(string: "1.5")!)) == #"{"number":3,"weight":"1.5"}"#)
        let people = try Warikan.participants(weights: "2,1.5")
        #expect(try JSONText.decoded([Participant].self, try JSONText.encoded(people)) == people)
        #expect(try JSONText.decoded([Participant].self, try JSONText.encoded(Self.table)) == Self.table)
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let json: String
        let reason: String
        var testDescription: String { json }
    }

    static let participantRefusals: [Refusal] = [
        .init(json: #"{"name":"","weight":"1"}"#, reason: #"person "" has no name; expected NAME, NAME:WEIGHT or NAME=AMOUNT"#),
        .init(json: #"{"name":"A\nB","weight":"1"}"#, reason: #"name "A\nB" has a control character (U+000A)"#),
        .init(json: #"{"name":"Aki","weight":"0"}"#, reason: #"weight "0" for Aki is not a positive number"#),
        .init(json: #"{"name":"Aki","weight":"-2"}"#, reason: #"weight "-2" for Aki is not a positive number"#),
        .init(json: #"{"name":"Aki","weight":"1e5"}"#, reason: #"weight "1e5" for Aki is not a positive number"#),
        .init(
            json: #"{"name":"Aki","weight":"0.0000000000001"}"#,
            reason: #""0.0000000000001" has too many decimals (at most 12)"#),
        .init(json: #"{"name":"Aki","fixed":"-5"}"#, reason: #""-5" is negative; expected an amount of 0 or more"#),
        .init(
            json: #"{"name":"Aki","fixed":"1000000000000000"}"#,
            reason: #""1000000000000000" is too large to compute exactly; amounts must be below 10^15"#),
        .init(json: #"{"name":"Aki"}"#, reason: #"person "Aki" needs exactly one of a weight and a fixed amount"#),
        .init(
            json: #"{"name":"Aki","weight":"1","fixed":"5"}"#,
            reason: #"person "Aki" needs exactly one of a weight and a fixed amount"#),
        .init(
            json: #"{"name":"Aki","number":2,"weight":"1"}"#,
            reason: #"person number 2 named "Aki"; expected 1–100000 named "person 2""#),
        .init(
            json: #"{"name":"person 0","number":0,"weight":"1"}"#,
            reason: #"person number 0 named "person 0"; expected 1–100000 named "person 0""#),
    ]

    /// A payment's person is checked as `Warikan.split` checks a participant.
    @Test(arguments: participantRefusals)
    func aPaymentsPersonIsCheckedAsSplitChecksIt(_ row: Refusal) {
        let payment = row.json.dropLast() + #","amount":"0","currency":"JPY","organizer":false}"#
        #expect(JSONText.refusal(Warikan.Payment.self, String(payment)) == row.reason)
    }

    @Test func aSplitRoundTripsWithAmountsAsStrings() throws {
        let split = try Warikan.split(Money(23450, .jpy), among: 3, unit: 100)
        let json = try JSONText.encoded(split)
        #expect(
            json
                == #"{"collected":"23450","currency":"JPY","mode":"absorb","organizer":"7850","organizer_name":"person 1","#
                + #""payments":[{"amount":"7850","name":"person 1","number":1,"organizer":true,"weight":"1"},"#
                + #"{"amount":"7800","name":"person 2","number":2,"organizer":false,"weight":"1"},"#
                + #"{"amount":"7800","name":"person 3","number":3,"organizer":false,"weight":"1"}],"#
                + #""people":3,"share":"7800","surplus":"0","total":"23450","unit":"100"}"#)
        #expect(try JSONText.decoded(Warikan.Split.self, json) == split)
    }

    @Test(arguments: Warikan.Mode.allCases)
    func weightedAndDollarSplitsRoundTrip(_ mode: Warikan.Mode) throws {
        let yen = try Warikan.split(Money(48730, .jpy), among: Self.table, organizer: "Aki", unit: 100, mode: mode)
        #expect(try JSONText.decoded(Warikan.Split.self, try JSONText.encoded(yen)) == yen)
        let dollars = try Warikan.split(
            Money(Decimal(string: "100.05")!, .usd), among: 3, unit: Decimal(string: "0.25"), mode: mode)
        let json = try JSONText.encoded(dollars)
        #expect(json.contains(#""currency":"USD""#) && json.contains(#""total":"100.05""#))
        #expect(json.contains(#""unit":"0.25""#))
        #expect(try JSONText.decoded(Warikan.Split.self, json) == dollars)
    }

    /// The stored split of 10000 yen among Aki, Ren (organizer) and Yui by ¥100, with one part changed.
    static func stored(replacing old: String = "", with new: String = "") throws -> String {
        let people = [Participant("Aki"), Participant("Ren"), Participant("Yui")]
        let split = try Warikan.split(Money(10000, .jpy), among: people, organizer: "Ren", unit: 100)
        return try JSONText.encoded(split).replacing(old, with: new)
    }

    static let splitRefusals: [(String, String, String)] = [
        (#""amount":"3400""#, #""amount":"3500""#, #""Ren" pays ¥3,500; the split gives ¥3,400"#),
        (#""organizer":true"#, #""organizer":false"#, "0 payments are marked as the organizer's; expected exactly 1"),
        (#""organizer":false"#, #""organizer":true"#, "3 payments are marked as the organizer's; expected exactly 1"),
        (#""mode":"absorb""#, #""mode":"up""#, #""Aki" pays ¥3,300; the split gives ¥3,400"#),
        (
            #""collected":"10000""#, #""collected":"9999""#,
            "collected ¥9,999 does not follow from the payments; the split gives ¥10,000"
        ),
        (#""unit":"100""#, #""unit":"0""#, #"rounding unit "0" is not a positive multiple of 1 JPY"#),
        (
            #""currency":"JPY""#, #""currency":"XYZ""#,
            #"unknown currency "XYZ"; expected an ISO 4217 code in use today, such as JPY, USD, EUR or CHF"#
        ),
        (
            #""total":"10000""#, #""total":"100.5""#,
            #""100.5" is not a whole number of JPY 1; money is paid in the currency's minor unit"#
        ),
        (#""name":"Yui""#, #""name":"Aki""#, #"person "Aki" is named twice; names must differ"#),
        (#""people":3"#, #""people":4"#, "people 4 does not follow from the payments; the split gives 3"),
        (#""share":"3300""#, #""share":"3400""#, "share ¥3,400 does not follow from the payments; the split gives ¥3,300"),
        (#""share":"3300""#, #""share":null"#, "share none does not follow from the payments; the split gives ¥3,300"),
        (
            #""organizer":"3400""#, #""organizer":"3300""#,
            "organizer ¥3,300 does not follow from the payments; the split gives ¥3,400"
        ),
        (
            #""organizer_name":"Ren""#, #""organizer_name":"Aki""#,
            #"organizer_name "Aki" does not follow from the payments; the split gives "Ren""#
        ),
        (#""surplus":"0""#, #""surplus":"100""#, "surplus ¥100 does not follow from the payments; the split gives ¥0"),
    ]

    @Test func aStoredSplitThatWarikanWouldNotGiveIsRefused() throws {
        #expect(try JSONText.decoded(Warikan.Split.self, try Self.stored()).organizer.name == "Ren")
        for (old, new, reason) in Self.splitRefusals {
            let json = try Self.stored(replacing: old, with: new)
            #expect(json != (try Self.stored()), "\(old) not found")
            #expect(JSONText.refusal(Warikan.Split.self, json) == reason, "\(old) → \(new)")
        }
    }

    @Test func aTamperedFixedAmountIsRefusedNamingIt() throws {
        let split = try Warikan.split(Money(48730, .jpy), among: Self.table, organizer: "Aki", unit: 100)
        let json = try JSONText.encoded(split)
        let edited = json.replacing(#""fixed":"3000""#, with: #""fixed":"2000""#)
        #expect(edited != json)
        #expect(JSONText.refusal(Warikan.Split.self, edited) == "Yui pays ¥3,000, not the fixed amount 2000")
    }

    /// The library's shape before it was the command line's (Money objects, `organizerExtra`) is not read.
    @Test func theFormerLibraryShapeIsNotRead() {
        let former =
            #"{"total":{"amount":"1000","currency":"JPY"},"unit":"100","mode":"absorb","payments":["#
            + #"{"name":"person 1","number":1,"weight":"1","amount":{"amount":"1000","currency":"JPY"},"isOrganizer":true}],"#
            + #""share":{"amount":"1000","currency":"JPY"},"organizerExtra":{"amount":"0","currency":"JPY"},"#
            + #""collected":{"amount":"1000","currency":"JPY"},"surplus":{"amount":"0","currency":"JPY"}}"#
        #expect(throws: DecodingError.self) { try JSONText.decoded(Warikan.Split.self, former) }
    }

    /// A payment alone has the shape it has in a split, with the currency the split writes once.
    @Test func aPaymentAloneHasItsShapeInASplitWithItsCurrency() throws {
        let split = try Warikan.split(Money(23450, .jpy), among: 7, unit: 100)
        #expect(
            try JSONText.encoded(split.payments[0])
                == #"{"amount":"3650","currency":"JPY","name":"person 1","number":1,"organizer":true,"weight":"1"}"#)
        #expect(try JSONText.decoded(Warikan.Payment.self, JSONText.encoded(split.payments[1])) == split.payments[1])
    }

    /// A fixed amount is written in its currency's form, as the amount beside it; a payment in a split
    /// in another currency than the split's is refused.
    @Test func aFixedAmountIsInItsCurrencysFormAndAPaymentInTheSplitsCurrency() throws {
        let split = try Warikan.split(
            Money(100, .usd), among: [Warikan.Participant("A"), Warikan.Participant("B", .amount(10.5))],
            organizer: nil, unit: 0.01, mode: .organizerAbsorbs)
        let json = try JSONText.encoded(split)
        #expect(json.contains(#""fixed":"10.50""#))
        #expect(try JSONText.decoded(Warikan.Split.self, json) == split)
        let tampered = json.replacing(#""fixed":"10.50""#, with: #""currency":"EUR","fixed":"10.50""#)
        #expect(JSONText.refusal(Warikan.Split.self, tampered) == #"a payment in "EUR" in a split in USD"#)
    }

    @Test func aPaymentIsPayableAndPaysItsFixedAmount() {
        let yui = #"{"name":"Yui","fixed":"3000","organizer":false,"amount":"#
        #expect(JSONText.refusal(Warikan.Payment.self, yui + #""3000","currency":"JPY"}"#) == nil)
        #expect(
            JSONText.refusal(Warikan.Payment.self, yui + #""2999","currency":"JPY"}"#)
                == "Yui pays ¥2,999, not the fixed amount 3000")
        #expect(
            JSONText.refusal(Warikan.Payment.self, yui + #""-1","currency":"JPY"}"#)
                == #""-1" is negative; expected an amount of 0 or more"#)
        #expect(
            JSONText.refusal(Warikan.Payment.self, yui + #""3000.5","currency":"JPY"}"#)
                == #""3000.5" is not a whole number of JPY 1; money is paid in the currency's minor unit"#)
        #expect(
            JSONText.refusal(Warikan.Payment.self, yui + #""3000","currency":"JPY!"}"#)
                == #"unknown currency "JPY!"; expected an ISO 4217 code in use today, such as JPY, USD, EUR or CHF"#)
    }
}
