import Calculator
import ShopCore

extension CalcError {
    /// The message for people reading `language`.
    ///
    /// English is ``/Calculator/CalcError/description``, worded in Calculator; Japanese is worded
    /// here, one `case` of ``Problem`` each, so a new problem without
    /// Japanese words does not compile. The position counts characters from
    /// 1, as in English: `0で割っています（5文字目）: 「10/(5-5)」`.
    public func text(in language: Language) -> String {
        switch language {
        case .english: return description
        case .japanese:
            if problem == .empty { return "式が空です" }
            return "\(problem.japanese)（\(position)文字目）: \(Quoting.japanese(expression))"
        }
    }
}

extension CalcError.Problem {
    /// The problem without its place (`0で割っています`).
    public var japanese: String {
        switch self {
        case .empty: return "式が空です"
        case .unknownCharacter(let character): return "使えない文字\(Quoting.japanese(character))があります"
        case .malformedNumber(let text, let error): return Self.malformed(text, error)
        case .mixedCurrencies(let first, let second):
            return "\(Quoting.japanese(first))と\(Quoting.japanese(second))で通貨が違います"
        case .twoOperators(let op): return "演算子\(Quoting.japanese(op))の前にも演算子があります"
        case .danglingOperator(let op): return "演算子\(Quoting.japanese(op))の片側に数がありません"
        case .missingOperator: return "数と数の間に演算子がありません"
        case .unbalancedParenthesis: return "かっこの開きと閉じが対応していません"
        case .emptyParentheses: return "かっこの中が空です"
        case .divisionByZero: return "0で割っています"
        case .outOfRange: return "結果が正確に計算できる範囲（\(Bounds.maximumAmountText)未満）を超えています"
        case .tooDeep: return "かっこの入れ子が\(Calculator.maximumNesting)段を超えています"
        }
    }

    /// A number the money core refused: the number is named once, then why,
    /// as the English does; other money errors speak for themselves.
    private static func malformed(_ text: String, _ error: ShopCoreError) -> String {
        let number = "数\(Quoting.japanese(text))"
        switch error {
        case .notAnAmount(_, let reason), .notADecimal(_, let reason):
            return "\(number)の書き方が正しくありません" + (reason.map { ": " + $0.text(in: .japanese) } ?? "")
        case .tooManyDecimals(_, let limit):
            return "\(number)の小数が\(limit)桁を超えています"
        default:
            return error.text(in: .japanese)
        }
    }
}
