import Calculator

extension AmountInputError: TwoLanguages {
    /// `「5-10」は-5になります。0以上の金額を指定してください`.
    public var japanese: String {
        switch self {
        case .amount(let error): return error.text(in: .japanese)
        case .expression(let error): return error.text(in: .japanese)
        case .inexact(let text, let value):
            return "\(Quoting.japanese(text))は約\(value)で、正確な金額になりません"
        case .negativeResult(let text, let value):
            return "\(Quoting.japanese(text))は\(value)になります。0以上の金額を指定してください"
        case .tooManyDecimals(let text, let value, let limit):
            return "\(Quoting.japanese(text))は\(value)になり、小数が\(limit)桁を超えています"
        }
    }
}
