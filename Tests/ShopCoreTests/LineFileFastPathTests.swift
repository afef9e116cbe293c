import Testing

@testable import ShopCore

/// The quicker ways a line file's words are read (scalar by scalar for lines such as `e4 €149.80 paid by
/// P29`, a first word alone, keywords told apart by their first byte and length) give what reading every
/// line character by character gives.
@Suite struct LineFileFastPathTests {
    /// Every scalar read scalar by scalar, in `ranges`.
    static let simpleScalars: [Unicode.Scalar] = (0x80...0xFFFF).compactMap { value in
        LineFile.isSimple(UInt32(value)) ? Unicode.Scalar(UInt32(value)) : nil
    }

    /// Each such scalar is a character of its own beside ASCII and beside itself, and white space only
    /// when it is the ideographic space: what lets a line of them be split without grapheme breaking.
    @Test func aSimpleScalarIsACharacterOfItsOwn() {
        #expect(Self.simpleScalars.count > 28_000)
        for scalar in Self.simpleScalars {
            let character = Character(scalar)
            #expect("a\(character)b".count == 3, "U+\(String(scalar.value, radix: 16))")
            #expect("\(character)\(character)".count == 2, "U+\(String(scalar.value, radix: 16))")
            #expect(" \(character)#".count == 3, "U+\(String(scalar.value, radix: 16))")
            #expect(character.isWhitespace == (scalar.value == 0x3000), "U+\(String(scalar.value, radix: 16))")
        }
    }

    /// A line of them has the words and columns of the line read character by character.
    @Test func aLineOfSimpleScalarsHasTheWordsOfOneReadByCharacters() throws {
        for scalar in Self.simpleScalars {
            let c = Character(scalar)
            let line = "x\t\(c)9.80 \(c)\(c)  \(c) a\(c)\u{3000}b #\(c) c"
            let bytes = ArraySlice(Array(line.utf8))
            #expect(LineFile.simpleWords(bytes) == LineFile.words(Substring(line)), "U+\(String(scalar.value, radix: 16))")
        }
        let lines = [
            "e4 €149.80 paid by P29", "夕食 ¥4,800 立替 アキ 対象 アキ、レン", "Ａki → Ren ３０００", "museum 30€ paid by Ren # « »",
        ]
        for line in lines {
            #expect(LineFile.simpleWords(ArraySlice(Array(line.utf8))) == LineFile.words(Substring(line)), "\(line)")
            #expect(try LineFile(text: line).lines[0].words == LineFile.words(Substring(line)))
        }
    }

    /// A combining mark, a space other than U+3000, an emoji or a flag is read character by character.
    @Test(arguments: ["e\u{301}", "a\u{A0}b", "a\u{2003}b", "🍜 900", "🇯🇵", "か\u{3099}", "ｶﾞ", "a\u{200D}b"])
    func anotherScalarIsReadByCharacters(_ line: String) throws {
        #expect(LineFile.simpleWords(ArraySlice(Array(line.utf8))) == nil)
        #expect(try LineFile(text: line).lines[0].words == LineFile.words(Substring(line)))
    }

    /// A first word taken alone is the first word of the whole line, or none is taken.
    @Test(arguments: [
        "e1 1000 paid by P1", "  \thotel 48000", "ramen", "ramen ", "ramen €9", "ramen  €9", "e4 \u{301}x 1",
        "e4\u{301} 1", "e4 €1", "e4 🍜", "e4 か\u{3099}", "ab#c d", "#x", "a#", "é 5", "\u{3000}x", "x\u{3000}y", "^k3f9 ramen",
        "x\r5",
    ])
    func aFirstWordAloneIsTheLinesFirstWord(_ line: String) throws {
        let bytes = Array(line.utf8)
        guard let first = LineFile.leadingWord(bytes[...]) else { return }
        let words = LineFile.words(Substring(line))
        #expect(String(decoding: first, as: UTF8.self) == words.first?.text)
    }

    @Test func aFirstWordIsTakenWhereItCanBe() {
        #expect(LineFile.leadingWord(Array("e1 1000".utf8)[...]).map { Array($0) } == Array("e1".utf8))
        #expect(LineFile.leadingWord(Array("e4 €1".utf8)[...]).map { Array($0) } == Array("e4".utf8))
        #expect(LineFile.leadingWord(Array("e4 🍜".utf8)[...]) == nil)
        #expect(LineFile.leadingWord(Array("e4 \u{301}".utf8)[...]) == nil)
        #expect(LineFile.leadingWord(Array("# note".utf8)[...]) == nil)
        #expect(LineFile.leadingWord(Array("   ".utf8)[...]) == nil)
    }

    /// Scanning with lines skipped gives the same numbers, the lines not skipped as they are, and the same
    /// errors; a line with no words is never given.
    @Test func aScanThatSkipsLinesGivesTheOthersAsTheyAre() throws {
        let text = "people Aki Ren\n\n# note\ne1 100 paid by Aki\r\n  e2 🍜 paid by Ren\nrate EUR 160\n夕食 900 立替 Aki\nlast"
        let bytes = Array(text.utf8)
        var all = try LineFile.Scanner(bytes: bytes)
        var lines: [LineFile.Line] = []
        while let line = try all.next() { lines.append(line) }
        for skipped in ["", "e1", "e2", "last"] {
            var scanner = try LineFile.Scanner(bytes: bytes)
            var read: [(Int, LineFile.Line?)] = []
            while let next = try scanner.next(splittingUnless: { String(decoding: $0, as: UTF8.self) == skipped }) {
                read.append(next)
            }
            #expect(read.map(\.0) == lines.map(\.number))
            for ((number, line), whole) in zip(read, lines) {
                // Line 5's first word is followed by `🍜`: it is split whatever its first word.
                if whole.words[0].text == skipped && number != 5 {
                    #expect(line == nil)
                } else {
                    #expect(line == whole)
                }
            }
        }
        var long = try LineFile.Scanner(bytes: Array(("x " + String(repeating: "y", count: 5000)).utf8))
        #expect(throws: LineFileError.self) { _ = try long.next(splittingUnless: { _ in true }) }
    }

    /// A keyword table tells a word apart by its first byte and length before comparing it, with the same
    /// answers.
    @Test func keywordsToldApartByFirstByteAndLengthAreTheSame() {
        let keywords = Keywords<Int>([["people", "参加者", "->"]: 1, ["by"]: 2])
        let cases: [(String, Int?)] = [
            ("people", 1), ("PEOPLE", 1), ("ｐｅｏｐｌｅ", 1), ("参加者", 1), ("->", 1), ("by", 2), ("BY", 2),
            ("peoplf", nil), ("p", nil), ("", nil), ("bx", nil), ("参加", nil), ("e1", nil), ("xeople", nil),
            (String(repeating: "p", count: 70), nil),
        ]
        for (word, meaning) in cases { #expect(keywords(word) == meaning, "\(word)") }
    }
}
