import Cart
import Foundation
import ShopCore
import Tax
import TestSupport
import Testing

@testable import Settle

/// Random groups against an exact oracle written apart from the library: fractions, by hand.
///
/// Each group has 2–7 people and two twins (`T1`, `T2`) who never pay and share every expense they are in
/// alike; expenses with several payers, weights, exact parts, percentages, euros at a rate, repayments,
/// itemized bills and carts with 10 % tax added.
@Suite struct ExactBalancePropertyTests {
    /// A random group: its file, its bill files, and each person's exact balance in cents (the oracle's).
    struct Case {
        var people: [String]
        var lines: [String]
        var bills: [String: String] = [:]
        var carts: [String: Cart] = [:]
        var exact: [String: Fraction] = [:]

        mutating func add(_ name: String, _ amount: Fraction) throws {
            exact[name] = try (exact[name] ?? .zero) + amount
        }

        func text(people order: [String], lines: [String]) -> String {
            (["people " + order.joined(separator: " "), "currency USD", "rate EUR 1.0837"] + lines).joined(separator: "\n")
        }

        func group(people order: [String], lines: [String]) throws -> Group {
            try Group(
                reading: text(people: order, lines: lines),
                attachment: { path throws(SettleError) in
                    guard let text = bills[path] else { throw SettleError.expected(.expense, found: path) }
                    return Array(text.utf8)
                },
                cart: { path throws(SettleError) in
                    guard let cart = carts[path] else { throw SettleError.expected(.expense, found: path) }
                    return cart
                })
        }
    }

    static func cents(_ value: Int) -> String { MoneyFormat.plain(Decimal(value) / 100) }

