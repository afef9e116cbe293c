import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension LocatedError: TwoLanguages where Failure: TwoLanguages {
    /// `trip.txt:17: izakaya.bill:12:8 の中: 「Nobody」は参加者ではありません`.
    public var japanese: String { LocatedText.text(places, failure.japanese, in: .japanese) }
}

extension LocatedError: LocalizedError where Failure: TwoLanguages {
    /// ``TwoLanguages/text(in:)`` in ``Language/current``: the language chosen by the code running now, the app or the system.
    public var errorDescription: String? { text(in: .current) }
}

/// The words of an error at a chain of places, outermost first, as hledger writes them:
/// `trip.txt:17: in izakaya.bill:12:8: "Nobody" is not one of the people`;
/// in Japanese `trip.txt:17: izakaya.bill:12:8 の中: 「Nobody」は参加者ではありません`;
/// and the line it is on, with a caret under the word (``excerpt(_:)``).
public enum LocatedText {
    /// `words` after the places.
    /// - Parameters:
    ///   - places: where, outermost first (``/ShopCore/LocatedError/places``).
    ///   - words: the failure's words in `language`.
    ///   - language: the reader's language.
    /// - Returns: the one-line message.
    public static func text(_ places: [SourceLocation], _ words: String, in language: Language) -> String {
        let prefix = prefix(places, in: language)
        return prefix.isEmpty ? words : prefix + ": " + words
    }

    /// The places alone: `trip.txt:17: in izakaya.bill:12:8` (empty when none is known).
    /// - Parameters:
    ///   - places: where, outermost first.
    ///   - language: the reader's language.
    /// - Returns: the places as a message writes them before its words.
    public static func prefix(_ places: [SourceLocation], in language: Language) -> String {
        switch language {
        case .english: return SourceLocation.chain(places)
        case .japanese:
            let shown = places.map { $0.text(in: language) }.filter { !$0.isEmpty }
            guard let first = shown.first else { return "" }
            return ([first] + shown.dropFirst().map { $0 + " の中" }).joined(separator: ": ")
        }
    }

    /// The line an error is on and a caret under the part it is about, as hledger shows them.
    ///
    /// The same in either language:
    ///
    /// ```
    ///   3 | dinner 12,8OO paid by Ren
    ///     |        ^^^^^^
    /// ```
    ///
    /// The caret is as wide as the part is on a terminal (a wide character such as `刺` takes two
    /// columns: ``/ShopCore/DisplayText/columns(_:)``). Characters that would drive a terminal (a
    /// tab, an escape, a bidirectional override) are written as messages write them in quotes (`\t`,
    /// `\u001b`), and the caret counts those escapes.
    /// - Parameter excerpt: the line and the part to mark.
    /// - Returns: the two lines, without line breaks.
    public static func excerpt(_ excerpt: SourceExcerpt) -> [String] {
        let number = String(excerpt.line)
        let before = DisplayText.escaped(String(excerpt.before))
        let marked = DisplayText.escaped(String(excerpt.marked))
        let text = before + marked + DisplayText.escaped(String(excerpt.text.dropFirst(excerpt.column - 1 + excerpt.length)))
        let carets = String(repeating: "^", count: max(1, DisplayText.columns(marked)))
        return [
            "  \(number) | \(text)",
            "  \(String(repeating: " ", count: number.count)) | \(String(repeating: " ", count: DisplayText.columns(before)))\(carets)",
        ]
    }
}
