import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Splitting a bill (割り勘), by the rules of 割勘奉行 and beyond.
///
/// A total is divided among people, each share rounded to a cash unit
/// (1, 10, 100, 500 yen; 0.01 or 0.25 dollars …) by one of three ``Mode``s:
/// the organizer absorbs what rounding down leaves (幹事負担), everyone
/// rounds up and the surplus is reported (切り上げ), or the units rounding
/// down leaves go to the largest remainders (端数配分). Shares may be equal,
/// weighted (傾斜割り勘) or fixed amounts; an itemized ``Bill`` gives each
/// person's exact share from items and charges (``split(_:unit:mode:)``).
///
/// Every figure is exact decimal arithmetic on whole multiples of the unit:
/// an exact share is `total × weight ÷ Σweights`, found as one integer
/// division with remainder, so no 38-digit cut-off can tip a rounding.
public enum Warikan {
    /// The most people one split takes.
    public static let maximumPeople = 100_000

    /// Splits `total` equally among `people`, as 割勘奉行 does.
    ///
    /// ```
    /// Warikan.split(Money(23450, .jpy), among: 7, unit: 100)
    /// // 6 × ¥3,300 and the organizer ¥3,650 (absorb); or 7 × ¥3,400, surplus ¥350 (up)
    /// ```
    /// - Parameters:
    ///   - total: the bill, a multiple of its currency's minor unit.
    ///   - people: 1 … ``maximumPeople``; the first is the organizer.
    ///   - unit: what each share is rounded to; by default the currency's
    ///     minor unit (1 yen, 1 cent), as the original's "no rounding".
    ///   - mode: by default ``Mode/organizerAbsorbs``, the original's 幹事負担
    ///     switch turned on: nobody is asked for more than their share.
    /// - Returns: the split: each payment in order, the organizer marked, what is collected.
    /// - Throws: ``WarikanError``.
    public static func split(
        _ total: Money, among people: Int, unit: Decimal? = nil, mode: Mode = .organizerAbsorbs
    ) throws(WarikanError) -> Split {
        guard (1...maximumPeople).contains(people) else { throw .peopleOutOfRange(people) }
        return try split(total, among: try participants(count: people), unit: unit, mode: mode, equal: true)
    }

    /// `people` participants of weight 1, named `person 1` … `person N`, as
    /// equal splits name them.
    /// - Throws: ``WarikanError/peopleOutOfRange(_:)`` outside 1 … ``maximumPeople``.
    public static func participants(count people: Int) throws(WarikanError) -> [Participant] {
        guard (1...maximumPeople).contains(people) else { throw .peopleOutOfRange(people) }
        return (1...people).map { Participant(number: $0) }
    }

    /// The name of the `number`th unnamed person: `person 3`.
    static func name(ofPerson number: Int) -> String { "person \(number)" }

    /// Splits `total` among named participants with weights or fixed amounts.
    ///
    /// Fixed amounts are paid exactly; the rest of the total is shared by the
    /// others in proportion to their weights, each share rounded by `mode`.
    /// The payments are in the order of `participants`; the organizer keeps
    /// their place and is marked (``Payment/isOrganizer``, ``Split/organizer``).
    /// - Parameters:
    ///   - total: the bill, a whole number of the currency's minor unit.
    ///   - participants: who pays, in order: 1 … ``maximumPeople``, names unique.
    ///   - organizer: who absorbs the rounding, one of the participants (`.named("Aki")`, or
    ///     `.number(2)` among people given by number; ``organizer(_:among:)`` reads it from text);
    ///     by default the first participant without a fixed amount.
    ///   - unit: what each share is rounded to; by default the currency's minor unit.
    ///   - mode: by default ``Mode/organizerAbsorbs`` (幹事負担), as 割勘奉行 did.
    /// - Returns: the split: each payment in the order of `participants`, the organizer marked.
    /// - Throws: ``WarikanError``; ``WarikanError/unknownOrganizer(_:)`` names an organizer who is not
    ///   one of the participants as the tables do (`person 5`).
    public static func split(
        _ total: Money, among participants: [Participant], organizer: Person? = nil,
        unit: Decimal? = nil, mode: Mode = .organizerAbsorbs
    ) throws(WarikanError) -> Split {
        let allWeightOne = participants.allSatisfy { $0.portion == .weight(1) }
        return try split(
            total, among: participants, organizer: organizer, unit: unit, mode: mode,
            equal: allWeightOne)
    }

    /// Splits `total` with the organizer given by name: the participant whose name is `organizer`
    /// (`person 2` for the second of people given by number).
    @available(
        *, deprecated,
        message: "give the organizer as a Person: split(_:among:organizer:unit:mode:) with .named(name) or .number(n)"
    )
    @_disfavoredOverload
    public static func split(
        _ total: Money, among participants: [Participant], organizer: String?,
        unit: Decimal? = nil, mode: Mode = .organizerAbsorbs
    ) throws(WarikanError) -> Split {
        let person = organizer.map { name in participants.first { $0.name == name }?.person ?? .named(name) }
        return try split(total, among: participants, organizer: person, unit: unit, mode: mode)
    }
}
