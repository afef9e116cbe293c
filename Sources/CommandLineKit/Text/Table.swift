import ShopCore

/// Rows of cells aligned in columns, widths measured in terminal columns on
/// the text as it is finally written (``ShownText``: `DisplayText` in UTF-8,
/// the locale's encoding and its stand-ins elsewhere), so `コート` and `🥕`
/// line up with `coat`, and `¥` written as `JPY ` still lines up.
package struct Table {
    package enum Alignment { case left, right }

    package let alignments: [Alignment]
    private var rows: [[String]] = []

    package init(_ alignments: [Alignment]) { self.alignments = alignments }

    package mutating func add(_ cells: [String]) { rows.append(cells) }

    /// The rows, each cell padded to its column's width, columns separated by
    /// `separators` (the last one repeats; two spaces by default), each line
    /// after `indent`; trailing spaces are dropped.
    package func lines(indent: String = "", separators: [String] = ["  "]) -> [String] {
        // Each cell is measured once (a list of 100,000 items has 400,000 of them), with the charset read once.
        let charset = ShownText.current
        var cellWidths: [Int] = []
        cellWidths.reserveCapacity(rows.count * alignments.count)
        var widths = [Int](repeating: 0, count: alignments.count)
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count {
                let width = charset?.columns(cell) ?? DisplayText.columns(cell)
                cellWidths.append(width)
                widths[column] = max(widths[column], width)
            }
        }
        var next = 0
        return rows.map { row in
            var line = indent
            for (column, cell) in row.enumerated() where column < widths.count {
                let padding = max(0, widths[column] - cellWidths[next])
                next += 1
                if column > 0 { line += separators[min(column - 1, separators.count - 1)] }
                if alignments[column] == .left {
                    line += cell
                    line += String(repeating: " ", count: padding)
                } else {
                    line += String(repeating: " ", count: padding)
                    line += cell
                }
            }
            return Self.droppingTrailingSpaces(line)
        }
    }

    /// `line` without the spaces at its end.
    ///
    /// Byte by byte when the spaces follow ASCII (each one then its own character), by characters otherwise.
    private static func droppingTrailingSpaces(_ line: String) -> String {
        let utf8 = line.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: " ") { end = utf8.index(before: end) }
        guard end < utf8.endIndex else { return line }
        guard end == utf8.startIndex || utf8[utf8.index(before: end)] < 0x80 else {
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
        return String(line[..<end])
    }
}
