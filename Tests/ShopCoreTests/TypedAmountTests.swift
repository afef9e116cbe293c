import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A text field's text on the way to an amount: empty, incomplete, an amount, or invalid for good.
@Suite struct TypedAmountTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String, currency: Currency, expected: TypedAmount
        var testDescription: String { "\(currency.code) \(quoted(text))" }
        init(_ text: String, _ currency: Currency, _ expected: TypedAmount) {
            (self.text, self.currency, self.expected) = (text, currency, expected)
        }
        init(_ text: String, _ expected: TypedAmount) { self.init(text, .jpy, expected) }
    }

    static func amount(_ text: String, _ currency: Currency = .jpy) -> TypedAmount {
        .amount(Money(Decimal(string: text)!, currency))
    }

    static let rows: [Case] = [
        // Nothing yet.
        Case("", .empty),
        Case("   ", .empty),
        Case("\u{3000}", .empty),
        // On the way to an amount.
        Case("¥", .incomplete),
        Case("￥ ", .incomplete),
        Case("9,8", .incomplete),
        Case("9,80", .incomplete),
        Case("1,", .incomplete),
        Case("1,000,", .incomplete),
        Case("98.", .incomplete),
        Case("0.", .incomplete),
        Case(".", .incomplete),
        Case("¥9,8", .incomplete),
        Case("J", .incomplete),
        Case("JP", .incomplete),
        Case("98 JP", .incomplete),
        Case("$", .usd, .incomplete),
        Case("U", .usd, .incomplete),
        Case("US", .usd, .incomplete),
        Case("98.", .usd, .incomplete),
        Case("NT", .twd, .incomplete),
        // Amounts.
        Case("0", amount("0")),
        Case("9,800", amount("9800")),
        Case("９８００", amount("9800")),
        Case("¥9,800", amount("9800")),
        Case("9800円", amount("9800")),
        Case(" 9800 ", amount("9800")),
        Case("98.50", .usd, amount("98.5", .usd)),
        Case("$98.5", .usd, amount("98.5", .usd)),
        Case(".5", .usd, amount("0.5", .usd)),
        Case("3.499", .eur, amount("3.499", .eur)),
        Case("999,999,999,999,999", amount("999999999999999")),
        // Invalid for good: no characters typed at the end make these amounts.
        Case("abc", .invalid(.notAnAmount("abc", reason: nil))),
        Case("9,8000", .invalid(.notAnAmount("9,8000", reason: .misplacedSeparator))),
        Case("1.2.3", .invalid(.notAnAmount("1.2.3", reason: .twoDecimalPoints))),
        Case("1.2.", .invalid(.notAnAmount("1.2.", reason: .twoDecimalPoints))),
        Case("$5", .invalid(.currencyMismatch("$5", expected: .jpy))),
        Case("$", .invalid(.currencyMismatch("$", expected: .jpy))),
        Case("-", .invalid(.negative("-"))),
        Case("-5", .invalid(.negative("-5"))),
        Case("-0", .invalid(.negative("-0"))),
        Case("¥-5", .invalid(.negative("¥-5"))),
        Case(",", .invalid(.notAnAmount(",", reason: .misplacedSeparator))),
        Case("9 8", .invalid(.notAnAmount("9 8", reason: .unexpectedSpace))),
        Case("9,8 ", .invalid(.notAnAmount("9,8 ", reason: .misplacedSeparator))),
        Case("1.5,000", .invalid(.notAnAmount("1.5,000", reason: .separatorAfterPoint))),
        Case("1e5", .invalid(.notAnAmount("1e5", reason: .exponent))),
        Case("1+2", .invalid(.notAnAmount("1+2", reason: .expression))),
        Case("9800円5", .invalid(.notAnAmount("9800円5", reason: nil))),
        Case("1.0000000000001", .invalid(.tooManyDecimals("1.0000000000001", limit: 12))),
        Case("1000000000000000", .invalid(.tooLarge("1000000000000000"))),
        Case("999,999,999,999,999,", .invalid(.notAnAmount("999,999,999,999,999,", reason: .misplacedSeparator))),
        Case("98.505.", .usd, .invalid(.notAnAmount("98.505.", reason: .twoDecimalPoints))),
    ]

    @Test(arguments: rows)
    func readsPartialInput(_ row: Case) {
        #expect(TypedAmount.read(row.text, currency: row.currency) == row.expected)
    }

    /// Every prefix of a valid amount is empty, incomplete or an amount, never invalid.
    @Test(arguments: ["¥9,800", "1,234,567.89", "9800円", "JPY 5", "98 JPY", "９，８００"])
    func noPrefixOfAnAmountIsInvalid(_ text: String) {
        var prefix = ""
        for character in text {
            prefix.append(character)
            if case .invalid(let error) = TypedAmount.read(prefix, currency: .jpy) {
                Issue.record("\(quoted(prefix)) of \(quoted(text)) is invalid: \(error)")
            }
        }
    }

    /// An amount is exactly what `Money(parsing:)` reads.
    @Test(arguments: ["9,800", "９８００", "¥9,800", "1.5", "0.000000000001", "1,000.25", "JPY 12"])
    func amountsAgreeWithTheParser(_ text: String) throws {
        #expect(TypedAmount.read(text, currency: .jpy) == .amount(try Money(parsing: text, currency: .jpy)))
    }
}
