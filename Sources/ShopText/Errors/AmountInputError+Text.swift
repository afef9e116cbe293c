import Calculator

extension AmountInputError {
    /// The message for people reading `language`.
    ///
    /// English is ``description``, worded in Calculator; Japanese is worded
    /// here, one `case` each, so a new case without Japanese words does not
    /// compile. A refused amount or expression is worded by
    /// ``ShopCoreError/text(in:)`` or ``CalcError/text(in:)``.
    public func text(in language: Language) -> String {
        switch language {
        case .english: return description
        case .japanese: return japanese
        }
    }

    /// `「5-10」は -5 になります。0以上の金額を指定してください`.
    private var japanese: String {
        switch self {
        case .amount(let error): return error.text(in: .japanese)
        case .expression(let error): return error.text(in: .japanese)
        case .inexact(let text, let value):
            return "\(Quoting.japanese(text))は約 \(value) で、正確な金額になりません"
        case .negativeResult(let text, let value):
            return "\(Quoting.japanese(text))は \(value) になります。0以上の金額を指定してください"
        case .tooManyDecimals(let text, let value, let limit):
            return "\(Quoting.japanese(text))は \(value) になり、小数が\(limit)桁を超えています"
        }
    }
}
