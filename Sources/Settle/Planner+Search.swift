/// The most zero-sum groups for up to ``Planner/searchLimit`` people, where
/// the dynamic programme over all 2ⁿ subsets is too large: a search over the
/// zero-sum groups themselves, proved within a time budget or said not to be.
///
/// 1. **Equal balances are one value with a count** (ten people owing ¥3,000
///    are `−3000 × 10`), so a group is a count of each value, and groups that
///    differ only in which of equal people they take are one group.
/// 2. **Every zero-sum group is listed by meeting in the middle**: the values
///    are cut in two halves, every choice of counts in each half is summed,
///    and the choices whose sums cancel are paired. Widely spread balances
///    have few such groups; round amounts have few values.
/// 3. **The most groups, by a search over what is left** (a branch and bound):
///    the person who must be placed next is one of the largest balance left,
///    so the groups tried are those holding that value and fitting in what is
///    left, smallest first. A state's best is remembered, and no state is
///    searched past its bound, the fewer of its creditors and its debtors
///    (every group needs one of each).
///
/// Dense balances (40 within ±¥100,000 have about a million zero-sum groups)
/// are where the problem's hardness shows (it is NP-hard): past the budget,
/// or past ``maximumGroups`` groups or ``maximumStates`` states, the search
/// stops, and the plan is the best partition it found, marked not proved.
///
/// Among partitions with as many groups, the one chosen is the first found:
/// groups holding the largest balance left, smallest first, then in the
/// order of the values' first appearance; equal people join a group in the
/// people's order.
struct ZeroSumSearch {
    /// The most zero-sum groups listed before the search gives up on a proof.
    static let maximumGroups = 1 << 18
    /// The most states remembered before the search gives up on a proof.
    static let maximumStates = 1 << 20
    /// The most choices of counts in one half.
    static let maximumHalf = 1 << 21

    /// The groups found, as indices into the values, and whether they are proved the most.
    struct Result {
        var groups: [[Int]]
        var isProved: Bool
    }

    /// The distinct values, largest magnitude first (ties: first appearance).
    private let values: [Int]
    /// The people of each value, in their order.
    private let members: [[Int]]
    /// Each person's bit in a state's key.
    private let bits: [[UInt64]]
    /// The zero-sum groups: `groupValues[groupStart[g]..<groupStart[g + 1]]` are (value, count) pairs, in
    /// a byte each (at most 64 people), so that a quarter of a million groups take little memory.
    private var groupValues: [(value: UInt8, count: UInt8)] = []
    private var groupStart: [Int] = [0]
    /// For each value, the groups whose first value (in ``values``' order) it is, smallest first.
    private var groupsLedBy: [[Int]] = []
    /// For each value, `scale ÷` the size of the smallest zero-sum group holding it: a group of `k` people
    /// holds `k` people of smallest groups no larger than `k`, so the groups left are at most the sum of
    /// these over the people left, divided by `scale`.
    private var share: [Int] = []
    /// The least common multiple of the smallest sizes.
    private var scale = 1

    /// Finds the most zero-sum groups `balances` (non-zero, adding up to zero) split into, within
    /// `budget` (listing the groups included); past it, or past the limits, the best partition found
    /// (at least the small groups of ``smallGroups(_:)``), not proved.
    static func groups(_ balances: [Int], budget: Duration) -> Result {
        let deadline = ContinuousClock.now + budget
        var search = ZeroSumSearch(balances)
        guard balances.count <= 64, search.listGroups(until: deadline) else {
            return Result(groups: smallGroups(balances), isProved: false)
        }
        let found = search.run(until: deadline)
        guard !found.isProved else { return found }
        let small = smallGroups(balances)
        return small.count > found.groups.count ? Result(groups: small, isProved: false) : found
    }

    /// Zero-sum groups of two, three and four people, taken greedily (each the first found in the
    /// people's order, pairs first), and everyone left as one group: a partition found at once, for
    /// when no proof comes.
    static func smallGroups(_ balances: [Int]) -> [[Int]] {
        var left = Array(balances.indices)
        var groups: [[Int]] = []
        func remove(_ group: [Int]) {
            groups.append(group.sorted())
            left.removeAll { group.contains($0) }
        }
        func firstGroup(of size: Int) -> [Int]? {
            switch size {
            case 2:
                for (place, i) in left.enumerated() {
                    if let j = left[(place + 1)...].first(where: { balances[$0] == -balances[i] }) { return [i, j] }
                }
            case 3:
                var at: [Int: [Int]] = [:]
                for person in left { at[balances[person], default: []].append(person) }
                for (place, i) in left.enumerated() {
                    for j in left[(place + 1)...] {
                        if let k = at[-(balances[i] + balances[j])]?.first(where: { $0 > j }) { return [i, j, k] }
                    }
                }
            default:
                var pairs: [Int: [(Int, Int)]] = [:]
                for (place, i) in left.enumerated() {
                    for j in left[(place + 1)...] { pairs[balances[i] + balances[j], default: []].append((i, j)) }
                }
                for (place, i) in left.enumerated() {
                    for j in left[(place + 1)...] {
                        let other = pairs[-(balances[i] + balances[j])]?.first { $0.0 > i && $0.0 != j && $0.1 != j }
                        if let (k, l) = other { return [i, j, k, l] }
                    }
                }
            }
            return nil
        }
        for size in 2...4 {
            while left.count > size, let group = firstGroup(of: size) { remove(group) }
        }
        if !left.isEmpty { groups.append(left) }
        return groups
    }

