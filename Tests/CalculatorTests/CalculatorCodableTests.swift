import Calculator
import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A calculation with its expression, and what a keypad shows, each have one JSON shape: the one
/// `calc --json` and `calc --keys --json` print, written in their order.
@Suite struct CalculatorCodableTests {
    @Test(arguments: [
        ("1/3", 10, #"{"expression":"1/3","result":"0.3333333333","exact":false,"fraction":"1/3"}"#),
        ("9800-30%", 10, #"{"expression":"9800-30%","result":"6860","exact":true,"fraction":"6860"}"#),
        ("2/3", 3, #"{"expression":"2/3","result":"0.667","exact":false,"fraction":"2/3"}"#),
    ])
    func anExpressionIsWrittenWithItsResultAndFraction(_ expression: String, _ scale: Int, _ json: String) throws {
        let answer = EvaluatedExpression(expression, try Calculator.evaluate(expression), scale: scale)
        #expect(try JSONWriter.encoded(answer) == json)
        #expect(try JSONText.plainTree(answer) == JSONText.tree(json))
    }

    @Test func aResultTooLongToKeepHasNoFraction() throws {
        // 10^300 has 301 digits, past the 300 a fraction keeps.
        let expression = "1" + String(repeating: "/1000000000000", count: 25)
        let answer = EvaluatedExpression(expression, try Calculator.evaluate(expression))
        #expect(answer.calculation.fraction == nil)
        #expect(try JSONWriter.encoded(answer) == #"{"expression":"\#(expression)","result":"0","exact":false,"fraction":null}"#)
    }

    @Test func aKeypadReadingIsWhatCalcKeysJSONPrints() throws {
        var keypad = Keypad()
        try keypad.press(keys: "5 + 3 = =")
        let json = #"{"display":"11","value":"11","exact":true,"memory":"0","grand_total":"19","clear":"AC","error":false}"#
        #expect(try JSONWriter.encoded(keypad.reading) == json)
        #expect(try JSONText.decoded(Keypad.Reading.self, json) == keypad.reading)
        #expect(try JSONText.plainTree(keypad.reading) == JSONText.tree(json))
        #expect(
            JSONText.refusal(Keypad.Reading.self, json.replacing(#""memory":"0""#, with: #""memory":"0x1""#))
                == #"memory "0x1" is not a decimal"#)
    }

    @Test func aLineOfATraceStartsWithItsKey() throws {
        var keypad = Keypad()
        try keypad.press(keys: "1 / 3 =")
        let reading = Keypad.Reading(keypad, after: .equals)
        let json =
            #"{"key":"=","display":"≈ 0.33333333333","value":"0.33333333333333333333","exact":false,"#
            + #""memory":"0","grand_total":"0.33333333333333333333","clear":"AC","error":false}"#
        #expect(try JSONWriter.encoded(reading) == json)
        #expect(try JSONText.decoded(Keypad.Reading.self, json) == reading)
    }

    @Test func theErrorStateHasNoValue() throws {
        var keypad = Keypad()
        try keypad.press(keys: "1 / 0 =")
        #expect(
            try JSONWriter.encoded(keypad.reading)
                == #"{"display":"Error","value":null,"exact":false,"memory":"0","grand_total":"0","clear":"AC","error":true}"#)
    }
}
