import Calculator
import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite struct AmountExpressionTests {
    @Test func plainAmountsAndExpressions() throws {
        #expect(try Calculator.amount("¥9,800", currency: .jpy) == 9800)
        #expect(try Calculator.amount("1980*3", currency: .jpy) == 5940)
        #expect(try Calculator.amount("9800-500", currency: .jpy) == 9300)
        #expect(try Calculator.amount("12000+3450", currency: .jpy) == 15450)
        #expect(try Calculator.amount("$3.50*3", currency: .usd) == Decimal(string: "10.5")!)
        #expect(try Calculator.amount("9800-30%", currency: .jpy) == 6860)
    }

    /// A number and a percent sign alone is a rate: as an amount it would be a hundredth of itself
    /// (`100%` is 1 on a calculator), so it is refused; in an expression the percent key applies.
    @Test func aPercentageAloneIsNoAmount() throws {
        for text in ["100%", "500%", " 30 % ", "１００％", "¥100%", "$3.50%", "(500%)", "((30%))", "-50%", "-(50 %)"] {
            let currency: Currency = text.contains("$") ? .usd : .jpy
            #expect(throws: AmountInputError.amount(.notAnAmount(text, reason: .percentage))) {
                try Calculator.amount(text, currency: currency)
            }
        }
        #expect(try Calculator.amount("9800*30%", currency: .jpy) == 2940)
        #expect(try Calculator.amount("9800+10%", currency: .jpy) == 10780)
        #expect(
            AmountInputError.amount(.notAnAmount("100%", reason: .percentage)).description
                == #""100%" is not an amount: a percentage is a rate"#)
    }

    @Test func expressionsMustGiveAnExactAmount() {
        #expect(throws: AmountInputError.inexact("1000/3", approximately: "333.3333333333")) {
            try Calculator.amount("1000/3", currency: .jpy)
        }
        #expect(throws: AmountInputError.negativeResult("5-10", value: "-5")) {
            try Calculator.amount("5-10", currency: .jpy)
        }
        #expect(throws: AmountInputError.tooManyDecimals("0.0000001*0.0000001", value: "0.00000000000001", limit: 12)) {
            try Calculator.amount("0.0000001*0.0000001", currency: .jpy)
        }
        #expect(throws: AmountInputError.expression(CalcError(.divisionByZero, at: 6, in: "9800/0"))) {
            try Calculator.amount("9800/0", currency: .jpy)
        }
        #expect(throws: AmountInputError.amount(.notAnAmount("abc", reason: nil))) {
            try Calculator.amount("abc", currency: .jpy)
        }
        #expect(throws: AmountInputError.amount(.negative("-5"))) { try Calculator.amount("-5", currency: .jpy) }
    }

    @Test func messagesKeepTheirWords() {
        #expect(
            AmountInputError.negativeResult("5-10", value: "-5").description
                == #""5-10" is -5; expected an amount of 0 or more"#)
        #expect(
            AmountInputError.inexact("1000/3", approximately: "333.3333333333").description
                == #""1000/3" is ≈ 333.3333333333, not an exact amount"#)
        #expect(
            AmountInputError.tooManyDecimals("0.0000001*0.0000001", value: "0.00000000000001", limit: 12).description
                == #""0.0000001*0.0000001" is 0.00000000000001, more than 12 digits after the decimal point"#)
    }

    @Test func expressionsAreToldApartByTheReasonNotByWords() throws {
        // "+5" is an expression to the amount parser; the calculator reads it.
        #expect(try Calculator.amount("+5", currency: .jpy) == 5)
        #expect(try Calculator.amount("(1000)", currency: .jpy) == 1000)
        // Other refusals stay the parser's.
        #expect(throws: AmountInputError.amount(.notAnAmount("1.5.5", reason: .twoDecimalPoints))) {
            try Calculator.amount("1.5.5", currency: .jpy)
        }
        #expect(throws: AmountInputError.amount(.tooManyDecimals("33.3333333333333", limit: 12))) {
            try Calculator.amount("33.3333333333333", currency: .jpy)
        }
    }
}

@Suite struct MoneyExpressionTests {
    @Test func anExpressionAsMoney() throws {
        #expect(try Calculator.money("1980*3", currency: .jpy) == Money(5940, .jpy))
        #expect(try Calculator.money("$98.50-10%", currency: .usd) == Money(Decimal(string: "88.65")!, .usd))
        #expect(throws: AmountInputError.negativeResult("5-10", value: "-5")) { try Calculator.money("5-10", currency: .jpy) }
    }
}

@Suite struct MixedCurrencyPairTests {
    /// The pair named is the one in conflict: `$` is US or Taiwan dollars until `NT$` says which.
    @Test func theConflictingPairIsNamed() {
        #expect(throws: CalcError(.mixedCurrencies(first: "NT$5", second: "US$5"), at: 9, in: "$5+NT$5+US$5")) {
            try Calculator.evaluate("$5+NT$5+US$5")
        }
        #expect(throws: CalcError(.mixedCurrencies(first: "5元", second: "5円"), at: 7, in: "¥5+5元+5円")) {
            try Calculator.evaluate("¥5+5元+5円")
        }
    }
}
