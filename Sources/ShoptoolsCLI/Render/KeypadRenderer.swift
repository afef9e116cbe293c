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
    /// calculator, and the K, M and GT indicators when lit.
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

    /// `K` while CASIO式's constant is set (unless `constant` is false), `M` when the memory holds a
    /// value, `GT` when the grand total does.
    static func indicators(_ keypad: Keypad, constant: Bool = true) -> [String] {
        (constant && keypad.hasConstant ? ["K"] : []) + (keypad.hasMemory ? ["M"] : [])
            + (keypad.hasGrandTotal ? ["GT"] : [])
    }

    /// The `--json` object: the library's ``/Calculator/Keypad/Reading`` of the keypad,
    /// `{"display":"6,936","value":"6936","exact":true,…}`, with `"key":"M+"` first when `key` is
    /// given (a line of `--trace --json`).
    static func json(_ keypad: Keypad, after key: Keypad.Key? = nil) throws(CLIError) -> String {
        try JSONOutput.text(Keypad.Reading(keypad, after: key))
    }
}
