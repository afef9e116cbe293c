import Calculator
import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite struct CalculatorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let expression: String, shown: String, exact: Bool
        var testDescription: String { "\(expression) = \(shown)" }
        init(_ expression: String, _ shown: String, exact: Bool = true) {
            (self.expression, self.shown, self.exact) = (expression, shown, exact)
        }
    }

    /// The percent table of the issue, as on a shop calculator and the iOS calculator.
    static let percentTable: [Case] = [
        Case("9800-30%", "6860"),
        Case("9800+10%", "10780"),
        Case("9800*30%", "2940"),
        Case("9800/50%", "19600"),
        Case("15%", "0.15"),
        Case("(1000+980)*8%", "158.4"),
    ]

    static let more: [Case] = [
        // precedence and associativity
        Case("1+2*3", "7"), Case("(1+2)*3", "9"), Case("10-4-3", "3"), Case("100/10/5", "2"),
        Case("2*3+4*5", "26"), Case("2+3*4-5", "9"), Case("8/4*2", "4"), Case("1-2+3", "2"),
        Case("((2))", "2"), Case("(((1+2)*(3+4)))", "21"), Case("2*(3+4)*5", "70"), Case("1980*3", "5940"),
        // unary plus, as a shop calculator takes it
        Case("+5", "5"), Case("3*+2", "6"), Case("-+5", "-5"), Case("+(1+2)", "3"), Case("5++3", "8"),
        Case("5-+3", "2"), Case("+-5", "-5"), Case("++5", "5"), Case("100++10%", "110"), Case("+10%", "0.1"),
        // unary minus
        Case("-5", "-5"), Case("3*-2", "-6"), Case("-(1+2)", "-3"), Case("--5", "5"), Case("5--3", "8"),
        Case("-5+10", "5"), Case("2*-(3-5)", "4"), Case("-2*-2", "4"), Case("10/-4", "-2.5"), Case("-0", "0"),
        // spaces anywhere
        Case(" 1 + 2 ", "3"), Case("9800 - 30 %", "6860"), Case("( 1 + 2 ) * 3", "9"),
        // percent chains and forms
        Case("9800-30%-10%", "6174"), Case("100+10%+10%", "121"), Case("200+50%", "300"), Case("50%", "0.5"),
        Case("200*50%+1", "101"), Case("100-100%", "0"), Case("100+(10)%", "110"), Case("(100+10)%", "1.1"),
        Case("1000-5%*2", "999.9"), Case("0%", "0"), Case("12.5%", "0.125"), Case("100+-10%", "90"),
        Case("9800*(1-30%)", "6860"),
        // full-width and symbols
        Case("１９８０×３", "5940"), Case("１９８０＊３", "5940"), Case("９８００－３０％", "6860"),
        Case("（１＋２）×３", "9"), Case("１０÷４", "2.5"), Case("¥1,980*3", "5940"), Case("1980円×3", "5940"),
        Case("1,234,567+1", "1234568"), Case("$98.50*2", "197"), Case("１，９８０+２０", "2000"),
        // x between numbers, as bills and multipacks take it
        Case("1980 x 3", "5940"), Case("1980X3", "5940"), Case("(1+2)x3", "9"), Case("10%x2", "0.2"),
        Case("2 ｘ 3", "6"),
        // exact decimals
        Case("0.1+0.2", "0.3"), Case("0.1*3", "0.3"), Case("1.10+2.20", "3.3"), Case("1/8", "0.125"),
        Case("1/4*4", "1"), Case("0.000000000001*1000000000000", "1"), Case("999999999999999+0", "999999999999999"),
        Case("100.00", "100"), Case("1/3", "0.3333333333", exact: false), Case("2/3", "0.6666666667", exact: false),
        Case("10/3", "3.3333333333", exact: false), Case("1/998001", "0.000001002", exact: false),
        // exact fractions: rounded once, at the end
        Case("1/3*3", "1"), Case("2/3*3", "2"), Case("1/7*7", "1"), Case("100/3*3", "100"), Case("1/3+1/3+1/3", "1"),
        Case("1/3*700000000000.7", "233333333333.5666666667", exact: false), Case("1/3*3000000", "1000000"),
        Case("1000/3-1000/3", "0"), Case("(1/3)%*300", "1"), Case("300+(1/3)%", "301"), Case("100+(1/3)%*3", "100.01"),
        Case("1/6+1/3", "0.5"),
        Case("10/4/3*6", "5"), Case("2/3-1", "-0.3333333333", exact: false), Case("1/1024", "0.0009765625"),
        Case("1/1024/1024", "0.00000095367431640625"), Case("1/1024/1024/1024", "0.0000000009", exact: false),
        Case("0.000000000001*0.000000000001", "0", exact: false),
    ]

    @Test(arguments: percentTable + more)
    func evaluates(_ row: Case) throws {
        let result = try Calculator.evaluate(row.expression)
        #expect(result.text() == row.shown)
        #expect(result.isExact == row.exact)
        #expect(result.display() == (row.exact ? "" : "≈ ") + row.shown)
    }

    @Test func inexactResultsAreNeverPrintedAsExact() throws {
        let third = try Calculator.evaluate("2/3")
        #expect(!third.isExact)
        #expect(third.text(scale: 0) == "1")
        #expect(try Calculator.evaluate("1/3").text(scale: 2) == "0.33")
        #expect(try Calculator.evaluate("1/3").text(scale: 20) == "0.33333333333333333333")
        #expect(try Calculator.evaluate("1/3").text(scale: 0) == "0")
        #expect(try Calculator.evaluate("2/3").text(scale: 0) == "1")
        #expect(try Calculator.evaluate("0.125+0.125").value == Decimal(string: "0.25")!)
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        let expression: String, problem: CalcError.Problem, position: Int
        var testDescription: String { "\(expression) → \(problem) at \(position)" }
        init(_ expression: String, _ problem: CalcError.Problem, at position: Int) {
            (self.expression, self.problem, self.position) = (expression, problem, position)
        }
    }

    static let failures: [Failure] = [
        Failure("10/(5-5)", .divisionByZero, at: 5),
        Failure("1/0", .divisionByZero, at: 3),
        Failure("5/(3*0)", .divisionByZero, at: 4),
        Failure("5/0%", .divisionByZero, at: 3),
        Failure("(1+2", .unbalancedParenthesis, at: 1),
        Failure("1+2)", .unbalancedParenthesis, at: 4),
        Failure("((1)", .unbalancedParenthesis, at: 1),
        Failure(")", .unbalancedParenthesis, at: 1),
        Failure("5+*3", .twoOperators("*"), at: 3),
        Failure("5**3", .twoOperators("*"), at: 3),
        Failure("5*/3", .twoOperators("/"), at: 3),
        Failure("+*3", .twoOperators("*"), at: 2),
        Failure("5*+", .danglingOperator("+"), at: 3),
        Failure("5+%", .twoOperators("%"), at: 3),
        Failure("10%%", .twoOperators("%"), at: 4),
        Failure("5+", .danglingOperator("+"), at: 2),
        Failure("5*", .danglingOperator("*"), at: 2),
        Failure("*5", .danglingOperator("*"), at: 1),
        Failure("+", .danglingOperator("+"), at: 1),
        Failure("%", .danglingOperator("%"), at: 1),
        Failure("(5+)", .danglingOperator("+"), at: 3),
        Failure("-", .danglingOperator("-"), at: 1),
        Failure("5 5", .missingOperator, at: 3),
        Failure("2(3)", .missingOperator, at: 2),
        Failure("(2)3", .missingOperator, at: 4),
        Failure("(1 2)", .missingOperator, at: 4),
        Failure("()", .emptyParentheses, at: 1),
        Failure("abc", .unknownCharacter("a"), at: 1),
        Failure("x3", .unknownCharacter("x"), at: 1),
        Failure("5+x3", .unknownCharacter("x"), at: 3),
        Failure("5x", .danglingOperator("x"), at: 2),
        Failure("2^3", .unknownCharacter("^"), at: 2),
        Failure("1e5", .unknownCharacter("e"), at: 2),
        Failure("1.5.5+1", .malformedNumber("1.5.5", reason: .notAnAmount("1.5.5", reason: .twoDecimalPoints)), at: 1),
        Failure("3+1,98", .malformedNumber("1,98", reason: .notAnAmount("1,98", reason: .misplacedSeparator)), at: 3),
        Failure("1+¥", .malformedNumber("¥", reason: .notAnAmount("¥", reason: .noDigits)), at: 3),
        Failure(
            "1+0.0000000000001", .malformedNumber("0.0000000000001", reason: .tooManyDecimals("0.0000000000001", limit: 12)),
            at: 3),
        Failure("$5+¥5", .mixedCurrencies(first: "$5", second: "¥5"), at: 4),
        Failure("€1*2+£3", .mixedCurrencies(first: "€1", second: "£3"), at: 6),
        Failure("¥5+5元+$5", .mixedCurrencies(first: "5元", second: "$5"), at: 7),
        Failure("NT$5-CN¥1", .mixedCurrencies(first: "NT$5", second: "CN¥1"), at: 6),
        Failure("999999999999999*10", .outOfRange, at: 16),
        Failure("999999999999999+1", .outOfRange, at: 16),
        Failure("-999999999999999-1", .outOfRange, at: 17),
        Failure("1000000000000000", .outOfRange, at: 1),
        Failure("99999999*99999999", .outOfRange, at: 9),
        Failure("", .empty, at: 1),
        Failure("   ", .empty, at: 1),
    ]

    @Test(arguments: failures)
    func failsWithPosition(_ row: Failure) {
        #expect(throws: CalcError(row.problem, at: row.position, in: row.expression)) {
            try Calculator.evaluate(row.expression)
        }
    }

    @Test func messagesNamePositionAndExpression() {
        #expect(CalcError(.divisionByZero, at: 5, in: "10/(5-5)").description == #"division by zero at 5: "10/(5-5)""#)
        #expect(CalcError(.twoOperators("*"), at: 3, in: "5+*3").description == #"two operators in a row ("*") at 3: "5+*3""#)
        #expect(CalcError(.empty, at: 1, in: "").description == "empty expression")
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        #expect(throws: CalcError(.tooDeep, at: Calculator.maximumNesting + 1, in: deep)) { try Calculator.evaluate(deep) }
        let open = String(repeating: "(", count: 10_000)
        #expect(throws: CalcError.self) { try Calculator.evaluate(open) }
        let allowed =
            String(repeating: "(", count: Calculator.maximumNesting) + "1"
            + String(repeating: ")", count: Calculator.maximumNesting)
        #expect(try Calculator.evaluate(allowed).text() == "1")
    }

    @Test func longChainsAndRunsOfMinusAreLoops() throws {
        let chain = Array(repeating: "1", count: 50_000).joined(separator: "+")
        #expect(try Calculator.evaluate(chain).text() == "50000")
        let minuses = String(repeating: "-", count: 10_001) + "5"
        #expect(try Calculator.evaluate(minuses).text() == "-5")
    }

    @Test func currencySymbolsFollowTheCurrency() {
        #expect(throws: CalcError(.malformedNumber("$5", reason: .currencyMismatch("$5", expected: .jpy)), at: 1, in: "$5*2")) {
            try Calculator.evaluate("$5*2", currency: .jpy)
        }
        #expect(throws: CalcError(.malformedNumber("¥5", reason: .currencyMismatch("¥5", expected: .usd)), at: 4, in: "$5+¥5")) {
            try Calculator.evaluate("$5+¥5", currency: .usd)
        }
        #expect((try? Calculator.evaluate("$5*2", currency: .usd).text()) == "10")
        #expect(
            CalcError(.malformedNumber("$5", reason: .currencyMismatch("$5", expected: .jpy)), at: 1, in: "$5*2").description
                == #"malformed number "$5" ("$5" is not in JPY) at 1: "$5*2""#)
        #expect(
            CalcError(.malformedNumber("1.5.5", reason: .notAnAmount("1.5.5", reason: .twoDecimalPoints)), at: 1, in: "1.5.5")
                .description
                == #"malformed number "1.5.5" (two decimal points) at 1: "1.5.5""#)
        #expect(
            CalcError(
                .malformedNumber("0.0000000000001", reason: .tooManyDecimals("0.0000000000001", limit: 12)), at: 1,
                in: "0.0000000000001"
            ).description
                == #"malformed number "0.0000000000001" (more than 12 decimals) at 1: "0.0000000000001""#)
    }

    @Test func symbolsOfOneCurrencyOrNoneMix() throws {
        #expect(try Calculator.evaluate("$5+5").text() == "10")
        #expect(try Calculator.evaluate("5+¥5").text() == "10")
        #expect(try Calculator.evaluate("¥5+5円").text() == "10")
        // ¥ is yen or yuan, $ US or Taiwan dollars: read together with a symbol that decides.
        #expect(try Calculator.evaluate("¥5+CN¥5").text() == "10")
        #expect(try Calculator.evaluate("$5+NT$5+5元").text() == "15")
        #expect(
            CalcError(.mixedCurrencies(first: "$5", second: "¥5"), at: 4, in: "$5+¥5").description
                == #"mixed currencies ("$5" and "¥5") at 4: "$5+¥5""#)
    }

    @Test func scalesOutsideTheRangeAreClamped() throws {
        let third = try Calculator.evaluate("1/3")
        #expect(third.text(scale: -5) == "0")
        #expect(third.text(scale: Int.min) == "0")
        #expect(third.text(scale: 21) == "0.33333333333333333333")
        #expect(third.text(scale: Int.max) == "0.33333333333333333333")
        #expect(try Calculator.evaluate("2/3").display(scale: -1) == "≈ 1")
        #expect(try Calculator.evaluate("0.125").text(scale: -1) == "0.125")
    }
}
