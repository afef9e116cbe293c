#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Values at and beyond every edge, for the no-trap tests.
public enum Extremes {
    public static let integers = [Int.min, Int.min + 1, -1, 0, 1, 2, 100_000, 100_001, Int.max - 1, Int.max]

    public static let decimals: [Decimal] = [
        .nan, .quietNaN, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
        -.leastNonzeroMagnitude, .leastFiniteMagnitude, 0, 1, -1, Decimal(Int.max), Decimal(Int.min),
        Decimal(sign: .plus, exponent: 15, significand: 1) - 1, Decimal(sign: .plus, exponent: 15, significand: 1),
        Decimal(sign: .plus, exponent: -12, significand: 1), Decimal(sign: .plus, exponent: -13, significand: 1),
        Decimal(sign: .plus, exponent: 100, significand: 1), Decimal(sign: .minus, exponent: -100, significand: 7),
    ]

    /// 100 KB of `piece`.
    public static func long(_ piece: String) -> String {
        String(repeating: piece, count: 100_000 / max(1, piece.utf8.count))
    }

    public static let strings: [String] = [
        "", " ", "\u{0}", "\n", "NaN", "-0", "1e400", "∞", ":", "=", ",", "Aki:2", "Yui=3000", "person 1",
        long("9"), long("1+"), long("1,"), long("あ"), long("\u{1B}"),
    ]
}
