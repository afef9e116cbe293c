import ShopCore
import Testing

@Suite struct DisplayTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let columns: Int
        var testDescription: String { "\(text.debugDescription) is \(columns) columns" }
    }

    static let cases: [Case] = [
        Case(text: "coat", columns: 4),
        Case(text: "コート", columns: 6),
        Case(text: "田中", columns: 4),
        Case(text: "９８００", columns: 8),
        Case(text: "🥕x2", columns: 4),
        Case(text: "❤️", columns: 2),
        Case(text: "e\u{301}", columns: 1),
        Case(text: "¥6,860", columns: 6),
        Case(text: "한국", columns: 4),
        Case(text: "", columns: 0),
    ]

    @Test(arguments: cases) func columns(_ row: Case) {
        #expect(DisplayText.columns(row.text) == row.columns)
    }

    @Test func asciiTextIsMeasuredAsItsCharactersAre() {
        // Every ASCII byte, control characters and DEL too, and "\r\n" (one character of two bytes).
        let text = String(decoding: (0..<128).map(UInt8.init), as: UTF8.self) + "a\r\nb"
        #expect(DisplayText.columns(text) == 97)
        #expect(DisplayText.columns(text) == text.reduce(0) { $0 + DisplayText.columns(of: $1) })
        #expect(DisplayText.columns("1  -  1 × ¥2,620") == 16)
    }

    @Test func latin1TextIsMeasuredAsItsCharactersAre() {
        // U+0080–U+009F (controls) and the soft hyphen U+00AD take none; the other 95 one each.
        let text = "a" + String(String.UnicodeScalarView((0x80...0xFF).compactMap(Unicode.Scalar.init))) + "b"
        #expect(DisplayText.columns(text) == 97)
        #expect(DisplayText.columns(text) == text.reduce(0) { $0 + DisplayText.columns(of: $1) })
        #expect(DisplayText.columns("2 × £1,234.50") == 13)
        #expect(DisplayText.columns("¥\u{301}é×コ") == 5)
    }

    @Test func paddingCountsColumns() {
        #expect(DisplayText.padded("コート", to: 8) == "コート  ")
        #expect(DisplayText.rightAligned("田中", to: 5) == " 田中")
        #expect(DisplayText.padded("long", to: 2) == "long")
    }

    /// The arrows and operators settle's tables hold (`→`, `≈`, `−`) are a column each, as the character-by-character
    /// count says, alone, among Latin-1, and with a mark or a variation selector after them.
    @Test func arrowsAndOperatorsAreAColumnEach() {
        for value in UInt32(0x2180)...0x22FF {
            let scalar = Unicode.Scalar(value)!
            let text = "¥1 " + String(scalar) + "x"
            #expect(DisplayText.columns(text) == text.reduce(0) { $0 + DisplayText.columns(of: $1) }, "U+\(value)")
        }
        #expect(DisplayText.columns("Ren → Aki") == 9)
        #expect(DisplayText.columns("≈-¥7,466.67") == 11)
        #expect(DisplayText.columns("→\u{301}") == 1)
        #expect(DisplayText.columns("→\u{FE0F}") == 2)
        #expect(DisplayText.columns("— →") == 3)
    }

    @Test func unsafeScalars() {
        #expect(DisplayText.firstUnsafeScalar(in: "nl\nx") == "\n")
        #expect(DisplayText.firstUnsafeScalar(in: "\u{1B}[31mRED") == "\u{1B}")
        #expect(DisplayText.firstUnsafeScalar(in: "a\u{85}b") == "\u{85}")
        #expect(DisplayText.firstUnsafeScalar(in: "a\u{2028}b") == "\u{2028}")
        #expect(DisplayText.firstUnsafeScalar(in: "abc\u{202E}fed") == "\u{202E}")
        #expect(DisplayText.firstUnsafeScalar(in: "👨‍👩‍👧 family ❤️ 田中") == nil)
        #expect(DisplayText.codePoint("\u{85}") == "U+0085")
    }

    /// Invisible characters would let two names look alike (`Ren` and `Re\u{200B}n` both print `Ren`).
    @Test(arguments: ["Re\u{200B}n", "Re\u{AD}n", "Re\u{2060}n", "\u{FEFF}Ren"])
    func invisibleCharactersAreUnsafe(_ name: String) {
        #expect(DisplayText.firstUnsafeScalar(in: name) != nil)
        #expect(throws: ShopCoreError.self) { try DisplayText.checkedName(name) }
    }
}
