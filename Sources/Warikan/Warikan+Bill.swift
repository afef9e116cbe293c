import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Warikan {
    /// Splits an itemized bill: each person's exact share, then what they
    /// pay, rounded to `unit` by `mode`.
    ///
    /// A person's exact share is their part of every item (by weight among
    /// the people sharing it), their per-person charges, and their part of
    /// every charge added, in proportion to their part of the charge's base.
    /// Each charge is computed once on the whole bill and rounded once to
    /// the minor unit by its ``Bill/Charge/rounding`` (see ``Bill/Charge``
    /// for the bases). The izakaya of four, everything shared, rounded to
    /// ¥100:
    ///
    /// ```
    /// food 12000 + お通し 4 × 500 → 14000; サービス料 10% → 1400; 消費税 10% of 15400 → 1540
    /// total 16940, exactly 4235 each
    /// mode    | organizer (first) | others      | collected  surplus
    /// --------+-------------------+-------------+-------------------
    /// absorb  | 4340              | 4200 × 3    | 16940      0
    /// up      | 4300              | 4300 × 3    | 17200      260
    /// spread  | 4340 (+¥40)       | 4200 × 3    | 16940      0
    /// ```
    /// With `spread` the tied remainders (¥35 each) give the one ¥100 to the
    /// person declared first; declared last, the organizer pays ¥4,240 (+¥40).
    /// - Parameters:
    ///   - bill: the bill, checked as a whole first.
    ///   - unit: what each payment is rounded to; by default the minor unit.
    ///   - mode: by default ``Mode/organizerAbsorbs``, as for a total.
    /// - Throws: ``BillError`` for anything the bill or unit holds that
    ///   cannot be split, checked before anything is computed.
    public static func split(
        _ bill: Bill, unit: Decimal? = nil, mode: Mode = .organizerAbsorbs
    ) throws(BillError)
        -> BillSplit
    {
        let checked = try CheckedBill(bill, unit: unit ?? bill.currency.minorUnit)
        do {
            return try BillComputation(bill: bill, checked: checked, mode: mode).split()
        } catch let error as BillError {
            throw error
        } catch {
            throw .split(.tooLargeToSplit(Money((try? checked.itemsTotal())?.decimal ?? 0, bill.currency)))
        }
    }
}

extension CheckedBill {
    /// `Σ` of the items.
    func itemsTotal() throws -> ExactDecimal {
        var sum = ExactDecimal.zero
        for item in items { sum = try sum + item.amount }
        return sum
    }
}

/// The arithmetic of ``Warikan/split(_:unit:mode:)`` on a checked bill.
private struct BillComputation {
    let bill: Warikan.Bill
    let checked: CheckedBill
    let mode: Warikan.Mode
    var currency: Currency { bill.currency }

    /// A hundredth of the minor unit: the step exact shares are kept to.
    var step: ExactDecimal {
        get throws { try ExactDecimal(isNegative: false, magnitude: 1, scale: currency.minorUnitDigits + 2) }
    }

