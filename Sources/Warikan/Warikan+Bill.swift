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
    /// - Returns: each person's items, charges, exact share and payment.
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
            throw .split(.tooLargeToSplit(Money((try? checked.itemsTotal(in: bill.currency))?.decimal ?? 0, bill.currency)))
        }
    }
}

extension CheckedBill {
    /// `Σ` of the items' exact costs: a decimal, or when exact costs given do not add up to one,
    /// rounded two digits past the minor unit (as a share is shown).
    func itemsTotal(in currency: Currency) throws -> ExactDecimal {
        let sum = try Fraction.sum(itemCosts)
        return try sum.exactDecimal ?? sum.approximatedExact(decimals: currency.minorUnitDigits + 2)
    }
}

/// The arithmetic of ``Warikan/split(_:unit:mode:)`` on a checked bill.
///
/// Every part is an exact ``Fraction``: a person's part of an item is
/// `amount × weight ÷ Σweights`, their part of a charge is `charge × base ÷
/// Σbase`. Nothing is rounded before the end, where each person's exact
/// share is rounded once by the mode; so people who had the same things owe
/// exactly the same, and the shares add up to the total exactly.
private struct BillComputation {
    let bill: Warikan.Bill
    let checked: CheckedBill
    let mode: Warikan.Mode
    var currency: Currency { bill.currency }

