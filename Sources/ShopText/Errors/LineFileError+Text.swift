import ShopCore

extension LineFileError: TwoLanguages {
    /// `テキストが UTF-8 ではありません。Shift_JIS のようです。UTF-8 で保存してください`.
    public var japanese: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            return "ファイルが \(bytes) バイトあり、\(limit >> 20) MB を超えています"
        case .lineTooLong(_, let bytes, let limit):
            return "行が \(bytes) バイトあり、\(limit) バイトを超えています"
        case .notUTF8(_, let encoding):
            let what: String
            switch encoding {
            case .shiftJIS: what = "Shift_JIS のようです。UTF-8 で保存してください"
            case .eucJP: what = "EUC-JP のようです。UTF-8 で保存してください"
            case .utf16(true): what = "UTF-16（BOM 付き）のようです。UTF-8 で保存してください"
            case .utf16(false): what = "UTF-16（BOM なし）のようです。UTF-8 で保存してください"
            case .binary: what = "テキストではなくバイナリファイルのようです"
            case .other: what = "UTF-8 で保存してください"
            }
            return "テキストが UTF-8 ではありません。\(what)"
        }
    }
}

extension SourceLocation: TwoLanguages {
    /// `trip.txt:17:8` as in English; with no file `17行8列目`, `17行目`.
    public var japanese: String {
        guard file == nil, let line else { return description }
        return column.map { "\(line)行\($0)列目" } ?? "\(line)行目"
    }
}
