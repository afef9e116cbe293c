import ShopCore
import Tax
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Cart {
    /// The cart as an itemized bill, for ``/Warikan/Warikan/split(_:unit:mode:)``:
    /// each item shared by the people of its ``Item/sharers`` (`--for`), or by
    /// everyone.
    ///
    /// The people at the table are `named` (in that order), then every
    /// sharer of an item not named already (in the cart's order), then, when
    /// `headCount` is given, people known only by number until there are
    /// `headCount` in all: a head count counts the named people, it never
    /// adds to them.
    ///
    /// ```
    /// items                          | named | headCount | people
    /// -------------------------------+-------+-----------+--------------------------------
    /// beer for Aki,Ren; edamame      |       | 3         | Aki, Ren, person 3
    /// sashimi for Aki,Ren; beer Sora |       | 3         | Aki, Ren, Sora
    /// beer for Aki                   | Boss:2| nil       | Boss (weight 2), Aki
    /// beer for Aki,Ren,Sora          |       | 2         | CartError.fewerPeopleThanNamed
    /// ```
    ///
    /// A cart with taxed items or coupons is split as its receipt says: each
    /// item at exactly what it costs on the receipt
    /// (``/Tax/Receipt/exactLinePayments()``: its part of the coupons off,
    /// its part of the tax added, as a fraction), so the tax is rounded once
    /// per rate, as the till did, and each person's share once, at the end:
    /// three people with a ¥5 item each at 10 % (¥1 tax on ¥15) owe `16/3`
    /// each, as the same bill written as a file does. Add per-person charges
    /// and charges (service, tax, tip) to the bill it returns.
    /// The organizer is one of the people (`.named("Aki")`, `.number(3)`; ``/Warikan/Warikan/organizer(_:among:)``
    /// reads one from text among the bill's people); by default the first.
    /// - Throws: ``CartError/fewerPeopleThanNamed(count:named:)``, and what
    ///   ``receipt(rounding:unit:)`` throws.
    public func bill(
        named: [Warikan.Bill.Diner] = [], headCount: Int? = nil, organizer: Warikan.Person? = nil
    ) throws(CartError) -> Warikan.Bill {
        var people = named
        var names = Set(named.map(\.name))
        for item in items {
            // A weight on an item (`--for Aki:2`) is Aki's part of that item only: at the table, for
            // the items everyone shares, someone named on an item counts once, as anyone else does.
            for sharer in item.sharers where names.insert(sharer.name).inserted {
                people.append(Warikan.Bill.Diner(sharer.name))
            }
        }
        if let headCount {
            guard headCount >= people.count else {
                throw .fewerPeopleThanNamed(count: headCount, named: people.map(\.name))
            }
            var number = people.count
            while people.count < headCount {
                number += 1
                let diner = Warikan.Bill.Diner(number: number)
                // A name given as `person N` already: the next number.
                if names.insert(diner.name).inserted { people.append(diner) }
            }
        }
        // A bill names its organizer as its people are named (`person 3` for the third by number).
        var bill = Warikan.Bill(currency: currency, people: people, organizer: organizer?.description)
        let taxed = items.contains { !$0.tax.isOutsideTax }
        var payments: (rounded: [Money], exact: [Fraction])?
        if taxed || !coupons.isEmpty {
            let receipt = try receipt()
            do { payments = (try receipt.linePayments(), try receipt.exactLinePayments()) } catch { throw .tax(error) }
        }
        for (index, item) in items.enumerated() {
            let sharers = item.sharers.map { Warikan.Bill.Sharer($0.name, weight: $0.weight) }
            let label = item.label ?? "#\(index + 1)"
            let shared = sharers.isEmpty ? nil : sharers
            bill.items.append(
                payments.map {
                    Warikan.Bill.Item(label, price: $0.rounded[index].amount, sharedBy: shared, exactCost: $0.exact[index])
                } ?? Warikan.Bill.Item(label, price: item.amount.amount, quantity: item.quantity, sharedBy: shared))
        }
        return bill
    }
}
