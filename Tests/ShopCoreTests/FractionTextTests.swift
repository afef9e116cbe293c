import ShopCore
import Testing

/// `Fraction(exactText:)` reads back what `exactText` writes, and nothing else.
@Suite struct FractionTextTests {
    @Test(arguments: [
        ("3700", "3700"), ("22.60", "113/5"), ("-0.25", "-1/4"), ("100000/3", "100000/3"), ("6/4", "3/2"),
        ("-1000/3", "-1000/3"), ("0", "0"), ("18500/113", "18500/113"),
    ])
    func readsDecimalsAndFractions(_ text: String, _ value: String) throws {
        #expect(try Fraction(exactText: text).description == value)
    }

    @Test func readsBackEveryExactText() throws {
        for (numerator, denominator) in [(1, 3), (-7, 8), (123_456_789, 1000), (5, 1), (-2, 113)] {
            let value = try Fraction(numerator, denominator)
            #expect(try Fraction(exactText: value.exactText) == value)
        }
        let huge = try Fraction(exactText: String(repeating: "9", count: 60) + "/7")
        #expect(try Fraction(exactText: huge.exactText) == huge)
    }

    @Test(arguments: ["", "-", "1e3", "1/2.5", "1.", ".5", "1/", "/3", "1/-3", "１２", " 12", "1,000", "1/2/3"])
    func refusesAnythingElse(_ text: String) {
        #expect(throws: ShopCoreError.notADecimal(text, reason: nil)) { try Fraction(exactText: text) }
    }

    @Test func aZeroDenominatorIsADivisionByZero() {
        #expect(throws: ShopCoreError.divisionByZero) { try Fraction(exactText: "1/0") }
    }
}
