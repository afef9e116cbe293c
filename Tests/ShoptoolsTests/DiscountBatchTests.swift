import Foundation
import TestSupport
import Testing

@Suite struct DiscountBatchTests {
    @Test func onePriceALine() throws {
        let run = Shoptools.run(["discount", "-", "--rate", "30"], input: "9800\n\n1980\r\n  ¥12,000 \n3\n0\n")
        #expect(run == Run(stdout: "6860\n\n1386\n8400\n2\n0\n", stderr: "", status: 0))
    }

    @Test func lastLineWithoutNewline() throws {
        #expect(
            Shoptools.run(["discount", "-", "--segment", "4"], input: "100\n201")
                == Run(stdout: "50\n100\n", stderr: "", status: 0))
    }

    @Test func emptyInputWritesNothing() throws {
        #expect(Shoptools.run(["discount", "-", "--rate", "30"], input: "") == Run(stdout: "", stderr: "", status: 0))
    }

    @Test func jsonLines() throws {
        let run = Shoptools.run(["discount", "-", "--rate", "35", "--currency", "USD", "--json"], input: "98.50\n$10\n")
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                {"currency":"USD","original":"98.50","rate":"35","segment":null,"slider":"0.35","price":"64.02","saved":"34.48","unit":"0.01","rounding":"down"}
                {"currency":"USD","original":"10.00","rate":"35","segment":null,"slider":"0.35","price":"6.50","saved":"3.50","unit":"0.01","rounding":"down"}

                """)
        // A batch line is the same object as a single --json run.
        let single = Shoptools.run(["discount", "98.50", "--rate", "35", "--currency", "USD", "--json"])
        #expect(run.stdout.hasPrefix(single.stdout))
    }

    @Test func badLineStopsTheRunAfterWritingEarlierLines() throws {
        var lines = (1...11).map { "\($0 * 100)" }
        lines.append("abc")
        lines.append("500")
        let run = Shoptools.run(["discount", "-", "--rate", "30"], input: lines.joined(separator: "\n") + "\n")
        #expect(run.status == 65)
        #expect(run.stderr == "shoptools: error: line 12: \"abc\" is not an amount\n")
        #expect(run.stdout == (1...11).map { "\($0 * 70)\n" }.joined())
    }

    @Test func expressionsAreNotAcceptedInBatch() throws {
        let run = Shoptools.run(["discount", "-", "--rate", "30"], input: "1980*3\n")
        #expect(
            run
                == Run(
                    stdout: "",
                    stderr: "shoptools: error: line 1: \"1980*3\" is not an amount: an expression, not a plain amount\n",
                    status: 65))
    }

    @Test func negativeLine() throws {
        let run = Shoptools.run(["discount", "-", "--rate", "30"], input: "100\n-5\n")
        #expect(
            run
                == Run(
                    stdout: "70\n", stderr: "shoptools: error: line 2: \"-5\" is negative; expected an amount of 0 or more\n",
                    status: 65))
    }

    @Test func overlongLineIsRefused() throws {
        let run = Shoptools.run(["discount", "-", "--rate", "30"], input: "100\n" + String(repeating: "9", count: 5000) + "\n")
        #expect(
            run
                == Run(
                    stdout: "70\n", stderr: "shoptools: error: line 2: longer than 4096 bytes; expected one price a line\n",
                    status: 65))
    }

    /// Batch and single runs share one calculator: compare them over generated prices.
    @Test func batchAgreesWithSingleRuns() {
        var random = SplitMix64(seed: 42)
        // Cents at most: a price finer than the minor unit is refused (PayableAmountTests).
        let prices = (0..<400).map { _ in "\(random.next() % 100_000_000).\(random.next() % 100)" }
        for (rate, rounding) in [("33.5", "half-even"), ("15", "up"), ("7.25", "down")] {
            let batch = Shoptools.run(
                ["discount", "-", "--rate", rate, "--rounding", rounding, "--currency", "USD", "--json"],
                input: prices.joined(separator: "\n"))
            let singles = prices.map {
                Shoptools.run(["discount", $0, "--rate", rate, "--rounding", rounding, "--currency", "USD", "--json"]).stdout
            }
            #expect(batch.stdout == singles.joined())
        }
    }
}

/// Prices pasted from web pages and spreadsheets take the byte-level fast
/// path; the answers and messages are those of the full parser.
@Suite struct FormattedBatchTests {
    static let fullWidth: [Character: Character] = Dictionary(
        uniqueKeysWithValues: zip("0123456789,.", "０１２３４５６７８９，．"))

    static func grouped(_ digits: String) -> String {
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    /// The same numbers, written four ways, give byte for byte the same output.
    @Test func formattedLinesGiveThePlainAnswers() {
        var random = SplitMix64(seed: 13)
        let numbers = (0..<300).map { _ in String(random.next() % 100_000_000) }
        let forms: [(String) -> String] = [
            { "¥" + Self.grouped($0) },
            { String($0.map { Self.fullWidth[$0] ?? $0 }) },
            { String(Self.grouped($0).map { Self.fullWidth[$0] ?? $0 }) + "円" },
            { "\u{3000}￥ " + Self.grouped($0) + " " },
        ]
        let plain = Shoptools.run(["discount", "-", "--rate", "33"], input: numbers.joined(separator: "\n"))
        #expect(plain.status == 0)
        for form in forms {
            let run = Shoptools.run(["discount", "-", "--rate", "33"], input: numbers.map(form).joined(separator: "\n"))
            #expect(run == plain, "\(form(numbers[0]))")
        }
    }

    @Test func dollarsWithCentsAndJSON() {
        let run = Shoptools.run(
            ["discount", "-", "--rate", "35", "--currency", "USD", "--json"],
            input: "US$98.50\n$1,234.5\n９８．５０ USD\n")
        let plain = Shoptools.run(
            ["discount", "-", "--rate", "35", "--currency", "USD", "--json"], input: "98.50\n1234.5\n98.50\n")
        #expect(run == plain)
        #expect(run.stdout.contains(#""original":"1234.50""#))
    }

    struct Refused: Sendable, CustomTestStringConvertible {
        let line: String
        let currency: String
        let stderr: String
        var testDescription: String { "\(line.debugDescription) in \(currency)" }
    }

    /// Lines the fast path leaves alone keep the full parser's messages.
    static let refused: [Refused] = [
        Refused(line: "$5", currency: "JPY", stderr: #"line 1: "$5" is not in JPY; use --currency to change the currency"#),
        Refused(line: "¥5", currency: "USD", stderr: #"line 1: "¥5" is not in USD; use --currency to change the currency"#),
        Refused(line: "５元", currency: "JPY", stderr: #"line 1: "５元" is not in JPY; use --currency to change the currency"#),
        Refused(line: "1,2345", currency: "JPY", stderr: #"line 1: "1,2345" is not an amount: misplaced thousands separator"#),
        Refused(line: "１，２３４５円", currency: "JPY", stderr: #"line 1: "１，２３４５円" is not an amount: misplaced thousands separator"#),
        Refused(
            line: "¥1,234.5,6", currency: "JPY",
            stderr: #"line 1: "¥1,234.5,6" is not an amount: thousands separator after the decimal point"#),
        Refused(line: "¥5円", currency: "JPY", stderr: #"line 1: "¥5円" is not an amount"#),
        Refused(line: "１ ０００", currency: "JPY", stderr: #"line 1: "１ ０００" is not an amount: unexpected space"#),
        Refused(line: "￥−５", currency: "JPY", stderr: #"line 1: "￥−５" is negative; expected an amount of 0 or more"#),
        Refused(
            line: "¥1,000,000,000,000,000", currency: "JPY",
            stderr: #"line 1: "¥1,000,000,000,000,000" is too large to compute exactly; amounts must be below 10^15"#),
        Refused(
            line: "０．００００００００００００１", currency: "JPY", stderr: #"line 1: "０．００００００００００００１" has too many decimals (at most 12)"#),
        Refused(line: "¥", currency: "JPY", stderr: #"line 1: "¥" is not an amount: no digits"#),
    ]

    @Test(arguments: refused)
    func refusedLinesKeepTheirMessages(_ row: Refused) {
        let run = Shoptools.run(["discount", "-", "--rate", "30", "--currency", row.currency], input: "\(row.line)\n100\n")
        #expect(run.status == 65)
        #expect(run.stdout == "")
        #expect(run.stderr == "shoptools: error: " + row.stderr + "\n")
    }
}

/// Line N of a batch's output answers line N of its input, so `paste` keeps them side by side.
@Suite struct BatchBlankLineTests {
    @Test func aBlankLineGivesABlankLine() {
        #expect(Shoptools.run(["discount", "-", "--rate", "10"], input: "100\n\n200\n") == Run.ok("90\n\n180\n"))
        // Spaces only (ASCII, tab, ideographic) are blank too; a blank last line is kept.
        #expect(
            Shoptools.run(["discount", "-", "--rate", "10"], input: "100\n  \t\n\u{3000}\n200\n\n")
                == Run.ok("90\n\n\n180\n\n"))
        #expect(
            Shoptools.run(["discount", "-", "--rate", "30", "--off", "10%"], input: "\n498\n\n")
                == Run.ok("\n313\n\n"))
        #expect(Shoptools.run(["tax", "-"], input: "100\n\n200\n") == Run.ok("110\n\n220\n"))
    }

    @Test func aBlankLineIsNullInJSONLines() {
        #expect(
            Shoptools.run(["discount", "-", "--rate", "10", "--json"], input: "\n100\n")
                == Run.ok(
                    "null\n"
                        + #"{"currency":"JPY","original":"100","rate":"10","segment":null,"slider":"0.1","price":"90","saved":"10","unit":"1","rounding":"down"}"#
                        + "\n"))
        #expect(
            Shoptools.run(["tax", "-", "--json"], input: "100\n\n")
                == Run.ok(
                    #"{"currency":"JPY","rate":"10","given":"excluded","excluded":"100","tax":"10","included":"110","rounding":"down","unit":"1"}"#
                        + "\nnull\n"))
        let chain = Shoptools.run(["discount", "-", "--rate", "30", "--off", "10%", "--json"], input: "\n")
        #expect(chain == Run.ok("null\n"))
    }

    @Test func aBadLineAfterABlankOneIsNamedByItsOwnNumber() {
        #expect(
            Shoptools.run(["discount", "-", "--rate", "10"], input: "100\n\nabc\n200\n")
                == Run(stdout: "90\n\n", stderr: "shoptools: error: line 3: \"abc\" is not an amount\n", status: 65))
    }
}

/// Prices and rates at the edge of the documented range are computed, not refused.
@Suite struct DiscountAtTheLimitsTests {
    @Test func theLargestPriceAtTheSmallestRate() {
        #expect(
            Shoptools.run(["discount", "-", "--rate", "0.000000000001"], input: "999999999999999\n")
                == Run.ok("999999999999989\n"))
        // Exactly 999999999999989.00000000000001, rounded down once.
        #expect(
            Shoptools.run(["discount", "999999999999999", "--rate", "0.000000000001", "--json"])
                == Run.ok(
                    #"{"currency":"JPY","original":"999999999999999","rate":"0.000000000001","segment":null,"slider":"0.00000000000001","price":"999999999999989","saved":"10","unit":"1","rounding":"down"}"#
                        + "\n"))
        // Two steps at the edge, in batch (the general path: 999999999999999.99 has 17 digits).
        #expect(
            Shoptools.run(
                ["discount", "-", "--rate", "33.333333333333", "--off", "0.000000000001%", "--currency", "USD"],
                input: "999999999999999.99\n") == Run.ok("666666666666663.32\n"))
    }
}
