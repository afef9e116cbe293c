import Cart
import ShopCore
import ShopFiles

extension CartError: TwoLanguages {
    /// `カートファイル「cart.jsonl」を読めません。3行目が壊れています。ファイルはそのままです`.
    public var japanese: String {
        switch self {
        case .money(let error):
            return error.text(in: .japanese)
        case .quantityOutOfRange(let quantity):
            return "数量 \(quantity) は 1〜\(Cart.Item.maximumQuantity) の範囲外です"
        case .labelTooLong(let length):
            return "ラベルが\(length)文字あります。\(Cart.Item.maximumLabelLength)文字以内にしてください"
        case .unsafeCharacter(let label, let scalar):
            return "ラベル\(Quoting.japanese(label))に制御文字（\(DisplayText.codePoint(scalar))）が含まれています"
        case .totalTooLarge:
            return "カートの合計が\(Bounds.maximumAmountText)に達し、正確に計算できる範囲を超えます"
        case .notPayable(let lineTotal):
            let currency = lineTotal.currency
            return "\(lineTotal.text(in: .japanese))は \(currency.code) の最小単位（\(currency.minorUnitText)）で払える金額ではありません。"
                + "カートの各行は支払える金額にしてください"
        case .noSuchItem(let number, let count):
            switch count {
            case 0: return "\(number)番の商品はありません。カートは空です"
            case 1: return "\(number)番の商品はありません。カートの商品は1件だけです"
            default: return "\(number)番の商品はありません。カートの商品は1〜\(count)番です"
            }
        case .noSuchOffset(let offset, let count):
            switch count {
            case ...0: return "位置\(offset)に商品はありません。カートは空です"
            case 1: return "位置\(offset)に商品はありません。カートの商品は位置0の1件だけです"
            default: return "位置\(offset)に商品はありません。カートの商品は位置0〜\(count &- 1)です"
            }
        case .tooManyOffsets(let count):
            return "\(count)か所の削除は一度にはできません。分けて削除してください"
        case .itemCurrency(let item, let cart):
            return "商品の通貨（\(item.code)）がカートの通貨（\(cart.code)）と違います"
        case .duplicateItem(let id):
            return "この商品（ID \(id.uuidString)）はすでにカートにあります"
        case .tax(let error):
            return error.text(in: .japanese)
        case .invalidSharerName(let name):
            return "名前\(Quoting.japanese(name))は使えません。, や : を含まない1〜\(Cart.Sharer.maximumNameLength)文字にしてください"
        case .invalidWeight(let name, let weight):
            return "\(Quoting.japanese(name))の比率\(Quoting.japanese(weight))は 0 より大きく 1,000,000 以下の数ではありません"
        case .repeatedSharer(let name):
            return "\(Quoting.japanese(name))が2回指定されています"
        case .fewerPeopleThanNamed(let count, let named):
            return "人数は\(count)人ですが、\(named.count)人の名前があります: " + named.map { Quoting.japanese($0) }.joined(separator: "、")
        case .invalidBudget(let budget):
            return "予算\(budget.text(in: .japanese))は0より大きい支払える金額ではありません"
        case .overBudget(let budget, let over):
            return "予算\(budget.text(in: .japanese))を\(over.text(in: .japanese))超えるため、追加しませんでした"
        case .nothingToUndo:
            return "取り消せる操作がありません"
        case .staleClearRequest:
            return "確認のあとでカートが変わりました。もう一度やり直してください"
        case .unreadable(let path, let damage):
            return "カートファイル\(Self.quoted(path))を読めません。\(damage.japanese)。ファイルはそのままです"
        case .nothingToRepair(let path):
            return "カートファイル\(Self.quoted(path))は問題なく読めます。修復するものはありません"
        case .currencyMismatch(let path, let file, let requested):
            return "カートファイル\(Self.quoted(path))の通貨は \(requested.code) ではなく \(file.code) です"
        case .file(let error):
            return error.japanese(file: "カートファイル", path: "カートのパス")
        }
    }

    /// A path in 「」, never cut.
    fileprivate static func quoted(_ path: String) -> String {
        Quoting.japanese(path, limit: nil)
    }
}

extension CartError.Damage {
    /// `3行目のチェックサムが合いません`: what is wrong with the file, in Japanese.
    public var japanese: String {
        switch self {
        case .empty: return "ファイルが空です"
        case .notACart: return "shoptools のカートではありません"
        case .newerFormat(let found, let reads):
            return "ファイル形式のバージョン\(found)は新しすぎます（この shoptools が読めるのはバージョン\(reads)までです）"
        case .unknownCurrency: return "1行目（ヘッダー）の通貨がわかりません"
        case .notAChange(let line): return "\(line)行目が壊れています"
        case .lineTooLong(let line): return "\(line)行目が長すぎます"
        case .checksum(let line): return "\(line)行目のチェックサムが合いません"
        case .doesNotAddUp(let line): return "\(line)行目に記録された点数と合計が計算と合いません"
        case .change(let line, let error): return "\(line)行目の変更をカートに適用できません（\(error.text(in: .japanese))）"
        case .shortened: return "ファイルが最後の変更より短くなっています（行が消されています）"
        }
    }
}
