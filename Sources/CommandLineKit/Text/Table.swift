import ShopCore

/// Rows of cells aligned in columns, widths measured in terminal columns on
/// the text as it is finally written (``ShownText``: `DisplayText` in UTF-8,
/// the locale's encoding and its stand-ins elsewhere), so `コート` and `🥕`
/// line up with `coat`, and `¥` written as `JPY ` still lines up.
package struct Table {
    package enum Alignment { case left, right }

    package let alignments: [Alignment]
    /// Every row's cells, one row after another (no array a row: a list of 100,000 items is one array).
    private var cells: [String] = []
    /// Where each row's cells end in ``cells``.
    private var rowEnds: [Int] = []

    package init(_ alignments: [Alignment]) { self.alignments = alignments }

    package mutating func add(_ cells: [String]) {
        self.cells.append(contentsOf: cells)
        rowEnds.append(self.cells.count)
    }

    /// Makes room for `rows` rows of `columns` cells.
    package mutating func reserveCapacity(rows: Int, columns: Int) {
        cells.reserveCapacity(rows * columns)
        rowEnds.reserveCapacity(rows)
    }

    /// The cells of each row, in order.
    private var rows: some Sequence<ArraySlice<String>> {
        rowEnds.indices.lazy.map { row in cells[(row == 0 ? 0 : rowEnds[row - 1])..<rowEnds[row]] }
    }

    /// The rows, each cell padded to its column's width, columns separated by
    /// `separators` (the last one repeats; two spaces by default), each line
    /// after `indent`; trailing spaces are dropped.
    package func lines(indent: String = "", separators: [String] = ["  "]) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(rowEnds.count)
        var buffer: [UInt8] = []
        write(indent: indent, separators: separators, into: &buffer) { buffer in
            lines.append(String(decoding: buffer, as: UTF8.self))
            buffer.removeAll(keepingCapacity: true)
        }
        return lines
    }

    /// ``lines(indent:separators:)``, each followed by a line break, as one text.
    ///
    /// Written into one buffer: a list of 100,000 items makes one string, not one a line and then a copy of them all.
    package func text(indent: String = "", separators: [String] = ["  "]) -> String {
        var buffer: [UInt8] = []
        write(into: &buffer, indent: indent, separators: separators)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// The UTF-8 bytes of ``text(indent:separators:)`` at the end of `buffer`.
    package func write(into buffer: inout [UInt8], indent: String = "", separators: [String] = ["  "]) {
        write(indent: indent, separators: separators, into: &buffer) { $0.append(UInt8(ascii: "\n")) }
    }

    /// ``write(into:indent:separators:)``, each column at least as wide as `minimum` says for it (a
    /// column it says nothing of, as wide as its cells); returns the columns' widths it wrote in.
    ///
    /// For a row written under a table, apart from it, in the table's columns and its own: a receipt's
    /// total under the tax lines that follow its items. The table is measured once.
    @discardableResult
    package func write(
        into buffer: inout [UInt8], indent: String = "", separators: [String] = ["  "], atLeast minimum: [Int]
    ) -> [Int] {
        write(indent: indent, separators: separators, into: &buffer, atLeast: minimum) { $0.append(UInt8(ascii: "\n")) }
    }

    /// The UTF-8 bytes of ``text(indent:separators:)``, handed to `append` (an output's `OutputSink.append`)
    /// some 64 KiB at a time, so a long table is written without a `String` or a buffer of it whole.
    package func write(
        indent: String = "", separators: [String] = ["  "], to append: ((inout [UInt8]) -> Void) -> Void
    ) {
        let piece = 1 << 16
        var pending: [UInt8] = []
        pending.reserveCapacity(piece + 4096)
        write(indent: indent, separators: separators, into: &pending, reserving: false) { buffer in
            buffer.append(UInt8(ascii: "\n"))
            guard buffer.count >= piece else { return }
            append { $0.append(contentsOf: buffer) }
            buffer.removeAll(keepingCapacity: true)
        }
        if !pending.isEmpty { append { $0.append(contentsOf: pending) } }
    }

    /// Writes each row's line at the end of `buffer` (trailing spaces dropped), then calls `end`.
    ///
    /// With `reserving`, first makes room in `buffer` for every line. Each column is at least as wide
    /// as `minimum` says. Returns the columns' widths.
    @discardableResult
    private func write(
        indent: String, separators: [String], into buffer: inout [UInt8], reserving: Bool = true,
        atLeast minimum: [Int] = [], end: (inout [UInt8]) -> Void
    ) -> [Int] {
        // Each cell is measured once (a list of 100,000 items has 400,000 of them), with the charset read once.
        let charset = ShownText.current
        // Four bytes a cell: no cell is two billion columns wide.
        var cellWidths: [Int32] = []
        cellWidths.reserveCapacity(cells.count)
        var widths = [Int](repeating: 0, count: alignments.count)
        for (column, width) in zip(widths.indices, minimum) { widths[column] = width }
        // Each column's last cell measured the long way, and its width: a column of the same mark (`※` on
        // every reduced-rate line of a receipt) measures it once.
        var measured = [(cell: String, width: Int)?](repeating: nil, count: alignments.count)
        var bytes = 0, longestRow = 0
        for row in rows {
            var rowBytes = 0
            for (column, cell) in zip(0..., row) where column < widths.count {
                let width: Int
                if charset == nil, let counted = Self.countedColumns(cell) {
                    width = counted
                } else if let last = measured[column], last.cell == cell {
                    width = last.width
                } else {
                    width = charset?.columns(cell) ?? DisplayText.columns(cell)
                    measured[column] = (cell, width)
                }
                cellWidths.append(Int32(clamping: width))
                widths[column] = max(widths[column], width)
                rowBytes += cell.utf8.count
            }
            bytes += rowBytes
            longestRow = max(longestRow, rowBytes)
        }
        // The cells, the padding (at most a column's width a cell) and the separators.
        let separatorBytes = separators.map(\.utf8.count).max() ?? 0
        let lineBytes = indent.utf8.count + widths.reduce(0, +) + widths.count * separatorBytes
        if reserving { buffer.reserveCapacity(buffer.count + bytes + rowEnds.count * (lineBytes + 1)) }
        // The indent and the separators as bytes, read once.
        let indentText = Array(indent.utf8)
        let separatorTexts = separators.map { Array($0.utf8) }
        // Each line is put together in `line`, then appended to `buffer` in one piece: appending each
        // cell, separator and padding to the array by itself took longer than measuring them.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, longestRow + lineBytes)) { line in
            let start = line.baseAddress!
            var next = 0, rowStart = 0
            for rowEnd in rowEnds {
                var length = Self.copy(indentText, to: start)
                for (column, index) in zip(0..., rowStart..<rowEnd) where column < widths.count {
                    let padding = max(0, widths[column] - Int(cellWidths[next]))
                    next += 1
                    if column > 0 {
                        length += Self.copy(separatorTexts[min(column - 1, separatorTexts.count - 1)], to: start + length)
                    }
                    if alignments[column] == .right {
                        (start + length).initialize(repeating: UInt8(ascii: " "), count: padding)
                        length += padding
                    }
                    var cell = cells[index]
                    length += cell.withUTF8 { Self.copy($0, to: start + length) }
                    if alignments[column] == .left {
                        (start + length).initialize(repeating: UInt8(ascii: " "), count: padding)
                        length += padding
                    }
                }
                rowStart = rowEnd
                let lineStart = buffer.count
                buffer.append(contentsOf: UnsafeBufferPointer(start: start, count: length))
                Self.dropTrailingSpaces(&buffer, from: lineStart)
                end(&buffer)
            }
        }
        return widths
    }

    /// Copies `bytes` to `target` (room made for them); returns how many.
    private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if let source = bytes.baseAddress { target.initialize(from: source, count: bytes.count) }
        return bytes.count
    }

    /// ``copy(_:to:)`` of an array's bytes.
    private static func copy(_ bytes: [UInt8], to target: UnsafeMutablePointer<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer { copy($0, to: target) }
    }

    /// ``/ShopCore/DisplayText/columns(_:)`` of `cell`, counted on the string's own bytes for text of ASCII
    /// and Latin-1 (every cell of a list of items), with the same rule as there; any other text is measured
    /// there.
    static func columns(_ cell: String) -> Int { countedColumns(cell) ?? DisplayText.columns(cell) }

    /// ``columns(_:)`` of `cell` when it is counted on its own bytes (text of ASCII and Latin-1); nil otherwise.
    private static func countedColumns(_ cell: String) -> Int? {
        var cell = cell
        return cell.withUTF8 { bytes in
            var count = 0
            var lead: UInt8 = 0
            for byte in bytes {
                switch byte {
                case 0x20..<0x7F: count += 1
                case 0..<0x80: break
                case 0xC2, 0xC3: lead = byte
                case 0x80..<0xC0 where lead == 0xC2:
                    if byte >= 0xA0 && byte != 0xAD { count += 1 }
                    lead = 0
                case 0x80..<0xC0 where lead == 0xC3:
                    count += 1
                    lead = 0
                default: return nil
                }
            }
            return count
        }
    }

    /// Drops the spaces at the end of the line that starts at `start` in `buffer`.
    ///
    /// Byte by byte when the spaces follow ASCII (each one then its own character), by characters otherwise
    /// (a space may join the character before it, as after U+0600).
    private static func dropTrailingSpaces(_ buffer: inout [UInt8], from start: Int) {
        var end = buffer.count
        while end > start, buffer[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard end < buffer.count else { return }
        guard end == start || buffer[end - 1] < 0x80 else {
            var line = String(decoding: buffer[start...], as: UTF8.self)
            while line.last == " " { line.removeLast() }
            buffer.removeSubrange(start...)
            buffer.append(contentsOf: line.utf8)
            return
        }
        buffer.removeSubrange(end...)
    }
}
