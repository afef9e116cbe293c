import Calculator
import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The key table of the three conventions, row by row as the Calculator
/// documentation, the guide and `calc --help` print it.
@Suite struct KeypadConventionTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let keys: String, phone: String, sharp: String, casio: String
        var testDescription: String { "\(keys) → \(phone) / \(sharp) / \(casio)" }
        init(_ keys: String, _ phone: String, _ sharp: String, _ casio: String) {
            (self.keys, self.phone, self.sharp, self.casio) = (keys, phone, sharp, casio)
        }
    }

    /// phone / SHARP式 / CASIO式.
    ///
    /// The makers' and the Zimo manual's own examples: 200 + 10 %, 200 − 10 %, 200 × 10 %, 10 ÷ 200 %, 198 + 34 %,
    /// 198 − 300 %, 2 × = = and 2 × × = = (kanisoft.com/zimo/manual/1-4.htm,
    /// 1-4-casio.htm); 12 + + 19 = 26 = 43 = GT (Casio's K); 2 ÷ ÷ 8 = 6 = GT M+
    /// (Casio's M+ does = with K).
    static let table: [Row] = [
        Row("2 + 3 × 4 =", "14", "20", "20"),
        Row("200 + 10 %", "20", "220", "≈ 222.222222222"),
        Row("200 − 10 %", "20", "180", "1,900"),
        Row("198 + 34 %", "67.32", "265.32", "300"),
        Row("198 − 300 %", "594", "-396", "-34"),
        Row("9800 − 30 %", "2,940", "6,860", "≈ 32,566.6666667"),
        Row("200 × 10 %", "0.1", "20", "20"),
        Row("10 ÷ 200 %", "2", "5", "5"),
        Row("200 + 10 % =", "220", "220", "≈ 222.222222222"),
        Row("100 × 10 % +", "10", "10", "110"),
        Row("100 × 10 % −", "10", "10", "90"),
        Row("120 + 25 % −", "150", "150", "40"),
        Row("200 × 10 % GT", "0", "20", "20"),
        Row("2 × × 50 %", "0.5", "1", "1"),
        Row("50 × × 10 %", "0.1", "5", "5"),
        Row("10 ÷ ÷ 50 %", "0.5", "20", "500"),
        Row("2 × × 3 = 5 %", "0.05", "0.1", "0.1"),
        Row("2 × × 50 % =", "1", "1", "2"),
        Row("20 ÷ ÷ 10 %", "0.1", "200", "50"),
        Row("20 ÷ ÷ 10 % M+ MR", "200", "200", "2.5"),
        Row("100 − − 125 %", "125", "-25", "25"),
        Row("10 ÷ 20 % 8 %", "0.08", "40", "0.08"),
        Row("10 ÷ 20 % =", "50", "50", "50"),
        Row("10 ÷ 20 % M+ 8 % M+ MR", "50.08", "90", "50.08"),
        Row("5 + 3 = =", "11", "11", "8"),
        Row("10 − 3 = =", "4", "4", "7"),
        Row("12 ÷ 2 = =", "3", "3", "6"),
        Row("2 × 3 = =", "18", "12", "6"),
        Row("2 × 3 = 4 =", "12", "8", "4"),
        Row("12 ÷ 4 = 20 =", "5", "5", "20"),
        Row("2 × × 3 = 4 =", "12", "8", "8"),
        Row("12 + + 19 = 26 = 43 = GT", "138", "138", "124"),
        Row("5 − − 3 =", "2", "2", "-2"),
        Row("2 × =", "4", "4", "4"),
        Row("2 × = =", "8", "8", "4"),
        Row("2 × × = =", "8", "8", "8"),
        Row("1.05 × 10000 = = =", "Error", "11,576.25", "10,500"),
        Row("1.05 × × 10000 = = =", "Error", "11,576.25", "11,576.25"),
        Row("4 ÷ =", "1", "0.25", "1"),
        Row("4 ÷ ÷ = =", "0.25", "0.0625", "0.25"),
        Row("5 × − 3 =", "-15", "2", "2"),
        Row("2 + × 3 =", "6", "6", "6"),
        Row("± 5", "-5", "5", "5"),
        Row("5 × − 8 ⌫ 2 =", "-10", "3", "3"),
        Row("2 ÷ ÷ 8 M+ 6 M+ MR", "6.25", "6.25", "7"),
        Row("2 ÷ ÷ 8 = 6 = GT M+ MR", "1", "1", "3.5"),
        Row("8 ÷ 2 = 6 ÷ 2 = GT M+ MR", "7", "7", "7"),
        Row("5 + 3 M+ MR", "8", "8", "8"),
        Row("5 M+ 2 = AC MR", "5", "5", "5"),
        Row("2 + 3 = AC GT", "0", "0", "0"),
        Row("50 % 3", "3", "3", "3"),
        Row("1234567890123", "123,456,789,012", "123,456,789,012", "123,456,789,012"),
        Row("1 . 2 . 3", "1.23", "1.23", "1.23"),
        Row("246913578025 ÷ 20 =", "≈ 12,345,678,901.2", "≈ 12,345,678,901.2", "≈ 12,345,678,901.2"),
        Row("1 ÷ 0 =", "Error", "Error", "Error"),
    ]

    @Test(arguments: table) func phone(_ row: Row) throws {
        #expect(shown(try pressed(row.keys, mode: .phone)) == row.phone)
    }

    @Test(arguments: table) func sharp(_ row: Row) throws {
        #expect(shown(try pressed(row.keys, mode: .sharp)) == row.sharp)
    }

    @Test(arguments: table) func casio(_ row: Row) throws {
        #expect(shown(try pressed(row.keys, mode: .casio)) == row.casio)
    }

    /// The table of the Calculator documentation is this table, row by row
    /// (a note may follow a figure).
    @Test func theDocumentationShowsThisTable() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Calculator/Calculator.docc/Calculator.md")
        let lines = try String(decoding: Data(contentsOf: file), as: UTF8.self).components(separatedBy: "\n")
        let header = try #require(lines.firstIndex { $0.hasPrefix("keys ") && $0.contains("| SHARP式") })
        let rows = lines[(header + 2)...].prefix { $0 != "```" }.map { line in
            line.split(separator: "|").map { cell in
                var text = cell
                while text.first == " " { text.removeFirst() }
                while text.last == " " { text.removeLast() }
                return String(text)
            }
        }
        #expect(rows.map { $0[0] } == Self.table.map(\.keys))
        func starts(_ cell: String, with figure: String) -> Bool {
            cell == figure || cell.hasPrefix(figure + " ")
        }
        for (cells, row) in zip(rows, Self.table) {
            if cells.count == 2 {
                #expect(row.phone == row.sharp && row.sharp == row.casio && starts(cells[1], with: row.phone), "\(row.keys)")
            } else {
                #expect(cells.count == 4, "\(row.keys)")
                #expect(starts(cells[1], with: row.phone) && starts(cells[2], with: row.sharp), "\(row.keys)")
                #expect(starts(cells[3], with: row.casio), "\(row.keys)")
            }
        }
    }

    /// SHARP式: `a + b %` is a × (1 + b/100) and `a − b %` is a × (1 − b/100)
    /// exactly, for random a and b with up to 4 decimals; `=` after it keeps the value.
    @Test func sharpPercentAddsOrTakesThePercentageOfTheFirstOperand() throws {
        var random = SplitMix64(seed: 26)
        let hundred = Fraction(100)
        for _ in 0..<400 {
            let a = try Self.decimal(&random, upTo: 99_999_999), b = try Self.decimal(&random, upTo: 999)
            for (key, sign) in [("+", Fraction.one), ("−", Fraction.one.negated)] {
                let keypad = try pressed("\(a.text) \(key) \(b.text) % =", mode: .sharp)
                let expected = try a.value * (Fraction.one + sign * b.value / hundred)
                #expect(keypad.value == expected, "\(a.text) \(key) \(b.text) %")
            }
        }
    }

    /// CASIO式: `a + b %` is a ÷ (1 − b/100) and `a − b %` is (a − b) ÷ b × 100 exactly.
    @Test func casioPercentIsMarkUpAndChange() throws {
        var random = SplitMix64(seed: 2626)
        let hundred = Fraction(100)
        for _ in 0..<400 {
            let a = try Self.decimal(&random, upTo: 99_999_999), b = try Self.decimal(&random, upTo: 99)
            guard !b.value.isZero else { continue }
            let markUp = try pressed("\(a.text) + \(b.text) %", mode: .casio)
            #expect(markUp.value == (try a.value / (Fraction.one - b.value / hundred)), "\(a.text) + \(b.text) %")
            let change = try pressed("\(a.text) − \(b.text) %", mode: .casio)
            #expect(change.value == (try (a.value - b.value) / b.value * hundred), "\(a.text) − \(b.text) %")
        }
    }

    /// A random number with up to 4 decimals, as keys and as its exact value.
    static func decimal(_ random: inout SplitMix64, upTo whole: Int) throws -> (text: String, value: Fraction) {
        let units = Int.random(in: 0...whole, using: &random)
        let decimals = Int.random(in: 0...4, using: &random)
        let scale = [1, 10, 100, 1000, 10000][decimals]
        let fraction = Int.random(in: 0..<scale, using: &random)
        let digits = String(fraction)
        let text =
            decimals == 0 ? String(units) : String(units) + "." + String(repeating: "0", count: decimals - digits.count) + digits
        return (text, try Fraction(units * scale + fraction, scale))
    }

    /// A keypad written before the conventions (`"mode":"desk"`) reads as
    /// SHARP式 and finishes its calculation; one written today reads back the same.
    @Test func aKeypadWrittenBeforeTheConventionsReadsAsSharp() throws {
        // What `Keypad(mode: .desk)` wrote after `2 × 3 =` and `7 ÷` (0.2.x).
        let old =
            #"{"mode":"desk","tax_rate":"10","currency":"JPY","tax_rounding":"down","memory":"0","grand_total":"6","#
            + #""shown":"7","pending":[{"value":"7","op":"÷"}],"last_step":{"value":"3","op":"×"},"phase":"operator","#
            + #""negative":false}"#
        var keypad = try JSONDecoder().decode(Keypad.self, from: Data(old.utf8))
        #expect(keypad.convention == .sharp)
        try keypad.press(keys: "2 = GT")
        #expect(shown(keypad) == "9.5")
        for convention in Keypad.Convention.allCases {
            for keys in ["2 × × 3", "100 × 10 %", "5 M+ MR", "2 × 3 =", "1 ÷ 0 ="] {
                let written = try pressed(keys, mode: convention)
                let read = try JSONDecoder().decode(Keypad.self, from: try JSONEncoder().encode(written))
                #expect(read == written, "\(convention) \(keys)")
                var (a, b) = (read, written)
                try a.press(keys: "+ 4 = M+ =")
                try b.press(keys: "+ 4 = M+ =")
                #expect(a == b, "\(convention) \(keys)")
            }
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Keypad.self, from: Data(old.replacing(#""desk""#, with: #""abacus""#).utf8))
        }
    }
}