    func split() throws -> Warikan.BillSplit {
        let count = checked.people.count
        let step = try step
        var items = [ExactDecimal](repeating: .zero, count: count)
        for item in checked.items {
            try add(&items, try Allocation.divide(item.amount, weights: item.weights, step: step))
        }
        var charges: [Warikan.BillSplit.ChargeTotal] = []
        var parts: [[ExactDecimal]] = []
        var owed = items  // each person's running base: what they owe so far
        for (line, given) in zip(checked.perPerson, bill.perPerson) {
            var total = ExactDecimal.zero
            let each = try line.weights.map { weight in
                let part = weight.isZero ? ExactDecimal.zero : line.amount
                total = try total + part
                return part
            }
            try add(&owed, each)
            parts.append(each)
            charges.append(.init(kind: .perPerson, label: given.label, rate: nil, amount: money(total), isIncluded: false))
        }
        // Service on items and per-person charges; tax and a tip of the subtotal on that and service; a tip of the total on all.
        let serviceBase = owed
        for (charge, value) in checked.charges where charge.kind == .service {
            let each = try apply(charge, value, base: serviceBase, to: &charges)
            parts.append(each)
            if !charge.isIncluded { try add(&owed, each) }
        }
        let subtotalBase = owed
        for (charge, value) in checked.charges where charge.kind == .tax {
            let each = try apply(charge, value, base: subtotalBase, to: &charges)
            parts.append(each)
            if !charge.isIncluded { try add(&owed, each) }
        }
        let totalBase = owed
        for (charge, value) in checked.charges where charge.kind == .tip {
            let each = try apply(charge, value, base: charge.base == .subtotal ? subtotalBase : totalBase, to: &charges)
            parts.append(each)
            if !charge.isIncluded { try add(&owed, each) }
        }

        var total = ExactDecimal.zero
        for share in owed { total = try total + share }
        // A bill of 10^15 or more is refused as any amount that large is.
        if total >= Bounds.maximumExact { throw BillError.split(.money(.tooLarge(total.plainText))) }
        let (pays, extra) = try round(owed, total: total)
        var collected = ExactDecimal.zero
        for amount in pays { collected = try collected + amount }
        if collected >= Bounds.maximumExact { throw BillError.split(.money(.tooLarge(collected.plainText))) }

        let shares = bill.people.indices.map { person in
            Warikan.BillSplit.Share(
                name: bill.people[person].name, items: money(items[person]), charges: parts.map { money($0[person]) },
                exact: money(owed[person]), pays: money(pays[person]), isOrganizer: person == checked.organizer)
        }
        return Warikan.BillSplit(
            bill: bill, unit: checked.unit.decimal, mode: mode, items: money(try checked.itemsTotal()), charges: charges,
            total: money(total), shares: shares, organizerExtra: money(extra), collected: money(collected),
            surplus: money(try collected - total), organizerIndex: checked.organizer)
    }

    /// The charge on `base` (one amount a person), its line appended to
    /// `charges`; returns each person's part, in proportion to their base.
    private func apply(
        _ charge: Warikan.Bill.Charge, _ value: ExactDecimal, base: [ExactDecimal],
        to charges: inout [Warikan.BillSplit.ChargeTotal]
    ) throws -> [ExactDecimal] {
        var sum = ExactDecimal.zero
        for part in base { sum = try sum + part }
        let amount: ExactDecimal
        var rate: Decimal?
        switch charge.value {
        case .rate:
            rate = value.decimal
            let hundred = ExactDecimal(magnitude: 100)
            amount = try ExactDecimal.quotient(
                try sum * value, charge.isIncluded ? try hundred + value : hundred, roundedTo: currency.minorUnitExact,
                charge.rounding)
        case .amount:
            amount = value
        }
        let kind: Warikan.BillSplit.Kind
        switch charge.kind {
        case .service: kind = .service
        case .tax: kind = .tax
        case .tip: kind = .tip
        }
        charges.append(.init(kind: kind, label: charge.label, rate: rate, amount: money(amount), isIncluded: charge.isIncluded))
        // Nothing to be in proportion to (a charge as an amount on an empty bill): equal parts.
        let weights = sum.isZero ? base.map { _ in ExactDecimal.one } : base
        return try Allocation.divide(amount, weights: weights, step: try step)
    }

    /// What everyone pays, and the organizer's extra, by the mode.
    private func round(_ exact: [ExactDecimal], total: ExactDecimal) throws -> ([ExactDecimal], ExactDecimal) {
        let unit = checked.unit
        let organizer = checked.organizer
        let rule: RoundingRule = mode == .roundUp ? .up : .down
        var pays = try exact.map { share in try share.rounded(toMultipleOf: unit, rule) }
        switch mode {
        case .roundUp:
            return (pays, .zero)
        case .organizerAbsorbs:
            var others = ExactDecimal.zero
            for (person, amount) in pays.enumerated() where person != organizer { others = try others + amount }
            let organizerPays = try total - others
            let extra = try organizerPays - pays[organizer]
            pays[organizer] = organizerPays
            return (pays, extra)
        case .spread:
            var floors = ExactDecimal.zero
            for amount in pays { floors = try floors + amount }
            let remainders = try exact.indices.map { person in try exact[person] - pays[person] }
            let spread = try Allocation.spread(try total - floors, unit: unit, remainders: remainders)
            for person in spread.winners { pays[person] = try pays[person] + unit }
            pays[organizer] = try pays[organizer] + spread.rest
            return (pays, spread.rest)
        }
    }

    private func add(_ totals: inout [ExactDecimal], _ parts: [ExactDecimal]) throws {
        for index in totals.indices { totals[index] = try totals[index] + parts[index] }
    }

    private func money(_ value: ExactDecimal) -> Money { Money(value.normalized.decimal, currency) }
}
