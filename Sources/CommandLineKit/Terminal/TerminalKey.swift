import ShopCore

/// A key, decoded from the bytes a terminal sends.
package enum TerminalKey: Equatable {
    case character(Character)
    case backspace, delete, left, right, wordLeft, wordRight, up, down, home, end
    case enter, interrupt, endOfInput, suspend, ignored
    /// Ctrl-U, Ctrl-K: kill from the start of the line to the cursor, from the cursor to the end.
    case killToStart, killToEnd
    /// Ctrl-W: kill back to the space before a word (readline's `unix-word-rubout`).
    case killSpacedWordBack
    /// Alt-Backspace, Alt-d: kill a word (letters and digits) before, after the cursor.
    case killWordBack, killWordForward
    /// Ctrl-Y: insert the text killed last.
    case yank
    /// Ctrl-L: clear the screen and draw the line at its top.
    case clearScreen
    /// Tab: complete the word before the cursor.
    case complete
    /// Escape alone, with nothing after it in time (``loneEscape``), or
    /// followed at once by a key that makes no sequence with it (`ESC ESC`,
    /// `ESC` and Enter, `ESC` and `５`): the screens' AC; the line editor ignores it.
    case escape
    /// Escape and a character at once that make no known sequence (`ESC 5`):
    /// Alt and that key, or Escape typed just before it. The line editor
    /// ignores it (Alt-x does nothing); the screens take it as Escape, then
    /// the character (``separated``).
    case alt(Character)
    /// A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`, sent by a terminal
    /// once ``Terminal/setBracketedPaste(_:)`` asked for it): the text, its
    /// line ends as `\n`, tabs as spaces, and every other control character
    /// and escape sequence left out, so nothing pasted moves the cursor.
    case paste(String)

    /// The key as keys pressed one by one: ``alt(_:)`` is ``escape``, then the
    /// character; any other key is itself.
    package var separated: [TerminalKey] {
        if case .alt(let character) = self { return [.escape, .character(character)] }
        return [self]
    }

    /// The bytes of a lone Escape, which ``decode(_:)`` leaves waiting for
    /// the rest of a sequence; a reader that times out on them has this key.
    package static let loneEscape: ArraySlice<UInt8> = [0x1B]

    /// Decodes and removes one key from the front of `bytes`; nil when more
    /// bytes are needed (a lone Escape is one: after a pause the caller drops it).
    ///
    /// A slice, so that taking a key off the front costs nothing however many
    /// bytes a paste brought.
    package static func decode(_ bytes: inout ArraySlice<UInt8>) -> TerminalKey? {
        guard let first = bytes.first else { return nil }
        if bytes.starts(with: pasteStart) {
            // The whole paste, or nil until its end has come (see ``unfinishedPaste(_:)``).
            guard let end = bytes.firstRange(of: pasteEnd) else { return nil }
            let text = bytes[(bytes.startIndex + pasteStart.count)..<end.lowerBound]
            bytes = bytes[end.upperBound...]
            return .paste(pasted(text))
        }
        switch first {
        case 0x1B: return escape(&bytes)
        case 0x00..<0x20, 0x7F:
            bytes.removeFirst()
            return control[first] ?? .ignored
        default: return character(&bytes)
        }
    }

    /// What a terminal sends before and after a bracketed paste.
    package static let pasteStart = Array("\u{1B}[200~".utf8)
    package static let pasteEnd = Array("\u{1B}[201~".utf8)

    /// A paste whose end has not come (the terminal stopped sending), as far as it came; nil when `bytes`
    /// start no paste.
    package static func unfinishedPaste(_ bytes: inout ArraySlice<UInt8>) -> TerminalKey? {
        guard bytes.starts(with: pasteStart) else { return nil }
        let text = bytes.dropFirst(pasteStart.count)
        bytes = bytes[bytes.endIndex...]
        return .paste(pasted(text))
    }

    /// A paste's bytes as text: `\r\n`, `\r` and `\n` as `\n`, a tab as a space, escape sequences and
    /// other control characters (C0, DEL, C1, bidirectional controls) left out, bytes that are no UTF-8 as `�`.
    private static func pasted(_ bytes: ArraySlice<UInt8>) -> String {
        /// Where the reader is: in text, after Escape, in a control sequence (CSI: up to its final
        /// byte), after SS3 (one character), or in a string (OSC, DCS, SOS, PM, APC: up to BEL or ST).
        enum State { case text, escape, csi, ss3, string }
        var text = ""
        var state = State.text
        var afterReturn = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            let wasReturn = afterReturn
            afterReturn = scalar == "\r"
            switch (state, scalar) {
            case (.escape, "["): state = .csi
            case (.escape, "O"): state = .ss3
            case (.escape, "]"), (.escape, "P"), (.escape, "X"), (.escape, "^"), (.escape, "_"): state = .string
            case (.escape, "\u{1B}"): break  // Escape again: still an escape
            case (.escape, _), (.ss3, _): state = .text
            case (.csi, _): if (0x40...0x7E).contains(scalar.value) { state = .text }
            case (.string, "\u{07}"), (.string, "\u{9C}"): state = .text
            case (.string, "\u{1B}"): state = .escape  // ST is `ESC \`: the backslash ends the escape
            case (.string, _): break
            case (.text, "\u{1B}"): state = .escape
            case (.text, "\u{9B}"): state = .csi  // the C1 forms of CSI, SS3 and the strings
            case (.text, "\u{8F}"): state = .ss3
            case (.text, "\u{90}"), (.text, "\u{9D}"), (.text, "\u{98}"), (.text, "\u{9E}"), (.text, "\u{9F}"):
                state = .string
            case (.text, "\r"): text.unicodeScalars.append("\n")
            case (.text, "\n"): if !wasReturn { text.unicodeScalars.append("\n") }
            case (.text, "\t"): text.unicodeScalars.append(" ")
            case (.text, _) where DisplayText.isUnsafe(scalar): break
            case (.text, _): text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// The keys sent as one control byte.
    private static let control: [UInt8: TerminalKey] = [
        0x0D: .enter, 0x0A: .enter, 0x7F: .backspace, 0x08: .backspace, 0x03: .interrupt, 0x04: .endOfInput,
        0x1A: .suspend, 0x01: .home, 0x05: .end, 0x02: .left, 0x06: .right, 0x15: .killToStart, 0x0B: .killToEnd,
        0x17: .killSpacedWordBack, 0x19: .yank, 0x0C: .clearScreen, 0x09: .complete, 0x10: .up, 0x0E: .down,
    ]

    /// `ESC [ … final` (CSI), `ESC O x` (SS3), or Alt and a key (`ESC b`).
    private static func escape(_ bytes: inout ArraySlice<UInt8>) -> TerminalKey? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let second = bytes[start + 1]
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
            let parameters = String(decoding: bytes[(start + 2)..<finalIndex], as: UTF8.self)
            let final = bytes[finalIndex]
            bytes = bytes[(finalIndex + 1)...]
            return csi(final: final, parameters: parameters)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            let final = bytes[start + 2]
            bytes.removeFirst(3)
            return csi(final: final, parameters: "")
        case _ where alt[second] != nil:
            bytes.removeFirst(2)
            return alt[second]
        case 0x20...0x7E:
            // Escape and a character that make no sequence: Alt and the key (``alt(_:)``).
            bytes.removeFirst(2)
            return .alt(Character(Unicode.Scalar(second)))
        default:
            // Escape, then a key of its own (`ESC ESC [ A` is Escape, then ↑; `ESC \r` Escape, then Enter).
            bytes.removeFirst()
            return .escape
        }
    }

    /// The keys sent as Escape and another key (Alt-b as `ESC b`).
    private static let alt: [UInt8: TerminalKey] = [
        UInt8(ascii: "b"): .wordLeft, UInt8(ascii: "f"): .wordRight, UInt8(ascii: "d"): .killWordForward,
        0x7F: .killWordBack,
    ]

    /// The key a CSI or SS3 sequence names; Alt or Ctrl with ←/→ moves a word.
    private static func csi(final: UInt8, parameters: String) -> TerminalKey {
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
    private static func character(_ bytes: inout ArraySlice<UInt8>) -> TerminalKey? {
        let start = bytes.startIndex
        let first = bytes[start]
        let length = first < 0x80 ? 1 : first >= 0xF8 ? 0 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC2 ? 2 : 0
        let continuations = bytes.dropFirst().prefix(max(0, length - 1))
        guard length > 0, continuations.allSatisfy({ $0 & 0xC0 == 0x80 }) else {
            bytes.removeFirst()
            return .ignored
        }
        guard bytes.count >= length else { return nil }
        let text = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
        bytes.removeFirst(length)
        guard let character = text.first, character != "\u{FFFD}" else { return .ignored }
        return .character(character)
    }
}
