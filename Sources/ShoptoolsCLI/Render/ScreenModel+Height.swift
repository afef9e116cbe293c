import CommandLineKit
import ShopText

extension ScreenModel {
    /// The screen's rows for a window `width` columns wide, each at most that wide (East Asian wide
    /// characters count two); narrower than the screen needs, rows saying how wide it must be.
    func lines(width: Int) -> [String] {
        let layout = layout()
        guard width >= layout.neededWidth else { return tooNarrow(layout.neededWidth, width: width) }
        return layout.fitted(to: width)
    }

    /// The rows to draw in a window `width` columns wide with `height` rows for them:
    /// ``lines(width:)`` when they fit; else a message saying what the window needs: how wide, when it is
    /// too narrow (and, when that message does not fit either, how wide and how high at once), or how
    /// high at this width.
    ///
    /// As much of the message as the rows hold; nothing is drawn past the bottom, so
    /// the window never scrolls the screen's top away.
    func rows(width: Int, height: Int) -> [String] {
        let layout = layout()
        let needed = layout.neededWidth
        if width >= needed {
            let lines = layout.fitted(to: width)
            guard lines.count > height else { return lines }
            return fit(ScreenWords.windowTooShort(lines.count, in: language), width: width, height: height)
        }
        let narrow = tooNarrow(needed, width: width)
        if narrow.count <= max(height, 1) { return narrow }
        let rows = layout.fitted(to: needed).count
        return fit(ScreenWords.windowTooSmall(columns: needed, rows: rows, in: language), width: width, height: height)
    }

    /// Whether the window shows a message instead of the screen: keys other than q then do nothing,
    /// since their effect could not be seen.
    func isHidden(width: Int, height: Int) -> Bool {
        let layout = layout()
        return width < layout.neededWidth || layout.fitted(to: width).count > height
    }

    private func tooNarrow(_ needed: Int, width: Int) -> [String] {
        wrapped(ScreenWords.windowTooSmall(needed, in: language), width: width).flatMap { folded($0, width: width) }
    }

    private func fit(_ message: [String], width: Int, height: Int) -> [String] {
        Array(message.flatMap { folded($0, width: width) }.prefix(max(height, 1)))
    }
}
