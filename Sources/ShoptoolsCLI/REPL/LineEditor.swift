#if canImport(Glibc)
import Glibc
#endif

/// A line editor for the terminal: ←/→, Backspace, Delete, Home/End (also
/// Ctrl-A/Ctrl-E), Ctrl-U, ↑/↓ through this session's history, Ctrl-C to
/// abandon the line, Ctrl-D on an empty line to end.
///
/// The REPL puts the terminal in raw mode for the session (``Terminal``
/// restores it on every way out); the editor only reads keys and redraws.
struct LineEditor {
    enum Result: Equatable {
        case line(String)
        case interrupted
        case endOfInput
    }

    private var history: [String] = []

    /// Reads one line after showing `prompt`.
    mutating func readLine(prompt: String) -> Result {
        var state = EditState(history: history)
        render(prompt, state)
        var pending: [UInt8] = []
        while true {
            var byte: UInt8 = 0
            let count = read(0, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else {
                emit("\r\n")
                return .endOfInput
            }
            pending.append(byte)
            guard let key = Key.decode(&pending) else { continue }
            switch state.apply(key) {
            case .redraw: render(prompt, state)
            case .submit(let text):
                emit("\r\n")
                if !text.trimmingSpaces.isEmpty && history.last != text { history.append(text) }
                return .line(text)
            case .interrupt:
                emit("^C\r\n")
                return .interrupted
            case .end:
                emit("\r\n")
                return .endOfInput
            case .none: break
            }
        }
    }

    private func render(_ prompt: String, _ state: EditState) {
        let after = state.text[state.cursor...]
        var line = "\r" + prompt + String(state.text) + "\u{1B}[K"
        let back = after.reduce(0) { $0 + Key.width(of: $1) }
        if back > 0 { line += "\u{1B}[\(back)D" }
        emit(line)
    }

    private func emit(_ text: String) {
        var bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let wrote = bytes.withUnsafeMutableBytes { raw in write(1, raw.baseAddress.map { $0 + done }, raw.count - done) }
            if wrote <= 0 { if errno == EINTR { continue } else { return } }
            done += wrote
        }
    }
}

/// The line being edited, and what each key does to it.
struct EditState {
    enum Outcome: Equatable {
        case redraw, submit(String), interrupt, end, none
    }

    var text: [Character] = []
    var cursor = 0
    private var history: [String]
    private var historyIndex: Int
    private var draft: [Character] = []

    init(history: [String]) {
        self.history = history
        historyIndex = history.count
    }

    mutating func apply(_ key: Key) -> Outcome {
        switch key {
        case .character(let character):
            text.insert(character, at: cursor)
            cursor += 1
        case .backspace:
            guard cursor > 0 else { return .none }
            cursor -= 1
            text.remove(at: cursor)
        case .delete:
            guard cursor < text.count else { return .none }
            text.remove(at: cursor)
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(text.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = text.count
        case .killLine:
            text = []
            cursor = 0
        case .up:
            guard historyIndex > 0 else { return .none }
            if historyIndex == history.count { draft = text }
            historyIndex -= 1
            text = Array(history[historyIndex])
            cursor = text.count
        case .down:
            guard historyIndex < history.count else { return .none }
            historyIndex += 1
            text = historyIndex == history.count ? draft : Array(history[historyIndex])
            cursor = text.count
        case .enter: return .submit(String(text))
        case .interrupt: return .interrupt
        case .endOfInput:
            if text.isEmpty { return .end }
            guard cursor < text.count else { return .none }
            text.remove(at: cursor)
        case .ignored: return .none
        }
        return .redraw
    }
}

/// A key, decoded from the bytes a terminal sends.
enum Key: Equatable {
    case character(Character)
    case backspace, delete, left, right, up, down, home, end, enter, interrupt, endOfInput, killLine, ignored

    /// Decodes and removes one key from the front of `bytes`; nil when more bytes are needed.
    static func decode(_ bytes: inout [UInt8]) -> Key? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B:
            guard bytes.count >= 2 else { return nil }
            guard bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") else {
                bytes.removeFirst()
                return .ignored
            }
            guard bytes.count >= 3 else { return nil }
            // CSI: parameters, then a final byte in @…~.
            guard let finalIndex = bytes[2...].firstIndex(where: { (0x40...0x7E).contains($0) }) else {
                return bytes.count > 16 ? { bytes.removeAll(); return .ignored }() : nil
            }
            let sequence = String(decoding: bytes[1...finalIndex], as: UTF8.self)
            bytes.removeFirst(finalIndex + 1)
            switch sequence {
            case "[D", "OD": return .left
            case "[C", "OC": return .right
            case "[A", "OA": return .up
            case "[B", "OB": return .down
            case "[H", "OH", "[1~", "[7~": return .home
            case "[F", "OF", "[4~", "[8~": return .end
            case "[3~": return .delete
            default: return .ignored
            }
        case 0x0D, 0x0A: bytes.removeFirst(); return .enter
        case 0x7F, 0x08: bytes.removeFirst(); return .backspace
        case 0x03: bytes.removeFirst(); return .interrupt
        case 0x04: bytes.removeFirst(); return .endOfInput
        case 0x01: bytes.removeFirst(); return .home
        case 0x05: bytes.removeFirst(); return .end
        case 0x02: bytes.removeFirst(); return .left
        case 0x06: bytes.removeFirst(); return .right
        case 0x15: bytes.removeFirst(); return .killLine
        case 0x10: bytes.removeFirst(); return .up
        case 0x0E: bytes.removeFirst(); return .down
        case 0x00..<0x20: bytes.removeFirst(); return .ignored
        default:
            // One UTF-8 character: its length from the lead byte.
            let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
            guard bytes.count >= length else { return nil }
            let text = String(decoding: bytes[0..<length], as: UTF8.self)
            bytes.removeFirst(length)
            return text.first.map(Key.character) ?? .ignored
        }
    }

    /// Columns a character takes on a terminal: 2 for East Asian wide characters.
    static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
             0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
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
