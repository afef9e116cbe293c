import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Warikan {
    /// The one algorithm behind both public `split` functions.
    ///
    /// Checks every input first, then computes in `ExactDecimal`:
    /// 1. fixed amounts are taken off the total (`rest`);
    /// 2. each sharer's exact part `rest × w ÷ Σw` is rounded to the unit,
    ///    down when the organizer absorbs, up otherwise;
    /// 3. spreading: one unit each to the largest remainders, the rest below a
    ///    unit to the organizer (``Allocation/spread(_:unit:remainders:)``);
    ///    absorbing: the organizer pays `rest − Σ(others' rounded parts)`.
    ///    Rounding down never takes more than the exact part, so this is at
    ///    least the organizer's own exact part: never negative.
    static func split(
        _ total: Money, among participants: [Participant], organizer: Person? = nil,
        unit: Decimal?, mode: Mode, equal: Bool
    ) throws(WarikanError) -> Split {
        guard (1...maximumPeople).contains(participants.count) else { throw .peopleOutOfRange(participants.count) }
        let currency = total.currency
        let unit = unit ?? currency.minorUnit
        do {
            try RoundingUnit.validate(unit, currency: currency)
            return try compute(total, participants, organizer: organizer, unit: unit, mode: mode, equal: equal)
        } catch let error as WarikanError {
            throw error
        } catch ShopCoreError.tooLarge {
            throw .tooLargeToSplit(total)
        } catch let error as ShopCoreError {
            throw .money(error)
        } catch {
            throw .money(.tooLarge(total.machineText))
        }
    }

    private static func compute(
        _ total: Money, _ participants: [Participant], organizer: Person?, unit: Decimal, mode: Mode, equal: Bool
    ) throws -> Split {
        let currency = total.currency
        let exactTotal = try payable(total.amount, currency)
        let exactUnit = try ExactDecimal(unit)

        var names = NamesSeen()
        var fixedSum = ExactDecimal.zero
        var weightSum = ExactDecimal.zero
        var sharers: [Int] = []
        var exact: [ExactDecimal?] = []  // a weight, or nil for a fixed amount
        exact.reserveCapacity(participants.count)
        var fixedAmounts: [ExactDecimal] = []
        fixedAmounts.reserveCapacity(participants.count)
        for index in participants.indices {
            let share = participants[index]
            try share.validate()
            try names.add(share.name)
            var fixed: Decimal?
            var weight = Decimal.zero
            switch share.portion {
            case .amount(let amount): fixed = amount
            case .weight(let value): weight = value
            case .percent: break  // refused by `validate()` above
            }
            if let fixed {
                let value = try payable(fixed, currency)
                fixedSum = try fixedSum + value
                fixedAmounts.append(value)
                exact.append(nil)
            } else {
                guard weight > 0 else { throw WarikanError.invalidWeight(MoneyFormat.plain(weight), person: share.person) }
                let value: ExactDecimal
                do { value = try Bounds.validated(weight) } catch { throw WarikanError.money(error) }
                weightSum = try weightSum + value
                fixedAmounts.append(.zero)
                exact.append(value)
                sharers.append(index)
            }
        }
        if fixedSum > exactTotal { throw WarikanError.fixedExceedTotal(fixed: Money(fixedSum.decimal, currency), total: total) }
        let rest = try exactTotal - fixedSum

        let organizerIndex: Int
        if let organizer {
            guard let found = participants.firstIndex(where: { $0.person == organizer }) else {
                throw WarikanError.unknownOrganizer(organizer.description)
            }
            if exact[found] == nil && !sharers.isEmpty { throw WarikanError.fixedOrganizer(organizer.description) }
            organizerIndex = found
        } else {
            organizerIndex = sharers.first ?? 0
        }
        if sharers.isEmpty && !rest.isZero {
            throw WarikanError.fixedDoNotAddUp(fixed: Money(fixedSum.decimal, currency), total: total)
        }

        // Each sharer's exact part, rounded once by the mode (the same rounding as an itemized bill's).
        var amounts = fixedAmounts
        var commonShare: ExactDecimal?
        var organizerExtra = ExactDecimal.zero
        if !sharers.isEmpty {
            var shares: [Fraction] = []
            shares.reserveCapacity(sharers.count)
            let ratio = try Fraction(rest) / Fraction(weightSum)
            for index in sharers {
                guard let weight = exact[index] else { continue }
                shares.append(try ratio * Fraction(weight))
            }
            let position = sharers.firstIndex(of: organizerIndex) ?? 0
            let (pays, extra) = try rounded(shares, total: rest, unit: exactUnit, mode: mode, organizer: position)
            for (position, index) in sharers.enumerated() { amounts[index] = pays[position] }
            organizerExtra = extra
            if equal && mode != .spread {
                commonShare = try shares[0].rounded(toMultipleOf: exactUnit, mode == .roundUp ? .awayFromZero : .towardZero)
            }
        }

        var collected = ExactDecimal.zero
        for amount in amounts { collected = try collected + amount }
        // Rounding up can carry what is collected past the exact range (a bill just below 10^15).
        if collected >= Bounds.maximumExact { throw WarikanError.money(.tooLarge(collected.plainText)) }
        let surplus = try collected - exactTotal

        let payments = participants.indices.map { index in
            Payment(
                name: participants[index].name, amount: Money(amounts[index].decimal, currency),
                isOrganizer: index == organizerIndex, portion: participants[index].portion, number: participants[index].number)
        }
        func money(_ value: ExactDecimal) -> Money { Money(value.decimal, currency) }
        return Split(
            total: total, unit: unit, mode: mode, payments: payments,
            share: commonShare.map(money), organizerExtra: money(organizerExtra),
            collected: money(collected), surplus: money(surplus), organizerIndex: organizerIndex)
    }

    /// The amount as an exact value, checked to be zero or more and a whole
    /// number of the currency's minor unit (a bill of `$10.005` cannot be paid).
    private static func payable(_ amount: Decimal, _ currency: Currency) throws -> ExactDecimal {
        let value: ExactDecimal
        do { value = try Bounds.validated(amount) } catch { throw WarikanError.money(error) }
        if value.isNegative { throw WarikanError.money(.negative(MoneyFormat.plain(amount))) }
        guard value.isMultiple(of: currency.minorUnitExact) else { throw WarikanError.notPayable(Money(amount, currency)) }
        return value
    }
}

