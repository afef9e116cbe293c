import ShopCore
import Testing

@testable import CommandLineKit

/// A table pads each cell to its column's width and drops the spaces a line ends with.
@Suite struct TableTests {
    static func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    @Test func cellsArePaddedToTheWidestInTheirColumn() {
        var table = Table([.right, .left, .right, .left])
        table.add(["1", "coat", "1 × ¥6,860", "8%"])
        table.add(["10", "コート", "2 × ¥100", ""])
        table.add(["3", "-", "¥5"])
        #expect(
            table.lines() == [
                " 1  coat    1 × ¥6,860  8%",
                "10  コート    2 × ¥100",
                " 3  -" + Self.spaces(15) + "¥5",
            ])
        #expect(
            table.lines(indent: "> ", separators: [" | ", " "]) == [
                ">  1 | coat   1 × ¥6,860 8%",
                "> 10 | コート   2 × ¥100",
                ">  3 | -" + Self.spaces(14) + "¥5",
            ])
    }

    /// A cell wider than a byte counts (300 columns), a row with more cells than the table has columns, a
    /// cell of more than 127 bytes and a row longer than a block of the table's storage (64 KiB) are
    /// written as any other.
    @Test func wideCellsLongRowsAndExtraCellsAreWrittenWhole() {
        let wide = String(repeating: "ア", count: 150), long = String(repeating: "x", count: 70_000)
        var table = Table([.right, .left])
        table.add(["1", wide])
        table.add([wide, "b", "left out"])
        table.add(["2", long])
        table.add(["3", "c"])
        #expect(
            table.lines() == [
                Self.spaces(299) + "1  " + wide,
                wide + "  b",
                Self.spaces(299) + "2  " + long,
                Self.spaces(299) + "3  c",
            ])
    }

    /// The same wide cell down a column is measured once and counted alike each time.
    @Test func aCellRepeatedDownAColumnIsMeasuredAlike() {
        var table = Table([.left, .left])
        for cell in ["コート", "コート", "", "🥕", "🥕", "コート"] { table.add([cell, "|"]) }
        #expect(table.lines() == ["コート  |", "コート  |", "        |", "🥕      |", "🥕      |", "コート  |"])
    }

    /// A row written apart, under a table, in the table's columns and its own: a receipt's total.
    @Test func aRowUnderATableTakesItsColumnsAndItsOwn() {
        var table = Table([.right, .left, .right])
        table.add(["1", "sake", "¥9,500"])
        table.add(["2", "", "¥120"])
        var bytes: [UInt8] = []
        let widths = table.write(into: &bytes, atLeast: [])
        #expect(widths == [1, 4, 6])
        var total = Table(table.alignments)
        total.add(["", "total", "¥10,469"])
        #expect(total.write(into: &bytes, atLeast: widths) == [1, 5, 7])
        #expect(String(decoding: bytes, as: UTF8.self) == "1  sake  ¥9,500\n2          ¥120\n   total  ¥10,469\n")
        #expect(table.text() == "1  sake  ¥9,500\n2          ¥120\n", "the table alone is as before")
    }

    @Test func aSpaceThatEndsACharacterIsKept() {
        // U+0600 (a prepended mark) and the space after it are one character, which is not a space.
        var table = Table([.left, .left])
        table.add(["x\u{600} ", ""])
        table.add(["wide cell", "y"])
        #expect(table.lines() == ["x\u{600} ", "wide cell  y"])
    }
}

/// A cell is measured on its own bytes as `DisplayText` measures it.
@Suite struct TableCellWidthTests {
    @Test(arguments: [
        "", "1", "bench", "1 × ¥2,396", "£7.99", "a\u{AD}b", "\u{85}x", "tab\there", "コート", "🥕", "e\u{301}", "Ａ", "\u{7F}",
        "ÿ", "\u{A0}", "¥", "×",
    ])
    func aCellIsAsWideAsDisplayTextSays(_ cell: String) {
        #expect(Table.columns(cell) == DisplayText.columns(cell))
    }
}
