import Testing

@testable import Settle

/// Cells written for a spreadsheet: quoted where needed, and never run as a formula.
@Suite struct CSVTests {
    @Test func csvCellsAreEscaped() {
        #expect(CSV.cell("=SUM(A1)") == "'=SUM(A1)")
        #expect(CSV.cell("-1200") == "-1200")
        #expect(CSV.cell("-x") == "'-x")
        #expect(CSV.cell("a, \"b\"") == "\"a, \"\"b\"\"\"")
    }
}
