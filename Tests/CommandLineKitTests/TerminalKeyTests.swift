import Testing

@testable import CommandLineKit

/// The terminal's answer to `ESC [ 6 n`, found among keys typed before and after it.
@Suite struct CursorReportTests {
    @Test func theAnswerIsTakenFromAmongTheKeys() {
        let bytes = ArraySlice(Array("ab\u{1B}[D\u{1B}[12;34Rcd".utf8))
        let report = LineEditor.cursorReport(in: bytes)
        #expect(report?.row == 11 && report?.column == 33)
        #expect(report?.bytes == 5..<13)
        #expect(LineEditor.cursorReport(in: ArraySlice(Array("\u{1B}[12R\u{1B}[;5R\u{1B}[3;4".utf8))) == nil)
    }
}

/// A bracketed paste as one key: its text cleaned of what would move the cursor, whole once its end came.
@Suite struct PasteKeyTests {
    @Test func aPasteIsOneKeyOnceItsEndHasCome() {
        var bytes = ArraySlice(Array("\u{1B}[200~add 198\r\ncle".utf8))
        #expect(TerminalKey.decode(&bytes) == nil, "waits for the end")
        bytes += Array("ar\u{1B}[201~x".utf8)
        #expect(TerminalKey.decode(&bytes) == .paste("add 198\nclear"))
        #expect(TerminalKey.decode(&bytes) == .character("x"))
    }

    @Test func aPasteLosesControlCharactersAndEscapeSequences() {
        var bytes = ArraySlice(
            Array("\u{1B}[200~a\tb\u{1B}[31mc\u{1B}]0;title\u{07}d\u{07}\u{202E}e\rf\u{1B}[201~".utf8))
        #expect(TerminalKey.decode(&bytes) == .paste("a bcde\nf"))
        // SS3 (an arrow in application mode), DCS up to ST, the C1 CSI, Escape twice (found by a newcomer's test).
        var more = ArraySlice(
            Array("\u{1B}[200~a\u{1B}OBb c\u{1B}[1;5Cd e\u{1B}Pqdcs\u{1B}\\ f g\u{9B}31mh m\u{1B}\u{1B}[Bn\u{1B}[201~".utf8))
        #expect(TerminalKey.decode(&more) == .paste("ab cd e f gh mn"))
    }

    @Test func aPasteWithoutItsEndIsTakenAsFarAsItCame() {
        var bytes = ArraySlice(Array("\u{1B}[200~total\n".utf8))
        #expect(TerminalKey.unfinishedPaste(&bytes) == .paste("total\n"))
        #expect(bytes.isEmpty)
        var typed = ArraySlice(Array("total".utf8))
        #expect(TerminalKey.unfinishedPaste(&typed) == nil)
    }

    @Test func aPasteIsInsertedForReviewItsLineBreaksShown() {
        var state = EditState(history: [])
        _ = state.apply(.character("x"))
        #expect(state.apply(.paste("add 198\nclear\n")) == .redraw)
        #expect(String(state.text) == "xadd 198⏎clear⏎")
        #expect(state.apply(.enter) == .submit("xadd 198⏎clear⏎"))
    }
}

/// Escape followed at once by a key: a known sequence is its key; anything else is Escape, then the key.
@Suite struct EscapeKeyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let bytes: String, keys: [TerminalKey]
        var testDescription: String { bytes.debugDescription }
    }

    /// The keys `bytes` decode to as the screens take them (``TerminalKey/separated``).
    private func keys(_ bytes: String) -> [TerminalKey] {
        var pending = ArraySlice(Array(bytes.utf8))
        var keys: [TerminalKey] = []
        while let key = TerminalKey.decode(&pending) { keys += key.separated }
        return keys
    }

    @Test(arguments: [
        Case(bytes: "\u{1B}5", keys: [.escape, .character("5")]),
        Case(bytes: "\u{1B}q", keys: [.escape, .character("q")]),
        Case(bytes: "\u{1B}\u{1B}[A", keys: [.escape, .up]),
        Case(bytes: "\u{1B}\r", keys: [.escape, .enter]),
        Case(bytes: "\u{1B}５", keys: [.escape, .character("５")]),
        Case(bytes: "\u{1B}[A", keys: [.up]),
        Case(bytes: "\u{1B}OB", keys: [.down]),
        Case(bytes: "\u{1B}b\u{1B}f\u{1B}d\u{1B}\u{7F}", keys: [.wordLeft, .wordRight, .killWordForward, .killWordBack]),
    ])
    func escapeThenAKey(_ row: Case) {
        #expect(keys(row.bytes) == row.keys)
    }

    /// Alt and a key with no meaning of its own is one key, which the line editor leaves alone.
    @Test func altAndAKeyIsOneKey() {
        var bytes = ArraySlice(Array("\u{1B}x".utf8))
        #expect(TerminalKey.decode(&bytes) == .alt("x") && bytes.isEmpty)
        var state = EditState(history: [])
        #expect(state.apply(.alt("x")) == .none && state.text.isEmpty)
    }

    /// A lone Escape waits for what may follow it: the reader takes it as Escape after ``LineEditor/escapeTimeout``.
    @Test func aLoneEscapeWaits() {
        var bytes = TerminalKey.loneEscape
        #expect(TerminalKey.decode(&bytes) == nil && bytes == TerminalKey.loneEscape)
    }
}
