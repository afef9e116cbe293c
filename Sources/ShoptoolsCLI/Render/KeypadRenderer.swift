import Calculator
import CommandLineKit
import ShopCore
import ShopText

/// How a calculator keypad's display is shown: `6,936`, `≈ 0.33333333333`, `Error` / `エラー`.
enum KeypadRenderer {
    /// The word the display shows in the error state.
    static let error = Bilingual("Error", "エラー")

    /// The display as a line: its digits, `≈ ` before a rounded value, or the error word.
    static func display(_ keypad: Keypad, in language: Language) -> String {
        switch keypad.readout {
        case .number(let digits, let isRounded): return (isRounded ? "≈ " : "") + digits
        case .error: return error(language)
        }
    }

    /// The widest display: `≈ -999,999,999,999` is 18 columns.
    static let displayWidth = 18

    /// One line of `--trace`: the key, the display right-aligned as on a
    /// calculator, and the M and GT indicators when lit.
    ///
    /// ```
    /// ×                 1,980
    /// M+                5,940  M GT
    /// ```
    static func traceLine(_ keypad: Keypad, after key: Keypad.Key, in language: Language) -> String {
        let indicators = self.indicators(keypad)
        return DisplayText.padded(key.symbol, to: 4) + " "
            + DisplayText.rightAligned(display(keypad, in: language), to: displayWidth)
            + (indicators.isEmpty ? "" : "  " + indicators.joined(separator: " "))
    }

    /// `M` when the memory holds a value, `GT` when the grand total does.
    static func indicators(_ keypad: Keypad) -> [String] {
        (keypad.hasMemory ? ["M"] : []) + (keypad.hasGrandTotal ? ["GT"] : [])
    }

    /// `{"display":"6,936","value":"6936","exact":true,"memory":"6936","grand_total":"6936","clear":"AC","error":false}`,
    /// with `"key":"M+"` first when `key` is given (a line of `--trace --json`).
    ///
    /// `"exact"` is true only when the display shows the value exactly: a
    /// value shown rounded (`≈`) is false, and one that does not terminate
    /// is given to 20 decimals; in the error state `"value"` is null and
    /// `"error"` true.
    static func json(_ keypad: Keypad, after key: Keypad.Key? = nil) -> String {
        var object = JSONObject()
        if let key { object.add("key", key.symbol) }
        object.add("display", display(keypad, in: .english))
        object.add("value", keypad.value.map(text))
        object.add("exact", isExact(keypad))
        object.add("memory", text(keypad.memory))
        object.add("grand_total", text(keypad.grandTotal))
        object.add("clear", keypad.clearLabel.rawValue)
        object.add("error", keypad.failure != nil)
        return object.text
    }

    /// True when the display shows the value exactly (`≈` marks one that is not).
    static func isExact(_ keypad: Keypad) -> Bool {
        guard case .number(_, let isRounded) = keypad.readout else { return false }
        return !isRounded
    }

    /// The exact decimal, or the value to 20 decimals when it does not terminate.
    private static func text(_ value: Fraction) -> String {
        if let exact = value.decimal { return MoneyFormat.plain(exact) }
        return (try? value.approximated(decimals: Calculator.maximumScale)).map(MoneyFormat.plain) ?? value.description
    }
}
