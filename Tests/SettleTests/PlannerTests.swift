import ShopCore
import TestSupport
import Testing

@testable import Settle

@Suite struct PlannerTests {
    /// The counterexample: greedy (largest debtor to largest creditor) gives 4; the minimum is 3.
    @Test func fewestTransfersBeatGreedy() {
        let plan = Planner.plan([6000, 4000, -3000, -3000, -4000])
        #expect(plan.isOptimal)
        #expect(plan.transfers.map { [$0.from, $0.to, $0.amount] } == [[2, 0, 3000], [3, 0, 3000], [4, 1, 4000]])
    }

    @Test func matchingPairsPayEachOther() {
        let plan = Planner.plan([1000, 2000, -1000, -2000])
        #expect(plan.transfers.map { [$0.from, $0.to, $0.amount] } == [[2, 0, 1000], [3, 1, 2000]])
    }

    /// 26 people with a balance, past the programme over subsets: the search proves it (one debtor: one group).
    @Test func pastTheProgrammeTheSearchProves() {
        var balances = (1...25).map { $0 * 3 }
        balances.append(-balances.reduce(0, +))
        let plan = Planner.plan(balances)
        #expect(plan.isOptimal)
        #expect(plan.transfers.count == 25)
    }

    /// The tie rule: among the plans of fewest transfers, the one read back by
    /// removing the person listed last; here {A, C} and {B, D} against {A, D} and {B, C}.
    @Test func tiesAreSettledByTheDocumentedRule() {
        // A +5, B +5, C −5, D −5: pairs first, each debtor to the first matching creditor.
        let plan = Planner.plan([5, 5, -5, -5])
        #expect(plan.transfers.map { [$0.from, $0.to, $0.amount] } == [[2, 0, 5], [3, 1, 5]])
    }

    @Test func randomBalancesSettleExactlyInTheFewestTransfers() {
        var random = SplitMix64(seed: 21)
        for _ in 0..<300 {
            let count = Int.random(in: 2...8, using: &random)
            var balances = (1..<count).map { _ in Int.random(in: -6...6, using: &random) * 100 }
            balances.append(-balances.reduce(0, +))
            let plan = Planner.plan(balances)
            var left = balances
            for transfer in plan.transfers {
                #expect(transfer.amount > 0)
                left[transfer.from] += transfer.amount
                left[transfer.to] -= transfer.amount
            }
            #expect(left.allSatisfy { $0 == 0 }, "\(balances)")
            #expect(plan.transfers.count == Self.bruteForceMinimum(balances), "\(balances)")
            // Recording one suggested transfer leaves a plan one shorter.
            if let first = plan.transfers.first {
                var after = balances
                after[first.from] += first.amount
                after[first.to] -= first.amount
                #expect(Planner.plan(after).transfers.count == plan.transfers.count - 1, "\(balances)")
            }
        }
    }

    /// n − the most zero-sum groups, by trying every way to split the people
    /// into groups (set partitions), independent of the programme.
    static func bruteForceMinimum(_ balances: [Int]) -> Int {
        let open = balances.filter { $0 != 0 }
        func most(_ rest: [Int]) -> Int {
            guard let first = rest.first else { return 0 }
            let others = Array(rest.dropFirst())
            var best = Int.min
            for mask in 0..<(1 << others.count) {
                var sum = first
                var left: [Int] = []
                for (index, value) in others.enumerated() {
                    if mask & (1 << index) != 0 { sum += value } else { left.append(value) }
                }
                if sum == 0 { best = max(best, 1 + most(left)) }
            }
            return best
        }
        return open.count - (open.isEmpty ? 0 : most(open))
    }
}
