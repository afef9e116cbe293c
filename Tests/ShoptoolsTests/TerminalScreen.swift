import ShopCore

/// What a terminal shows after some output: enough of xterm to check a line
/// editor honestly.
///
/// It knows `\r`, `\n`, backspace, the cursor moves `ESC [ n A/B/C/D` and `ESC [ H`, the erases `ESC [ K`, `ESC [ 2 K`,
/// `ESC [ J` and `ESC [ 2 J`, a change of width (wrapping anew as tmux does),
/// and xterm's wrapping: a character written in the last column leaves the
/// cursor there until the next one, which starts the next row; a wide
/// character that does not fit in the rest of a row starts the next row.
/// Widths are East Asian Width (`DisplayText`), as in xterm.
///
/// The screen is `height` rows; rows that scroll off its top stay above it as
/// the scrollback, which ``lines`` includes and the cursor cannot reach.
/// Erasing a whole row from its first column ends the line above it, as tmux
/// does (the row above no longer goes on in this one). The cursor's place is
/// ``screenRow`` and ``column``, what the terminal answers to `ESC [ 6 n`.
struct TerminalScreen {
    private(set) var columns: Int
    /// The rows the window shows.
    let height: Int
    /// The index in ``cells`` of the window's first row: the rows before it are the scrollback.
    private(set) var top = 0
    /// Each row's cells: a character, `""` for the right half of a wide one.
    private(set) var cells: [[String]] = []
    /// Whether each row goes on in the next: the terminal wrapped there, rather than a new line.
    private var wrapped: [Bool] = []
    private(set) var row = 0
    private(set) var column = 0
    /// Escape sequences it does not know, so a test can refuse them.
    private(set) var unknown: [String] = []
    /// Whether the program asked for bracketed pastes (`ESC [ ? 2004 h`) and has not turned them off.
    private(set) var bracketedPaste = false
    private var pendingWrap = false

    /// The screen after `output`; at each of `resizes` (a count of bytes of
    /// the output, and a width) the window became that wide, and the screen
    /// wrapped its lines anew as tmux does: the rows of a wrapped line join
    /// and wrap at the new width, and the cursor stays on its character.
    init(columns: Int, height: Int = 24, output: [UInt8], resizes: [(at: Int, columns: Int)] = []) {
        self.columns = columns
        self.height = height
        var start = 0
        for resize in resizes {
            feed(output[start..<resize.at])
            rewrap(to: resize.columns)
            start = resize.at
        }
        feed(output[start...])
    }

