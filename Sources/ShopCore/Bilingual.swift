/// A text a person reads, in English and in Japanese, side by side.
///
/// Both are required, so a text without its translation does not compile.
/// ShopText chooses one for a reader's `Language` (`title(.japanese)`) by an
/// exhaustive `switch`: a third language is a compile error there, never a
/// silent fallback to one of the two. The command-line machinery keeps an
/// option's help line as one.
///
/// ```swift
/// let title = Bilingual("total", "合計")
/// title.english      // total
/// title.japanese     // 合計
/// ```
public struct Bilingual: Sendable, Equatable {
    /// The English text.
    public let english: String
    /// The Japanese text.
    public let japanese: String

    /// A text given in both languages.
    public init(_ english: String, _ japanese: String) {
        self.english = english
        self.japanese = japanese
    }
}