    static func make(_ random: inout SplitMix64) throws -> Case {
        let count = Int.random(in: 2...7, using: &random)
        let people = (1...count).map { "P\($0)" } + ["T1", "T2"]
        let payers = Array(people.prefix(count))
        var result = Case(people: people, lines: [])
        for line in 0..<Int.random(in: 1...25, using: &random) {
            let cost = Int.random(in: 2...500_000, using: &random)
            let payer = payers.randomElement(using: &random)!
            let other = payers.first { $0 != payer }!
            switch Int.random(in: 0..<7, using: &random) {
            case 0:  // a repayment
                result.lines.append("\(payer) -> \(other) \(Self.cents(cost))")
                try result.add(payer, try Fraction(cost, 100))
                try result.add(other, try Fraction(-cost, 100))
            case 1:  // an itemized bill: one item for some (the twins among them), one for everyone
                let sharers = payers.filter { _ in Bool.random(using: &random) } + ["T1", "T2"]
                let path = "b\(line).bill"
                let price = Int.random(in: 1...100_000, using: &random)
                result.bills[path] =
                    "people \(people.joined(separator: " "))\nfood \(Self.cents(price)) for \(sharers.joined(separator: " "))\n"
                    + "drinks \(Self.cents(cost))"
                result.lines.append("x\(line) bill \(path) paid by \(payer)")
                try result.add(payer, try Fraction(price + cost, 100))
                let mine = try Fraction(price, 100) / Fraction(sharers.count)
                for person in sharers { try result.add(person, mine.negated) }
                let all = try Fraction(cost, 100) / Fraction(people.count)
                for person in people { try result.add(person, all.negated) }
            case 2:  // a cart: items for some, the others for everyone; some taxed at 10 % (added, rounded down once)
                var cart = Cart(currency: .usd)
                var taxed = (amount: 0, lines: [(Int, [String])]()), plain = taxed
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let price = Int.random(in: 1...50_000, using: &random)
                    let some = payers.filter { _ in Bool.random(using: &random) }
                    let sharers = some.isEmpty ? [String]() : some + ["T1", "T2"]
                    let tax = Bool.random(using: &random)
                    try cart.add(
                        Cart.Item(
                            amount: Money(Decimal(price) / 100, .usd),
                            tax: tax ? TaxCategory(rate: .standard, basis: .excluded) : .outsideTax,
                            sharers: try sharers.map { name throws(CartError) in try Cart.Sharer(name: name) }))
                    if tax {
                        taxed.amount += price
                        taxed.lines.append((price, sharers))
                    } else {
                        plain.amount += price
                        plain.lines.append((price, sharers))
                    }
                }
                let path = "c\(line).json"
                result.carts[path] = cart
                result.lines.append("x\(line) cart \(path) paid by \(payer)")
                // Each line's exact part of the receipt: its amount × (the rate's total with its tax) ÷ the rate's amounts.
                for (group, tax) in [(plain, 0), (taxed, taxed.amount / 10)] where group.amount > 0 {
                    let factor = try Fraction(group.amount + tax, group.amount)
                    try result.add(payer, try Fraction(group.amount + tax, 100))
                    for (price, sharers) in group.lines {
                        let table = sharers.isEmpty ? people : sharers
                        let each = try Fraction(price, 100) * factor / Fraction(table.count)
                        for person in table { try result.add(person, each.negated) }
                    }
                }
            default:  // one or two payers; weights, an exact part and a percentage; euros at a rate now and then
                let euros = Int.random(in: 0..<4, using: &random) == 0
                let rate = try euros ? Fraction(Decimal(string: "1.0837")!) : Fraction(1)
                let whole = try Fraction(cost, 100) * rate
                let money = euros ? "€" : ""
                var paidBy = payer
                if Bool.random(using: &random) {
                    let first = Int.random(in: 1..<cost, using: &random)
                    paidBy = "\(payer)=\(money)\(Self.cents(first)) \(other)=\(money)\(Self.cents(cost - first))"
                    try result.add(payer, try Fraction(first, 100) * rate)
                    try result.add(other, try Fraction(cost - first, 100) * rate)
                } else {
                    try result.add(payer, whole)
                }
                var sharers = payers.filter { _ in Bool.random(using: &random) }
                if sharers.isEmpty { sharers = [payer] }
                let fixed = Bool.random(using: &random) ? Int.random(in: 0...(cost / 4), using: &random) : 0
                let percent = sharers.count > 1 && Bool.random(using: &random) ? Int.random(in: 1...30, using: &random) : 0
                var parts: [String] = []
                var left = whole
                if fixed > 0 {
                    parts.append("\(sharers[0])=\(money)\(Self.cents(fixed))")
                    let part = try Fraction(fixed, 100) * rate
                    try result.add(sharers[0], part.negated)
                    left = try left - part
                }
                if percent > 0 {
                    parts.append("\(sharers[1])=\(percent)%")
                    let part = try whole * Fraction(percent, 100)
                    try result.add(sharers[1], part.negated)
                    left = try left - part
                }
                let weighted = sharers.indices.filter { !($0 == 0 && fixed > 0) && !($0 == 1 && percent > 0) }
                let weights = weighted.map { _ in Int.random(in: 1...4, using: &random) }
                let total = weights.reduce(0, +) + 2  // and the twins, 1 each
                for (index, weight) in zip(weighted, weights) {
                    parts.append("\(sharers[index]):\(weight)")
                    try result.add(sharers[index], try left * Fraction(weight, total).negated)
                }
                parts += ["T1", "T2"]
                for twin in ["T1", "T2"] { try result.add(twin, try left * Fraction(1, total).negated) }
                result.lines.append("x\(line) \(money)\(Self.cents(cost)) paid by \(paidBy) for \(parts.joined(separator: " "))")
            }
        }
        return result
    }

    @Test func balancesAreTheOraclesRoundedOnce() throws {
        var random = SplitMix64(seed: 25)
        let cent = try Fraction(1, 100)
        for _ in 0..<80 {
            let sample = try Self.make(&random)
            let group = try sample.group(people: sample.people, lines: sample.lines)
            let settlement = try #require(try group.settle().first)
            let byName = Dictionary(uniqueKeysWithValues: settlement.people.map { ($0.name, $0) })
            var total = Fraction.zero
            for person in sample.people {
                let account = try #require(byName[person])
                let exact = sample.exact[person] ?? .zero
                #expect(account.exact.balance == exact, "\(person) in \(sample.lines)")
                let rounded = try Fraction(account.balance.amount)
                #expect(try (rounded - exact).magnitude < cent, "\(person): \(rounded) for \(exact)")
                total = try total + rounded
            }
            #expect(total.isZero)
            // Twins who share alike and pay nothing differ by at most one cent.
            let twins = try Fraction(byName["T1"]!.balance.amount) - Fraction(byName["T2"]!.balance.amount)
            #expect(twins.magnitude <= cent)
            // The same group with its people and its lines in another order: the same balances.
            let shuffled = try sample.group(
                people: sample.people.shuffled(using: &random), lines: sample.lines.shuffled(using: &random))
            let again = try #require(try shuffled.settle().first)
            #expect(
                Dictionary(uniqueKeysWithValues: again.people.map { ($0.name, $0.balance) })
                    == Dictionary(uniqueKeysWithValues: settlement.people.map { ($0.name, $0.balance) }))
        }
    }
}
