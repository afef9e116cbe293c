import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The line editor on a pseudo-terminal, judged by what the screen shows
/// (``TerminalScreen``) and where the cursor is, counted from the prompt's row.
@Suite struct LineEditorTests {
    /// Whether the rows from the prompt down come to be `rows`, with the cursor at `cursor`.
    private func shows(_ session: TerminalSession, _ rows: [String], cursor: (row: Int, column: Int)) -> Bool {
        let shown = session.waitUntil(timeout: 3) { session in
            guard let shown = session.screen.lines(fromLast: "shoptools> ") else { return false }
            return shown.lines == rows && shown.cursorRow == cursor.row && shown.cursorColumn == cursor.column
        }
        if !shown {
            let screen = session.screen.lines(fromLast: "shoptools> ")
            Issue.record("screen \(screen?.lines ?? []), cursor \(screen?.cursorRow ?? -1),\(screen?.cursorColumn ?? -1)")
        }
        #expect(session.screen.unknown.isEmpty)
        return shown
    }

    @Test func everyKeyInOneReadIsHandledAtOnce() throws {
        let session = try TerminalSession(["repl", "--no-save"])
        defer { session.close() }
        session.type("rate 3\u{1B}x0\r")  // Alt-x does nothing, and takes no other key with it
        #expect(session.waitUntil { $0.text.contains("no price · 30% [preset 2]") })
        session.type("price 800\u{1B}b9\r")  // Alt-b: back to the start of the word
        #expect(session.waitUntil { $0.text.contains("¥9,800 − 30% [preset 2] → ¥6,860") })
        session.type("rate 5\u{1B}[1;5D2\u{1B}f0\r")  // Ctrl-←, then Alt-f to the end: 250 is refused…
        #expect(session.waitUntil { $0.text.contains("shoptools: error: ") })
        session.type("rate 5\u{1B}[1;5D2\r")  // …and 25 is taken
        #expect(session.waitUntil { $0.text.contains("¥9,800 − 25% [no preset]") })
        session.type("price 5\u{1B}")
        usleep(120_000)  // a lone Escape is a key of its own once no more bytes follow…
        session.type("0\r")  // …so the keys after it are not held back
        #expect(session.waitUntil { $0.text.contains("¥50 − 25% [no preset]") })
    }

    @Test func aLineWiderThanTheTerminalWrapsOverRows() throws {
        let session = try TerminalSession(["repl", "--no-save"], columns: 20)
        defer { session.close() }
        session.type("1000+2000")  // fills the row exactly: the cursor waits at the start of the next
        #expect(shows(session, ["shoptools> 1000+2000", ""], cursor: (1, 0)))
        session.type("+3000+4000")
        #expect(shows(session, ["shoptools> 1000+2000", "+3000+4000"], cursor: (1, 10)))
        session.type("\u{1B}[H")  // Home: up to the first row, after the prompt
        #expect(shows(session, ["shoptools> 1000+2000", "+3000+4000"], cursor: (0, 11)))
        session.type("9")
        #expect(shows(session, ["shoptools> 91000+200", "0+3000+4000"], cursor: (0, 12)))
        session.type("\u{1B}[C\u{1B}[C\u{1B}[C\u{1B}[C\u{1B}[C\u{1B}[C\u{1B}[C\u{1B}[C")  // → ×8: onto the second row
        #expect(shows(session, ["shoptools> 91000+200", "0+3000+4000"], cursor: (1, 0)))
        session.type("\u{7F}\u{1B}[H\u{1B}[3~\u{1B}[F")  // Backspace, Home, Delete, End
        #expect(shows(session, ["shoptools> 1000+200+", "3000+4000"], cursor: (1, 9)))
        session.type("\u{1B}[D\u{1B}[D\u{1B}[D\u{1B}[D\u{1B}[D\r")  // Enter with the cursor inside the line
        #expect(session.waitUntil { $0.text.contains("= 8200") })
        let lines = session.screen.lines
        let first = lines.firstIndex(of: "shoptools> 1000+200+")
        #expect(
            first.map { Array(lines[$0...].prefix(3)) } == ["shoptools> 1000+200+", "3000+4000", "= 8200"],
            "the answer starts below the whole line, which is left as typed")
    }

    @Test func wideCharactersTakeTwoColumns() throws {
        let session = try TerminalSession(["repl", "--no-save"], columns: 20)
        defer { session.close() }
        session.type("a🥕b\u{1B}[D\u{1B}[D")  // ← ←: before the carrot
        #expect(shows(session, ["shoptools> a🥕b"], cursor: (0, 12)))
        session.type("\u{15}12345678🥕")  // Ctrl-U; one column is left for a two-column carrot: it starts the next row
        #expect(shows(session, ["shoptools> 12345678", "🥕"], cursor: (1, 2)))
        session.type("\u{1B}[D")
        #expect(shows(session, ["shoptools> 12345678", "🥕"], cursor: (1, 0)))
        session.type("\u{1B}[H")
        #expect(shows(session, ["shoptools> 12345678", "🥕"], cursor: (0, 11)))
        session.type("\u{15}コート9\u{1B}[D")
        #expect(shows(session, ["shoptools> コート9"], cursor: (0, 17)))
    }

    @Test func controlAndBidirectionalCharactersAreNotTyped() throws {
        let session = try TerminalSession(["repl", "--no-save"])
        defer { session.close() }
        session.type("price 9\u{202E}8\u{9B}\r")  // a right-to-left override and a C1 control
        #expect(session.waitUntil { $0.text.contains("¥98 − 0% [no preset]") })
    }
}
