import Calculator
import Foundation
import Settle
import ShopCore
import Testing

@testable import ShoptoolsCLI

/// A group file's amounts are read by the calculator; a currency's sign before a plain number (`€149.80`)
/// is read without it, with the same value or the same error, in every currency.
@Suite struct CalculatorAmountsTests {
    /// What the calculator gives for `text` in `currency`, as the group file's reader passes it on.
    static func calculator(_ text: String, _ currency: Currency) -> Result<Decimal, ShopCoreError>? {
        do throws(AmountInputError) {
            return .success(try Calculator.amount(text, currency: currency))
        } catch {
            if case .amount(let inner) = error { return .failure(inner) }
            return nil
        }
    }

    static let numbers = ["0", "7", "149.80", "1.005", "007", "123456789012345", "45.2", "0.001"]

    /// The signs of `currency`: its symbol, its other prefixes and its code.
    static func signs(_ currency: Currency) -> Set<String> { Set([currency.symbol] + currency.otherPrefixes + [currency.code]) }

    /// Each currency's own signs, and every currency's signs in the currencies most files are in.
    @Test func aSignBeforeAPlainNumberIsReadAsTheCalculatorReadsIt() {
        var read = 0
        var refused = 0
        func check(_ text: String, in currency: Currency) {
            // A sign looked up, then one known (``CalculatorAmounts/signs``): the same answer.
            let amounts = CalculatorAmounts()
            let first = amounts.signedPlain(text, currency)
            #expect(amounts.signedPlain(text, currency) == first)
            guard let quick = first else { return }
            #expect(quick == Self.calculator(text, currency), "\(text) in \(currency.code)")
            if case .success = quick { read += 1 } else { refused += 1 }
        }
        for currency in Currency.all {
            for sign in Self.signs(currency) { for number in Self.numbers { check(sign + number, in: currency) } }
        }
        let common: [Currency] =
            [.jpy, .eur, .usd]
            + ["GBP", "TWD", "CNY", "KRW", "CHF", "CAD", "INR", "SEK", "HKD"].compactMap {
                try? Currency(code: $0)
            }
        for currency in common {
            for other in Currency.all {
                for sign in Self.signs(other) { for number in ["149.80", "0"] { check(sign + number, in: currency) } }
            }
        }
        #expect(read > 500)
        #expect(refused > 1_000)
    }

    @Test(arguments: [
        "11230", "€", "€ 5", "€5.", "€.5", "€1,000", "€1e5", "€5*2", "5€", "€-5", "€+5", "€５", "＄5", "1980*3", "€5%", "",
        "€1234567890123456", "€1.0001",
    ])
    func otherTextIsTheCalculators(_ text: String) {
        for currency in [Currency.jpy, .eur, .usd] {
            #expect(CalculatorAmounts().signedPlain(text, currency) == nil, "\(text) in \(currency.code)")
        }
    }

    /// A group file read with the calculator settles as one read with the plain reader, `€` lines included.
    @Test func aGroupReadByTheCalculatorSettlesAsTheLibrarysReader() throws {
        let text = """
            people Aki Ren Sora
            rate EUR 162.35
            rate USD 150
            hotel 48000 paid by Aki
            museum €30 paid by Ren for Ren Sora
            taxi €45.20 paid by Sora for Aki:2 Ren
            cafe US$12.50 paid by Aki for Aki=50% Ren=50%
            dinner ¥12,800 paid by Ren
            """
        let bytes = Array(text.utf8)
        let amounts = CalculatorAmounts()
        let byCalculator = try GroupBalances(reading: bytes, named: "g.txt", amount: amounts.read)
        let plain = try GroupBalances(reading: bytes, named: "g.txt")
        #expect(try byCalculator.settle() == plain.settle())
        let bad = Array("people Aki Ren\nmuseum €30.005 paid by Ren\n".utf8)
        let refused = #expect(throws: LocatedError<SettleError>.self) {
            try GroupBalances(reading: bad, named: "g.txt", amount: amounts.read)
        }
        let refusedPlain = #expect(throws: LocatedError<SettleError>.self) { try GroupBalances(reading: bad, named: "g.txt") }
        #expect(refused == refusedPlain)
    }
}