/// The names of a split's people so far: refuses one given twice, or two that differ only in letter case.
///
/// The first few are compared with each before them and the rest looked up in a set and a dictionary
/// (built once there are more): the same answers, but a split of a few people hashes no text. The first
/// `Set` of strings in a process costs a scan of every conformance of the binary, a sixth of the start-up
/// of `shoptools split 23450 --people 7`.
package struct NamesSeen: Sendable {
    /// How many names are compared one by one before a set takes over.
    private static let compared = 16

    private var names: [String] = []
    private var lowered: [String] = []
    private var hashed: (names: Set<String>, spellings: [String: String])?

    /// No name yet.
    package init() {}

    /// Adds `name`, the next person's.
    /// - Throws: ``WarikanError/duplicateName(_:)`` or ``WarikanError/namesDifferOnlyInCase(_:_:)``.
    package mutating func add(_ name: String) throws(WarikanError) {
        let lower = name.lowercased()
        if hashed == nil && names.count == Self.compared {
            hashed = (Set(names), Dictionary(zip(lowered, names), uniquingKeysWith: { first, _ in first }))
        }
        if hashed != nil {
            guard hashed!.names.insert(name).inserted else { throw .duplicateName(name) }
            if let other = hashed!.spellings.updateValue(name, forKey: lower) { throw .namesDifferOnlyInCase(other, name) }
            return
        }
        if names.contains(name) { throw .duplicateName(name) }
        if let place = lowered.firstIndex(of: lower) { throw .namesDifferOnlyInCase(names[place], name) }
        names.append(name)
        lowered.append(lower)
    }
}
