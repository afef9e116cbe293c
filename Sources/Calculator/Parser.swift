import ShopCore

/// Why parsing stopped: `Parser.Failure`.
///
/// (Outside `Parser`: a type nested in a generic one is made at run time for each `Number`, and
/// making it checks `Number`'s requirement by scanning every conformance of the binary.)
enum ParseFailure: Error {
    /// The expression is wrong, or a value is out of range.
    case invalid(CalcError)
    /// A value does not fit `Number` (a fraction of too many digits).
    case doesNotFit
}

/// Recursive descent that evaluates as it parses, so only parenthesis
/// nesting (bounded by ``Calculator/maximumNesting``) deepens the stack:
/// long chains (`1+1+…`) and runs of unary signs are loops.
///
/// ```
/// expression := term (("+" | "-") term)*
/// term       := unary (("*" | "/") unary)*
/// unary      := ("-" | "+")* postfix
/// postfix    := primary "%"?
/// primary    := number | "(" expression ")"
/// ```
///
/// A unary `+` is accepted as a shop calculator accepts it and changes
/// nothing: `+5` is 5, `3*+2` is 6, `-+5` is -5, and `5++3` reads as
/// `5 + (+3)` just as `5--3` reads as `5 - (-3)`. A sign does not stop a
/// percentage being one: `100+-10%` is 90, `100++10%` is 110.
///
/// `Number` is what it computes with: exact fractions, or decimals rounded
/// at ``Calculator/maximumExactDecimals`` (see ``Arithmetic``).
struct Parser<Number: Arithmetic> {
    /// A value on its way up, with what the percent rules need.
    struct Operand {
        var value: Number
        /// True when the operand is a bare percentage (`30%`, `-(5)%`): after
        /// `+` or `-` it is taken of the left operand.
        var isPercentage: Bool
        /// Where the operand starts, for messages.
        var position: Int
    }

    /// Why parsing stopped.
    typealias Failure = ParseFailure

    let tokens: [Token]
    let expression: String
    var index = 0

    init(tokens: [Token], expression: String) {
        self.tokens = tokens
        self.expression = expression
    }

    /// The value of the whole expression, or nil when a value on the way
    /// does not fit `Number`.
    mutating func evaluate() throws(CalcError) -> Operand? {
        do {
            return try parseAll()
        } catch {
            switch error {
            case .invalid(let error): throw error
            case .doesNotFit: return nil
            }
        }
    }

    private mutating func parseAll() throws(Failure) -> Operand {
        guard !tokens.isEmpty else { throw .invalid(CalcError(.empty, at: 1, in: expression)) }
        let result = try parseExpression(depth: 0)
        if index < tokens.count {
            let token = tokens[index]
            throw fail(token.kind == .close ? .unbalancedParenthesis : .missingOperator, at: token)
        }
        return result
    }

    // MARK: - Grammar

    private mutating func parseExpression(depth: Int) throws(Failure) -> Operand {
        var left = try parseTerm(depth: depth)
        while let op = peek, op.kind == .plus || op.kind == .minus {
            index += 1
            var right = try parseTerm(depth: depth)
            if right.isPercentage {
                // a ± b%: the percentage is of the whole left operand.
                right = try combine(left, right, .multiply, at: op)
            }
            left = try combine(left, right, op.kind == .plus ? .add : .subtract, at: op)
        }
        return left
    }

    private mutating func parseTerm(depth: Int) throws(Failure) -> Operand {
        var left = try parseUnary(depth: depth)
        while let op = peek, op.kind == .times || op.kind == .divide {
            index += 1
            let right = try parseUnary(depth: depth)
            if op.kind == .divide, right.value.isZero {
                throw .invalid(CalcError(.divisionByZero, at: right.position, in: expression))
            }
            left = try combine(left, right, op.kind == .times ? .multiply : .divide, at: op)
        }
        return left
    }

    private mutating func parseUnary(depth: Int) throws(Failure) -> Operand {
        var negations = 0
        var start: Int?
        while let token = peek, token.kind == .minus || token.kind == .plus {
            start = start ?? token.position
            if token.kind == .minus { negations += 1 }
            index += 1
        }
        var operand = try parsePostfix(depth: depth)
        if negations % 2 == 1 { operand.value = operand.value.negated }
        if let start { operand.position = start }
        return operand
    }

    private mutating func parsePostfix(depth: Int) throws(Failure) -> Operand {
        var operand = try parsePrimary(depth: depth)
        if let token = peek, token.kind == .percent {
            index += 1
            if let next = peek, next.kind == .percent { throw fail(.twoOperators(next.text), at: next) }
            let value = try computing(at: token) { () throws(ShopCoreError) in try operand.value.percent() }
            operand = Operand(value: value, isPercentage: true, position: operand.position)
        }
        return operand
    }

    private mutating func parsePrimary(depth: Int) throws(Failure) -> Operand {
        guard let token = peek else {
            // The expression ended where an operand was due.
            let previous = tokens[tokens.count - 1]
            throw fail(previous.kind == .open ? .unbalancedParenthesis : .danglingOperator(previous.text), at: previous)
        }
        switch token.kind {
        case .number(let value):
            index += 1
            return Operand(value: .typed(value), isPercentage: false, position: token.position)
        case .open:
            guard depth < Calculator.maximumNesting else { throw fail(.tooDeep, at: token) }
            index += 1
            if let next = peek, next.kind == .close { throw fail(.emptyParentheses, at: token) }
            var inner = try parseExpression(depth: depth + 1)
            guard let close = peek, close.kind == .close else {
                if let next = peek { throw fail(.missingOperator, at: next) }
                throw fail(.unbalancedParenthesis, at: token)
            }
            index += 1
            inner.isPercentage = false
            return inner
        case .close:
            throw fail(afterOperator.map { .danglingOperator($0.text) } ?? .unbalancedParenthesis, at: afterOperator ?? token)
        case .plus, .minus, .times, .divide, .percent:
            if afterOperator != nil { throw fail(.twoOperators(token.text), at: token) }
            throw fail(.danglingOperator(token.text), at: token)
        }
    }

    // MARK: - Arithmetic

    /// `a op b`, in range (below 10^15).
    private func combine(_ a: Operand, _ b: Operand, _ operation: Operation, at op: Token) throws(Failure) -> Operand {
        let value = try computing(at: op) { () throws(ShopCoreError) in try Number.apply(operation, a.value, b.value) }
        return Operand(value: value, isPercentage: false, position: a.position)
    }

    /// What `body` computes when it fits `Number` and is in range (below
    /// 10^15); a value too large is out of range at `token`.
    private func computing(at token: Token, _ body: () throws(ShopCoreError) -> Number) throws(Failure) -> Number {
        let value: Number
        do {
            value = try body()
        } catch .exactValueTooLarge {
            throw .doesNotFit
        } catch {
            throw fail(.outOfRange, at: token)
        }
        guard value.isInRange else { throw fail(.outOfRange, at: token) }
        guard value.fits else { throw .doesNotFit }
        return value
    }

    // MARK: - Helpers

    private var peek: Token? { index < tokens.count ? tokens[index] : nil }

    /// The token before the current one, if it is an operator (so the operand due now is missing).
    private var afterOperator: Token? {
        guard index > 0 else { return nil }
        let previous = tokens[index - 1]
        return previous.isBinaryOperator ? previous : nil
    }

    private func fail(_ problem: CalcError.Problem, at token: Token) -> Failure {
        .invalid(CalcError(problem, at: token.position, in: expression))
    }
}
