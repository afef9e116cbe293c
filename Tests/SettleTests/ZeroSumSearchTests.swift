import ShopCore
import TestSupport
import Testing

@testable import Settle

/// The search over zero-sum groups (more than 24 people with a balance), against the programme over subsets
/// and a brute force.
@Suite struct ZeroSumSearchTests {
    /// Random balances adding up to zero: `count` people, values drawn by `draw`.
    static func balances(_ count: Int, _ random: inout SplitMix64, draw: (inout SplitMix64) -> Int) -> [Int] {
        var balances: [Int] = []
        while balances.count < count - 1 {
            let value = draw(&random)
            if value != 0 { balances.append(value) }
        }
        let last = -balances.reduce(0, +)
        return last == 0 ? Self.balances(count, &random, draw: draw) : balances + [last]
    }

    static func checkPartition(_ groups: [[Int]], of balances: [Int]) {
        #expect(groups.flatMap { $0 }.sorted() == Array(balances.indices), "\(groups)")
        #expect(groups.allSatisfy { group in group.reduce(0) { $0 + balances[$1] } == 0 }, "\(groups)")
    }

    /// The same number of groups as the programme over all subsets, on random, round and repeated balances.
    @Test(arguments: ["random", "round", "repeated"])
    func findsAsManyGroupsAsTheProgramme(_ kind: String) {
        var random = SplitMix64(seed: 40)
        for _ in 0..<60 {
            let count = Int.random(in: 2...18, using: &random)
            let balances = Self.balances(count, &random) { random in
                switch kind {
                case "random": return Int.random(in: -9...9, using: &random) * 100
                case "round": return Int.random(in: -5...5, using: &random) * 1000
                default: return [-3000, -1000, 2000, 4000].randomElement(using: &random)!
                }
            }
            let found = ZeroSumSearch.groups(balances, budget: .seconds(10))
            #expect(found.isProved)
            #expect(found.groups.count == Planner.zeroSumGroups(balances).count, "\(balances)")
            Self.checkPartition(found.groups, of: balances)
        }
    }

    /// Forty people, widely spread balances: few zero-sum groups, proved within the budget, and the plan settles.
    @Test func fortyWidelySpreadBalancesAreProved() {
        var random = SplitMix64(seed: 7)
        let balances = Self.balances(40, &random) { Int.random(in: -10_000_000...10_000_000, using: &$0) }
        let plan = Planner.plan(balances, budget: .seconds(300))  // a debug build on a busy machine: generous
        #expect(plan.isOptimal)
        var left = balances
        for transfer in plan.transfers {
            left[transfer.from] += transfer.amount
            left[transfer.to] -= transfer.amount
        }
        #expect(left.allSatisfy { $0 == 0 })
        // Owed 1, 2, 4, … 2³⁸ and one owing 2³⁹ − 1: no part adds up to zero (binary numbers are unique), so
        // one group: 39 transfers, proved.
        let powers = (0..<39).map { 1 << $0 } + [-((1 << 39) - 1)]
        let one = Planner.plan(powers, budget: .seconds(60))
        #expect(one.isOptimal)
        #expect(one.transfers.count == 39)
    }

    /// Forty people with round amounts (few values, many equal people): proved.
    ///
    /// Ten are owed ¥3,000 and thirty
    /// owe ¥1,000: at most ten groups (one creditor each), and {+3,000, −1,000 × 3} makes ten: 40 − 10 = 30
    /// transfers. Beside it, 28 people (+¥5,000 × 8, −¥2,000 × 20) form 4 groups of {+5,000 × 2, −2,000 × 5}
    /// at most (any group holds an even number of ¥5,000s), so 24 transfers.
    @Test func fortyRoundBalancesAreProved() {
        let tens = Array(repeating: 3000, count: 10) + Array(repeating: -1000, count: 30)
        let plan = Planner.plan(tens)
        #expect(plan.isOptimal)
        #expect(plan.transfers.count == 30)
        let fives = Array(repeating: 5000, count: 8) + Array(repeating: -2000, count: 20)
        let other = Planner.plan(fives)
        #expect(other.isOptimal)
        #expect(other.transfers.count == 24)
        #expect(other.transfers.allSatisfy { [1000, 2000, 3000, 4000, 5000].contains($0.amount) })
    }

    /// With no time at all a hard case is not called proved, and the plan found still settles everyone.
    @Test func noProofIsClaimedWithoutOne() {
        var random = SplitMix64(seed: 3)
        let dense = Self.balances(40, &random) { Int.random(in: -100_000...100_000, using: &$0) }
        let plan = Planner.plan(dense, budget: .zero)
        #expect(!plan.isOptimal)
        var left = dense
        for transfer in plan.transfers {
            left[transfer.from] += transfer.amount
            left[transfer.to] -= transfer.amount
        }
        #expect(left.allSatisfy { $0 == 0 })
        #expect(plan.transfers.count <= 39)
    }

    /// Without a proof the plan still takes the small groups: pairs, threes and fours that add up to zero, then
    /// everyone left.
    ///
    /// +3 +4 −7 and +1 +2 +5 −8 and +10 −10 among a rest of +100 −60 −40: four groups.
    @Test func smallGroupsAreTakenWithoutAProof() {
        let balances = [3, 100, 4, -7, 1, 10, 2, -60, 5, -8, -10, -40]
        let groups = ZeroSumSearch.smallGroups(balances)
        Self.checkPartition(groups, of: balances)
        #expect(groups == [[5, 10], [0, 2, 3], [1, 7, 11], [4, 6, 8, 9]])
        #expect(ZeroSumSearch.groups(balances, budget: .zero).groups.count == 4)
    }

    /// Above 40 people with a balance the plan is a heuristic, and says so.
    @Test func aboveFortyIsAHeuristic() {
        var balances = (1...41).map { $0 * 3 }
        balances.append(-balances.reduce(0, +))
        let plan = Planner.plan(balances)
        #expect(!plan.isOptimal)
        #expect(plan.transfers.count == 41)
    }
}
