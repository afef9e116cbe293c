import Calculator
import ShopCore
import Tax
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the display shows, as a person reads it: `6,860`, `≈ 0.33333333333`, `Error`.
func shown(_ keypad: Keypad) -> String {
    switch keypad.readout {
    case .number(let digits, let isRounded): return (isRounded ? "≈ " : "") + digits
    case .error: return "Error"
    }
}

func pressed(_ keys: String, mode: Keypad.Convention = .phone, taxRate: Percentage = .standard) throws -> Keypad {
    var keypad = Keypad(convention: mode, taxRate: taxRate)
    try keypad.press(keys: keys)
    return keypad
}

@Suite struct KeypadTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let keys: String, phone: String, desk: String
        var testDescription: String { "\(keys) → \(phone) / \(desk)" }
        init(_ keys: String, _ phone: String, desk: String? = nil) {
            (self.keys, self.phone, self.desk) = (keys, phone, desk ?? phone)
        }
    }

    /// Every example of the issue, in phone and desk mode.
    static let examples: [Case] = [
        Case("2 + 3 × 4 =", "14", desk: "20"),
        Case("5 + 3 C 4 =", "9"),
        Case("2 + × 3 =", "6"),
        Case("5 × − 3 =", "-15", desk: "2"),
        Case("5 + 3 = =", "11"),
        Case("2 × 3 = =", "18", desk: "12"),
        Case("1 + 2 − 3 =", "0"),
        Case("200 + 10 % =", "220"),
        Case("9800 − 30 % =", "6,860"),
        Case("200 × 10 % =", "20"),
        Case("50 %", "0.5"),
        Case("1980 × 3 = M+ 498 × 2 = M+ MR", "6,936"),
        Case("1000 税込", "1,100"),
        Case("198 税込", "217"),
        Case("1100 税抜", "1,000"),
        Case("1 ÷ 3 × 3 =", "1"),
        Case("1 ÷ 0 =", "Error"),
        Case("999999999999 + 1 =", "Error"),
    ]

    /// More key sequences: entry, signs, clearing, memory, rounding on the display.
    static let more: [Case] = [
        Case(".", "0."), Case(". 5", "0.5"), Case("1 . 2 . 3", "1.23"), Case("0 0 7", "7"), Case("00", "0"),
        Case("1234567890123", "123,456,789,012"), Case("1 2 3 ⌫", "12"), Case("5 ⌫", "0"), Case("5 + 3 = ⌫", "8"),
        Case("12.50", "12.50"), Case("5 ±", "-5"), Case("5 + 3 = ±", "-8"), Case("5 × ± 3 =", "-15"),
        Case("1 ÷ 3 =", "≈ 0.33333333333"), Case("2 ÷ 3 =", "≈ 0.66666666667"), Case("1000000 ÷ 3 =", "≈ 333,333.333333"),
        Case("2 + 3 × 4 = =", "56", desk: "100"), Case("2 × 3 + 4 × 5 =", "26", desk: "50"),
        Case("10 − 2 × 3 =", "4", desk: "24"), Case("2 + 3 ×", "3", desk: "5"), Case("2 + 3 × +", "5"),
        Case("5 + 3 = 2 =", "5"), Case("5 + 3 = × 2 =", "16"), Case("2 + =", "4"), Case("2 × =", "4"),
        Case("1 ÷ 0 = 5", "Error"), Case("1 ÷ 0 = C", "0"), Case("1 ÷ 0 = AC 7", "7"),
        Case("5 M+ 3 M− MR", "2"), Case("5 M+ MC MR", "0"), Case("2 + 3 M+ MR", "5"),
        Case("2 + 3 = 4 × 5 = GT", "25"), Case("2 + 3 = AC GT", "0"), Case("100 + 10 %", "10", desk: "110"),
        Case("100 ÷ 8 =", "12.5"), Case("999999999999 × 10 =", "Error"), Case("9 ÷ 0 +", "Error", desk: "Error"),
        Case("1000 + 980 税込", "2,178"), Case("-", "0"), Case("5 − −", "5"),
    ]

    @Test(arguments: examples + more) func phoneMode(_ row: Case) throws {
        #expect(shown(try pressed(row.keys, mode: .phone)) == row.phone)
    }

    @Test(arguments: examples + more) func deskMode(_ row: Case) throws {
        #expect(shown(try pressed(row.keys, mode: .sharp)) == row.desk)
    }

    @Test func taxKeysAtEightPercent() throws {
        let rate = try Percentage(taxRate: 8)
        #expect(shown(try pressed("198 税込", taxRate: rate)) == "213")
        #expect(shown(try pressed("1080 TAX-", taxRate: rate)) == "1,000")
    }

    /// 税込 and 税抜 tax the exact value, never a decimal cut short.
    @Test func taxKeysOnAValueThatDoesNotTerminate() throws {
        var keypad = Keypad()
        try keypad.press(keys: "1000 ÷ 3 = 税込")
        #expect(keypad.value == (try Fraction(1099, 3)), "1000/3 + 33")
        try keypad.press(keys: "× 3 =")
        #expect(keypad.readout == .number("1,099", isRounded: false))
        try keypad.press(keys: "AC 1000 ÷ 3 = 税抜 × 3 =")
        #expect(keypad.readout == .number("910", isRounded: false), "(1000/3 − 30) × 3")
        try keypad.press(keys: "AC 1 ÷ 3 = 税込")
        #expect(keypad.value == (try Fraction(1, 3)), "the tax on 1/3 rounds down to 0")
        #expect(keypad.readout == .number("0.33333333333", isRounded: true))
    }

    /// For random exact values a/b, 税込 adds the tax on a/b rounded down to the
    /// yen (⌊a·r / 100b⌋) and 税抜 takes out ⌊a·r / (100 + r)b⌋; on a value
    /// that terminates, the same tax as ``/Tax/TaxedPrice``.
    @Test func taxKeysAddTheTaxOnTheExactValue() throws {
        var random = SplitMix64(seed: 2210)
        for _ in 0..<300 {
            let a = Int.random(in: 0...9_999_999, using: &random), b = Int.random(in: 1...999, using: &random)
            let rate = [8, 10, 5, 0, 100].randomElement(using: &random)!
            var keypad = Keypad(taxRate: try Percentage(taxRate: Decimal(rate)))
            try keypad.press(keys: "\(a) ÷ \(b) = 税込")
            let value = try Fraction(a, b)
            #expect(keypad.value == (try value + Fraction(a * rate / (100 * b))), "\(a) ÷ \(b) 税込 at \(rate)%")
            try keypad.press(keys: "AC \(a) ÷ \(b) = 税抜")
            #expect(keypad.value == (try value - Fraction(a * rate / ((100 + rate) * b))), "\(a) ÷ \(b) 税抜 at \(rate)%")
            if let amount = value.decimal {
                let price = try TaxedPrice(Money(amount, .jpy), rate: try Percentage(taxRate: Decimal(rate)), basis: .excluded)
                try keypad.press(keys: "AC \(a) ÷ \(b) = 税込")
                #expect(keypad.value == (try Fraction(price.included.amount)), "\(a) ÷ \(b) as TaxedPrice")
            }
        }
    }

    @Test func exactThroughTheWholeCalculation() throws {
        let keypad = try pressed("1 ÷ 3 × 3 =")
        #expect(keypad.value == ShopCore.Fraction.one)
        #expect(keypad.readout == .number("1", isRounded: false))
        let third = try pressed("1 ÷ 3 =")
        #expect(third.value == (try ShopCore.Fraction(1, 3)))
    }

    @Test func theClearKeySaysWhatItClears() throws {
        var keypad = Keypad()
        #expect(keypad.clearLabel == .allClear)
        keypad.press(.digit(5))
        #expect(keypad.clearLabel == .clearEntry)
        keypad.press(.op(.add))
        #expect(keypad.clearLabel == .allClear)
        keypad.press(.digit(3))
        #expect(keypad.clearLabel == .clearEntry)
        keypad.press(.clearEntry)
        #expect(keypad.clearLabel == .allClear)
        #expect(shown(keypad) == "0")
    }

    @Test func indicators() throws {
        var keypad = try pressed("1980 × 3 = M+")
        #expect(keypad.hasMemory && keypad.hasGrandTotal)
        #expect(keypad.memory == ShopCore.Fraction(5940))
        keypad.press(.allClear)
        #expect(keypad.hasMemory && !keypad.hasGrandTotal)
        keypad.press(.memoryClear)
        #expect(!keypad.hasMemory)
    }

    @Test func errorsAreLeftOnlyByClearing() throws {
        var keypad = try pressed("7 M+ 1 ÷ 0 =")
        #expect(keypad.readout == .error(.divisionByZero))
        #expect(keypad.value == nil)
        try keypad.press(keys: "5 + MR = GT 税込")
        #expect(keypad.readout == .error(.divisionByZero))
        keypad.press(.clearEntry)
        #expect(shown(keypad) == "0")
        try keypad.press(keys: "MR")
        #expect(shown(keypad) == "7")
        #expect(try pressed("999999999999 + 1 =").readout == .error(.overflow))
    }

    @Test func keysHaveSymbolsAndASCIISpellings() throws {
        let ascii = try Keypad.Key.sequence("1980 * 3 x 2 / 4 - 1 +/- BS TAX+ TAX- M- = 0.5")
        let symbols = try Keypad.Key.sequence("1980 × 3 × 2 ÷ 4 − 1 ± ⌫ 税込 税抜 M− = 0.5")
        #expect(ascii == symbols)
        #expect(symbols.count == 21)
        #expect(symbols.map(\.symbol).joined(separator: " ") == "1 9 8 0 × 3 × 2 ÷ 4 − 1 ± ⌫ 税込 税抜 M− = 0 . 5")
        #expect(try Keypad.Key.sequence("１９８０　＊　３　＝　Ｍ＋") == Keypad.Key.sequence("1980 × 3 = M+"))
        #expect(throws: KeypadError.unknownKey("Q")) { try Keypad.Key.sequence("1 + Q") }
        #expect(throws: KeypadError.unknownKey("1980×3=")) { try Keypad.Key.sequence("1980×3=") }
        #expect(throws: KeypadError.unknownKey("1,980")) { try Keypad.Key.sequence("1,980") }
        #expect(throws: KeypadError.unknownKey("1.2.3")) { try Keypad.Key.sequence("1.2.3") }
        #expect(KeypadError.unknownKey("Q").description == #"unknown key "Q""#)
    }

    @Test func aRestoredKeypadFinishesTheCalculation() throws {
        for keys in ["2 + 3 ×", "1 ÷ 3", "12.50", "5 × −", "1 ÷ 0 =", "5 M+ 2 + 3 = 1 ÷ 7 +", "5 + 3 ="] {
            let keypad = try pressed(keys, mode: .sharp, taxRate: try Percentage(taxRate: 8))
            let data = try JSONEncoder().encode(keypad)
            var restored = try JSONDecoder().decode(Keypad.self, from: data)
            #expect(restored == keypad, "\(keys)")
            var original = keypad
            try restored.press(keys: "4 = 税込")
            try original.press(keys: "4 = 税込")
            #expect(restored == original, "\(keys)")
        }
        let stored = #"{"mode":"phone","tax_rate":"10","currency":"JPY","tax_rounding":"down","memory":"1/3","#
        let rest = #""grand_total":"0","shown":"-6860","pending":[{"value":"5","op":"+"}],"phase":"shown"}"#
        let keypad = try JSONDecoder().decode(Keypad.self, from: Data((stored + rest).utf8))
        #expect(shown(keypad) == "-6,860")
        #expect(keypad.memory == (try ShopCore.Fraction(1, 3)))
        for bad in [#""memory":"1/0","#, #""memory":"x","#, #""memory":"1/3/4","#] {
            let text = stored.replacing(#""memory":"1/3","#, with: bad) + rest
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Keypad.self, from: Data(text.utf8)) }
        }
    }

    /// In phone mode, a key sequence of numbers, operators and `=` gives the
    /// value `calc` gives for the same expression.
    @Test func phoneModeAgreesWithCalc() throws {
        var random = SplitMix64(seed: 22)
        let operators: [(key: String, text: String)] = [("+", "+"), ("−", "-"), ("×", "*"), ("÷", "/")]
        for _ in 0..<500 {
            var keys: [String] = [], expression = ""
            for index in 0..<Int.random(in: 1...4, using: &random) {
                if index > 0 {
                    let op = operators.randomElement(using: &random)!
                    keys.append(op.key)
                    expression += op.text
                    if op.text == "*" || op.text == "/", Int.random(in: 0..<5, using: &random) == 0 {
                        keys.append("−")
                        expression += "-"
                    }
                }
                var number = String(Int.random(in: 0...999, using: &random))
                if Int.random(in: 0..<4, using: &random) == 0 { number += "." + String(Int.random(in: 1...9, using: &random)) }
                keys.append(number)
                expression += number
            }
            let keypad = try pressed(keys.joined(separator: " ") + " =")
            let calculation: Calculation
            do {
                calculation = try Calculator.evaluate(expression)
            } catch {
                #expect(error.problem == .divisionByZero, "\(expression)")
                #expect(keypad.readout == .error(.divisionByZero), "\(expression)")
                continue
            }
            let value = try #require(keypad.value, "\(expression): \(shown(keypad))")
            let expected = try ShopCore.Fraction(calculation.value)
            if calculation.isExact {
                #expect(value == expected, "\(expression)")
            } else {
                // calc rounds at 22 decimals; the keypad stays exact.
                #expect(try (value - expected).magnitude < (try ShopCore.Fraction(1, 1_000_000_000)), "\(expression)")
            }
        }
    }
}
