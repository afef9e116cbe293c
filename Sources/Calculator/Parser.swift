import ShopCore

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
struct Parser {
    /// A value on its way up, with what the percent rules need.
    struct Operand {
        var value: ExactDecimal
        var isExact: Bool
        /// True when the operand is a bare percentage (`30%`, `-(5)%`): after
        /// `+` or `-` it is taken of the left operand.
        var isPercentage: Bool
        /// Where the operand starts, for messages.
        var position: Int
    }

    let tokens: [Token]
    let expression: String
    var index = 0
    /// Digits kept after the point in products and quotients.
    static let internalScale = 22

    init(tokens: [Token], expression: String) {
        self.tokens = tokens
        self.expression = expression
    }

    mutating func evaluate() throws(CalcError) -> Operand {
        guard !tokens.isEmpty else { throw CalcError(.empty, at: 1, in: expression) }
        let result = try parseExpression(depth: 0)
        if index < tokens.count {
            let token = tokens[index]
            throw fail(token.kind == .close ? .unbalancedParenthesis : .missingOperator, at: token)
        }
        return result
    }

    // MARK: - Grammar

    private mutating func parseExpression(depth: Int) throws(CalcError) -> Operand {
        var left = try parseTerm(depth: depth)
        while let op = peek, op.kind == .plus || op.kind == .minus {
            index += 1
            var right = try parseTerm(depth: depth)
            if right.isPercentage {
                // a ± b%: the percentage is of the whole left operand.
                right = try multiply(left, right, at: op)
            }
            left = try combine(left, right, at: op) { a, b throws(ShopCoreError) in
                op.kind == .plus ? try a + b : try a - b
            }
        }
        return left
    }

    private mutating func parseTerm(depth: Int) throws(CalcError) -> Operand {
        var left = try parseUnary(depth: depth)
        while let op = peek, op.kind == .times || op.kind == .divide {
            index += 1
            let right = try parseUnary(depth: depth)
            if op.kind == .times {
                left = try multiply(left, right, at: op)
            } else {
                left = try divide(left, right, at: op)
            }
        }
        return left
    }

    private mutating func parseUnary(depth: Int) throws(CalcError) -> Operand {
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

    private mutating func parsePostfix(depth: Int) throws(CalcError) -> Operand {
        var operand = try parsePrimary(depth: depth)
        if let token = peek, token.kind == .percent {
            index += 1
            if let next = peek, next.kind == .percent { throw fail(.twoOperators(next.text), at: next) }
            // x% is x × 10^-2: the point moves, nothing is computed.
            let percent: ExactDecimal
            do {
                percent = try ExactDecimal(
                    isNegative: operand.value.isNegative, magnitude: operand.value.magnitude, scale: operand.value.scale + 2)
            } catch {
                throw fail(.outOfRange, at: token)
            }
            let (value, exact) = percent.limited(toScale: Self.internalScale)
            operand = Operand(value: value, isExact: operand.isExact && exact, isPercentage: true, position: operand.position)
        }
        return operand
    }

    private mutating func parsePrimary(depth: Int) throws(CalcError) -> Operand {
        guard let token = peek else {
            // The expression ended where an operand was due.
            let previous = tokens[tokens.count - 1]
            throw fail(previous.kind == .open ? .unbalancedParenthesis : .danglingOperator(previous.text), at: previous)
        }
        switch token.kind {
        case .number(let value):
            index += 1
            return Operand(value: value, isExact: true, isPercentage: false, position: token.position)
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

    private func multiply(_ a: Operand, _ b: Operand, at op: Token) throws(CalcError) -> Operand {
        try combineExactness(a, b, at: op) { x, y throws(ShopCoreError) in
            try ExactDecimal.multiply(x, y, maxScale: Self.internalScale)
        }
    }

    private func divide(_ a: Operand, _ b: Operand, at op: Token) throws(CalcError) -> Operand {
        guard !b.value.isZero else { throw CalcError(.divisionByZero, at: b.position, in: expression) }
        return try combineExactness(a, b, at: op) { x, y throws(ShopCoreError) in
            try ExactDecimal.divide(x, y, scale: Self.internalScale)
        }
    }

    private func combine(
        _ a: Operand, _ b: Operand, at op: Token, _ body: (ExactDecimal, ExactDecimal) throws(ShopCoreError) -> ExactDecimal
    ) throws(CalcError) -> Operand {
        try combineExactness(a, b, at: op) { x, y throws(ShopCoreError) in (try body(x, y), true) }
    }

    private func combineExactness(
        _ a: Operand, _ b: Operand, at op: Token,
        _ body: (ExactDecimal, ExactDecimal) throws(ShopCoreError) -> (value: ExactDecimal, isExact: Bool)
    ) throws(CalcError) -> Operand {
        let result: (value: ExactDecimal, isExact: Bool)
        do {
            result = try body(a.value, b.value)
        } catch {
            throw fail(.outOfRange, at: op)
        }
        guard result.value.absolute < Bounds.maximumExact else { throw fail(.outOfRange, at: op) }
        return Operand(
            value: result.value, isExact: a.isExact && b.isExact && result.isExact,
            isPercentage: false, position: a.position)
    }

    // MARK: - Helpers

    private var peek: Token? { index < tokens.count ? tokens[index] : nil }

    /// The token before the current one, if it is an operator (so the operand due now is missing).
    private var afterOperator: Token? {
        guard index > 0 else { return nil }
        let previous = tokens[index - 1]
        return previous.isBinaryOperator ? previous : nil
    }

    private func fail(_ problem: CalcError.Problem, at token: Token) -> CalcError {
        CalcError(problem, at: token.position, in: expression)
    }
}
