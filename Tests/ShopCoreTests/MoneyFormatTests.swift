import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite struct MoneyFormatTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let amount: String, currency: Currency, human: String, machine: String
        var testDescription: String { "\(amount) \(currency.code)" }
        init(_ amount: String, _ currency: Currency, human: String, machine: String) {
            (self.amount, self.currency, self.human, self.machine) = (amount, currency, human, machine)
        }
    }

    static let rows: [Row] = [
        Row("6860", .jpy, human: "¥6,860", machine: "6860"),
        Row("0", .jpy, human: "¥0", machine: "0"),
        Row("999", .jpy, human: "¥999", machine: "999"),
        Row("1000", .jpy, human: "¥1,000", machine: "1000"),
        Row("1234567", .jpy, human: "¥1,234,567", machine: "1234567"),
        Row("999999999999999", .jpy, human: "¥999,999,999,999,999", machine: "999999999999999"),
        Row("-2940", .jpy, human: "-¥2,940", machine: "-2940"),
        Row("68.6", .usd, human: "$68.60", machine: "68.60"),
        Row("0.05", .usd, human: "$0.05", machine: "0.05"),
        Row("1234.5", .usd, human: "$1,234.50", machine: "1234.50"),
        Row("3.499", .usd, human: "$3.499", machine: "3.499"),
        Row("12", .eur, human: "€12.00", machine: "12.00"),
        Row("7.99", .gbp, human: "£7.99", machine: "7.99"),
        Row("15000", .krw, human: "₩15,000", machine: "15000"),
        Row("88.8", .cny, human: "CN¥88.80", machine: "88.80"),
        Row("350", .twd, human: "NT$350.00", machine: "350.00"),
        Row("700", Self.currency("KWD"), human: "KWD 700.000", machine: "700.000"),
        Row("1234.5", Self.currency("BHD"), human: "BHD 1,234.500", machine: "1234.500"),
        Row("-0.005", Self.currency("OMR"), human: "-OMR 0.005", machine: "-0.005"),
        Row("1.25", Self.currency("CLF"), human: "CLF 1.2500", machine: "1.2500"),
        Row("0.0001", Self.currency("UYW"), human: "UYW 0.0001", machine: "0.0001"),
        Row("12.5", Self.currency("CHF"), human: "CHF 12.50", machine: "12.50"),
        Row("-12.5", Self.currency("CHF"), human: "-CHF 12.50", machine: "-12.50"),
        Row("1500", Self.currency("ISK"), human: "ISK 1,500", machine: "1500"),
        Row("120", Self.currency("THB"), human: "฿120.00", machine: "120.00"),
        Row("19.99", Self.currency("CAD"), human: "CA$19.99", machine: "19.99"),
        Row("500", Self.currency("XAF"), human: "FCFA 500", machine: "500"),
        Row("25000", Self.currency("VND"), human: "₫25,000", machine: "25000"),
        Row("3.4999", Self.currency("PLN"), human: "PLN 3.4999", machine: "3.4999"),
    ]

    static func currency(_ code: String) -> Currency {
        (try? Currency(code: code)) ?? .jpy
    }

    @Test(arguments: rows)
    func formats(_ row: Row) {
        let money = Money(Decimal(string: row.amount)!, row.currency)
        #expect(money.humanText == row.human)
        #expect(money.machineText == row.machine)
    }

    @Test func plainDecimalsHaveNoTrailingZeros() {
        #expect(MoneyFormat.plain(Decimal(string: "30")!) == "30")
        #expect(MoneyFormat.plain(Decimal(string: "33.50")!) == "33.5")
        #expect(MoneyFormat.plain(Decimal(string: "0.300")!) == "0.3")
        #expect(MoneyFormat.plain(Decimal(string: "0.01")!) == "0.01")
        #expect(MoneyFormat.plain(Decimal(string: "-0.335")!) == "-0.335")
    }
}

@Suite struct CurrencyTests {
    @Test func knowsTheRequiredCurrencies() throws {
        let expected: [(String, Int, String)] = [
            ("JPY", 0, "¥"), ("USD", 2, "$"), ("EUR", 2, "€"), ("GBP", 2, "£"),
            ("KRW", 0, "₩"), ("CNY", 2, "CN¥"), ("TWD", 2, "NT$"),
        ]
        for (code, digits, symbol) in expected {
            let currency = try Currency(code: code)
            #expect(currency.minorUnitDigits == digits)
            #expect(currency.symbol == symbol)
        }
        #expect(try Currency(code: "usd") == .usd)
        #expect(try Currency(code: " eur ") == .eur)
        #expect(Currency.default == .jpy)
        #expect(Currency.usd.minorUnit == Decimal(string: "0.01")!)
        #expect(Currency.jpy.minorUnit == 1)
    }

