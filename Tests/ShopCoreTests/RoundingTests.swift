import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One row per input and unit, one column per rule.
@Suite struct RoundingTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let value: String, unit: String
        let down: String, up: String, halfUp: String, halfEven: String
        var testDescription: String { "\(value) to \(unit)" }
        init(_ value: String, _ unit: String, down: String, up: String, halfUp: String, halfEven: String) {
            (self.value, self.unit, self.down, self.up, self.halfUp, self.halfEven) = (value, unit, down, up, halfUp, halfEven)
        }
    }

    static let table: [Row] = [
        // unit 1: exact, below half, halfway (even and odd below), above half
        Row("7", "1", down: "7", up: "7", halfUp: "7", halfEven: "7"),
        Row("6859.999", "1", down: "6859", up: "6860", halfUp: "6860", halfEven: "6860"),
        Row("2.4", "1", down: "2", up: "3", halfUp: "2", halfEven: "2"),
        Row("2.5", "1", down: "2", up: "3", halfUp: "3", halfEven: "2"),
        Row("3.5", "1", down: "3", up: "4", halfUp: "4", halfEven: "4"),
        Row("2.6", "1", down: "2", up: "3", halfUp: "3", halfEven: "3"),
        Row("0.000000000001", "1", down: "0", up: "1", halfUp: "0", halfEven: "0"),
        // unit 10
        Row("1230", "10", down: "1230", up: "1230", halfUp: "1230", halfEven: "1230"),
        Row("1234", "10", down: "1230", up: "1240", halfUp: "1230", halfEven: "1230"),
        Row("1235", "10", down: "1230", up: "1240", halfUp: "1240", halfEven: "1240"),
        Row("1245", "10", down: "1240", up: "1250", halfUp: "1250", halfEven: "1240"),
        Row("1249.99", "10", down: "1240", up: "1250", halfUp: "1250", halfEven: "1250"),
        // unit 100
        Row("3300", "100", down: "3300", up: "3300", halfUp: "3300", halfEven: "3300"),
        Row("3350", "100", down: "3300", up: "3400", halfUp: "3400", halfEven: "3400"),
        Row("3250", "100", down: "3200", up: "3300", halfUp: "3300", halfEven: "3200"),
        Row("3349.999999999999", "100", down: "3300", up: "3400", halfUp: "3300", halfEven: "3300"),
        Row("3301", "100", down: "3300", up: "3400", halfUp: "3300", halfEven: "3300"),
        // unit 500: halves fall at 250 past a multiple
        Row("3000", "500", down: "3000", up: "3000", halfUp: "3000", halfEven: "3000"),
        Row("3250", "500", down: "3000", up: "3500", halfUp: "3500", halfEven: "3000"),
        Row("3750", "500", down: "3500", up: "4000", halfUp: "4000", halfEven: "4000"),
        Row("3249", "500", down: "3000", up: "3500", halfUp: "3000", halfEven: "3000"),
        Row("3251", "500", down: "3000", up: "3500", halfUp: "3500", halfEven: "3500"),
        // unit 0.01
        Row("68.60", "0.01", down: "68.6", up: "68.6", halfUp: "68.6", halfEven: "68.6"),
        Row("2.675", "0.01", down: "2.67", up: "2.68", halfUp: "2.68", halfEven: "2.68"),
        Row("2.665", "0.01", down: "2.66", up: "2.67", halfUp: "2.67", halfEven: "2.66"),
        Row("2.6651", "0.01", down: "2.66", up: "2.67", halfUp: "2.67", halfEven: "2.67"),
        Row("0.001", "0.01", down: "0", up: "0.01", halfUp: "0", halfEven: "0"),
        // unit 0.05: halves fall at 0.025 past a multiple
        Row("1.25", "0.05", down: "1.25", up: "1.25", halfUp: "1.25", halfEven: "1.25"),
        Row("1.275", "0.05", down: "1.25", up: "1.3", halfUp: "1.3", halfEven: "1.3"),
        Row("1.225", "0.05", down: "1.2", up: "1.25", halfUp: "1.25", halfEven: "1.2"),
        Row("1.26", "0.05", down: "1.25", up: "1.3", halfUp: "1.25", halfEven: "1.25"),
        Row("1.29", "0.05", down: "1.25", up: "1.3", halfUp: "1.3", halfEven: "1.3"),
        // negative values round by magnitude
        Row("-2.5", "1", down: "-2", up: "-3", halfUp: "-3", halfEven: "-2"),
        Row("-1.5", "1", down: "-1", up: "-2", halfUp: "-2", halfEven: "-2"),
        Row("-1.2", "1", down: "-1", up: "-2", halfUp: "-1", halfEven: "-1"),
        Row("-1235", "10", down: "-1230", up: "-1240", halfUp: "-1240", halfEven: "-1240"),
        // the largest amounts still round exactly
        Row(
            "999999999999999.999999999999", "1", down: "999999999999999", up: "1000000000000000",
            halfUp: "1000000000000000", halfEven: "1000000000000000"),
        Row(
            "999999999999999.5", "0.01", down: "999999999999999.5", up: "999999999999999.5",
            halfUp: "999999999999999.5", halfEven: "999999999999999.5"),
    ]

    @Test(arguments: table)
    func roundsByEveryRule(_ row: Row) throws {
        let value = Decimal(string: row.value)!, unit = Decimal(string: row.unit)!
        #expect(try value.rounded(toMultipleOf: unit, .towardZero) == Decimal(string: row.down)!)
        #expect(try value.rounded(toMultipleOf: unit, .awayFromZero) == Decimal(string: row.up)!)
        #expect(try value.rounded(toMultipleOf: unit, .toNearestOrAwayFromZero) == Decimal(string: row.halfUp)!)
        #expect(try value.rounded(toMultipleOf: unit, .toNearestOrEven) == Decimal(string: row.halfEven)!)
    }

    /// The table in `RoundingRule`'s doc comment: one header, every row as wide as it, and
    /// every figure what the rule gives.
    @Test func theDocCommentTableHolds() throws {
        let path = String(#filePath.dropLast("Tests/ShopCoreTests/RoundingTests.swift".count))
        let source = String(
            decoding: try Data(contentsOf: URL(fileURLWithPath: path + "Sources/ShopCore/RoundingRule.swift")), as: UTF8.self)
        let lines = source.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("/// rule (command line)") })
        let table = Array(lines[start...].prefix { $0 != "/// ```" })
        let cells = { (line: String) in line.dropFirst(4).split(separator: "|").map { TextNormalizer.trimmed(String($0)) } }
        #expect(table.count == 6)
        #expect(Set(table.map(\.count)).count == 1, "rows of different widths")
        let inputs = cells(table[0]).dropFirst().map { Decimal(string: $0)! }
        for (line, rule) in zip(
            table.dropFirst(2), [RoundingRule.towardZero, .awayFromZero, .toNearestOrAwayFromZero, .toNearestOrEven])
        {
            let row = cells(line)
            #expect(row[0] == ".\(rule.codeName) (\(rule))")
            for (input, expected) in zip(inputs, row.dropFirst()) {
                #expect(try input.rounded(toMultipleOf: 1, rule) == Decimal(string: expected)!, "\(rule) \(input)")
            }
        }
    }

    @Test func divisionDecidesFromTheExactRemainder() throws {
        // 1/3 × 3 in Foundation is 0.999…; the exact quotient rounds cleanly.
        #expect(try Decimal(10000).divided(by: 3, roundedTo: 1, .towardZero) == 3333)
        #expect(try Decimal(10000).divided(by: 3, roundedTo: 1, .awayFromZero) == 3334)
        #expect(try Decimal(23450).divided(by: 7, roundedTo: 100, .towardZero) == 3300)
        #expect(try Decimal(23450).divided(by: 7, roundedTo: 100, .awayFromZero) == 3400)
        #expect(try Decimal(2).divided(by: 3, roundedTo: 1, .toNearestOrAwayFromZero) == 1)
        #expect(try Decimal(1).divided(by: 3, roundedTo: Decimal(string: "0.01")!, .toNearestOrEven) == Decimal(string: "0.33")!)
        #expect(try Decimal(3).divided(by: 3, roundedTo: 1, .awayFromZero) == 1)
        #expect(throws: ShopCoreError.divisionByZero) { try Decimal(1).divided(by: 0, roundedTo: 1, .towardZero) }
    }

    @Test func ruleNamesAsTyped() throws {
        #expect(try RoundingRule(parsing: "down") == .towardZero)
        #expect(try RoundingRule(parsing: "up") == .awayFromZero)
        #expect(try RoundingRule(parsing: "HALF-UP") == .toNearestOrAwayFromZero)
        #expect(try RoundingRule(parsing: "half_even") == .toNearestOrEven)
        #expect(try RoundingRule(parsing: "halfEven") == .toNearestOrEven)
        #expect(throws: ShopCoreError.unknownRoundingMode("nearest")) { try RoundingRule(parsing: "nearest") }
        #expect(RoundingRule.allCases.map(\.description) == ["down", "up", "half-up", "half-even"])
    }

    @Test func unitsMustBePositiveMultiplesOfTheMinorUnit() throws {
        #expect(try RoundingUnit(parsing: "100", currency: .jpy).amount == 100)
        #expect(try RoundingUnit(parsing: "¥500", currency: .jpy).amount == 500)
        #expect(try RoundingUnit(parsing: "0.05", currency: .usd).amount == Decimal(string: "0.05")!)
        #expect(try RoundingUnit(parsing: "0.25", currency: .usd).amount == Decimal(string: "0.25")!)
        #expect(throws: ShopCoreError.invalidUnit("0.5", currency: .jpy)) {
            try RoundingUnit(parsing: "0.5", currency: .jpy).amount
        }
        #expect(throws: ShopCoreError.invalidUnit("0.001", currency: .usd)) {
            try RoundingUnit(parsing: "0.001", currency: .usd).amount
        }
        #expect(throws: ShopCoreError.invalidUnit("0", currency: .jpy)) { try RoundingUnit(parsing: "0", currency: .jpy).amount }
        #expect(throws: ShopCoreError.invalidUnit("-100", currency: .jpy)) {
            try RoundingUnit(parsing: "-100", currency: .jpy).amount
        }
        #expect(
            ShopCoreError.invalidUnit("0.5", currency: .jpy).description
                == #"rounding unit "0.5" is not a positive multiple of 1 JPY"#)
    }

    /// Rounding agrees with a slow, obviously right reference over many values.
    @Test func agreesWithReferenceOverGeneratedValues() throws {
        var generator = SplitMix64(seed: 42)
        let units: [Decimal] = [1, 10, 100, 500, Decimal(string: "0.01")!, Decimal(string: "0.05")!, Decimal(string: "0.25")!, 3]
        for _ in 0..<3000 {
            let cents = Int64(generator.next() % 100_000_000) - 50_000_000
            let value = Decimal(cents) / 1000  // three decimals, exactly representable
            let unit = units[Int(generator.next() % UInt64(units.count))]
            for rule in RoundingRule.allCases {
                let rounded = try value.rounded(toMultipleOf: unit, rule)
                #expect(rounded == reference(value, unit, rule), "\(value) to \(unit) \(rule)")
            }
        }
    }

    /// Brute force on integers in thousandths: find the neighbouring multiples and pick one.
    private func reference(_ value: Decimal, _ unit: Decimal, _ rule: RoundingRule) -> Decimal {
        let v = integerValue(value * 1000), u = integerValue(unit * 1000)
        let magnitude = abs(v)
        let below = magnitude / u * u, above = below == magnitude ? below : below + u
        let chosen: Int64
        switch rule {
        case .towardZero: chosen = below
        case .awayFromZero: chosen = above
        case .toNearestOrAwayFromZero: chosen = magnitude - below >= above - magnitude && above != below ? above : below
        case .toNearestOrEven:
            if magnitude - below < above - magnitude || above == below {
                chosen = below
            } else if magnitude - below > above - magnitude {
                chosen = above
            } else {
                chosen = (below / u) % 2 == 0 ? below : above
            }
        }
        return Decimal(v < 0 ? -chosen : chosen) / 1000
    }

    private func integerValue(_ value: Decimal) -> Int64 { Int64(value.description)! }
}

extension RoundingRule {
    /// The case's name in Swift, as the doc table writes it.
    fileprivate var codeName: String {
        switch self {
        case .towardZero: "towardZero"
        case .awayFromZero: "awayFromZero"
        case .toNearestOrAwayFromZero: "toNearestOrAwayFromZero"
        case .toNearestOrEven: "toNearestOrEven"
        }
    }
}
