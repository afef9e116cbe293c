import Foundation
import TestSupport
import Testing

@testable import ShoptoolsCLI

@Suite struct SettleCommandTests {
    /// The counterexample: greedy needs 4 transfers; the plan has 3.
    @Test func theFewestTransfersFromStandardInput() {
        let input = "people A B C D E\nx 6000 paid by A for C D\ny 4000 paid by B for E\n"
        #expect(
            Shoptools.run(["settle", "-"], input: input)
                == Run(
                    stdout: """
                        person    paid   share  balance
                        A       ¥6,000      ¥0  +¥6,000
                        B       ¥4,000      ¥0  +¥4,000
                        C           ¥0  ¥3,000  -¥3,000
                        D           ¥0  ¥3,000  -¥3,000
                        E           ¥0  ¥4,000  -¥4,000

                        3 transfers, the fewest possible:
                          C → A  ¥3,000
                          D → A  ¥3,000
                          E → B  ¥4,000

                        """, stderr: "", status: 0))
    }

    @Test func jsonKeepsTheIssueFields() {
        let run = Shoptools.run(
            ["settle", "-", "--json", "--round", "100"], input: "people Aki Sora\nlunch 1240 paid by Aki\n")
        #expect(
            run.stdout
                == #"{"currency":"JPY","unit":"100","optimal":true,"fewest":1,"organizer":"Aki","people":["#
                + #"{"name":"Aki","paid":"1240","share":"620","paid_back":"0","received_back":"0","balance":"620","#
                + #""exact_balance":"620","exact_rounded":false},"#
                + #"{"name":"Sora","paid":"0","share":"620","paid_back":"0","received_back":"0","balance":"-620","#
                + #""exact_balance":"-620","exact_rounded":false}],"#
                + #""transfers":[{"from":"Sora","to":"Aki","amount":"600"}],"#
                + #""rest":[{"name":"Sora","amount":"-20"},{"name":"Aki","amount":"20"}],"conversions":[]}"# + "\n")
    }

    @Test func aBadLineIsNamedWithExit65() {
        #expect(
            Shoptools.run(["settle", "-"], input: "people A B\n\ntaxi 3200 paid by Zoe\n")
                == Run.failure(
                    #"""
                    -:3:19: "Zoe" is not one of the people; add them to the people line
                      3 | taxi 3200 paid by Zoe
                        |                   ^^^
                    """#, status: 65))
        #expect(
            Shoptools.run(["settle", "-", "--lang", "ja"], input: "people A B\nmuseum 4000 paid by A for A=30% B=60%\n")
                == Run(
                    stdout: "",
                    stderr: """
                        shoptools: エラー: -:2: パーセントの合計が 90% で、100% ではありません
                          2 | museum 4000 paid by A for A=30% B=60%
                            | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

                        """, status: 65))
        #expect(Shoptools.run(["settle", "/nonexistent/trip.txt"]).status == 74)
        #expect(Shoptools.run(["settle"]).status == 64)
    }

    /// A balance of ¥10^15, or any other figure that reaches it, is refused (65) as an amount of 10^15 is; a yen less
    /// is settled.
    @Test func aFigureThatReaches10To15IsRefusedWithExit65() {
        #expect(
            Shoptools.run(["settle", "-"], input: "people A B\na 999999999999998 paid by A for B\nb 1 paid by A for B\n")
                == Run(
                    stdout: """
                        person                  paid                 share                balance
                        A       ¥999,999,999,999,999                    ¥0  +¥999,999,999,999,999
                        B                         ¥0  ¥999,999,999,999,999  -¥999,999,999,999,999

                        1 transfer, the fewest possible:
                          B → A  ¥999,999,999,999,999

                        """, stderr: "", status: 0))
        #expect(
            Shoptools.run(["settle", "-"], input: "people A B\na 999999999999999 paid by A for B\nb 1 paid by A for B\n")
                == Run.failure("-: balance ¥1,000,000,000,000,000 is too large to settle", status: 65))
        #expect(
            Shoptools.run(
                ["settle", "-", "--lang", "ja"],
                input: "people A B\na 999999999999999 paid by A for A B\nb 999999999999999 paid by A for A B\n")
                == Run(
                    stdout: "",
                    stderr: "shoptools: エラー: -: 「1999999999999998」は大きすぎて正確に計算できません。10^15未満にしてください\n",
                    status: 65))
    }

    @Test func perCurrencyTables() {
        let run = Shoptools.run(["settle", "-", "--per-currency"], input: "people A B\nx 1000 paid by A\ny €10 paid by B\n")
        #expect(
            run.stdout == """
                JPY:
                person    paid  share  balance
                A       ¥1,000   ¥500    +¥500
                B           ¥0   ¥500    -¥500

                1 transfer, the fewest possible:
                  B → A  ¥500

                EUR:
                person    paid  share  balance
                A        €0.00  €5.00   -€5.00
                B       €10.00  €5.00   +€5.00

                1 transfer, the fewest possible:
                  A → B  €5.00

                """)
    }

    @Test func csvExport() {
        let run = Shoptools.run(["settle", "-", "--export", "csv"], input: "people A =B\nx 1000 paid by A\n")
        #expect(run.status == 65)
        let good = Shoptools.run(["settle", "-", "--export", "csv"], input: "people A B\nx 1000 paid by A\n")
        #expect(
            good.stdout
                == "currency,person,paid,share,paid_back,received_back,balance,exact_balance\r\nJPY,A,1000,500,0,0,500,500\r\n"
                + "JPY,B,0,500,0,0,-500,-500\r\n\r\ncurrency,from,to,amount\r\nJPY,B,A,500\r\n")
    }

    /// `--add` appends the line and settles the file with it; a bad line is named (exit 65) and nothing is written.
    @Test func addAppendsOneCheckedLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/trip.txt"
        try Data("people Aki Ren\nhotel 8000 paid by Aki\n".utf8).write(to: URL(filePath: path))
        #expect(
            Shoptools.run(["settle", path, "--add", "taxi 3200 paid by Ren"])
                == Run(
                    stdout: """
                        person    paid   share  balance
                        Aki     ¥8,000  ¥5,600  +¥2,400
                        Ren     ¥3,200  ¥5,600  -¥2,400

                        1 transfer, the fewest possible:
                          Ren → Aki  ¥2,400

                        """, stderr: "", status: 0))
        let written = "people Aki Ren\nhotel 8000 paid by Aki\ntaxi 3200 paid by Ren\n"
        #expect(unstamped(try String(contentsOfFile: path, encoding: .utf8)) == written)
        #expect(
            withoutStamps(Shoptools.run(["settle", path, "--add", "drinks 3000 paid by Ren for Aki=1000 Ren=1500"]))
                == Run.failure(
                    """
                    \(path):4: the parts add up to ¥2,500, not to the cost ¥3,000
                      4 | YYYY-MM-DD ^xxxxxxxx drinks 3000 paid by Ren for Aki=1000 Ren=1500
                        | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
                    """))
        #expect(
            withoutStamps(Shoptools.run(["settle", path, "--add", "taxi 3200 paid by Zoe", "--lang", "ja"]))
                == Run(
                    stdout: "",
                    stderr: """
                        shoptools: エラー: \(path):4:40: 「Zoe」は参加者ではありません。people の行に加えてください
                          4 | YYYY-MM-DD ^xxxxxxxx taxi 3200 paid by Zoe
                            |                                        ^^^

                        """, status: 65))
        #expect(unstamped(try String(contentsOfFile: path, encoding: .utf8)) == written)
        #expect(Shoptools.run(["settle", "-", "--add", "taxi 3200 paid by Ren"]).status == 64)
        #expect(Shoptools.run(["settle", path, "--from", "spliit", "--add", "taxi 3200 paid by Ren"]).status == 64)
        #expect(Shoptools.run(["settle", folder + "/none.txt", "--add", "taxi 3200 paid by Ren"]).status == 74)
    }

    /// `cart FILE` names a cart file beside the group file: the cart `shoptools cart` kept, split as
    /// `split --from-cart` splits it (beer for Aki and Ren, edamame for everyone).
    @Test func aCartBesideTheGroupFileIsAnExpense() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cart = ["SHOPTOOLS_CART": folder + "/shop.json"]
        #expect(Shoptools.run(["cart", "add", "1200", "--label", "beer", "--for", "Aki,Ren"], environment: cart).status == 0)
        #expect(Shoptools.run(["cart", "add", "900", "--label", "edamame"], environment: cart).status == 0)
        try Data("people Aki Ren Sora\nshop カート shop.json paid by Sora\n".utf8).write(to: URL(filePath: folder + "/trip.txt"))
        #expect(
            Shoptools.run(["settle", folder + "/trip.txt"])
                == Run(
                    stdout: """
                        person    paid  share  balance
                        Aki         ¥0   ¥900    -¥900
                        Ren         ¥0   ¥900    -¥900
                        Sora    ¥2,100   ¥300  +¥1,800

                        2 transfers, the fewest possible:
                          Aki → Sora  ¥900
                          Ren → Sora  ¥900

                        """, stderr: "", status: 0))
        #expect(
            withoutStamps(Shoptools.run(["settle", folder + "/trip.txt", "--add", "more cart none.json paid by Aki"]))
                == Run.failure(
                    folder + #"""
                        /trip.txt:3:32: cannot read "none.json": No such file or directory
                          3 | YYYY-MM-DD ^xxxxxxxx more cart none.json paid by Aki
                            |                                ^^^^^^^^^
                        """#, status: 74))
    }

    /// The group file on `settle --help` is laid out within 80 columns, so no example line wraps.
    @Test(arguments: [
        ("en", "The group file (one thing a line, # starts a comment):", 28, "# money paid back (also →)"),
        ("ja", "グループのファイル（1行に1つ。# から行末まではコメント）:", 27, "# 返金（→ も可）"),
    ])
    func theGroupFileOnTheHelpPageDoesNotWrap(_ language: String, _ heading: String, _ gap: Int, _ comment: String) throws {
        let lines = Shoptools.run(["settle", "--help", "--lang", language]).stdout.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: heading))
        let block = lines[(start + 1)...].prefix { !$0.isEmpty }
        #expect(block.count == 24)
        #expect(block.allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0.count <= 80 }, "\(block)")
        #expect(block.contains("  Ren -> Aki 5000" + String(repeating: " ", count: gap) + comment))
    }

    /// The help's --json figures are what its own group file (Examples/trip/trip.txt) gives.
    @Test(arguments: ["en", "ja"])
    func theJSONOnTheHelpPageIsWhatTheExampleFileGives(_ language: String) throws {
        let help = Shoptools.run(["settle", "--help", "--lang", language]).stdout
        let output = Shoptools.run(["settle", "Examples/trip/trip.txt", "--json"]).stdout
        let person =
            #"{"name":"Aki","paid":"54000","share":"24069.11","paid_back":"0","received_back":"5000","balance":"24931","#
            + #""exact_balance":"24930.89","exact_rounded":false}"#
        let transfer = #""transfers":[{"from":"Ren","to":"Aki","amount":"11469"}"#
        #expect(output.contains(person) && output.contains(transfer))
        let flat = help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        #expect(flat.contains(person.dropLast()) && flat.contains(transfer))
    }

    /// A finer amount than the minor unit is refused, naming it (exit 65), in both languages.
    @Test func anAmountFinerThanTheMinorUnitIsRefused() {
        #expect(
            Shoptools.run(["settle", "-"], input: "people A B\nx 100.5 paid by A\n")
                == Run.failure(
                    #"""
                    -:2:3: "100.5" is not a whole number of JPY 1; money is paid in the currency's minor unit
                      2 | x 100.5 paid by A
                        |   ^^^^^
                    """#))
        #expect(
            Shoptools.run(["settle", "-", "--lang", "ja"], input: "people A B\ncurrency USD\nx 0.005 paid by A\n")
                == Run(
                    stdout: "",
                    stderr: """
                        shoptools: エラー: -:3:3: 「0.005」は USD の最小単位（0.01）で払える金額ではありません
                          3 | x 0.005 paid by A
                            |   ^^^^^

                        """, status: 65))
    }

    /// Balances below one cash unit: no transfer, and the headline says what is left rather than "settled".
    @Test func balancesBelowTheUnitAreNotCalledSettled() {
        let input = "people A B\ncurrency EUR\nx 60 paid by B\n"
        #expect(
            Shoptools.run(["settle", "-", "--round", "100"], input: input).stdout == """
                person    paid   share  balance
                A        €0.00  €30.00  -€30.00
                B       €60.00  €30.00  +€30.00

                No transfer of a whole unit; what is left is below.
                Transfers in €100.00 steps; the organizer, A, carries the rounding. Left over (balance − transfers): B +€30.00, A (organizer) -€30.00

                """)
        #expect(
            Shoptools.run(["settle", "-", "--round", "100", "--lang", "ja"], input: input).stdout.contains(
                "\n単位に満たない差額だけなので精算はありません。残りは次のとおりです。\n"))
        #expect(Shoptools.run(["settle", "-"], input: "people A B\n").stdout.hasSuffix("\nEveryone is settled: no transfers.\n"))
    }

    /// With --round, the CSV has the rests too: balance − transfers = rest (A −625 + 600 = −25; B 625 − 600 = 25).
    @Test func theCSVExportKeepsTheRests() {
        let run = Shoptools.run(["settle", "-", "--export", "csv", "--round", "100"], input: "people A B\nx 1250 paid by B\n")
        #expect(
            run.stdout
                == "currency,person,paid,share,paid_back,received_back,balance,exact_balance\r\nJPY,A,0,625,0,0,-625,-625\r\n"
                + "JPY,B,1250,625,0,0,625,625\r\n\r\ncurrency,from,to,amount\r\nJPY,A,B,600\r\n"
                + "\r\ncurrency,person,rest\r\nJPY,B,25\r\nJPY,A,-25\r\n")
    }

    /// --add takes one expense or repayment: a header line or a comment alone is refused and nothing is written.
    @Test func addRefusesAHeaderLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/trip.txt"
        let text = "people Aki Ren\nhotel 8000 paid by Aki\n"
        try Data(text.utf8).write(to: URL(filePath: path))
        #expect(
            Shoptools.run(["settle", path, "--add", "people Zed"])
                == Run.failure(
                    path
                        + #":3:1: "people" is a header line; add one expense, repayment, joins or leaves line, and edit the file itself for people, currency, rate or organizer"#
                        + "\n  3 | people Zed\n    | ^^^^^^"))
        #expect(
            Shoptools.run(["settle", path, "--add", "通貨 USD", "--lang", "ja"])
                == Run(
                    stdout: "",
                    stderr:
                        "shoptools: エラー: \(path):3:1: 「通貨」は見出しの行です。加えられるのは立替・返金・途中参加・途中退出の1行だけです。参加者・通貨・レート・幹事はファイルを直接直してください\n"
                        + "  3 | 通貨 USD\n    | ^^^^\n",
                    status: 65))
        #expect(Shoptools.run(["settle", path, "--add", "rate EUR 160"]).status == 65)
        #expect(Shoptools.run(["settle", path, "--add", "organizer Ren"]).status == 65)
        #expect(
            Shoptools.run(["settle", path, "--add", "# note"])
                == Run.failure(
                    path
                        + ##":3: expected an expense: LABEL AMOUNT paid by NAME [for NAME …], or FROM -> TO AMOUNT, found "# note""##
                        + "\n  3 | # note\n    | ^^^^^^"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test func theReplTakesItsJapaneseName() {
        let run = Shoptools.run(["repl", "--no-save"], input: "精算 Examples/trip/trip.txt --json\n")
        #expect(run.stdout.contains(#""transfers":[{"from":"Ren","to":"Aki","amount":"11469"}"#))
    }
}

extension ExamplesTests {
    /// `Examples/trip/trip.txt` settled by ¥100, in each language, as `expected-*.txt` say (and
    /// `Examples/trip/README.md`).
    @Test(arguments: [
        ("en", ["settle", "Examples/trip/trip.txt", "--round", "100", "--lang", "en"]),
        ("ja", ["settle", "Examples/trip/trip.txt", "--round", "100", "--lang", "ja"]),
    ])
    func tripSettles(_ name: String, _ arguments: [String]) throws {
        let folder = Shoptools.packageRoot.appendingPathComponent("Examples/trip")
        let expected = try String(
            decoding: Data(contentsOf: folder.appendingPathComponent("expected-\(name).txt")), as: UTF8.self)
        #expect(Shoptools.run(arguments) == Run(stdout: expected, stderr: "", status: 0))
    }
}
