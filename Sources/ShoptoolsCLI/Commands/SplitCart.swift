import Cart
import ShopCore
import Tax
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `split --from-cart` (and the REPL's `split` of an itemized cart): the
/// cart as an itemized bill. Each item is shared by the people of its
/// `--for`, or by everyone; the charges come from options (`--service 10%
/// --tax 10% --tip 20% --cover 500`). A cart with coupons or taxed items is
/// split as its receipt says: each item at what it costs on the receipt
/// (`Receipt.linePayments()`: its part of the coupons off, its part of the
/// tax added on top), so the tax is rounded once per rate, as the till did.
enum SplitCart {
    /// The options of an itemized split of the cart.
    static let options: [OptionSpec] = [.fromCart, .cart, .service, .taxCharge, .tip, .tipOn, .cover, .chargeRounding]

    /// True when the options ask for an itemized split (charges or `--from-cart`).
    static func isAsked(_ arguments: Arguments) -> Bool {
        [OptionSpec.fromCart, .service, .taxCharge, .tip, .tipOn, .cover].contains(where: arguments.has)
    }

    /// Splits `cart` as an itemized bill and shows it; `people` is the REPL's head count (`split 4`).
    static func run(
        _ cart: Cart, _ arguments: Arguments, people: String?, _ invocation: Invocation
    ) throws(CLIError) -> Outcome {
        let bill = try self.bill(cart, arguments, people: people)
        let unit = try Values.unit(arguments, currency: cart.currency)
        let mode = try Values.splitMode(arguments)
        let split: Warikan.BillSplit
        do { split = try Warikan.split(bill, unit: unit, mode: mode) } catch { throw .data(error) }
        invocation.stdout.write(
            arguments.has(.json)
                ? BillRenderer.json(split) + "\n" : BillRenderer.human(split, in: invocation.context.language))
        return .done
    }

    /// The bill of `cart` (``Cart/bill(named:headCount:organizer:)``): the people are `--person`, then every
    /// name in an item's `--for`, then people by number up to `--people N` (or the REPL's `split N`), which
    /// counts the named ones.
    static func bill(_ cart: Cart, _ arguments: Arguments, people count: String? = nil) throws(CLIError) -> Warikan.Bill {
        try SplitRules.checkWhoPays(
            arguments, count: count, splitting: .cart(itemsNamePeople: cart.items.contains { !$0.sharers.isEmpty }))
        var headCount: Int?
        if let text = count ?? arguments.value(.people) {
            headCount = try Values.integer(text, what: .people, range: 1...Warikan.maximumPeople)
        }
        var named: [Warikan.Bill.Diner] = []
        for text in arguments.allValues(.person) {
            // `NAME[:WEIGHT]` read as `split --person` reads it; a fixed amount (`NAME=AMOUNT`) has no place in a bill.
            let weight: Decimal
            let spec: Share.Spec
            do {
                spec = try Warikan.Participant.spec(text)
                switch spec.value {
                case nil: weight = 1
                case .weight(let number): weight = try Warikan.weight(number, person: spec.name)
                case .amount, .percent: throw WarikanError.malformedPerson(text)
                }
            } catch {
                throw .data(error)
            }
            guard !named.contains(where: { $0.name == spec.name }) else { throw .data(WarikanError.duplicateName(spec.name)) }
            named.append(Warikan.Bill.Diner(spec.name, weight: weight))
        }
        let currency = cart.currency
        var bill: Warikan.Bill
        do { bill = try cart.bill(named: named, headCount: headCount) } catch { throw .data(error) }
        // `--organizer 2` names the second of people given by number, as for `split --people`.
        if let text = arguments.value(.organizer) {
            bill.organizer = Warikan.organizer(text, among: bill.people.map(\.person)).description
        }
        let taxed = cart.items.contains { !$0.tax.isOutsideTax }
        if let text = arguments.value(.cover) {
            bill.perPerson.append(
                Warikan.Bill.PerPersonCharge(amount: try Values.amount(text, currency: currency, label: .option("cover"))))
        }
        let rounding = try Values.rounding(arguments, option: .chargeRounding)
        if taxed, arguments.has(.taxCharge) { throw .data(.taxedCartWithTaxCharge) }
        if let text = arguments.value(.service) {
            bill.charges.append(.init(.service, value: try value(text, currency, "service"), rounding: rounding))
        }
        if let text = arguments.value(.taxCharge) {
            bill.charges.append(.init(.tax, value: try value(text, currency, "tax"), rounding: rounding))
        }
        if let text = arguments.value(.tip) {
            let base: Warikan.Bill.Charge.Base
            switch arguments.value(.tipOn).map({ TextNormalizer.foldedAndTrimmed($0).lowercased() }) {
            case nil, "subtotal": base = .subtotal
            case "total": base = .total
            case let other?: throw .data(.unknownTipBase(other))
            }
            bill.charges.append(.init(.tip, value: try value(text, currency, "tip"), base: base, rounding: rounding))
        }
        try SplitRules.checkAddedCharges(arguments, splitting: .cart(itemsNamePeople: true))
        // Every value is checked first, so a bad one is named even for an empty cart.
        guard !cart.items.isEmpty else { throw CLIError(status: .failure, message: .nothingToSplit) }
        return bill
    }

    /// `10%` as a rate (0–100, up to 4 decimals), anything else as an amount
    /// (an expression too); errors name the option.
    private static func value(
        _ text: String, _ currency: Currency, _ option: String
    ) throws(CLIError) -> Warikan.Bill.Charge.Value {
        let read = try PercentOrAmount.read(
            text, maximumPercentDecimals: Warikan.Bill.Charge.maximumRateDecimals,
            percentError: { error in
                switch error {
                case .tooManyDecimals: CLIError.data(error, label: .option(option))
                default: CLIError.data(.notAChargeRate(option: option, text))
                }
            },
            amount: { (text: String) throws(CLIError) -> Decimal in
                try Values.amount(text, currency: currency, label: .option(option))
            })
        switch read {
        case .percent(let rate): return .rate(rate.value)
        case .amount(let amount): return .amount(amount)
        }
    }
}
