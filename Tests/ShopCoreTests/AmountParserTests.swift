import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite struct AmountParserTests {
    struct Accepted: Sendable, CustomTestStringConvertible {
        let text: String
        let currency: Currency
        let expected: String
        var testDescription: String { "\(text) in \(currency.code) is \(expected)" }
        init(_ text: String, _ expected: String, _ currency: Currency = .jpy) {
            self.text = text
            self.expected = expected
            self.currency = currency
        }
    }

    static let accepted: [Accepted] = [
        Accepted("9800", "9800"),
        Accepted("9,800", "9800"),
        Accepted("¥9,800", "9800"),
        Accepted("￥9,800", "9800"),
        Accepted("9800円", "9800"),
        Accepted("9,800 円", "9800"),
        Accepted("¥ 9800", "9800"),
        Accepted("９８００", "9800"),
        Accepted("９，８００", "9800"),
        Accepted("￥９，８００", "9800"),
        Accepted("  9800  ", "9800"),
        Accepted("\u{3000}9800\u{3000}", "9800"),
        Accepted("\t9800\n", "9800"),
        Accepted("0", "0"),
        Accepted("-0", "0"),
        Accepted("007", "7"),
        Accepted("1,234,567", "1234567"),
        Accepted("999,999,999,999,999", "999999999999999"),
        Accepted("999999999999999.999999999999", "999999999999999.999999999999"),
        Accepted("$98.50", "98.5", .usd),
        Accepted("US$98.50", "98.5", .usd),
        Accepted("98.50", "98.5", .usd),
        Accepted(".5", "0.5", .usd),
        Accepted("5.", "5", .usd),
        Accepted("$3.499", "3.499", .usd),
        Accepted("$1,234.56", "1234.56", .usd),
        Accepted("0.123456789012", "0.123456789012", .usd),
        Accepted("1.50000000000000000000", "1.5", .usd),
        // Trailing zeros after the point never count, however many.
        Accepted("1.00000000000000000000000000000000000000", "1"),
        Accepted("1." + String(repeating: "0", count: 200), "1"),
        Accepted("９８００．０００００００００００００００００００００００００００００００００００００", "9800"),
        Accepted("0.000000000001000000000000000000000000000000", "0.000000000001", .usd),
        Accepted("999999999999999.999999999999000", "999999999999999.999999999999"),
        Accepted(String(repeating: "0", count: 60) + "1", "1"),
        Accepted("USD 12.00", "12", .usd),
        Accepted("12 USD", "12", .usd),
        Accepted("€12.34", "12.34", .eur),
        Accepted("12.34 €", "12.34", .eur),
        Accepted("£7.99", "7.99", .gbp),
        Accepted("₩15,000", "15000", .krw),
        Accepted("15000원", "15000", .krw),
        Accepted("CN¥88.80", "88.8", .cny),
        Accepted("¥88.80", "88.8", .cny),
        Accepted("88.80元", "88.8", .cny),
        Accepted("NT$350", "350", .twd),
        Accepted("$350", "350", .twd),
        Accepted("350元", "350", .twd),
        // Every ISO 4217 currency: its code before or after, its own sign where it has one.
        Accepted("CHF 12.50", "12.5", Self.currency("CHF")),
        Accepted("12.50 CHF", "12.5", Self.currency("CHF")),
        Accepted("KWD 1.235", "1.235", Self.currency("KWD")),
        Accepted("1.2345 CLF", "1.2345", Self.currency("CLF")),
        Accepted("฿120", "120", Self.currency("THB")),
        Accepted("120฿", "120", Self.currency("THB")),
        Accepted("CA$19.99", "19.99", Self.currency("CAD")),
        Accepted("12.50 zł", "12.5", Self.currency("PLN")),
        Accepted("₹1,200", "1200", Self.currency("INR")),
    ]

    static func currency(_ code: String) -> Currency {
        (try? Currency(code: code)) ?? .jpy
    }

    @Test(arguments: accepted)
    func accepts(_ row: Accepted) throws {
        let amount = try AmountParser.amount(row.text, currency: row.currency)
        #expect(amount == Decimal(string: row.expected)!)
    }

    @Test func negativeAmountsWhenAllowed() throws {
        #expect(try AmountParser.amount("-500", allowsNegative: true) == -500)
        #expect(try AmountParser.amount("-¥500", allowsNegative: true) == -500)
        #expect(try AmountParser.amount("¥-500", allowsNegative: true) == -500)
        #expect(try AmountParser.amount("−500", allowsNegative: true) == -500)
    }

    struct Rejected: Sendable, CustomTestStringConvertible {
        let text: String
        let currency: Currency
        let error: ShopCoreError
        var testDescription: String { "\(text.debugDescription) → \(error)" }
        init(_ text: String, _ error: ShopCoreError, _ currency: Currency = .jpy) {
            self.text = text
            self.error = error
            self.currency = currency
        }
    }

    static let rejected: [Rejected] = [
        Rejected("", .notAnAmount("", reason: .empty)),
        Rejected("   ", .notAnAmount("   ", reason: .empty)),
        Rejected("abc", .notAnAmount("abc", reason: nil)),
        Rejected("12a", .notAnAmount("12a", reason: nil)),
        Rejected("¥", .notAnAmount("¥", reason: .noDigits)),
        Rejected(".", .notAnAmount(".", reason: .noDigits)),
        Rejected("1.5.5", .notAnAmount("1.5.5", reason: .twoDecimalPoints)),
        Rejected("1,98", .notAnAmount("1,98", reason: .misplacedSeparator)),
        Rejected("1,9800", .notAnAmount("1,9800", reason: .misplacedSeparator)),
        Rejected("12,34,567", .notAnAmount("12,34,567", reason: .misplacedSeparator)),
        Rejected(",980", .notAnAmount(",980", reason: .misplacedSeparator)),
        Rejected("1,234.5,6", .notAnAmount("1,234.5,6", reason: .separatorAfterPoint)),
        Rejected("1 000", .notAnAmount("1 000", reason: .unexpectedSpace)),
        Rejected("-500", .negative("-500")),
        Rejected("-¥500", .negative("-¥500")),
        Rejected("NaN", .notAnAmount("NaN", reason: .notFinite)),
        Rejected("nan", .notAnAmount("nan", reason: .notFinite)),
        Rejected("inf", .notAnAmount("inf", reason: .notFinite)),
        Rejected("Infinity", .notAnAmount("Infinity", reason: .notFinite)),
        Rejected("1e5", .notAnAmount("1e5", reason: .exponent)),
        Rejected("1.5E-3", .notAnAmount("1.5E-3", reason: .exponent)),
        Rejected("0x10", .notAnAmount("0x10", reason: .hexadecimal)),
        Rejected("1980*3", .notAnAmount("1980*3", reason: .expression)),
        Rejected("+5", .notAnAmount("+5", reason: .expression)),
        Rejected("1000000000000000", .tooLarge("1000000000000000")),
        Rejected("1,000,000,000,000,000", .tooLarge("1,000,000,000,000,000")),
        Rejected("99999999999999999999999999999999999999999", .tooLarge("99999999999999999999999999999999999999999")),
        Rejected("0.0000000000001", .tooManyDecimals("0.0000000000001", limit: 12)),
        Rejected("33.3333333333333", .tooManyDecimals("33.3333333333333", limit: 12)),
        Rejected(
            "0.00000000000000000000000000000000000000000001",
            .tooManyDecimals("0.00000000000000000000000000000000000000000001", limit: 12)),
        Rejected("1.0000000000001000", .tooManyDecimals("1.0000000000001000", limit: 12)),
        Rejected("1000000000000000.5", .tooLarge("1000000000000000.5")),
        // A malformed text is malformed whatever its length.
        Rejected("1.0000000000001.5", .notAnAmount("1.0000000000001.5", reason: .twoDecimalPoints)),
        Rejected(
            "99999999999999999999999999999999999999999x", .notAnAmount("99999999999999999999999999999999999999999x", reason: nil)),
        Rejected("$98.50", .currencyMismatch("$98.50", expected: .jpy)),
        Rejected("98.50€", .currencyMismatch("98.50€", expected: .jpy)),
        Rejected("¥100", .currencyMismatch("¥100", expected: .usd), .usd),
        Rejected("100円", .currencyMismatch("100円", expected: .usd), .usd),
        // `$` stays a dollar sign of USD and TWD: never Canadian dollars.
        Rejected("$5", .currencyMismatch("$5", expected: Self.currency("CAD")), Self.currency("CAD")),
        Rejected("CHF5", .currencyMismatch("CHF5", expected: .jpy)),
        Rejected("฿120", .currencyMismatch("฿120", expected: .usd), .usd),
    ]

    @Test(arguments: rejected)
    func rejects(_ row: Rejected) {
        #expect(throws: row.error) { try AmountParser.amount(row.text, currency: row.currency) }
    }

    @Test func tooManyDecimalsHasItsOwnMessage() {
        #expect(
            ShopCoreError.tooManyDecimals("33.3333333333333", limit: 12).description
                == #""33.3333333333333" has too many decimals (at most 12)"#)
    }

    @Test func aCurrencyMismatchCarriesNoCommandLineHint() {
        #expect(ShopCoreError.currencyMismatch("$98.50", expected: .jpy).description == #""$98.50" is not in JPY"#)
    }

    @Test(arguments: ShopCoreError.Reason.allCases)
    func reasonsReadAsBefore(_ reason: ShopCoreError.Reason) {
        let words: [ShopCoreError.Reason: String] = [
            .empty: "empty", .noDigits: "no digits", .twoDecimalPoints: "two decimal points",
            .misplacedSeparator: "misplaced thousands separator",
            .separatorAfterPoint: "thousands separator after the decimal point",
            .separatorsNotAccepted: "thousands separators are not accepted here",
            .unexpectedSpace: "unexpected space", .notFinite: "not a finite number",
            .hexadecimal: "hexadecimal is not accepted", .exponent: "exponent notation is not accepted",
            .expression: "an expression, not a plain amount", .percentage: "a percentage is a rate",
        ]
        #expect(reason.description == words[reason])
        #expect(
            ShopCoreError.notADecimal("x", reason: reason).description == #""x" is not a decimal number: "#
                + (words[reason] ?? ""))
    }

    @Test func decimalsCountTrailingZerosOut() throws {
        #expect(try AmountParser.decimal("2.50000000000000000000000000000000000000000") == Decimal(string: "2.5")!)
        #expect(throws: ShopCoreError.tooManyDecimals("0.3333333333333", limit: 12)) {
            try AmountParser.decimal("0.3333333333333")
        }
    }

    @Test func messagesNameTheText() {
        #expect(ShopCoreError.notAnAmount("abc", reason: nil).description == #""abc" is not an amount"#)
        #expect(ShopCoreError.nonPositiveUnit("0").description == #"unit "0" is not above 0"#)
        #expect(quoted("abc", limit: -1) == #""…""#)
        #expect(
            ShopCoreError.notAnAmount("1.5.5", reason: .twoDecimalPoints).description
                == #""1.5.5" is not an amount: two decimal points"#)
        #expect(ShopCoreError.negative("-5").description == #""-5" is negative; expected an amount of 0 or more"#)
        #expect(
            ShopCoreError.tooLarge("1e15").description
                == #""1e15" is too large to compute exactly; amounts must be below 10^15"#)
        #expect(ShopCoreError.notAnAmount("a\nb", reason: nil).description == #""a\nb" is not an amount"#)
        #expect(ShopCoreError.notAnAmount("a\u{1B}b", reason: nil).description == #""a\u001bb" is not an amount"#)
        let long = String(repeating: "x", count: 100)
        #expect(
            ShopCoreError.notAnAmount(long, reason: nil).description
                == "\"" + String(repeating: "x", count: 64) + "…\" is not an amount")
    }

    @Test func decimalsRejectGroupingAndSymbols() {
        #expect(throws: ShopCoreError.notADecimal("1,5", reason: .separatorsNotAccepted)) {
            try AmountParser.decimal("1,5")
        }
        #expect(throws: ShopCoreError.notADecimal("¥5", reason: nil)) { try AmountParser.decimal("¥5") }
        #expect((try? AmountParser.decimal("３３．５")) == Decimal(string: "33.5")!)
    }

    @Test func decimalStringPrefixTrapIsAvoided() throws {
        // Decimal(string:) reads "1,980" as 1 and "1.5.5" as 1.5; the parser must not.
        #expect(try AmountParser.amount("1,980") == 1980)
        #expect(throws: ShopCoreError.self) { try AmountParser.amount("1.5.5") }
        #expect(throws: ShopCoreError.self) { try AmountParser.amount("1980*3") }
    }
}
