/// A text a person reads, in English and in Japanese, side by side.
///
/// Both are required, so a text without its translation does not compile,
/// and ``callAsFunction(_:)`` chooses by an exhaustive `switch`: a third
/// ``Language`` is a compile error here, never a silent fallback to one of
/// the two.
///
/// ```swift
/// let title = Bilingual("total", "合計")
/// title(.english)    // total
/// title(.japanese)   // 合計
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

    /// The text in `language`.
    public func callAsFunction(_ language: Language) -> String {
        switch language {
        case .english: return english
        case .japanese: return japanese
        }
    }
}
