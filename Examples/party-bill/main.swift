// A party bill with the Warikan library: the boss pays double, one guest
// leaves early having paid a fixed ¥3,000, and everything is rounded to ¥100.
//
//     swift run party-bill
//
// Both modes are shown: the organizer absorbing the rounding (幹事負担) and
// everyone rounding up with the surplus kept for next time (切り上げ).

import ShopCore
import Warikan
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

let bill = Money(48_730, .jpy)
let table = [
    Warikan.Participant("Boss", weight: 2),
    Warikan.Participant("Aki"),
    Warikan.Participant("Ren"),
    Warikan.Participant("Sora"),
    Warikan.Participant("Yui", .amount(3000)),
]

do {
    for mode in Warikan.Mode.allCases {
        let split = try Warikan.split(bill, among: table, organizer: "Aki", unit: 100, mode: mode)
        print("\(bill) among \(split.people), \(mode.japanese):")
        for payment in split.payments {
            let role = payment.isOrganizer ? " (organizer)" : ""
            print("  \(payment.name)\(role): \(payment.amount)")
        }
        print("  collected \(split.collected), surplus \(split.surplus)")
    }
} catch {
    print("error: \(error)")
}
