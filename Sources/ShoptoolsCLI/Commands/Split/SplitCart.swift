import Cart
import CommandLineKit
import ShopCore
import Tax
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `split --from-cart` (and the REPL's `split` of an itemized cart): the
/// cart as an itemized bill.
///
/// Each item is shared by the people of its `--for`, or by everyone; the charges come from options (`--service 10%
/// --tax 10% --tip 20% --cover 500`). A cart with coupons or taxed items is
/// split as its receipt says: each item at what it costs on the receipt
/// (`Receipt.linePayments()`: its part of the coupons off, its part of the
/// tax added on top), so the tax is rounded once per rate, as the till did.
enum SplitCart {
    /// Splits `cart` as an itemized bill and shows it; `people` is the REPL's head count (`split 4`).
    static func run(
        _ cart: Cart, _ request: SplitRequest, people: String?, _ invocation: Invocation
    ) throws(CLIError) -> Outcome {
        let bill = try self.bill(cart, request, people: people)
        let unit = try request.unit?.read(in: cart.currency)
        let mode = request.mode ?? .organizerAbsorbs
        let split: Warikan.BillSplit
        do { split = try Warikan.split(bill, unit: unit, mode: mode) } catch { throw .data(error) }
        invocation.stdout.write(
            try request.json
                ? BillRenderer.json(split) + "\n" : BillRenderer.human(split, in: invocation.context.language))
        return .done
    }

    /// The bill of `cart` (``Cart/bill(named:headCount:organizer:)``): the people are `--person`, then every
    /// name in an item's `--for`, then people by number up to `--people N` (or the REPL's `split N`), which
    /// counts the named ones.
    static func bill(_ cart: Cart, _ request: SplitRequest, people count: String? = nil) throws(CLIError) -> Warikan.Bill {
        try SplitRules.checkWhoPays(
            request, count: count, splitting: .cart(itemsNamePeople: cart.items.contains { !$0.sharers.isEmpty }))
        let headCount: Int?
        if let count {
            headCount = try TypedOption<Int>.people.parse(count)
        } else {
            headCount = request.people
        }
        var named: [Warikan.Bill.Diner] = []
        for person in request.persons {
            // `NAME[:WEIGHT]`; a fixed amount (`NAME=AMOUNT`) has no place in a bill (the REPL's `split` of a cart).
            guard case .weight(let weight) = person.part else { throw .data(WarikanError.malformedPerson(person.text)) }
            named.append(Warikan.Bill.Diner(person.name, weight: weight ?? 1))
        }
        let currency = cart.currency
        var bill: Warikan.Bill
        do { bill = try cart.bill(named: named, headCount: headCount) } catch { throw .data(error) }
        // `--organizer 2` names the second of people given by number, as for `split --people`.
        if let text = request.organizer {
            bill.organizer = Warikan.organizer(text, among: bill.people.map(\.person)).description
        }
        let taxed = cart.items.contains { !$0.tax.isOutsideTax }
        if let cover = request.cover {
            bill.perPerson.append(Warikan.Bill.PerPersonCharge(amount: try cover.read(in: currency)))
        }
        let rounding = request.chargeRounding
        if taxed, request.taxCharge != nil { throw .data(.taxedCartWithTaxCharge) }
        if let service = request.service {
            bill.charges.append(.init(.service, value: try service.read(in: currency), rounding: rounding))
        }
        if let tax = request.taxCharge {
            bill.charges.append(.init(.tax, value: try tax.read(in: currency), rounding: rounding))
        }
        if let tip = request.tip {
            let base = (request.tipOn ?? .subtotal).base
            bill.charges.append(.init(.tip, value: try tip.read(in: currency), base: base, rounding: rounding))
        }
        try SplitRules.checkAddedCharges(request, splitting: .cart(itemsNamePeople: true))
        // Every value is checked first, so a bad one is named even for an empty cart.
        guard !cart.items.isEmpty else { throw CLIError(status: .failure, message: .nothingToSplit) }
        return bill
    }
}
