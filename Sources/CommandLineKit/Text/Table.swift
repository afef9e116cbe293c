import ShopCore

/// Rows of cells aligned in columns, widths measured in terminal columns on
/// the text as it is finally written (``ShownText``: `DisplayText` in UTF-8,
/// the locale's encoding and its stand-ins elsewhere), so `コート` and `🥕`
/// line up with `coat`, and `¥` written as `JPY ` still lines up.
package struct Table {
    package enum Alignment { case left, right }

    package let alignments: [Alignment]
    /// Every row's cells as bytes, one row after another: its number of cells, then each cell's length and
    /// UTF-8 bytes (the numbers in LEB128, a byte below 128), in blocks of about ``blockSize`` bytes.
    ///
    /// A list of 100,000 items is some 56 bytes a row here, where a `String` a cell took 108 (16 a cell, an
    /// index a row, 4 a cell measured); and the blocks are never copied as the table grows.
    private var blocks: [[UInt8]] = []

    /// A block's room: a row longer than this has a block of its own.
    private static let blockSize = 1 << 16

    package init(_ alignments: [Alignment]) { self.alignments = alignments }

    package mutating func add(_ cells: [String]) {
        var size = Self.encodedLength(cells.count)
        for cell in cells { size += Self.encodedLength(cell.utf8.count) + cell.utf8.count }
        if blocks.isEmpty || blocks[blocks.count - 1].count + size > Self.blockSize {
            var block: [UInt8] = []
            block.reserveCapacity(max(Self.blockSize, size))
            blocks.append(block)
        }
        let last = blocks.count - 1
        Self.append(cells.count, to: &blocks[last])
        for var cell in cells {
            Self.append(cell.utf8.count, to: &blocks[last])
            cell.withUTF8 { blocks[last].append(contentsOf: $0) }
        }
    }

    /// Makes room for `rows` rows of `columns` cells.
    package mutating func reserveCapacity(rows: Int, columns: Int) {
        // About 8 bytes a cell, its length with it.
        blocks.reserveCapacity(rows * columns * 9 / Self.blockSize + 1)
    }

    /// How many bytes LEB128 writes `value` in.
    private static func encodedLength(_ value: Int) -> Int {
        var length = 1, rest = value >> 7
        while rest > 0 { (length, rest) = (length + 1, rest >> 7) }
        return length
    }

    /// `value` in LEB128 at the end of `bytes`.
    private static func append(_ value: Int, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// The LEB128 number at `index` in `bytes`; moves `index` past it.
    private static func number(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Int {
        var value = 0, shift = 0
        while true {
            let byte = bytes[index]
            index += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// Calls `body` with each row's cells, in order, as the bytes of each (the buffers live for the call);
    /// the cells of a row past the table's columns, which are not written, are left out.
    private func forEachRow(_ body: (_ cells: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) -> Void) {
        withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>.self, capacity: max(1, alignments.count)) { space in
            for block in blocks {
                block.withUnsafeBufferPointer { bytes in
                    var index = 0
                    while index < bytes.count {
                        let count = Self.number(in: bytes, at: &index)
                        for cell in 0..<count {
                            let length = Self.number(in: bytes, at: &index)
                            if cell < space.count {
                                space[cell] = UnsafeBufferPointer(rebasing: bytes[index..<index + length])
                            }
                            index += length
                        }
                        body(UnsafeBufferPointer(rebasing: space[..<min(count, space.count)]))
                    }
                }
            }
        }
    }

    /// The rows, each cell padded to its column's width, columns separated by
    /// `separators` (the last one repeats; two spaces by default), each line
    /// after `indent`; trailing spaces are dropped.
    package func lines(indent: String = "", separators: [String] = ["  "]) -> [String] {
        var lines: [String] = []
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
        // A byte a cell; a cell wider than 254 columns is measured again when it is written.
        var cellWidths: [UInt8] = []
        var widths = [Int](repeating: 0, count: alignments.count)
        for (column, width) in zip(widths.indices, minimum) { widths[column] = width }
        // Each column's last cell measured the long way, and its width: a column of the same mark (`※` on
        // every reduced-rate line of a receipt) measures it once.
        var measured = [(cell: [UInt8], width: Int)?](repeating: nil, count: alignments.count)
        func width(_ cell: UnsafeBufferPointer<UInt8>, column: Int) -> Int {
            if charset == nil, let counted = Self.countedColumns(cell) { return counted }
            if let last = measured[column], last.cell.elementsEqual(cell) { return last.width }
            let text = String(decoding: cell, as: UTF8.self)
            let width = charset?.columns(text) ?? DisplayText.columns(text)
            measured[column] = (Array(cell), width)
            return width
        }
        var bytes = 0, longestRow = 0, rowCount = 0
        forEachRow { row in
            var rowBytes = 0
            for (column, cell) in row.enumerated() {
                let cellWidth = width(cell, column: column)
                cellWidths.append(UInt8(clamping: cellWidth))
                widths[column] = max(widths[column], cellWidth)
                rowBytes += cell.count
            }
            bytes += rowBytes
            longestRow = max(longestRow, rowBytes)
            rowCount += 1
        }
        // The cells, the padding (at most a column's width a cell) and the separators.
        let separatorBytes = separators.map(\.utf8.count).max() ?? 0
        let lineBytes = indent.utf8.count + widths.reduce(0, +) + widths.count * separatorBytes
        if reserving { buffer.reserveCapacity(buffer.count + bytes + rowCount * (lineBytes + 1)) }
        // The indent and the separators as bytes, read once.
        let indentText = Array(indent.utf8)
        let separatorTexts = separators.map { Array($0.utf8) }
        // Each line is put together in `line`, then appended to `buffer` in one piece: appending each
        // cell, separator and padding to the array by itself took longer than measuring them.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, longestRow + lineBytes)) { line in
            let start = line.baseAddress!
            var next = 0
            forEachRow { row in
                var length = Self.copy(indentText, to: start)
                for (column, cell) in row.enumerated() {
                    let stored = Int(cellWidths[next])
                    next += 1
                    let padding = max(0, widths[column] - (stored < 255 ? stored : width(cell, column: column)))
                    if column > 0 {
                        length += Self.copy(separatorTexts[min(column - 1, separatorTexts.count - 1)], to: start + length)
                    }
                    if alignments[column] == .right {
                        (start + length).initialize(repeating: UInt8(ascii: " "), count: padding)
                        length += padding
                    }
                    length += Self.copy(cell, to: start + length)
                    if alignments[column] == .left {
                        (start + length).initialize(repeating: UInt8(ascii: " "), count: padding)
                        length += padding
                    }
                }
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
    static func columns(_ cell: String) -> Int {
        var cell = cell
        return cell.withUTF8 { countedColumns($0) } ?? DisplayText.columns(cell)
    }

    /// ``columns(_:)`` of the UTF-8 `bytes` of a cell when it is counted on its own bytes (text of ASCII and
    /// Latin-1); nil otherwise.
    private static func countedColumns(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
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
