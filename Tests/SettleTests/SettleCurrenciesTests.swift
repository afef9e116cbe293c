import Foundation
import ShopCore
import Testing

@testable import Settle

/// Which rule settles a group's currencies: converted, each on its own, or each on its own only when a rate is missing.
@Suite struct SettleCurrenciesTests {
    /// A taxi in euros with no rate, and a lunch in yen.
    static let text = "people A B\ntaxi €45.20 paid by A\nlunch 3000 paid by B"

    static func transfers(_ settlement: Settlement) -> [String] {
        settlement.transfers.map { "\($0.from)→\($0.to) \($0.amount.machineText) \($0.amount.currency.code)" }
    }

    @Test func anExportWithoutARateIsSettledACurrencyAtATime() throws {
        let group = try Group(reading: Self.text)
        #expect(group.settlesEachCurrency(.separatelyWithoutRates))
        let settlements = try group.settle(SettleOptions(currencies: .separatelyWithoutRates))
        // Yen: B paid 3000, each owes 1500. Euros: A paid 45.20, each owes 22.60.
        #expect(settlements.map(\.currency) == [.jpy, .eur])
        #expect(settlements.map(Self.transfers) == [["A→B 1500 JPY"], ["B→A 22.60 EUR"]])
    }

    @Test func anExportWithEveryRateIsConvertedIntoTheGroupsCurrency() throws {
        var group = try Group(reading: Self.text)
        try group.addRates(["EUR 160"])
        #expect(!group.settlesEachCurrency(.separatelyWithoutRates))
        let settlements = try group.settle(SettleOptions(currencies: .separatelyWithoutRates))
        // 45.20 × 160 = 7232 paid by A, 3000 by B: each owes 5116, so B pays A 7232 − 5116 = 2116.
        #expect(settlements.map(Self.transfers) == [["B→A 2116 JPY"]])
    }

    @Test func anExpensesOwnRateCountsAsARate() throws {
        let group = try Group(reading: "people A B\ntaxi €45.20 @ 160 paid by A")
        #expect(!group.settlesEachCurrency(.separatelyWithoutRates))
        #expect(try group.settle(SettleOptions(currencies: .separatelyWithoutRates)).map(\.currency) == [.jpy])
    }

    @Test func separatelyAlwaysAndConvertedNeverSettleEachCurrency() throws {
        var group = try Group(reading: Self.text)
        try group.addRates(["EUR 160"])
        #expect(group.settlesEachCurrency(.separately))
        #expect(!group.settlesEachCurrency(.converted))
        #expect(try group.settle(SettleOptions(perCurrency: true)).map(\.currency) == [.jpy, .eur])
        #expect(SettleOptions(perCurrency: true).currencies == .separately)
        #expect(SettleOptions().currencies == .converted)
    }

    /// Once one rate is given, an export is converted: a currency still without a rate is refused, as a group
    /// file refuses it, never settled on its own beside the converted ones.
    ///
    /// No line is named: the rate is missing beside the export, not in a row of it.
    @Test func onceARateIsGivenACurrencyWithoutOneIsRefused() throws {
        let chf = try Currency(code: "CHF")
        var group = try Group(reading: "people A B\ntaxi €45.20 paid by A\nlunch 3000 paid by B\ntram CHF 4.40 paid by B")
        #expect(group.settlesEachCurrency(.separatelyWithoutRates))
        #expect(try group.settle(SettleOptions(currencies: .separatelyWithoutRates)).map(\.currency) == [.jpy, .eur, chf])
        try group.addRates(["EUR 160"])
        #expect(!group.settlesEachCurrency(.separatelyWithoutRates))
        #expect(throws: SettleError.noRate(chf)) { try group.settle(SettleOptions(currencies: .separatelyWithoutRates)) }
        // The group file's own rule names the line; per currency nothing is converted, so nothing is missing.
        #expect(throws: SettleError.onLine(4, .noRate(chf))) { try group.settle(SettleOptions(currencies: .converted)) }
        #expect(try group.settle(SettleOptions(currencies: .separately)).map(\.currency) == [.jpy, .eur, chf])
        try group.addRates(["CHF 170"])
        // 45.20 × 160 = 7232 paid by A; 3000 + 4.40 × 170 = 3748 by B: each owes 5490, so B pays A 1742.
        #expect(try group.settle(SettleOptions(currencies: .separatelyWithoutRates)).map(Self.transfers) == [["B→A 1742 JPY"]])
    }

    /// An expense's own rate is a rate given too: the other currency then needs one.
    @Test func anExpensesOwnRateMakesEveryOtherCurrencyNeedOne() throws {
        let chf = try Currency(code: "CHF")
        let group = try Group(reading: "people A B\ntaxi €45.20 @ 160 paid by A\ntram CHF 4.40 paid by B")
        #expect(!group.settlesEachCurrency(.separatelyWithoutRates))
        #expect(throws: SettleError.noRate(chf)) { try group.settle(SettleOptions(currencies: .separatelyWithoutRates)) }
    }

    @Test func convertedRefusesACurrencyWithoutARate() throws {
        let group = try Group(reading: Self.text)
        #expect(throws: SettleError.onLine(2, .noRate(.eur))) { try group.settle(SettleOptions(currencies: .converted)) }
    }
}
