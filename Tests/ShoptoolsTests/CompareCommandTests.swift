import Foundation
import Testing

/// `shoptools compare`: which offer is cheaper, in both languages and as JSON.
@Suite struct CompareCommandTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let english: String
        let japanese: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        // 298/450 × 100 = 66.222…, 198/280 × 100 = 70.714…: 4.492… (6.78…%) more.
        Case(
            arguments: ["298/450g", "198/280g"],
            english: """
                298/450g  ≈¥66.22 per 100 g  cheapest
                198/280g  ≈¥70.71 per 100 g  ≈¥4.49 (≈6.8%) more
                """,
            japanese: """
                298/450g  100gあたり ≈66.22円  最安
                198/280g  100gあたり ≈70.71円  ≈4.49円（≈6.8%）高い
                """),
        // 698/12 = 58.166…, 398/6 = 66.333…: 8.166… (14.04…%) more.
        Case(
            arguments: ["398/6", "698/12"],
            english: """
                698/12  ≈¥58.17 a piece  cheapest
                398/6   ≈¥66.33 a piece  ≈¥8.17 (≈14.0%) more
                """,
            japanese: """
                698/12  1個あたり ≈58.17円  最安
                398/6   1個あたり ≈66.33円  ≈8.17円（≈14.0%）高い
                """),
        // 100/3 and 200/6 tie exactly; 300/8 = 37.5, 4.166… (12.5%) more.
        Case(
            arguments: ["100/3", "200/6", "300/8個"],
            english: """
                100/3    ≈¥33.33 a piece  cheapest (tie)
                200/6    ≈¥33.33 a piece  cheapest (tie)
                300/8個  ¥37.5 a piece    ≈¥4.17 (12.5%) more
                """,
            japanese: """
                100/3    1個あたり ≈33.33円  最安（同じ）
                200/6    1個あたり ≈33.33円  最安（同じ）
                300/8個  1個あたり 37.5円    ≈4.17円（12.5%）高い
                """),
        // The counting word written is kept: 348/12 = 29, 298/8 = 37.25, 8.25 (28.44…%) more.
        Case(
            arguments: ["348/12ロール", "298/8ロール"],
            english: """
                348/12ロール  ¥29 a roll     cheapest
                298/8ロール   ¥37.25 a roll  ¥8.25 (≈28.4%) more
                """,
            japanese: """
                348/12ロール  1ロールあたり 29円     最安
                298/8ロール   1ロールあたり 37.25円  8.25円（≈28.4%）高い
                """),
        // Japanese unit words: 298/450 × 100 = 66.22…; 1980/3000 × 100 = 66 exactly.
        Case(
            arguments: ["298/450グラム", "1980/3キロ"],
            english: """
                1980/3kg  ¥66 per 100 g      cheapest
                298/450g  ≈¥66.22 per 100 g  ≈¥0.22 (≈0.3%) more
                """,
            japanese: """
                1980/3kg  100gあたり 66円      最安
                298/450g  100gあたり ≈66.22円  ≈0.22円（≈0.3%）高い
                """),
        // Shown alike, not equal: 3333/100 = 33.33 exactly is cheaper than 100/3 = 33.333….
        Case(
            arguments: ["100/3", "3333/100"],
            english: """
                3333/100  ¥33.33 a piece   cheapest
                100/3     ≈¥33.33 a piece  ≈¥0.00 (≈0.0%) more
                """,
            japanese: """
                3333/100  1個あたり 33.33円   最安
                100/3     1個あたり ≈33.33円  ≈0.00円（≈0.0%）高い
                """),
        // A multipack is two packs at the price each: 596 for 900 g, the same per kilogram as one pack.
        Case(
            arguments: ["1280/1.5kg", "2x298/450g", "--per", "1kg"],
            english: """
                2x298/450g (¥596 for 900 g)  ≈¥662.22 per kg  cheapest
                1280/1.5kg                   ≈¥853.33 per kg  ≈¥191.11 (≈28.9%) more
                """,
            japanese: """
                2x298/450g（900gで596円）  1kgあたり ≈662.22円  最安
                1280/1.5kg                 1kgあたり ≈853.33円  ≈191.11円（≈28.9%）高い
                """),
        // Millilitres against litres, exact: 31.6 and 29.8 per 100 ml; 1.8 / 29.8 = 6.04…%.
        Case(
            arguments: ["158/500ml", "298/1l"],
            english: """
                298/1l     ¥29.8 per 100 ml  cheapest
                158/500ml  ¥31.6 per 100 ml  ¥1.8 (≈6.0%) more
                """,
            japanese: """
                298/1l     100mlあたり 29.8円  最安
                158/500ml  100mlあたり 31.6円  1.8円（≈6.0%）高い
                """),
    ]

    @Test(arguments: cases)
    func human(_ row: Case) {
        #expect(Shoptools.run(["compare"] + row.arguments + ["--lang", "en"]) == Run.ok(row.english + "\n"))
        #expect(Shoptools.run(["compare"] + row.arguments + ["--lang", "ja"]) == Run.ok(row.japanese + "\n"))
    }

    @Test func json() {
        #expect(
            Shoptools.run(["compare", "298/450g", "198/280g", "--json"])
                == Run.ok(
                    #"{"currency":"JPY","basis":"100g","offers":[{"offer":"298/450g","packs":1,"price":"298","quantity":"450","unit":"g","per_basis":"66.22","exact":false,"rank":1},{"offer":"198/280g","packs":1,"price":"198","quantity":"280","unit":"g","per_basis":"70.71","exact":false,"rank":2}]}"#
                        + "\n"))
        // In the order given; equal exact values share a rank.
        #expect(
            Shoptools.run(["compare", "300/8", "100/3", "200/6", "--json", "--currency", "USD"])
                == Run.ok(
                    #"{"currency":"USD","basis":"1","offers":[{"offer":"300/8","packs":1,"price":"300.00","quantity":"8","unit":"pcs","per_basis":"37.50","exact":true,"rank":3},{"offer":"100/3","packs":1,"price":"100.00","quantity":"3","unit":"pcs","per_basis":"33.3333","exact":false,"rank":1},{"offer":"200/6","packs":1,"price":"200.00","quantity":"6","unit":"pcs","per_basis":"33.3333","exact":false,"rank":1}]}"#
                        + "\n"))
    }

    @Test func currencyFromTheEnvironment() {
        #expect(
            Shoptools.run(["compare", "2.98/450g", "1.98/280g"], environment: ["SHOPTOOLS_CURRENCY": "USD"])
                == Run.ok(
                    """
                    2.98/450g  ≈$0.6622 per 100 g  cheapest
                    1.98/280g  ≈$0.7071 per 100 g  ≈$0.0449 (≈6.8%) more

                    """))
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(
            arguments: ["compare", "298/450g"], status: 64,
            message: "missing OFFER: give two offers or more, like 298/450g 198/280g (see shoptools compare --help)"),
        ErrorCase(
            arguments: ["compare", "298/450g", "198/280g", "--bogus"], status: 64,
            message: #"unknown option "--bogus" for compare (see shoptools compare --help)"#),
        ErrorCase(
            arguments: ["compare", "298/450g", "158/500ml"], status: 65,
            message: "298/450g (mass) and 158/500ml (volume) cannot be compared"),
        ErrorCase(
            arguments: ["compare", "298/450g", "198/280g", "--per", "1l"], status: 65,
            message: "cannot compare per 1l: the offers are priced by mass"),
        ErrorCase(
            arguments: ["compare", "298", "198/280g"], status: 65,
            message: #"offer "298" is not PRICE/QUANTITY, like 298/450g, 398/12 or 2x298/450g"#),
        ErrorCase(
            arguments: ["compare", "298/450kl", "198/280g"], status: 65,
            message:
                #"quantity "450kl" is not a number above 0 with a unit: g, kg, oz, lb, ml, l, fl oz, gal, or pieces (12, 12個, 12ロール, 12pcs)"#
        ),
        ErrorCase(
            arguments: ["compare", "$2/450g", "198/280g"], status: 65,
            message: #""$2" is not in JPY; use --currency to change the currency"#),
        ErrorCase(
            arguments: ["compare", "298/1000000000000000g", "198/280g"], status: 65,
            message: #""1000000000000000" is too large to compute exactly; amounts must be below 10^15"#),
    ]

    /// Dollar shoppers' units, per ounce: 3.99/16 = 0.249375, 5.49/16 = 0.343125, 0.09375 (37.59…%) more.
    @Test func ouncesAndPounds() {
        #expect(
            Shoptools.run(["compare", "3.99/16oz", "5.49/1lb", "--currency", "USD"])
                == Run.ok(
                    """
                    3.99/16oz  ≈$0.2494 per oz  cheapest
                    5.49/1lb   ≈$0.3431 per oz  ≈$0.0938 (≈37.6%) more

                    """))
    }

    @Test func tooPreciseToCompareExactly() {
        // The price per 100 g is 10^29: the offer is named, not the comparison.
        #expect(
            Shoptools.run(["compare", "999999999999999.999999999999/0.000000000001g", "0.000000000001/999999999999999kg"])
                == Run.failure(
                    #""999999999999999.999999999999/0.000000000001g" is too large to compute exactly; amounts must be below 10^15"#
                ))
        // How many percent more than ¥10^-28 per 100 g: about 10^45, past 38 digits.
        #expect(
            Shoptools.run(["compare", "0.000000000001/999999999999999.999999999999kg", "9999999999999/1g"])
                == Run.failure(
                    "0.000000000001/999999999999999.999999999999kg, 9999999999999/1g cannot be compared exactly: "
                        + "the figures need more than 38 digits; give prices and quantities with fewer decimals"))
    }

    @Test(arguments: errorCases)
    func errors(_ row: ErrorCase) {
        #expect(Shoptools.run(row.arguments) == Run.failure(row.message, status: row.status))
    }

    @Test func japaneseErrors() {
        #expect(
            Shoptools.run(["compare", "298/450g", "158/500ml", "--lang", "ja"])
                == Run(stdout: "", stderr: "shoptools: エラー: 298/450g（重さ）と 158/500ml（容量）は比べられません\n", status: 65))
    }

    @Test func worksInTheREPL() {
        let run = Shoptools.run(["repl", "--no-save"], input: "compare 298/450g 198/280g\n")
        #expect(
            run.stdout == """
                298/450g  ≈¥66.22 per 100 g  cheapest
                198/280g  ≈¥70.71 per 100 g  ≈¥4.49 (≈6.8%) more
                no price · 0% [no preset] · cart ¥0 (0 items)

                """)
    }
}
