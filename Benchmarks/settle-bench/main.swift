// Settles groups through the Settle library and reports how long it takes:
// 10,000 expenses among 30 people (reading the group file, the balances, and
// the plan, a heuristic since more than 24 people have a balance), then the
// exact minimum for 16, 20 and 24 people with random balances.
//
//     swift run -c release settle-bench [PATH]
//
// The 10,000-expense group file is written to PATH, so that scripts/bench can
// time `shoptools settle PATH` on it too.

import Settle
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// `nanoseconds` in milliseconds, to a tenth.
func milliseconds(_ nanoseconds: UInt64) -> String {
    let tenths = nanoseconds / 100_000
    return "\(tenths / 10).\(tenths % 10) ms"
}

/// A fixed-seed generator, so every run settles the same groups.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "/tmp/shoptools-settle-bench-\(getpid()).txt"
var random = SplitMix64(state: 21)

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
    let readStart = now()
    let group = try Group(reading: text)
    let readTime = now() - readStart
    let settleStart = now()
    let settlement = try group.settle()[0]
    let settleTime = now() - settleStart
    let open = settlement.people.filter { $0.balance.amount != 0 }.count
    print(
        "library   10,000 expenses among 30 people: reading the file \(milliseconds(readTime)); "
            + "balances and plan \(milliseconds(settleTime)); \(settlement.transfers.count) transfers for \(open) balances, "
            + (settlement.isOptimal ? "proved fewest" : "heuristic (more than 24 balances)"))

    // The exact minimum: n people with random balances (whole yen, so no two people's cancel out and the
    // programme runs on all n), made with repayments to and from the last person.
    for count in [16, 20, 24] {
        let names = (1...count).map { "P\($0)" }
        var group = Group(people: names, currency: .jpy)
        for (index, name) in names.dropLast().enumerated() {
            var balance = 0
            while balance == 0 { balance = Int.random(in: -100_000...100_000, using: &random) }
            let (from, to) = balance > 0 ? (name, names[count - 1]) : (names[count - 1], name)
            group.expenses.append(.repayment(id: index, from: from, to: to, amount: Money(Decimal(abs(balance)), .jpy)))
        }
        var best = UInt64.max
        var result: Settlement?
        for _ in 0..<3 {
            let start = now()
            let settlement = try group.settle()[0]
            let elapsed = now() - start
            if elapsed < best { (best, result) = (elapsed, settlement) }
        }
        guard let result else { continue }
        let open = result.people.filter { $0.balance.amount != 0 }.count
        print(
            "library   exact minimum, \(count) people with random balances: \(milliseconds(best)) (best of 3 runs); "
                + "\(result.transfers.count) transfers for \(open) balances, proved fewest: \(result.isOptimal ? "yes" : "NO")")
    }
} catch {
    print("settle-bench: \(error)")
    exit(1)
}
