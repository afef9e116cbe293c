import Foundation
import TestSupport
import Testing

/// One test per defect that new users hit in 0.1 (issue 8), each failing on
/// 0.1 and passing now.
///
/// Terminal defects live in TerminalTests, cart-file defects in CartFileTests.
@Suite struct DefectTests {
    func repl(_ script: String) -> Run { Shoptools.run(["repl", "--no-save"], input: script) }

    func error(_ message: String) -> String { "shoptools: error: \(message)\n" }

    /// 1. `discount -` inside the REPL would read the rest of the script as prices.
    @Test func batchDiscountIsRefusedInTheREPL() {
        let run = repl("discount - --rate 30\n9800\nrate 30\n")
        #expect(
            run.stderr
                == error(
                    "line 1: discount - reads prices from standard input and cannot run inside the REPL; give a PRICE (see shoptools discount --help)"
                ))
        #expect(
            run.stdout == """
                ¥9,800 − 0% [no preset] → ¥9,800 · cart ¥0 (0 items)
                ¥9,800 − 30% [preset 2] → ¥6,860 · cart ¥0 (0 items)

                """)
        #expect(run.status == 64)
    }

    /// 4. A long line in a piped script stopped the session silently with Swift debug text.
    @Test func aLongScriptLineIsReportedAndTheScriptGoesOn() {
        let run = repl("price 100\n" + String(repeating: "9", count: 5000) + "\nrate 50\n")
        #expect(run.stderr == error("line 2: longer than 4096 bytes; it did not run"))
        #expect(run.stdout.hasSuffix("¥100 − 50% [preset 4] → ¥50 · cart ¥0 (0 items)\n"))
        #expect(run.status == 65)
    }

    /// 5. A piped script with failed lines exited 0; now the worst status of its lines.
    @Test func aScriptEndsWithItsWorstStatus() {
        #expect(repl("price 100\nrate 30\n").status == 0)
        #expect(repl("price abc\nrate 30\n").status == 65)
        #expect(repl("price 100 --bogus\nrate 30\n").status == 64)
        #expect(repl("undo\n").status == 1)
        #expect(repl("undo\nprice abc\nrate --x\n").status == 65, "65 is worse than 64 and 1")
    }

    /// 6. Options a command does not use were accepted and ignored.
    @Test(arguments: [
        (
            ["cart", "add", "5", "--no-save", "--cart", "/nonexistent/c.json"],
            #"unknown option "--no-save" for cart add (see shoptools cart add --help)"#
        ),
        (["cart", "undo", "--json"], #"unknown option "--json" for cart undo (see shoptools cart undo --help)"#),
        (["cart", "remove", "1", "--json"], #"unknown option "--json" for cart remove (see shoptools cart remove --help)"#),
        (["cart", "clear", "--json"], #"unknown option "--json" for cart clear (see shoptools cart clear --help)"#),
        (
            ["cart", "list", "--qty", "5", "--yes", "--label", "x"],
            #"unknown option "--qty" for cart list (see shoptools cart list --help)"#
        ),
        (["repl", "--json", "--qty", "3"], #"unknown option "--json" for repl (see shoptools repl --help)"#),
    ])
    func unusedOptionsAreRefused(_ arguments: [String], _ message: String) {
        #expect(Shoptools.run(arguments) == Run(stdout: "", stderr: error(message), status: 64))
    }

    /// 6 (found later): `cart … --currency` in the REPL went to another cart file, even with `--no-save`.
    @Test func theREPLsCartStaysTheREPLsCart() throws {
        let folder = try TemporaryFolder()
        let run = Shoptools.run(
            ["repl", "--no-save"], input: "cart add 7 --currency USD\ncart add 7 --currency JPY\n",
            environment: ["SHOPTOOLS_CART": folder.path + "/cart.json"])
        #expect(run.stderr == error("line 1: the REPL's cart is in JPY, not USD; give --cart PATH for a cart in USD"))
        #expect(run.stdout.hasPrefix("added ¥7 · total ¥7 (1 item)\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/cart.json"))
    }

    /// 8. `30%` alone in the REPL set the price to ¥0.3; it sets the rate.
    @Test func aBarePercentageSetsTheRate() {
        #expect(
            repl("price 9800\n30%\n３５％\n").stdout == """
                ¥9,800 − 0% [no preset] → ¥9,800 · cart ¥0 (0 items)
                ¥9,800 − 30% [preset 2] → ¥6,860 · cart ¥0 (0 items)
                ¥9,800 − 35% [no preset] → ¥6,370 · cart ¥0 (0 items)

                """)
    }

    /// 9. Tables counted characters, not terminal columns.
    @Test func tablesLineUpCJKText() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cart = folder + "/cart.json"
        _ = Shoptools.run(["cart", "add", "6860", "--label", "コート", "--cart", cart])
        _ = Shoptools.run(["cart", "add", "980", "--label", "hat", "--cart", cart])
        #expect(
            Shoptools.run(["cart", "list", "--cart", cart]).stdout == """
                1  コート  1 × ¥6,860  ¥6,860
                2  hat       1 × ¥980    ¥980
                total ¥7,840 (2 items)

                """)
        #expect(
            Shoptools.run(["split", "3000", "--person", "田中:2", "--person", "Aki"]).stdout == """
                ¥3,000 among 2 people, rounded down to a multiple of ¥1 (absorb: the organizer pays what is left)
                  田中 ¥2,000  organizer, weight 2
                  Aki  ¥1,000
                collected ¥3,000

                """)
    }

    /// 10. Control characters in names and labels reached the terminal.
    @Test func controlCharactersInNamesAndLabelsAreRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(
            Shoptools.run(["split", "100", "--person", "nl\nx", "--person", "B"])
                == Run(stdout: "", stderr: error(#"name "nl\nx" has a control character (U+000A)"#), status: 65))
        #expect(
            Shoptools.run(["split", "100", "--person", "\u{1B}[31mRED", "--person", "B"]).stderr
                == error(#"name "\u001b[31mRED" has a control character (U+001B)"#))
        for (label, code) in [("a\u{85}b", "U+0085"), ("a\u{2028}b", "U+2028"), ("\u{202E}abc", "U+202E")] {
            let run = Shoptools.run(["cart", "add", "1", "--label", label, "--cart", folder + "/cart.json"])
            #expect(run.status == 65 && run.stderr.hasSuffix("has a control character (\(code))\n"), "\(code)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/cart.json"))
    }

    /// Found later: `--person A:2=5` dropped the weight; quoted values never show a bidirectional override raw.
    @Test func personSpecsAndQuotedOverrides() {
        #expect(
            Shoptools.run(["split", "1000", "--person", "A:2=5", "--person", "B"])
                == Run.failure(#"person "A:2=5" is not NAME, NAME:WEIGHT or NAME=AMOUNT; a name cannot hold : or ="#))
        #expect(
            Shoptools.run(["discount", "5", "--rate", "1", "--round", "\u{202E}5"]).stderr
                == error(#"rounding unit: "\u202e5" is not an amount"#))
    }

    /// Found later: the answer to `clear` read from a folder said "kept the cart" and exit 0.
    @Test func anUnreadableAnswerIsAnIOError() throws {
        #expect(try Shoptools.spawn(["cart", "add", "5", "--cart", "/tmp/shoptools-answer-\(getpid()).json"]).status == 0)
        defer {
            for suffix in ["", ".lock"] {
                try? FileManager.default.removeItem(atPath: "/tmp/shoptools-answer-\(getpid()).json" + suffix)
            }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "exec \"$0\" cart clear --cart \"$1\" < /", Shoptools.executable.path, "/tmp/shoptools-answer-\(getpid()).json",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
    }

    /// Found later: words the tool does not use were ignored.
    @Test func extraWordsAreRefused() {
        #expect(
            Shoptools.run(["repl", "extra"]).stderr
                == error(#"unexpected argument "extra"; repl takes no argument (see shoptools repl --help)"#))
        #expect(Shoptools.run(["--cart", "x"]).stderr == error(#"unknown option "--cart" for shoptools (see shoptools --help)"#))
        #expect(Shoptools.run(["--version", "x"]).status == 64)
        #expect(Shoptools.run(["help", "discount", "x"]).status == 64)
        #expect(
            repl("quit now\nprice 5\n").stderr
                == error(#"line 1: unexpected argument "now"; quit takes no argument (type help quit)"#))
    }

    /// 11. `calc '$5+¥5'` printed 10.
    @Test func oneCurrencyAnExpression() {
        #expect(
            Shoptools.run(["calc", "$5+¥5"])
                == Run(stdout: "", stderr: error(#"mixed currencies ("$5" and "¥5") at 4: "$5+¥5""#), status: 65))
        #expect(Shoptools.run(["calc", "$5+5"]).stdout == "10\n")
    }

    /// 13. Unary plus was "dangling operator".
    @Test func unaryPlus() {
        #expect(Shoptools.run(["calc", "+5*+2"]).stdout == "10\n")
    }

    /// 8. The cart took amounts finer than the currency's minor unit, then split refused its total.
    @Test func cartLinesMustBePayable() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cart = folder + "/cart.json"
        #expect(
            Shoptools.run(["cart", "add", "0.005", "--currency", "USD", "--cart", cart]).stderr
                == error("$0.005 is not a whole number of USD 0.01; a cart line must come to an amount that can be paid"))
        #expect(
            Shoptools.run(["cart", "add", "3.499", "--qty", "10", "--currency", "USD", "--cart", cart]).stdout
                == "added 10 × $3.499 · total $34.99 (1 item)\n")
        #expect(
            repl("add 100.5\n").stderr
                == error("line 1: ¥100.5 is not a whole number of JPY 1; a cart line must come to an amount that can be paid"))
    }

    /// 12. `-h` as an option's value or after `--` printed help instead.
    @Test func helpOnlyWhereItStandsAsAnOption() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cart = folder + "/cart.json"
        #expect(
            Shoptools.run(["cart", "add", "100", "--label", "-h", "--cart", cart]).stdout
                == "added ¥100 -h · total ¥100 (1 item)\n")
        #expect(Shoptools.run(["calc", "-5", "--", "-h"]).stderr == error(#"unknown character "h" at 5: "-5 -h""#))
        #expect(
            Shoptools.run(["discount", "9800", "--rate", "--help"]).stderr
                == error("option --rate needs a value (see shoptools discount --help)"))
        #expect(Shoptools.run(["discount", "9800", "--help"]).stdout.hasPrefix("Usage: shoptools discount"))
        #expect(Shoptools.run(["cart", "add", "-h"]).stdout.hasPrefix("Usage: shoptools cart add"))
    }

    /// 13. `discount -¥100` was "unknown option" (64); it is a negative amount (65).
    @Test func aNegativeAmountWithASymbolIsABadValue() {
        #expect(
            Shoptools.run(["discount", "-¥100", "--rate", "3"])
                == Run(stdout: "", stderr: error(#""-¥100" is negative; expected an amount of 0 or more"#), status: 65))
        #expect(Shoptools.run(["split", "-$5", "--people", "2", "--currency", "USD"]).status == 65)
    }

    /// 16. Wording a careful user would find natural.
    @Test func wording() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cart = folder + "/cart.json"
        _ = Shoptools.run(["cart", "add", "100", "--cart", cart])
        #expect(
            Shoptools.run(["cart", "remove", "2", "--cart", cart]).stderr == error("there is no item 2; the cart has 1 item"))
        #expect(
            Shoptools.run(["cart", "remove", "0", "--cart", cart]).stderr
                == error(#"item number "0" is not a whole number of 1 or more"#))
        // Rounding up above the original says so instead of "save -¥95".
        #expect(
            Shoptools.run(["discount", "5", "--rate", "1", "--round", "100", "--rounding", "up"]).stdout
                == "¥5 − 1% → ¥100 (¥95 more than the original: rounded up to a multiple of ¥100)\n")
        // An even split reads the same in both modes; no "surplus ¥0".
        for mode in ["absorb", "up"] {
            #expect(
                Shoptools.run(["split", "10000", "--people", "2", "--mode", mode]).stdout.contains("  2 × ¥5,000  everyone\n"))
        }
        #expect(
            Shoptools.run(["split", "3000", "--people", "3", "--round", "500", "--mode", "up"]).stdout.hasSuffix(
                "collected ¥3,000\n"))
        // --weights says who pays what.
        #expect(
            Shoptools.run(["split", "1000", "--weights", "2,1,1"]).stdout.contains(
                "  person 1 ¥500  organizer, weight 2\n  person 2 ¥250\n  person 3 ¥250\n"))
        // A byte-order mark at the start of batch input is not part of line 1.
        #expect(Shoptools.run(["discount", "-", "--rate", "30"], input: "\u{FEFF}9800\n1980\n").stdout == "6860\n1386\n")
        // A misspelled calc option is an option error, not an expression error.
        #expect(
            Shoptools.run(["calc", "1/3", "--scal", "3"]).stderr
                == error(#"unknown option "--scal" for calc (see shoptools calc --help)"#))
        // Every amount takes an expression, --person and --round too.
        #expect(
            Shoptools.run(["split", "1000", "--person", "A=100*2", "--person", "B", "--round", "100*2"]).stdout == """
                ¥1,000 among 2 people, rounded down to a multiple of ¥200 (absorb: the organizer pays what is left)
                  B ¥800  organizer
                  A ¥200  fixed
                collected ¥1,000

                """)
        // In the REPL, split names no option the user did not type.
        let run = repl("add 100\nsplit -5\nsplit 3 --currency USD\n")
        #expect(
            run.stderr == error(#"line 2: people "-5" is not a whole number from 1 to 100000"#)
                + error("line 3: the REPL's cart is in JPY, not USD; give --cart PATH for a cart in USD"))
    }
}
