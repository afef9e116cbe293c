import Testing

@testable import CommandLineKit

/// Text written as roff: plain ASCII that `man` renders as it was.
@Suite struct RoffTests {
    @Test func dashesBackslashesAndCharactersBeyondASCIIAreEscaped() {
        #expect(Roff.escape("--rate 30 \\ ¥9,800") == "\\-\\-rate 30 \\e \\[u00A5]9,800")
        #expect(Roff.escape(".SH not a request") == "\\&.SH not a request")
        #expect(Roff.escape("'quoted") == "\\&'quoted")
    }

    @Test func everyEscapedCharacterGetsOneFallbackInOrderOfFirstUse() {
        let lines = [Roff.escape("¥ and 円"), Roff.escape("¥ again")]
        #expect(Roff.fallbacks(lines) == [".fchar \\[u00A5] ?", ".fchar \\[u5186] ?"])
    }

    @Test func aBlockKeepsItsLinesFromTheLeftMargin() {
        #expect(Roff.block("a-b\n\nc") == [".in 0", ".nf", "a\\-b", "", "c", ".fi", ".in"])
        #expect(Roff.paragraphs("one\ntwo") == ["one", "two"])
    }
}
