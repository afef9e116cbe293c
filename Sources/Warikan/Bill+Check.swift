import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A bill checked for splitting: every value exact, every name an index.
///
/// Lines are sparse: a line knows only the people who share it (``Sharers``), and
/// items shared alike point to one interned set (``sharers``), so that a bill of
/// 10,000 items among 1,000 people holds no weight a person an item and its items
/// are grouped by a small integer, never by hashing weights of everyone.
struct CheckedBill {
    /// Who shares a line: places on the bill in ascending order, each with a weight above zero.
    struct Sharers: Hashable {
        let people: [Int]
        let weights: [ExactDecimal]
    }

    struct Line {
        /// The whole line's amount.
        let amount: ExactDecimal
        /// Who shares it: an index into ``CheckedBill/sharers`` (``CheckedBill/everyone`` for everyone).
        let sharers: Int
    }

    /// An amount a head, for everyone (`people` nil) or for the people at these places (ascending).
    struct PerHead {
        let amount: ExactDecimal
        let people: [Int]?
    }

    /// The index in ``sharers`` of everyone, by the people's weights.
    static let everyone = 0

    let people: [ExactDecimal]
    let organizer: Int
    let unit: ExactDecimal
    let items: [Line]
    /// Every set of sharers the items name, each once, in the order first named; the first is everyone.
    let sharers: [Sharers]
    /// Each item's exact cost: its amount, or the ``Warikan/Bill/Item/exactCost`` given.
    let itemCosts: [Fraction]
    /// The per-person charges.
    let perPerson: [PerHead]
    /// The charges with their exact value, in the bill's order.
    let charges: [(charge: Warikan.Bill.Charge, value: ExactDecimal)]

    /// Checks `bill` as ``Warikan/split(_:unit:mode:)`` needs it, every value before any arithmetic.
    init(_ bill: Warikan.Bill, unit: Decimal) throws(BillError) {
        var values = ExactValues()
        try self.init(bill, unit: unit, values: &values)
    }

    /// Checks `bill` as ``init(_:unit:)`` does, with the values already made exact in `values`
    /// (a reader checks each line alone, then the whole bill: the same weights and prices again).
    init(_ bill: Warikan.Bill, unit: Decimal, values: inout ExactValues) throws(BillError) {
        let currency = bill.currency
        guard !bill.people.isEmpty else { throw .noPeople }
        guard bill.people.count <= Warikan.Bill.maximumPeople else { throw .tooManyPeople(bill.people.count) }
        let lines = bill.items.count + bill.perPerson.count + bill.charges.count
        guard lines <= Warikan.Bill.maximumLines else { throw .tooManyLines(lines) }
        do { try RoundingUnit.validate(unit, currency: currency) } catch { throw .split(.money(error)) }
        self.unit = try values.exact(unit)

        var index: [String: Int] = [:]
        var spellings: [String: String] = [:]
        var people: [ExactDecimal] = []
        for diner in bill.people {
            do { try Warikan.Participant(diner.name).validate() } catch { throw .split(error) }
            guard index.updateValue(people.count, forKey: diner.name) == nil else {
                throw .split(.duplicateName(diner.name))
            }
            if let other = spellings.updateValue(diner.name, forKey: diner.name.lowercased()) {
                throw .split(.namesDifferOnlyInCase(other, diner.name))
            }
            people.append(try Self.weight(of: diner, &values))
        }
        self.people = people
        if let name = bill.organizer {
            guard let found = index[name] else { throw .split(.unknownOrganizer(name)) }
            organizer = found
        } else {
            organizer = 0
        }

        let everyone = Sharers(people: Array(people.indices), weights: people)
        var sharers = [everyone]
        var interned = [everyone: Self.everyone]
        items = try bill.items.map { item throws(BillError) in
            let amount = try Self.amount(of: item, currency, &values)
            guard let listed = item.sharedBy else { return Line(amount: amount, sharers: Self.everyone) }
            let set = try Self.sharers(listed, index, &values)
            if let found = interned[set] { return Line(amount: amount, sharers: found) }
            interned[set] = sharers.count
            sharers.append(set)
            return Line(amount: amount, sharers: sharers.count - 1)
        }
        self.sharers = sharers
        itemCosts = try zip(items, bill.items).map { line, item throws(BillError) in
            guard let cost = item.exactCost else { return Fraction(line.amount) }
            guard !cost.isNegative else { throw .split(.money(.negative(cost.description))) }
            return cost
        }
        perPerson = try bill.perPerson.map { charge throws(BillError) in
            if let label = charge.label { try Self.label(label) }
            let amount = try Self.amount(charge.amount, currency, payable: true, &values)
            guard let names = charge.people else { return PerHead(amount: amount, people: nil) }
            return PerHead(amount: amount, people: try Self.sharers(names.map { Share($0) }, index, &values).people)
        }
        charges = try bill.charges.map { charge throws(BillError) in
            if let label = charge.label { try Self.label(label) }
            switch charge.value {
            case .rate(let rate):
                let value = try values.exact(rate)
                // At most 4 decimals, as a tax rate anywhere else in shoptools (8.875 %).
                do {
                    let text = MoneyFormat.plain(rate)
                    let percentage = try Percentage(
                        exact: value, maximumDecimals: Warikan.Bill.Charge.maximumRateDecimals, text: text)
                    return (charge, percentage.exact)
                } catch {
                    throw .invalidRate(MoneyFormat.plain(rate))
                }
            case .amount(let amount):
                return (charge, try Self.amount(amount, currency, payable: true, &values))
            }
        }
    }

