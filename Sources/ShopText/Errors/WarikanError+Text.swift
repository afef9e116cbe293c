import ShopCore
import Warikan

extension WarikanError: TwoLanguages {
    /// `固定額を足すと150円になり、合計100円を超えています`.
    public var japanese: String {
        switch self {
        case .peopleOutOfRange(let people):
            return "人数 \(people) は 1〜\(Warikan.maximumPeople) の範囲外です"
        case .invalidWeight(let text, let person):
            return "\(SplitText.name(person, in: .japanese))の比率\(Quoting.japanese(text))は正の数ではありません。0より大きい数を指定してください"
        case .emptyName(let text):
            return "\(Quoting.japanese(text))には名前がありません。NAME、NAME:WEIGHT、NAME=AMOUNT のいずれかの形で指定してください"
        case .malformedPerson(let text):
            return "\(Quoting.japanese(text))は NAME、NAME:WEIGHT、NAME=AMOUNT のいずれの形でもありません。名前に : や = は使えません"
        case .unsafeCharacter(let name, let scalar):
            return "名前\(Quoting.japanese(name))に制御文字（\(DisplayText.codePoint(scalar))）が含まれています"
        case .duplicateName(let name):
            return "名前\(Quoting.japanese(name))が2回出てきます。別々の名前にしてください"
        case .sameNameWrittenTwice(let first, let second, let name):
            return "名前\(Quoting.japanese(first))と\(Quoting.japanese(second))はどちらも\(Quoting.japanese(name))と読みます。別々の名前にしてください"
        case .namesDifferOnlyInCase(let first, let second):
            return "\(Quoting.japanese(first))と\(Quoting.japanese(second))は大文字と小文字が違うだけです。同じ人の名前はどこでも同じ書き方にしてください"
        case .unknownMode(let text):
            return "\(Quoting.japanese(text))という割り勘の方法はありません。absorb（幹事負担）、up（切り上げ）、spread（端数配分）のどれかを指定してください"
        case .unknownOrganizer(let name):
            return "幹事\(Quoting.japanese(name))は参加者の中にいません"
        case .fixedOrganizer(let name):
            return "幹事\(Quoting.japanese(name))に固定額は指定できません。幹事は残りを分担します"
        case .fixedExceedTotal(let fixed, let total):
            return "固定額を足すと\(fixed.text(in: .japanese))になり、合計\(total.text(in: .japanese))を超えています"
        case .fixedDoNotAddUp(let fixed, let total):
            return "全員が固定額ですが、足すと\(fixed.text(in: .japanese))になり、合計\(total.text(in: .japanese))と合いません"
        case .notPayable(let money):
            let currency = money.currency
            return
                "\(Quoting.japanese(money.machineText))は \(currency.code) の最小単位（\(currency.minorUnitText)）で払える金額ではありません"
        case .tooLargeToSplit(let total):
            return
                "\(total.text(in: .japanese))をこの条件で割り勘すると38桁を超え、正確に計算できません。単位をもっと単純にするか、比率の小数を減らしてください"
        case .money(let error):
            return error.text(in: .japanese)
        case .whoPays(let given) where given.isEmpty:
            return "誰が払うかが指定されていません。人数、比率、名前のどれかを指定してください"
        case .whoPays(let given):
            return "誰が払うかの指定（\(given.map(Self.japanese).joined(separator: "と"))）がぶつかっています。1つにしてください"
        case .chargeNeedsCart(let charge, .bill):
            return "\(Self.japanese(charge))は明細には加えられません。明細には明細自身の料金が書かれています"
        case .chargeNeedsCart(let charge, _):
            return "\(Self.japanese(charge))はカートの明細にだけ加えられます"
        case .tipBaseWithoutTip:
            return "チップがないのに、チップの計算の元が指定されています"
        }
    }
}

extension WarikanError {
    /// A way of saying who pays, in Japanese: `人数`.
    static func japanese(_ way: Warikan.WhoPays) -> String {
        switch way {
        case .headCount: return "人数"
        case .weights: return "比率"
        case .names: return "名前"
        case .bill: return "明細"
        case .cart: return "カート"
        }
    }

    /// A charge added apart, in Japanese: `サービス料`.
    static func japanese(_ charge: Warikan.AddedCharge) -> String {
        switch charge {
        case .service: return "サービス料"
        case .tax: return "税"
        case .tip: return "チップ"
        case .tipBase: return "チップの計算の元"
        case .cover: return "お通し代"
        }
    }
}
