import Foundation
import Testing

/// `shoptools tax`: the worked cases of the issue, JSON, batches and errors.
@Suite struct TaxCommandTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let stdout: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["198"], stdout: "¥198 + 10% tax ¥19 → ¥217"),
        Case(
            arguments: ["198", "--rounding", "half-up"],
            stdout: "¥198 + 10% tax ¥20 → ¥218 (tax rounded half-up to a multiple of ¥1)"),
        Case(arguments: ["198", "--reduced"], stdout: "¥198 + 8% tax ¥15 → ¥213"),
        Case(
            arguments: ["198", "--rate", "8", "--rounding", "half-up"],
            stdout: "¥198 + 8% tax ¥16 → ¥214 (tax rounded half-up to a multiple of ¥1)"),
        Case(arguments: ["217", "--included"], stdout: "¥217 incl. 10% tax ¥19 → ¥198 before tax"),
        Case(
            arguments: ["217", "--included", "--rounding", "half-up"],
            stdout: "¥217 incl. 10% tax ¥20 → ¥197 before tax (tax rounded half-up to a multiple of ¥1)"),
        Case(arguments: ["1,000", "--included"], stdout: "¥1,000 incl. 10% tax ¥90 → ¥910 before tax"),
        Case(
            arguments: ["¥1,000", "--included", "--rounding", "half-up"],
            stdout: "¥1,000 incl. 10% tax ¥91 → ¥909 before tax (tax rounded half-up to a multiple of ¥1)"),
        Case(
            arguments: ["72.50", "--currency", "USD", "--rate", "8.875", "--rounding", "half-up"],
            stdout: "$72.50 + 8.875% tax $6.43 → $78.93 (tax rounded half-up to a multiple of $0.01)"),
        Case(arguments: ["198*3"], stdout: "¥594 + 10% tax ¥59 → ¥653"),
        Case(arguments: ["198", "--lang", "ja"], stdout: "198円 + 消費税10% 19円 → 217円（税込）"),
        Case(arguments: ["1000", "--included", "--lang", "ja"], stdout: "1,000円（税込）のうち消費税10% 90円 → 税抜 910円"),
        Case(
            arguments: ["1234", "--round", "10", "--lang", "ja"],
            stdout: "1,234円 + 消費税10% 120円 → 1,354円（税込、税は10円単位で切り捨て）"),
    ]

    @Test(arguments: cases)
    func human(_ row: Case) {
        #expect(Shoptools.run(["tax"] + row.arguments) == Run.ok(row.stdout + "\n"))
    }

    @Test func json() {
        #expect(
            Shoptools.run(["tax", "198", "--json"])
                == Run.ok(
                    #"{"currency":"JPY","rate":"10","given":"excluded","excluded":"198","tax":"19","included":"217","rounding":"down","unit":"1"}"#
                        + "\n"))
        #expect(
            Shoptools.run(["tax", "1000", "--included", "--rounding", "half-up", "--json"])
                == Run.ok(
                    #"{"currency":"JPY","rate":"10","given":"included","excluded":"909","tax":"91","included":"1000","rounding":"half-up","unit":"1"}"#
                        + "\n"))
    }

    @Test func batch() {
        #expect(Shoptools.run(["tax", "-"], input: "198\n\n¥1,000\n１９８\n") == Run.ok("217\n\n1100\n217\n"))
        #expect(Shoptools.run(["tax", "-", "--included"], input: "217\n1000\n") == Run.ok("198\n910\n"))
        #expect(
            Shoptools.run(["tax", "-", "--reduced", "--json"], input: "198\n")
                == Run.ok(
                    #"{"currency":"JPY","rate":"8","given":"excluded","excluded":"198","tax":"15","included":"213","rounding":"down","unit":"1"}"#
                        + "\n"))
        #expect(
            Shoptools.run(["tax", "-"], input: "198\nabc\n500\n")
                == Run(stdout: "217\n", stderr: "shoptools: error: line 2: \"abc\" is not an amount\n", status: 65))
    }

    static let errors: [ErrorCase] = [
        ErrorCase(arguments: ["tax"], status: 64, message: "missing PRICE (see shoptools tax --help)"),
        ErrorCase(arguments: ["tax", "abc"], status: 65, message: #"price: "abc" is not an amount"#),
        ErrorCase(arguments: ["tax", "-5"], status: 65, message: #"price: "-5" is negative; expected an amount of 0 or more"#),
        ErrorCase(arguments: ["tax", "100", "--rate", "120"], status: 65, message: "tax rate 120% is outside 0–100%"),
        ErrorCase(
            arguments: ["tax", "100", "--rate", "ten"], status: 65,
            message: #"tax rate "ten" is not a percentage; expected a number from 0 to 100, like 10 or 8%"#),
        ErrorCase(
            arguments: ["tax", "100", "--rate", "8.87501"], status: 65, message: #"tax rate "8.87501" has more than 4 decimals"#),
        ErrorCase(
            arguments: ["tax", "100", "--rate", "8", "--reduced"], status: 64,
            message: "conflicting options --rate and --reduced; give one of them (see shoptools tax --help)"),
        ErrorCase(
            arguments: ["tax", "100", "200"], status: 64,
            message: #"unexpected argument "200"; give one PRICE (see shoptools tax --help)"#),
        ErrorCase(
            arguments: ["tax", "100", "--rounding", "sideways"], status: 64,
            message: #"unknown rounding mode "sideways"; expected one of down, up, half-up, half-even (see shoptools tax --help)"#
        ),
    ]

    @Test(arguments: errors)
    func error(_ row: ErrorCase) {
        let run = Shoptools.run(row.arguments)
        #expect(run == Run(stdout: "", stderr: "shoptools: error: \(row.message)\n", status: row.status))
    }

    @Test func errorsInJapanese() {
        #expect(
            Shoptools.run(["tax", "100", "--rate", "8.87501", "--lang", "ja"]).stderr
                == "shoptools: エラー: 税率「8.87501」の小数が4桁を超えています\n")
    }
}
