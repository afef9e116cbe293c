import ShopCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A line editor for the terminal with readline's keys: ←/→, Alt-b/Alt-f
/// and Ctrl-←/→ (a word), Home/End (also Ctrl-A/Ctrl-E), Backspace, Delete,
/// Ctrl-U/Ctrl-K (kill to the start/end), Ctrl-W and Alt-Backspace (kill the
/// word before), Alt-d (the word after), Ctrl-Y (put back what was killed),
/// Ctrl-L (clear the screen), Tab (complete), ↑/↓ through this session's
/// history, Ctrl-C to abandon the line, Ctrl-D on an empty line to end,
/// Ctrl-Z to stop the process until the shell continues it.
///
/// The REPL puts the terminal in raw mode for the session (``Terminal``
/// restores it on every way out); the editor only reads keys and redraws.
/// A line wider than the terminal wraps over several rows, and every column
/// is measured with `DisplayText`, so wide characters (`コ`, `🥕`) keep the
/// cursor where the terminal shows it.
///
/// Every key that has arrived is handled before anything is drawn, and
/// characters added at the end of the line are written alone rather than
/// the whole line again, so a paste costs time in proportion to its length.
package struct LineEditor {
    package enum Result: Equatable {
        case line(String)
        case interrupted
        case endOfInput
    }

    /// How long the rest of an escape sequence may take before the Escape
    /// counts as a key of its own.
    package static let escapeTimeout: Int32 = 50
    /// How long the rest of a bracketed paste may take before what came of it is taken as the paste.
    package static let pasteTimeout: Int32 = 2_000

    /// What Tab offers for the text before the cursor (see ``LineCompletion``).
    package let complete: (String) -> LineCompletion

    private var history: [String] = []
    /// What the screen shows of the line being edited.
    private var shown = ShownLine()
    /// Bytes read but not yet used: what a paste or typing ahead brought
    /// after the line just returned, kept for the next line.
    private var pending: ArraySlice<UInt8> = []
    /// Whether the window changed its width again while the editor waited for the terminal's answer.
    private var resizedAgain = false
    /// The window's row of the line's first row (negative when above the top),
    /// as the terminal told and the drawing since moved it; nil when unknown.
    private var promptRow: Int?
    /// The window's height when ``promptRow`` was last brought up to date.
    private var windowRows = 0
    /// Whether the terminal answers `ESC [ 6 n`; one that did not is not asked again.
    private var terminalAnswers = true

    package init(complete: @escaping (String) -> LineCompletion = { _ in LineCompletion(start: 0, words: []) }) {
        self.complete = complete
    }

    /// Reads one line after showing `prompt`; `remember` puts it in the history
    /// (commands are remembered, answers to a question are not).
    package mutating func readLine(prompt: String, remember: Bool = true) -> Result {
        let prompt = Array(prompt)
        var state = EditState(history: history)
        Terminal.takeResume()
        shown = ShownLine()
        render(prompt, &state)
        locate()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var dirty = false
        while true {
            // Every key that has come is handled now (a paste, Alt-b as `ESC b`); the line is drawn once no more wait.
            while let key = TerminalKey.decode(&pending) {
                switch handle(key, &state, prompt: prompt, remember: remember) {
                case .done(let result): return result
                case .changed: dirty = true
                case .unchanged: break
                }
            }
            if pending.isEmpty { pending = [] }  // lets the bytes of a paste go
            if resizedAgain {
                resizedAgain = false
                render(prompt, &state, resized: true)
            }
            if dirty && !Terminal.hasInput() {
                render(prompt, &state)
                dirty = false
            }
            let pasting = pending.starts(with: TerminalKey.pasteStart)
            switch Terminal.wait(milliseconds: pending.isEmpty ? -1 : pasting ? Self.pasteTimeout : Self.escapeTimeout) {
            case .timedOut:
                if let paste = TerminalKey.unfinishedPaste(&pending) {
                    // The terminal never sent the paste's end: what came is the paste, for review as any other.
                    if case .changed = handle(paste, &state, prompt: prompt, remember: remember) { dirty = true }
                }
                pending.removeAll()  // a lone Escape, or a sequence cut short: ignored
            case .resumed:
                shown = ShownLine()  // the shell wrote on the screen meanwhile: draw anew where the cursor is
                render(prompt, &state)
                locate()
            case .resized:
                render(prompt, &state, resized: true)
            case .ready:
                let count = read(0, &buffer, buffer.count)
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                guard count > 0 else {
                    finish(prompt, &state, mark: "")
                    return .endOfInput
                }
                pending += buffer[0..<count]
            }
        }
    }

    private enum Handled {
        case done(Result)
        case changed
        case unchanged
    }

    /// Applies `key`; the line's result once it is done.
    private mutating func handle(_ key: TerminalKey, _ state: inout EditState, prompt: [Character], remember: Bool) -> Handled {
        switch state.apply(key) {
        case .redraw: return .changed
        case .submit(let text):
            finish(prompt, &state, mark: "")
            if remember && !text.trimmingSpaces.isEmpty && history.last != text { history.append(text) }
            return .done(.line(text))
        case .interrupt:
            finish(prompt, &state, mark: "^C")
            return .done(.interrupted)
        case .end:
            finish(prompt, &state, mark: "")
            return .done(.endOfInput)
        case .suspend:
            render(prompt, &state, cursorAtEnd: true)
            emit("^Z")
            shown = ShownLine()  // the shell writes below the line meanwhile: draw anew where the cursor is
            if Terminal.suspend() {
                render(prompt, &state)
                locate()
            }
        case .clearScreen:
            emit("\u{1B}[H\u{1B}[2J")
            shown = ShownLine()
            promptRow = 0
            render(prompt, &state)
        case .complete:
            return completeWord(prompt, &state) ? .changed : .unchanged
        case .none: break
        }
        return .unchanged
    }

    /// Tab: the one word that fits, or as much as all the words that fit share;
    /// when that adds nothing, the words are listed below the line.
    private mutating func completeWord(_ prompt: [Character], _ state: inout EditState) -> Bool {
        let before = Array(state.text[..<state.cursor])
        let offer = complete(String(before))
        let start = min(offer.start, before.count)
        guard let first = offer.words.first else { return false }
        if offer.words.count == 1 {
            let ending: [Character] = first.hasSuffix("/") ? [] : [" "]
            state.replace(start..<state.cursor, with: Array(first) + ending)
            return true
        }
        let shared = offer.words.dropFirst().reduce(Array(first)) { shared, word in
            Array(zip(shared, word).prefix { $0 == $1 }.map(\.0))
        }
        if shared.count > state.cursor - start {
            state.replace(start..<state.cursor, with: shared)
            return true
        }
        render(prompt, &state, cursorAtEnd: true)
        var list = shown.freshRow ? "" : "\r\n"
        for line in Self.columns(offer.words, width: Terminal.columns()) { list += line + "\r\n" }
        emit(list)
        shown = ShownLine()
        render(prompt, &state)
        locate()
        return false
    }

    /// `words` in columns across `width`, as a shell lists what Tab may complete.
    package static func columns(_ words: [String], width: Int) -> [String] {
        let cell = (words.map(DisplayText.columns).max() ?? 0) + 2
        let perRow = max(1, width / cell)
        return stride(from: 0, to: words.count, by: perRow).map { start in
            let row = words[start..<min(words.count, start + perRow)]
            var line = row.dropLast().map { DisplayText.padded($0, to: cell) }.joined() + (row.last ?? "")
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Leaves the line: the cursor after its end, then `mark` and a new line.
    private mutating func finish(_ prompt: [Character], _ state: inout EditState, mark: String) {
        render(prompt, &state, cursorAtEnd: true)
        emit(mark.isEmpty && shown.freshRow ? "" : mark + "\r\n")
        shown = ShownLine()
    }

    /// Brings the screen up to `state`: characters added at the end are
    /// written alone; anything else redraws prompt and line from the prompt's
    /// first row down, then puts the cursor on its character.
    ///
    /// After the window changed its width, the line's first row is found
    /// again by the rule of terminals that wrap lines anew (tmux, VTE, kitty,
    /// iTerm2): each line is wrapped again at the new width and the cursor
    /// stays on its character (``ShownLine/rewrap(width:)``). tmux then shows
    /// the last rows of all its lines, blank rows below the cursor included,
    /// so a line that takes more rows pushes rows at the top of the window
    /// into the scrollback, and a line that takes fewer brings them back.
    /// When the line is near the top, its first rows may be out of reach: the
    /// terminal tells the cursor's row (`ESC [ 6 n`), and when the line's first
    /// row would be above the window the redraw starts at the window's top
    /// row, erasing it first (tmux then stops joining the scrollback's last
    /// row to it), and remembers what the scrollback keeps
    /// (``ShownLine/scrolledAway``): when a wider window brings those rows
    /// back, they are written over with the rest. The same question is asked
    /// when only the height changed (`resized`), as tmux moves rows between
    /// the window and the scrollback then too. Without an answer within half
    /// a second the redraw goes up as far as the rule says (`ESC [ n A` stops
    /// at the top row anyway).
    private mutating func render(
        _ prompt: [Character], _ state: inout EditState, cursorAtEnd: Bool = false, resized: Bool = false
    ) {
        let width = Terminal.columns()
        defer { state.markDrawn() }
        var rowsUp = shown.cursorRow
        var scrolledAway = shown.scrolledAway
        // The window changed its width (a key may come before the SIGWINCH does): find the line again first.
        let widthChanged = shown.width > 0 && shown.width != width
        let drawnRows = shown.cursorPosition.row + 1
        let expectedColumn = widthChanged ? shown.rewrap(width: width) : nil
        let resized = shown.width > 0 && (resized || widthChanged)
        if resized {
            let away = shown.rowsScrolledAway(width: width)
            rowsUp = away + shown.cursorRow
            scrolledAway = []
            let known = promptRow.map { (row: $0, windowRows: windowRows) }
            promptRow = nil
            if let (row, column) = askCursor() {
                // The rows from the first one scrolled away down to the cursor's, less the window's rows above the cursor.
                var lost = rowsUp - row
                if let expectedColumn, expectedColumn != 0, row == 0, column == 0, let known {
                    // tmux put the cursor in the top left corner: its own row went into the scrollback.
                    // The blank rows below the line stayed, and the window shows the last rows: the line
                    // ends as far above the bottom as before, which says where its first row is now.
                    let blankBelow = known.windowRows - known.row - drawnRows
                    let first = Terminal.rows() - blankBelow - shown.rows(width: width)
                    if -first > shown.cursorRow { (lost, rowsUp) = (away - first, away - first) }
                }
                if lost > 0 {
                    shown.scrollAway(rows: lost, width: width)
                    (rowsUp, scrolledAway) = (rowsUp - lost, shown.scrolledAway)
                }
                promptRow = row - rowsUp
            }
        }
        if !resized, shown.width == width, shown.cursorIndex == nil, state.cursor == state.text.count,
            state.changedFrom >= shown.characters.count - prompt.count
        {
            let added = state.text[(shown.characters.count - prompt.count)...]
            guard !added.isEmpty else { return }
            emit(String(added) + shown.append(added))
            followScrolling()
            return
        }
        // What was there is written over, and only the rest is erased: erasing from the top left
        // corner would make tmux keep a copy of the screen in its scrollback.
        var output = rowsUp > 0 ? "\u{1B}[\(rowsUp)A" : ""
        output += "\r" + (resized ? "\u{1B}[2K" : "") + String(prompt) + String(state.text)
        shown = ShownLine(width: width, scrolledAway: scrolledAway)
        output += shown.append(prompt + state.text) + "\u{1B}[J"
        let end = shown.cursorPosition
        let target = cursorAtEnd ? end : shown.layout.start(of: prompt.count + state.cursor) ?? end
        if target != end {
            if end.row > target.row { output += "\u{1B}[\(end.row - target.row)A" }
            output += "\r"
            let column = min(target.column, width - 1)
            if column > 0 { output += "\u{1B}[\(column)C" }
            shown.place(cursorAt: prompt.count + state.cursor, row: target.row)
        }
        emit(output)
        followScrolling()
    }

    /// Moves ``promptRow`` up as far as the window scrolled when the drawing
    /// went below its last row.
    private mutating func followScrolling() {
        windowRows = Terminal.rows()
        guard let row = promptRow else { return }
        promptRow = min(row, windowRows - shown.cursorPosition.row - 1)
    }

    /// Asks the terminal where the cursor is and keeps where the line's first row is.
    private mutating func locate() {
        promptRow = askCursor().map { $0.row - shown.cursorRow }
        windowRows = Terminal.rows()
    }

    /// The cursor's row and column in the window, counted from 0, as the
    /// terminal answers `ESC [ 6 n` with `ESC [ row ; column R`; nil when no
    /// answer comes within half a second (that terminal is not asked again).
    ///
    /// Keys typed meanwhile stay pending.
    private mutating func askCursor() -> (row: Int, column: Int)? {
        guard terminalAnswers else { return nil }
        emit("\u{1B}[6n")
        let deadline = ContinuousClock.now + .milliseconds(500)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if let report = Self.cursorReport(in: pending) {
                pending.removeSubrange(report.bytes)
                return (report.row, report.column)
            }
            let left = deadline - ContinuousClock.now
            guard left > .zero else {
                terminalAnswers = false
                return nil
            }
            let milliseconds = Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
            switch Terminal.wait(milliseconds: max(1, milliseconds)) {
            case .timedOut:
                terminalAnswers = false
                return nil
            case .resumed: continue
            case .resized: resizedAgain = true
            case .ready:
                let count = read(0, &buffer, buffer.count)
                if count > 0 {
                    pending += buffer[0..<count]
                } else if count == 0 || errno != EINTR && errno != EAGAIN {
                    return nil
                }
            }
        }
    }

    /// The first answer `ESC [ row ; column R` in `bytes`: its row and column from 0, and where it is.
    package static func cursorReport(in bytes: ArraySlice<UInt8>) -> (row: Int, column: Int, bytes: Range<Int>)? {
        var index = bytes.startIndex
        while let escape = bytes[index...].firstIndex(of: 0x1B) {
            index = escape + 1
            guard bytes[index...].first == UInt8(ascii: "[") else { continue }
            let parameters = bytes[(index + 1)...].prefix { (0x30...0x3B).contains($0) }
            guard parameters.endIndex < bytes.endIndex, bytes[parameters.endIndex] == UInt8(ascii: "R") else { continue }
            let numbers = String(decoding: parameters, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
            guard numbers.count == 2, let row = Int(numbers[0]), let column = Int(numbers[1]), row > 0, column > 0 else {
                continue
            }
            return (row - 1, column - 1, escape..<(parameters.endIndex + 1))
        }
        return nil
    }

    /// Straight to the terminal, unbuffered; a write that fails is dropped.
    private func emit(_ text: String) {
        _ = writeAll(Array(text.utf8), to: 1)
    }
}

/// What Tab may complete: the words that fit the word before the cursor,
/// which starts at character `start` of the text before the cursor.
package struct LineCompletion: Equatable {
    package let start: Int
    package let words: [String]

    package init(start: Int, words: [String]) {
        self.start = start
        self.words = words
    }
}
