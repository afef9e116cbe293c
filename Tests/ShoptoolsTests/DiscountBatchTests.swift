import Foundation
import TestSupport
import Testing

@Suite struct DiscountBatchTests {
    @Test func onePriceALine() throws {
        let run = Shoptools.run(["discount", "-", "--rate", "30"], input: "9800\n\n1980\r\n  ¥12,000 \n3.499\n0\n")
        #expect(run == Run(stdout: "6860\n1386\n8400\n2\n0\n", stderr: "", status: 0))
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
        let prices = (0..<400).map { _ in "\(random.next() % 100_000_000).\(random.next() % 1000)" }
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
