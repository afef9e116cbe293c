extension Warikan {
    /// How shares are rounded to the unit, and who covers the difference.
    ///
    /// The three on the same bills (unit ¥100, the organizer declared first):
    ///
    /// ```
    /// total  people | organizerAbsorbs (幹事負担)  | roundUp (切り上げ)         | spread (端数を順に配分)
    ///               | share  organizer  surplus   | share  collected  surplus | payments
    /// --------------+-----------------------------+---------------------------+---------------------------
    /// 23450    7    | 3300   3650       0         | 3400   23800      350     | 3450 (organizer: +¥50), 3400 × 2, 3300 × 4
    /// 10000    3    | 3300   3400       0         | 3400   10200      200     | 3400 (organizer), 3300 × 2
    /// 500      7    | 0      500        0         | 100    700        200     | 100 × 5, 0 × 2
    /// ```
    public enum Mode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// 幹事負担: every share is rounded **down** to the unit and the
        /// organizer pays their share plus what that leaves, so exactly the
        /// total is collected (`23450 ÷ 7` by ¥100: six pay 3300, the organizer 3650).
        case organizerAbsorbs = "absorb"
        /// 切り上げ: every share is rounded **up** to the unit; the surplus
        /// (次にまわせるお金, money for next time) is reported
        /// (`23450 ÷ 7` by ¥100: all seven pay 3400, surplus 350).
        case roundUp = "up"
        /// 端数を順に配分: every share is rounded **down** to the unit, then
        /// one unit each goes to the largest remainders (ties: the person
        /// declared first) until less than one unit is left, and that rest
        /// goes to the organizer. The payments add up to the total exactly
        /// and no two people's rounding differs by more than one unit
        /// (€30.00 among 7 by the cent: four pay 4.29, three pay 4.28).
        case spread

        /// The name used on the command line and in JSON.
        public var description: String { rawValue }

        /// Reads `absorb`/`organizer`/`幹事負担`, `up`/`round-up`/`切り上げ` or `spread`/`端数配分`.
        /// - Throws: ``WarikanError/unknownMode(_:)`` for any other word.
        public init(parsing name: String) throws(WarikanError) {
            switch name.lowercased() {
            case "absorb", "organizer", "organizer-absorb", "organizer-absorbs", "幹事負担": self = .organizerAbsorbs
            case "up", "round-up", "roundup", "切り上げ": self = .roundUp
            case "spread", "largest-remainder", "分散", "端数配分": self = .spread
            default: throw .unknownMode(name)
            }
        }

        /// The Japanese term, for people.
        public var japanese: String {
            switch self {
            case .organizerAbsorbs: return "幹事負担"
            case .roundUp: return "切り上げ"
            case .spread: return "端数配分"
            }
        }
    }
}

extension Warikan.Mode {
    /// Reads a mode as 0.1.0 did: nil for a word that is no mode.
    ///
    /// ``init(parsing:)`` reads the same words and throws
    /// ``WarikanError/unknownMode(_:)`` naming the word instead.
    @available(*, deprecated, message: "use init(parsing:), which throws WarikanError.unknownMode")
    public init?(name: String) {
        guard let mode = try? Warikan.Mode(parsing: name) else { return nil }
        self = mode
    }
}
