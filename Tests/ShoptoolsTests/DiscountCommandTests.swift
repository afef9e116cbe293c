import Foundation
import Testing

@Suite struct DiscountCommandTests {
    @Test func humanOutput() throws {
        #expect(Shoptools.run(["discount", "9800", "--rate", "30"]) == Run.ok("¥9,800 − 30% → ¥6,860 (save ¥2,940)\n"))
        #expect(Shoptools.run(["discount", "9800", "--rate", "30%"]) == Run.ok("¥9,800 − 30% → ¥6,860 (save ¥2,940)\n"))
        #expect(Shoptools.run(["discount", "¥9,800", "--segment", "4"]) == Run.ok("¥9,800 − 50% → ¥4,900 (save ¥4,900)\n"))
        #expect(Shoptools.run(["discount", "９８００", "--rate", "３０％"]) == Run.ok("¥9,800 − 30% → ¥6,860 (save ¥2,940)\n"))
        #expect(
            Shoptools.run(["discount", "$98.50", "--slider", "0.37", "--currency", "USD"])
                == Run.ok("$98.50 − 35% → $64.02 (save $34.48, rounded down to a multiple of $0.01)\n"),
            "64.025 is rounded, and says so")
        #expect(
            Shoptools.run(["discount", "23450", "--rate", "20", "--round", "100", "--rounding", "up"])
                == Run.ok("¥23,450 − 20% → ¥18,800 (save ¥4,650, rounded up to a multiple of ¥100)\n"))
    }

    struct JSONCase: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let json: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let jsonCases: [JSONCase] = [
        JSONCase(
            arguments: ["9800", "--rate", "30"],
            json:
                #"{"currency":"JPY","original":"9800","rate":"30","segment":2,"slider":"0.3","price":"6860","saved":"2940","unit":"1","rounding":"down"}"#
        ),
        JSONCase(
            arguments: ["9800", "--slider", "0.35"],
            json:
                #"{"currency":"JPY","original":"9800","rate":"35","segment":null,"slider":"0.35","price":"6370","saved":"3430","unit":"1","rounding":"down"}"#
        ),
        JSONCase(
            arguments: ["1980", "--rate", "33.5", "--rounding", "half-up"],
            json:
                #"{"currency":"JPY","original":"1980","rate":"33.5","segment":null,"slider":"0.335","price":"1317","saved":"663","unit":"1","rounding":"half-up"}"#
        ),
        JSONCase(
            arguments: ["98.5", "--segment", "1", "--currency", "usd"],
            json:
                #"{"currency":"USD","original":"98.50","rate":"20","segment":1,"slider":"0.2","price":"78.80","saved":"19.70","unit":"0.01","rounding":"down"}"#
        ),
        JSONCase(
            arguments: ["98.50", "--rate", "35", "--currency", "USD", "--round", "0.05", "--rounding", "half-even"],
            json:
                #"{"currency":"USD","original":"98.50","rate":"35","segment":null,"slider":"0.35","price":"64.00","saved":"34.50","unit":"0.05","rounding":"half-even"}"#
        ),
        JSONCase(
            arguments: ["23450", "--segment", "3", "--round", "500"],
            json:
                #"{"currency":"JPY","original":"23450","rate":"40","segment":3,"slider":"0.4","price":"14000","saved":"9450","unit":"500","rounding":"down"}"#
        ),
    ]

    @Test(arguments: jsonCases)
    func jsonOutput(_ row: JSONCase) throws {
        #expect(Shoptools.run(["discount"] + row.arguments + ["--json"]) == Run.ok(row.json + "\n"))
    }

    @Test func currencyFromTheEnvironment() throws {
        #expect(
            Shoptools.run(["discount", "10", "--rate", "10"], environment: ["SHOPTOOLS_CURRENCY": "EUR"])
                == Run.ok("€10.00 − 10% → €9.00 (save €1.00)\n"))
        #expect(
            Shoptools.run(["discount", "10", "--rate", "10", "--currency", "GBP"], environment: ["SHOPTOOLS_CURRENCY": "EUR"])
                == Run.ok("£10.00 − 10% → £9.00 (save £1.00)\n"))
        #expect(
            Shoptools.run(["discount", "10", "--rate", "10"], environment: ["SHOPTOOLS_CURRENCY": "XXX"])
                == Run.failure(
                    #"SHOPTOOLS_CURRENCY: unknown currency "XXX"; expected an ISO 4217 code in use today, such as JPY, USD, EUR or CHF"#
                ))
    }

    static let errorCases: [ErrorCase] = [
        // 64: usage
        ErrorCase(
            arguments: ["discount", "9800"], status: 64,
            message:
                "missing the discount: give one of --rate, --segment, --slider, or --off (repeatable) (see shoptools discount --help)"
        ),
        ErrorCase(
            arguments: ["discount", "9800", "--rate", "30", "--segment", "2"], status: 64,
            message:
                "conflicting options --rate and --segment: give one of --rate, --segment, --slider (further steps with --off) (see shoptools discount --help)"
        ),
        ErrorCase(arguments: ["discount", "--rate", "30"], status: 64, message: "missing PRICE (see shoptools discount --help)"),
        ErrorCase(
            arguments: ["discount", "1", "2", "--rate", "30"], status: 64,
            message: #"unexpected argument "2"; give one PRICE (see shoptools discount --help)"#),
        ErrorCase(
            arguments: ["discount", "9800", "--rate"], status: 64,
            message: "option --rate needs a value (see shoptools discount --help)"),
        ErrorCase(
            arguments: ["split", "100", "--person", "--json"], status: 64,
            message: "option --person needs a value (see shoptools split --help)"),
        ErrorCase(
            arguments: ["cart", "add", "100", "--label", "--json", "--cart", "/nonexistent/shoptools/c.json"], status: 64,
            message: "option --label needs a value (see shoptools cart add --help)"),
        ErrorCase(
            arguments: ["discount", "9800", "--bogus"], status: 64,
            message: #"unknown option "--bogus" for discount (see shoptools discount --help)"#),
        ErrorCase(
            arguments: ["discount", "9800", "--rate", "3", "--rate", "4"], status: 64,
            message: "option --rate is given more than once (see shoptools discount --help)"),
        ErrorCase(
            arguments: ["frobnicate"], status: 64,
            message:
                #"unknown command "frobnicate"; expected one of discount, tax, points, split, calc, compare, settle, receipt, cart, repl, help (see shoptools --help)"#
        ),
        // 65: bad values
        ErrorCase(arguments: ["discount", "abc", "--rate", "30"], status: 65, message: #""abc" is not an amount"#),
        ErrorCase(
            arguments: ["discount", "-5", "--rate", "30"], status: 65,
            message: #""-5" is negative; expected an amount of 0 or more"#),
        ErrorCase(
            arguments: ["discount", "1e5", "--rate", "30"], status: 65,
            message: #""1e5" is not an amount: exponent notation is not accepted"#),
        ErrorCase(
            arguments: ["discount", "1000000000000000", "--rate", "30"], status: 65,
            message: #""1000000000000000" is too large to compute exactly; amounts must be below 10^15"#),
        ErrorCase(arguments: ["discount", "9800", "--rate", "120"], status: 65, message: "rate 120% is outside 0–100%"),
        ErrorCase(arguments: ["discount", "9800", "--rate", "-5"], status: 65, message: "rate -5% is outside 0–100%"),
        ErrorCase(
            arguments: ["discount", "9800", "--rate", "abc"], status: 65,
            message: #"rate "abc" is not a percentage; expected a number from 0 to 100, like 30 or 30%"#),
        ErrorCase(
            arguments: ["discount", "9800", "--segment", "5"], status: 65,
            message: #"segment "5" does not exist; expected 1–4 (1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%)"#),
        ErrorCase(arguments: ["discount", "9800", "--slider", "1.5"], status: 65, message: "slider position 1.5 is outside 0–1"),
        ErrorCase(
            arguments: ["discount", "9800", "--rate", "30", "--round", "0.5"], status: 65,
            message: #"rounding unit "0.5" is not a positive multiple of 1 JPY"#),
        ErrorCase(
            arguments: ["discount", "9800", "--rate", "30", "--rounding", "nearest"], status: 64,
            message:
                #"unknown rounding mode "nearest"; expected one of down, up, half-up, half-even (see shoptools discount --help)"#
        ),
        ErrorCase(
            arguments: ["discount", "9800", "--rate", "30", "--currency", "XYZ"], status: 65,
            message: #"unknown currency "XYZ"; expected an ISO 4217 code in use today, such as JPY, USD, EUR or CHF"#),
        ErrorCase(
            arguments: ["discount", "$5", "--rate", "30"], status: 65,
            message: #""$5" is not in JPY; use --currency to change the currency"#),
    ]

    @Test(arguments: errorCases)
    func errors(_ row: ErrorCase) throws {
        #expect(Shoptools.run(row.arguments) == Run.failure(row.message, status: row.status))
    }

    @Test func helpAndVersion() throws {
        let help = Shoptools.run(["discount", "--help"])
        #expect(help.status == 0 && help.stderr.isEmpty)
        #expect(
            help.stdout.hasPrefix(
                "Usage: shoptools discount PRICE (--rate PCT | --segment N | --slider POS)\n"
                    + "                 [--off X]… [options]\n"))
        #expect(Shoptools.run(["help", "discount"]) == help)
        let top = Shoptools.run(["--help"])
        #expect(top.status == 0 && top.stdout.contains("  discount  the price after a discount (バーゲン教師)\n"))
        #expect(
            top.stdout.replacing("\n", with: " ").contains(
                "Exit status: 0 success, 64 usage error, 65 bad value, 74 I/O error, 1 other failure."))
        #expect(Shoptools.run(["--version"]) == Run.ok("shoptools 0.2.0\n"))
    }
}
