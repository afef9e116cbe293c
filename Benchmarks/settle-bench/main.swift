// Settles groups through the Settle library and reports how long it takes.
//
//     swift run -c release settle-bench                  # every planner case, in one process
//     swift run -c release settle-bench planner CASE     # one case: random-N, spread, round or dense
//     swift run -c release settle-bench library PATH     # read and settle a group file
//
// The planner cases: the exact minimum for N people with random balances (N from 16 to 40),
// and forty people with widely spread, round and dense balances (five groups each: how many
// are proved within the budget). Each case draws its groups from a seed of its own, so a case
// run alone (scripts/bench runs each in its own process, to measure its peak memory) settles
// the same groups as when every case runs together. `library PATH` times reading the group
// file that scripts/bench writes (10,000 expenses among 30 people) and settling it.

import Settle
import ShopCore
import TestSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `duration` in milliseconds, to a tenth.
func milliseconds(_ duration: Duration) -> String {
    let tenths = duration.components.seconds * 10_000 + duration.components.attoseconds / 100_000_000_000_000
    return "\(tenths / 10).\(tenths % 10) ms"
}

let clock = ContinuousClock()

/// Times reading the group file at `path` and settling it.
func library(_ path: String) throws {
    let text = try String(contentsOf: URL(filePath: path), encoding: .utf8)
    var group = Group(people: [])
    let readTime = try clock.measure { group = try Group(reading: text) }
    var settlement: Settlement?
    let settleTime = try clock.measure { settlement = try group.settle().first }
    guard let settlement else { fatalError("settle-bench: no settlement") }
    let open = settlement.people.filter { $0.balance.amount != 0 }.count
    print(
        "library   \(group.expenses.count) expenses among \(group.people.count) people: reading the file "
            + "\(milliseconds(readTime)); balances and plan \(milliseconds(settleTime)); "
            + "\(settlement.transfers.count) transfers for \(open) balances, "
            + (settlement.isOptimal ? "proved fewest" : "not proved"))
}

/// A group of `count` people whose balances `draw` gives (never zero), made with repayments to and from
/// the last person, so that the planner runs on all of them.
func balancesGroup(_ count: Int, _ random: inout SplitMix64, draw: (inout SplitMix64) -> Int) -> Group {
    let names = (1...count).map { "P\($0)" }
    var group = Group(people: names, currency: .jpy)
    for (index, name) in names.dropLast().enumerated() {
        var balance = 0
        while balance == 0 { balance = draw(&random) }
        let (from, to) = balance > 0 ? (name, names[count - 1]) : (names[count - 1], name)
        group.expenses.append(.repayment(id: index, from: from, to: to, amount: Money(Decimal(abs(balance)), .jpy)))
    }
    return group
}

/// The exact minimum for `count` people with random balances (whole yen, so no two people's cancel out
/// and the planner runs on all of them): best of 3 runs.
func random(_ count: Int) throws {
    var random = SplitMix64(seed: 21 &+ UInt64(count))
    let group = balancesGroup(count, &random) { Int.random(in: -100_000...100_000, using: &$0) }
    var best = Duration.seconds(3600)
    var result: Settlement?
    for _ in 0..<3 {
        var settlement: Settlement?
        let elapsed = try clock.measure { settlement = try group.settle().first }
        if elapsed < best { (best, result) = (elapsed, settlement) }
    }
    guard let result else { return }
    let open = result.people.filter { $0.balance.amount != 0 }.count
    print(
        "library   exact minimum, \(count) people with random balances within ±¥100,000: \(milliseconds(best)) "
            + "(best of 3 runs); \(result.transfers.count) transfers for \(open) balances, proved fewest: "
            + (result.isOptimal ? "yes" : "NO (not proved within the time and size limits)"))
}

/// Forty people of one kind, five groups: widely spread balances (few zero-sum groups), round amounts
/// (few values, many equal people) or dense ones (within ±¥100,000: about a million zero-sum groups).
func forty(_ kind: String) throws {
    let kinds: [String: (name: String, seed: UInt64, draw: (inout SplitMix64) -> Int)] = [
        "spread": ("widely spread, within ±¥10,000,000", 101, { Int.random(in: -10_000_000...10_000_000, using: &$0) }),
        "round": ("round amounts, ¥1,000 steps within ±¥10,000", 102, { Int.random(in: -10...10, using: &$0) * 1_000 }),
        "dense": ("dense, within ±¥100,000", 103, { Int.random(in: -100_000...100_000, using: &$0) }),
    ]
    guard let (name, seed, draw) = kinds[kind] else { fatalError("settle-bench: no case \(kind)") }
    var random = SplitMix64(seed: seed)
    var proved = 0, slowest = Duration.zero, transfers: [Int] = []
    for _ in 0..<5 {
        let group = balancesGroup(40, &random, draw: draw)
        var settlement: Settlement?
        let elapsed = try clock.measure { settlement = try group.settle().first }
        guard let settlement else { continue }
        if settlement.isOptimal { proved += 1 }
        slowest = max(slowest, elapsed)
        transfers.append(settlement.transfers.count)
    }
    print(
        "library   40 people, \(name): proved \(proved) of 5, slowest \(milliseconds(slowest)); transfers "
            + transfers.map(String.init).joined(separator: ", "))
}

/// Runs one planner case by its name: `random-N`, `spread`, `round` or `dense`.
func planner(_ name: String) throws {
    if name.hasPrefix("random-"), let count = Int(name.dropFirst(7)), (2...60).contains(count) {
        try random(count)
    } else if ["spread", "round", "dense"].contains(name) {
        try forty(name)
    } else {
        fatalError("settle-bench: no planner case \(name) (random-N, spread, round, dense)")
    }
}

let cases = [
    "random-16", "random-20", "random-24", "random-26", "random-28", "random-30", "random-40", "spread", "round", "dense",
]
let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case nil: for name in cases { try planner(name) }
    case "planner" where arguments.count == 2: try planner(arguments[1])
    case "library" where arguments.count == 2: try library(arguments[1])
    default: fatalError("usage: settle-bench [planner CASE | library PATH]")
    }
} catch {
    fatalError("settle-bench: \(error)")
}
