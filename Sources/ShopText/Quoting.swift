import ShopCore

/// Values quoted inside messages, the way each language quotes them.
///
/// English: `"abc"` (double quotes); Japanese: `「abc」` (かぎかっこ). Either
/// way control characters are escaped (`\n`, `\u001b`) so a message stays on
/// one line and cannot drive the terminal, and text longer than 64
/// characters is cut and marked `…`, so a pasted page does not flood the
/// screen. Paths are never cut (`limit: nil`).
public enum Quoting {
    /// `text` quoted for `language`.
    public static func quoted(_ text: String, in language: Language, limit: Int? = 64) -> String {
        let english = ShopCore.quoted(text, limit: limit)
        switch language {
        case .english: return english
        case .japanese: return "「" + String(english.dropFirst().dropLast()) + "」"
        }
    }
}
