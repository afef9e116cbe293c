import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The most awkward values a caller can pass, for every public function of
/// ShopCore: each answers with a value or a typed error, never a crash.
enum Extremes {
    static let decimals: [Decimal] = [
        .nan, 0, -0, 1, -1, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
        -.leastNonzeroMagnitude, Decimal(Int.max), Decimal(Int.min), Decimal(1) / 3, Bounds.maximumAmount,
        Decimal(sign: .plus, exponent: 127, significand: 1), Decimal(sign: .minus, exponent: -128, significand: 1),
        Decimal(string: "0.000000000001")!, Decimal(string: "340282366920938463463374607431768211455")!,
    ]
    static let ints = [Int.min, Int.min + 1, -1, 0, 1, 19, 20, Int.max - 1, Int.max]
    static let strings = [
        "", " ", "\u{3000}", "-", ".", ",", "¥", "$", "%", "NaN", "inf", "-inf", "0x1p3", "1e400", "\u{0}", "\u{202E}",
        String(repeating: "9", count: 10_000), String(repeating: "9,", count: 3_000) + "9",
        "0." + String(repeating: "0", count: 10_000),
        String(repeating: "¥", count: 3_000), String(repeating: "𝟗", count: 1_000),
        "9" + String(repeating: "\u{301}", count: 1_000),
    ]
    static let doubles: [Double] = [
        .nan, .signalingNaN, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
        .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0x1p64, -0x1p64, 0x1p64.nextDown, 1, -1,
        1.nextUp, 0.nextUp, 0.7 - 0.3, 0.00000000005, 0.99999999995,
    ]
}

@Suite struct ExtremeValueTests {
    @Test func decimalArithmetic() {
        for a in Extremes.decimals {
            _ = a.shifted(byPowerOfTen: 2)
            for power in Extremes.ints { _ = a.shifted(byPowerOfTen: power) }
            for b in Extremes.decimals {
                for rule in RoundingRule.allCases {
                    _ = try? a.rounded(toMultipleOf: b, rule)
                    for c in Extremes.decimals.prefix(8) { _ = try? a.divided(by: b, roundedTo: c, rule) }
                }
                _ = try? a.multipliedExactly(by: b)
                _ = try? a.addingExactly(b)
                _ = try? a.subtractingExactly(b)
                _ = try? a.isMultiple(of: b)
            }
        }
        #expect(throws: ShopCoreError.notADecimal("NaN", reason: .notFinite)) { try Decimal.nan.multipliedExactly(by: 1) }
        #expect(throws: ShopCoreError.tooLarge("340282366920938463463374607431768211455 + 1")) {
            try Decimal(string: "340282366920938463463374607431768211455")!.addingExactly(1)
        }
        #expect(throws: ShopCoreError.nonPositiveUnit("-1")) { try Decimal(5).divided(by: 0, roundedTo: -1, .awayFromZero) }
    }

    @Test func formattingAndBounds() {
        for value in Extremes.decimals {
            for currency in Currency.all {
                _ = Money(value, currency).humanText
                _ = Money(value, currency).machineText
                _ = MoneyFormat.human(value, currency)
                _ = MoneyFormat.machine(value, currency)
                _ = try? RoundingUnit.validate(value, currency: currency)
                _ = try? RoundingUnit.validate(value, currency: currency, text: Extremes.strings[16])
            }
            _ = MoneyFormat.plain(value)
            _ = try? Bounds.validate(value)
            _ = try? Bounds.validate(value, named: "")
        }
        #expect(MoneyFormat.human(.nan, .jpy) == "NaN")
        #expect(throws: ShopCoreError.tooLarge("big")) { try Bounds.validate(.greatestFiniteMagnitude, named: "big") }
        #expect(throws: ShopCoreError.tooManyDecimals("tiny", limit: 12)) {
            try Bounds.validate(.leastNonzeroMagnitude, named: "tiny")
        }
    }

    @Test func readingText() {
        for text in Extremes.strings {
            for currency in Currency.all {
                _ = try? AmountParser.amount(text, currency: currency)
                _ = try? AmountParser.amount(text, currency: currency, allowsNegative: true)
                _ = try? Money(parsing: text, currency: currency)
                _ = try? RoundingUnit(parsing: text, currency: currency).amount
                _ = TypedAmount.read(text, currency: currency)
            }
            _ = try? AmountParser.decimal(text)
            _ = try? AmountParser.decimal(text, allowsNegative: true)
            _ = try? Currency(code: text)
            _ = try? RoundingRule(parsing: text)
        }
        #expect(TypedAmount.read(Extremes.strings[16], currency: .jpy) == .invalid(.tooLarge(Extremes.strings[16])))
        #expect(TypedAmount.read(Extremes.strings[18], currency: .jpy) == .amount(Money(0, .jpy)))
        #expect(throws: ShopCoreError.unknownCurrency("")) { try Currency(code: "") }
    }

    @Test func textForPeopleAndTerminals() {
        for text in Extremes.strings {
            for limit in Extremes.ints { _ = quoted(text, limit: limit) }
            _ = quoted(text, limit: nil)
            _ = JSONString.quoted(text)
            _ = JSONString.quoted(text, escaping: { _ in true })
            _ = DisplayText.columns(text)
            _ = DisplayText.firstUnsafeScalar(in: text)
            for width in Extremes.ints {
                _ = DisplayText.padded(text, to: width)
                _ = DisplayText.rightAligned(text, to: width)
            }
            for character in text.prefix(50) { _ = DisplayText.columns(of: character) }
            for scalar in text.unicodeScalars.prefix(50) {
                _ = DisplayText.isUnsafe(scalar)
                _ = DisplayText.codePoint(scalar)
            }
        }
        #expect(DisplayText.padded("ab", to: Int.min) == "ab")
        #expect(DisplayText.rightAligned("ab", to: Int.min) == "ab")
        #expect(DisplayText.padded("ab", to: Int.max).count == DisplayText.maximumWidth)
        #expect(DisplayText.rightAligned("コート", to: Int.max).count == DisplayText.maximumWidth - 3)
        #expect(quoted("abc", limit: Int.min) == #""…""#)
    }

    @Test func errorDescriptions() {
        for text in Extremes.strings {
            let errors: [ShopCoreError] = [
                .notAnAmount(text, reason: nil), .notADecimal(text, reason: .exponent), .negative(text),
                .tooLarge(text), .unknownCurrency(text), .currencyMismatch(text, expected: .jpy),
                .invalidUnit(text, currency: .usd), .unknownRoundingMode(text), .nonPositiveUnit(text),
            ]
            for error in errors { _ = error.description }
            for limit in Extremes.ints { _ = ShopCoreError.tooManyDecimals(text, limit: limit).description }
        }
        for reason in ShopCoreError.Reason.allCases { _ = reason.description }
        #expect(
            ShopCoreError.tooManyDecimals("1", limit: Int.min).description
                == #""1" has too many decimals (at most -9223372036854775808)"#)
    }
}
