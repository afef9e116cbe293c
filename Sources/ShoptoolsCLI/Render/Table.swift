/// Rows of cells aligned in columns, widths measured in terminal columns on
/// the text as it is finally written (``ShownText``: `DisplayText` in UTF-8,
/// the locale's encoding and its stand-ins elsewhere), so `コート` and `🥕`
/// line up with `coat`, and `¥` written as `JPY ` still lines up.
struct Table {
    enum Alignment { case left, right }

    let alignments: [Alignment]
    private var rows: [[String]] = []

    init(_ alignments: [Alignment]) { self.alignments = alignments }

    mutating func add(_ cells: [String]) { rows.append(cells) }

    /// The rows, each cell padded to its column's width, columns separated by
    /// `separators` (the last one repeats; two spaces by default), each line
    /// after `indent`; trailing spaces are dropped.
    func lines(indent: String = "", separators: [String] = ["  "]) -> [String] {
        var widths = [Int](repeating: 0, count: alignments.count)
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], ShownText.columns(cell))
            }
        }
        return rows.map { row in
            var cells: [String] = []
            for (column, cell) in row.enumerated() where column < widths.count {
                let padding = String(repeating: " ", count: max(0, widths[column] - ShownText.columns(cell)))
                cells.append(alignments[column] == .left ? cell + padding : padding + cell)
            }
            var line = indent
            for (column, cell) in cells.enumerated() {
                if column > 0 { line += separators[min(column - 1, separators.count - 1)] }
                line += cell
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
