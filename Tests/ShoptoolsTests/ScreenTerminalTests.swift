import Foundation
import ShopCore
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `calc` and `discount` alone on a real pseudo-terminal: the screens they
/// open, read as a terminal shows them (``TerminalScreen``), and the
/// terminal restored on every way out.
@Suite struct ScreenTerminalTests {
    /// Waits until the screen shows `rows` (trailing blank rows aside).
    private func shows(_ session: TerminalSession, _ rows: [String]) -> Bool {
        let shown = session.waitUntil(timeout: 3) { $0.rowsShown == rows }
        if !shown { Issue.record("screen \(session.rowsShown)") }
        #expect(session.screen.unknown.isEmpty)
        return shown
    }

    @Test func theKeypadScreenTakesKeysAsTyped() throws {
        let session = try TerminalSession(["calc"], ready: "clear key: AC")
        defer { session.close() }
        #expect(session.terminalFlags() & tcflag_t(ICANON) == 0, "raw mode while the screen is up")
        session.type("1980*3\r")  // Enter is =
        session.type("m498*2=mrg")  // M+ … MR, then GT
        #expect(
            shows(
                session,
                [
                    "Calculator · phone · tax 10%", "", "   M GT              6,936", "   clear key: AC", "",
                    "0-9 . + - * / % =   Enter =   Backspace ⌫   Esc AC", "o 00   s ±   c C   m M+   n M−",
                    "r MR   e MC   g GT   t 税込   u 税抜   q quit",
                ]))
        session.type("12\u{7F}")  // Backspace deletes the 2
        #expect(session.waitUntil { $0.rowsShown.prefix(4).last == "   clear key: C" })
        #expect(session.rowsShown[2] == "   M GT                  1")
        session.type("\u{1B}")  // Esc alone is AC
        #expect(session.waitUntil { $0.rowsShown.count > 2 && $0.rowsShown[2] == "   M                     0" })
        session.type("q")
        let (_, status) = session.finish()
        #expect(status == 0)
        #expect(session.terminalFlags() == session.flagsBefore, "the terminal is restored")
    }

    /// Escape and a key sent at once (a quick typist, or keys typed ahead) are Escape, then the key, unless
    /// the bytes make a sequence (`ESC [ A` is ↑): `ESC 5` is AC, then 5; `ESC ESC [ A` is AC, then ↑.
    @Test func escapeThenAKeyAtOnceIsEscapeThenTheKey() throws {
        let session = try TerminalSession(["calc"], ready: "clear key: AC")
        defer { session.close() }
        session.type("2+6=")
        #expect(session.waitUntil { $0.rowsShown.count > 2 && $0.rowsShown[2] == "   GT                    8" })
        session.type("\u{1B}5")  // AC (GT cleared too), then 5
        #expect(
            session.waitUntil {
                $0.rowsShown.count > 3 && $0.rowsShown[2...3] == ["                         5", "   clear key: C"]
            },
            "\(session.rowsShown)")
        session.type("\u{1B}\u{1B}")  // AC twice: the second Escape, alone, after the wait
        #expect(
            session.waitUntil {
                $0.rowsShown.count > 3 && $0.rowsShown[2...3] == ["                         0", "   clear key: AC"]
            })
        session.type("q")
        #expect(session.finish().status == 0)
    }

    @Test(arguments: [
        ("en", ["price   _", "preset  [20%]  30%   40%   50%"]), ("ja", ["価格        _", "プリセット  [20%]  30%   40%   50%"]),
    ])
    func escapeThenUpAtOnceClearsThePriceThenMovesThePreset(_ language: String, _ rows: [String]) throws {
        let folder = try TemporaryFolder()
        let session = try TerminalSession(
            ["discount", "--lang", language], ready: language == "en" ? "cart" : "カート",
            environment: ["SHOPTOOLS_CART": folder.path + "/cart.json"])
        defer { session.close() }
        session.type("9800")
        session.type("\u{1B}\u{1B}[A")  // Esc (clear the price), then ↑ (the first preset)
        #expect(session.waitUntil { $0.rowsShown.count > 3 && Array($0.rowsShown[2...3]) == rows }, "\(session.rowsShown)")
        session.type("q")
        #expect(session.finish().status == 0)
    }

    /// CASIO式's constant lights K before M and GT, from `× ×` until another operator or AC, and `%` takes it
    /// (`2 × × 50 %` is 2 × 50 %, 1).
    @Test(arguments: [("en", "Calculator · desk (Casio) · tax 10%"), ("ja", "電卓 · 卓上式（カシオ式） · 税率 10%")])
    func theKeypadShowsTheConstant(_ language: String, _ title: String) throws {
        let session = try TerminalSession(["calc", "--desk", "casio", "--lang", language], ready: "AC")
        defer { session.close() }
        session.type("2**")
        #expect(session.waitUntil { $0.rowsShown.count > 2 && $0.rowsShown[0...2] == [title, "", " K                       2"] })
        session.type("50%m")
        #expect(
            session.waitUntil { $0.rowsShown.count > 2 && $0.rowsShown[2] == " K M GT                  2" },
            "\(session.rowsShown)")
        session.type("+")
        #expect(session.waitUntil { $0.rowsShown.count > 2 && $0.rowsShown[2] == "   M GT                  2" })
        session.type("q")
        #expect(session.finish().status == 0)
    }

    /// In Japanese, in narrower windows after a resize (the legend wrapped, then too narrow), stopped with Ctrl-Z and continued, left with Ctrl-C.
    @Test func theDiscountScreenAddsToTheCartFile() throws {
        let folder = try TemporaryFolder()
        let cart = folder.path + "/cart.json"
        let session = try TerminalSession(
            ["discount", "--lang", "ja"], ready: "カート", environment: ["SHOPTOOLS_CART": cart])
        defer { session.close() }
        session.type("9800\u{1B}[A\u{1B}[A")  // ↑ ↑: 20 %, then 30 %
        session.type("\r")  // add to the cart
        session.type("\u{1B}[C\u{1B}[C")  // → →: 35 %, 40 %: the preset again
        #expect(
            shows(
                session,
                [
                    "バーゲン教師 · 割引", "", "価格        9800_", "プリセット   20%   30%  [40%]  50%",
                    "スライダー  5% |########-----------| 95%  (40%)", "割引後      9,800円 − 40% → 5,880円（3,920円お得）",
                    "カート      合計 6,860円（1件）", "", "追加: 6,860円 · 合計 6,860円（1件）", "",
                    "0-9 . 価格   Backspace 1字消す   Esc 価格を消す", "← → スライダー   ↑ ↓ プリセット",
                    "Enter カートに追加   x カートを空にする   q 終了",
                ]))
        session.resize(columns: 41)
        // Rows folded to 41 columns (all of them: the window is as wide as the screen may be), wide characters
        // counting two, kinsoku kept, under their label; the legend wrapped, whole entries to a row; nothing cut.
        #expect(
            shows(
                session,
                [
                    "バーゲン教師 · 割引", "", "価格        9800_", "プリセット   20%   30%  [40%]  50%",
                    "スライダー  5% |########-----------| 95%", "            (40%)", "割引後      9,800円 − 40% → 5,880円",
                    "            （3,920円お得）", "カート      合計 6,860円（1件）", "", "追加: 6,860円 · 合計 6,860円（1件）", "",
                    "0-9 . 価格   Backspace 1字消す", "Esc 価格を消す", "← → スライダー   ↑ ↓ プリセット",
                    "Enter カートに追加   x カートを空にする", "q 終了",
                ]))
        session.resize(columns: 30)
        #expect(shows(session, ["ウィンドウが狭すぎます。", "40桁以上に広げてください", "（q で終了）"]))
        let process = session.process.processIdentifier
        defer { kill(process, SIGCONT) }
        session.type("\u{1A}")  // Ctrl-Z
        #expect(session.waitUntil { $0.processState() == "T" }, "stopped")
        #expect(session.terminalFlags() == session.flagsBefore, "the shell's settings while stopped")
        let before = session.output.count
        kill(process, SIGCONT)
        #expect(session.waitUntil { $0.text(after: before).contains("40桁以上") }, "drawn again")
        #expect(session.terminalFlags() & tcflag_t(ICANON) == 0, "raw mode again")
        session.type("\u{03}")  // Ctrl-C
        #expect(session.finish().status == 0)
        #expect(session.terminalFlags() == session.flagsBefore)
        let total = Shoptools.run(["cart", "total", "--cart", cart, "--lang", "ja"]).stdout
        #expect(total == "合計 6,860円（1件）\n")
    }

    @Test func theDiscountScreenClearsTheCartOnlyOnYes() throws {
        let folder = try TemporaryFolder()
        let cart = folder.path + "/cart.json"
        #expect(Shoptools.run(["cart", "add", "500", "--cart", cart]).status == 0)
        let session = try TerminalSession(["discount"], ready: "total ¥500 (1 item)", environment: ["SHOPTOOLS_CART": cart])
        defer { session.close() }
        session.type("x")
        #expect(session.waitUntil { $0.rowsShown.contains("Clear the cart (1 item, ¥500)? [y/N]") })
        session.type("n")
        #expect(session.waitUntil { $0.rowsShown.contains("kept the cart (1 item, ¥500)") })
        session.type("xy")
        #expect(session.waitUntil { $0.rowsShown.contains("cart    total ¥0 (0 items)") })
        session.type("\u{04}")  // Ctrl-D
        #expect(session.finish().status == 0)
        #expect(session.terminalFlags() == session.flagsBefore)
    }

    /// The cart's total is read again at each drawing: an item added from another shell shows at the next key.
    @Test func theDiscountScreenShowsACartChangedOutside() throws {
        let folder = try TemporaryFolder()
        let cart = folder.path + "/cart.json"
        #expect(Shoptools.run(["cart", "add", "500", "--cart", cart]).status == 0)
        let session = try TerminalSession(["discount"], ready: "total ¥500 (1 item)", environment: ["SHOPTOOLS_CART": cart])
        defer { session.close() }
        #expect(Shoptools.run(["cart", "add", "300", "--cart", cart]).status == 0)
        session.type("\u{1B}[A")  // ↑: any key that draws the screen again
        #expect(session.waitUntil { $0.rowsShown.contains("cart    total ¥800 (2 items)") }, "\(session.rowsShown)")
        session.type("q")
        #expect(session.finish().status == 0)
    }

    /// On a terminal too, a screen opens only for nothing to compute: an
    /// option that asks for a computation still needs its operand.
    @Test(arguments: [
        (["discount", "--rate", "30"], "missing PRICE (see shoptools discount --help)"),
        (["calc", "--json"], "missing EXPRESSION (see shoptools calc --help)"),
    ])
    func optionsOfAComputationStillNeedItsOperand(_ arguments: [String], _ message: String) throws {
        let session = try TerminalSession(arguments, ready: message)
        defer { session.close() }
        #expect(session.finish().status == 64)
        #expect(session.terminalFlags() == session.flagsBefore)
    }

    @Test func theTerminalIsRestoredWhenTheScreenIsKilled() throws {
        let session = try TerminalSession(["calc", "--desk"], ready: "clear key: AC")
        defer { session.close() }
        session.type("2+3*4=")
        #expect(
            session.waitUntil { $0.rowsShown.count > 2 && $0.rowsShown[2] == "   GT                   20" },
            "\(session.rowsShown)")
        session.process.terminate()
        #expect(session.finish().status == SIGTERM)
        #expect(session.terminalFlags() == session.flagsBefore)
    }
}