    /// `item`'s whole amount (its price times its quantity), its label, quantity and amount checked as a
    /// split checks them.
    static func amount(
        of item: Warikan.Bill.Item, _ currency: Currency, _ values: inout ExactValues
    ) throws(BillError) -> ExactDecimal {
        try Self.label(item.label)
        guard (1...Warikan.Bill.maximumQuantity).contains(item.quantity) else {
            throw .invalidQuantity(String(item.quantity))
        }
        let price = try Self.amount(item.price, currency, payable: false, &values)
        let amount: ExactDecimal
        do {
            amount = try price * ExactDecimal(magnitude: UInt128(item.quantity))
        } catch {
            throw .split(.money(.tooLarge("\(MoneyFormat.plain(item.price)) × \(item.quantity)")))
        }
        guard amount.isMultiple(of: currency.minorUnitExact) else {
            throw .split(.notPayable(Money(amount.decimal, currency)))
        }
        return amount
    }

    /// An amount of 0 or more, when `payable` a whole number of the minor unit.
    private static func amount(
        _ value: Decimal, _ currency: Currency, payable: Bool, _ values: inout ExactValues
    ) throws(BillError) -> ExactDecimal {
        let exact = try values.exact(value)
        if exact.isNegative { throw .split(.money(.negative(MoneyFormat.plain(value)))) }
        if payable && !exact.isMultiple(of: currency.minorUnitExact) { throw .split(.notPayable(Money(value, currency))) }
        return exact
    }

    /// The weight of a share by weight, above zero; a bill has no amounts or percentages per person.
    static func weight(of share: Share, _ values: inout ExactValues) throws(BillError) -> ExactDecimal {
        guard case .weight(let value) = share.portion else {
            throw .split(.invalidWeight(share.description, person: share.person))
        }
        let exact = try values.exact(value)
        guard exact > .zero else { throw .split(.invalidWeight(MoneyFormat.plain(value), person: share.person)) }
        return exact
    }

    /// The people listed, by their places in ascending order, each with their weight.
    ///
    /// Checked in the order listed, so the first unknown, repeated or badly weighted name is the error.
    private static func sharers(
        _ listed: [Share], _ index: [String: Int], _ values: inout ExactValues
    ) throws(BillError) -> Sharers {
        guard !listed.isEmpty else { throw .expected(.names, found: "") }
        var seen = Set<Int>(minimumCapacity: listed.count)
        var entries: [(person: Int, weight: ExactDecimal)] = []
        entries.reserveCapacity(listed.count)
        for share in listed {
            guard let position = index[share.name] else { throw .unknownPerson(share.name) }
            guard seen.insert(position).inserted else { throw .listedTwice(share.name) }
            entries.append((position, try Self.weight(of: share, &values)))
        }
        entries.sort { $0.person < $1.person }
        return Sharers(people: entries.map(\.person), weights: entries.map(\.weight))
    }

    private static func label(_ text: String) throws(BillError) {
        guard !TextNormalizer.trimmed(text).isEmpty, DisplayText.firstUnsafeScalar(in: text) == nil else {
            throw .invalidLabel(text)
        }
    }
}

/// The decimals of a bill already made exact and checked against ShopCore's bounds: a bill
/// repeats its weights (1, 2) and prices, and each is turned exact once, not once a use.
struct ExactValues {
    private var known: [Decimal: ExactDecimal] = [:]

    /// `value` within ShopCore's bounds, normalized (equal decimals give the same exact value).
    mutating func exact(_ value: Decimal) throws(BillError) -> ExactDecimal {
        if let found = known[value] { return found }
        let exact: ExactDecimal
        do { exact = try Bounds.validated(value) } catch { throw .split(.money(error)) }
        known[value] = exact
        return exact
    }
}
