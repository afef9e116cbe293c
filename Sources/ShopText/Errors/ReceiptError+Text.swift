import ShopCore
import Tax

extension ReceiptError: TwoLanguages {
    /// `商品「牛乳」に価格がありません`.
    public var japanese: String {
        switch self {
        case .file(let error):
            return error.japanese
        case .cannotRead(let path, let reason):
            return "\(Quoting.quoted(path, in: .japanese, limit: nil))を読めません: \(SystemReason.text(reason, in: .japanese))"
        case .noPrice(let label):
            return "商品\(Quoting.japanese(label))に価格がありません"
        case .notARate(let text):
            return "\(Quoting.japanese(text))は税率ではありません。8%、10%、※ のように書いてください"
        case .noRate(let label):
            return "商品\(Quoting.japanese(label))に税率がありません。価格の後に 8%、10%、※ のように書いてください"
        case .notAnAmount(_, let reason):
            return reason.text(in: .japanese)
        case .notAQuantity(let text):
            return "\(Quoting.japanese(text))は数量ではありません。x2、×2、2点 のように書いてください（1〜\(PrintedReceipt.maximumItems)）"
        case .discountWithoutItem:
            return "値引きの上に商品がありません。税率ごとの値引きなら 値引 8% -50 のように税率を書いてください"
        case .discountTooLarge(let text):
            return "値引き\(Quoting.japanese(text))が、値引きする額より大きくなっています"
        case .taxWithoutRate:
            return "消費税の行に税率がなく、その上に税率ごとの対象額もありません"
        case .printedTwice(let figure):
            return "\(ReceiptCheckText.figureName(figure, in: .japanese))が2回印字されています"
        case .unknownWord(let word):
            return "\(Quoting.japanese(word))はレシートの行ではありません。商品（名前と価格）、値引、8%対象、内消費税、消費税、小計、合計、お預り、お釣り、"
                + "または item、discount、taxable、tax、total、tendered、change、basis のどれかです"
        case .unknownBasis(let word):
            return "\(Quoting.japanese(word))は税の扱いではありません。excluded（外税）か included（内税）です"
        case .unexpected(let word):
            return "行の終わりに余分な\(Quoting.japanese(word))があります"
        case .empty:
            return "レシートに商品も金額もありません"
        case .tooManyItems(let count):
            return "レシートの商品が \(count) 件を超えています"
        case .mixedBases:
            return "レシートのファイルは外税か内税のどちらか一方です。このレシートには外税の行と内税の行があります"
        }
    }
}
