import ShopCore

/// The line being edited, and what each key does to it.
struct EditState {
    enum Outcome: Equatable {
        case redraw, submit(String), interrupt, end, suspend, none
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
            // Control and bidirectional characters would move the terminal's cursor behind the editor's back.
            guard !character.unicodeScalars.contains(where: DisplayText.isUnsafe) else { return .none }
            insert(character)
        case .backspace:
            guard cursor > 0 else { return .none }
            cursor -= 1
            text.remove(at: cursor)
        case .delete:
            guard cursor < text.count else { return .none }
            text.remove(at: cursor)
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(text.count, cursor + 1)
        case .wordLeft:
            while cursor > 0 && !text[cursor - 1].isWordPart { cursor -= 1 }
            while cursor > 0 && text[cursor - 1].isWordPart { cursor -= 1 }
        case .wordRight:
            while cursor < text.count && !text[cursor].isWordPart { cursor += 1 }
            while cursor < text.count && text[cursor].isWordPart { cursor += 1 }
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
        case .suspend: return .suspend
        case .endOfInput:
            if text.isEmpty { return .end }
            guard cursor < text.count else { return .none }
            text.remove(at: cursor)
        case .ignored: return .none
        }
        return .redraw
    }

    /// Inserts at the cursor, joining a combining mark or a flag's second half
    /// to the character before it, so each character is one place on screen.
    private mutating func insert(_ character: Character) {
        let before = Array(String(text[..<cursor]) + String(character))
        text = before + text[cursor...]
        cursor = before.count
    }
}

extension Character {
    /// Part of a word for Alt-b and Alt-f: a letter or a digit.
    fileprivate var isWordPart: Bool { isLetter || isNumber }
}

/// A key, decoded from the bytes a terminal sends.
enum Key: Equatable {
    case character(Character)
    case backspace, delete, left, right, wordLeft, wordRight, up, down, home, end
    case enter, interrupt, endOfInput, suspend, killLine, ignored

    /// Decodes and removes one key from the front of `bytes`; nil when more
    /// bytes are needed (a lone Escape is one: after a pause the caller drops it).
    static func decode(_ bytes: inout [UInt8]) -> Key? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return escape(&bytes)
        case 0x00..<0x20, 0x7F:
            bytes.removeFirst()
            return control[first] ?? .ignored
        default: return character(&bytes)
        }
    }

    /// The keys sent as one control byte.
    private static let control: [UInt8: Key] = [
        0x0D: .enter, 0x0A: .enter, 0x7F: .backspace, 0x08: .backspace, 0x03: .interrupt, 0x04: .endOfInput,
        0x1A: .suspend, 0x01: .home, 0x05: .end, 0x02: .left, 0x06: .right, 0x15: .killLine, 0x10: .up, 0x0E: .down,
    ]

    /// `ESC [ … final` (CSI), `ESC O x` (SS3), or Alt and a key (`ESC b`).
    private static func escape(_ bytes: inout [UInt8]) -> Key? {
        guard bytes.count >= 2 else { return nil }
        let second = bytes[1]
        switch second {
        case UInt8(ascii: "["):
            // Parameters, then a final byte in @…~.
            guard let finalIndex = bytes.dropFirst(2).firstIndex(where: { (0x40...0x7E).contains($0) }) else {
                if bytes.count > 16 {
                    bytes.removeAll()
                    return .ignored
                }
                return nil
            }
            let parameters = String(decoding: bytes[2..<finalIndex], as: UTF8.self)
            let final = bytes[finalIndex]
            bytes.removeFirst(finalIndex + 1)
            return csi(final: final, parameters: parameters)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            let final = bytes[2]
            bytes.removeFirst(3)
            return csi(final: final, parameters: "")
        case UInt8(ascii: "b"), UInt8(ascii: "f"):
            bytes.removeFirst(2)
            return second == UInt8(ascii: "b") ? .wordLeft : .wordRight
        case 0x20...0x7F:
            bytes.removeFirst(2)  // Alt and another key: nothing, and the key is not typed either
            return .ignored
        default:
            bytes.removeFirst()  // Escape, then a key of its own
            return .ignored
        }
    }

    /// The key a CSI or SS3 sequence names; Alt or Ctrl with ←/→ moves a word.
    private static func csi(final: UInt8, parameters: String) -> Key {
        let byWord = parameters.hasSuffix(";3") || parameters.hasSuffix(";5")
        switch (Character(Unicode.Scalar(final)), parameters) {
        case ("A", _): return .up
        case ("B", _): return .down
        case ("C", _): return byWord ? .wordRight : .right
        case ("D", _): return byWord ? .wordLeft : .left
        case ("H", _), ("~", "1"), ("~", "7"): return .home
        case ("F", _), ("~", "4"), ("~", "8"): return .end
        case ("~", "3"): return .delete
        default: return .ignored
        }
    }

    /// One UTF-8 character; a byte that starts none is dropped.
    private static func character(_ bytes: inout [UInt8]) -> Key? {
        let first = bytes[0]
        let length = first < 0x80 ? 1 : first >= 0xF8 ? 0 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC2 ? 2 : 0
        let continuations = bytes.dropFirst().prefix(max(0, length - 1))
        guard length > 0, continuations.allSatisfy({ $0 & 0xC0 == 0x80 }) else {
            bytes.removeFirst()
            return .ignored
        }
        guard bytes.count >= length else { return nil }
        let text = String(decoding: bytes[0..<length], as: UTF8.self)
        bytes.removeFirst(length)
        guard let character = text.first, character != "\u{FFFD}" else { return .ignored }
        return .character(character)
    }
}