    private init(_ balances: [Int]) {
        var order: [Int] = []
        var people: [Int: [Int]] = [:]
        for (person, value) in balances.enumerated() {
            if people[value] == nil { order.append(value) }
            people[value, default: []].append(person)
        }
        order = order.enumerated().sorted { a, b in
            a.element.magnitude != b.element.magnitude ? a.element.magnitude > b.element.magnitude : a.offset < b.offset
        }.map(\.element)
        values = order
        members = order.map { people[$0] ?? [] }
        bits = members.map { $0.map { UInt64(1) << UInt64($0) } }
    }

    // MARK: - Listing the groups

    /// Every choice of counts of `values[range]` and its sum, the choice as a mixed-radix number.
    private func choices(_ range: Range<Int>) -> [(sum: Int, choice: Int)]? {
        var total = 1
        for value in range {
            total = total.multipliedReportingOverflow(by: members[value].count + 1).partialValue
            guard total <= Self.maximumHalf, total > 0 else { return nil }
        }
        var result: [(sum: Int, choice: Int)] = []
        result.reserveCapacity(total)
        // A mixed-radix counter with its sum kept as it counts: O(1) a choice, on average.
        var digits = [Int](repeating: 0, count: range.count)
        var sum = 0
        for choice in 0..<total {
            result.append((sum, choice))
            var place = 0
            while place < digits.count {
                let value = range.lowerBound + place
                if digits[place] < members[value].count {
                    digits[place] += 1
                    sum &+= values[value]
                    break
                }
                sum &-= values[value] &* digits[place]
                digits[place] = 0
                place += 1
            }
        }
        return result
    }

    /// Lists every zero-sum group by meeting in the middle; false past the limits.
    private mutating func listGroups(until deadline: ContinuousClock.Instant) -> Bool {
        let middle = values.count / 2
        guard let low = choices(0..<middle), var high = choices(middle..<values.count) else { return false }
        high.sort { $0.sum != $1.sum ? $0.sum < $1.sum : $0.choice < $1.choice }
        var found: [(low: Int, high: Int)] = []
        for (place, (sum, choice)) in low.enumerated() {
            if place & 4095 == 0, ContinuousClock.now > deadline { return false }
            var lower = 0, upper = high.count
            while lower < upper {
                let mid = (lower + upper) / 2
                if high[mid].sum < -sum { lower = mid + 1 } else { upper = mid }
            }
            while lower < high.count && high[lower].sum == -sum {
                if choice != 0 || high[lower].choice != 0 { found.append((choice, high[lower].choice)) }
                guard found.count <= Self.maximumGroups else { return false }
                lower += 1
            }
        }
        groupsLedBy = Array(repeating: [], count: values.count)
        var sizes: [Int] = []
        for (lowChoice, highChoice) in found {
            var lead = -1, size = 0
            for (range, choice) in [(0..<middle, lowChoice), (middle..<values.count, highChoice)] {
                var rest = choice
                for value in range {
                    let radix = members[value].count + 1
                    let count = rest % radix
                    rest /= radix
                    guard count > 0 else { continue }
                    if lead < 0 { lead = value }
                    size += count
                    groupValues.append((UInt8(value), UInt8(count)))
                }
            }
            groupStart.append(groupValues.count)
            sizes.append(size)
            groupsLedBy[lead].append(sizes.count - 1)
        }
        for value in groupsLedBy.indices {
            groupsLedBy[value].sort { sizes[$0] != sizes[$1] ? sizes[$0] < sizes[$1] : $0 < $1 }
        }
        var smallest = members.map(\.count).map { _ in Int.max }
        for group in sizes.indices {
            for index in groupStart[group]..<groupStart[group + 1] {
                let value = Int(groupValues[index].value)
                smallest[value] = min(smallest[value], sizes[group])
            }
        }
        // Every value is in some group: all the values together add up to zero.
        scale = smallest.reduce(1) { scale, size in scale / gcd(scale, size) * size }
        share = smallest.map { scale / $0 }
        return true
    }

    // MARK: - The search

    /// What is left: the count of each value (the last of its people), who is left as bits, and how many
    /// creditors and debtors.
    private struct State {
        var left: [Int]
        var key: UInt64
        var creditors: Int
        var debtors: Int
        /// The sum of ``ZeroSumSearch/share`` over the people left.
        var shares: Int
    }

    /// The most groups `state` could split into: every group needs a creditor and a debtor, and holds people
    /// whose smallest groups are no larger than it.
    private func bound(_ state: State) -> Int { min(state.creditors, state.debtors, state.shares / scale) }

