import Settle
import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A settlement, and a group settled (``SettlementReport``), have one JSON shape: the one
/// `settle --json` prints, written in its order, and what an app's plain `JSONEncoder` writes.
@Suite struct SettlementCodableTests {
    static func settled(_ text: String, _ options: SettleOptions = SettleOptions()) throws -> [Settlement] {
        try Group(reading: text).settle(options)
    }

    @Test func theREADMEsSettlementIsTheEncoding() throws {
        let settlements = try Self.settled("people Aki Sora\nlunch 1240 paid by Aki\n", SettleOptions(unit: 100))
        let json =
            #"{"currency":"JPY","unit":"100","optimal":true,"fewest":1,"organizer":"Aki","people":[{"name":"Aki","#
            + #""paid":"1240","share":"620","paid_back":"0","received_back":"0","balance":"620","exact_balance":"620","#
            + #""exact_rounded":false},{"name":"Sora","paid":"0","share":"620","paid_back":"0","received_back":"0","#
            + #""balance":"-620","exact_balance":"-620","exact_rounded":false}],"transfers":[{"from":"Sora","to":"Aki","#
            + #""amount":"600"}],"rest":[{"name":"Sora","amount":"-20"},{"name":"Aki","amount":"20"}],"conversions":[]}"#
        #expect(try JSONWriter.encoded(try #require(settlements.first)) == json)
        #expect(try JSONWriter.encoded(SettlementReport(settlements)) == json)
        #expect(try JSONText.plainTree(SettlementReport(settlements)) == JSONText.tree(json))
        #expect(try JSONWriter.encoded(SettlementReport(settlements, later: 2)) == json.dropLast() + #","later":2}"#)
    }

    @Test func exactFiguresThatDoNotEndAreWrittenRoundedAndSaidSo() throws {
        let settlements = try Self.settled("people Aki Sora Ren\ndinner 10000 paid by Aki\ntaxi 3000 paid by Sora for Aki Sora\n")
        #expect(
            try JSONWriter.encoded(SettlementReport(settlements))
                == #"{"currency":"JPY","unit":"1","optimal":true,"fewest":2,"organizer":"Aki","people":[{"name":"Aki","#
                + #""paid":"10000","share":"4833.33","paid_back":"0","received_back":"0","balance":"5167","#
                + #""exact_balance":"5166.67","exact_rounded":true},{"name":"Sora","paid":"3000","share":"4833.33","#
                + #""paid_back":"0","received_back":"0","balance":"-1834","exact_balance":"-1833.33","#
                + #""exact_rounded":true},{"name":"Ren","paid":"0","share":"3333.33","paid_back":"0","received_back":"0","#
                + #""balance":"-3333","exact_balance":"-3333.33","exact_rounded":true}],"transfers":[{"from":"Sora","#
                + #""to":"Aki","amount":"1834"},{"from":"Ren","to":"Aki","amount":"3333"}],"rest":[],"conversions":[]}"#)
    }

    @Test func aConversionIsWrittenWithItsRate() throws {
        let settlements = try Self.settled(
            "people Aki Sora\ncurrency JPY\nrate EUR 160\nlunch 1240 paid by Aki\ntaxi €45.20 paid by Sora\n")
        #expect(
            try JSONWriter.encoded(SettlementReport(settlements))
                == #"{"currency":"JPY","unit":"1","optimal":true,"fewest":1,"organizer":"Aki","people":[{"name":"Aki","#
                + #""paid":"1240","share":"4236","paid_back":"0","received_back":"0","balance":"-2996","#
                + #""exact_balance":"-2996","exact_rounded":false},{"name":"Sora","paid":"7232","share":"4236","#
                + #""paid_back":"0","received_back":"0","balance":"2996","exact_balance":"2996","exact_rounded":false}],"#
                + #""transfers":[{"from":"Aki","to":"Sora","amount":"2996"}],"rest":[],"conversions":[{"line":5,"#
                + #""label":"taxi","amount":"45.20","amount_currency":"EUR","rate":"160","exact":"7232"}]}"#)
    }

    @Test func severalCurrenciesAreAList() throws {
        let settlements = try Self.settled(
            "people Aki Sora\ncurrency JPY\nlunch 1240 paid by Aki\ntaxi €45.20 paid by Sora\n", SettleOptions(perCurrency: true))
        let json = try JSONWriter.encoded(SettlementReport(settlements))
        #expect(
            json
                == #"{"settlements":[{"currency":"JPY","unit":"1","optimal":true,"fewest":1,"organizer":"Aki","#
                + #""people":[{"name":"Aki","paid":"1240","share":"620","paid_back":"0","received_back":"0","#
                + #""balance":"620","exact_balance":"620","exact_rounded":false},{"name":"Sora","paid":"0","share":"620","#
                + #""paid_back":"0","received_back":"0","balance":"-620","exact_balance":"-620","exact_rounded":false}],"#
                + #""transfers":[{"from":"Sora","to":"Aki","amount":"620"}],"rest":[],"conversions":[]},"#
                + #"{"currency":"EUR","unit":"0.01","optimal":true,"fewest":1,"organizer":"Aki","people":[{"name":"Aki","#
                + #""paid":"0.00","share":"22.60","paid_back":"0.00","received_back":"0.00","balance":"-22.60","#
                + #""exact_balance":"-22.60","exact_rounded":false},{"name":"Sora","paid":"45.20","share":"22.60","#
                + #""paid_back":"0.00","received_back":"0.00","balance":"22.60","exact_balance":"22.60","#
                + #""exact_rounded":false}],"transfers":[{"from":"Aki","to":"Sora","amount":"22.60"}],"rest":[],"#
                + #""conversions":[]}]}"#)
        #expect(try JSONText.plainTree(SettlementReport(settlements)) == JSONText.tree(json))
    }
}
