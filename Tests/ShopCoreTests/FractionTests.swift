import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The exact fraction: values a person checks by hand, and properties against
/// 128-bit integer arithmetic as the oracle.
@Suite struct FractionTests {
    private func fraction(_ text: String) throws -> Fraction {
        let parts = text.split(separator: "/")
        let numerator = try Fraction(try AmountParser.decimal(String(parts[0]), allowsNegative: true))
        return parts.count == 1 ? numerator : try numerator / Fraction(try AmountParser.decimal(String(parts[1])))
    }

    @Test func aThirdTimesThreeIsOne() throws {
        let third = try Fraction(1, 3)
        #expect(third.description == "1/3")
        #expect(try third * Fraction(3) == .one)
        #expect(try (third + third + third).description == "1")
        #expect(!third.terminates)
        #expect(third.decimal == nil)
    }

    @Test func decimalsAreExact() throws {
        #expect(try Fraction(Decimal(string: "0.1")!).description == "1/10")
        #expect(try Fraction(Decimal(string: "62.5014")!).description == "312507/5000")
        #expect(try Fraction(Decimal(string: "-2.50")!).description == "-5/2")
        #expect(try fraction("62.5014").decimal == Decimal(string: "62.5014"))
        #expect(try fraction("1/8").decimal == Decimal(string: "0.125"))
    }

    @Test func lowestTermsAndSigns() throws {
        #expect(try Fraction(6, -4).description == "-3/2")
        #expect(try Fraction(-6, -4).description == "3/2")
        #expect(try Fraction(0, -4) == .zero)
        #expect(!(try Fraction(0, -4)).isNegative)
        #expect(throws: ShopCoreError.divisionByZero) { try Fraction(1, 0) }
        #expect(throws: ShopCoreError.divisionByZero) { try Fraction.one / .zero }
    }

    @Test func ordering() throws {
        #expect(try Fraction(1, 3) < Fraction(334, 1000))
        #expect(try Fraction(-1, 3) < Fraction(-333, 1000))
        #expect(try Fraction(100, 3) == Fraction(200, 6))
        #expect(try Fraction(3333, 100) < Fraction(100, 3))
    }

    struct Rounding: Sendable, CustomTestStringConvertible {
        let value: String, unit: String, rule: RoundingRule, expected: String
        var testDescription: String { "\(value) to \(unit) \(rule)" }
    }

    @Test(arguments: [
        Rounding(value: "1000/3", unit: "1", rule: .towardZero, expected: "333"),
        Rounding(value: "1000/3", unit: "1", rule: .awayFromZero, expected: "334"),
        Rounding(value: "1000/3", unit: "100", rule: .toNearestOrAwayFromZero, expected: "300"),
        Rounding(value: "1000/3", unit: "0.01", rule: .toNearestOrEven, expected: "333.33"),
        Rounding(value: "2000/3", unit: "0.01", rule: .toNearestOrEven, expected: "666.67"),
        Rounding(value: "5/2", unit: "1", rule: .toNearestOrEven, expected: "2"),
        Rounding(value: "7/2", unit: "1", rule: .toNearestOrEven, expected: "4"),
        Rounding(value: "5/2", unit: "1", rule: .toNearestOrAwayFromZero, expected: "3"),
        Rounding(value: "-5/2", unit: "1", rule: .toNearestOrAwayFromZero, expected: "-3"),
        Rounding(value: "-1000/3", unit: "1", rule: .towardZero, expected: "-333"),
        Rounding(value: "23450/7", unit: "100", rule: .towardZero, expected: "3300"),
        Rounding(value: "23450/7", unit: "100", rule: .awayFromZero, expected: "3400"),
    ])
    func roundedOnce(_ row: Rounding) throws {
        let value = try fraction(row.value)
        let rounded = try value.rounded(toMultipleOf: try AmountParser.decimal(row.unit), row.rule)
        #expect(rounded == Decimal(string: row.expected))
    }

    @Test func approximationIsHalfEvenToTheDigitsAsked() throws {
        #expect(try Fraction(1000, 3).approximated(decimals: 2) == Decimal(string: "333.33"))
        #expect(try Fraction(1, 8).approximated(decimals: 2) == Decimal(string: "0.12"))
        #expect(try Fraction(3, 8).approximated(decimals: 2) == Decimal(string: "0.38"))
    }

