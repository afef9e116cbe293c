import Foundation
import Testing

@testable import ShoptoolsCLI

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
        // End, Ctrl-U; one column is left for a two-column carrot: it starts the next row.
        session.type("\u{1B}[F\u{15}12345678🥕")
        #expect(shows(session, ["shoptools> 12345678", "🥕"], cursor: (1, 2)))
        session.type("\u{1B}[D")
        #expect(shows(session, ["shoptools> 12345678", "🥕"], cursor: (1, 0)))
        session.type("\u{1B}[H")
        #expect(shows(session, ["shoptools> 12345678", "🥕"], cursor: (0, 11)))
        session.type("\u{1B}[F\u{15}コート9\u{1B}[D")
        #expect(shows(session, ["shoptools> コート9"], cursor: (0, 17)))
    }

    @Test func controlAndBidirectionalCharactersAreNotTyped() throws {
        let session = try TerminalSession(["repl", "--no-save"])
        defer { session.close() }
        session.type("price 9\u{202E}8\u{9B}\r")  // a right-to-left override and a C1 control
        #expect(session.waitUntil { $0.text.contains("¥98 − 0% [no preset]") })
    }

    /// Readline's kill keys: what Ctrl-W, Ctrl-U, Ctrl-K, Alt-d and
    /// Alt-Backspace take, Ctrl-Y puts back; kills in a row gather into one.
    @Test func killAndYankAsReadlineDoes() throws {
        let session = try TerminalSession(["repl", "--no-save"])
        defer { session.close() }
        session.type("add 100 --label winter coat\u{17}")  // Ctrl-W: the word before, up to a space
        #expect(shows(session, ["shoptools> add 100 --label winter"], cursor: (0, 34)))
        session.type("\u{17}")  // again: `winter ` joins what the first took
        #expect(shows(session, ["shoptools> add 100 --label"], cursor: (0, 27)))
        session.type("\u{19}")  // Ctrl-Y
        #expect(shows(session, ["shoptools> add 100 --label winter coat"], cursor: (0, 38)))
        session.type("\u{01}\u{1B}f\u{1B}d")  // Ctrl-A, Alt-f after `add`, Alt-d: ` 100`
        #expect(shows(session, ["shoptools> add --label winter coat"], cursor: (0, 14)))
        session.type("\u{0B}")  // Ctrl-K: to the end
        #expect(shows(session, ["shoptools> add"], cursor: (0, 14)))
        session.type("\u{19}\u{1B}[D\u{1B}[D\u{1B}[D\u{15}")  // Ctrl-Y gives back what Ctrl-K took; Ctrl-U before the cursor
        #expect(shows(session, ["shoptools> oat"], cursor: (0, 11)))
        session.type("\u{0B}price 9800\u{1B}\u{7F}")  // Alt-Backspace: the word before, up to what is no letter or digit
        #expect(shows(session, ["shoptools> price"], cursor: (0, 17)))
        session.type("3500\r")
        #expect(session.waitUntil { $0.text.contains("¥3,500 − 0% [no preset]") })
    }

    @Test func ctrlLClearsTheScreenAndKeepsTheLine() throws {
        let session = try TerminalSession(["repl", "--no-save"])
        defer { session.close() }
        session.type("price 9800\r")
        session.type("rate 3\u{1B}[D\u{0C}")  // ←, then Ctrl-L
        #expect(session.screen.lines == ["shoptools> rate 3"])
        #expect(session.screen.row == 0 && session.screen.column == 16)
        session.type("\r")
        #expect(session.waitUntil { $0.text.contains("¥9,800 − 3% [no preset]") })
    }

    /// Tab completes from the command table: commands (the Japanese ones
    /// too), options, an option's values, and file names after `--cart`.
    @Test func tabCompletesFromTheCommandTable() throws {
        let temporary = try TemporaryFolder()
        try Data().write(to: URL(fileURLWithPath: temporary.path + "/trip cart.json"))
        let session = try TerminalSession(["repl", "--no-save"], columns: 200)
        defer { session.close() }
        session.type("pri\t")  // the cursor after `price `: the trailing space is there though no row shows it
        #expect(shows(session, ["shoptools> price"], cursor: (0, 17)))
        session.type("\u{15}価\t")
        #expect(shows(session, ["shoptools> 価格"], cursor: (0, 16)))
        session.type("\u{15}split --mode \t")  // none to add: the values are listed below, and the line drawn again
        #expect(shows(session, ["shoptools> split --mode"], cursor: (0, 24)))
        #expect(session.screen.lines.contains("absorb  up      spread"))
        session.type("sp\t")
        #expect(shows(session, ["shoptools> split --mode spread"], cursor: (0, 31)))
        session.type("\u{15}add --inc\t")
        #expect(shows(session, ["shoptools> add --included"], cursor: (0, 26)))
        session.type("\u{15}total --cart \(temporary.path)/tr\t")
        let line = "shoptools> total --cart \(temporary.path)/trip\\ cart.json"
        #expect(shows(session, [line], cursor: (0, line.count + 1)), "a space after the one name that fits")
        // A command's first argument: one of its words, a command, a file.
        session.type("\u{15}lang j\t")
        #expect(shows(session, ["shoptools> lang ja"], cursor: (0, 19)))
        session.type("\u{15}help pri\t")
        #expect(shows(session, ["shoptools> help price"], cursor: (0, 22)))
        session.type("\u{15}settle \(temporary.path)/tr\t")
        let settle = "shoptools> settle \(temporary.path)/trip\\ cart.json"
        #expect(shows(session, [settle], cursor: (0, settle.count + 1)))
    }

    /// The window narrows under a line that wraps (100 columns, then 60, as
    /// `tmux resize-window -x 60` does): the editor finds the line's first row
    /// again, and nothing of it is left over the greeting.
    @Test func aNarrowerWindowRedrawsTheLineWhereItIs() throws {
        let session = try TerminalSession(["repl", "--no-save"], columns: 100)
        defer { session.close() }
        let greeting = "shoptools 0.2.0: type help for the commands, quit or Ctrl-D to leave."
        let typed = String(repeating: "1+", count: 58) + "1"  // 117 characters: with the prompt, 128 columns
        session.type(typed)
        let prompted = "shoptools> " + typed
        #expect(shows(session, [String(prompted.prefix(100)), String(prompted.dropFirst(100))], cursor: (1, 28)))
        session.resize(columns: 60)
        session.type("\u{1B}[D")
        let rows = [0, 60, 120].map { String(prompted.dropFirst($0).prefix(60)) }
        #expect(shows(session, rows, cursor: (2, 7)))
        // A row's trailing blank is not shown (the greeting's 60th character may be a space).
        let greetingRows = [String(greeting.prefix(60)), String(greeting.dropFirst(60))].map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
        #expect(session.screen.lines.prefix(2) == greetingRows[...])
        #expect(session.screen.lines.filter { $0.hasPrefix("shoptools> ") }.count == 1, "\(session.screen.lines)")
        session.resize(columns: 100)
        session.type("9")
        let wider = "shoptools> " + typed.dropLast() + "91"
        #expect(shows(session, [String(wider.prefix(100)), String(wider.dropFirst(100))], cursor: (1, 28)))
        #expect(session.screen.lines.filter { $0.hasPrefix("shoptools> ") }.count == 1, "\(session.screen.lines)")
        session.type("\u{1B}[F\u{15}quit\r")
        #expect(session.finish().status == 0)
    }

    /// A line of three rows near the top of the window (fresh, or after
    /// Ctrl-L), the window narrowed to 60 columns and widened to 100 again, as
    /// `tmux resize-window` does: the narrower window pushes the line's first
    /// rows into the scrollback, and once the window is wide again nothing of
    /// them is left above the line, on the screen or in the scrollback.
    ///
    /// With the cursor at the start of the line, its own row goes into the
    /// scrollback, and tmux puts the cursor in the window's top left corner.
    @Test(arguments: [false, true], [false, true])
    func aLineAtTheTopSurvivesANarrowerWindowAndAWiderOne(afterCtrlL: Bool, atStart: Bool) throws {
        let session = try TerminalSession(["repl", "--no-save"], columns: 100)
        defer { session.close() }
        let greeting = "shoptools 0.2.0: type help for the commands, quit or Ctrl-D to leave."
        if afterCtrlL { session.type("\u{0C}") }
        let typed = "calc " + String(repeating: "1+", count: 119) + "1"  // 244 characters: with the prompt, 255 columns
        let prompted = "shoptools> " + typed
        func rows(_ width: Int) -> [String] {
            stride(from: 0, to: prompted.count, by: width).map { String(prompted.dropFirst($0).prefix(width)) }
        }
        session.type(typed + (atStart ? "\u{01}" : ""))  // Ctrl-A: the cursor at the start
        #expect(shows(session, rows(100), cursor: atStart ? (0, 11) : (2, 55)))
        session.resize(columns: 60)
        // The rows from the prompt are right at once (the terminal wrapped them anew); wait for the redraw.
        #expect(session.waitUntil { $0.screen.screenLines.first == rows(60)[0] }, "the line from the window's top row")
        #expect(shows(session, rows(60), cursor: atStart ? (0, 11) : (4, 15)))
        session.resize(columns: 100)
        let clean = (afterCtrlL ? [] : [greeting]) + rows(100)
        #expect(session.waitUntil { $0.screen.lines == clean }, "\(session.screen.lines)")
        #expect(shows(session, rows(100), cursor: atStart ? (0, 11) : (2, 55)))
        session.type(atStart ? "\u{1B}[C\r" : "\u{1B}[D\r")
        #expect(session.waitUntil { $0.text.contains("\n120") })
    }
}
