import Foundation
import TestSupport
import Testing

@testable import ShoptoolsCLI

/// `settle --from splitwise|spliit`: the options an import takes, on the samples in `Examples/imports/`.
@Suite struct ImportCommandTests {
    static let english = "Examples/imports/splitwise-en.csv"

    /// `--rate EUR=162.50` converts the museum (€36.00 = ¥5,850) instead of a table per currency.
    @Test func aRateGivenBesideAnExportConverts() {
        #expect(
            Shoptools.run(["settle", "--from", "splitwise", Self.english, "--rate", "EUR=162.50"])
                == Run(
                    stdout: """
                        person     paid    share  paid back  received back   balance
                        Aki     ¥30,000  ¥12,950         ¥0         ¥5,000  +¥12,050
                        Ren      ¥8,850  ¥12,950         ¥0             ¥0   -¥4,100
                        Sora         ¥0  ¥12,950     ¥5,000             ¥0   -¥7,950

                        2 transfers, the fewest possible:
                          Ren → Aki   ¥4,100
                          Sora → Aki  ¥7,950
                        Museum: €36.00 × 162.5 = ¥5,850

                        """, stderr: "", status: 0))
        #expect(Shoptools.run(["settle", "Examples/trip/trip.txt", "--rate", "EUR=162.50"]).status == 64)
        #expect(
            Shoptools.run(["settle", "--from", "splitwise", Self.english, "--rate", "EUR=0"])
                == Run(stdout: "", stderr: "shoptools: error: rate \"0\" is not a positive number\n", status: 65))
    }

    /// `--rate USD=61.5` beside an export in JPY, USD and CHF: CHF has no rate, so the import is refused in the
    /// words a group file has for it (65), never settled as a converted table and a CHF one.
    ///
    /// Without `--rate` each currency is settled on its own, as before.
    @Test func aCurrencyLeftWithoutARateIsRefusedAsInAGroupFile() {
        let csv = """
            Date,Description,Category,Cost,Currency,Aki,Ren
            2026-05-01,Hotel,Lodging,20000,JPY,10000,-10000
            2026-05-02,Dinner,Dining out,40.00,USD,-20.00,20.00
            2026-05-03,Train,Transportation,30.00,CHF,15.00,-15.00

            """
        let arguments = ["settle", "--from", "splitwise", "-", "--rate", "USD=61.5"]
        #expect(
            Shoptools.run(arguments, input: csv)
                == Run(
                    stdout: "",
                    stderr: "shoptools: error: no rate for CHF; add a line: rate CHF RATE, or settle --per-currency\n",
                    status: 65))
        #expect(
            Shoptools.run(arguments + ["--lang", "ja"], input: csv)
                == Run(
                    stdout: "",
                    stderr:
                        "shoptools: エラー: CHF のレートがありません。rate CHF RATE の行を加えるか、settle --per-currency で精算してください\n",
                    status: 65))
        #expect(
            Shoptools.run(arguments + ["--rate", "CHF=170"], input: csv)
                == Run(
                    stdout: """
                        person     paid    share   balance
                        Aki     ¥25,100  ¥13,780  +¥11,320
                        Ren      ¥2,460  ¥13,780  -¥11,320

                        1 transfer, the fewest possible:
                          Ren → Aki  ¥11,320
                        Dinner: $40.00 × 61.5 = ¥2,460
                        Train: CHF 30.00 × 170 = ¥5,100

                        """, stderr: "", status: 0))
        #expect(
            Shoptools.run(["settle", "--from", "splitwise", "-"], input: csv)
                == Run(
                    stdout: """
                        JPY:
                        person     paid    share   balance
                        Aki     ¥20,000  ¥10,000  +¥10,000
                        Ren          ¥0  ¥10,000  -¥10,000

                        1 transfer, the fewest possible:
                          Ren → Aki  ¥10,000

                        USD:
                        person    paid   share  balance
                        Aki      $0.00  $20.00  -$20.00
                        Ren     $40.00  $20.00  +$20.00

                        1 transfer, the fewest possible:
                          Aki → Ren  $20.00

                        CHF:
                        person       paid      share     balance
                        Aki     CHF 30.00  CHF 15.00  +CHF 15.00
                        Ren      CHF 0.00  CHF 15.00  -CHF 15.00

                        1 transfer, the fewest possible:
                          Ren → Aki  CHF 15.00

                        """, stderr: "", status: 0))
    }

    /// A Spliit amount of 10^15 is refused as a group file refuses it (65), named with its expense.
    @Test func aSpliitAmountOf10To15IsRefused() {
        let json = """
            {"currencyCode": "JPY", "participants": [{"id": "p1", "name": "Aki"}, {"id": "p2", "name": "Ren"}],
             "expenses": [{"id": "e1", "title": "Flat", "amount": 1000000000000000, "paidById": "p1", "splitMode": "EVENLY",
               "paidFor": [{"participantId": "p1", "shares": 1}, {"participantId": "p2", "shares": 1}]}]}
            """
        #expect(
            Shoptools.run(["settle", "--from", "spliit", "-"], input: json)
                == Run(
                    stdout: "",
                    stderr:
                        "shoptools: error: -: expense 1 (id \"e1\"): \"1000000000000000\" is too large to compute exactly; amounts must be below 10^15\n",
                    status: 65))
    }

    /// A Splitwise export whose rows add up to a balance of ¥10^15 is refused (65), as a group file's is.
    @Test func aSplitwiseBalanceOf10To15IsRefused() {
        let csv = """
            Date,Description,Category,Cost,Currency,Aki,Ren
            2026-05-01,Flat,Housing,999999999999999,JPY,999999999999999,-999999999999999
            2026-05-02,Key,General,1,JPY,1,-1

            """
        #expect(
            Shoptools.run(["settle", "--from", "splitwise", "-"], input: csv)
                == Run.failure("balance ¥1,000,000,000,000,000 is too large to settle", status: 65))
    }

    /// `--from Splitwise` is the same app as `--from splitwise`.
    @Test func theAppIsNamedInAnyLetterCase() {
        let lower = Shoptools.run(["settle", "--from", "splitwise", Self.english, "--json"])
        #expect(lower.status == 0)
        #expect(Shoptools.run(["settle", "--from", "Splitwise", Self.english, "--json"]) == lower)
        #expect(Shoptools.run(["settle", "--from", "SPLIIT", "Examples/imports/spliit-2025.json"]).status == 0)
    }

    /// A currency given that is not the export's is an error in both languages, never a relabel.
    @Test func aCurrencyThatIsNotTheExportsIsAnError() {
        let arguments = ["settle", "--from", "spliit", "Examples/imports/spliit-2025.json", "-c", "EUR"]
        #expect(
            Shoptools.run(arguments)
                == Run(
                    stdout: "", stderr: "shoptools: error: the export is in JPY, not EUR; leave out --currency or give JPY\n",
                    status: 65))
        #expect(
            Shoptools.run(arguments + ["--lang", "ja"])
                == Run(
                    stdout: "",
                    stderr: "shoptools: エラー: 書き出しの通貨は JPY で、EUR ではありません。--currency を外すか JPY を指定してください\n",
                    status: 65))
    }

    /// A name with an escape never reaches the terminal: the participant is named, the escape shown as `\u001b`.
    @Test func aNameWithAnEscapeIsNamedNotPrinted() {
        let json = #"""
            {"currencyCode": "EUR", "participants": [{"id": "p1", "name": "Aki\u001b[2J\u001b]0;pwned\u0007"}],
             "expenses": []}
            """#
        let run = Shoptools.run(["settle", "--from", "spliit", "-"], input: json)
        #expect(
            run
                == Run(
                    stdout: "",
                    stderr:
                        "shoptools: error: -: participant 1 (id \"p1\"): name \"Aki\\u001b[2J\\u001b]0;pwned\\u0007\" has a control character (U+001B)\n",
                    status: 65))
        #expect(!run.stderr.contains("\u{1B}"))
    }
}
