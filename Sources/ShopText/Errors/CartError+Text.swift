import Cart
import ShopCore

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
        case .notAFilePath(let path):
            if path.isEmpty { return "カートのパスが空です。ファイルのパスを指定してください" }
            if path.utf8.contains(0) { return "カートのパス\(Self.quoted(path))にNUL文字が含まれています" }
            return "カートのパス\(Self.quoted(path))はファイルではなくフォルダを指しています"
        case .notARegularFile(let path, let kind):
            return "カートファイル\(Self.quoted(path))は通常のファイルではなく、\(kind.japanese)です"
        case .readOnly(let path):
            return "\(Self.quoted(path))は読み取り専用です。ファイルはそのままです"
        case .cannotWriteInFolder(let path, let folder):
            return "フォルダ\(Self.quoted(folder))に書き込めません（\(Self.quoted(path))のため）。何も変更していません"
        case .io(let path, let operation, let reason):
            return "\(operation.japanese(cart: Self.quoted(path))): \(SystemReason.text(reason, in: .japanese))"
        }
    }

    /// A path in 「」, never cut.
    fileprivate static func quoted(_ path: String) -> String {
        Quoting.japanese(path, limit: nil)
    }
}

extension CartError.FileKind {
    /// `フォルダ`, `FIFO（名前付きパイプ）`: what the path names, in Japanese.
    public var japanese: String {
        switch self {
        case .directory: return "フォルダ"
        case .fifo: return "FIFO（名前付きパイプ）"
        case .socket: return "ソケット"
        case .characterDevice: return "キャラクタデバイス"
        case .blockDevice: return "ブロックデバイス"
        case .other: return "特殊なファイル"
        }
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

extension CartError.FileOperation {
    /// `カートファイル「cart.json」を開けません`: what could not be done, `cart` being the quoted cart path.
    fileprivate func japanese(cart: String) -> String {
        let quoted = CartError.quoted
        switch self {
        case .lookUp: return "カートファイル\(cart)を確認できません"
        case .open: return "カートファイル\(cart)を開けません"
        case .stat: return "カートファイル\(cart)の情報を取得できません"
        case .read: return "カートファイル\(cart)を読み込めません"
        case .write: return "カートファイル\(cart)に書き込めません"
        case .sync: return "カートファイル\(cart)をディスクに書き出せません"
        case .truncate: return "カートファイル\(cart)の途中で切れた最後の行を削除できません"
        case .openLock(let path): return "カートファイル\(cart)のロックファイル\(quoted(path))を開けません"
        case .lock(let path): return "カートファイル\(cart)のロックファイル\(quoted(path))をロックできません"
        case .createFolder(let path): return "カートファイル\(cart)のフォルダ\(quoted(path))を作成できません"
        case .openFolder(let path): return "カートファイル\(cart)のフォルダ\(quoted(path))を開けません"
        case .syncFolder(let path): return "カートファイル\(cart)のフォルダ\(quoted(path))をディスクに書き出せません"
        case .createTemporary(let path): return "カートファイル\(cart)の一時ファイル\(quoted(path))を作成できません"
        case .rename(let path): return "一時ファイル\(quoted(path))をカートファイル\(cart)に置き換えられません"
        case .keepAside(let path): return "壊れたカートファイル\(cart)を\(quoted(path))として残せません"
        }
    }
}