    /// Sums, products and quotients of random values against UInt128 arithmetic
    /// on a common denominator, including values far past 128 bits.
    @Test func arithmeticAgainstIntegerOracle() throws {
        var random = SplitMix64(seed: 19)
        for _ in 0..<2_000 {
            let a = Int.random(in: -1_000_000_000...1_000_000_000, using: &random)
            let b = Int.random(in: 1...1_000_000, using: &random)
            let c = Int.random(in: -1_000_000_000...1_000_000_000, using: &random)
            let d = Int.random(in: 1...1_000_000, using: &random)
            let x = try Fraction(a, b), y = try Fraction(c, d)
            #expect(try x + y == Fraction(a * d + c * b, b * d))
            #expect(try x - y == Fraction(a * d - c * b, b * d))
            #expect(try x * y == Fraction(1, 1) * Fraction(a * c / gcd(a * c, b * d), b * d / gcd(a * c, b * d)))
            if c != 0 { #expect(try (x / y) * y == x) }
            #expect((x < y) == (a * d < c * b))
        }
    }

    @Test func largeValuesRoundTrip() throws {
        // (10^30 + 7)^3 / (10^30 + 7)^2 = 10^30 + 7, through numbers of about 300 bits.
        let big = try Fraction(Decimal(string: "1000000000000000000000000000007")!)
        let cube = try big * big * big
        #expect(try cube / (big * big) == big)
        let third = try cube / Fraction(3)
        #expect(try third * Fraction(3) == cube)
        #expect(try (cube - cube) == .zero)
        #expect(cube.description == "1000000000000000000000000000021000000000000000000000000000147000000000000000000000000000343")
    }

    @Test func beyondTheDigitsAllowedIsATypedError() throws {
        var value = try Fraction(Decimal(string: "99999999999999999999")!)
        #expect(throws: ShopCoreError.exactValueTooLarge(digits: Fraction.maximumDigits)) {
            for _ in 0..<400 { value = try value * value }
        }
    }

    private func gcd(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (abs(a), abs(b))
        while y != 0 { (x, y) = (y, x % y) }
        return max(x, 1)
    }
}

/// The one allocation: parts add up exactly, ties to the part given first.
@Suite struct AllocationTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let amount: Decimal, proportions: [Decimal], unit: Decimal, parts: [Decimal], rest: Decimal
        var testDescription: String { "\(amount) by \(proportions) to \(unit)" }
    }

    @Test(arguments: [
        Row(amount: 1000, proportions: [1, 1, 1], unit: 1, parts: [334, 333, 333], rest: 0),
        Row(amount: 1000, proportions: [1, 1, 1], unit: 100, parts: [400, 300, 300], rest: 0),
        Row(amount: 190, proportions: [1, 1], unit: 100, parts: [100, 0], rest: 90),
        Row(
            amount: Decimal(string: "6.43")!, proportions: [Decimal(string: "48.5")!, 24], unit: Decimal(string: "0.01")!,
            parts: [Decimal(string: "4.30")!, Decimal(string: "2.13")!], rest: 0),
        Row(amount: 100, proportions: [0, 0], unit: 1, parts: [50, 50], rest: 0),
        Row(amount: 10, proportions: [1, 0, 1], unit: 1, parts: [5, 0, 5], rest: 0),
        Row(amount: 11, proportions: [1, 1, 2], unit: 1, parts: [3, 3, 5], rest: 0),
    ])
    func largestRemainder(_ row: Row) throws {
        let (parts, rest) = try Allocation.allocate(row.amount, proportionalTo: row.proportions, unit: row.unit)
        #expect(parts == row.parts)
        #expect(rest == row.rest)
    }

    @Test func partsAddUpOnRandomInputs() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let unit = [Decimal(1), 10, 100, Decimal(string: "0.01")!].randomElement(using: &random)!
            let amount = Decimal(Int.random(in: 0...10_000_000, using: &random)) * unit
            let proportions = (0..<Int.random(in: 1...12, using: &random)).map { _ in
                Decimal(Int.random(in: 0...50, using: &random)) / 4
            }
            let (parts, rest) = try Allocation.allocate(amount, proportionalTo: proportions, unit: unit)
            #expect(rest == 0)
            #expect(parts.reduce(0, +) == amount)
            let total = proportions.reduce(0, +)
            for (part, proportion) in zip(parts, proportions) where total > 0 {
                // Every part is within one unit of its exact value.
                let exact = try Fraction(amount) * Fraction(proportion) / Fraction(total)
                #expect(try (Fraction(part) - exact).magnitude < Fraction(unit))
            }
        }
    }

    @Test func refusesNegativeInput() {
        #expect(throws: ShopCoreError.negative("-1")) { try Allocation.allocate(-1, proportionalTo: [1], unit: 1) }
    }
}

