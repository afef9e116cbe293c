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
    /// Reads again what may have changed outside the screen, before each
    /// drawing (the loop calls it; nothing by default).
    mutating func refresh()
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

/// A screen's rows for `width` columns: `rows` cut to the width, then the
/// legend, each of its rows' entries whole and as many to a row as fit, so
/// every key stays readable. Narrower than `minimum` or the widest entry,
/// `tooSmall`'s rows for the width needed instead.
func screenRows(
    _ rows: [String], legend: [[String]], minimum: Int, width: Int, tooSmall: (Int) -> [String]
) -> [String] {
    let needed = max(minimum, legend.joined().map(DisplayText.columns).max() ?? 0)
    guard width >= needed else { return wrapped(tooSmall(needed), width: width).flatMap { folded($0, width: width) } }
    return rows.map { screenRow($0, width: width) } + legend.flatMap { wrapped($0, width: width) }
}

/// `text` in rows of at most `width` columns, broken after a space where
/// one falls within the row, else between characters: every word of a
/// message stays on the screen, however narrow (`width` of at least 2).
func folded(_ text: String, width: Int) -> [String] {
    var rows: [String] = []
    var rest = Substring(text)
    while DisplayText.columns(String(rest)) > max(width, 2) {
        var used = 0
        var end = rest.startIndex
        var lastSpace: String.Index?
        for index in rest.indices {
            let columns = DisplayText.columns(of: rest[index])
            if used + columns > max(width, 2) { break }
            used += columns
            end = rest.index(after: index)
            if rest[index] == " " { lastSpace = end }
        }
        let cut = lastSpace ?? end
        var row = rest[..<cut]
        while row.last == " " { row = row.dropLast() }
        rows.append(String(row))
        rest = rest[cut...].drop { $0 == " " }
    }
    if !rest.isEmpty || rows.isEmpty { rows.append(String(rest)) }
    return rows
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
