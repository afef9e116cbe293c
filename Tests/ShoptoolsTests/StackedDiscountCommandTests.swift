import Foundation
import Testing

/// `discount --off X …` and `--sum`: steps one after another, in both
/// languages, as JSON, in batch mode and in the REPL.
@Suite struct StackedDiscountCommandTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let english: String
        let japanese: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        // 498 × 0.7 = 348.6 → 348; 348 × 0.9 = 313.2 → 313; 185 / 498 = 37.148…%.
        Case(
            arguments: ["498", "--rate", "30", "--off", "10%"],
            english: "¥498 − 30% → ¥348 − 10% → ¥313 (save ¥185, ≈37.1% off in all, each step rounded down to a multiple of ¥1)",
            japanese: "498円 − 30% → 348円 − 10% → 313円（185円お得、合計 ≈37.1%引き、各段で1円単位で切り捨て）"),
        // No --rate: the first --off is the first step.
        Case(
            arguments: ["498", "--off", "30%", "--off", "10%"],
            english: "¥498 − 30% → ¥348 − 10% → ¥313 (save ¥185, ≈37.1% off in all, each step rounded down to a multiple of ¥1)",
            japanese: "498円 − 30% → 348円 − 10% → 313円（185円お得、合計 ≈37.1%引き、各段で1円単位で切り捨て）"),
        // Half-up: 348.6 → 349; 314.1 → 314.
        Case(
            arguments: ["498", "--off", "30%", "--off", "10%", "--rounding", "half-up"],
            english:
                "¥498 − 30% → ¥349 − 10% → ¥314 (save ¥184, ≈36.9% off in all, each step rounded half-up to a multiple of ¥1)",
            japanese: "498円 − 30% → 349円 − 10% → 314円（184円お得、合計 ≈36.9%引き、各段で1円単位で四捨五入）"),
        // Up: 348.6 → 349; 314.1 → 315.
        Case(
            arguments: ["498", "--segment", "2", "--off", "10%", "--rounding", "up"],
            english: "¥498 − 30% → ¥349 − 10% → ¥315 (save ¥183, ≈36.7% off in all, each step rounded up to a multiple of ¥1)",
            japanese: "498円 − 30% → 349円 − 10% → 315円（183円お得、合計 ≈36.7%引き、各段で1円単位で切り上げ）"),
        // ¥100 off then 20 %: 900 → 720; 20 % then ¥100 off: 800 → 700.
        Case(
            arguments: ["1000", "--off", "¥100", "--off", "20%"],
            english: "¥1,000 − ¥100 → ¥900 − 20% → ¥720 (save ¥280, 28% off in all)",
            japanese: "1,000円 − 100円 → 900円 − 20% → 720円（280円お得、合計 28%引き）"),
        Case(
            arguments: ["1000", "--rate", "20", "--off", "100"],
            english: "¥1,000 − 20% → ¥800 − ¥100 → ¥700 (save ¥300, 30% off in all)",
            japanese: "1,000円 − 20% → 800円 − 100円 → 700円（300円お得、合計 30%引き）"),
        // --sum: 30 % + 10 % = 40 %, 298.8 → 298.
        Case(
            arguments: ["498", "--off", "30%", "--off", "10%", "--sum"],
            english:
                "¥498 − (30% + 10% = 40%) → ¥298 (rates added; save ¥200, ≈40.2% off in all, rounded down to a multiple of ¥1)",
            japanese: "498円 − (30% + 10% = 40%) → 298円（割引率は合算、200円お得、合計 ≈40.2%引き、1円単位で切り捨て）"),
        // One --off percentage alone is the discount of one rate, worded as ever.
        Case(
            arguments: ["9800", "--off", "30%"], english: "¥9,800 − 30% → ¥6,860 (save ¥2,940)",
            japanese: "9,800円 − 30% → 6,860円（2,940円お得）"),
        // Dollars: 9.99 × 0.85 = 8.4915 → 8.49; 8.49 × 0.9 = 7.641 → 7.64.
        Case(
            arguments: ["9.99", "--rate", "15", "--off", "10%", "--currency", "USD"],
            english:
                "$9.99 − 15% → $8.49 − 10% → $7.64 (save $2.35, ≈23.5% off in all, each step rounded down to a multiple of $0.01)",
            japanese: "$9.99 − 15% → $8.49 − 10% → $7.64（$2.35お得、合計 ≈23.5%引き、各段で$0.01単位で切り捨て）"),
    ]

    @Test(arguments: cases)
    func human(_ row: Case) {
        #expect(Shoptools.run(["discount"] + row.arguments + ["--lang", "en"]) == Run.ok(row.english + "\n"))
        #expect(Shoptools.run(["discount"] + row.arguments + ["--lang", "ja"]) == Run.ok(row.japanese + "\n"))
    }

    @Test func json() {
        #expect(
            Shoptools.run(["discount", "498", "--rate", "30", "--off", "10%", "--json"])
                == Run.ok(
                    #"{"currency":"JPY","original":"498","rate":"30","segment":2,"slider":"0.3","price":"313","saved":"185","unit":"1","rounding":"down","effective_rate":"37.1","effective_rate_exact":false,"sum":false,"steps":[{"off":"30%","price":"348"},{"off":"10%","price":"313"}]}"#
                        + "\n"))
        #expect(
            Shoptools.run(["discount", "1000", "--off", "100", "--off", "20%", "--json"])
                == Run.ok(
                    #"{"currency":"JPY","original":"1000","rate":null,"segment":null,"slider":null,"price":"720","saved":"280","unit":"1","rounding":"down","effective_rate":"28","effective_rate_exact":true,"sum":false,"steps":[{"off":"100","price":"900"},{"off":"20%","price":"720"}]}"#
                        + "\n"))
        #expect(
            Shoptools.run(["discount", "498", "--off", "30%", "--off", "10%", "--sum", "--json"])
                == Run.ok(
                    #"{"currency":"JPY","original":"498","rate":"40","segment":3,"slider":"0.4","price":"298","saved":"200","unit":"1","rounding":"down","effective_rate":"40.2","effective_rate_exact":false,"sum":true,"steps":[{"off":"40%","added":["30%","10%"],"price":"298"}]}"#
                        + "\n"))
        // One step keeps today's fields, and nothing more.
        #expect(
            Shoptools.run(["discount", "9800", "--off", "30%", "--json"])
                == Run.ok(
                    #"{"currency":"JPY","original":"9800","rate":"30","segment":2,"slider":"0.3","price":"6860","saved":"2940","unit":"1","rounding":"down"}"#
                        + "\n"))
    }

    @Test func batchTakesTheSameSteps() {
        #expect(
            Shoptools.run(["discount", "-", "--rate", "30", "--off", "10%"], input: "498\n1000\n\n9800\n")
                == Run.ok("313\n630\n\n6174\n"))
        #expect(
            Shoptools.run(["discount", "-", "--off", "100", "--off", "20%"], input: "1000\n50\n")
                == Run(
                    stdout: "720\n",
                    stderr: "shoptools: error: line 2: step 1: ¥100 off is more than the price ¥50 at that step\n",
                    status: 65))
        let json = Shoptools.run(["discount", "-", "--rate", "30", "--off", "10%", "--json"], input: "498\n")
        #expect(json.stdout.contains(#""steps":[{"off":"30%","price":"348"},{"off":"10%","price":"313"}]"#))
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(
            arguments: ["discount", "1000", "--off", "2000"], status: 65,
            message: "step 1: ¥2,000 off is more than the price ¥1,000 at that step"),
        ErrorCase(
            arguments: ["discount", "1000", "--rate", "20", "--off", "900"], status: 65,
            message: "step 2: ¥900 off is more than the price ¥800 at that step"),
        ErrorCase(
            arguments: ["discount", "1000", "--off", "abc"], status: 65,
            message: #"discount step "abc" is neither a percentage (10%) nor an amount off (100, ¥100)"#),
        ErrorCase(
            arguments: ["discount", "1000", "--off", "120%"], status: 65, message: "rate 120% is outside 0–100%"),
        ErrorCase(
            arguments: ["discount", "1000", "--off", "60%", "--off", "50%", "--sum"], status: 65,
            message: "the rates add up to 110%, above 100%"),
        ErrorCase(
            arguments: ["discount", "1000", "--off", "$5"], status: 65,
            message: #""$5" is not in JPY; use --currency to change the currency"#),
        ErrorCase(
            arguments: ["discount", "1000", "--sum"], status: 64,
            message:
                "missing the discount: give one of --rate, --segment, --slider, or --off (repeatable) (see shoptools discount --help)"
        ),
    ]

    @Test(arguments: errorCases)
    func errors(_ row: ErrorCase) {
        #expect(Shoptools.run(row.arguments) == Run.failure(row.message, status: row.status))
    }

    @Test func japaneseErrors() {
        #expect(
            Shoptools.run(["discount", "1000", "--rate", "20", "--off", "900", "--lang", "ja"])
                == Run(stdout: "", stderr: "shoptools: エラー: 2段目: 値引き900円がその時点の価格800円を超えています\n", status: 65))
    }

    /// `off X` adds a step to the session's price, `off clear` takes them all away; `add` adds the last price;
    /// a step the price cannot take is refused and the steps stay.
    @Test func theREPLStacksSteps() {
        let run = Shoptools.run(
            ["repl", "--no-save"], input: "price 498\nrate 30\noff 10%\noff ¥100\nadd\noff 1000\noff clear\n")
        #expect(
            run
                == Run(
                    stdout: """
                        ¥498 − 0% [no preset] → ¥498 · cart ¥0 (0 items)
                        ¥498 − 30% [preset 2] → ¥348 · cart ¥0 (0 items)
                        ¥498 − 30% [preset 2] → ¥348 − 10% → ¥313 · cart ¥0 (0 items)
                        ¥498 − 30% [preset 2] → ¥348 − 10% → ¥313 − ¥100 → ¥213 · cart ¥0 (0 items)
                        added ¥213 · total ¥213 (1 item)
                        ¥498 − 30% [preset 2] → ¥348 − 10% → ¥313 − ¥100 → ¥213 · cart ¥213 (1 item)
                        ¥498 − 30% [preset 2] → ¥348 · cart ¥213 (1 item)

                        """,
                    stderr: "shoptools: error: line 6: step 4: ¥1,000 off is more than the price ¥213 at that step\n", status: 65)
        )
        let japanese = Shoptools.run(["repl", "--no-save", "--lang", "ja"], input: "1000\n値引き 100\n20%\n")
        #expect(
            japanese.stdout == """
                1,000円 − 0% [プリセットなし] → 1,000円 · カート 0円（0件）
                1,000円 − 0% [プリセットなし] → 1,000円 − 100円 → 900円 · カート 0円（0件）
                1,000円 − 20% [プリセット1] → 800円 − 100円 → 700円 · カート 0円（0件）

                """)
    }
}

/// `discount - --off … --json` writes, line for line, the object a single `discount PRICE --off … --json` writes.
@Suite struct StackedBatchJSONTests {
    @Test(arguments: [
        ["--rate", "30", "--off", "10%"], ["--off", "30%", "--off", "10%", "--sum"], ["--off", "10", "--off", "20%"],
        ["--rate", "33.3", "--off", "5%", "--off", "0.5", "--currency", "USD", "--rounding", "half-even"],
        ["--off", "10%", "--off", "20%", "--off", "5", "--sum", "--round", "10", "--rounding", "up"],
    ])
    func batchLinesAreTheSingleObjects(_ options: [String]) {
        // Whole yen: a price finer than the currency's minor unit is refused (PayableAmountTests).
        let prices = ["498", "1000", "98", "12345", "999999999999999"]
        let batch = Shoptools.run(["discount", "-"] + options + ["--json"], input: prices.joined(separator: "\n") + "\n")
        let singles = prices.map { Shoptools.run(["discount", $0] + options + ["--json"]).stdout }.joined()
        #expect(batch == Run.ok(singles))
    }
}
