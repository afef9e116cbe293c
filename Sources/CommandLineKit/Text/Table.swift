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

    /// Writes each row's line at the end of `buffer` (trailing spaces dropped), then calls `end`; with
    /// `reserving`, first makes room in `buffer` for every line.
    private func write(
        indent: String, separators: [String], into buffer: inout [UInt8], reserving: Bool = true,
        end: (inout [UInt8]) -> Void
    ) {
        // Each cell is measured once (a list of 100,000 items has 400,000 of them), with the charset read once.
        let charset = ShownText.current
        // Four bytes a cell: no cell is two billion columns wide.
        var cellWidths: [Int32] = []
        cellWidths.reserveCapacity(cells.count)
        var widths = [Int](repeating: 0, count: alignments.count)
        var bytes = 0
        for row in rows {
            for (column, cell) in zip(0..., row) where column < widths.count {
                let width = charset?.columns(cell) ?? Self.columns(cell)
                cellWidths.append(Int32(clamping: width))
                widths[column] = max(widths[column], width)
                bytes += cell.utf8.count
            }
        }
        // The cells, the padding (at most a column's width a cell) and the separators.
        let separatorBytes = separators.map(\.utf8.count).max() ?? 0
        if reserving {
            buffer.reserveCapacity(
                buffer.count + bytes + rowEnds.count
                    * (indent.utf8.count + 1 + widths.reduce(0, +) + widths.count * separatorBytes))
        }
        var next = 0
        for row in rows {
            let start = buffer.count
            buffer.append(contentsOf: indent.utf8)
            for (column, cell) in zip(0..., row) where column < widths.count {
                let padding = max(0, widths[column] - Int(cellWidths[next]))
                next += 1
                if column > 0 { buffer.append(contentsOf: separators[min(column - 1, separators.count - 1)].utf8) }
                if alignments[column] == .left {
                    Self.append(cell, to: &buffer)
                    buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding))
                } else {
                    buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding))
                    Self.append(cell, to: &buffer)
                }
            }
            Self.dropTrailingSpaces(&buffer, from: start)
            end(&buffer)
        }
    }

    /// `cell`'s bytes at the end of `buffer`, copied in one piece from the string's own storage.
    private static func append(_ cell: String, to buffer: inout [UInt8]) {
        var cell = cell
        cell.withUTF8 { buffer.append(contentsOf: $0) }
    }

    /// ``/ShopCore/DisplayText/columns(_:)`` of `cell`, counted on the string's own bytes for text of ASCII
    /// and Latin-1 (every cell of a list of items), with the same rule as there; any other text is measured
    /// there.
    static func columns(_ cell: String) -> Int {
        var cell = cell
        let counted: Int? = cell.withUTF8 { bytes in
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
        return counted ?? DisplayText.columns(cell)
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
