import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
