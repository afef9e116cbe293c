import ShopCore

/// Each person's exact balance rounded once, at the end, to a multiple of
/// the minor unit, so that the balances still add up to zero.
///
/// Every balance is rounded down, then the units that leaves go one each to
/// the people with the largest remainders (ShopCore's one allocation,
/// ``/ShopCore/Allocation``). So everyone ends less than one minor unit from
/// their exact balance, however many expenses there were.
///
/// **Ties.** Among equal remainders (people with the same shares and
/// payments), the unit goes first to the person whose name comes first in
/// an order drawn afresh for each group: names sorted, smallest first, by the
/// 64-bit FNV-1a hash of the name's UTF-8 bytes started from the seed, the
/// FNV-1a hash of the group's remainders (each balance less its value rounded
/// down, sorted ascending, each `n/d` in lowest terms, joined by spaces, then
/// byte 0x1F); equal keys by name. Settle's DocC page works an example. The order depends on no position: the same group with its
/// lines, its people or an import's rows in another order gets the same
/// balances, and no place in the list (first, last) always pays the extra
/// unit. Recording a suggested transfer moves two balances by whole units and
/// leaves every remainder, so the order, as it was: everyone else's balance
/// stays the same, and a proved plan is one transfer shorter.
///
/// ```
/// 100 × coffee €10.00 paid by Ren, among Aki, Ren, Sora
/// exact balances      -333.33⅓   +666.66⅔   -333.33⅓
/// rounded down        -333.34    +666.66    -333.34     (2 cents left)
/// largest remainders   ⅔          ⅔          ⅔          (a tie)
/// rounded             -333.33    +666.66    -333.33     (this group's order: Aki, Sora)
/// ```
enum BalanceRounding {
    /// `balances` (adding up to zero) rounded to multiples of `unit`, adding up to zero.
    static func rounded(_ balances: [Fraction], names: [String], unit: ExactDecimal) throws(SettleError) -> [ExactDecimal] {
        do {
            var remainders: [Fraction] = []
            remainders.reserveCapacity(balances.count)
            for balance in balances {
                let down = try balance.rounded(toMultipleOf: unit, balance.isNegative ? .awayFromZero : .towardZero)
                remainders.append(try balance - Fraction(down))
            }
            let seed = StableHash.fnv1a((remainders.sorted().map(\.description).joined(separator: " ") + "\u{1F}").utf8)
            let keys = names.map { StableHash.fnv1a($0.utf8, from: seed) }
            let order = names.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : names[$0] < names[$1] }
            return try Allocation.roundedKeepingSum(balances, unit: unit, order: order)
        } catch {
            throw .money(error)
        }
    }
}

extension BalanceRounding {
    /// The parts of one expense (`parts`, of `names`) brought to multiples of `unit` that add up to their
    /// total rounded half-even to `unit`, by the same largest remainder and the same order of ties as the
    /// balances: `1000/3` three times to the yen is `333, 333, 334` in some order of the names, and
    /// `7338.22 / 2` twice to the yen is `3669, 3669` (the total, `7338.22`, is `7338` to the yen).
    ///
    /// A total that is a multiple of `unit` already is kept exactly; one finer is first rounded, and the
    /// parts shared out in proportion to it.
    static func keepingTotal(_ parts: [Fraction], names: [String], unit: ExactDecimal) throws(SettleError) -> [ExactDecimal] {
        var values = parts
        do throws(ShopCoreError) {
            let total = try Fraction.sum(parts)
            let target = Fraction(try total.rounded(toMultipleOf: unit, .toNearestOrEven))
            if target != total && !total.isZero {
                let factor = try target / total
                values = try parts.map { (part) throws(ShopCoreError) in try part * factor }
            }
        } catch {
            throw .money(error)
        }
        return try rounded(values, names: names, unit: unit)
    }
}
