import ShopCore
import TestSupport
import Testing

@testable import Settle

/// The planner against two references written apart from it: a brute force over every partition into
/// groups (up to ten people with a balance) and the programme over all subsets (up to 22), on random and
/// structured balances; and what recording one of its transfers does to the next plan.
@Suite struct PlannerPropertyTests {
    /// The kinds of balances a group ends with.
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        /// Any amount up to ¥100,000: few subsets add up to zero.
        case spread
        /// Amounts close together (within ±¥900 in hundreds): many subsets add up to zero.
        case dense
        /// Round amounts (thousands within ±¥5,000): few values, many equal people.
        case round
        /// Three or four values only, repeated.
        case repeated
        /// Small zero-sum groups of two to five people, planted and shuffled: the best split is known.
        case planted

        var testDescription: String { rawValue }

        /// `count` non-zero balances adding up to zero.
        func balances(_ count: Int, _ random: inout SplitMix64) -> [Int] {
            if self == .planted { return Self.planted(count, &random) }
            let draw: (inout SplitMix64) -> Int =
                switch self {
                case .spread: { Int.random(in: -100_000...100_000, using: &$0) }
                case .dense: { Int.random(in: -9...9, using: &$0) * 100 }
                case .round: { Int.random(in: -5...5, using: &$0) * 1000 }
                case .repeated, .planted: { [-3000, -1000, 2000, 4000].randomElement(using: &$0)! }
                }
            return ZeroSumSearchTests.balances(count, &random, draw: draw)
        }

        /// Groups of two to five that each add up to zero, the people shuffled.
        private static func planted(_ count: Int, _ random: inout SplitMix64) -> [Int] {
            var balances: [Int] = []
            while balances.count < count {
                let size = min(count - balances.count, Int.random(in: 2...5, using: &random))
                guard size >= 2 else {
                    // One place left: fold it into the last group by splitting its last balance in two.
                    let last = balances.removeLast()
                    let part = last > 0 ? max(1, last / 3) : min(-1, last / 3)
                    balances += [last - part, part]
                    continue
                }
                var group = (1..<size).map { _ in
                    Int.random(in: 1...50, using: &random) * (Bool.random(using: &random) ? 100 : -100)
                }
                let last = -group.reduce(0, +)
                if last == 0 { continue }
                group.append(last)
                balances += group
            }
            balances.shuffle(using: &random)
            return balances.filter { $0 != 0 }.count == balances.count && balances.reduce(0, +) == 0
                ? balances : planted(count, &random)
        }
    }

    /// Applies `plan` to `balances`: everyone must end at zero, and every transfer moves a positive amount.
    static func settles(_ plan: Planner.Plan, _ balances: [Int]) -> Bool {
        var left = balances
        for transfer in plan.transfers {
            guard transfer.amount > 0 else { return false }
            left[transfer.from] += transfer.amount
            left[transfer.to] -= transfer.amount
        }
        return left.allSatisfy { $0 == 0 }
    }

    /// Up to ten people with a balance: as few transfers as the brute force over every partition, proved.
    @Test(arguments: Kind.allCases)
    func upToTenPeopleTheFewestAsTheBruteForce(_ kind: Kind) {
        var random = SplitMix64(seed: 1009)
        for _ in 0..<80 {
            let balances = kind.balances(Int.random(in: 2...10, using: &random), &random)
            let plan = Planner.plan(balances)
            #expect(plan.isOptimal)
            #expect(Self.settles(plan, balances), "\(balances)")
            #expect(plan.transfers.count == PlannerTests.bruteForceMinimum(balances), "\(balances)")
        }
    }

    /// From 11 to 22 people with a balance: the search over zero-sum groups, used from 25 people on, finds as
    /// many groups as the programme over all subsets, and proves it (22 people once for each kind: the
    /// programme's 2²² subsets are the slow part).
    @Test(arguments: Kind.allCases)
    func upTo22PeopleTheSearchAgreesWithTheProgramme(_ kind: Kind) {
        var random = SplitMix64(seed: 2203)
        for round in 0..<8 {
            let count = round == 0 ? 22 : Int.random(in: 11...17, using: &random)
            let balances = kind.balances(count, &random)
            let found = ZeroSumSearch.groups(balances, budget: .seconds(30))
            #expect(found.isProved, "\(balances)")
            #expect(found.groups.count == Planner.zeroSumGroups(balances).count, "\(balances)")
            ZeroSumSearchTests.checkPartition(found.groups, of: balances)
        }
    }

    /// A plan called proved has exactly as many transfers as the programme says are needed; one not proved
    /// still settles everyone, in at most one transfer fewer than the people with a balance.
    @Test(arguments: Kind.allCases)
    func provedIsNeverClaimedWithoutAProof(_ kind: Kind) {
        var random = SplitMix64(seed: 313)
        for _ in 0..<6 {
            let balances = kind.balances(Int.random(in: 12...16, using: &random), &random)
            let needed = balances.count - Planner.zeroSumGroups(balances).count
            for budget in [Duration.zero, .milliseconds(1), .seconds(30)] {
                let found = ZeroSumSearch.groups(balances, budget: budget)
                ZeroSumSearchTests.checkPartition(found.groups, of: balances)
                let transfers = balances.count - found.groups.count
                #expect(transfers >= needed)
                if found.isProved { #expect(transfers == needed, "\(balances)") }
            }
        }
    }

    /// Recording any one transfer of a proved plan (not only the first) leaves balances that need exactly one
    /// transfer fewer, and the planner's next plan is proved and one shorter: the plan without that transfer
    /// still settles them, and none can be two shorter, or the transfer put back would beat the proved
    /// minimum.
    ///
    /// Plans from the programme (3 to 14 people) and from the search (25 to 28) are recorded against.
    @Test(arguments: [Kind.spread, .round, .planted])
    func recordingAnyTransferOfAProvedPlanLeavesOneShorter(_ kind: Kind) {
        var random = SplitMix64(seed: 77)
        for round in 0..<6 {
            let small = round.isMultiple(of: 2)
            let count = small ? Int.random(in: 3...14, using: &random) : Int.random(in: 25...28, using: &random)
            let balances = kind.balances(count, &random)
            let plan = Planner.plan(balances, budget: .seconds(60))
            guard plan.isOptimal else { continue }
            for transfer in plan.transfers.shuffled(using: &random).prefix(2) {
                var after = balances
                after[transfer.from] += transfer.amount
                after[transfer.to] -= transfer.amount
                if small {
                    let next = Planner.plan(after)
                    #expect(next.isOptimal)
                    #expect(next.transfers.count == plan.transfers.count - 1, "\(balances) after \(transfer)")
                } else {
                    // The search on its own, as the planner runs it past 24 people (the programme would take
                    // seconds in a debug build when the people left drop to 23 or 24).
                    let open = after.filter { $0 != 0 }
                    let found = ZeroSumSearch.groups(open, budget: .seconds(60))
                    #expect(found.isProved)
                    #expect(open.count - found.groups.count == plan.transfers.count - 1, "\(balances) after \(transfer)")
                }
            }
        }
    }
}
