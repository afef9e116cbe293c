import Cart
import ShopCore

extension CartError {
    /// The message for people reading `language`.
    ///
    /// English is ``description``, worded in Cart; Japanese is worded here,
    /// one `case` each, so a new case without Japanese words does not
    /// compile. Paths are quoted whole; a money error inside is worded by
    /// ``ShopCoreError/text(in:)``.
    ///
    /// The `reason` of ``unreadable(path:reason:)`` and ``io(path:reason:)``
    /// is free text from Cart and the system (`line 3 is not a cart change`,
    /// `No such file or directory`): it is shown as it is, inside Japanese
    /// words, since reading meaning back out of English text would break
    /// when the text changes.
    public func text(in language: Language) -> String {
        switch language {
        case .english: return description
        case .japanese: return japanese
        }
    }

    /// `カートファイル「cart.jsonl」を読めません（…）。ファイルはそのままです`.
    private var japanese: String {
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
            case 1: return "\(number)番の商品はありません。カートの商品は1点だけです"
            default: return "\(number)番の商品はありません。カートの商品は1〜\(count)番です"
            }
        case .nothingToUndo:
            return "取り消せる操作がありません"
        case .staleClearRequest:
            return "確認のあとでカートが変わりました。もう一度やり直してください"
        case .unreadable(let path, let reason):
            return "カートファイル\(Self.quoted(path))を読めません（\(reason)）。ファイルはそのままです"
        case .currencyMismatch(let path, let file, let requested):
            return "カートファイル\(Self.quoted(path))の通貨は \(requested.code) ではなく \(file.code) です"
        case .notAFilePath(let path):
            if path.isEmpty { return "カートのパスが空です。ファイルのパスを指定してください" }
            if path.utf8.contains(0) { return "カートのパス\(Self.quoted(path))にNUL文字が含まれています" }
            return "カートのパス\(Self.quoted(path))はファイルではなくフォルダを指しています"
        case .notARegularFile(let path, let kind):
            return "カートファイル\(Self.quoted(path))は通常のファイルではなく、\(kind.japanese)です"
        case .io(let path, let reason):
            return "カートファイル\(Self.quoted(path))を読み書きできません: \(reason)"
        }
    }

    /// A path in 「」, never cut.
    private static func quoted(_ path: String) -> String {
        Quoting.japanese(path, limit: nil)
    }
}

extension CartError.FileKind {
    /// `フォルダ`, `FIFO（名前付きパイプ）`: what the path names, in Japanese.
    fileprivate var japanese: String {
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
