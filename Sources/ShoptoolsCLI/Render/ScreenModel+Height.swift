import ShopText

extension ScreenModel {
    /// The rows to draw in a window `width` columns wide with `height` rows
    /// for them: ``lines(width:)``, or, when they need more rows than there
    /// are, a message saying how many rows the screen needs at this width
    /// (as much of it as the rows hold). Nothing is drawn past the bottom, so
    /// the window never scrolls the screen's top away.
    func rows(width: Int, height: Int) -> [String] {
        let lines = lines(width: width)
        guard lines.count > height else { return lines }
        let message = ScreenWords.windowTooShort(lines.count, in: language).flatMap { folded($0, width: width) }
        return Array(message.prefix(max(height, 1)))
    }
}
