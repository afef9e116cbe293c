/// How a result is brought to a multiple of its rounding unit.
///
/// Every mode is symmetric around zero: it looks at the magnitude, so
/// `-2.5` rounds to `-3` where `2.5` rounds to `3`.
///
/// Each mode on the same inputs, rounding to the unit `1`:
///
/// ```
/// rule (command line)                | -2.5 | -1.5 | -1.2 |  1.2 |  1.5 |  2.5 |  2.7 |  3
/// -----------------------------------+------+------+------+------+------+------+------+---
/// .towardZero (down)                 |  -2  |  -1  |  -1  |   1  |   1  |   2  |   2  |  3
/// .awayFromZero (up)                 |  -3  |  -2  |  -2  |   2  |   2  |   3  |   3  |  3
/// .toNearestOrAwayFromZero (half-up) |  -3  |  -2  |  -1  |   1  |   2  |   3  |   3  |  3
/// .toNearestOrEven (half-even)       |  -2  |  -2  |  -1  |   1  |   2  |   2  |   3  |  3
/// ```
///
/// The names are the standard library's (`FloatingPointRoundingRule`) and
/// say what each rule does to the magnitude; on the command line and in JSON
/// they keep the words a till uses (`down`, `up`, `half-up`, `half-even`), so
/// `--rounding down` is ``towardZero``: `-2.7` goes to `-2`, never to `-3` as
/// a rounding toward −∞ would.
///
/// With the unit `100`, `23450 ÷ 7 = 3350` rounds to `3300` (``towardZero``),
/// `3400` (``awayFromZero``), `3400` (``toNearestOrAwayFromZero``) and `3400`
/// (``toNearestOrEven``).
public enum RoundingRule: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Toward zero: drop whatever is below the unit (`2.7` → `2`).
    ///
    /// The default for discounts, as a shop never charges more than the sign.
    case towardZero = "down"
    /// Away from zero: any remainder takes the next unit (`2.1` → `3`).
    case awayFromZero = "up"
    /// To the nearest unit; exactly half goes away from zero (`2.5` → `3`).
    case toNearestOrAwayFromZero = "half-up"
    /// To the nearest unit; exactly half goes to the even unit (`2.5` → `2`,
    /// `3.5` → `4`), the banker's rounding that has no bias over many sums.
    case toNearestOrEven = "half-even"

    /// The name used on the command line and in JSON (`half-up`).
    public var description: String { rawValue }

    /// Reads a rule as written on the command line (`down`, `half-even`, also
    /// `half_even`, `halfEven`, `truncate`, `bankers`), without regard to case.
    /// - Throws: ``ShopCoreError/unknownRoundingMode(_:)`` for any other word.
    public init(parsing name: String) throws(ShopCoreError) {
        let key = name.lowercased().replacing("_", with: "-")
        switch key {
        case "down", "truncate": self = .towardZero
        case "up": self = .awayFromZero
        case "half-up", "halfup": self = .toNearestOrAwayFromZero
        case "half-even", "halfeven", "bankers": self = .toNearestOrEven
        default: throw .unknownRoundingMode(name)
        }
    }

    /// Whether a magnitude with a non-zero remainder goes to the next unit,
    /// given how twice the remainder compares with the divisor (`half`:
    /// -1 below half, 0 exactly half, 1 above) and the parity of the units kept.
    func roundsAway(half: Int, quotientIsOdd: Bool) -> Bool {
        switch self {
        case .towardZero: return false
        case .awayFromZero: return true
        case .toNearestOrAwayFromZero: return half >= 0
        case .toNearestOrEven: return half > 0 || (half == 0 && quotientIsOdd)
        }
    }

    /// The number of units to keep, given `numerator = quotient × divisor + remainder`
    /// (`remainder < divisor`): the quotient, or the next unit when `roundsAway(half:quotientIsOdd:)` says so.
    /// - Throws: ``ShopCoreError/tooLarge(_:)`` when the next unit does not fit 128 bits.
    package func apply(quotient: UInt128, remainder: UInt128, divisor: UInt128) throws(ShopCoreError) -> UInt128 {
        guard remainder != 0 else { return quotient }
        let rest = divisor - remainder
        let half = remainder < rest ? -1 : remainder == rest ? 0 : 1
        guard roundsAway(half: half, quotientIsOdd: quotient & 1 == 1) else { return quotient }
        let (next, overflow) = quotient.addingReportingOverflow(1)
        if overflow { throw .tooLarge("\(quotient)") }
        return next
    }
}
