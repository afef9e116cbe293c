import Testing

/// One rule for an amount to pay: a price to `discount`, `tax` or `points`, a bill to `split`, a cart
/// line and a group's expense are whole numbers of the currency's minor unit, refused otherwise with
/// the same words; text written as with a thousands separator (`9.800` yen) gets a hint.
@Suite struct PayableAmountTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let input: String?
        let english: String
        let japanese: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let hint9800 = (
        english: #""9.800" is not a whole number of JPY 1; money is paid in the currency's minor unit "#
            + "(the point in 9.800 is a decimal point; for 9,800 write 9800)",
        japanese: "「9.800」は JPY の最小単位（1）で払える金額ではありません（9.800 の . は小数点です。9,800 なら 9800 と書きます）"
    )

    static let cases: [Case] = [
        Case(
            arguments: ["discount", "9.800", "--rate", "10"], input: nil, english: hint9800.english, japanese: hint9800.japanese),
        Case(
            arguments: ["tax", "1.980"], input: nil,
            english: #"price: "1.980" is not a whole number of JPY 1; money is paid in the currency's minor unit "#
                + "(the point in 1.980 is a decimal point; for 1,980 write 1980)",
            japanese: "価格: 「1.980」は JPY の最小単位（1）で払える金額ではありません（1.980 の . は小数点です。1,980 なら 1980 と書きます）"),
        Case(
            arguments: ["points", "9.800", "--rule", "1%"], input: nil, english: "price: " + hint9800.english,
            japanese: "価格: " + hint9800.japanese),
        Case(arguments: ["split", "9.800", "--people", "2"], input: nil, english: hint9800.english, japanese: hint9800.japanese),
        Case(
            arguments: ["discount", "-", "--rate", "10"], input: "9800\n0.5\n",
            english: #"line 2: "0.5" is not a whole number of JPY 1; money is paid in the currency's minor unit"#,
            japanese: "2行目: 「0.5」は JPY の最小単位（1）で払える金額ではありません"),
        Case(
            arguments: ["tax", "-"], input: "100\n1.5\n",
            english: #"line 2: "1.5" is not a whole number of JPY 1; money is paid in the currency's minor unit"#,
            japanese: "2行目: 「1.5」は JPY の最小単位（1）で払える金額ではありません"),
        Case(
            arguments: ["discount", "0.005", "--rate", "10", "--currency", "USD"], input: nil,
            english: #""0.005" is not a whole number of USD 0.01; money is paid in the currency's minor unit"#,
            japanese: "「0.005」は USD の最小単位（0.01）で払える金額ではありません"),
        Case(
            arguments: ["split", "10.005", "--people", "2", "--currency", "USD"], input: nil,
            english: #""10.005" is not a whole number of USD 0.01; money is paid in the currency's minor unit"#,
            japanese: "「10.005」は USD の最小単位（0.01）で払える金額ではありません"),
        Case(
            arguments: ["settle", "-"], input: "people A B\ntaxi 100.5 paid by A\n",
            english: #"-:2:6: "100.5" is not a whole number of JPY 1; money is paid in the currency's minor unit"#,
            japanese: "-:2:6: 「100.5」は JPY の最小単位（1）で払える金額ではありません"),
    ]

    @Test(arguments: cases)
    func aPriceFinerThanTheMinorUnitIsRefusedInBothLanguages(_ row: Case) {
        let english = Shoptools.run(row.arguments + ["--lang", "en"], input: row.input)
        #expect(english.status == 65)
        #expect(english.stderr.split(separator: "\n").first.map(String.init) == "shoptools: error: " + row.english)
        let japanese = Shoptools.run(row.arguments + ["--lang", "ja"], input: row.input)
        #expect(japanese.status == 65)
        #expect(japanese.stderr.split(separator: "\n").first.map(String.init) == "shoptools: エラー: " + row.japanese)
    }

    /// The same amounts where the currency's unit is finer are taken as they are.
    @Test func theSameTextIsAPriceInACurrencyOfFinerUnit() {
        #expect(
            Shoptools.run(["discount", "9.800", "--rate", "10", "--currency", "EUR"]) == .ok("€9.80 − 10% → €8.82 (save €0.98)\n")
        )
        #expect(Shoptools.run(["tax", "1.980", "--currency", "KWD", "--json"]).status == 0)
        #expect(Shoptools.run(["discount", "9800", "--rate", "10"]) == .ok("¥9,800 − 10% → ¥8,820 (save ¥980)\n"))
    }

    /// What may go below the unit: a unit price and a calculator's result; and a cart item whose line is payable.
    @Test func aUnitPriceACalcResultAndAPayableCartLineMayBeFiner() throws {
        #expect(Shoptools.run(["calc", "1.5+0.25"]).stdout == "1.75\n")
        #expect(Shoptools.run(["compare", "298/450g", "398/700g"]).status == 0)
        let folder = try TemporaryFolder()
        #expect(Shoptools.run(["cart", "add", "0.5", "--qty", "2", "--cart", folder.path + "/c.json"]).status == 0)
    }
}
