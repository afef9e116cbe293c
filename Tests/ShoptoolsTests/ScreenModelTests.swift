import Calculator
import Cart
import Foundation
import ShopText
import Testing

@testable import ShoptoolsCLI

/// The screens as values: keys in, rows out, without a terminal (the
/// terminal itself: ``ScreenTerminalTests``).
@Suite struct ScreenModelTests {
    /// The keys a terminal sends for `bytes`, a lone Escape at the end as ``TerminalKey/escape``.
    static func keys(_ bytes: String) -> [TerminalKey] {
        var pending = ArraySlice(Array(bytes.utf8))
        var keys: [TerminalKey] = []
        while let key = TerminalKey.decode(&pending) { keys.append(key) }
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

    @Test func keypadShowsTheDisplayIndicatorsAndClearKey() {
        let (screen, step) = Self.pressed(KeypadScreen(keypad: Keypad(), language: .english), "1980*3=m498*2=mr")
        #expect(step == .redraw)
        print(screen.lines(width: 79).joined(separator: "\n"))
        let (ja, _) = Self.pressed(KeypadScreen(keypad: Keypad(mode: .desk), language: .japanese), "2+3*4")
        print(ja.lines(width: 79).joined(separator: "\n"))
    }

    @Test func discountScreen() throws {
        let session = try Session(cart: try CartSession(.memory, currency: .jpy), isInteractive: true, language: .english)
        let context = Context(
            environment: { _ in nil }, stdout: StringSink(), stderr: StringSink(), input: InputSource(text: ""),
            isInteractive: true, language: .english)
        let (screen, _) = Self.pressed(DiscountScreen(session: session, context: context), "9800\u{1B}[A\u{1B}[A\u{1B}[C\r")
        print(screen.lines(width: 79).joined(separator: "\n"))
        let ja = try Session(cart: try CartSession(.memory, currency: .jpy), isInteractive: true, language: .japanese)
        let (jscreen, _) = Self.pressed(DiscountScreen(session: ja, context: context), "9800\u{1B}[C\u{1B}[Cx")
        print(jscreen.lines(width: 79).joined(separator: "\n"))
        let (j2, _) = Self.pressed(jscreen, "\rx")
        print(j2.lines(width: 79).joined(separator: "\n"))
    }
}
