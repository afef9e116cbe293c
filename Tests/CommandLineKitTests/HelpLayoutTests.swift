import ShopCore
import Testing

@testable import CommandLineKit

/// How help text is broken into lines of at most 80 columns, a wide character counting two.
@Suite struct HelpLayoutTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let first: String
        let lines: [String]
        var testDescription: String { String(text.prefix(24)) }
    }

    static let cases: [Case] = [
        // English breaks at a space, and the space goes.
        Case(
            text: String(repeating: "word ", count: 16) + "end", first: "",
            lines: [String(repeating: "word ", count: 15) + "word", "end"]),
        // Japanese breaks after a wide character: 40 kanji fill 80 columns.
        Case(
            text: String(repeating: "税", count: 41), first: "",
            lines: [String(repeating: "税", count: 40), "税"]),
        // Never before 、 or ）, so the character before them moves down with them.
        Case(
            text: String(repeating: "税", count: 40) + "、円", first: "",
            lines: [String(repeating: "税", count: 39), "税、円"]),
        // A full-width number and a number with its unit stay whole.
        Case(
            text: String(repeating: "あ", count: 38) + "９８００", first: "",
            lines: [String(repeating: "あ", count: 38), "９８００"]),
        Case(
            text: String(repeating: "a", count: 76) + " 60円", first: "",
            lines: [String(repeating: "a", count: 76), "60円"]),
        // JSON breaks after a comma before a quote.
        Case(
            text: "{" + String(repeating: #""k":"v","#, count: 12) + #""end":1}"#, first: "",
            lines: ["{" + String(repeating: #""k":"v","#, count: 9), String(repeating: #""k":"v","#, count: 3) + #""end":1}"#]),
    ]

    @Test(arguments: cases)
    func wrapsWithinTheWidth(_ row: Case) {
        let lines = HelpLayout.wrap(row.text, first: row.first)
        #expect(lines == row.lines)
        #expect(lines.allSatisfy { DisplayText.columns($0) <= HelpLayout.width })
    }

    @Test func anEntryPutsItsDescriptionAtTheColumnOrBelowALongTerm() {
        #expect(HelpLayout.entry(term: "--json", description: "one object", column: 10) == ["  --json  one object"])
        #expect(
            HelpLayout.entry(term: "--generate-completion-script SHELL", description: "a script", column: 10)
                == ["  --generate-completion-script SHELL", "          a script"])
        #expect(
            HelpLayout.entry(term: "-m", description: "absorb: a\nup: b", column: 6) == ["  -m  absorb: a", "      up: b"])
    }

    /// The one folding rule, as its documentation's table gives it.
    @Test func textFoldsAsItsTableSays() {
        #expect(TextFold.lines("after ¥80,246 (save ¥43,210)", width: 14) == ["after ¥80,246", "(save ¥43,210)"])
        #expect(TextFold.lines("6,860円（2,940円引き）", width: 10) == ["6,860円", "（2,940円", "引き）"])
        #expect(TextFold.lines("abcdefghij", width: 4, breakingLongWords: true) == ["abcd", "efgh", "ij"])
        #expect(TextFold.lines("abcdefghij", width: 4) == ["abcdefghij"])
    }

    /// Lines are cut where the standard library's split cuts them, carriage returns and all.
    @Test func linesAreCutAsSplitCutsThem() {
        let texts = [
            "", "\n", "\n\n", "a", "a\n", "\na", "a\n\nb", "税込\n  ¥1,100\n", "e\u{301}\nx", "a\r\nb\nc", "\r\n",
            "line one\nline two\n\n  line three", "（注）\n９８００円\n",
        ]
        for text in texts {
            #expect(HelpLayout.lines(of: text) == text.split(separator: "\n"), "\(text.debugDescription)")
        }
    }

    /// Text whose every scalar is a character alone is folded a scalar at a time; the lines are those of
    /// the rule a character at a time, on 3,000 texts of words (English, Japanese, full-width numbers,
    /// kinsoku punctuation, Latin letters, arrows), runs of spaces, commas before quotes and braces, and
    /// words wider than a line.
    @Test func textOfLoneScalarsFoldsAsTheRuleDoesACharacterAtATime() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        let words = [
            "a", "tax", ",\"k\"", ",{", ",[1]", "--rate", "PCT", "(10%)", "x,", String(repeating: "w", count: 23),
            "税込", "（2,940円引き）", "６０円", "９８００", "、", "ー", "「割り勘」", "café", "→", "¥9,800", "…",
            "ｶﾅ", "①", String(repeating: "割", count: 13),
        ]
        let indents = ["", " ", "    ", "  ・", "税 "]
        for _ in 0..<3_000 {
            var text = String(repeating: " ", count: next(3))
            for _ in 0..<next(14) {
                text += words[next(words.count)]
                text += String(repeating: " ", count: next(3))
            }
            let width = 1 + next(30), first = indents[next(indents.count)], rest = indents[next(indents.count)]
            for (spaces, breaking) in [(false, false), (true, false), (false, true)] {
                let folded = TextFold.scalarLines(
                    text, width: width, first: first, rest: rest, atSpacesOnly: spaces, breakingLongWords: breaking)
                let rule = TextFold.characterLines(
                    text, width: width, first: first, rest: rest, atSpacesOnly: spaces, breakingLongWords: breaking)
                #expect(folded != nil && folded == rule, "\(text.debugDescription) in \(width) columns")
            }
        }
        // A scalar that joins another, or takes no column, goes a character at a time.
        for text in ["e\u{301} tax", "ｶ\u{FF9E}", "か\u{3099}", "a\tb", "❤\u{FE0F}", "👍\u{1F3FD}", "🇯🇵", "a\u{200B}b"] {
            #expect(
                TextFold.scalarLines(text, width: 80, first: "", rest: "", atSpacesOnly: false, breakingLongWords: false)
                    == nil, "\(text.debugDescription)")
        }
    }

    /// Every scalar the scalar fold takes is a character of its own beside any other (before and after a
    /// letter, a kanji, itself), and takes as many columns alone as the character it makes.
    @Test func everyScalarTheFoldTakesIsACharacterAlone() {
        var taken = 0
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), TextFold.isCharacterAlone(scalar) else { continue }
            taken += 1
            let alone = String(scalar)
            for pair in ["a" + alone, alone + "a", alone + alone, alone + "中", "中" + alone] {
                #expect(pair.count == 2, "U+\(String(value, radix: 16, uppercase: true)) in \(pair.debugDescription)")
            }
            let columns = DisplayText.columns(of: Character(scalar))
            #expect(columns > 0 && DisplayText.columns(ofScalar: scalar) == columns, "U+\(String(value, radix: 16))")
        }
        #expect(taken > 30_000)
    }

    /// Between two lone scalars a line may break where it may between the characters they make.
    @Test func mayBreakBetweenScalarsAsBetweenTheirCharacters() {
        let sample = Array("aZ9 ,\"{[(）」、。ー…％ぁァ税円９Ａｚ（「［→¥é①ｶ✅⌚".unicodeScalars)
        for previous in sample {
            for next in sample {
                #expect(
                    TextFold.mayBreak(betweenScalars: previous, next, columns: DisplayText.columns(ofScalar: previous))
                        == TextFold.mayBreak(after: Character(previous), before: Character(next)),
                    "\(previous) \(next)")
            }
        }
        // A character of more than one scalar is never one of the kinsoku characters.
        #expect(!TextFold.mayBreak(after: "税", before: "ー"))
        #expect(TextFold.mayBreak(after: "税", before: "ー\u{3099}"))
    }
}
