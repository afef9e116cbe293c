import ShopCore

extension ShopCoreError: TwoLanguages {
    /// `「1.5.5」は金額ではありません: 小数点が2つあります`.
    public var japanese: String {
        switch self {
        case .notAnAmount(let text, let reason):
            return "\(Quoting.japanese(text))は金額ではありません" + Self.japanese(reason)
        case .notADecimal(let text, let reason):
            return "\(Quoting.japanese(text))は数値ではありません" + Self.japanese(reason)
        case .negative(let text):
            return "\(Quoting.japanese(text))は負の値です。0以上の金額を指定してください"
        case .tooManyDecimals(let text, let limit):
            return "\(Quoting.japanese(text))は小数が多すぎます（\(limit)桁まで）"
        case .tooLarge(let text):
            return "\(Quoting.japanese(text))は大きすぎて正確に計算できません。\(Bounds.maximumAmountText)未満にしてください"
        case .divisionByZero:
            return "0で割っています"
        case .unknownCurrency(let code):
            return "通貨\(Quoting.japanese(code))には対応していません。JPY、USD、EUR、CHF など、現行の ISO 4217 通貨コードを指定してください"
        case .currencyMismatch(let text, let expected):
            return "\(Quoting.japanese(text))は \(expected.code) の金額ではありません"
        case .invalidUnit(let text, let currency):
            return "端数処理の単位\(Quoting.japanese(text))は \(currency.code) の最小単位（\(currency.minorUnitText)）の正の倍数ではありません"
        case .unknownRoundingMode(let text):
            let modes = RoundingRule.allCases.map(\.rawValue).joined(separator: ", ")
            return "端数処理の方法\(Quoting.japanese(text))はありません。\(modes) のいずれかを指定してください"
        case .nonPositiveUnit(let text):
            return "単位\(Quoting.japanese(text))は0以下です。0より大きい値を指定してください"
        case .exactValueTooLarge(let digits):
            return "正確な結果が\(digits)桁を超えるため、正確に計算できません"
        case .mixedCurrencies(let first, let second):
            return "\(first.code) と \(second.code) の金額は合わせて計算できません"
        case .notAPercentage(let text):
            return "\(Quoting.japanese(text))は百分率ではありません"
        case .percentageOutOfRange(let text):
            return "百分率\(Quoting.japanese(text))は0から100の間ではありません"
        case .malformedShare(let text):
            return "\(Quoting.japanese(text))は NAME、NAME:WEIGHT、NAME=AMOUNT、NAME=P% のいずれの形でもありません"
        case .unsafeName(let name, let scalar):
            return "名前\(Quoting.japanese(name))に制御文字（\(DisplayText.codePoint(scalar))）が含まれています"
        case .unsafeLabel(let label, let scalar):
            return "ラベル\(Quoting.japanese(label))に制御文字（\(DisplayText.codePoint(scalar))）が含まれています"
        case .blankName(let text):
            return text.isEmpty ? "名前が空です" : "名前\(Quoting.japanese(text))が空白だけです"
        case .notADate(let text):
            return "\(Quoting.japanese(text))は日付ではありません。YYYY-MM-DD の形で、暦にある日を書いてください（2026-12-01）"
        case .notPayable(let text, let currency):
            return "\(Quoting.japanese(text))は \(currency.code) の最小単位（\(currency.minorUnitText)）で払える金額ではありません"
                + (thousandsReading.map { "（\(text) の . は小数点です。\($0) なら \($0.filter(\.isNumber)) と書きます）" } ?? "")
        }
    }

    /// `: 小数点が2つあります`, or nothing when there is no reason.
    private static func japanese(_ reason: Reason?) -> String {
        reason.map { ": " + $0.text(in: .japanese) } ?? ""
    }
}

extension ShopCoreError.Reason: TwoLanguages {
    /// `小数点が2つあります`.
    public var japanese: String {
        switch self {
        case .empty: return "空です"
        case .noDigits: return "数字がありません"
        case .twoDecimalPoints: return "小数点が2つあります"
        case .misplacedSeparator: return "桁区切りのカンマの位置が正しくありません"
        case .separatorAfterPoint: return "小数点の後ろに桁区切りがあります"
        case .separatorsNotAccepted: return "ここでは桁区切りは使えません"
        case .unexpectedSpace: return "途中に空白があります"
        case .notFinite: return "有限の数ではありません"
        case .hexadecimal: return "16進数は使えません"
        case .exponent: return "指数表記は使えません"
        case .expression: return "式は使えません"
        case .percentage: return "パーセントは割合です"
        }
    }
}
