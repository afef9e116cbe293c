import Calculator
import FoundationEssentials
import ShopCore
import Testing

@Suite struct AmountExpressionTests {
    @Test func plainAmountsAndExpressions() throws {
        #expect(try Calculator.amount("¥9,800", currency: .jpy) == 9800)
        #expect(try Calculator.amount("1980*3", currency: .jpy) == 5940)
        #expect(try Calculator.amount("9800-500", currency: .jpy) == 9300)
        #expect(try Calculator.amount("12000+3450", currency: .jpy) == 15450)
        #expect(try Calculator.amount("$3.50*3", currency: .usd) == Decimal(string: "10.5")!)
        #expect(try Calculator.amount("9800-30%", currency: .jpy) == 6860)
    }

    @Test func expressionsMustGiveAnExactAmount() {
        #expect(throws: AmountInputError.notAnAmount("1000/3", reason: "is ≈ 333.3333333333, not an exact amount")) {
            try Calculator.amount("1000/3", currency: .jpy)
        }
        #expect(throws: AmountInputError.notAnAmount("5-10", reason: "is -5; expected an amount of 0 or more")) {
            try Calculator.amount("5-10", currency: .jpy)
        }
        #expect(throws: AmountInputError.notAnAmount("0.0000001*0.0000001", reason: "is 0.00000000000001, more than 12 digits after the decimal point")) {
            try Calculator.amount("0.0000001*0.0000001", currency: .jpy)
        }
        #expect(throws: AmountInputError.expression(CalcError(.divisionByZero, at: 6, in: "9800/0"))) {
            try Calculator.amount("9800/0", currency: .jpy)
        }
        #expect(throws: AmountInputError.amount(.notAnAmount("abc", reason: nil))) { try Calculator.amount("abc", currency: .jpy) }
        #expect(throws: AmountInputError.amount(.negative("-5"))) { try Calculator.amount("-5", currency: .jpy) }
        #expect(AmountInputError.notAnAmount("5-10", reason: "is -5; expected an amount of 0 or more").description
            == #""5-10" is -5; expected an amount of 0 or more"#)
    }
}
