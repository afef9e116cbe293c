import Calculator
import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `%` after a constant, as the devices do it.
///
/// SHARP式 keeps `÷ b` through `%`: the share of each item in a total is
/// `10 ÷ 20 % M+ 8 % M+ 2 % M+ MR`, 50 + 40 + 10 = 100 (the share-of-total
/// keys non-Casio desk calculators take, nanzo.muragon.com/entry/1182.html).
/// CASIO式's K takes b's place: `20 ÷ ÷ 10 %` is 10 ÷ 20 × 100 = 50, and `M+`
/// then applies K once more, storing 2.5 (the same page, measured on a Casio);
/// `cost − − price %` is the mark-up (hpmuseum.org/forum/archive/index.php?thread-13157.html, on the
/// MS-20UC).
@Suite struct KeypadPercentConstantTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let keys: String, convention: Keypad.Convention, shown: String, constant: Bool
        var testDescription: String { "\(convention) \(keys) → \(shown)" }
    }

    @Test(arguments: [
        Case(keys: "10 ÷ 20 % M+ 8 % M+ 2 % M+ MR", convention: .sharp, shown: "100", constant: false),
        Case(keys: "10 ÷ 20 % 8 %", convention: .sharp, shown: "40", constant: false),
        Case(keys: "10 ÷ 20 % 8 =", convention: .sharp, shown: "0.4", constant: false),
        Case(keys: "200 × 10 % 30 %", convention: .sharp, shown: "60", constant: false),
        Case(keys: "200 + 10 % 30 %", convention: .sharp, shown: "0.3", constant: false),
        Case(keys: "20 ÷ ÷ 10 %", convention: .casio, shown: "50", constant: true),
        Case(keys: "20 ÷ ÷ 10 % M+", convention: .casio, shown: "2.5", constant: true),
        Case(keys: "20 ÷ ÷ 10 % M+ 8 % M+ MR", convention: .casio, shown: "4.5", constant: true),
        Case(keys: "2 × × 50 %", convention: .casio, shown: "1", constant: true),
        Case(keys: "50 × × 10 %", convention: .casio, shown: "5", constant: true),
        Case(keys: "10 ÷ ÷ 50 %", convention: .casio, shown: "500", constant: true),
        Case(keys: "2 × × 3 = 5 %", convention: .casio, shown: "0.1", constant: true),
        Case(keys: "2 × × 50 % =", convention: .casio, shown: "2", constant: true),
        Case(keys: "100 − − 125 %", convention: .casio, shown: "25", constant: true),
        Case(keys: "25 + + 120 %", convention: .casio, shown: "160", constant: true),
        Case(keys: "2 × × 50 % +", convention: .casio, shown: "1", constant: false),
        Case(keys: "2 × × 50 % AC", convention: .casio, shown: "0", constant: false),
    ])
    func percentAfterAConstant(_ row: Case) throws {
        let keypad = try pressed(row.keys, mode: row.convention)
        #expect(shown(keypad) == row.shown)
        #expect(keypad.hasConstant == row.constant, "the K indicator")
    }

    /// `%` through K adds to GT as every `%` does, and K stays for the next number.
    @Test func theConstantStaysThroughPercentAndGTTakesEachResult() throws {
        let keypad = try pressed("20 ÷ ÷ 10 % 8 % 2 % GT", mode: .casio)
        #expect(shown(keypad) == "100")
        #expect(keypad.hasConstant)
    }

    /// A Casio owner's six procedures for cost, price, mark-up and margin on the MS-20UC.
    ///
    /// From hpmuseum.org/forum/archive/index.php?thread-13157.html, for a cost of 100 and a price of 125: a
    /// mark-up of 25 % on the cost is a margin of 20 % of the price. The first takes K.
    @Test(arguments: [
        ("100 − − 125 %", "25"), ("100 − 125 %", "-20"), ("100 × 25 % +", "125"), ("100 + 20 %", "125"),
        ("125 + 25 ± %", "100"), ("125 × 20 % −", "100"),
    ])
    func costPriceMarkUpAndMargin(_ keys: String, _ expected: String) throws {
        #expect(shown(try pressed(keys, mode: .casio)) == expected)
    }

    /// SHARP式 shows no K: its kept operation is no constant a person set.
    @Test func onlyCasioLightsK() throws {
        #expect(try !pressed("2 × × 3 =", mode: .sharp).hasConstant)
        #expect(try !pressed("2 × × 3 =", mode: .phone).hasConstant)
        #expect(try pressed("2 × × 3 =", mode: .casio).hasConstant)
    }

    /// A keypad restored just after `%` finishes as it would have.
    @Test(arguments: [("10 ÷ 20 %", Keypad.Convention.sharp, "=", "50"), ("20 ÷ ÷ 10 %", .casio, "M+", "2.5")])
    func aKeypadRestoredAfterPercent(
        _ keys: String, _ convention: Keypad.Convention, _ next: String, _ expected: String
    )
        throws
    {
        let keypad = try pressed(keys, mode: convention)
        var restored = try JSONDecoder().decode(Keypad.self, from: try JSONEncoder().encode(keypad))
        try restored.press(keys: next)
        #expect(shown(restored) == expected)
    }
}
