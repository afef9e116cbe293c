import Calculator
import CommandLineKit
import ShopCore
import ShopText

/// The words of the terminal screens (`calc` and `discount` with nothing
/// to compute), English beside Japanese.
enum ScreenWords {
    /// The keypad's heading: the convention (SHARP式 is plain `desk`) and the tax keys' rate.
    static func keypadTitle(_ convention: Keypad.Convention, taxRate: String, in language: Language) -> String {
        let modeName: Bilingual
        switch convention {
        case .phone: modeName = Bilingual("phone", "スマホ式")
        case .sharp: modeName = Bilingual("desk", "卓上式")
        case .casio: modeName = Bilingual("desk (Casio)", "卓上式（カシオ式）")
        }
        return Bilingual("Calculator", "電卓")(language) + " · " + modeName(language) + " · "
            + Bilingual("tax ", "税率 ")(language) + taxRate
    }

    /// Before the clear key's label (`AC`, `C`).
    static let clearKey = Bilingual("clear key: ", "クリアキー: ")

    /// The key that leaves a screen.
    static let quit = Bilingual("quit", "終了")

    /// The discount screen's heading.
    static let discountTitle = Bilingual("バーゲン教師 · discount", "バーゲン教師 · 割引")

    /// The discount screen's row labels: price, preset, slider, after the discount, cart.
    static func discountLabels(_ language: Language) -> [String] {
        switch language {
        case .english: return ["price", "preset", "slider", "after", "cart"]
        case .japanese: return ["価格", "プリセット", "スライダー", "割引後", "カート"]
        }
    }

    /// "Add to cart" with no price typed.
    static let typePriceFirst = Bilingual("type a price first", "先に価格を入力してください")

    /// The discount screen's keys: rows of entries, each entry a key and what it does.
    static func discountLegend(_ language: Language) -> [[String]] {
        switch language {
        case .english:
            return [
                ["0-9 . price", "Backspace delete", "Esc clear the price"], ["← → slider", "↑ ↓ preset"],
                ["Enter add to cart", "x clear the cart", "q quit"],
            ]
        case .japanese:
            return [
                ["0-9 . 価格", "Backspace 1字消す", "Esc 価格を消す"], ["← → スライダー", "↑ ↓ プリセット"],
                ["Enter カートに追加", "x カートを空にする", "q 終了"],
            ]
        }
    }

    /// A window narrower than a screen needs: the columns it needs, in pieces a narrow window wraps.
    static func windowTooSmall(_ columns: Int, in language: Language) -> [String] {
        switch language {
        case .english: return ["The window is too narrow:", "widen it to \(columns) columns", "(q quits)"]
        case .japanese: return ["ウィンドウが狭すぎます。", "\(columns)桁以上に広げてください", "（q で終了）"]
        }
    }

    /// The window is both too narrow and too short for the message that says so: the size it needs, in
    /// columns and rows of the window (its last row is the cursor's).
    static func windowTooSmall(columns: Int, rows: Int, in language: Language) -> [String] {
        switch language {
        case .english: return ["Too small: make it \(columns)×\(rows + 1) (q quits)"]
        case .japanese: return ["小さすぎます。\(columns)×\(rows + 1)以上に（q で終了）"]
        }
    }

    /// The window has fewer rows than the screen needs (`rows`, at its width now).
    static func windowTooShort(_ rows: Int, in language: Language) -> [String] {
        switch language {
        case .english: return ["The window is too short: make it \(rows + 1) rows high (q quits)"]
        case .japanese: return ["ウィンドウの高さが足りません。\(rows + 1)行以上にしてください（q で終了）"]
        }
    }
}