    @Test func unknownCodesAreErrors() {
        #expect(throws: ShopCoreError.unknownCurrency("XYZ")) { try Currency(code: "XYZ") }
        #expect(
            ShopCoreError.unknownCurrency("XYZ").description
                == #"unknown currency "XYZ"; expected an ISO 4217 code in use today, such as JPY, USD, EUR or CHF"#)
    }
}

@Suite struct ExactArithmeticTests {
    @Test func productsAreExactOrRefused() throws {
        let a = Decimal(string: "999999999999999.999999999999")!
        #expect(try a.multipliedExactly(by: Decimal(string: "0.7")!) == Decimal(string: "699999999999999.9999999999993")!)
        // 28 × 12 digits needs more than 38: Foundation's * would round it; ShopCore refuses.
        let b = Decimal(string: "123456789012.345678901234")!
        #expect(throws: ShopCoreError.self) { try a.multipliedExactly(by: b) }
    }

    @Test func sumsAreExact() throws {
        #expect(try Decimal(string: "0.1")!.addingExactly(Decimal(string: "0.2")!) == Decimal(string: "0.3")!)
        #expect(try Decimal(5).subtractingExactly(Decimal(string: "7.25")!) == Decimal(string: "-2.25")!)
    }

    @Test func multiplesAreRecognised() throws {
        #expect(try Decimal(300).isMultiple(of: 100))
        #expect(try !Decimal(350).isMultiple(of: 100))
        #expect(try Decimal(string: "0.25")!.isMultiple(of: Decimal(string: "0.05")!))
        #expect(try !Decimal(string: "0.255")!.isMultiple(of: Decimal(string: "0.01")!))
        #expect(try Decimal(0).isMultiple(of: 7))
        #expect(try Decimal(-300).isMultiple(of: 100))
        // Decided on remainders, so a value whose widening would overflow is still seen to be a multiple.
        let big = Decimal(string: "10000000000000000000000000000000000000")!
        #expect(try big.isMultiple(of: Decimal(string: "0.01")!))
        #expect(try !big.isMultiple(of: 3))
        #expect(try Decimal(string: "340282366920938463463374607431768211455")!.isMultiple(of: 5))
    }

    @Test func refusesRatherThanRounds() {
        let huge = Decimal(string: "340282366920938463463374607431768211455")!
        #expect(throws: ShopCoreError.tooLarge("340282366920938463463374607431768211455")) {
            try huge.rounded(toMultipleOf: Decimal(string: "0.01")!, .towardZero)
        }
    }

    @Test func decimalsRoundTrip() throws {
        for text in [
            "0", "-0.5", "123456789012345678901234567890.12345678", "0.000000000001", "340282366920938463463374607431768211455",
        ] {
            let value = Decimal(string: text)!
            #expect(MoneyFormat.plain(value) == text)
        }
    }
}

@Suite struct DecimalShiftTests {
    @Test func shiftsOnlyTheExponent() {
        #expect(Decimal(string: "0.35")!.shifted(byPowerOfTen: 2) == 35)
        #expect(Decimal(string: "33.5")!.shifted(byPowerOfTen: -2) == Decimal(string: "0.335")!)
        #expect(Decimal(string: "-2.5")!.shifted(byPowerOfTen: 1) == -25)
        #expect(Decimal(0).shifted(byPowerOfTen: -2) == 0)
    }
}

/// Whole amounts of yen and won are written in one buffer, as the general path writes them.
@Suite struct WholeAmountTextTests {
    @Test func wholeAmountsAreWrittenAsTheGeneralPathWritesThem() throws {
        var values: [UInt64] = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 123_456, 999_999, 1_000_000]
        var power: UInt64 = 1
        for _ in 0..<18 {
            values += [power - 1, power, power + 1]
            power *= 10
        }
        values.append(999_999_999_999_999_999)
        for currency in [Currency.jpy, .krw, try Currency(code: "ISK")] {
            for value in values {
                for negative in [false, true] {
                    let exact = ExactDecimal(isNegative: negative, magnitude: UInt128(value))
                    let general =
                        (exact.isNegative ? "-" : "") + currency.amountPrefix
                        + exact.absolute.text(minimumFractionDigits: 0, groupingSeparator: UInt8(ascii: ","))
                    #expect(currency.wholeAmountText(exact) == general, "\(exact) \(currency)")
                    #expect(MoneyFormat.human(exact, currency) == general)
                }
            }
        }
    }

    @Test func otherAmountsAreLeftToTheGeneralPath() throws {
        #expect(Currency.usd.wholeAmountText(ExactDecimal(magnitude: 5)) == nil, "a currency with cents")
        #expect(Currency.jpy.wholeAmountText(try ExactDecimal(isNegative: false, magnitude: 50, scale: 1)) == nil)
        #expect(Currency.jpy.wholeAmountText(ExactDecimal(magnitude: 1_000_000_000_000_000_000)) == nil, "19 digits")
        #expect(MoneyFormat.human(ExactDecimal(magnitude: 1_000_000_000_000_000_000), .jpy) == "¥1,000,000,000,000,000,000")
    }
}
