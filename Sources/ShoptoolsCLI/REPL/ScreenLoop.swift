import CommandLineKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a ``ScreenModel`` on the terminal: raw mode (``Terminal`` restores
/// it on every way out), keys decoded as the line editor decodes them, and
/// the screen drawn from the top left after the keys that have come.
///
/// q (the model's), Ctrl-C and Ctrl-D leave, with the cursor below the
/// screen; Ctrl-Z stops until `fg`, then draws anew, as after a resize
/// (SIGWINCH) or Ctrl-L. A lone Escape is ``TerminalKey/escape`` once
/// nothing follows it within ``LineEditor/escapeTimeout``; Escape followed
/// at once by a key that makes no sequence with it is Escape, then the key.
enum ScreenLoop {
    static func run(_ model: any ScreenModel, context: Context) -> ExitStatus {
        guard Terminal.enterRawMode() else { return .success }
        defer { Terminal.restore() }
        var model = model
        draw(&model, anew: true)
        var pending: ArraySlice<UInt8> = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var dirty = false
        while true {
            // Escape and a key at once (`ESC 5`) that make no sequence are Escape, then the key.
            while let decoded = TerminalKey.decode(&pending) {
                for key in decoded.separated {
                    switch key {
                    case .interrupt, .endOfInput: return .success
                    case .suspend:
                        if Terminal.suspend() { draw(&model, anew: true) }
                    case .clearScreen: draw(&model, anew: true)
                    // A key the window cannot show the effect of (it shows what size it needs) does nothing, but q.
                    case _
                    where key != .character("q")
                        && model.isHidden(width: Terminal.columns(), height: Terminal.rows() - 1):
                        break
                    default:
                        switch model.press(key) {
                        case .quit: return .success
                        case .redraw: dirty = true
                        case .unchanged: break
                        }
                    }
                }
            }
            if pending.isEmpty { pending = [] }
            if dirty && !Terminal.hasInput() {
                draw(&model, anew: false)
                dirty = false
            }
            switch Terminal.wait(milliseconds: pending.isEmpty ? -1 : LineEditor.escapeTimeout) {
            case .timedOut:
                if pending == TerminalKey.loneEscape, model.press(.escape) == .redraw { dirty = true }
                pending.removeAll()  // a sequence cut short: ignored
            case .resumed, .resized: draw(&model, anew: true)
            case .ready:
                let count = read(0, &buffer, buffer.count)
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                guard count > 0 else { return .success }
                pending += buffer[0..<count]
            }
        }
    }

    /// Refreshes the model and writes the screen from the top left, each row erased to its end and
    /// the rest below erased; `anew` clears the whole screen first (at the
    /// start, after a resize or a stop).
    ///
    /// The cursor stays below the screen, where the shell goes on once the screen is left.
    private static func draw(_ model: inout any ScreenModel, anew: Bool) {
        model.refresh()
        var output = anew ? "\u{1B}[H\u{1B}[2J" : "\u{1B}[H"
        // Each row erased before it is written, so a row as wide as the window is never erased at its last
        // column (where the cursor waits to wrap); the last row of the window stays for the cursor.
        // `\n` alone: output processing stays on in raw mode, so the terminal gets `\r\n`.
        let height = Terminal.rows()
        let rows = model.rows(width: Terminal.columns(), height: height - 1)
        // A window of one row holds one row, with no line feed after it to scroll it away.
        for (index, row) in rows.enumerated() {
            output += "\u{1B}[K" + row + (height == 1 && index == rows.count - 1 ? "" : "\n")
        }
        output += "\u{1B}[J"
        _ = writeAll(Array(output.utf8), to: 1)
    }
}
