import ShopCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A line editor for the terminal: ←/→, Alt-b/Alt-f (a word), Backspace,
/// Delete, Home/End (also Ctrl-A/Ctrl-E), Ctrl-U, ↑/↓ through this session's
/// history, Ctrl-C to abandon the line, Ctrl-D on an empty line to end, Ctrl-Z
/// to stop the process until the shell continues it.
///
/// The REPL puts the terminal in raw mode for the session (``Terminal``
/// restores it on every way out); the editor only reads keys and redraws.
/// A line wider than the terminal wraps over several rows, and every column
/// is measured with `DisplayText`, so wide characters (`コ`, `🥕`) keep the
/// cursor where the terminal shows it.
struct LineEditor {
    enum Result: Equatable {
        case line(String)
        case interrupted
        case endOfInput
    }

    /// How long the rest of an escape sequence may take before the Escape
    /// counts as a key of its own.
    static let escapeTimeout: Int32 = 50

    private var history: [String] = []
    /// The cursor's row as last drawn, counted from the prompt's row.
    private var cursorRow = 0
    /// Bytes read but not yet used: what a paste or typing ahead brought
    /// after the line just returned, kept for the next line.
    private var pending: [UInt8] = []

    /// Reads one line after showing `prompt`; `remember` puts it in the history
    /// (commands are remembered, answers to a question are not).
    mutating func readLine(prompt: String, remember: Bool = true) -> Result {
        var state = EditState(history: history)
        Terminal.takeResume()
        cursorRow = 0
        render(prompt, state)
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            // One read can bring several keys (a paste, Alt-b as `ESC b`): all are handled now.
            while let key = Key.decode(&pending) {
                if let result = handle(key, &state, prompt: prompt, remember: remember) { return result }
            }
            switch Terminal.wait(milliseconds: pending.isEmpty ? -1 : Self.escapeTimeout) {
            case .timedOut:
                pending.removeAll()  // a lone Escape, or a sequence cut short: ignored
            case .resumed:
                cursorRow = 0  // the shell wrote on the screen meanwhile: draw anew where the cursor is
                render(prompt, state)
            case .ready:
                let count = read(0, &buffer, buffer.count)
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                guard count > 0 else {
                    finish(prompt, state, mark: "")
                    return .endOfInput
                }
                pending += buffer[0..<count]
            }
        }
    }

    /// Applies `key`; the line's result once it is done.
    private mutating func handle(_ key: Key, _ state: inout EditState, prompt: String, remember: Bool) -> Result? {
        switch state.apply(key) {
        case .redraw: render(prompt, state)
        case .submit(let text):
            finish(prompt, state, mark: "")
            if remember && !text.trimmingSpaces.isEmpty && history.last != text { history.append(text) }
            return .line(text)
        case .interrupt:
            finish(prompt, state, mark: "^C")
            return .interrupted
        case .end:
            finish(prompt, state, mark: "")
            return .endOfInput
        case .suspend:
            render(prompt, state, cursorAtEnd: true)
            emit("^Z")
            cursorRow = 0  // the shell writes below the line meanwhile: draw anew where the cursor is
            if Terminal.suspend() { render(prompt, state) }
        case .none: break
        }
        return nil
    }

    /// Leaves the line: the cursor after its end, then `mark` and a new line.
    private mutating func finish(_ prompt: String, _ state: EditState, mark: String) {
        let onFreshRow = render(prompt, state, cursorAtEnd: true)
        emit(mark.isEmpty && onFreshRow ? "" : mark + "\r\n")
        cursorRow = 0
    }

    /// Draws prompt and line from the prompt's first row down, then puts the
    /// cursor on its character; true when the line fills its last row exactly
    /// and the cursor went on to the start of the next.
    @discardableResult
    private mutating func render(_ prompt: String, _ state: EditState, cursorAtEnd: Bool = false) -> Bool {
        let width = Terminal.columns()
        let promptCharacters = Array(prompt)
        let layout = LineLayout(promptCharacters + state.text, width: width)
        var output = cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : ""
        output += "\r\u{1B}[J" + prompt + String(state.text)
        var end = layout.end
        // A full last row leaves the terminal waiting to wrap; a new line makes the cursor's place certain.
        let onFreshRow = end.column >= width
        if onFreshRow {
            output += "\r\n"
            end = LineLayout.Position(row: end.row + 1, column: 0)
        }
        let target = cursorAtEnd ? end : layout.start(of: promptCharacters.count + state.cursor) ?? end
        if target != end {
            if end.row > target.row { output += "\u{1B}[\(end.row - target.row)A" }
            output += "\r"
            let column = min(target.column, width - 1)
            if column > 0 { output += "\u{1B}[\(column)C" }
        }
        cursorRow = target.row
        emit(output)
        return onFreshRow
    }

    /// Straight to the terminal, unbuffered; a write that fails is dropped.
    private func emit(_ text: String) {
        _ = writeAll(Array(text.utf8), to: 1)
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
struct LineLayout {
    /// A place on the screen, counted from the line's first row and the left edge.
    struct Position: Equatable {
        var row: Int
        var column: Int
    }

    /// Where each character starts.
    private(set) var starts: [Position] = []
    /// Where the cursor is after the last character; `column == width` when
    /// the last row is full (the terminal then wraps only on the next character).
    private(set) var end = Position(row: 0, column: 0)

    init(_ characters: [Character], width: Int) {
        let width = max(1, width)
        starts.reserveCapacity(characters.count)
        for character in characters {
            let columns = DisplayText.columns(of: character)
            if columns > 0 && end.column + columns > width { end = Position(row: end.row + 1, column: 0) }
            starts.append(end)
            end.column += columns
        }
    }

    /// Where character `index` starts; nil past the last one.
    func start(of index: Int) -> Position? {
        starts.indices.contains(index) ? starts[index] : nil
    }
}

extension String {
    /// Without spaces at either end.
    var trimmingSpaces: Substring {
        var slice = self[...]
        while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
        while slice.last?.isWhitespace == true { slice = slice.dropLast() }
        return slice
    }
}
