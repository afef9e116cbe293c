import ShopCore

/// The numbers the ``Parser`` computes with.
///
/// Two kinds: exact ``/ShopCore/Fraction``s, tried first, and decimals
/// rounded half-even at ``Calculator/maximumExactDecimals`` after every
/// product and quotient, for an expression whose exact value needs a
/// fraction of more than ``Calculator/maximumFractionDigits`` digits; a
/// result computed so is never called exact.
///
/// ```
/// operation | Fraction            | ExactDecimal (rounded)
/// ----------+---------------------+--------------------------------
/// 1/3       | 1/3                 | 0.3333333333333333333333
/// 1/3*3     | 1                   | 0.9999999999999999999999
/// 15%       | 3/20                | 0.15
/// ```
protocol Arithmetic: Sendable {
    /// A number as typed.
    static func typed(_ value: ExactDecimal) -> Self
    /// True for zero.
    var isZero: Bool { get }
    /// `-self`.
    var negated: Self { get }
    /// True when the magnitude is below 10^15 (``/ShopCore/Bounds``).
    var isInRange: Bool { get }
    /// False when the value is too long to compute on quickly (a fraction
    /// of more than ``Calculator/maximumFractionDigits`` digits).
    var fits: Bool { get }
    /// `self ÷ 100`.
    /// - Throws: the money core's error when the result does not fit.
    func percent() throws(ShopCoreError) -> Self
    /// `lhs op rhs` (`rhs` not zero for a division).
    /// - Throws: the money core's error when the result does not fit.
    static func apply(_ operation: Operation, _ lhs: Self, _ rhs: Self) throws(ShopCoreError) -> Self
}

/// The four operations.
enum Operation {
    case add, subtract, multiply, divide
}

extension Fraction: Arithmetic {
    private static let bound = Fraction(1_000_000_000_000_000)
    private static let digitsLimit = BigUInt.powerOfTen(Calculator.maximumFractionDigits)

    static func typed(_ value: ExactDecimal) -> Fraction { Fraction(value) }

    var isInRange: Bool { magnitude < Self.bound }

    /// Numerator and denominator below 10^``Calculator/maximumFractionDigits``.
    var fits: Bool { numerator < Self.digitsLimit && denominator < Self.digitsLimit }

    func percent() throws(ShopCoreError) -> Fraction { try self / Fraction(100) }

    static func apply(_ operation: Operation, _ lhs: Fraction, _ rhs: Fraction) throws(ShopCoreError) -> Fraction {
        switch operation {
        case .add: return try lhs + rhs
        case .subtract: return try lhs - rhs
        case .multiply: return try lhs * rhs
        case .divide: return try lhs / rhs
        }
    }
}

extension ExactDecimal: Arithmetic {
    static func typed(_ value: ExactDecimal) -> ExactDecimal { value }

    var isInRange: Bool { absolute < Bounds.maximumExact }

    var fits: Bool { true }

    func percent() throws(ShopCoreError) -> ExactDecimal {
        // x% is x × 10^-2: the point moves, nothing is computed.
        let moved = try ExactDecimal(isNegative: isNegative, magnitude: magnitude, scale: scale + 2)
        return moved.limited(toScale: Calculator.maximumExactDecimals).value
    }

    static func apply(_ operation: Operation, _ lhs: ExactDecimal, _ rhs: ExactDecimal) throws(ShopCoreError) -> ExactDecimal {
        switch operation {
        case .add: return try lhs + rhs
        case .subtract: return try lhs - rhs
        case .multiply: return try multiply(lhs, rhs, maxScale: Calculator.maximumExactDecimals).value
        case .divide: return try divide(lhs, rhs, scale: Calculator.maximumExactDecimals).value
        }
    }
}
