// A program written against the library API of shoptools 0.1.0, as its README
// and its types showed it. `CompatibilityTests` type-checks it against the
// modules of the current build: the names 0.1.0 had and later releases renamed
// must still compile (with deprecation warnings) for one minor version.
// Changes marked **Breaking:** in CHANGELOG.md are not written here.

import Bargain
import ShopCore
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// ShopCore: the rounding rules by their 0.1 names, read from text as an optional.
let rules: [RoundingRule] = [.down, .up, .halfUp, .halfEven]
let chosen: RoundingRule? = RoundingRule(name: "half-even")
let ruleName: String = (chosen ?? .down).description
let price = try Money(parsing: "¥9,800", currency: .jpy)

// Bargain: a state with a price, rounded down by default, a preset and a typed rate.
var state = try BargainState(price: price, rounding: .down)
state.select(.thirty)
state.rounding = .halfUp
try state.setRate(Rate.parse("35%"))

// Warikan: modes read as an optional, participants with a basis.
let mode: Warikan.Mode? = Warikan.Mode(name: "幹事負担")
let boss = Warikan.Participant(name: "Boss", basis: .weight(2))
let guest = Warikan.Participant(name: "Yui", basis: .fixed(3000))
let aki = Warikan.Participant(name: "Aki")
var weights: [Decimal] = []
for participant in [boss, guest, aki] {
    switch participant.basis {
    case .weight(let weight): weights.append(weight)
    default: break
    }
}
let basis: Warikan.Participant.Basis = guest.basis
let equal = try Warikan.split(Money(23450, .jpy), among: 7, unit: 100, mode: .organizerAbsorbs)
let party = try Warikan.split(
    Money(48730, .jpy), among: [boss, aki, guest], organizer: "Aki", unit: 100, mode: mode ?? .roundUp)
let bases: [Warikan.Participant.Basis] = party.payments.map(\.basis)
print(rules, ruleName, basis, weights, equal.payments.count, bases)