extension ScreenTerminalTests {
    /// Every screen, in both languages, in every window from 20 to 200 columns (24 rows) and from 1 to 60 rows
    /// (80 columns): each drawing, read by a terminal of that size, shows exactly the rows drawn (none wider
    /// than the window, so none wrapped into the next, none scrolled away), and the rows hold every word the
    /// screen holds in a large window, unless they say the window is too narrow or too short.
    @Test(arguments: [
        (["calc"], "AC"), (["discount"], "cart"), (["calc", "--lang", "ja"], "AC"), (["discount", "--lang", "ja"], "カート"),
    ])
    func everyScreenFitsEveryWindow(_ arguments: [String], _ ready: String) throws {
        let folder = try TemporaryFolder()
        let session = try TerminalSession(
            arguments, columns: 200, ready: ready, environment: ["SHOPTOOLS_CART": folder.path + "/cart.json"])
        defer { session.close() }
        session.type(arguments[0] == "calc" ? "1980*3=m" : "123456\u{1B}[A\u{1B}[A\u{1B}[C")
        func drawing(columns: Int, rows: Int) -> [String]? {
            let mark = session.resize(columns: columns, rows: rows)
            let end = Array("\u{1B}[J".utf8)
            guard session.waitUntil(timeout: 5, { $0.output.count >= mark + 3 && $0.output.suffix(3).elementsEqual(end) })
            else {
                Issue.record("no drawing at \(columns)×\(rows)")
                return nil
            }
            let bytes = Array(session.output[mark...])
            let text = String(decoding: bytes, as: UTF8.self)
            // The rows as written: after the clear, each `ESC [ K` row `\n`, then `ESC [ J`.
            guard let start = text.range(of: "\u{1B}[2J", options: .backwards) else { return nil }
            let body = text[start.upperBound...].dropLast(3)
            // Output processing turns each `\n` into `\r\n` (one Character in Swift).
            // A window of one row gets its row with no line feed after it.
            var written = String(body).components(separatedBy: "\r\n")
            if written.last == "" { written.removeLast() }
            let drawn = written.map { String($0.dropFirst(3)) }
            let shown = TerminalScreen(columns: columns, height: rows, output: Array(text[start.lowerBound...].utf8))
            var lines = shown.lines
            while lines.last == "" { lines.removeLast() }
            // The terminal shows no trailing spaces (`[40%]  50% ` ends in one).
            var expected = drawn.map { String($0.reversed().drop { $0 == " " }.reversed()) }
            while expected.last == "" { expected.removeLast() }
            #expect(lines == expected, "\(arguments) at \(columns)×\(rows)")
            #expect(drawn.count <= rows - 1 || rows == 1 && drawn.count == 1, "\(arguments) at \(columns)×\(rows)")
            for row in drawn { #expect(DisplayText.columns(row) <= columns, "\(columns)×\(rows): \(row)") }
            return drawn
        }
        let whole = try #require(drawing(columns: 200, rows: 60)).joined().filter { $0 != " " }
        func check(_ drawn: [String]?, _ size: String) {
            guard let drawn else { return }
            let joined = drawn.joined().filter { $0 != " " }
            let message = ["narrow", "short", "狭すぎ", "高さ"].contains { joined.contains($0) }
            #expect(message || joined == whole, "\(arguments) at \(size): \(drawn)")
        }
        for columns in 20...200 { check(drawing(columns: columns, rows: 24), "\(columns)×24") }
        for rows in 1...60 { check(drawing(columns: 80, rows: rows), "80×\(rows)") }
        session.type("q")
        #expect(session.finish().status == 0)
    }
}

extension TerminalSession {
    /// The screen's rows, without the blank rows at the end.
    fileprivate var rowsShown: [String] {
        var rows = screen.lines
        while rows.last == "" { rows.removeLast() }
        return rows
    }
}