    private enum Stop: Error { case limit }

    private final class Memory {
        /// The most groups of each state searched (at most 64: a byte).
        var best: [UInt64: Int8] = [:]
        var steps = 0
        var deadline: ContinuousClock.Instant
        init(deadline: ContinuousClock.Instant) { self.deadline = deadline }
    }

    /// The value and count of entry `index` of ``groupValues``.
    private func part(_ index: Int) -> (value: Int, count: Int) {
        (Int(groupValues[index].value), Int(groupValues[index].count))
    }

    private func fits(_ group: Int, _ state: State) -> Bool {
        for index in groupStart[group]..<groupStart[group + 1] {
            let (value, count) = part(index)
            if state.left[value] < count { return false }
        }
        return true
    }

    /// Takes `group` out of `state`: of each value, the first of the people left.
    private func take(_ group: Int, from state: inout State) {
        for index in groupStart[group]..<groupStart[group + 1] {
            let (value, count) = part(index)
            let first = members[value].count - state.left[value]
            for member in first..<first + count { state.key &= ~bits[value][member] }
            state.left[value] -= count
            state.shares -= share[value] * count
            if values[value] > 0 { state.creditors -= count } else { state.debtors -= count }
        }
    }

    /// Puts `group` back into `state`.
    private func putBack(_ group: Int, into state: inout State) {
        for index in groupStart[group]..<groupStart[group + 1] {
            let (value, count) = part(index)
            state.left[value] += count
            let first = members[value].count - state.left[value]
            for member in first..<first + count { state.key |= bits[value][member] }
            state.shares += share[value] * count
            if values[value] > 0 { state.creditors += count } else { state.debtors += count }
        }
    }

    /// The value that must be placed next: the first left in ``values``' order.
    private func lead(_ state: State) -> Int? { state.left.firstIndex { $0 > 0 } }

    /// The most groups what is left splits into.
    private func most(_ state: inout State, _ memory: Memory) throws(Stop) -> Int {
        guard let lead = lead(state) else { return 0 }
        if let known = memory.best[state.key] { return Int(known) }
        let most = bound(state)
        var best = 1  // everything left is one group
        for group in groupsLedBy[lead] where best < most {
            // A lead can have many groups: the budget is checked as they are tried, not only at each state.
            memory.steps += 1
            if memory.steps & 4095 == 0, ContinuousClock.now > memory.deadline { throw .limit }
            guard fits(group, state) else { continue }
            take(group, from: &state)
            defer { putBack(group, into: &state) }
            // Skipped when what is left could not beat the best: the best stays exact.
            if state.key == 0 || 1 + bound(state) <= best { continue }
            best = max(best, 1 + (try self.most(&state, memory)))
        }
        guard memory.best.count < Self.maximumStates else { throw .limit }
        memory.best[state.key] = Int8(best)
        return best
    }

    private func start() -> State {
        var key: UInt64 = 0
        for value in bits { for bit in value { key |= bit } }
        var creditors = 0, debtors = 0, shares = 0
        for value in values.indices {
            if values[value] > 0 { creditors += members[value].count } else { debtors += members[value].count }
            shares += share[value] * members[value].count
        }
        return State(left: members.map(\.count), key: key, creditors: creditors, debtors: debtors, shares: shares)
    }

    private func run(until deadline: ContinuousClock.Instant) -> Result {
        let memory = Memory(deadline: deadline)
        var state = start()
        var chosen: [Int] = []
        do {
            _ = try most(&state, memory)
            // Read the partition back: at each step, the first group that keeps the most.
            while let lead = lead(state) {
                let target = try most(&state, memory)
                var next: Int?
                for group in groupsLedBy[lead] where fits(group, state) {
                    take(group, from: &state)
                    let rest = state.key == 0 ? 0 : try most(&state, memory)
                    putBack(group, into: &state)
                    if 1 + rest == target {
                        next = group
                        break
                    }
                }
                guard let next else { break }
                chosen.append(next)
                take(next, from: &state)
            }
            return Result(groups: people(chosen), isProved: true)
        } catch {
            // Not proved: the partition of the first groups that fit, smallest first.
            state = start()
            chosen = []
            while let lead = lead(state), let next = groupsLedBy[lead].first(where: { fits($0, state) }) {
                chosen.append(next)
                take(next, from: &state)
            }
            return Result(groups: people(chosen), isProved: false)
        }
    }

    /// The chosen groups as people: of each value, the first not yet placed.
    private func people(_ chosen: [Int]) -> [[Int]] {
        var next = [Int](repeating: 0, count: values.count)
        return chosen.map { group in
            var people: [Int] = []
            for index in groupStart[group]..<groupStart[group + 1] {
                let (value, count) = part(index)
                people += members[value][next[value]..<next[value] + count]
                next[value] += count
            }
            return people.sorted()
        }
    }
}

/// The greatest common divisor of two positive numbers.
private func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
