import ShopCore
import ShopText
import Testing

/// The line a located error shows: a gutter with the line's number, the line as safe text, and a
/// caret as wide as the word is on a terminal, the same in either language.
@Suite struct LocatedTextTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String, excerpt: SourceExcerpt, shown: [String]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "a word", excerpt: SourceExcerpt(line: 3, text: "dinner 12,8OO paid by Ren", column: 8, length: 6),
            shown: ["  3 | dinner 12,8OO paid by Ren", "    |        ^^^^^^"]),
        Row(
            name: "wide characters before and in the word",
            excerpt: SourceExcerpt(line: 2, text: "刺身 ３２OO", column: 4, length: 4),
            shown: ["  2 | 刺身 ３２OO", "    |      ^^^^^^"]),
        Row(
            name: "a tab and an escape, escaped",
            excerpt: SourceExcerpt(line: 7, text: "beer\t6\u{1B}[2J for A", column: 6, length: 6),
            shown: [#"  7 | beer\t6\u001b[2J for A"#, "    |       ^^^^^^^^^^^"]),
        Row(
            name: "a bidirectional override, escaped",
            excerpt: SourceExcerpt(line: 1, text: "people A\u{202E}B", column: 8, length: 3),
            shown: [#"  1 | people A\u202eB"#, "    |        ^^^^^^^^"]),
        Row(
            name: "quotes and backslashes as written",
            excerpt: SourceExcerpt(line: 1, text: #"a "b" \c"#, column: 3, length: 3),
            shown: [#"  1 | a "b" \c"#, "    |   ^^^"]),
        Row(
            name: "past the end of the line", excerpt: SourceExcerpt(line: 12, text: "taxi 3200", column: 10, length: 1),
            shown: ["  12 | taxi 3200", "     |          ^"]),
    ]

    @Test(arguments: rows)
    func theLineAndTheCaret(_ row: Row) {
        #expect(LocatedText.excerpt(row.excerpt) == row.shown)
    }

    @Test func thePlacesInEitherLanguage() {
        let places = [SourceLocation(file: "trip.txt", line: 17), SourceLocation(file: "izakaya.bill", line: 12, column: 8)]
        #expect(LocatedText.prefix(places, in: .english) == "trip.txt:17: in izakaya.bill:12:8")
        #expect(LocatedText.prefix(places, in: .japanese) == "trip.txt:17: izakaya.bill:12:8 の中")
        #expect(LocatedText.prefix([SourceLocation(line: 3, column: 2)], in: .japanese) == "3行2列目")
        #expect(LocatedText.text([], "words", in: .japanese) == "words")
    }

    @Test func aLocatedErrorReadsInBothLanguages() {
        let error = LocatedError(
            ShopCoreError.notAnAmount("12,8OO", reason: nil), at: [SourceLocation(file: "t.txt", line: 3, column: 8)])
        #expect(error.text(in: .english) == #"t.txt:3:8: "12,8OO" is not an amount"#)
        #expect(error.text(in: .japanese) == "t.txt:3:8: 「12,8OO」は金額ではありません")
        #expect(ErrorWords.message(error, in: .japanese) == "t.txt:3:8: 「12,8OO」は金額ではありません")
        // A failure of any type, as the command line words a calculator's: its places, then its words.
        let any = LocatedError<any Error>(error.failure, at: error.places)
        #expect(ErrorWords.message(any, in: .japanese) == "t.txt:3:8: 「12,8OO」は金額ではありません")
    }
}
