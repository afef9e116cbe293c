import ShopCore

/// Dividing an amount into parts that add up to it exactly: the largest
/// remainder method (Hamilton's), the one rule behind a bill's exact shares
/// and the ``Warikan/Mode/spread`` mode.
///
/// ```
/// amount  weights    step    | rounded down      | one step more to   | parts
/// --------+----------+--------+-------------------+--------------------+-----------------------
/// 1000    1, 1, 1    0.01    | 333.33 × 3        | the first (a tie)  | 333.34, 333.33, 333.33
/// 6.43    48.5, 24   0.0001  | 4.3013, 2.1285    | both               | 4.3014, 2.1286
/// ```
enum Allocation {
    /// `amount` divided in proportion to `weights`, each part a multiple of
    /// `step`, the parts adding up to `amount` exactly.
    ///
    /// Each part is `amount × w ÷ Σw` rounded down to `step`; then one step
    /// each goes to the largest remainders (ties: the earlier index) until
    /// nothing is left. A zero weight gets zero. `amount` must be a multiple
    /// of `step` and `Σw` above zero (callers check both).
    /// - Throws: ``ShopCore/ShopCoreError/tooLarge(_:)`` past 38 digits.
    static func divide(
        _ amount: ExactDecimal, weights: [ExactDecimal], step: ExactDecimal
    ) throws(ShopCoreError)
        -> [ExactDecimal]
    {
        var total = ExactDecimal.zero
        for weight in weights { total = try total + weight }
        guard !total.isZero else { return weights.map { _ in .zero } }
        var parts: [ExactDecimal] = []
        parts.reserveCapacity(weights.count)
        var remainders: [ExactDecimal] = []
        remainders.reserveCapacity(weights.count)
        var floors = ExactDecimal.zero
        for weight in weights {
            if weight.isZero {
                parts.append(.zero)
                remainders.append(.zero)
                continue
            }
            let share = try amount * weight
            let part = try ExactDecimal.quotient(share, total, roundedTo: step, .down)
            parts.append(part)
            // amount·w − part·Σw: every remainder has the denominator Σw, so they compare exactly.
            remainders.append(try share - part * total)
            floors = try floors + part
        }
        let spread = try spread(try amount - floors, unit: step, remainders: remainders)
        for index in spread.winners { parts[index] = try parts[index] + step }
        return parts
    }

    /// Who gets one more `unit` when `left` is handed out by largest
    /// remainder, and what is left below one unit.
    ///
    /// `k = ⌊left ÷ unit⌋` units go to the `k` largest `remainders` (ties:
    /// the earlier index; a zero remainder only when every non-zero one has
    /// a unit); `rest = left − k × unit` is below one unit.
    static func spread(
        _ left: ExactDecimal, unit: ExactDecimal, remainders: [ExactDecimal]
    ) throws(ShopCoreError)
        -> (winners: Set<Int>, rest: ExactDecimal)
    {
        let units = try ExactDecimal.quotient(left, unit, roundedTo: .one, .down)
        let count = min(Int(clamping: units.magnitude), remainders.count)
        let order = remainders.indices.sorted { a, b in
            remainders[a] != remainders[b] ? remainders[a] > remainders[b] : a < b
        }
        let winners = Set(order.prefix(count))
        let given = try unit * ExactDecimal(magnitude: UInt128(count))
        return (winners, try left - given)
    }
}
