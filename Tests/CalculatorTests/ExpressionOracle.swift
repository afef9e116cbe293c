import Calculator
import ShopCore
import TestSupport

/// Random well-formed expressions (the four operations, parentheses, unary
/// signs, decimals, percent) with what they should give, worked out apart
/// from the calculator: the grammar's rules followed by hand, with exact
/// ``Fraction`` arithmetic, left to right as the calculator reads.
///
/// Percent as on a shop calculator: `b%` is `b ÷ 100`, and a term that is a
/// bare percentage after `+` or `-` is taken of everything on its left
/// (`200+10%` is 220). Every result on the way must be below 10^15, and the
/// first problem met, left to right, is the answer.
struct ExpressionOracle {
    enum Outcome: Equatable {
        case value(Fraction)
        case failure(CalcError.Problem)
    }

    var random: SplitMix64
    /// The expression written so far.
    private(set) var text = ""

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// A new expression: its text and what it should give.
    mutating func next(depth: Int) throws -> (text: String, outcome: Outcome) {
        text = ""
        let outcome = try expression(depth: depth)
        return (text, outcome)
    }

    private mutating func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }

    /// Writes an expression and its value.
    ///
    /// expression := term (("+" | "-") term)*
    private mutating func expression(depth: Int) throws -> Outcome {
        var left = try term(depth: depth).outcome
        for _ in 0..<pick(3) {
            let add = pick(2) == 0
            text += add ? "+" : "-"
            let (right, isPercentage) = try term(depth: depth)
            left = try combine(left, right) { a, b in
                var b = b
                if isPercentage {
                    guard case .value(let part) = Self.checked(try a * b) else { return .failure(.outOfRange) }
                    b = part
                }
                return Self.checked(add ? try a + b : try a - b)
            }
        }
        return left
    }

    /// term := unary (("*" | "/") unary)*; a single unary keeps being a percentage.
    private mutating func term(depth: Int) throws -> (outcome: Outcome, isPercentage: Bool) {
        var (left, isPercentage) = try unary(depth: depth)
        for _ in 0..<pick(3) {
            isPercentage = false
            let divide = pick(3) == 0
            text += divide ? "/" : "*"
            let right = try unary(depth: depth).outcome
            left = try combine(left, right) { a, b in
                if divide {
                    guard !b.isZero else { return .failure(.divisionByZero) }
                    return Self.checked(try a / b)
                }
                return Self.checked(try a * b)
            }
        }
        return (left, isPercentage)
    }

    /// Writes a unary expression and its value.
    ///
    /// unary := ("-" | "+")* postfix
    private mutating func unary(depth: Int) throws -> (outcome: Outcome, isPercentage: Bool) {
        let signs = ["", "", "", "", "-", "+", "--", "-+"][pick(8)]
        text += signs
        let (outcome, isPercentage) = try postfix(depth: depth)
        let negative = signs.filter { $0 == "-" }.count % 2 == 1
        guard negative, case .value(let value) = outcome else { return (outcome, isPercentage) }
        return (.value(value.negated), isPercentage)
    }

    /// Writes a postfix expression and its value.
    ///
    /// postfix := primary "%"?
    private mutating func postfix(depth: Int) throws -> (outcome: Outcome, isPercentage: Bool) {
        let outcome = try primary(depth: depth)
        guard pick(5) == 0 else { return (outcome, false) }
        text += "%"
        guard case .value(let value) = outcome else { return (outcome, true) }
        return (.value(try value / Fraction(100)), true)
    }

    /// Writes a primary expression and its value.
    ///
    /// primary := number | "(" expression ")"
    private mutating func primary(depth: Int) throws -> Outcome {
        if depth > 0 && pick(3) == 0 {
            text += "("
            let inner = try expression(depth: depth - 1)
            text += ")"
            return inner
        }
        return try number()
    }

    /// Small integers (zero often, for divisions by zero), decimals, and
    /// now and then a large number, for results beyond 10^15.
    private mutating func number() throws -> Outcome {
        let whole: Int, decimals: Int
        switch pick(10) {
        case 0...3: (whole, decimals) = (pick(10), 0)
        case 4...5: (whole, decimals) = (pick(1000), 0)
        case 6...7: (whole, decimals) = (pick(100), 1 + pick(3))
        case 8: (whole, decimals) = (pick(10), 4 + pick(9))  // up to the 12 an amount may have
        default: (whole, decimals) = (10_000_000 + pick(90_000_000), pick(2) * 2)
        }
        var power = 1
        for _ in 0..<decimals { power *= 10 }
        let fraction = pick(power)
        let digits = String(fraction)
        text += decimals == 0 ? "\(whole)" : "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
        return .value(try Fraction(whole * power + fraction, power))
    }

    /// The first failure, or what `body` makes of two values.
    private func combine(
        _ left: Outcome, _ right: Outcome, _ body: (Fraction, Fraction) throws -> Outcome
    ) throws -> Outcome {
        guard case .value(let a) = left else { return left }
        guard case .value(let b) = right else { return right }
        return try body(a, b)
    }

    private static let limit = Fraction(1_000_000_000_000_000)

    /// `value`, or out of range from 10^15 on.
    private static func checked(_ value: Fraction) -> Outcome {
        value.magnitude < limit ? .value(value) : .failure(.outOfRange)
    }
}
