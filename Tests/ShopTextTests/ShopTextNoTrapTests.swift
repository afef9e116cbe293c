import Bargain
import Calculator
import Cart
import ShopCore
import ShopFiles
import ShopText
import TestSupport
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every public function of ShopText answers every value of its parameters
/// with words, never a trap. (The words of discounts, bargains and carts,
/// `DiscountText`, `RoundingText`, `BargainText` and `CartText`, are tested
/// with their modules.)
@Suite struct ShopTextNoTrapTests {
    @Test(arguments: Extremes.decimals)
    func amounts(_ value: Decimal) {
        for currency in Currency.all {
            for language in Language.allCases {
                let money = Money(value, currency)
                let text = MoneyText.format(money, in: language)
                #expect(!text.isEmpty)
                #expect(money.text(in: language) == text)
                #expect(!MoneyText.unit(value, currency, in: language).isEmpty)
            }
        }
        #expect(MoneyText.format(Money(value, .jpy), in: .english) == Money(value, .jpy).humanText)
    }

    @Test(arguments: Extremes.strings)
    func quoting(_ text: String) {
        for language in Language.allCases {
            for limit in [nil] + Extremes.integers {
                let quoted = Quoting.quoted(text, in: language, limit: limit)
                // At most the limit (or the whole text), the quotes, `…` and escapes six characters long.
                #expect(quoted.unicodeScalars.count <= 3 + 6 * min(text.unicodeScalars.count, max(0, limit ?? .max)))
            }
        }
    }

    @Test(arguments: Extremes.strings)
    func languages(_ text: String) {
        _ = Language(code: text)
        #expect(Language.allCases.contains(Language.fromEnvironment { _ in text }))
        #expect(Language.allCases.contains(Language.fromEnvironment { $0 == "LANGUAGE" ? text : "ja_JP.UTF-8" }))
        #expect(Language.allCases.contains(Language.fromEnvironment()))
    }

    /// Errors carrying the extreme values, worded in both languages and through every public way.
    static func errors(_ number: Int, _ text: String, _ value: Decimal) -> [any Error] {
        let money = Money(value, .jpy)
        return [
            ShopCoreError.tooManyDecimals(text, limit: number), ShopCoreError.notAnAmount(text, reason: .empty),
            ShopCoreError.invalidUnit(text, currency: .usd), ShopCoreError.unknownCurrency(text),
            BargainError.rateOutOfRange(value), BargainError.sliderOutOfRange(value), BargainError.segmentOutOfRange(text),
            BargainError.currencyMismatch(price: money, expected: .usd),
            WarikanError.peopleOutOfRange(number), WarikanError.invalidWeight(text, person: .number(number)),
            WarikanError.invalidWeight(text, person: .named(text)), WarikanError.fixedExceedTotal(fixed: money, total: money),
            WarikanError.notPayable(money), WarikanError.tooLargeToSplit(money),
            CartError.quantityOutOfRange(number), CartError.labelTooLong(number), CartError.notPayable(lineTotal: money),
            CartError.noSuchItem(number, count: number), CartError.file(.notAFilePath(text)),
            CartError.unreadable(path: text, damage: .newerFormat(found: number, reads: number)),
            CartError.unreadable(path: text, damage: .checksum(line: number)),
            CartError.file(.io(path: text, operation: .rename(text), reason: text)),
            CalcError(.malformedNumber(text, reason: .tooManyDecimals(text, limit: number)), at: number, in: text),
            CalcError(.mixedCurrencies(first: text, second: text), at: number, in: text),
            AmountInputError.tooManyDecimals(text, value: text, limit: number),
        ]
    }

    static func check(_ errors: [any Error]) {
        for error in errors {
            for language in Language.allCases {
                let words = ErrorWords.message(error, in: language)
                #expect(!words.isEmpty)
                #expect(LocalizedFailure(error, language: language).errorDescription == words)
                #expect(error.localizedDescription(in: language) == words)
            }
            #expect((error as? any LocalizedError)?.errorDescription?.isEmpty == false)
        }
    }

    @Test(arguments: Extremes.integers)
    func errorWordsOfNumbers(_ number: Int) {
        Self.check(Self.errors(number, "\u{1B}[2J", 1))
    }

    @Test(arguments: ["", " ", "\u{0}", Extremes.long("\u{1B}あ")])
    func errorWordsOfText(_ text: String) {
        Self.check(Self.errors(.max, text, 1))
    }

    @Test(arguments: Extremes.decimals)
    func errorWordsOfAmounts(_ value: Decimal) {
        Self.check(Self.errors(1, "x", value))
    }

    @Test(arguments: Extremes.integers)
    func splitWords(_ number: Int) {
        for language in Language.allCases {
            #expect(SplitText.people(number, in: language).contains(String(number)))
            #expect(SplitText.times(number, in: language).contains(String(number)))
            #expect(SplitText.name(.number(number), in: language).contains(String(number)))
            #expect(!SplitText.everyone(in: language).isEmpty)
            #expect(!SplitText.noteSeparator(in: language).isEmpty)
        }
    }

    @Test(arguments: Extremes.decimals)
    func splitNotes(_ value: Decimal) {
        for language in Language.allCases {
            #expect(!SplitText.organizer(extra: Money(value, .jpy), in: language).isEmpty)
            _ = SplitText.basis(.weight(value), in: language)
            #expect(SplitText.basis(.amount(value), in: language) != nil)
        }
    }

    /// The largest, the smallest and the most crowded splits there are.
    static let splits: [Warikan.Split] = {
        let limit = Decimal(sign: .plus, exponent: 15, significand: 1) - 1
        let bills: [(Money, Int, Decimal?)] = [
            (Money(limit, .jpy), 7, nil), (Money(limit, .jpy), 3, 1000), (Money(0, .jpy), 1, nil),
            (
                Money(Decimal(sign: .plus, exponent: -2, significand: 1), .usd), 1000,
                Decimal(sign: .plus, exponent: -2, significand: 25)
            ),
            (Money(limit, .jpy), 1000, Decimal(sign: .plus, exponent: 12, significand: 1)),
        ]
        return bills.flatMap { total, people, unit in
            Warikan.Mode.allCases.compactMap { try? Warikan.split(total, among: people, unit: unit, mode: $0) }
        }
    }()

    @Test func extremeSplitsAreWorded() {
        // Rounding ¥999,999,999,999,999 up would collect 10^15 or more: refused, so 12 of 15.
        #expect(Self.splits.count == 12)
        for split in Self.splits {
            for language in Language.allCases {
                #expect(SplitText.header(split, in: language).contains(split.total.text(in: language)))
                #expect(SplitText.footer(split, in: language).contains(split.collected.text(in: language)))
                #expect(SplitText.name(split.organizer, in: language).contains("1"))
            }
        }
    }
}
