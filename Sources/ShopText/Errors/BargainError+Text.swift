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
            return "価格\(price.text(in: .japanese))は \(expected.code) ではなく \(price.currency.code) です"
        case .notADiscountStep(let text):
            return "割引\(Quoting.japanese(text))はパーセント（10%）でも値引き額（100、¥100）でもありません"
        case .noDiscountSteps:
            return "割引の指定がありません。割引率か値引き額を指定してください"
        case .amountOffAbovePrice(let step, let off, let price):
            return "\(step)段目: 値引き\(off.text(in: .japanese))がその時点の価格\(price.text(in: .japanese))を超えています"
        case .summedRateOutOfRange(let rate):
            return "割引率を足すと \(MoneyFormat.plain(rate))% になり、100% を超えています"
        case .notAnOffer(let text):
            return "\(Quoting.japanese(text))は「価格/量」の形ではありません。298/450g、398/12、2x298/450g のように指定してください"
        case .notAQuantity(let text):
            return "量\(Quoting.japanese(text))は0より大きい数と単位（g、kg、oz、lb、ml、l、fl oz、gal、個数: 12、12個、12ロール、12pcs）ではありません"
        case .packCountOutOfRange(let text):
            return "個数\(Quoting.japanese(text))は1から\(Offer.maximumPacks)までの整数ではありません"
        case .noOffers:
            return "比べる商品がありません"
        case .incomparable(let first, let firstDimension, let second, let secondDimension):
            return "\(first)（\(Self.japanese(firstDimension))）と \(second)（\(Self.japanese(secondDimension))）は比べられません"
        case .basisDoesNotFit(let basis, let dimension):
            return "\(basis)あたりでは比べられません。商品は\(Self.japanese(dimension))で売られています"
        case .tooPreciseToCompare(let offers):
            return "\(offers.joined(separator: "、")) は正確に比べられません（計算が38桁を超えます）。価格と量の小数の桁を減らしてください"
        case .money(let error):
            return error.text(in: .japanese)
        }
    }

    /// `重さ`, `容量`, `個数`.
    static func japanese(_ dimension: MeasureUnit.Dimension) -> String {
        switch dimension {
        case .mass: return "重さ"
        case .volume: return "容量"
        case .count: return "個数"
        }
    }

    /// `1〜4（1 = 20%、2 = 30%、3 = 40%、4 = 50%）`.
    private static var japanesePresets: String {
        let presets = Segment.allCases.map { "\($0.rawValue) = \($0.rate.plainText)%" }
        return "1〜\(Segment.allCases.count)（" + presets.joined(separator: "、") + "）"
    }
}
