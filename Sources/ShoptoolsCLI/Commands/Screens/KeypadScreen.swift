import Calculator
import CommandLineKit
import ShopCore
import ShopText

/// The calculator of `shoptools calc` on a terminal: a ``/Calculator/Keypad``
/// fed the keys as they are typed, its display, the K (CASIO式's constant),
/// M and GT indicators, the clear key's label and a legend of the keys.
///
/// ```
/// Calculator · phone · tax 10%
///
///    M GT         6,936
///    clear key: AC
///
/// 0–9 . + - * / % =   Enter =   Backspace ⌫   Esc AC
/// …
/// ```
struct KeypadScreen: ScreenModel {
    /// The keypad, as the keys left it.
    private(set) var keypad: Keypad
    /// The language of the words on the screen.
    let language: Language

    /// The typed character of each key that is not a digit nor its own
    /// symbol: the legend lists them, so what a person reads is what works.
    static let letters: [(typed: Character, key: Keypad.Key)] = [
        ("o", .doubleZero), ("s", .changeSign), ("c", .clearEntry), ("m", .memoryPlus), ("n", .memoryMinus),
        ("r", .memoryRecall), ("e", .memoryClear), ("g", .grandTotal), ("t", .taxIncluded), ("u", .taxExcluded),
    ]

    /// The characters typed as themselves: digits, point, operators, `=` and `%`.
    static let symbols: [Character: Keypad.Key] = [
        ".": .point, "+": .op(.add), "-": .op(.subtract), "*": .op(.multiply), "x": .op(.multiply),
        "/": .op(.divide), "=": .equals, "%": .percent,
    ]

    init(keypad: Keypad, language: Language) {
        self.keypad = keypad
        self.language = language
    }

    /// The keypad's key for a terminal key: Enter is `=`, Backspace `⌫`, Esc `AC`.
    static func key(for key: TerminalKey) -> Keypad.Key? {
        switch key {
        case .enter: return .equals
        case .backspace, .delete: return .backspace
        case .escape: return .allClear
        case .character(let typed):
            // Full-width keys (`１`, `＋`) as their ASCII twins; a key's own symbol (`×`, `÷`, `±`) as that key.
            let text = TextNormalizer.string(TextNormalizer.folded(String(typed))[...])
            guard let character = text.first, text.count == 1 else { return nil }
            if let digit = character.wholeNumberValue, character.isASCII { return .digit(digit) }
            return symbols[character] ?? letters.first { $0.typed == character }?.key ?? Keypad.Key(text)
        default: return nil
        }
    }

    mutating func press(_ key: TerminalKey) -> ScreenStep {
        if key == .character("q") { return .quit }
        guard let pressed = Self.key(for: key) else { return .unchanged }
        keypad.press(pressed)
        return .redraw
    }

    func layout() -> ScreenLayout {
        // K (CASIO式's constant) in the margin before M and GT, so the display stays where it is.
        let indicators = KeypadRenderer.indicators(keypad, constant: false).joined(separator: " ")
        let display =
            (keypad.hasConstant ? " K " : "   ") + DisplayText.padded(indicators, to: 5)
            + DisplayText.rightAligned(KeypadRenderer.display(keypad, in: language), to: KeypadRenderer.displayWidth)
        let letters = Self.letters.map { "\($0.typed) \($0.key.symbol)" }
        let title = ScreenWords.keypadTitle(keypad.convention, taxRate: keypad.taxRate.description, in: language)
        let rows = [title, "", display, "   " + ScreenWords.clearKey(language) + keypad.clearLabel.rawValue, ""]
        let legend = [
            ["0-9 . + - * / % =", "Enter =", "Backspace ⌫", "Esc AC"], Array(letters[..<5]),
            letters[5...] + ["q " + ScreenWords.quit(language)],
        ]
        // The title and the display are never cut: a cut rate or display would read as another value.
        return ScreenLayout(
            rows: rows, legend: legend, minimum: max(DisplayText.columns(title), DisplayText.columns(display)))
    }
}
