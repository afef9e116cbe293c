import ShopCore

/// The line being edited, and what each key does to it, as readline does it.
///
/// Each change costs time in proportion to what changes, not to the line:
/// a paste of 100,000 characters is 100,000 appends. ``changedFrom`` tells
/// the editor how much of what it drew is still right.
package struct EditState {
    package enum Outcome: Equatable {
        case redraw, submit(String), interrupt, end, suspend, clearScreen, complete, none
    }

    package private(set) var text: [Character] = []
    package private(set) var cursor = 0
    /// The first character that changed since ``markDrawn()``; `text.count` when none did.
    package private(set) var changedFrom = 0
    private var history: [String]
    private var historyIndex: Int
    private var draft: [Character] = []
    /// What the kill keys took last, for Ctrl-Y.
    private var killed: [Character] = []
    /// Whether the key before was a kill: kills in a row gather into one text, as in readline.
    private var killing = false

    /// How a line break of a paste shows in the line, and separates its lines when the line is submitted.
    package static let lineBreak: Character = "⏎"

    package init(history: [String]) {
        self.history = history
        historyIndex = history.count
    }

    package mutating func apply(_ key: TerminalKey) -> Outcome {
        let wasKilling = killing
        killing = false
        switch key {
        case .character(let character):
            // Control and bidirectional characters would move the terminal's cursor behind the editor's back.
            guard !character.unicodeScalars.contains(where: DisplayText.isUnsafe) else { return .none }
            insert(character)
        case .paste(let pasted):
            // Inserted for review, its line breaks as ⏎: nothing runs until Enter.
            let characters = pasted.map { $0 == "\n" ? Self.lineBreak : $0 }
            guard !characters.isEmpty else { return .none }
            replace(cursor..<cursor, with: characters)
        case .backspace:
            guard cursor > 0 else { return .none }
            remove(cursor - 1..<cursor)
        case .delete:
            guard cursor < text.count else { return .none }
            remove(cursor..<cursor + 1)
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(text.count, cursor + 1)
        case .wordLeft: cursor = wordStart(before: cursor)
        case .wordRight: cursor = wordEnd(after: cursor)
        case .home: cursor = 0
        case .end: cursor = text.count
        case .killToStart: kill(0..<cursor, appending: wasKilling)
        case .killToEnd: kill(cursor..<text.count, appending: wasKilling)
        case .killSpacedWordBack:
            var start = cursor
            while start > 0 && text[start - 1].isWhitespace { start -= 1 }
            while start > 0 && !text[start - 1].isWhitespace { start -= 1 }
            kill(start..<cursor, appending: wasKilling)
        case .killWordBack: kill(wordStart(before: cursor)..<cursor, appending: wasKilling)
        case .killWordForward: kill(cursor..<wordEnd(after: cursor), appending: wasKilling)
        case .yank:
            guard !killed.isEmpty else { return .none }
            replace(cursor..<cursor, with: killed)
        case .up:
            guard historyIndex > 0 else { return .none }
            if historyIndex == history.count { draft = text }
            historyIndex -= 1
            replaceAll(with: Array(history[historyIndex]))
        case .down:
            guard historyIndex < history.count else { return .none }
            historyIndex += 1
            replaceAll(with: historyIndex == history.count ? draft : Array(history[historyIndex]))
        case .enter: return .submit(String(text))
        case .interrupt: return .interrupt
        case .suspend: return .suspend
        case .clearScreen: return .clearScreen
        case .complete: return .complete
        case .endOfInput:
            if text.isEmpty { return .end }
            guard cursor < text.count else { return .none }
            remove(cursor..<cursor + 1)
        case .ignored, .escape, .alt: return .none
        }
        return .redraw
    }

    /// Puts `replacement` where `range` is and the cursor after it (Tab completion).
    package mutating func replace(_ range: Range<Int>, with replacement: [Character]) {
        text.replaceSubrange(range, with: replacement)
        changedFrom = min(changedFrom, range.lowerBound)
        cursor = range.lowerBound + replacement.count
    }

    /// Everything up to ``changedFrom`` is on the screen as it is now.
    package mutating func markDrawn() { changedFrom = text.count }

    /// Inserts at the cursor, joining a combining mark or a flag's second half
    /// to the character before it, so each character is one place on screen.
    ///
    /// Only that character is looked at again, so typing at the end is no
    /// slower on a long line than on a short one.
    private mutating func insert(_ character: Character) {
        guard cursor > 0 else { return replace(cursor..<cursor, with: [character]) }
        let previous = text[cursor - 1]
        let joined = Array(String(previous) + String(character))
        if joined.first == previous && joined.count == 2 { return replace(cursor..<cursor, with: [character]) }
        replace(cursor - 1..<cursor, with: joined)
    }

    private mutating func remove(_ range: Range<Int>) { replace(range, with: []) }

    private mutating func replaceAll(with line: [Character]) { replace(0..<text.count, with: line) }

    /// Removes `range` into the kill buffer; right after another kill, the text joins what that one took.
    private mutating func kill(_ range: Range<Int>, appending: Bool) {
        let taken = Array(text[range])
        if appending {
            killed = range.lowerBound < cursor ? taken + killed : killed + taken
        } else if !taken.isEmpty {
            killed = taken
        }
        remove(range)
        killing = true
    }

    /// Where the word before `index` starts (Alt-b): back over what is no word, then over the word.
    private func wordStart(before index: Int) -> Int {
        var index = index
        while index > 0 && !text[index - 1].isWordPart { index -= 1 }
        while index > 0 && text[index - 1].isWordPart { index -= 1 }
        return index
    }

    /// Where the word after `index` ends (Alt-f).
    private func wordEnd(after index: Int) -> Int {
        var index = index
        while index < text.count && !text[index].isWordPart { index += 1 }
        while index < text.count && text[index].isWordPart { index += 1 }
        return index
    }
}

extension Character {
    /// Part of a word for Alt-b and Alt-f: a letter or a digit.
    fileprivate var isWordPart: Bool { isLetter || isNumber }
}