    private mutating func feed(_ output: ArraySlice<UInt8>) {
        let characters = Array(String(decoding: output, as: UTF8.self).unicodeScalars.map(Character.init))
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\r": (column, pendingWrap) = (0, false)
            case "\n": (row, pendingWrap) = (down(1), false)
            case "\u{08}": (column, pendingWrap) = (max(0, column - 1), false)
            case "\u{07}": break
            case "\u{1B}":
                var sequence = ""
                while index < characters.count {
                    sequence.append(characters[index])
                    index += 1
                    if sequence.count > 1, let scalar = sequence.unicodeScalars.last, (0x40...0x7E).contains(scalar.value) {
                        break
                    }
                }
                escape(sequence)
            default: put(character)
            }
        }
    }

    /// The window is `newColumns` wide now (see ``init(columns:output:resizes:)``).
    ///
    /// Every line is wrapped anew, the blank rows below the cursor too, and
    /// the window shows the last `height` rows, as tmux does: a line that
    /// takes more rows pushes rows at the top into the scrollback, even with
    /// blank rows below, and one that takes fewer brings them back.
    private mutating func rewrap(to newColumns: Int) {
        while cells.count < top + height { setCell(cells.count, 0, " ") }
        var lines: [(cells: [String], cursor: Int?)] = []
        var current: [String] = []
        var cursor: Int?
        for (index, cellRow) in cells.enumerated() {
            if index == row { cursor = current.count + column + (pendingWrap ? 1 : 0) }
            let continues = wrapped[index]
            var rowCells = cellRow
            if !continues { while rowCells.last == " " { rowCells.removeLast() } }
            current += rowCells
            if !continues {
                lines.append((current, cursor))
                (current, cursor) = ([], nil)
            }
        }
        let rowsBelow = row - cells.count
        (columns, cells, wrapped, pendingWrap) = (newColumns, [], [], false)
        var cursorPlace: (Int, Int)?
        for line in lines {
            let first = cells.count
            (row, column) = (first, 0)
            setCell(row, 0, " ")  // an empty line is a row too
            var offset = 0
            for cell in line.cells {
                defer { offset += 1 }
                if line.cursor == offset { cursorPlace = pendingWrap ? (row + 1, 0) : (row, column) }
                guard !cell.isEmpty else { continue }
                put(Character(cell))
            }
            if let cursor = line.cursor, cursor >= offset {
                let place = column + cursor - offset + (pendingWrap ? 1 : 0)
                cursorPlace = (row + place / newColumns, place % newColumns)
            }
            pendingWrap = false
        }
        if let (cursorRow, cursorColumn) = cursorPlace {
            (row, column) = (cursorRow, min(cursorColumn, newColumns - 1))
        } else {
            (row, column) = (cells.count + max(0, rowsBelow), min(column, newColumns - 1))
        }
        top = max(0, cells.count - height)
        if row < top { (row, column) = (top, 0) }  // tmux: a cursor pushed into the scrollback goes to the top left
        while cells.count > row + 1, !wrapped[cells.count - 1], cells[cells.count - 1].allSatisfy({ $0 == " " }) {
            cells.removeLast()
            wrapped.removeLast()
        }
    }

    /// The cursor's row in the window, counted from its top row.
    var screenRow: Int { row - top }

    /// The rows the window shows, without trailing spaces.
    var screenLines: [String] { Array(lines.dropFirst(top)) }

    /// The row `count` rows below the cursor's; at the bottom the window scrolls.
    private mutating func down(_ count: Int) -> Int {
        top = max(top, row + count - height + 1)
        return row + count
    }

    /// The rows as text, without trailing spaces.
    var lines: [String] {
        (0...max(row, cells.count - 1)).map { line in
            var text = (line < cells.count ? cells[line] : []).joined()
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// The rows from the last one that starts with `prefix` to the end, and
    /// the cursor counted from that row; nil when no row starts so.
    func lines(fromLast prefix: String) -> (lines: [String], cursorRow: Int, cursorColumn: Int)? {
        let all = lines
        guard let first = all.lastIndex(where: { $0.hasPrefix(prefix) }) else { return nil }
        return (Array(all[first...]), row - first, column)
    }

    private mutating func put(_ character: Character) {
        // A joiner or a variation selector alone measures as part of an emoji; here it joins the cell before.
        let joins = character.unicodeScalars.allSatisfy { $0.value == 0x200D || (0xFE00...0xFE0F).contains($0.value) }
        let width = joins ? 0 : DisplayText.columns(of: character)
        guard width > 0 else { return }
        if pendingWrap {
            setWrapped(row)
            (row, column, pendingWrap) = (down(1), 0, false)
        }
        if column + width > columns {
            setWrapped(row)
            (row, column) = (down(1), 0)
        }
        setCell(row, column, String(character))
        if width == 2 { setCell(row, column + 1, "") }
        column += width
        if column >= columns { (column, pendingWrap) = (columns - 1, true) }
    }

    private mutating func escape(_ sequence: String) {
        if sequence == "[?2004h" || sequence == "[?2004l" {
            bracketedPaste = sequence.hasSuffix("h")  // a mode: nothing on the screen changes
            return
        }
        guard sequence.first == "[", let final = sequence.last else {
            unknown.append(sequence)
            return
        }
        let parameter = Int(sequence.dropFirst().dropLast())
        let count = max(1, parameter ?? 1)
        pendingWrap = false
        switch final {
        case "A": row = max(top, row - count)
        case "B": row = min(top + height - 1, row + count)
        case "C": column = min(columns - 1, column + count)
        case "D": column = max(0, column - count)
        case "K" where parameter ?? 0 == 0: clearRow(row, from: column)
        case "K" where parameter == 2: clearRow(row, from: 0)
        case "J" where parameter ?? 0 == 0:
            clearRow(row, from: column)
            if cells.count > row + 1 {
                cells.removeLast(cells.count - row - 1)
                wrapped.removeLast(wrapped.count - row - 1)
            }
        case "J" where parameter == 2: (cells, wrapped, row, top) = ([], [], row - top, 0)  // the scrollback too
        case "H" where parameter == nil: (row, column) = (top, 0)
        case "n" where parameter == 6: break  // the cursor's place, asked: see ``screenRow``
        default: unknown.append(sequence)
        }
    }

    private mutating func setCell(_ line: Int, _ place: Int, _ text: String) {
        while cells.count <= line {
            cells.append(Array(repeating: " ", count: columns))
            wrapped.append(false)
        }
        if place < columns { cells[line][place] = text }
    }

    private mutating func setWrapped(_ line: Int) {
        setCell(line, columns, "")
        wrapped[line] = true
    }

    private mutating func clearRow(_ line: Int, from place: Int) {
        guard line < cells.count else { return }
        wrapped[line] = false
        // tmux: a row erased from its first column no longer continues the line above.
        if place == 0 && line > 0 { wrapped[line - 1] = false }
        for index in place..<columns { cells[line][index] = " " }
    }
}
