import ShopCore

/// One piece of an expression, with the character it starts at (from 1).
struct Token: Equatable {
    enum Kind: Equatable {
        case number(ExactDecimal)
        case plus, minus, times, divide, percent
        case open, close
    }

    let kind: Kind
    let position: Int
    /// The text as written, for messages.
    let text: String

    var isBinaryOperator: Bool { [.plus, .minus, .times, .divide].contains(kind) }

    /// True for a number, `)` or `%`: what an operator may follow.
    var endsAValue: Bool {
        switch kind {
        case .number, .close, .percent: return true
        default: return false
        }
    }
}

/// Splits an expression into tokens.
enum Tokenizer {
    /// Every symbol a known currency is written with (`¥`, `円`, `NT$`, `RMB`,
    /// `฿`), from the one currency table, `Currency.all`.
    ///
    /// Codes are not symbols here: a currency shown with its code (`CHF`) adds none.
    private static let symbols: [String] = Currency.all.flatMap { currency in
        (currency.symbol == currency.code ? [] : [currency.symbol]) + currency.otherPrefixes + currency.suffixes
    }
    /// Characters that may stand in a number besides digits: the point, the
    /// thousands comma and the one-character currency symbols people paste with amounts.
    private static let numberMarks: Set<Unicode.Scalar> =
        Set([".", ","] + symbols.compactMap { $0.unicodeScalars.count == 1 ? $0.unicodeScalars.first : nil })
    /// Currency symbols of several characters that may start a number, longest first.
    private static let letterPrefixes: [String] =
        Set(symbols.filter { $0.unicodeScalars.count > 1 }).sorted { $0.unicodeScalars.count > $1.unicodeScalars.count }

    /// The tokens of `expression`.
    ///
    /// Numbers may carry the symbols of `currency` (of any known currency
    /// when nil), but all symbols in one expression must be of one currency:
    /// `$5+¥5` is ``CalcError/Problem/mixedCurrencies(first:second:)``.
    /// `¥` is read as yen or yuan and `$` as US or Taiwan dollars, so `¥5+CN¥5`
    /// (both yuan) is fine. Numbers without a symbol mix with any.
    static func tokens(_ expression: String, currency: Currency?) throws(CalcError) -> [Token] {
        let scalars = TextNormalizer.folded(expression)
        var tokens: [Token] = []
        var index = 0
        // The first number with a symbol, and the currencies all symbols so far can share.
        var firstSymbol: (text: String, currencies: [Currency])?
        while index < scalars.count {
            let scalar = scalars[index]
            let position = index + 1
            let single: Token.Kind?
            switch scalar {
            case "+": single = .plus
            case "-": single = .minus
            case "*": single = .times
            // `1980 x 3`, as bills and multipacks take it: a letter x between numbers.
            case "x" where tokens.last.map(\.endsAValue) == true, "X" where tokens.last.map(\.endsAValue) == true:
                single = .times
            case "/": single = .divide
            case "%": single = .percent
            case "(": single = .open
            case ")": single = .close
            default: single = nil
            }
            if let single {
                tokens.append(Token(kind: single, position: position, text: String(scalar)))
                index += 1
                continue
            }
            if TextNormalizer.isSpace(scalar) {
                index += 1
                continue
            }
            guard startsNumber(scalars, index) else {
                throw CalcError(.unknownCharacter(String(scalar)), at: position, in: expression)
            }
            var end = index
            while end < scalars.count, let length = numberPartLength(scalars, end) { end += length }
            let text = TextNormalizer.string(scalars[index..<end])
            let value: ExactDecimal
            do {
                value = try AmountParser.exactAmount(text, currency: currency, allowsNegative: false)
            } catch .tooLarge {
                throw CalcError(.outOfRange, at: position, in: expression)
            } catch {
                throw CalcError(.malformedNumber(text, reason: error), at: position, in: expression)
            }
            let written = Currency.written(in: text)
            if !written.isEmpty {
                if let first = firstSymbol {
                    let shared = first.currencies.filter(written.contains)
                    guard !shared.isEmpty else {
                        throw CalcError(.mixedCurrencies(first: first.text, second: text), at: position, in: expression)
                    }
                    // The number that narrowed the currencies is the one a later conflict is with.
                    firstSymbol = (shared.count < first.currencies.count ? text : first.text, shared)
                } else {
                    firstSymbol = (text, written)
                }
            }
            tokens.append(Token(kind: .number(value), position: position, text: text))
            index = end
        }
        return tokens
    }

    /// `+ - * / % ( )` or a space: the scalars an expression gives a meaning of their own.
    static func isOperatorOrSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "+", "-", "*", "/", "%", "(", ")": return true
        default: return TextNormalizer.isSpace(scalar)
        }
    }

    private static func startsNumber(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        numberPartLength(scalars, index) != nil
    }

    /// How many scalars of a number start at `index`, or nil if none do.
    private static func numberPartLength(_ scalars: [Unicode.Scalar], _ index: Int) -> Int? {
        let scalar = scalars[index]
        if ("0"..."9").contains(scalar) { return 1 }
        // An operator, a bracket or a space ends a number: no currency sign starts with one
        // (`CurrencyTableTests`). Asked first, so that `1+2` builds no table of signs.
        if Self.isOperatorOrSpace(scalar) { return nil }
        if numberMarks.contains(scalar) { return 1 }
        for prefix in letterPrefixes {
            let prefixScalars = Array(prefix.unicodeScalars)
            if index + prefixScalars.count <= scalars.count,
                Array(scalars[index..<index + prefixScalars.count]) == prefixScalars
            {
                return prefixScalars.count
            }
        }
        return nil
    }
}
