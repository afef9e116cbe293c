import Calculator
import Cart
import Foundation
import ShopCore
import ShopText
import TestSupport
import Testing

@testable import CommandLineKit
@testable import ShoptoolsCLI

/// The screens as values: keys in, rows out, without a terminal (the
/// terminal itself: ``ScreenTerminalTests``).
@Suite struct ScreenModelTests {
    /// The keys a terminal sends for `bytes` as the screens take them (Escape and a key that make no
    /// sequence as Escape, then the key), a lone Escape at the end as ``TerminalKey/escape``.
    static func keys(_ bytes: String) -> [TerminalKey] {
        var pending = ArraySlice(Array(bytes.utf8))
        var keys: [TerminalKey] = []
        while let key = TerminalKey.decode(&pending) { keys += key.separated }
        if pending == TerminalKey.loneEscape { keys.append(.escape) }
        return keys
    }

    /// `model` after `bytes`, and what the last key asked for.
    static func pressed<Model: ScreenModel>(_ model: Model, _ bytes: String) -> (Model, ScreenStep) {
        var model = model
        var step = ScreenStep.unchanged
        for key in keys(bytes) { step = model.press(key) }
        return (model, step)
    }

    /// A discount screen on a cart in memory.
    static func discountScreen(_ language: Language = .english) throws -> DiscountScreen {
        let session = try Session(cart: try CartSession(.memory, currency: .jpy), isInteractive: true, language: language)
        let context = Context(
            environment: { _ in nil }, stdout: StringSink(), stderr: StringSink(), input: InputSource(text: ""),
            isInteractive: true, language: language)
        return DiscountScreen(session: session, context: context)
    }

