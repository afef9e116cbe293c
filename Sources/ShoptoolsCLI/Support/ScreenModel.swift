import ShopCore

/// A screen on the terminal as a value: keys in, lines out.
///
/// The model holds every rule (what a key does, what the screen shows); the
/// loop that runs it only reads keys and writes the lines, so tests drive a
/// model with keys and compare its lines without a terminal. The loop keeps
/// the keys that end or stop any screen (Ctrl-C, Ctrl-D, Ctrl-Z, Ctrl-L) to
/// itself.
protocol ScreenModel {
    /// Applies a key and says what the screen is to do next.
    mutating func press(_ key: TerminalKey) -> ScreenStep
    /// The screen's rows for a terminal `width` columns wide, each at most
    /// that wide (East Asian wide characters count two).
    func lines(width: Int) -> [String]
}

/// What a screen does after a key.
enum ScreenStep: Equatable {
    /// Draw the screen again.
    case redraw
    /// Nothing changed.
    case unchanged
    /// Leave the screen.
    case quit
}

/// The start of `text` that fits in `width` columns, measured with `DisplayText`.
func screenRow(_ text: String, width: Int) -> String {
    guard DisplayText.columns(text) > width else { return text }
    var row = "", used = 0
    for character in text {
        let columns = DisplayText.columns(of: character)
        guard used + columns <= width else { break }
        row.append(character)
        used += columns
    }
    return row
}
