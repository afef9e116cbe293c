import Settle
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The properties every imported group keeps, shared by the `splitwise` and `spliit` targets: names
/// that pass the one name rule, all different in any letter case; labels without a character that
/// must not reach a terminal; settled a currency at a time (groups of up to 12 people), balances
/// that add up to zero and transfers and rests that bring every balance to zero.
enum ImportCheck {
    static func group(_ group: Group, _ target: String, _ bytes: [UInt8]) {
        var seen = Set<String>()
        for name in group.people {
            guard (try? DisplayText.checkedName(name)) == name else {
                fail(target, "name \(name.debugDescription) passed", bytes)
            }
            guard seen.insert(name.lowercased()).inserted else { fail(target, "name \(name.debugDescription) twice", bytes) }
        }
        for expense in group.expenses {
            if DisplayText.firstUnsafeScalar(in: expense.label) != nil {
                fail(target, "label \(expense.label.debugDescription) passed", bytes)
            }
        }
        // The planner proves the fewest transfers over every subset of up to 24 people: past 12 a run would
        // spend its time there (tested in SettleTests), not in the readers.
        guard group.people.count <= 12 else { return }
        let settlements: [Settlement]
        do {
            settlements = try group.settle(SettleOptions(perCurrency: true))
        } catch {
            _ = error.description
            return
        }
        for settlement in settlements {
            var balances: [String: Decimal] = [:]
            for person in settlement.people { balances[person.name] = person.balance.amount }
            let sum = balances.values.reduce(0, +)
            if sum != 0 { fail(target, "\(settlement.currency) balances add up to \(sum)", bytes) }
            for transfer in settlement.transfers {
                balances[transfer.from, default: 0] += transfer.amount.amount
                balances[transfer.to, default: 0] -= transfer.amount.amount
            }
            for rest in settlement.rests { balances[rest.name, default: 0] -= rest.amount.amount }
            if let left = balances.first(where: { $0.value != 0 }) {
                fail(target, "\(left.key) is left with \(left.value) \(settlement.currency)", bytes)
            }
        }
    }

    static func fail(_ target: String, _ message: String, _ bytes: [UInt8]) -> Never {
        fatalError("\(target): \(message) for \(bytes)")
    }
}
