import Calculator
import ShopCore
import ShopText

/// A calculator screen with buttons: each tap goes to a `Keypad`, and the
/// screen reads back the display, the M and GT indicators and the clear
/// key's label (AC or C, as on the phone).
///
/// The keypad is `Codable`, so an app could keep it across launches.
@MainActor final class KeypadScreen {
    private(set) var keypad: Keypad
    let language: Language

    init(convention: Keypad.Convention = .phone, language: Language) {
        keypad = Keypad(convention: convention)
        self.language = language
    }

    /// A button, by the label on it (`7`, `×`, `M+`, `税込`).
    func tap(_ label: String) {
        guard let key = Keypad.Key(label) else { return }
        keypad.press(key)
    }

    /// The display, the lit indicators and the clear key's label: `6,936  M GT  [AC]`.
    var screen: String {
        let display: String
        switch keypad.readout {
        case .number(let digits, let isRounded): display = (isRounded ? "≈ " : "") + digits
        case .error:
            switch language {
            case .english: display = "Error"
            case .japanese: display = "エラー"
            }
        }
        let indicators = (keypad.hasMemory ? ["M"] : []) + (keypad.hasGrandTotal ? ["GT"] : [])
        return ([display] + indicators + ["[\(keypad.clearLabel.rawValue)]"]).joined(separator: "  ")
    }
}
