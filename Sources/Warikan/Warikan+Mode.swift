extension Warikan {
    /// How shares are rounded to the unit, and who covers the difference.
    ///
    /// The two on the same bills (unit ¥100, the organizer is one of the people):
    ///
    /// ```
    /// total  people | organizerAbsorbs (幹事負担)          | roundUp (切り上げ)
    ///               | share  organizer  collected surplus | share  collected  surplus
    /// -------------+--------------------------------------+--------------------------
    /// 23450    7    | 3300   3650       23450     0       | 3400   23800      350
    /// 10000    3    | 3300   3400       10000     0       | 3400   10200      200
    /// 500      7    | 0      500        500       0       | 100    700        200
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

        /// The name used on the command line and in JSON.
        public var description: String { rawValue }

        /// Reads `absorb`/`organizer`/`幹事負担` or `up`/`round-up`/`切り上げ`.
        public init?(name: String) {
            switch name.lowercased() {
            case "absorb", "organizer", "organizer-absorb", "organizer-absorbs", "幹事負担": self = .organizerAbsorbs
            case "up", "round-up", "roundup", "切り上げ": self = .roundUp
            default: return nil
            }
        }

        /// The Japanese term, for people.
        public var japanese: String { self == .organizerAbsorbs ? "幹事負担" : "切り上げ" }
    }
}