    @Test func keypadRowsInBothLanguages() {
        let (english, step) = Self.pressed(KeypadScreen(keypad: Keypad(), language: .english), "1980*3=m498*2=mr")
        #expect(step == .redraw)
        #expect(
            english.lines(width: 79) == [
                "Calculator · phone · tax 10%", "", "   M GT              6,936", "   clear key: AC", "",
                "0-9 . + - * / % =   Enter =   Backspace ⌫   Esc AC", "o 00   s ±   c C   m M+   n M−",
                "r MR   e MC   g GT   t 税込   u 税抜   q quit",
            ])
        let (japanese, _) = Self.pressed(KeypadScreen(keypad: Keypad(convention: .sharp), language: .japanese), "2+3*4")
        #expect(
            japanese.lines(width: 79) == [
                "電卓 · 卓上式 · 税率 10%", "", "                         4", "   クリアキー: C", "",
                "0-9 . + - * / % =   Enter =   Backspace ⌫   Esc AC", "o 00   s ±   c C   m M+   n M−",
                "r MR   e MC   g GT   t 税込   u 税抜   q 終了",
            ])
    }

    /// CASIO式's K shows in the margin before M and GT, so the display stays in its column; it goes with
    /// another operator or AC.
    @Test(arguments: [
        ("2**", " K                       2"), ("2**50%m", " K M GT                  2"),
        ("2**50%m+", "   M GT                  2"),
        ("2**\u{1B}", "                         0"),
    ])
    func theKeypadShowsK(_ bytes: String, _ row: String) {
        for language in [Language.english, .japanese] {
            let (screen, _) = Self.pressed(KeypadScreen(keypad: Keypad(convention: .casio), language: language), bytes)
            #expect(screen.lines(width: 79)[2] == row, "\(language)")
        }
    }

    /// Escape and a key sent at once are Escape, then the key; a known sequence is its key.
    @Test func escapeThenAKeyIsBothKeys() throws {
        let (keypad, _) = Self.pressed(KeypadScreen(keypad: Keypad(), language: .english), "2+6=\u{1B}5")
        #expect(keypad.keypad.value == Fraction(5) && !keypad.keypad.hasGrandTotal, "AC, then 5")
        let (discount, _) = Self.pressed(try Self.discountScreen(), "9800\u{1B}\u{1B}[A")
        #expect(discount.field == "" && discount.session.bargain.price == nil, "Esc cleared the price")
        #expect(discount.lines(width: 79)[3] == "preset  [20%]  30%   40%   50% ", "then ↑ chose the first preset")
    }

    /// Every key of the legend does what it says (the examples of `calc --keys`).
    @Test(arguments: [
        ("2+3*4\r", "14"), ("5+3==", "11"), ("200+10%=", "220"), ("9800-30%=", "6,860"), ("5*-3=", "-15"),
        ("1000t", "1,100"), ("1100u", "1,000"), ("5s", "-5"), ("5+3c4=", "9"), ("12o", "1,200"), ("123\u{7F}", "12"),
        ("7m\u{1B}r", "7"), ("7me2r", "0"), ("1/0=", "Error"), ("1/0=\u{1B}", "0"), ("1+2=3+4=g", "10"), ("1/3*3=", "1"),
        ("１＋２＝", "3"), ("6×7÷2=", "21"), ("5±", "-5"),
    ])
    func keypadKeys(_ typed: String, _ display: String) {
        let (screen, _) = Self.pressed(KeypadScreen(keypad: Keypad(), language: .english), typed)
        #expect(KeypadRenderer.display(screen.keypad, in: .english) == display)
    }

    @Test func keypadQuitsOnQAndIgnoresOtherKeys() {
        var screen = KeypadScreen(keypad: Keypad(), language: .english)
        #expect(screen.press(.character("z")) == .unchanged)
        #expect(screen.press(.left) == .unchanged)
        #expect(screen.press(.character("q")) == .quit)
    }

    /// Presets and slider in sync: ↑ and ↓ step through the presets, ← and →
    /// move the slider 5 %, and a slider on a preset's rate selects it.
    @Test(arguments: [
        ("↑", "20", "[20%]", 4), ("↑↑↑↑↑", "50", "[50%]", 10), ("↑↑→", "35", "none", 7), ("↑↑→→", "40", "[40%]", 8),
        ("←", "5", "none", 1), ("→→→→", "20", "[20%]", 4), ("↑↑↑↑↓", "40", "[40%]", 8), ("↓", "20", "[20%]", 4),
    ])
    func presetsAndSliderInSync(_ arrows: String, _ rate: String, _ preset: String, _ step: Int) throws {
        let keys = arrows.map { ["↑": "\u{1B}[A", "↓": "\u{1B}[B", "→": "\u{1B}[C", "←": "\u{1B}[D"][$0] ?? "" }.joined()
        let (screen, _) = Self.pressed(try Self.discountScreen(), keys)
        let bargain = screen.session.bargain
        #expect(bargain.rate.value == Decimal(string: rate))
        #expect(bargain.sliderStep == step)
        let presets = screen.lines(width: 79)[3]
        #expect(preset == "none" ? !presets.contains("[") : presets.contains(preset))
    }

    @Test func discountRowsInBothLanguages() throws {
        let (english, _) = Self.pressed(try Self.discountScreen(), "9800\u{1B}[A\u{1B}[A\u{1B}[C\r")
        #expect(
            english.lines(width: 79) == [
                "バーゲン教師 · discount", "", "price   9800_", "preset   20%   30%   40%   50% ",
                "slider  5% |#######------------| 95%  (35%)", "after   ¥9,800 − 35% → ¥6,370 (save ¥3,430)",
                "cart    total ¥6,370 (1 item)", "", "added ¥6,370 · total ¥6,370 (1 item)", "",
                "0-9 . price   Backspace delete   Esc clear the price", "← → slider   ↑ ↓ preset",
                "Enter add to cart   x clear the cart   q quit",
            ])
        let (japanese, _) = Self.pressed(try Self.discountScreen(.japanese), "1980\u{1B}[B\rx")
        #expect(
            japanese.lines(width: 79) == [
                "バーゲン教師 · 割引", "", "価格        1980_", "プリセット  [20%]  30%   40%   50% ",
                "スライダー  5% |####---------------| 95%  (20%)", "割引後      1,980円 − 20% → 1,584円（396円お得）",
                "カート      合計 1,584円（1件）", "", "カートを空にしますか（1件、1,584円）？ [y/N] ", "",
                "0-9 . 価格   Backspace 1字消す   Esc 価格を消す", "← → スライダー   ↑ ↓ プリセット",
                "Enter カートに追加   x カートを空にする   q 終了",
            ])
    }

    @Test func thePriceFieldTakesWhatCanBecomeAnAmount() throws {
        let (typing, _) = Self.pressed(try Self.discountScreen(), "9,8")
        #expect(typing.session.bargain.price == nil && typing.fieldError == nil, "on the way to 9,800")
        let (wrong, _) = Self.pressed(typing, "000")
        #expect(wrong.fieldError == #""9,8000" is not an amount: misplaced thousands separator"#)
        #expect(wrong.lines(width: 79)[8] == wrong.fieldError)
        let (fixed, _) = Self.pressed(wrong, "\u{7F}")
        #expect(fixed.session.bargain.price?.amount == 9800 && fixed.fieldError == nil)
        let (wide, _) = Self.pressed(try Self.discountScreen(), "９，８００")
        #expect(wide.session.bargain.price?.amount == 9800, "full-width, as amounts are typed")
        let (cleared, _) = Self.pressed(fixed, "\u{1B}")
        #expect(cleared.field == "" && cleared.session.bargain.price == nil)
        let (added, _) = Self.pressed(cleared, "\r")
        #expect(added.message == "type a price first")
        #expect(try added.session.cart.summary().count == 0)
    }

    /// A field that does not read as an amount (past the exact range, two
    /// points) sets no price: the after-line shows none, Enter adds nothing
    /// and the error stays.
    @Test(arguments: [
        ("9999999999999999", #""9999999999999999" is too large to compute exactly"#),
        ("1.2.3", #""1.2.3" is not an amount"#),
    ])
    func aFieldThatIsNotAnAmountSetsNoPrice(_ typed: String, _ error: String) throws {
        let (screen, _) = Self.pressed(try Self.discountScreen(), "\u{1B}[A\u{1B}[A" + typed + "\r")
        #expect(screen.session.bargain.price == nil)
        let rows = screen.lines(width: 79)
        #expect(rows[5] == "after   —")
        #expect(rows[6] == "cart    total ¥0 (0 items)")
        #expect(rows[8].hasPrefix(error), "\(rows[8])")
        #expect(try screen.session.cart.summary().count == 0)
    }

    /// `0` is an amount, and `cart add 0` adds a ¥0 item: Enter does the same.
    @Test func aZeroPriceIsAddedAsCartAddAddsIt() throws {
        let (screen, _) = Self.pressed(try Self.discountScreen(), "0\r")
        #expect(screen.message == "added ¥0 · total ¥0 (1 item)")
        let folder = try TemporaryFolder()
        #expect(
            Shoptools.run(["cart", "add", "0", "--cart", folder.path + "/cart.json"]) == Run.ok("added ¥0 · total ¥0 (1 item)\n"))
    }

    /// Each drawing reads the cart's total again: a change made outside the screen shows.
    @Test func theCartTotalIsReadAgainBeforeEachDrawing() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/cart.json"
        let session = try Session(cart: try CartSession(.file(path), currency: .jpy), isInteractive: true, language: .english)
        let context = Context(
            environment: { _ in nil }, stdout: StringSink(), stderr: StringSink(), input: InputSource(text: ""),
            isInteractive: true, language: .english)
        var (screen, _) = Self.pressed(DiscountScreen(session: session, context: context), "500\r")
        #expect(screen.lines(width: 79)[6] == "cart    total ¥500 (1 item)")
        #expect(Shoptools.run(["cart", "add", "300", "--cart", path]).status == 0)
        screen.refresh()
        #expect(screen.lines(width: 79)[6] == "cart    total ¥800 (2 items)")
    }

    @Test func clearingTheCartAsksFirst() throws {
        let (empty, _) = Self.pressed(try Self.discountScreen(), "x")
        #expect(empty.message == "the cart is already empty" && empty.clearRequest == nil)
        let (asked, _) = Self.pressed(empty, "500\r\u{7F}\u{7F}\u{7F}300\rx")
        #expect(asked.clearRequest?.count == 2)
        let (kept, _) = Self.pressed(asked, "n")
        #expect(kept.message == "kept the cart (2 items, ¥800)")
        #expect(try kept.session.cart.summary().count == 2)
        let (cleared, step) = Self.pressed(kept, "xy")
        #expect(step == .redraw)
        #expect(cleared.message == "cleared the cart (2 items, ¥800)")
        #expect(cleared.lines(width: 79)[6] == "cart    total ¥0 (0 items)")
        #expect(Self.pressed(cleared, "q").1 == .quit)
    }

    /// The legend wraps whole entries to the width, wide characters counting
    /// two, down to the narrowest width that shows the title, display and
    /// every entry whole; narrower, the screen says how wide it needs to be.
    @Test func theKeypadLegendWrapsToTheWidth() {
        let (english, _) = Self.pressed(KeypadScreen(keypad: Keypad(), language: .english), "12")
        let top = ["Calculator · phone · tax 10%", "", "                        12", "   clear key: C", ""]
        #expect(
            english.lines(width: 49)
                == top + [
                    "0-9 . + - * / % =   Enter =   Backspace ⌫", "Esc AC", "o 00   s ±   c C   m M+   n M−",
                    "r MR   e MC   g GT   t 税込   u 税抜   q quit",
                ])
        #expect(
            english.lines(width: 28)
                == top + [
                    "0-9 . + - * / % =   Enter =", "Backspace ⌫   Esc AC", "o 00   s ±   c C   m M+", "n M−",
                    "r MR   e MC   g GT   t 税込", "u 税抜   q quit",
                ])
        #expect(english.lines(width: 27) == ["The window is too narrow:", "widen it to 28 columns", "(q quits)"])
        #expect(english.lines(width: 20) == ["The window is too", "narrow:", "widen it to 28", "columns", "(q quits)"])
        let (japanese, _) = Self.pressed(KeypadScreen(keypad: Keypad(), language: .japanese), "12")
        #expect(
            japanese.lines(width: 32)
                == ["電卓 · スマホ式 · 税率 10%", "", "                        12", "   クリアキー: C", ""] + [
                    "0-9 . + - * / % =   Enter =", "Backspace ⌫   Esc AC", "o 00   s ±   c C   m M+   n M−",
                    "r MR   e MC   g GT   t 税込", "u 税抜   q 終了",
                ])
        #expect(japanese.lines(width: 25) == ["ウィンドウが狭すぎます。", "26桁以上に広げてください", "（q で終了）"])
    }

    @Test func theDiscountLegendWrapsToTheWidth() throws {
        let (japanese, _) = Self.pressed(try Self.discountScreen(.japanese), "9800")
        #expect(
            japanese.lines(width: 40).suffix(6) == [
                "", "0-9 . 価格   Backspace 1字消す", "Esc 価格を消す", "← → スライダー   ↑ ↓ プリセット",
                "Enter カートに追加   x カートを空にする", "q 終了",
            ])
        #expect(japanese.lines(width: 39) == ["ウィンドウが狭すぎます。", "40桁以上に広げてください   （q で終了）"])
        let (english, _) = Self.pressed(try Self.discountScreen(), "9800")
        #expect(english.lines(width: 35) == ["The window is too narrow:", "widen it to 36 columns   (q quits)"])
        #expect(
            english.lines(width: 36).suffix(6) == [
                "", "0-9 . price   Backspace delete", "Esc clear the price", "← → slider   ↑ ↓ preset",
                "Enter add to cart   x clear the cart", "q quit",
            ])
    }

    /// A row never passes the width, wide characters counting two, and nothing is cut: the rows, joined,
    /// hold every word of the screen (issue 26: `after …` lost its end at 80, 39 and, in Japanese, 41 columns).
    @Test(arguments: [Language.english, .japanese])
    func rowsAreFoldedToTheWidthNeverCut(_ language: Language) throws {
        let (screen, _) = Self.pressed(try Self.discountScreen(language), "123456\u{1B}[A\u{1B}[A\u{1B}[C")
        let whole = screen.lines(width: 1000)
        let after = try #require(whole.first { $0.contains("123,456") && $0.contains("35%") })
        for width in 2...120 {
            let rows = screen.lines(width: width)
            for row in rows { #expect(DisplayText.columns(row) <= width, "\(width): \(row)") }
            let needed = rows.contains { $0.contains("35%") }
            guard needed else { continue }  // the window-too-narrow message
            let joined = rows.map { $0.filter { $0 != " " } }.joined()
            #expect(joined.contains(after.filter { $0 != " " }), "\(width): \(rows)")
        }
    }

    @Test func theDiscountResultWrapsUnderItsLabel() throws {
        let (screen, _) = Self.pressed(try Self.discountScreen(), "123456\u{1B}[A\u{1B}[A\u{1B}[C")
        #expect(
            screen.lines(width: 80)[5...6] == [
                "after   ¥123,456 − 35% → ¥80,246 (save ¥43,210, rounded down to a multiple of",
                "        ¥1)",
            ])
        let (japanese, _) = Self.pressed(try Self.discountScreen(.japanese), "9800\u{1B}[A\u{1B}[A")
        #expect(
            japanese.lines(width: 41)[4...7] == [
                "スライダー  5% |######-------------| 95%", "            (30%)", "割引後      9,800円 − 30% → 6,860円",
                "            （2,940円お得）",
            ])
    }

    /// Fewer rows than the screen needs: a message says how many, instead of a screen whose top scrolled away.
    @Test func aWindowTooShortSaysHowManyRows() {
        let keypad = KeypadScreen(keypad: Keypad(), language: .english)
        let lines = keypad.lines(width: 100)
        #expect(lines.count == 8)
        #expect(keypad.rows(width: 100, height: 8) == lines)
        #expect(keypad.rows(width: 100, height: 5) == ["The window is too short: make it 9 rows high (q quits)"])
        #expect(keypad.rows(width: 30, height: 3) == ["The window is too short: make", "it 11 rows high (q quits)"])
        let japanese = KeypadScreen(keypad: Keypad(), language: .japanese)
        #expect(japanese.rows(width: 100, height: 3) == ["ウィンドウの高さが足りません。9行以上にしてください（q で終了）"])
        // Too narrow first; when that message does not fit the rows either, both sizes at once (it said
        // "4 rows" at 25×3, then "28 columns" at 25×4).
        #expect(keypad.rows(width: 25, height: 3) == ["The window is too narrow:", "widen it to 28 columns", "(q quits)"])
        #expect(keypad.rows(width: 25, height: 2) == ["Too small: make it 28×12", "(q quits)"])
        #expect(japanese.rows(width: 20, height: 3) == ["小さすぎます。", "26×13以上に（q で終", "了）"])
    }

    /// While the window shows what size it needs, the screen is hidden: keys other than q do nothing (a
    /// newcomer added ¥777 to the cart unseen).
    @Test func aHiddenScreenIsKnownAsHidden() throws {
        let keypad = KeypadScreen(keypad: Keypad(), language: .english)
        #expect(keypad.isHidden(width: 27, height: 23))
        #expect(keypad.isHidden(width: 80, height: 7))
        #expect(!keypad.isHidden(width: 28, height: 23))
        #expect(!keypad.isHidden(width: 80, height: 8))
    }

    /// After Enter adds the price, the next digit starts the next price; the added one stays in the message row.
    @Test func theNextDigitAfterAnAddStartsANewPrice() throws {
        let (screen, _) = Self.pressed(try Self.discountScreen(), "1280\r5")
        #expect(screen.field == "5")
        #expect(screen.message?.contains("¥1,280") == true)
        let (edited, _) = Self.pressed(try Self.discountScreen(), "1280\r\u{7F}5")
        #expect(edited.field == "1285")
    }

    /// The slider has no 0 %: before a rate is chosen it is drawn as no position (dots), beside `(0%)`.
    @Test func theSliderDrawsNoPositionAtZero() throws {
        let screen = try Self.discountScreen()
        #expect(screen.lines(width: 80)[4] == "slider  5% |...................| 95%  (0%)")
        let (moved, _) = Self.pressed(screen, "\u{1B}[C")
        #expect(moved.lines(width: 80)[4] == "slider  5% |#------------------| 95%  (5%)")
    }

    /// The screens the guide draws are the screens as they are.
    @Test(arguments: [
        ("docs/guide.md", Language.english, "#### On a terminal"), ("docs/guide.ja.md", .japanese, "#### 端末で"),
    ])
    func theGuidesShowTheScreens(_ file: String, _ language: Language, _ heading: String) throws {
        let text = try String(contentsOf: Shoptools.packageRoot.appendingPathComponent(file), encoding: .utf8)
        let section = try #require(text.range(of: heading).map { text[$0.upperBound...] })
        let blocks = section.components(separatedBy: "```text\n").dropFirst().prefix(2).map {
            $0.components(separatedBy: "\n```")[0].components(separatedBy: "\n")
        }
        let (keypad, _) = Self.pressed(KeypadScreen(keypad: Keypad(), language: language), "1980*3=m498*2=mr")
        let (discount, _) = Self.pressed(try Self.discountScreen(language), "9800\u{1B}[A\u{1B}[A\r")
        func trimmed(_ rows: [String]) -> [String] {
            rows.map { row in String(row.reversed().drop { $0 == " " }.reversed()) }
        }
        #expect(blocks == [trimmed(keypad.lines(width: 79)), trimmed(discount.lines(width: 79))])
    }
}
