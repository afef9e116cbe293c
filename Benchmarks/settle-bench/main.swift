// Settles groups through the Settle library and reports how long it takes:
// 10,000 expenses among 30 people (reading the group file, the balances, and
// the plan), then the exact minimum for 16 to 40 people with random balances,
// and forty people with widely spread, round and dense balances.
//
//     swift run -c release settle-bench [PATH]
//
// The 10,000-expense group file is written to PATH, so that scripts/bench can
// time `shoptools settle PATH` on it too.

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
let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "/tmp/shoptools-settle-bench.txt"
var random = SplitMix64(seed: 21)

do {
    // 10,000 expenses among 30 people: a payer or two, everyone or some, by weight, amount or percentage.
    let people = (1...30).map { "P\($0)" }
    var lines = ["people " + people.joined(separator: " "), "rate EUR 162.35"]
    for index in 1...10_000 {
        let amount = Int.random(in: 1...2_000, using: &random) * 10
        let payer = people.randomElement(using: &random)!
        var line = "e\(index) \(amount) paid by \(payer)"
        switch index % 5 {
        case 0: break
        case 1: line += " for " + people.filter { _ in Bool.random(using: &random) }.joined(separator: " ")
        case 2:
            let four = people.shuffled(using: &random).prefix(4)
            line += " for " + four.map { "\($0):\(Int.random(in: 1...3, using: &random))" }.joined(separator: " ")
        case 3: line += " for " + people.shuffled(using: &random).prefix(2).map { "\($0)=50%" }.joined(separator: " ")
        default: line = "e\(index) €\(amount / 100).\(amount % 100 / 10)0 paid by \(payer)"
        }
        lines.append(line.hasSuffix(" for ") ? String(line.dropLast(5)) : line)
    }
    let text = lines.joined(separator: "\n") + "\n"
    try Data(text.utf8).write(to: URL(filePath: path))
    var group = Group(people: [])
    let readTime = try clock.measure { group = try Group(reading: text) }
    var settlement: Settlement?
    let settleTime = try clock.measure { settlement = try group.settle().first }
    guard let settlement else { fatalError("settle-bench: no settlement") }
    let open = settlement.people.filter { $0.balance.amount != 0 }.count
    print(
        "library   10,000 expenses among 30 people: reading the file \(milliseconds(readTime)); "
            + "balances and plan \(milliseconds(settleTime)); \(settlement.transfers.count) transfers for \(open) balances, "
            + (settlement.isOptimal ? "proved fewest" : "not proved"))

    /// A group of `count` people whose balances `draw` gives (never zero), made with repayments to and from
    /// the last person, so that the planner runs on all of them.
    func balancesGroup(_ count: Int, draw: (inout SplitMix64) -> Int) -> Group {
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

    // The exact minimum: n people with random balances (whole yen, so no two people's cancel out and the
    // planner runs on all n): the programme over subsets up to 24, the search past it.
    for count in [16, 20, 24, 30, 40] {
        let group = balancesGroup(count) { Int.random(in: -100_000...100_000, using: &$0) }
        var best = Duration.seconds(3600)
        var result: Settlement?
        for _ in 0..<3 {
            var settlement: Settlement?
            let elapsed = try clock.measure { settlement = try group.settle().first }
            if elapsed < best { (best, result) = (elapsed, settlement) }
        }
        guard let result else { continue }
        let open = result.people.filter { $0.balance.amount != 0 }.count
        print(
            "library   exact minimum, \(count) people with random balances within ±¥100,000: \(milliseconds(best)) "
                + "(best of 3 runs); \(result.transfers.count) transfers for \(open) balances, proved fewest: "
                + (result.isOptimal ? "yes" : "NO (not proved within the time and size limits)"))
    }

    // Forty people of three kinds, five groups each: widely spread balances (few zero-sum groups), round amounts
    // (few values, many equal people) and dense ones (within ±¥100,000: about a million zero-sum groups).
    let kinds: [(String, (inout SplitMix64) -> Int)] = [
        ("widely spread, within ±¥10,000,000", { Int.random(in: -10_000_000...10_000_000, using: &$0) }),
        ("round amounts, ¥1,000 steps within ±¥10,000", { Int.random(in: -10...10, using: &$0) * 1_000 }),
        ("dense, within ±¥100,000", { Int.random(in: -100_000...100_000, using: &$0) }),
    ]
    for (name, draw) in kinds {
        var proved = 0, slowest = Duration.zero, transfers: [Int] = []
        for _ in 0..<5 {
            let group = balancesGroup(40, draw: draw)
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
} catch {
    fatalError("settle-bench: \(error)")
}
