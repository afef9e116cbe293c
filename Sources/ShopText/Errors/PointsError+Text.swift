import Points
import ShopCore

extension PointsError: TwoLanguages {
    /// `ポイントの還元率「-1%」が 0 より大きくありません`.
    public var japanese: String {
        switch self {
        case .file(let error):
            return error.japanese
        case .cannotRead(let path, let reason):
            return "\(Quoting.quoted(path, in: .japanese, limit: nil))を読めません: \(SystemReason.text(reason, in: .japanese))"
        case .repeatedName(let name):
            return "ポイントの名前\(Quoting.japanese(name))が2つあります"
        case .missingRate(let rule):
            return "ポイントのルール\(Quoting.japanese(rule))に還元率がありません。1%、0.5%、1/200 のように先頭に書いてください"
        case .notARate(let text):
            return "\(Quoting.japanese(text))は還元率ではありません。1%、0.5%、1/200（200円ごとに1ポイント）のように書いてください"
        case .rateNotPositive(let text):
            return "ポイントの還元率\(Quoting.japanese(text))が 0 より大きくありません"
        case .unknownPart(let text):
            return "\(Quoting.japanese(text))はポイントのルールに使えません。base=、per=、step=、round=、cap=、value=、name= が使えます"
        case .repeatedKey(let key):
            return "ポイントのルールに\(Quoting.japanese(key))が2回あります"
        case .unknownBase(let text):
            return "\(Quoting.japanese(text))はポイントの対象ではありません。paid（支払額）、incl（税込）、excl（税抜）のどれかです"
        case .unknownGranularity(let text):
            return "\(Quoting.japanese(text))はポイントの数え方ではありません。item（商品ごと）、order（注文ごと）、payment（決済ごと）のどれかです"
        case .stepNotPositive(let text):
            return "付与単位\(Quoting.japanese(text))が 0 より大きい金額ではありません（step=100 で100円ごと）"
        case .capNotWhole(let text):
            return "上限\(Quoting.japanese(text))が 1 以上の整数のポイントではありません"
        case .valueNotPositive(let text):
            return "1ポイントの価値\(Quoting.japanese(text))が 0 より大きい金額ではありません"
        case .badName(let text):
            return "\(Quoting.japanese(text))はポイントの名前に使えません"
        case .money(let error):
            return error.japanese
        case .tax(let error):
            return error.japanese
        case .pointsSpentExceedTotal(let spent, let total):
            return "使うポイント（\(spent.text(in: .japanese))）が合計（\(total.text(in: .japanese))）を超えています"
        case .pointsSpentNotPayable(let spent):
            return "使うポイント（\(spent.text(in: .japanese))）が \(spent.currency.code) で払える金額ではありません"
        case .noItems:
            return "ポイントを数える商品がありません"
        }
    }
}
