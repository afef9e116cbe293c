import ShopCore

/// What the terminal shows of the line being edited: the characters drawn
/// (prompt first), where they landed, and where the cursor was put, so the
/// editor can add to the line, redraw it from its first row, and find that
/// row again after the window changed its width.
package struct ShownLine {
    /// The width the line was drawn at; 0 before anything was drawn.
    package private(set) var width = 0
    /// The prompt and the text, as drawn.
    package private(set) var characters: [Character] = []
    package private(set) var layout = LineLayout([], width: 1)
    /// The character the cursor was put on; nil when it is after the last one.
    package private(set) var cursorIndex: Int?
    /// The cursor's row, counted from the prompt's row.
    package private(set) var cursorRow = 0
    /// Whether the last row was full and the cursor went on to the start of the next.
    package private(set) var freshRow = false
    /// Where the drawing went to a new row with `\r\n` (a row filled exactly):
    /// the number of characters before each.
    ///
    /// A terminal that wraps lines anew keeps these rows apart.
    private var hardBreaks: [Int] = []
    /// Rows of an earlier drawing of the line that a narrower window pushed
    /// into the terminal's scrollback, right above the line's first row: the
    /// characters of each line they make (see ``scrollAway(rows:width:)``).
    package private(set) var scrolledAway: [[Character]] = []

    package init(width: Int = 0, scrolledAway: [[Character]] = []) {
        self.width = width
        self.scrolledAway = scrolledAway
        layout = LineLayout([], width: width)
    }

    /// The rows ``scrolledAway`` takes at `width` columns.
    package func rowsScrolledAway(width newWidth: Int) -> Int {
        scrolledAway.reduce(0) { $0 + LineLayout($1, width: newWidth).end.row + 1 }
    }

    /// Records that the first `count` rows, counted from the first row of
    /// ``scrolledAway`` at `width` columns, are in the scrollback, out of the
    /// cursor's reach, and that the row below them is about to be erased
    /// from its first column: tmux then ends the scrollback's last line
    /// there, so each run of characters in those rows stays a line of its own.
    package mutating func scrollAway(rows count: Int, width newWidth: Int) {
        var left = count
        var away: [[Character]] = []
        let runs = scrolledAway + zip([0] + runEnds, runEnds).map { Array(characters[$0..<$1]) }
        for run in runs where left > 0 {
            let layout = LineLayout(run, width: newWidth)
            let rows = layout.end.row + 1
            let cut = rows <= left ? run.count : (0..<run.count).first { (layout.start(of: $0)?.row ?? 0) >= left } ?? run.count
            away.append(Array(run[..<cut]))
            left -= min(rows, left)
        }
        scrolledAway = away
    }

    /// Where the cursor is after the last character.
    package var cursorPosition: LineLayout.Position {
        freshRow ? LineLayout.Position(row: layout.end.row + 1, column: 0) : layout.end
    }

    /// Records `added` as written after the last character, with the cursor
    /// after them, and returns what else to write: a full last row leaves the
    /// terminal waiting to wrap, and a new line makes the cursor's place certain.
    package mutating func append(_ added: some Collection<Character>) -> String {
        characters += added
        for character in added { layout.append(character) }
        cursorIndex = nil
        freshRow = layout.end.column >= width
        if freshRow { hardBreaks.append(characters.count) }
        cursorRow = cursorPosition.row
        return freshRow ? "\r\n" : ""
    }

    /// Records the cursor as put on character `index`, on `row`.
    package mutating func place(cursorAt index: Int, row: Int) {
        cursorIndex = index
        cursorRow = row
    }

    /// Finds the cursor's row again after the window became `newWidth`
    /// columns wide, as terminals that wrap lines anew show it (tmux, GNOME
    /// Terminal, iTerm2, kitty…): each row drawn as one run of characters is
    /// wrapped again at the new width, and the cursor stays on its character.
    ///
    /// Returns the cursor's column at the new width.
    @discardableResult
    package mutating func rewrap(width newWidth: Int) -> Int {
        guard width > 0 else { return 0 }
        var row = 0
        var start = 0
        for end in runEnds {
            let run = LineLayout(characters[start..<end], width: newWidth)
            if let index = cursorIndex, index >= start, index < end, let place = run.start(of: index - start) {
                cursorRow = row + place.row
                return place.column
            }
            if end == characters.count && !freshRow {
                cursorRow = row + run.end.row
                return min(run.end.column, newWidth - 1)
            }
            row += run.end.row + 1
            start = end
        }
        cursorRow = row
        return 0
    }

    /// The rows the drawing takes at `newWidth` columns, the row a full last row left the cursor on included.
    package func rows(width newWidth: Int) -> Int {
        zip([0] + runEnds, runEnds).reduce(freshRow ? 1 : 0) {
            $0 + LineLayout(characters[$1.0..<$1.1], width: newWidth).end.row + 1
        }
    }

    /// Where each run of characters drawn as one ends (a run ends where the drawing went to a new row with `\r\n`).
    private var runEnds: [Int] {
        hardBreaks.last == characters.count ? hardBreaks : hardBreaks + [characters.count]
    }
}

/// Where the characters of a line land on a terminal `width` columns wide
/// that wraps long lines: a character that does not fit in the rest of a row
/// (a wide one facing the last column) starts the next row, as xterm, VTE and
/// their kin do.
///
/// ```
/// width 6, "ab🥕cd🥕":   row 0 |ab🥕cd|     🥕 does not fit in the last column,
///                        row 1 |🥕    |     so it starts row 1; end (1, 2)
/// ```
package struct LineLayout {
    /// A place on the screen, counted from the line's first row and the left edge.
    package struct Position: Equatable {
        package var row: Int
        package var column: Int
    }

    package let width: Int
    /// Where each character starts.
    package private(set) var starts: [Position] = []
    /// Where the cursor is after the last character; `column == width` when
    /// the last row is full (the terminal then wraps only on the next character).
    package private(set) var end = Position(row: 0, column: 0)

    package init(_ characters: some Collection<Character>, width: Int) {
        self.width = max(1, width)
        starts.reserveCapacity(characters.count)
        for character in characters { append(character) }
    }

    /// Places `character` after the last one.
    package mutating func append(_ character: Character) {
        let columns = DisplayText.columns(of: character)
        if columns > 0 && end.column + columns > width { end = Position(row: end.row + 1, column: 0) }
        starts.append(end)
        end.column += columns
    }

    /// Where character `index` starts; nil past the last one.
    package func start(of index: Int) -> Position? {
        starts.indices.contains(index) ? starts[index] : nil
    }
}

extension String {
    /// Without spaces at either end.
    package var trimmingSpaces: Substring {
        var slice = self[...]
        while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
        while slice.last?.isWhitespace == true { slice = slice.dropLast() }
        return slice
    }
}
