/// A value worded for people in both languages: English is its own
/// `description` (worded in its library), Japanese is worded in ShopText,
/// one `case` each, so a new case without Japanese words does not compile.
public protocol TwoLanguages: CustomStringConvertible {
    /// The Japanese words.
    var japanese: String { get }
}

extension TwoLanguages {
    /// The words for people reading `language`.
    public func text(in language: Language) -> String {
        switch language {
        case .english: return description
        case .japanese: return japanese
        }
    }
}
