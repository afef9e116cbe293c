/// Who pays whom, in as few transfers as possible, on balances counted in
/// whole units (positive: is owed).
///
/// The rule, for `n` people with a non-zero balance: a plan needs at least
/// `n − g` transfers, where `g` is the largest number of groups the balances
/// split into, each adding up to zero (a group of `k` needs `k − 1`, and no
/// transfer can serve two groups). ``plan(_:)`` reaches that minimum:
///
/// 1. A debtor who owes exactly what a creditor is owed pays them: each
///    debtor in the people's order, to the first such creditor. (Such a pair
///    is a group of its own in some best split, so nothing is lost.)
/// 2. For up to ``exactLimit`` people left, the largest `g` by a dynamic
///    programme over subsets, `dp[S] = max over i in S of dp[S∖{i}]`, plus 1
///    when `S` adds up to zero: O(n·2ⁿ) steps and 2ⁿ bytes. The groups are
///    read back from the whole set by removing, at each step, the person
///    listed **last** whose removal keeps the count; each time the set left
///    adds up to zero, the people removed since form a group.
/// 3. In each group, the largest debtor pays the largest creditor (ties: the
///    person listed first) until it is settled: `k − 1` transfers, since no
///    part of the group adds up to zero.
///
/// From ``exactLimit`` to ``searchLimit`` people, step 2 is a search over the
/// zero-sum groups themselves (``ZeroSumSearch``), proved within a time budget
/// (one second by default) or marked not proved (``Plan/isOptimal`` false) with
/// the best partition it found. Above ``searchLimit`` people steps 1 and 3 run
/// on everyone at once: a heuristic, marked as such.
///
/// The transfers are listed by payer, then payee, in the people's order.
enum Planner {
    /// The most people with a non-zero balance whose minimum the programme over subsets computes.
    static let exactLimit = 24
    /// The most people with a non-zero balance whose minimum the search over zero-sum groups looks for.
    static let searchLimit = 40
    /// How long the search may look for a proof, by default.
    static let defaultBudget: Duration = .seconds(1)

    /// A plan: transfers as (payer, payee, units), and whether it is proved the fewest.
    struct Plan: Equatable {
        var transfers: [(from: Int, to: Int, amount: Int)]
        var isOptimal: Bool

        static func == (lhs: Plan, rhs: Plan) -> Bool {
            lhs.isOptimal == rhs.isOptimal && lhs.transfers.count == rhs.transfers.count
                && zip(lhs.transfers, rhs.transfers).allSatisfy { $0 == $1 }
        }
    }

    /// The fewest transfers that settle `balances` (which add up to zero).
    static func plan(_ balances: [Int], budget: Duration = defaultBudget) -> Plan {
        var rest = balances
        var transfers: [(from: Int, to: Int, amount: Int)] = []
        for debtor in rest.indices where rest[debtor] < 0 {
            if let creditor = rest.indices.first(where: { rest[$0] == -rest[debtor] }) {
                transfers.append((debtor, creditor, rest[creditor]))
                rest[creditor] = 0
                rest[debtor] = 0
            }
        }
        let open = rest.indices.filter { rest[$0] != 0 }
        let groups: [[Int]]
        let isOptimal: Bool
        if open.count <= exactLimit {
            (groups, isOptimal) = (zeroSumGroups(open.map { rest[$0] }).map { $0.map { open[$0] } }, true)
        } else if open.count <= searchLimit {
            let found = ZeroSumSearch.groups(open.map { rest[$0] }, budget: budget)
            (groups, isOptimal) = (found.groups.map { $0.map { open[$0] } }, found.isProved)
        } else {
            (groups, isOptimal) = ([open], false)
        }
        for group in groups { transfers += greedy(group, rest) }
        transfers.sort { ($0.from, $0.to) < ($1.from, $1.to) }
        return Plan(transfers: transfers, isOptimal: isOptimal)
    }

    /// The largest number of zero-sum groups `values` split into, and the groups
    /// (as indices into `values`), read back by the rule of step 2.
    static func zeroSumGroups(_ values: [Int]) -> [[Int]] {
        let n = values.count
        guard n > 0 else { return [] }
        let lowBits = n / 2
        let low = subsetSums(Array(values[..<lowBits])), high = subsetSums(Array(values[lowBits...]))
        let lowMask = (1 << lowBits) - 1
        func isZero(_ set: Int) -> Bool { low[set & lowMask] &+ high[set >> lowBits] == 0 }
        var dp = [UInt8](repeating: 0, count: 1 << n)
        dp.withUnsafeMutableBufferPointer { dp in
            for set in 1..<(1 << n) {
                var best: UInt8 = 0
                var bits = set
                while bits != 0 {
                    let bit = bits & -bits
                    let value = dp[set ^ bit]
                    if value > best { best = value }
                    bits ^= bit
                }
                dp[set] = isZero(set) ? best + 1 : best
            }
        }
        var groups: [[Int]] = []
        var current: [Int] = []
        var set = (1 << n) - 1
        while set != 0 {
            let zero = isZero(set)
            if zero && !current.isEmpty {
                groups.append(current.sorted())
                current = []
            }
            let target = Int(dp[set]) - (zero ? 1 : 0)
            var person = n - 1
            while person >= 0 && (set & (1 << person) == 0 || Int(dp[set ^ (1 << person)]) != target) { person -= 1 }
            current.append(person)
            set ^= 1 << person
        }
        if !current.isEmpty { groups.append(current.sorted()) }
        return groups.reversed()
    }

    /// The sum of every subset of `values`, by the subset's bits.
    private static func subsetSums(_ values: [Int]) -> [Int] {
        var sums = [Int](repeating: 0, count: 1 << values.count)
        for set in 1..<max(1, sums.count) {
            let lowest = set.trailingZeroBitCount
            sums[set] = sums[set & (set - 1)] &+ values[lowest]
        }
        return sums
    }

    /// Step 3 on `people`: the largest debtor pays the largest creditor, ties to the one listed first.
    private static func greedy(_ people: [Int], _ balances: [Int]) -> [(from: Int, to: Int, amount: Int)] {
        var left = people.map { balances[$0] }
        var transfers: [(from: Int, to: Int, amount: Int)] = []
        while true {
            var debtor = -1, creditor = -1
            for index in left.indices {
                if left[index] < 0 && (debtor < 0 || left[index] < left[debtor]) { debtor = index }
                if left[index] > 0 && (creditor < 0 || left[index] > left[creditor]) { creditor = index }
            }
            guard debtor >= 0, creditor >= 0 else { return transfers }
            let amount = min(-left[debtor], left[creditor])
            transfers.append((people[debtor], people[creditor], amount))
            left[debtor] += amount
            left[creditor] -= amount
        }
    }
}
