import CommandLineKit
import ShopCore
import ShopText

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
    /// What the screen shows now, before it is fitted to a window (see
    /// ``lines(width:)`` and ``rows(width:height:)``).
    func layout() -> ScreenLayout
    /// Reads again what may have changed outside the screen, before each
    /// drawing (the loop calls it; nothing by default).
    mutating func refresh()
    /// The language of the screen's words.
    var language: Language { get }
}

extension ScreenModel {
    mutating func refresh() {}
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

/// What a screen shows, before it is fitted to a window: its rows, its
/// legend (rows of key entries), the narrowest width its rows may take (the
/// title, the display and the slider are never folded: a folded rate or
/// display would read as another value), and the indent of a labelled row's
/// continuation.
struct ScreenLayout {
    var rows: [String]
    var legend: [[String]]
    var minimum: Int
    /// The columns a labelled row's continuation rows are indented by, while at least half the width is left.
    var hanging = 0
    /// The rows that have a label (the others fold to the left edge).
    var labelled: Set<Int> = []

    /// The narrowest window that shows every row and every key entry whole.
    var neededWidth: Int { max(minimum, legend.joined().map(DisplayText.columns).max() ?? 0) }

    /// The rows for `width` columns (at least ``neededWidth``): each row folded to the width by
    /// ``TextFold`` (at spaces and between Japanese characters, kinsoku kept), then the legend, each
    /// of its rows' entries whole and as many to a row as fit, so every key stays readable.
    ///
    /// Nothing is cut.
    func fitted(to width: Int) -> [String] {
        let indent = String(repeating: " ", count: hanging * 2 <= width ? hanging : 0)
        return rows.indices.flatMap { index in
            let row = rows[index]
            return DisplayText.columns(row) <= width
                ? [row]
                : TextFold.lines(row, width: width, rest: labelled.contains(index) ? indent : "", breakingLongWords: true)
        } + legend.flatMap { wrapped($0, width: width) }
    }
}

/// `text` in rows of at most `width` columns (at least 2) by ``TextFold``,
/// words wider than a row broken between characters: every word of a
/// message stays on the screen, however narrow.
func folded(_ text: String, width: Int) -> [String] {
    TextFold.lines(text, width: max(width, 2), breakingLongWords: true)
}

/// `entries` three spaces apart, as many to a row as fit in `width` columns
/// (East Asian wide characters count two); an entry is never split.
func wrapped(_ entries: [String], width: Int) -> [String] {
    var rows: [String] = []
    for entry in entries {
        if let last = rows.last, DisplayText.columns(last) + 3 + DisplayText.columns(entry) <= width {
            rows[rows.count - 1] = last + "   " + entry
        } else {
            rows.append(entry)
        }
    }
    return rows
}
