import ShopCore
import Testing

/// One located error for every line file: its places in order, the line as the file has it, and
/// the part of the line the error is about.
@Suite struct LocatedErrorTests {
    struct Failure: Error, Equatable, CustomStringConvertible {
        let word: String
        var description: String { "\"\(word)\" is wrong" }
    }

    @Test func thePlacesComeOutermostFirst() {
        let inBill = LocatedError(Failure(word: "Nobody"), at: [SourceLocation(file: "izakaya.bill", line: 12, column: 8)])
        let inGroup = inBill.inside(SourceLocation(file: "trip.txt", line: 17))
        #expect(inGroup.description == #"trip.txt:17: in izakaya.bill:12:8: "Nobody" is wrong"#)
        #expect(inGroup.location == SourceLocation(file: "izakaya.bill", line: 12, column: 8))
        #expect(LocatedError(Failure(word: "x"), at: [SourceLocation(line: 3)]).description == #"line 3: "x" is wrong"#)
        #expect(LocatedError(Failure(word: "x")).description == #""x" is wrong"#)
        // A place with nothing to say (text with no name, about all of it) says nothing.
        #expect(
            LocatedError(Failure(word: "x"), at: [SourceLocation(), SourceLocation(line: 2)]).description
                == #"line 2: "x" is wrong"#)
        let reworded = inGroup.map { Failure(word: $0.word + "?") }
        #expect(reworded.places == inGroup.places && reworded.failure == Failure(word: "Nobody?"))
    }

    /// The line's text is as the file has it: its comment, its white space, no `\r`, no byte-order mark.
    @Test func aLineIsShownAsWritten() throws {
        let file = try LineFile(bytes: Array("\u{FEFF}people Aki\r\n\n  beer\t600 ×0   # two rounds\r\n".utf8), name: "b.txt")
        #expect(file.text(of: file.lines[0]) == "people Aki")
        #expect(file.text(of: file.lines[1]) == "  beer\t600 ×0   # two rounds")
        #expect(file.text(of: LineFile.Line(number: 9, words: [.init("x", column: 1)])) == "")
    }

    @Test func theWordIsMarked() throws {
        let file = try LineFile(text: "people Aki\n  beer\t600 ×0   # two rounds\n刺身 32OO", name: "b.txt")
        let beer = file.lines[1], sashimi = file.lines[2]
        // The word at the column, to its end.
        #expect(
            file.excerpt(of: beer, column: 12)
                == SourceExcerpt(line: 2, text: "  beer\t600 ×0   # two rounds", column: 12, length: 2))
        // Inside a word, to the word's end, or as long as asked.
        #expect(file.excerpt(of: beer, column: 13)?.marked == "0")
        #expect(file.excerpt(of: beer, column: 8, length: 1)?.marked == "6")
        // The whole line: its words, first to last, not the comment.
        #expect(file.excerpt(of: beer, column: nil)?.marked == "beer\t600 ×0")
        #expect(file.excerpt(of: sashimi, column: 4)?.marked == "32OO")
        #expect(file.excerpt(of: sashimi, column: 4)?.before == "刺身 ")
        let located = file.located(Failure(word: "×0"), at: "×0", on: beer)
        #expect(located.places == [SourceLocation(file: "b.txt", line: 2, column: 12)])
        #expect(located.excerpt?.marked == "×0")
        #expect(file.located(Failure(word: "")).places == [SourceLocation(file: "b.txt")])
        #expect(file.located(Failure(word: "")).excerpt == nil)
    }

    @Test func anExcerptMarksAtLeastOneCharacter() {
        let end = SourceExcerpt(line: 1, text: "beer", column: 5, length: 0)
        #expect(end.length == 1 && end.before == "beer" && end.marked == "")
        #expect(SourceExcerpt(line: 1, text: "beer", column: 0, length: 2).marked == "be")
    }
}
