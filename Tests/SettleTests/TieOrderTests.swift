import Foundation
import ShopCore
import Testing

@testable import Settle

/// The order of ties among equal remainders, computed here from its documented steps alone (Settle's DocC,
/// "The order of ties, step by step"), without the library's hash: the worked example's figures, and the
/// balances the library gives for groups whose ties the computation decides.
@Suite struct TieOrderTests {
    /// FNV-1a, 64 bits, written out from its definition: offset basis 0xcbf29ce484222325, prime 0x100000001b3.
    static func fnv1a64(_ bytes: [UInt8], from start: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = start
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash.multipliedReportingOverflow(by: 0x0000_0100_0000_01B3).partialValue
        }
        return hash
    }

    /// The seed from the remainders as the docs write them (`n/d` in lowest terms, smallest first).
    static func seed(_ remainders: [String]) -> UInt64 {
        fnv1a64(Array(remainders.joined(separator: " ").utf8) + [0x1F])
    }

    /// The names in the documented order.
    static func order(_ names: [String], seed: UInt64) -> [String] {
        names.sorted { a, b in
            let (ka, kb) = (fnv1a64(Array(a.utf8), from: seed), fnv1a64(Array(b.utf8), from: seed))
            return ka != kb ? ka < kb : a < b
        }
    }

    @Test func theWorkedExampleFigures() {
        let seed = Self.seed(["1/150", "1/150", "1/150"])
        #expect(seed == 0x7ccf_e0cd_004d_748e)
        #expect(Self.fnv1a64(Array("Aki".utf8), from: seed) == 0x78fe_9ef3_b0b3_dcf1)
        #expect(Self.fnv1a64(Array("Ren".utf8), from: seed) == 0xe8cd_b6f3_efce_22f7)
        #expect(Self.fnv1a64(Array("Sora".utf8), from: seed) == 0x7b97_008b_598e_2ced)
        #expect(Self.order(["Aki", "Ren", "Sora"], seed: seed) == ["Aki", "Sora", "Ren"])
    }

    /// The worked example through the library: the 2 cents go to the first two in the order, Aki and Sora.
    @Test func theWorkedExampleSettles() throws {
        let group = try Group(reading: "currency EUR\npeople Aki Ren Sora\ncoffee 1000 paid by Ren\n")
        let settlement = try #require(try group.settle().first)
        #expect(settlement.people.map(\.name) == ["Aki", "Ren", "Sora"])
        #expect(settlement.people.map { MoneyFormat.plain($0.balance.amount) } == ["-333.33", "666.66", "-333.33"])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let people: [String]
        var testDescription: String { people.joined(separator: " ") }
    }

    /// ¥100 paid by the first among 3, 6 or 7 people: everyone owes 100/n, so every remainder is the same
    /// fraction (a tie), and the yen left go to the first in the computed order.
    static let cases: [Case] = [
        Case(people: ["Aki", "Ren", "Sora"]), Case(people: ["Yui", "Kai", "Mio", "Ren", "Aki", "Sora"]),
        Case(people: ["健太", "美咲", "Aki"]), Case(people: ["A", "B", "C", "D", "E", "F", "G"]),
        Case(people: ["Sora", "Aki", "Ren"]),
    ]

    @Test(arguments: cases)
    func theLibraryFollowsTheComputedOrder(_ row: Case) throws {
        let people = row.people
        let n = people.count
        let group = try Group(reading: "people \(people.joined(separator: " "))\nlunch 100 paid by \(people[0])\n")
        let settlement = try #require(try group.settle().first)
        let balances = Dictionary(uniqueKeysWithValues: settlement.people.map { ($0.name, $0.balance.amount) })
        // Exact balances over n: the payer (100n − 100)/n, the others −100/n; floors and the remainder in yen.
        let floors = [Self.floor(100 * n - 100, n)] + Array(repeating: Self.floor(-100, n), count: n - 1)
        let rest = ((-100 % n) + n) % n
        let g = Self.gcd(rest, n)
        let remainder = rest == 0 ? "0" : "\(rest / g)/\(n / g)"
        let left = -floors.reduce(0, +)
        #expect(left > 0)
        let gets = Set(Self.order(people, seed: Self.seed(Array(repeating: remainder, count: n))).prefix(left))
        for (index, name) in people.enumerated() {
            #expect(balances[name] == Decimal(floors[index] + (gets.contains(name) ? 1 : 0)), "\(name)")
        }
    }

    /// ⌊a / b⌋ for b > 0.
    static func floor(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
