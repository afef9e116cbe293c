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
