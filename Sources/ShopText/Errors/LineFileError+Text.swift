import Points
import Settle
import ShopCore
import Warikan

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

/// The words of an error at a chain of places, outermost first, as hledger writes them:
/// `trip.txt:17: in izakaya.bill:12:8: "Nobody" is not one of the people`;
/// in Japanese `trip.txt:17: izakaya.bill:12:8 の中: 「Nobody」は参加者ではありません`.
public enum LocatedText {
    /// `words` after the places.
    public static func text(_ places: [SourceLocation], _ words: String, in language: Language) -> String {
        let prefix = prefix(places, in: language)
        return prefix.isEmpty ? words : prefix + ": " + words
    }

    /// The places alone: `trip.txt:17: in izakaya.bill:12:8` (empty when none is known).
    public static func prefix(_ places: [SourceLocation], in language: Language) -> String {
        let shown = places.map { $0.text(in: language) }.filter { !$0.isEmpty }
        guard let first = shown.first else { return "" }
        let inner = shown.dropFirst()
        switch language {
        case .english: return ([first] + inner.map { "in " + $0 }).joined(separator: ": ")
        case .japanese: return ([first] + inner.map { $0 + " の中" }).joined(separator: ": ")
        }
    }

    /// The places an error of a line file is at, outermost first, and the error they lead to
    /// (a group's or a bill's own case), for a caller that words the innermost error itself.
    public static func places(of error: any Error) -> (places: [SourceLocation], inner: any Error) {
        switch error {
        case SettleError.at(let location, .bill(let inner)):
            let (places, innermost) = Self.places(of: inner)
            return ([location] + places, innermost)
        case SettleError.at(let location, let inner): return ([location], inner)
        case BillError.at(let location, let inner): return ([location], inner)
        case PointsError.at(let location, let inner): return ([location], inner)
        default: return ([], error)
        }
    }
}