    func split() throws -> Warikan.BillSplit {
        let count = checked.people.count
        let items = try itemShares(count)
        var charges: [Warikan.BillSplit.ChargeTotal] = []
        var parts: [[Fraction]] = []
        var owed = items  // each person's running base: what they owe so far
        for (line, given) in zip(checked.perPerson, bill.perPerson) {
            let part = Fraction(line.amount)
            var each = [Fraction](repeating: .zero, count: count)
            var total = ExactDecimal.zero
            for person in line.people ?? Array(0..<count) {
                each[person] = part
                total = try total + line.amount
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

        // The total is a sum of whole minor units (items, per-person charges, charges rounded once): a decimal.
        guard let total = try Fraction.sum(owed).exactDecimal else { throw BillError.split(.money(.tooLarge("total"))) }
        // A bill of 10^15 or more is refused as any amount that large is.
        if total >= Bounds.maximumExact { throw BillError.split(.money(.tooLarge(total.plainText))) }
        let (pays, extra) = try Warikan.rounded(owed, total: total, unit: checked.unit, mode: mode, organizer: checked.organizer)
        var collected = ExactDecimal.zero
        for amount in pays { collected = try collected + amount }
        if collected >= Bounds.maximumExact { throw BillError.split(.money(.tooLarge(collected.plainText))) }

        let shares = bill.people.indices.map { person in
            Warikan.BillSplit.Share(
                name: bill.people[person].name, person: bill.people[person].person, items: items[person],
                charges: parts.map { $0[person] },
                exact: owed[person], pays: money(pays[person]), isOrganizer: person == checked.organizer)
        }
        return Warikan.BillSplit(
            bill: bill, unit: checked.unit.decimal, mode: mode, items: money(try checked.itemsTotal(in: bill.currency)),
            charges: charges,
            total: money(total), shares: shares, organizerExtra: money(extra), collected: money(collected),
            surplus: money(try collected - total), organizerIndex: checked.organizer)
    }

    /// Each person's exact part of the items.
    ///
    /// Items shared alike (the same people with the same weights: one set of ``CheckedBill/sharers``) are
    /// added up first and divided once, each person's part found once a set:
    /// the same value, with far fewer fractions.
    private func itemShares(_ count: Int) throws -> [Fraction] {
        var costs = [[Fraction]](repeating: [], count: checked.sharers.count)
        for (item, cost) in zip(checked.items, checked.itemCosts) { costs[item.sharers].append(cost) }
        // Each person's parts are summed at the end, in pairs (``/ShopCore/Fraction/sum(_:)``).
        var parts = [[Fraction]](repeating: [], count: count)
        for (sharers, costs) in zip(checked.sharers, costs) where !costs.isEmpty {
            let amount = try Fraction.sum(costs)
            var total = ExactDecimal.zero
            for weight in sharers.weights { total = try total + weight }
            guard !total.isZero else { continue }
            let each = try amount / Fraction(total)
            // Most people weigh the same (1, 2): each weight's part is found once.
            var byWeight: [ExactDecimal: Fraction] = [:]
            for (person, weight) in zip(sharers.people, sharers.weights) {
                if let part = byWeight[weight] {
                    parts[person].append(part)
                } else {
                    let part = try each * Fraction(weight)
                    byWeight[weight] = part
                    parts[person].append(part)
                }
            }
        }
        return try parts.map { parts throws(ShopCoreError) in try Fraction.sum(parts) }
    }

    /// The charge on `base` (one exact amount a person), its line appended
    /// to `charges`; returns each person's exact part, in proportion to their base.
    private func apply(
        _ charge: Warikan.Bill.Charge, _ value: ExactDecimal, base: [Fraction],
        to charges: inout [Warikan.BillSplit.ChargeTotal]
    ) throws -> [Fraction] {
        let sum = try Fraction.sum(base)
        guard let exactSum = sum.exactDecimal else { throw BillError.split(.money(.tooLarge("total"))) }
        let amount: ExactDecimal
        var rate: Decimal?
        switch charge.value {
        case .rate:
            rate = value.decimal
            let hundred = ExactDecimal(magnitude: 100)
            amount = try ExactDecimal.quotient(
                try exactSum * value, charge.isIncluded ? try hundred + value : hundred,
                roundedTo: currency.minorUnitExact, charge.rounding)
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
        let whole = Fraction(amount)
        // Nothing to be in proportion to (a charge as an amount on an empty bill): equal parts.
        if sum.isZero {
            let each = try whole / Fraction(base.count)
            return base.map { _ in each }
        }
        let ratio = try whole / sum
        return try base.map { part in try part * ratio }
    }

    private func add(_ totals: inout [Fraction], _ parts: [Fraction]) throws {
        for index in totals.indices { totals[index] = try totals[index] + parts[index] }
    }

    private func money(_ value: ExactDecimal) -> Money { Money(value.normalized.decimal, currency) }
}

extension Warikan {
    /// Exact shares (adding up to `total`) rounded once each by `mode`:
    /// the one rounding of every split, plain or itemized.
    ///
    /// - ``Mode/organizerAbsorbs``: everyone's share rounded down to the unit;
    ///   the organizer pays what that leaves of the total.
    /// - ``Mode/roundUp``: everyone's share rounded up.
    /// - ``Mode/spread``: the largest remainder method (``ShopCore/Allocation``):
    ///   shares rounded down, one unit each to the largest remainders (ties:
    ///   the person given first), the rest below one unit to the organizer.
    ///
    /// Returns the payments and the organizer's extra beyond their rounded share.
    static func rounded(
        _ exact: [Fraction], total: ExactDecimal, unit: ExactDecimal, mode: Mode, organizer: Int
    ) throws(ShopCoreError) -> ([ExactDecimal], ExactDecimal) {
        switch mode {
        case .roundUp:
            var pays: [ExactDecimal] = []
            for share in exact { pays.append(try share.rounded(toMultipleOf: unit, .awayFromZero)) }
            return (pays, .zero)
        case .organizerAbsorbs:
            var pays: [ExactDecimal] = []
            var others = ExactDecimal.zero
            for (person, share) in exact.enumerated() {
                let floor = try share.rounded(toMultipleOf: unit, .towardZero)
                pays.append(floor)
                if person != organizer { others = try others + floor }
            }
            let organizerPays = try total - others
            let extra = try organizerPays - pays[organizer]
            pays[organizer] = organizerPays
            return (pays, extra)
        case .spread:
            var (pays, rest) = try Allocation.largestRemainder(exact, unit: unit)
            pays[organizer] = try pays[organizer] + rest
            return (pays, rest)
        }
    }
}
