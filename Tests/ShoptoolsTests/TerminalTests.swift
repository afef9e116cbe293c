import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The REPL on a real pseudo-terminal: raw mode, restoring the terminal, and
/// job control (see ``TerminalSession``).
@Suite struct TerminalTests {
    @Test func lineEditingHistoryAndInterrupt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try TerminalSession(["repl", "--cart", folder + "/cart.json"])
        defer { session.close() }
        session.type("price 900\u{1B}[D\u{1B}[D8\r")  // ← ← then 8: price 9800
        session.type("rate 355\u{7F}\u{7F}0\r")  // backspace twice: rate 30
        session.type("rate 5\u{03}")  // Ctrl-C abandons the line
        session.type("\u{1B}[A\u{1B}[A\r")  // ↑ ↑: price 9800 again
        session.type("dd 1\u{1B}[Ha\u{1B}[F00\r")  // Home, End: add 100
        session.type("\u{04}")  // Ctrl-D on an empty line ends
        let (screen, status) = session.finish()
        #expect(status == 0)
        #expect(screen.contains("shoptools> "))
        #expect(screen.contains("¥9,800 − 0% [no preset] → ¥9,800"))
        #expect(screen.contains("¥9,800 − 30% [preset 2] → ¥6,860"))
        #expect(screen.contains("^C"))
        #expect(!screen.contains("5% ["), "the abandoned line never ran")
        #expect(screen.contains("added ¥100 · total ¥100 (1 item)"))
        #expect(session.terminalFlags() == session.flagsBefore, "the terminal is restored")
        #expect(Shoptools.run(["cart", "total", "--cart", folder + "/cart.json"]).stdout == "total ¥100 (1 item)\n")
    }

    @Test func theTerminalIsRestoredWhenKilled() throws {
        let session = try TerminalSession(["repl", "--no-save"])
        defer { session.close() }
        #expect(session.flagsBefore & tcflag_t(ICANON) != 0)
        #expect(session.terminalFlags() & tcflag_t(ICANON) == 0, "raw mode while the REPL runs")
        session.type("price 1")
        session.process.terminate()
        let (_, status) = session.finish()
        #expect(status == SIGTERM)
        #expect(session.terminalFlags() == session.flagsBefore)
    }

    /// Lines pasted at once (or typed ahead) all run, in order.
    @Test func pastedLinesAllRun() throws {
        let session = try TerminalSession(["repl", "--no-save"])
        defer { session.close() }
        session.type("add 1 --label p1\radd 2 --label p2\radd 3 --label p3\r")
        #expect(session.waitUntil { $0.text.contains("total ¥6 (3 items)") })
        session.type("quit\r")
        let (screen, status) = session.finish()
        #expect(status == 0)
        for line in ["added ¥1 p1 · total ¥1 (1 item)", "added ¥2 p2 · total ¥3 (2 items)", "added ¥3 p3 · total ¥6 (3 items)"] {
            #expect(screen.contains(line))
        }
    }

    /// The answer to the clear question is no command: ↑ does not bring it back.
    @Test func answersStayOutOfTheHistory() throws {
        let session = try TerminalSession(["repl", "--no-save"])
        defer { session.close() }
        session.type("add 500\r")
        session.type("clear\r")
        session.type("n\r")
        session.type("\u{1B}[A\r")  // ↑ gives `clear` again, not `n`
        session.type("y\r")
        session.type("quit\r")
        let (screen, _) = session.finish()
        #expect(screen.contains("cleared the cart (1 item, ¥500)"))
        #expect(!screen.contains("unknown command"))
    }

    @Test func clearAsksOnTheTerminal() throws {
        let session = try TerminalSession(["repl", "--no-save"])
        defer { session.close() }
        session.type("add 500\r")
        session.type("clear\r")
        session.type("n\r")
        session.type("clear\r")
        session.type("y\r")
        session.type("quit\r")
        let (screen, status) = session.finish()
        #expect(status == 0)
        #expect(screen.contains("Clear the cart (1 item, ¥500)? [y/N] "))
        #expect(screen.contains("kept the cart (1 item, ¥500)"))
        #expect(screen.contains("cleared the cart (1 item, ¥500)"))
    }

    /// The two ways a process is stopped from its terminal.
    enum Stop: String, CaseIterable, Sendable {
        /// Ctrl-Z typed: in raw mode it is the byte 0x1A, not a signal.
        case ctrlZ
        /// `kill -TSTP`.
        case sigtstp
    }

    @Test(arguments: Stop.allCases)
    func stoppingGivesTheShellItsTerminalAndContinuingTakesItBack(_ stop: Stop) throws {
        let session = try TerminalSession(["repl", "--no-save"])
        defer { session.close() }
        let process = session.process.processIdentifier
        defer { kill(process, SIGCONT) }
        let cooked = tcflag_t(ECHO | ICANON)
        session.type("1+")
        switch stop {
        case .ctrlZ: session.type("\u{1A}")
        case .sigtstp: kill(process, SIGTSTP)
        }
        #expect(session.waitUntil { $0.processState() == "T" }, "stopped")
        #expect(session.terminalFlags() & cooked == cooked, "the shell's settings while stopped")
        let before = session.output.count
        kill(process, SIGCONT)
        #expect(session.waitUntil { $0.terminalFlags() & cooked == 0 }, "raw mode again")
        #expect(session.waitUntil { $0.text(after: before).contains("shoptools> 1+") }, "the line is drawn again")
        #expect(session.screen.lines(fromLast: "shoptools> ")?.lines == ["shoptools> 1+"])
        session.type("1\r")
        #expect(session.waitUntil { $0.text.contains("= 2\r\n") }, "the line goes on where it was")
        session.type("quit\r")
        #expect(session.finish().status == 0)
        #expect(session.terminalFlags() == session.flagsBefore)
    }

    static let shellTools = ["/usr/bin/env", "/usr/bin/setsid", "/bin/bash"]

    /// `bg` on a stopped REPL: it stops again rather than read from a terminal
    /// it does not own, and `fg` brings it back in raw mode with its line.
    @Test(.enabled(if: shellTools.allSatisfy(FileManager.default.isExecutableFile(atPath:))))
    func aShellsJobControlStopsAndContinuesTheREPL() throws {
        // A shell with job control needs the terminal as its controlling terminal: setsid -c gives it one.
        let shell = ["-i", "PS1=$ ", "TERM=xterm", "/usr/bin/setsid", "-c", "/bin/bash", "--norc", "--noprofile", "-i"]
        let session = try TerminalSession(shell, executable: URL(fileURLWithPath: "/usr/bin/env"), ready: "$ ")
        defer { session.close() }
        session.type(Shoptools.executable.path + " repl --no-save\r")
        #expect(session.waitUntil { $0.text.contains("shoptools> ") })
        session.type("2+\u{1A}")
        #expect(session.waitUntil { $0.text.contains("Stopped") })
        session.type("bg\r")
        let before = session.output.count
        session.type("fg\r")
        #expect(session.waitUntil { $0.text(after: before).contains("shoptools> 2+") }, "the line is drawn again")
        session.type("3\r")
        #expect(session.waitUntil { $0.text.contains("= 5\r\n") }, "\(session.text)")
        #expect(!session.screen.lines.contains("3"), "the terminal did not echo the 3: raw mode")
        session.type("quit\r")
        session.type("exit\r")
        #expect(session.finish().status == 0)
    }

    /// A paste of 100,000 characters is written to the screen once (each key
    /// used to redraw the whole line: 8.4 s for 10,000, minutes for 100,000),
    /// and a Ctrl-C right behind it abandons the line as soon as it comes.
    @Test func aLongPasteIsWrittenOnceAndCtrlCBehindItActs() throws {
        let session = try TerminalSession(["repl", "--no-save"])
        defer { session.close() }
        let before = session.output.count
        let started = Date()
        session.paste(String(repeating: "1+", count: 50_000) + "\u{03}")
        #expect(session.waitUntil(timeout: 30) { $0.text(after: before).contains("^C\r") })
        let elapsed = Date().timeIntervalSince(started)
        // The paste, a new line at each row it fills exactly, ^C and the next prompt; not the line again and again.
        #expect(session.output.count - before < 101_000, "\(session.output.count - before) bytes")
        #expect(elapsed < 5, "\(elapsed) s")
        session.type("quit\r")
        #expect(session.finish().status == 0)
        #expect(!session.text.contains("= "), "the abandoned line never ran")
    }

    /// A line longer than a piped line may be (4,096 bytes) is refused on a
    /// terminal as in a script, and nothing of it runs.
    @Test func aLineTooLongForAScriptIsTooLongOnTheTerminal() throws {
        let line = "price " + String(repeating: "1", count: 5_000)
        let session = try TerminalSession(["repl", "--no-save"])
        defer { session.close() }
        session.paste(line + "\r")
        #expect(
            session.waitUntil(timeout: 10) {
                $0.text.contains("shoptools: error: the line is 5006 bytes, longer than 4096; it did not run\r\n")
            })
        session.type("price 5\r")
        #expect(session.waitUntil { $0.text.contains("¥5 − 0% [no preset]") })
        session.type("quit\r")
        #expect(session.finish().status == 0)
        let piped = Shoptools.run(["repl", "--no-save"], input: line + "\nprice 5\n")
        #expect(piped.stderr == "shoptools: error: line 1: longer than 4096 bytes; it did not run\n")
        #expect(piped.stdout == "¥5 − 0% [no preset] → ¥5 · cart ¥0 (0 items)\n")
    }

    /// Each line of a bracketed paste is a line of its own for the 4,096-byte limit, as piped lines are: 700
    /// `add 1` (4,200 bytes with their breaks) all run; a paste with one line too long runs none of them
    /// and says how long that line is.
    @Test(arguments: [
        (
            "en", "(700 items)", "total ¥700 (700 items)\n",
            "shoptools: error: the line is 4101 bytes, longer than 4096; it did not run\r\n"
        ),
        ("ja", "（700件）", "合計 700円（700件）\n", "shoptools: エラー: 行が長すぎます（4101バイト、4096バイトまで）。この行は実行しませんでした\r\n"),
    ])
    func eachLineOfAPasteIsALineForTheLimit(_ language: String, _ all: String, _ total: String, _ tooLong: String) throws {
        let folder = try TemporaryFolder()
        let cart = folder.path + "/cart.json"
        let session = try TerminalSession(["repl", "--lang", language], environment: ["SHOPTOOLS_CART": cart])
        defer { session.close() }
        let before = session.output.count
        session.paste("\u{1B}[200~" + String(repeating: "add 1\n", count: 700) + "\u{1B}[201~\r")
        #expect(
            session.waitUntil(timeout: 120) { $0.text(after: before).contains(all) }, "\(session.text(after: before).suffix(300))"
        )
        #expect(!session.text(after: before).contains("4096"))
        let long = "price " + String(repeating: "1", count: 4_095)
        session.paste("\u{1B}[200~add 1\n" + long + "\nadd 1\u{1B}[201~\r")
        #expect(
            session.waitUntil(timeout: 10) { $0.text(after: before).contains(tooLong) },
            "\(session.text(after: before).suffix(300))")
        session.type("quit\r")
        #expect(session.finish().status == 0)
        #expect(
            Shoptools.run(["cart", "total", "--cart", cart, "--lang", language]).stdout == total, "none of the second paste ran")
    }

    /// A bracketed paste (as `tmux paste-buffer -p` sends one) is put in the line for review, its line breaks
    /// as ⏎, and nothing runs until Enter; then its lines run in order, each shown with its result, and the
    /// first that fails stops the rest, naming its line.
    ///
    /// The terminal is asked for bracketed pastes for the
    /// session, and told to stop on the way out.
    @Test(arguments: [("en", "shoptools: error: pasted line 4 of 5: "), ("ja", "shoptools: エラー: 貼り付けた5行のうち4行目: ")])
    func aBracketedPasteWaitsForEnterThenStopsAtItsFirstFailure(_ language: String, _ failure: String) throws {
        let folder = try TemporaryFolder()
        let cart = folder.path + "/cart.json"
        let session = try TerminalSession(["repl", "--lang", language], environment: ["SHOPTOOLS_CART": cart])
        defer { session.close() }
        #expect(session.screen.bracketedPaste, "asked for while the session runs")
        let before = session.output.count
        session.paste("\u{1B}[200~price 9800\r\nrate 30\nadd\u{1B}[31m\nrate 300\ntotal\n\u{1B}[201~")
        #expect(session.waitUntil { $0.screen.lines.contains { $0.contains("price 9800⏎rate 30⏎add⏎rate 300⏎total⏎") } })
        #expect(!session.text(after: before).contains("6,860"), "nothing ran before Enter")
        #expect(!FileManager.default.fileExists(atPath: cart), "nothing added before Enter")
        session.type("\r")
        #expect(session.waitUntil { $0.text(after: before).contains(failure) })
        let shown = session.text(after: before)
        #expect(shown.contains("shoptools> price 9800\r\n"))
        #expect(shown.contains("shoptools> add\r\n"))
        #expect(shown.contains(language == "en" ? "; the line after it did not run\r\n" : "。あとの1行は実行しませんでした\r\n"))
        #expect(!shown.contains("shoptools> total"), "the line after the failure did not run")
        let ordered = ["shoptools> price 9800", "shoptools> rate 30", "shoptools> add", "shoptools> rate 300"].map {
            shown.range(of: $0)?.lowerBound
        }
        #expect(ordered.allSatisfy { $0 != nil } && ordered.map { $0! } == ordered.map { $0! }.sorted())
        session.type("quit\r")
        #expect(session.finish().status == 0)
        #expect(!session.screen.bracketedPaste, "turned off on the way out")
        let total = Shoptools.run(["cart", "total", "--cart", cart]).stdout
        #expect(total == "total ¥6,860 (1 item)\n")
    }
}
