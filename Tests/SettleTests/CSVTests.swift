import Testing

@testable import Settle

/// RFC 4180 rows read with the line each starts on, and cells written for a spreadsheet:
/// quoted where needed, and never run as a formula.
@Suite struct CSVTests {
    @Test func csvCellsAreEscaped() {
        #expect(CSV.cell("=SUM(A1)") == "'=SUM(A1)")
        #expect(CSV.cell("-1200") == "-1200")
        #expect(CSV.cell("-x") == "'-x")
        #expect(CSV.cell("a, \"b\"") == "\"a, \"\"b\"\"\"")
    }

    @Test func rowsReadQuotedCellsAcrossLinesWithTheLineEachStartsOn() {
        let rows = CSV.rows("Date,Description,Cost\r\n2026-05-02,\"Ramen, \"\"late\"\"\",3000\n\"two\nlines\",x\nlast")
        #expect(rows.map(\.line) == [1, 2, 3, 5])
        #expect(
            rows.map(\.cells) == [
                ["Date", "Description", "Cost"], ["2026-05-02", "Ramen, \"late\"", "3000"], ["two\nlines", "x"], ["last"],
            ])
    }

    @Test func aCellWrittenReadsBackAsItself() {
        for text in ["plain", "a, \"b\"", "two\nlines", "-1200", ""] {
            #expect(CSV.rows(CSV.cell(text) + ",end").first?.cells == [text, "end"])
        }
    }
}
