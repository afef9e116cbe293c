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
    /// The screen's rows for a terminal `width` columns wide, each at most
    /// that wide (East Asian wide characters count two).
    func lines(width: Int) -> [String]
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

/// A screen's rows for `width` columns: each of `rows` folded to the width
/// by ``TextFold`` (at spaces and between Japanese characters, kinsoku kept;
/// its continuation rows indented by `hanging` columns while at least half
/// the width is left), then the legend, each of its rows' entries whole and
/// as many to a row as fit, so every key stays readable. Nothing is cut.
/// Narrower than `minimum` or the widest entry, `tooSmall`'s rows for the
/// width needed instead.
func screenRows(
    _ rows: [String], legend: [[String]], minimum: Int, width: Int, hanging: Int = 0,
    tooSmall: (Int) -> [String]
) -> [String] {
    let needed = max(minimum, legend.joined().map(DisplayText.columns).max() ?? 0)
    guard width >= needed else { return wrapped(tooSmall(needed), width: width).flatMap { folded($0, width: width) } }
    let indent = String(repeating: " ", count: hanging * 2 <= width ? hanging : 0)
    return rows.flatMap { row in
        DisplayText.columns(row) <= width
            ? [row] : TextFold.lines(row, width: width, rest: indent, breakingLongWords: true)
    } + legend.flatMap { wrapped($0, width: width) }
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