/// Money arithmetic refuses to mix currencies.
@Suite struct MoneyArithmeticTests {
    @Test func sumsInOneCurrency() throws {
        #expect(try Money(1980, .jpy) + Money(498, .jpy) == Money(2478, .jpy))
        #expect(try Money(100, .jpy) - Money(498, .jpy) == Money(-398, .jpy))
        #expect(try Money(498, .jpy) * 3 == Money(1494, .jpy))
        #expect(try Money.sum([Money(1, .usd), Money(2, .usd)], in: .usd) == Money(3, .usd))
        #expect(try Money(1, .usd).isLess(than: Money(2, .usd)))
    }

    @Test func mixingCurrenciesThrows() {
        #expect(throws: ShopCoreError.mixedCurrencies(.jpy, .usd)) { try Money(1, .jpy) + Money(1, .usd) }
        #expect(throws: ShopCoreError.mixedCurrencies(.usd, .jpy)) { try Money.sum([Money(1, .jpy)], in: .usd) }
        #expect(throws: ShopCoreError.mixedCurrencies(.eur, .jpy)) { try Money(1, .eur).isLess(than: Money(1, .jpy)) }
    }
}

/// The one percentage type and the one "percentage or amount" reader.
@Suite struct PercentageTests {
    @Test func readsAsPeopleWriteIt() throws {
        #expect(try Percentage(parsing: "30").value == 30)
        #expect(try Percentage(parsing: "30%").value == 30)
        #expect(try Percentage(parsing: "３０％").value == 30)
        #expect(try Percentage(parsing: " 8.875 % ", maximumDecimals: 4).description == "8.875%")
        #expect(try Percentage(parsing: "30").fraction == Fraction(3, 10))
    }

    @Test func refusesWhatIsNoPercentage() {
        #expect(throws: ShopCoreError.notAPercentage("abc%")) { try Percentage(parsing: "abc%") }
        #expect(throws: ShopCoreError.percentageOutOfRange("120%")) { try Percentage(parsing: "120%") }
        #expect(throws: ShopCoreError.percentageOutOfRange("-5")) { try Percentage(parsing: "-5") }
        #expect(throws: ShopCoreError.tooManyDecimals("8.87501%", limit: 4)) {
            try Percentage(parsing: "8.87501%", maximumDecimals: 4)
        }
    }

    @Test func percentOrAmount() throws {
        func read(_ text: String) throws(ShopCoreError) -> PercentOrAmount {
            try PercentOrAmount.read(
                text, percentError: { $0 },
                amount: { (text: String) throws(ShopCoreError) -> Decimal in try AmountParser.amount(text, currency: .jpy) })
        }
        #expect(try read("10%") == .percent(try Percentage(10)))
        #expect(try read("１０％") == .percent(try Percentage(10)))
        #expect(try read("¥500") == .amount(500))
        #expect(throws: ShopCoreError.percentageOutOfRange("101%")) { try read("101%") }
    }
}

/// The one model of a person's share and its one reader.
@Suite struct ShareTests {
    @Test func readsEveryForm() throws {
        #expect(try Share.Spec("Aki") == Share.Spec("  Aki "))
        #expect(try Share.Spec("Aki").value == nil)
        #expect(try Share.Spec("Aki:2").value == .weight("2"))
        #expect(try Share.Spec("Yui=3000").value == .amount("3000"))
        #expect(try Share.Spec("Ren=75%").value == .percent("75%"))
        #expect(try Share.Spec("Ren＝７５％").value == .percent("75%"))
        #expect(throws: ShopCoreError.malformedShare("A:1:2")) { try Share.Spec("A:1:2") }
        #expect(throws: ShopCoreError.malformedShare("=5")) { try Share.Spec("=5") }
    }

    @Test func aPersonOfAHeadCountIsANumberNotAName() {
        let third = Share(number: 3)
        #expect(third.person == .number(3))
        #expect(third.number == 3)
        #expect(third.name == "person 3")
        #expect(Share("Aki", weight: 2).description == "Aki:2")
    }

    @Test func codableKeepsThePortion() throws {
        for share in [
            Share("Aki", weight: 2), Share("Yui", .amount(3000)), Share(number: 2), Share("Ren", .percent(try Percentage(75))),
        ] {
            let data = try JSONEncoder().encode(share)
            #expect(try JSONDecoder().decode(Share.self, from: data) == share)
        }
        let sorted = JSONEncoder()
        sorted.outputFormatting = .sortedKeys
        #expect(String(decoding: try sorted.encode(Share("Aki", weight: 2)), as: UTF8.self) == #"{"name":"Aki","weight":"2"}"#)
    }
}
