import Points
import ShopCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How `step=`, a rate `K/N` and `round=` combine, as the help and the guide say.
///
/// The base is cut to whole steps, then a rate `K/N` cuts it to whole `N`s, then the rate and the
/// rounding apply. So `round=` only moves a percentage, or a `K/N` whose `K` is not whole.
@Suite struct PointStepTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let rate: String
        let step: Int?
        let base: Int
        /// The points rounded down, up and half-up.
        let points: [Decimal]

        var testDescription: String { "\(rate) step \(step.map(String.init) ?? "none") on \(base)" }
    }

    static let cases: [Case] = [
        // 1/200 counts whole 200s, whatever the step and the rounding (issue 41: 300 at step 100 rounded up is 1).
        Case(rate: "1/200", step: nil, base: 300, points: [1, 1, 1]),
        Case(rate: "1/200", step: 100, base: 300, points: [1, 1, 1]),
        Case(rate: "1/200", step: 300, base: 300, points: [1, 1, 1]),
        Case(rate: "1/200", step: nil, base: 550, points: [2, 2, 2]),
        Case(rate: "1/200", step: 100, base: 550, points: [2, 2, 2]),
        Case(rate: "1/200", step: 300, base: 550, points: [1, 1, 1]),
        Case(rate: "1/200", step: nil, base: 199, points: [0, 0, 0]),
        // A percentage: the step cuts, then the rounding moves what is left over.
        Case(rate: "1%", step: nil, base: 550, points: [5, 6, 6]),
        Case(rate: "1%", step: 100, base: 550, points: [5, 5, 5]),
        Case(rate: "1%", step: 300, base: 550, points: [3, 3, 3]),
        Case(rate: "1%", step: nil, base: 540, points: [5, 6, 5]),
        // K/N with a K that is not whole: whole Ns, then the rounding.
        Case(rate: "0.5/100", step: nil, base: 550, points: [2, 3, 3]),
        Case(rate: "0.5/100", step: 300, base: 550, points: [1, 2, 2]),
        Case(rate: "0.5/100", step: 50, base: 550, points: [2, 3, 3]),
    ]

    @Test(arguments: cases)
    func stepThenWholeNThenRoundAsTheDocsSay(_ row: Case) throws {
        for (rounding, expected) in zip(["down", "up", "half-up"], row.points) {
            let text = row.rate + (row.step.map { ",step=\($0)" } ?? "") + ",round=" + rounding
            let rule = try PointRule(parsing: text)
            #expect(try rule.points(on: Fraction(row.base)) == expected, "\(text)")
        }
    }
}
