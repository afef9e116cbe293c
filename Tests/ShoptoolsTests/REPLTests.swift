import Foundation
import Testing

@Suite struct REPLTests {
    let temporary: TemporaryFolder
    var folder: String { temporary.path }
    var cart: String { folder + "/cart.json" }

    init() throws { temporary = try TemporaryFolder() }

    /// The REPL on this test's cart file, or with `--no-save` on a cart in memory.
    func repl(_ script: String, _ extra: [String] = []) -> Run {
        Shoptools.run(["repl"] + (extra.contains("--no-save") ? [] : ["--cart", cart]) + extra, input: script)
    }

    @Test func theDocumentedScript() throws {
        let run = repl("price 9800\nrate 30\nadd\ntotal\n")
        #expect(
            run
                == Run(
                    stdout: """
                        ¥9,800 − 0% [no preset] → ¥9,800 · cart ¥0 (0 items)
                        ¥9,800 − 30% [preset 2] → ¥6,860 · cart ¥0 (0 items)
                        added ¥6,860 · total ¥6,860 (1 item)
                        ¥9,800 − 30% [preset 2] → ¥6,860 · cart ¥6,860 (1 item)
                        total ¥6,860 (1 item)
                        ¥9,800 − 30% [preset 2] → ¥6,860 · cart ¥6,860 (1 item)

                        """, stderr: "", status: 0))
    }

    /// The original app's checks, through the REPL.
    @Test func theOriginalChecks() throws {
        // Every preset and the slider work, and the discounted price is right.
        let presets = repl("price 9800\nsegment 1\nsegment 2\nsegment 3\nsegment 4\nslider 0.35\nslider 0.41\n", ["--no-save"])
        #expect(
            presets.stdout.components(separatedBy: "\n").dropFirst().prefix(6) == [
                "¥9,800 − 20% [preset 1] → ¥7,840 · cart ¥0 (0 items)",
                "¥9,800 − 30% [preset 2] → ¥6,860 · cart ¥0 (0 items)",
                "¥9,800 − 40% [preset 3] → ¥5,880 · cart ¥0 (0 items)",
                "¥9,800 − 50% [preset 4] → ¥4,900 · cart ¥0 (0 items)",
                "¥9,800 − 35% [no preset] → ¥6,370 · cart ¥0 (0 items)",
                "¥9,800 − 40% [preset 3] → ¥5,880 · cart ¥0 (0 items)",
            ])
        // Adding works; cancel keeps the cart; clearing works; after clearing, adding works again.
        let trip = repl("price 9800\nsegment 2\nadd\nclear\nn\ntotal\nclear\ny\ntotal\nadd\ntotal\n")
        let lines = trip.stdout.components(separatedBy: "\n")
        #expect(lines.contains("added ¥6,860 · total ¥6,860 (1 item)"))
        #expect(lines.contains("kept the cart (1 item, ¥6,860)"))
        #expect(lines.contains("cleared the cart (1 item, ¥6,860)"))
        #expect(
            lines.filter { $0.hasPrefix("total ") } == ["total ¥6,860 (1 item)", "total ¥0 (0 items)", "total ¥6,860 (1 item)"])
        #expect(trip.status == 0 && trip.stderr.isEmpty)
    }

    @Test func clearAtTheEndOfInputKeepsTheCart() throws {
        let run = repl("add 500\nclear\n")
        #expect(run.stdout.contains("kept the cart (1 item, ¥500)\n"))
        #expect(run.status == 0)
        #expect(Shoptools.run(["cart", "total", "--cart", cart]).stdout == "total ¥500 (1 item)\n")
    }

    @Test func clearAnswersInTheREPL() throws {
        for (answer, kept) in [("y", false), ("yes", false), ("はい", false), ("n", true), ("", true), ("maybe", true)] {
            let run = repl("add 100\nclear\n\(answer)\n", ["--no-save"])
            #expect(run.stdout.contains(kept ? "kept the cart" : "cleared the cart"), "\(answer)")
        }
    }

    @Test func badInputPrintsTheCLIErrorAndTheSessionGoesOn() throws {
        let run = repl("price 9800\nrate 120\nrate abc\nsegment 9\nslider 2\nfrobnicate\n10/0\nadd -5\nremove 3\nrate 30\n")
        #expect(run.status == 65, "a script with failed lines ends with the worst status")
        #expect(
            run.stderr == """
                shoptools: error: line 2: rate 120% is outside 0–100%
                shoptools: error: line 3: rate "abc" is not a percentage; expected a number from 0 to 100, like 30 or 30%
                shoptools: error: line 4: segment "9" does not exist; expected 1–4 (1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%)
                shoptools: error: line 5: slider position 2 is outside 0–1
                shoptools: error: line 6: unknown command "frobnicate"; type help for the commands
                shoptools: error: line 7: division by zero at 4: "10/0"
                shoptools: error: line 8: "-5" is negative; expected an amount of 0 or more
                shoptools: error: line 9: there is no item 3; the cart is empty

                """)
        // The state is unchanged by each error: the last line is the one after `rate 30`.
        #expect(
            run.stdout == """
                ¥9,800 − 0% [no preset] → ¥9,800 · cart ¥0 (0 items)
                ¥9,800 − 30% [preset 2] → ¥6,860 · cart ¥0 (0 items)

                """)
        // The same messages as the command line, which has no lines to name.
        #expect(Shoptools.run(["discount", "9800", "--rate", "120"]).stderr == "shoptools: error: rate 120% is outside 0–100%\n")
    }

    @Test func expressionsAndBareAmountsSetThePrice() throws {
        let run = repl("1980*3\n9800\n100/3\nprice 9800-500\n", ["--no-save"])
        #expect(
            run.stdout == """
                = 5940
                ¥5,940 − 0% [no preset] → ¥5,940 · cart ¥0 (0 items)
                ¥9,800 − 0% [no preset] → ¥9,800 · cart ¥0 (0 items)
                = ≈ 33.3333333333
                ¥9,800 − 0% [no preset] → ¥9,800 · cart ¥0 (0 items)
                ¥9,300 − 0% [no preset] → ¥9,300 · cart ¥0 (0 items)

                """)
    }

    @Test func splitTheCartTotal() throws {
        let run = repl(
            "add 23450\nsplit 7 --round 100\nsplit 7 --round 100 --mode up --json\nsplit --weights 2,1 --round 100\n",
            ["--no-save"])
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout.contains(
                """
                ¥23,450 among 7 people, rounded down to a multiple of ¥100 (absorb: the organizer pays what is left)
                  1 × ¥3,650  organizer (+¥350)
                  6 × ¥3,300
                collected ¥23,450

                """))
        #expect(run.stdout.contains(#"{"currency":"JPY","total":"23450","people":7,"unit":"100","mode":"up","share":"3400""#))
        #expect(run.status == 0)
        #expect(run.stdout.contains("  person 1 ¥15,650  organizer (+¥50), weight 2\n  person 2  ¥7,800\n"))
    }

    @Test func noSaveLeavesTheCartFileAlone() throws {
        _ = Shoptools.run(["cart", "add", "100", "--cart", cart])
        let before = try String(contentsOfFile: cart, encoding: .utf8)
        let run = repl("add 5\nlist\n", ["--no-save"])
        #expect(run.stdout.contains("added ¥5 · total ¥5 (1 item)"))
        #expect(try String(contentsOfFile: cart, encoding: .utf8) == before)
    }

    @Test func changesAreSavedAtOnce() throws {
        _ = repl("add 100 --label \"winter coat\"\nadd 200\nremove 1\nundo\n")
        #expect(
            Shoptools.run(["cart", "list", "--cart", cart]).stdout == """
                1  winter coat  1 × ¥100  ¥100
                2  -            1 × ¥200  ¥200
                total ¥300 (2 items)

                """)
    }

    @Test func theSameDispatcherAsTheCommandLine() throws {
        let run = repl("discount 9800 --rate 30\ncalc 1/3\nhelp\nquit\nprice 1\n", ["--no-save"])
        #expect(
            run.stdout.hasPrefix(
                "¥9,800 − 30% → ¥6,860 (save ¥2,940)\nno price · 0% [no preset] · cart ¥0 (0 items)\n≈ 0.3333333333\n"))
        #expect(run.stdout.contains("Commands (case-insensitive; other names in brackets):"))
        #expect(!run.stdout.contains("¥1 − 0%"), "nothing runs after quit")
    }

    /// A whole session, compared with its snapshot.
    @Test func transcript() throws {
        let script = """
            price ¥12,800
            segment 3
            add --label jacket
            slider 0.26
            price 3980
            add --qty 2 --label "socks, wool"
            RATE 10
            1980*3
            add
            list
            remove 2
            undo
            total
            split 3 --round 100
            split --person Aki:2 --person Ren --person Yui=1000 --round 100
            clear
            no
            clear
            yes
            undo
            exit

            """
        let run = repl(script)
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(try matchesSnapshot(run.stdout, "repl-transcript.txt"), "\(run.stdout)")
    }

    /// A script's errors name their line, as batch input and bills do, in
    /// either language; the clear question's answer counts as a line.
    @Test func aScriptsErrorsNameTheirLine() throws {
        let run = repl("price 9800\nrate 30\nadd\nbogus\n", ["--no-save"])
        #expect(run.stderr == "shoptools: error: line 4: unknown command \"bogus\"; type help for the commands\n")
        #expect(run.status == 64)
        let japanese = repl("price 9800\nrate 30\nadd\nbogus\n", ["--no-save", "--lang", "ja"])
        #expect(japanese.stderr == "shoptools: エラー: 4行目: 「bogus」というコマンドはありません。help でコマンドの一覧を表示できます\n")
        let answered = repl("add 100\nclear\nn\nrate 101\n", ["--no-save"])
        #expect(answered.stderr == "shoptools: error: line 4: rate 101% is outside 0–100%\n")
    }
}
