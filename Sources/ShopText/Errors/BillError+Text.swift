import ShopCore
import Warikan

extension BillError: TwoLanguages {
    /// `3行目: 金額（500、¥1,200、1980*3）が必要です。「10%」は使えません`.
    public var japanese: String {
        switch self {
        case .file(let error):
            return error.japanese
        case .cannotRead(let error):
            return "明細\(Quoting.japanese(error.path))を読めません: \(SystemReason.text(error.reason, in: .japanese))"
        case .expected(let expected, let found):
            let what: String
            switch expected {
            case .item: what = "品目（LABEL AMOUNT [×QTY] [for NAME[:WEIGHT] …]）"
            case .amount: what = "金額（500、¥1,200、1980*3。パーセントは不可）"
            case .rateOrAmount: what = "パーセント（10%）か金額"
            case .names: what = "1人以上の名前"
            case .name: what = "名前1つ"
            case .currency: what = "通貨コード"
            case .chargeOption: what = "「included」（込み）、チップなら「of subtotal」か「of total」"
            case .end: what = "行の終わり"
            }
            return found.isEmpty ? "\(what)が必要です" : "\(what)が必要ですが、\(Quoting.japanese(found))があります"
        case .notAnAmount(let text):
            return "\(Quoting.japanese(text))は金額ではありません"
        case .invalidQuantity(let text):
            return "数量\(Quoting.japanese(text))は 1〜\(Warikan.Bill.maximumQuantity) の整数ではありません"
        case .invalidRate(let text):
            return "率\(Quoting.japanese(text))は 0〜100 のパーセント（小数4桁まで）ではありません"
        case .repeated(let word):
            return "\(Quoting.japanese(word))が2回以上あります"
        case .noPeople:
            return "参加者がいません。まず people Aki Ren Sora のように参加者を書いてください"
        case .unknownPerson(let name):
            return "\(Quoting.japanese(name))は参加者ではありません。people の行に加えてください"
        case .listedTwice(let name):
            return "\(Quoting.japanese(name))が2回書かれています"
        case .keywordAsName(let name):
            return "\(Quoting.japanese(name))は明細のキーワードで、名前には使えません"
        case .invalidLabel(let label):
            return "名目\(Quoting.japanese(label))が空か、制御文字を含んでいます"
        case .tooManyLines(let count):
            return "品目と料金が \(count) 行あり、上限の \(Warikan.Bill.maximumLines) 行を超えています"
        case .tooManyPeople(let count):
            return "参加者が \(count) 人いて、1つの明細の上限（\(Warikan.Bill.maximumPeople) 人）を超えています"
        case .split(let error):
            return error.japanese
        }
    }
}
