import ShopCore

/// Why an expression could not be evaluated, and where.
///
/// `position` counts characters from 1, so `division by zero at 5:
/// "10/(5-5)"` points at the divisor `5-5`.
public struct CalcError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Equatable, Sendable {
        /// Nothing to evaluate.
        case empty
        /// A character that is no part of the grammar (`x`, `^`).
        case unknownCharacter(String)
        /// A number that the money core refuses (`1.5.5`, `1,98`, `0.0000000000001`);
        /// `reason` is the money core's error.
        case malformedNumber(String, reason: ShopCoreError)
        /// A number whose currency symbol is not the one an earlier number
        /// carries (`$5+¥5`): `first` is the earlier number, `second` this one.
        case mixedCurrencies(first: String, second: String)
        /// An operator right after another (`5+*3`); a unary `-` or `+` is allowed.
        case twoOperators(String)
        /// An operator with nothing on one side (`5+`, `*5`).
        case danglingOperator(String)
        /// Two operands with nothing between them (`5 5`, `2(3)`).
        case missingOperator
        /// A `(` never closed or a `)` never opened.
        case unbalancedParenthesis
        /// `()`.
        case emptyParentheses
        /// A divisor that is zero.
        case divisionByZero
        /// A result or intermediate at or beyond 10^15.
        case outOfRange
        /// Parentheses nested deeper than ``Calculator/maximumNesting``.
        case tooDeep
    }

    /// What is wrong.
    public let problem: Problem
    /// The character the problem is at, from 1.
    public let position: Int
    /// The whole expression, as given.
    public let expression: String

    /// `problem` at the `position`th character (from 1) of `expression`.
    public init(_ problem: Problem, at position: Int, in expression: String) {
        self.problem = problem
        self.position = position
        self.expression = expression
    }

    /// What is wrong, in one short English sentence with the values the case carries.
    ///
    /// ShopText words every case in English and Japanese (`text(in:)`).
    public var description: String {
        if problem == .empty { return "empty expression" }
        return "\(what) at \(position): \(quoted(expression))"
    }

    private var what: String {
        switch problem {
        case .empty: return "empty expression"
        case .unknownCharacter(let character): return "unknown character \(quoted(character))"
        case .malformedNumber(let text, let error):
            return "malformed number \(quoted(text))" + (Self.reason(error).map { " (\($0))" } ?? "")
        case .mixedCurrencies(let first, let second):
            return "mixed currencies (\(quoted(first)) and \(quoted(second)))"
        case .twoOperators(let op): return "two operators in a row (\(quoted(op)))"
        case .danglingOperator(let op): return "dangling operator \(quoted(op))"
        case .missingOperator: return "missing operator"
        case .unbalancedParenthesis: return "unbalanced parenthesis"
        case .emptyParentheses: return "empty parentheses"
        case .divisionByZero: return "division by zero"
        case .outOfRange: return "result beyond the exact range (below \(Bounds.maximumAmountText))"
        case .tooDeep: return "parentheses nested deeper than \(Calculator.maximumNesting)"
        }
    }

    /// The words after a malformed number; the number itself is named already.
    private static func reason(_ error: ShopCoreError) -> String? {
        switch error {
        case .notAnAmount(_, let reason), .notADecimal(_, let reason): return reason?.description
        case .tooManyDecimals(_, let limit): return "more than \(limit) decimals"
        default: return error.description
        }
    }
}
