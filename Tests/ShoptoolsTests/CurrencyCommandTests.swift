import Foundation
import Testing

@testable import CommandLineKit
@testable import ShoptoolsCLI

/// Every ISO 4217 currency wherever a currency is taken: `--currency`,
/// `SHOPTOOLS_CURRENCY`, group files and their `rate` lines, imports, carts,
/// `compare` and `split`, each shown with its own minor unit.
@Suite struct CurrencyCommandTests {
    let temporary: TemporaryFolder

    init() throws { temporary = try TemporaryFolder() }

    /// 1000 − 30 % is 700 dinars and 300 saved, with the fils's three decimals.
    @Test func aThreeDigitCurrencyShowsThreeDecimals() {
        #expect(
            Shoptools.run(["discount", "1000", "--rate", "30", "--currency", "KWD"])
                == Run.ok("KWD 1,000.000 − 30% → KWD 700.000 (save KWD 300.000)\n"))
        #expect(
            Shoptools.run(["discount", "1000", "--rate", "30", "--currency", "KWD", "--lang", "ja"])
                == Run.ok("KWD 1,000.000 − 30% → KWD 700.000（KWD 300.000お得）\n"))
        #expect(
            Shoptools.run(["discount", "1000", "--rate", "30", "--currency", "KWD", "--json"])
                == Run.ok(
                    #"{"currency":"KWD","original":"1000.000","rate":"30","segment":2,"slider":"0.3","price":"700.000","#
                        + #""saved":"300.000","unit":"0.001","rounding":"down"}"# + "\n"))
    }

    @Test func aBatchOfPricesInKWDKeepsThreeDecimals() {
        #expect(
            Shoptools.run(["discount", "-", "--rate", "30", "--currency", "KWD"], input: "1000\n1.5\n")
                == Run.ok("700.000\n1.050\n"))
        #expect(
            Shoptools.run(["discount", "-", "--rate", "30", "--currency", "KWD", "--json"], input: "0.01\n").stdout
                .contains(#""original":"0.010","rate":"30","segment":2,"slider":"0.3","price":"0.007","saved":"0.003""#))
    }

    @Test func aCurrencyWithoutASignOfItsOwnIsShownWithItsCode() {
        #expect(
            Shoptools.run(["discount", "12.50", "--rate", "20", "--currency", "CHF"])
                == Run.ok("CHF 12.50 − 20% → CHF 10.00 (save CHF 2.50)\n"))
        #expect(
            Shoptools.run(["discount", "CHF 12.50", "--rate", "20", "--currency", "CHF"])
                == Run.ok("CHF 12.50 − 20% → CHF 10.00 (save CHF 2.50)\n"))
    }

    /// 1.2345 × 0.9 = 1.11105, rounded down to the ten-thousandth: 1.1110.
    @Test func aFourDigitCurrencyInLowerCase() {
        #expect(
            Shoptools.run(["discount", "1.2345", "--rate", "10", "--currency", "clf"])
                == Run.ok("CLF 1.2345 − 10% → CLF 1.1110 (save CLF 0.1235, rounded down to a multiple of CLF 0.0001)\n"))
    }

    @Test func theEnvironmentTakesAnyCode() {
        #expect(
            Shoptools.run(["discount", "120", "--rate", "25"], environment: ["SHOPTOOLS_CURRENCY": "THB"])
                == Run.ok("฿120.00 − 25% → ฿90.00 (save ฿30.00)\n"))
        #expect(
            Shoptools.run(["discount", "120฿", "--rate", "25"], environment: ["SHOPTOOLS_CURRENCY": "thb"])
                == Run.ok("฿120.00 − 25% → ฿90.00 (save ฿30.00)\n"))
    }

    /// 10 KWD among 3 to a multiple of 0.005: two pay 3.330, the organizer the 3.340 left.
    @Test func aSplitInKWDRoundsToItsUnit() {
        #expect(
            Shoptools.run(["split", "10", "--people", "3", "--currency", "KWD", "--round", "0.005"])
                == Run.ok(
                    """
                    KWD 10.000 among 3 people, rounded down to a multiple of KWD 0.005 (absorb: the organizer pays what is left)
                      1 × KWD 3.340  organizer (+KWD 0.010)
                      2 × KWD 3.330
                    collected KWD 10.000

                    """))
        #expect(
            Shoptools.run(["split", "100", "--people", "3", "--currency", "KWD", "--mode", "spread", "--json"]).stdout
                .contains(#""payments":[{"name":"person 1","number":1,"weight":"1","amount":"33.334","organizer":true},"#))
    }

    @Test func aRoundingUnitFinerThanTheFilsIsRefused() {
        #expect(
            Shoptools.run(["split", "10", "--people", "3", "--currency", "KWD", "--round", "0.0005"])
                == Run.failure(#"rounding unit "0.0005" is not a positive multiple of 0.001 KWD"#))
        #expect(
            Shoptools.run(["split", "10", "--people", "3", "--currency", "KWD", "--round", "0.0005", "--lang", "ja"])
                == Run(
                    stdout: "", stderr: "shoptools: エラー: 端数処理の単位「0.0005」は KWD の最小単位（0.001）の正の倍数ではありません\n",
                    status: 65))
    }

    /// Dinner CHF 120 by Aki, a museum €40 at 0.94 (CHF 37.60) by Ren: CHF 157.60, CHF 78.80 each.
    @Test func aGroupInFrancsWithARateForEuros() throws {
        let path = temporary.path + "/trip.txt"
        try "people Aki Ren\ncurrency CHF\nrate EUR 0.94\ndinner 120 paid by Aki\nmuseum €40 paid by Ren\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(
            Shoptools.run(["settle", path])
                == Run.ok(
                    """
                    person        paid      share     balance
                    Aki     CHF 120.00  CHF 78.80  +CHF 41.20
                    Ren      CHF 37.60  CHF 78.80  -CHF 41.20

                    1 transfer, the fewest possible:
                      Ren → Aki  CHF 41.20
                    museum: €40.00 × 0.94 = CHF 37.60

                    """))
        #expect(
            Shoptools.run(["settle", "-"], input: "参加者 A B\n通貨 chf\nx 60 paid by A\n").stdout
                .contains("A       CHF 60.00  CHF 30.00  +CHF 30.00"))
    }

    @Test func aSplitwiseExportInDenarsAndFrancs() throws {
        let path = temporary.path + "/splitwise.csv"
        try """
        Date,Description,Category,Cost,Currency,Aki,Ren
        2026-05-01,Hotel,Lodging,3000,MKD,1500,-1500
        2026-05-02,Fondue,Dining out,90,CHF,-45,45
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let run = Shoptools.run(["settle", path, "--from", "splitwise"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("  Ren → Aki  MKD 1,500.00\n"))
        #expect(run.stdout.contains("  Aki → Ren  CHF 45.00\n"))
    }

    @Test func aCartInZloty() {
        let cart = temporary.path + "/cart.json"
        let environment = ["SHOPTOOLS_CART": cart]
        #expect(
            Shoptools.run(["cart", "add", "12.50", "--label", "chleb", "--currency", "PLN"], environment: environment)
                == Run.ok("added PLN 12.50 chleb · total PLN 12.50 (1 item)\n"))
        #expect(
            Shoptools.run(["cart", "add", "3.49zł", "--label", "mleko"], environment: environment)
                == Run.ok("added PLN 3.49 mleko · total PLN 15.99 (2 items)\n"))
        #expect(
            Shoptools.run(["cart", "total", "--json"], environment: environment)
                == Run.ok(
                    #"{"currency":"PLN","count":2,"subtotal":"15.99","discount":"0.00","tax":"0.00","total":"15.99"}"#
                        + "\n"))
    }

    @Test func aComparisonInFrancs() {
        #expect(
            Shoptools.run(["compare", "3.50/500g", "6/1kg", "--currency", "CHF"])
                == Run.ok(
                    """
                    6/1kg     CHF 0.60 per 100 g  cheapest
                    3.5/500g  CHF 0.70 per 100 g  CHF 0.10 (≈16.7%) more

                    """))
    }

    /// `$` stays US or Taiwan dollars: in Canadian dollars it is another currency's sign.
    @Test func aSharedSignIsNeverReadAsANewCurrency() {
        #expect(
            Shoptools.run(["discount", "$5", "--rate", "10", "--currency", "CAD"])
                == Run.failure(#""$5" is not in CAD; use --currency to change the currency"#))
        #expect(
            Shoptools.run(["discount", "CA$5", "--rate", "10", "--currency", "CAD"])
                == Run.ok("CA$5.00 − 10% → CA$4.50 (save CA$0.50)\n"))
    }

    static let refused: [ErrorCase] = ["XYZ", "DEM", "VEF", "XAU"].map { code in
        ErrorCase(
            arguments: ["discount", "100", "--rate", "10", "--currency", code], status: 65,
            message: "unknown currency \"\(code)\"; expected an ISO 4217 code in use today, such as JPY, USD, EUR or CHF")
    }

    /// An unknown code, a withdrawn one (the mark, the old bolívar) and gold, which has no minor unit.
    @Test(arguments: refused)
    func codesThatAreNoCurrencyInUseAreRefused(_ row: ErrorCase) {
        #expect(Shoptools.run(row.arguments) == Run.failure(row.message, status: row.status))
    }

    @Test func aWithdrawnCodeIsRefusedFromTheEnvironmentAndInGroupFiles() {
        #expect(
            Shoptools.run(["discount", "10", "--rate", "10"], environment: ["SHOPTOOLS_CURRENCY": "DEM"])
                == Run.failure(
                    #"SHOPTOOLS_CURRENCY: unknown currency "DEM"; expected an ISO 4217 code in use today, such as JPY, USD, EUR or CHF"#
                ))
        let run = Shoptools.run(["settle", "-"], input: "people A B\ncurrency VEF\nx 60 paid by A\n")
        #expect(run.status == 65)
        #expect(run.stderr.contains(#"unknown currency "VEF""#))
    }
}

extension CurrencyCommandTests {
    /// Where only ASCII can be shown, a new currency's sign becomes its code, as `¥` becomes `JPY `.
    @Test func aSignOfItsOwnBecomesItsCodeInASCII() {
        #expect(LocaleCharset.ascii.shown("฿120.00 → ₹1,200.00") == "THB 120.00 -> INR 1,200.00")
        #expect(LocaleCharset.ascii.shown("₫") == "VND ")
        #expect(LocaleCharset.ascii.shown("₵") == "GHS ")
        #expect(LocaleCharset.ascii.shown("円") == "\\u5186")
    }
}

extension CurrencyCommandTests {
    /// Spliit stores amounts in minor units: 9000 is CHF 90.00, shared evenly by two.
    @Test func aSpliitExportInFrancs() throws {
        let path = temporary.path + "/spliit.json"
        try """
        {"currencyCode": "CHF", "participants": [{"id": "p1", "name": "Aki"}, {"id": "p2", "name": "Ren"}],
         "expenses": [{"title": "Fondue", "amount": 9000, "paidById": "p1", "splitMode": "EVENLY",
           "isReimbursement": false,
           "paidFor": [{"participantId": "p1", "shares": 1}, {"participantId": "p2", "shares": 1}]}]}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let run = Shoptools.run(["settle", path, "--from", "spliit"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("  Ren → Aki  CHF 45.00\n"))
    }

    /// A bill in dinars: KWD 10 by three is ≈3.33333 each exactly, paid to the fils.
    @Test func aBillInDinars() throws {
        let path = temporary.path + "/dinner.bill"
        try "currency KWD\npeople A B C\nx 10 for A B C\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = Shoptools.run(["split", "--bill", path, "--round", "0.005", "--json"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix(#"{"currency":"KWD","total":"10.000","unit":"0.005","mode":"absorb","items":"10.000""#))
        #expect(run.stdout.contains(#""exact":"3.33333","pays":"3.340","organizer":true"#))
    }
}
