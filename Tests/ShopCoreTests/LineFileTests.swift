import Testing

@testable import ShopCore

/// The one reader of line files: words and their columns, comments, limits, and text that is not UTF-8.
@Suite struct LineFileTests {
    @Test func wordsCarryTheirColumns() throws {
        let file = try LineFile(text: "people Aki Ren\n\n  beer 600 ×2   # two rounds\n刺身 1280\n# only a comment\n")
        #expect(file.lines.map(\.number) == [1, 3, 4])
        #expect(file.lines[1].words == [.init("beer", column: 3), .init("600", column: 8), .init("×2", column: 12)])
        // A character is one column, wide or not.
        #expect(file.lines[2].words == [.init("刺身", column: 1), .init("1280", column: 4)])
    }

    @Test func aByteOrderMarkAndCarriageReturnsAreNotText() throws {
        let file = try LineFile(bytes: [0xEF, 0xBB, 0xBF] + Array("people A\r\nx 5 paid by A\r\n".utf8), name: "trip.txt")
        #expect(file.lines.map(\.texts) == [["people", "A"], ["x", "5", "paid", "by", "A"]])
        #expect(file.lines[0].words[0].column == 1)
    }

    /// Lines end at `\n` as editors and `wc -l` count them: a lone `\r` once made line 7 of a 6-line
    /// file (found by the `group` fuzz target, `Fuzz/corpus/group/finding-lone-carriage-return.txt`).
    @Test func aLoneCarriageReturnIsWhiteSpaceNotALineBreak() throws {
        let file = try LineFile(text: "people A B\rC\nx 5 paid by A\u{2028}B\n")
        #expect(file.lines.map(\.number) == [1, 2])
        #expect(
            file.lines[0].words == [
                .init("people", column: 1), .init("A", column: 8), .init("B", column: 10), .init("C", column: 12),
            ])
    }

    /// A line of ASCII is read byte by byte: its white space (tab, vertical tab, form feed, a lone `\r`,
    /// space) and columns are the ones a line read character by character has (here made so by a last
    /// ideographic space, white space too).
    @Test func anASCIILineHasTheWordsAndColumnsOfOneReadByCharacters() throws {
        let ascii = "a\tbb\u{0B}c\u{0C}d\re  f#g h"
        let expected: [LineFile.Word] = [
            .init("a", column: 1), .init("bb", column: 3), .init("c", column: 6), .init("d", column: 8),
            .init("e", column: 10), .init("f", column: 13),
        ]
        #expect(try LineFile(text: ascii).lines[0].words == expected)
        #expect(try LineFile(text: "a\tbb\u{0B}c\u{0C}d\re  f\u{3000}#g h").lines[0].words == expected)
        #expect(try LineFile(text: "x 5 # é").lines[0].words == [.init("x", column: 1), .init("5", column: 3)])
        #expect(try LineFile(text: "x 5é").lines[0].words == [.init("x", column: 1), .init("5é", column: 3)])
    }

    @Test func aWordIsFoundByWhatAnErrorNames() throws {
        let line = try #require(try LineFile(text: "beer 600 ×0 for A,Zoe A").lines.first)
        #expect(line.column(of: "0") == 10)  // the `×0`, not the `600` before it
        #expect(line.column(of: "Zoe") == 17)
        #expect(line.column(of: "A") == 23)  // the last one: a name listed twice is the second
        #expect(line.column(of: "nothing") == nil)
        #expect(try LineFile(text: "", name: "t").location(of: "Zoe", on: line) == SourceLocation(file: "t", line: 1, column: 17))
    }

    @Test func locationsAreWrittenAsHledgerWritesThem() {
        #expect(SourceLocation(file: "trip.txt", line: 17, column: 8).description == "trip.txt:17:8")
        #expect(SourceLocation(file: "trip.txt", line: 17).description == "trip.txt:17")
        #expect(SourceLocation(file: "-").description == "-")
        #expect(SourceLocation(line: 3, column: 2).description == "line 3:2")
    }

    struct Encoding: Sendable, CustomTestStringConvertible {
        let name: String, bytes: [UInt8], line: Int, looksLike: LineFileError.Encoding
        var testDescription: String { name }
    }

    static let encodings: [Encoding] = [
        // `people 健太 美咲` as Excel saves it in Japan.
        .init(
            name: "Shift_JIS",
            bytes: Array("# trip\n".utf8) + [112, 101, 111, 112, 108, 101, 32, 140, 146, 145, 190, 32, 148, 252, 141, 231, 10],
            line: 2, looksLike: .shiftJIS),
        .init(name: "EUC-JP", bytes: [112, 101, 111, 112, 108, 101, 32, 183, 242, 194, 192, 10], line: 1, looksLike: .eucJP),
        .init(name: "UTF-16 with a mark", bytes: [0xFF, 0xFE, 112, 0, 101, 0], line: 1, looksLike: .utf16(byteOrderMark: true)),
        .init(
            name: "UTF-16 without a mark", bytes: [112, 0, 101, 0, 111, 0, 112, 0, 108, 0, 101, 0, 32, 0, 65, 0, 10, 0],
            line: 1, looksLike: .utf16(byteOrderMark: false)),
        .init(
            name: "a PNG image", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D], line: 1,
            looksLike: .binary),
        .init(name: "Latin-1", bytes: Array("people A\ncaf".utf8) + [0xE9, 32, 53, 10], line: 2, looksLike: .other),
    ]

    /// Text that is not UTF-8 is refused with its line and what it looks like, never read as `�`.
    @Test(arguments: encodings)
    func textThatIsNotUTF8IsNamed(_ row: Encoding) {
        #expect(throws: LineFileError.notUTF8(line: row.line, looksLike: row.looksLike)) {
            try LineFile(bytes: row.bytes, name: "trip.txt")
        }
    }

    @Test func overlongAndSurrogateSequencesAreNotUTF8() {
        #expect(throws: LineFileError.self) { try LineFile(bytes: [0xC0, 0xAF]) }
        #expect(throws: LineFileError.self) { try LineFile(bytes: [0xED, 0xA0, 0x80]) }
        #expect(throws: LineFileError.self) { try LineFile(bytes: [0xF4, 0x90, 0x80, 0x80]) }
        #expect((try? LineFile(bytes: Array("€ 𝄞 健太".utf8))) != nil)
    }

    @Test func theLimitsAreSixteenMegabytesAndFourKilobytesALine() {
        #expect(throws: LineFileError.lineTooLong(line: 2, bytes: 4097, limit: 4096)) {
            try LineFile(text: "people A\n" + String(repeating: "x", count: 4097))
        }
        #expect((try? LineFile(text: String(repeating: "x", count: 4096))) != nil)
        #expect(throws: LineFileError.tooLarge(bytes: LineFile.maximumBytes + 1, limit: LineFile.maximumBytes)) {
            try LineFile(bytes: [UInt8](repeating: 0x0A, count: LineFile.maximumBytes + 1))
        }
    }

    @Test func keywordsAreFoldedAndLowercased() {
        let keywords = Keywords<Int>([["people", "参加者"]: 1, ["joins"]: 2])
        #expect(keywords("PEOPLE") == 1)
        #expect(keywords("ｐｅｏｐｌｅ") == 1)
        #expect(keywords("参加者") == 1)
        #expect(keywords("joins") == 2)
        #expect(keywords("beer") == nil)
    }
}
