import Bargain
import ShopCore

extension BargainError: TwoLanguages {
    /// `割引率 120% は 0〜100% の範囲外です`.
    public var japanese: String {
        switch self {
        case .rateOutOfRange(let rate):
            return "割引率 \(MoneyFormat.plain(rate))% は 0〜100% の範囲外です"
        case .notARate(let text):
            return "割引率\(Quoting.japanese(text))はパーセントではありません。30 や 30% のように 0〜100 の数を指定してください"
        case .sliderOutOfRange(let position):
            return "スライダーの位置 \(MoneyFormat.plain(position)) は 0〜1 の範囲外です"
        case .notASliderPosition(let text):
            return "スライダーの位置\(Quoting.japanese(text))は 0〜1 の数ではありません"
        case .sliderStepOutOfRange(let step):
            return "スライダーの刻み \(step) は \(Slider.steps.lowerBound)〜\(Slider.steps.upperBound) の範囲外です"
        case .segmentOutOfRange(let number):
            return "プリセット\(Quoting.japanese(number))はありません。\(Self.japanesePresets)のいずれかを指定してください"
        case .notASegment(let text):
            return "プリセット\(Quoting.japanese(text))は番号ではありません。\(Self.japanesePresets)のいずれかを指定してください"
        case .currencyMismatch(let price, let expected):
            return "価格 \(price.text(in: .japanese)) は \(expected.code) ではなく \(price.currency.code) です"
        case .money(let error):
            return error.text(in: .japanese)
        }
    }

    /// `1〜4（1 = 20%、2 = 30%、3 = 40%、4 = 50%）`.
    private static var japanesePresets: String {
        let presets = Segment.allCases.map { "\($0.rawValue) = \(MoneyFormat.plain($0.rate))%" }
        return "1〜\(Segment.allCases.count)（" + presets.joined(separator: "、") + "）"
    }
}
