import Testing

/// One row of the error tables: an error, and the Japanese words it must read as.
struct ErrorTextCase: Sendable, CustomTestStringConvertible {
    /// What the row shows (`ShopCoreError.negative`).
    let name: String
    /// The error, as a library throws it.
    let error: any Error & CustomStringConvertible & Sendable
    /// Exactly what `text(in: .japanese)` must say.
    let japanese: String

    init(_ name: String, _ error: any Error & CustomStringConvertible & Sendable, _ japanese: String) {
        self.name = name
        self.error = error
        self.japanese = japanese
    }

    var testDescription: String { name }
}

/// Whether `text` has a kana or a kanji, so it is not an English text left untranslated.
func hasJapanese(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
        switch scalar.value {
        case 0x3040...0x30FF, 0x4E00...0x9FFF: return true
        default: return false
        }
    }
}
