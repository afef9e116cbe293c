import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Amounts are stored as decimal strings, and decoding refuses what the initializers refuse.
@Suite struct CodableTests {
    struct MoneyCase: Sendable, CustomTestStringConvertible {
        let money: Money, json: String
        var testDescription: String { json }
    }

    static let monies = [
        MoneyCase(money: Money(Decimal(string: "98.5")!, .usd), json: #"{"amount":"98.50","currency":"USD"}"#),
        MoneyCase(money: Money(6860, .jpy), json: #"{"amount":"6860","currency":"JPY"}"#),
        MoneyCase(money: Money(Decimal(string: "3.499")!, .eur), json: #"{"amount":"3.499","currency":"EUR"}"#),
        MoneyCase(money: Money(-95, .jpy), json: #"{"amount":"-95","currency":"JPY"}"#),
        MoneyCase(money: Money(0, .twd), json: #"{"amount":"0.00","currency":"TWD"}"#),
        MoneyCase(
            money: Money(Decimal(string: "999999999999999.999999999999")!, .cny),
            json: #"{"amount":"999999999999999.999999999999","currency":"CNY"}"#),
    ]

    @Test(arguments: monies)
    func moneyIsAnAmountStringAndACode(_ row: MoneyCase) throws {
        #expect(try JSONText.encoded(row.money) == row.json)
        let back = try JSONText.decoded(Money.self, row.json)
        #expect(back == row.money)
        #expect(back.currency == row.money.currency)
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let json: String, error: ShopCoreError
        var testDescription: String { json }
    }

    static let moneyRefusals = [
        Refusal(json: #"{"amount":"98.5000000000001","currency":"USD"}"#, error: .tooManyDecimals("98.5000000000001", limit: 12)),
        Refusal(json: #"{"amount":"1000000000000000","currency":"JPY"}"#, error: .tooLarge("1000000000000000")),
        Refusal(json: #"{"amount":"5","currency":"XYZ"}"#, error: .unknownCurrency("XYZ")),
        Refusal(json: #"{"amount":"abc","currency":"JPY"}"#, error: .notADecimal("abc", reason: nil)),
        Refusal(json: #"{"amount":"1e5","currency":"JPY"}"#, error: .notADecimal("1e5", reason: .exponent)),
        Refusal(json: #"{"amount":"9,800","currency":"JPY"}"#, error: .notADecimal("9,800", reason: .separatorsNotAccepted)),
        Refusal(json: #"{"amount":"９８","currency":"JPY"}"#, error: .notADecimal("９８", reason: nil)),
        Refusal(json: #"{"amount":" 98","currency":"JPY"}"#, error: .notADecimal(" 98", reason: nil)),
        Refusal(json: #"{"amount":"","currency":"JPY"}"#, error: .notADecimal("", reason: .empty)),
        Refusal(json: #"{"amount":"1.2.3","currency":"JPY"}"#, error: .notADecimal("1.2.3", reason: .twoDecimalPoints)),
    ]

    @Test(arguments: moneyRefusals)
    func moneyThatTheInitializersRefuseDoesNotDecode(_ row: Refusal) {
        #expect(JSONText.refusal(Money.self, row.json) == row.error.description)
    }

    @Test func anAmountAsAJSONNumberIsATypeMismatch() {
        #expect(throws: DecodingError.self) { try JSONText.decoded(Money.self, #"{"amount":98.5,"currency":"USD"}"#) }
    }

    @Test func moneyThatCannotBeReadBackIsNotWritten() {
        #expect(throws: EncodingError.self) { try JSONText.encoded(Money(.nan, .jpy)) }
        #expect(throws: EncodingError.self) { try JSONText.encoded(Money(Decimal(1) / 3, .jpy)) }
        #expect(throws: EncodingError.self) { try JSONText.encoded(Money(Bounds.maximumAmount, .usd)) }
    }

    @Test(arguments: Currency.all)
    func aCurrencyIsItsCode(_ currency: Currency) throws {
        #expect(try JSONText.encoded([currency]) == "[\"\(currency.code)\"]")
        #expect(try JSONText.decoded([Currency].self, "[\"\(currency.code)\"]") == [currency])
    }

    @Test func anUnknownCurrencyCodeDoesNotDecode() {
        #expect(JSONText.refusal([Currency].self, #"["XYZ"]"#) == ShopCoreError.unknownCurrency("XYZ").description)
        #expect(JSONText.refusal([Currency].self, #"[""]"#) == ShopCoreError.unknownCurrency("").description)
    }

    @Test(arguments: RoundingRule.allCases)
    func aRoundingRuleIsItsRawName(_ rule: RoundingRule) throws {
        #expect(try JSONText.encoded([rule]) == "[\"\(rule.rawValue)\"]")
        #expect(try JSONText.decoded([RoundingRule].self, "[\"\(rule.rawValue)\"]") == [rule])
    }

    @Test func onlyRawRoundingNamesDecode() throws {
        #expect(try JSONText.encoded([RoundingRule.toNearestOrEven]) == #"["half-even"]"#)
        #expect(
            JSONText.refusal([RoundingRule].self, #"["halfEven"]"#) == ShopCoreError.unknownRoundingMode("halfEven").description)
        #expect(
            JSONText.refusal([RoundingRule].self, #"["bankers"]"#) == ShopCoreError.unknownRoundingMode("bankers").description)
    }
}
