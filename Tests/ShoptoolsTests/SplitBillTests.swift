import Foundation
import Testing

/// `shoptools split --bill`: the issue's worked bills, JSON compared whole, and bad bills.
@Suite struct SplitBillTests {
    static let izakaya = """
        people Aki Ren Sora Yui
        幹事 Aki
        food 12000
        お通し 500
        サービス料 10%
        消費税 10%
        """

    struct IzakayaRow: Sendable, CustomTestStringConvertible {
        let mode: String, organizer: String, pays: [String], extra: String, collected: String, surplus: String
        var testDescription: String { "\(mode), organizer \(organizer)" }
    }

    static let izakayaRows: [IzakayaRow] = [
        .init(
            mode: "absorb", organizer: "Aki", pays: ["4340", "4200", "4200", "4200"], extra: "140", collected: "16940",
            surplus: "0"),
        .init(
            mode: "up", organizer: "Aki", pays: ["4300", "4300", "4300", "4300"], extra: "0", collected: "17200", surplus: "260"),
        .init(
            mode: "spread", organizer: "Aki", pays: ["4340", "4200", "4200", "4200"], extra: "40", collected: "16940",
            surplus: "0"),
        .init(
            mode: "spread", organizer: "Yui", pays: ["4300", "4200", "4200", "4240"], extra: "40", collected: "16940",
            surplus: "0"),
    ]

    @Test(arguments: izakayaRows)
    func izakayaAsJSON(_ row: IzakayaRow) {
        let names = ["Aki", "Ren", "Sora", "Yui"]
        let people = zip(names, row.pays).map { name, pays in
            #"{"name":"\#(name)","items":"3000","charges":["500","350","385"],"exact":"4235","pays":"\#(pays)","organizer":\#(name == row.organizer),"exact_rounded":false,"parts_rounded":false}"#
        }
        let expected =
            #"{"currency":"JPY","total":"16940","unit":"100","mode":"\#(row.mode)","items":"12000","charges":["#
            + #"{"kind":"cover","label":"お通し","rate":null,"amount":"2000","included":false},"#
            + #"{"kind":"service","label":"サービス料","rate":"10","amount":"1400","included":false},"#
            + #"{"kind":"tax","label":"消費税","rate":"10","amount":"1540","included":false}],"#
            + #""people":[\#(people.joined(separator: ","))],"#
            + #""organizer_extra":"\#(row.extra)","collected":"\#(row.collected)","surplus":"\#(row.surplus)"}"#
        let run = Shoptools.run(
            ["split", "--bill", "-", "--round", "100", "--mode", row.mode, "--organizer", row.organizer, "--json"],
            input: Self.izakaya)
        #expect(run == Run.ok(expected + "\n"))
    }

    static let dinner = """
        currency USD
        people A B
        steak 42.50 for A
        salad 18.00 for B
        wine  12.00
        tax 8.875%
        tip 20%
        """

    @Test func usDinnerAsJSON() {
        let expected =
            #"{"currency":"USD","total":"93.43","unit":"0.01","mode":"spread","items":"72.50","charges":["#
            + #"{"kind":"tax","label":"tax","rate":"8.875","amount":"6.43","included":false},"#
            + #"{"kind":"tip","label":"tip","rate":"20","amount":"14.50","included":false}],"people":["#
            + #"{"name":"A","items":"48.50","charges":["4.3014","9.70"],"exact":"62.5014","pays":"62.50","organizer":true,"exact_rounded":true,"parts_rounded":true},"#
            + #"{"name":"B","items":"24.00","charges":["2.1286","4.80"],"exact":"30.9286","pays":"30.93","organizer":false,"exact_rounded":true,"parts_rounded":true}],"#
            + #""organizer_extra":"0.00","collected":"93.43","surplus":"0.00"}"#
        let run = Shoptools.run(["split", "--bill", "-", "--mode", "spread", "--json"], input: Self.dinner)
        #expect(run == Run.ok(expected + "\n"))
    }

    @Test func usDinnerForPeople() {
        let run = Shoptools.run(["split", "--bill", "-", "--mode", "spread"], input: Self.dinner)
        #expect(
            run
                == Run.ok(
                    """
                    $93.43 among 2 people, rounded down to a multiple of $0.01 (spread: $0.01 more for the largest remainders, what is left to the organizer)
                          items       tax    tip      exact    pays
                      A  $48.50  ≈$4.3014  $9.70  ≈$62.5014  $62.50  organizer
                      B  $24.00  ≈$2.1286  $4.80  ≈$30.9286  $30.93
                    items $72.50, tax 8.875% $6.43, tip 20% $14.50; total $93.43
                    collected $93.43

                    """))
    }

    /// `--charge-rounding up` rounds the tax up: 6.434375 → 6.44.
    @Test func chargeRoundingAppliesToEveryRate() {
        let run = Shoptools.run(["split", "--bill", "-", "--charge-rounding", "up", "--json"], input: Self.dinner)
        #expect(run.stdout.contains(#""kind":"tax","label":"tax","rate":"8.875","amount":"6.44""#))
        #expect(run.stdout.contains(#""total":"93.44""#))
    }

    /// Spread works for a plain total too: €30.00 among 7 → four pay 4.29, three pay 4.28.
    @Test func spreadOfATotal() {
        let run = Shoptools.run(["split", "30", "--people", "7", "--currency", "EUR", "--mode", "spread"])
        #expect(
            run
                == Run.ok(
                    """
                    €30.00 among 7 people, rounded down to a multiple of €0.01 (spread: €0.01 more for the largest remainders, what is left to the organizer)
                      1 × €4.29  organizer
                      3 × €4.29
                      3 × €4.28
                    collected €30.00

                    """))
    }

    struct BadBill: Sendable, CustomTestStringConvertible {
        let bill: String, arguments: [String], status: Int32, message: String
        init(_ bill: String, _ message: String) { self.init(bill, [], message) }
        init(_ bill: String, _ arguments: [String], status: Int32 = 65, _ message: String) {
            self.bill = bill
            self.arguments = arguments
            self.status = status
            self.message = message
        }
        var testDescription: String { bill.replacing("\n", with: "⏎") + " " + arguments.joined(separator: " ") }
    }

    static let badBills: [BadBill] = [
        .init(
            "people A B\nsashimi",
            #"-:2:1: expected an item: LABEL AMOUNT [×QTY] [for NAME[:WEIGHT] …], found "sashimi""# + "\n"
                + #"  2 | sashimi"# + "\n" + #"    | ^^^^^^^"#),
        .init(
            "people A B\nbeer 600 for C",
            #"-:2:14: "C" is not one of the people; add them to a people line"# + "\n"
                + #"  2 | beer 600 for C"# + "\n" + #"    |              ^"#),
        .init(
            "people A B\nbeer 600 for A A",
            #"-:2:16: "A" is listed twice"# + "\n"
                + #"  2 | beer 600 for A A"# + "\n" + #"    |                ^"#),
        .init(
            "people A B\nservce 10%",
            #"-:2:8: expected an amount (500, ¥1,200, 1980*3), not a percentage, found "10%""# + "\n"
                + #"  2 | servce 10%"# + "\n" + #"    |        ^^^"#),
        .init(
            "people A B\nbeer 600 ×0",
            #"-:2:10: quantity "0" is not a whole number from 1 to 10000"# + "\n"
                + #"  2 | beer 600 ×0"# + "\n" + #"    |          ^^"#),
        .init(
            "people A B\nfood 1000 ×2.5",
            #"-:2:11: quantity "2.5" is not a whole number from 1 to 10000"# + "\n"
                + #"  2 | food 1000 ×2.5"# + "\n" + #"    |           ^^^^"#),
        .init(
            "people A B\nfood 1000 ×-2",
            #"-:2:11: quantity "-2" is not a whole number from 1 to 10000"# + "\n"
                + #"  2 | food 1000 ×-2"# + "\n" + #"    |           ^^^"#),
        .init(
            "people A B\nfood 1000 ×2 ×3",
            #"-:2: quantity "2 ×3" is not a whole number from 1 to 10000"# + "\n"
                + #"  2 | food 1000 ×2 ×3"# + "\n" + #"    | ^^^^^^^^^^^^^^^"#),
        .init(
            "people A B\nfood 1000 x 2.5",
            #"-:2:13: quantity "2.5" is not a whole number from 1 to 10000"# + "\n"
                + #"  2 | food 1000 x 2.5"# + "\n" + #"    |             ^^^"#),
        .init(
            "people A B\nfood " + String(repeating: "x", count: 4100) + " 1000",
            "-:2: the line is 4110 bytes, longer than 4096"),
        .init(
            "people A B\nbeer $5",
            #"-:2:6: "$5" is not in JPY; use --currency to change the currency"# + "\n"
                + #"  2 | beer $5"# + "\n" + #"    |      ^^"#),
        .init(
            "people A B\nbeer 5+",
            #"-:2:6: dangling operator "+" at 2: "5+""# + "\n"
                + #"  2 | beer 5+"# + "\n" + #"    |      ^^"#),
        .init(
            "people A B\n\n# a comment\nbeer 100.5",
            #"-:4:6: "100.5" is not a whole number of JPY 1; money is paid in the currency's minor unit"# + "\n"
                + #"  4 | beer 100.5"# + "\n" + #"    |      ^^^^^"#),
        .init(
            "people A B\ntax 120%",
            #"-:2:5: rate "120" is not a percentage from 0 to 100 with at most 4 decimals"# + "\n"
                + #"  2 | tax 120%"# + "\n" + #"    |     ^^^^"#),
        .init(
            "people A B\ntax 8.87501%",
            #"-:2:5: rate "8.87501" is not a percentage from 0 to 100 with at most 4 decimals"# + "\n"
                + #"  2 | tax 8.87501%"# + "\n" + #"    |     ^^^^^^^^"#),
        .init(
            "people A B\ntax 10% of total",
            #"-:2:9: expected included, or for a tip: of subtotal, of total, found "of""# + "\n"
                + #"  2 | tax 10% of total"# + "\n" + #"    |         ^^"#),
        .init(
            "people A B\ncover 500 for A:2",
            #"-:2:15: expected one name, found "A:2""# + "\n"
                + #"  2 | cover 500 for A:2"# + "\n" + #"    |               ^^^"#),
        .init(
            "people A B\n幹事 A\n幹事 B",
            #"-:3:1: "幹事" is given more than once"# + "\n"
                + #"  3 | 幹事 B"# + "\n" + #"    | ^^^^"#),
        .init(
            "people A A",
            #"-:1:10: person "A" is named twice; names must differ"# + "\n"
                + #"  1 | people A A"# + "\n" + #"    |          ^"#),
        .init("beer 500", "-: the bill names nobody; list the people first: people Aki Ren Sora"),
        .init("people A B", ["--organizer", "C"], #"organizer "C" is not one of the people"#),
        .init(
            "people A B", ["--mode", "sideways"], status: 64,
            #"unknown split mode "sideways"; expected absorb, up or spread (see shoptools split --help)"#),
        .init(
            "people A B", ["--charge-rounding", "nearest"], status: 64,
            #"unknown rounding mode "nearest"; expected one of down, up, half-up, half-even (see shoptools split --help)"#),
        .init(
            "people A B", ["--people", "2"], status: 64,
            "conflicting --bill and --people: give one way of saying who pays (see shoptools split --help)"),
        .init(
            "people A B", ["100"], status: 64,
            #"unexpected argument "100"; the bill gives the total (--bill FILE takes no TOTAL) (see shoptools split --help)"#),
    ]

    @Test(arguments: badBills)
    func badBillsNameTheLineAndWhatWasExpected(_ row: BadBill) {
        let run = Shoptools.run(["split", "--bill", "-"] + row.arguments, input: row.bill)
        #expect(run == Run.failure(row.message, status: row.status))
    }

    @Test func aMissingFileIsAnIOError() {
        let run = Shoptools.run(["split", "--bill", "/nonexistent/party.bill"])
        #expect(run == Run.failure(#"cannot read the bill "/nonexistent/party.bill": No such file or directory"#, status: 74))
    }

    @Test func japaneseWords() {
        let run = Shoptools.run(["split", "--bill", "-", "--lang", "ja"], input: "people A B\nbeer 600 for C")
        #expect(
            run
                == Run(
                    stdout: "",
                    stderr: """
                        shoptools: エラー: -:2:14: 「C」は参加者ではありません。people の行に加えてください
                          2 | beer 600 for C
                            |              ^

                        """, status: 65))
    }
}

/// People who had the same things pay the same: exact shares, rounded once per person.
@Suite struct ExactShareCommandTests {
    static let sashimi = "people Aki Ren Sora\n刺身 1280\n焼き鳥 980\n枝豆 370 ×2\n"

    @Test func threeDinersWhoSharedEverythingPayAThirdEach() {
        let absorb = Shoptools.run(["split", "--bill", "-", "--round", "100"], input: Self.sashimi)
        #expect(
            absorb
                == Run.ok(
                    """
                    ¥3,000 among 3 people, rounded down to a multiple of ¥100 (absorb: the organizer pays what is left)
                             items    pays
                      Aki   ¥1,000  ¥1,000  organizer
                      Ren   ¥1,000  ¥1,000
                      Sora  ¥1,000  ¥1,000
                    items ¥3,000; total ¥3,000
                    collected ¥3,000

                    """))
        let up = Shoptools.run(["split", "--bill", "-", "--round", "100", "--mode", "up", "--json"], input: Self.sashimi)
        #expect(up.stdout.contains(#""collected":"3000","surplus":"0"}"#))
        #expect(up.stdout.components(separatedBy: #""exact":"1000","pays":"1000""#).count == 4)
    }

    @Test func twoItemsAmongThreeAtTheMinorUnit() {
        let run = Shoptools.run(["split", "--bill", "-", "--json"], input: "people A B C\nfood 1000\ndrinks 2000\n")
        #expect(run.stdout.components(separatedBy: #""exact":"1000","pays":"1000""#).count == 4)
    }

    /// A third of ¥1,000 does not terminate: shown rounded and marked, flagged in JSON; paid as a plain split pays.
    @Test func aShareThatDoesNotTerminateIsMarked() {
        let human = Shoptools.run(["split", "--bill", "-", "--mode", "spread"], input: "people A B C\nfood 1000\n")
        #expect(human.stdout.contains("  A  ≈¥333.33  ≈¥333.33  ¥334  organizer"))
        #expect(human.stdout.contains("  B  ≈¥333.33  ≈¥333.33  ¥333\n"))
        let json = Shoptools.run(["split", "--bill", "-", "--json"], input: "people A B C\nfood 1000\n")
        #expect(
            json.stdout.contains(
                #"{"name":"B","items":"333.33","charges":[],"exact":"333.33","pays":"333","organizer":false,"exact_rounded":true,"parts_rounded":true}"#
            ))
        #expect(
            Shoptools.run(["split", "1000", "--people", "3", "--mode", "spread", "--json"]).stdout.contains(
                #""payments":[{"name":"person 1","number":1,"weight":"1","amount":"334","organizer":true},"#
                    + #"{"name":"person 2","number":2,"weight":"1","amount":"333""#))
    }

    /// One cart, one answer: a charge of 0 % changes nothing.
    @Test func theReplSplitsACartAlikeWithOrWithoutACharge() {
        let script = "add 1280\nadd 980\nadd 740\nsplit 3 --round 100\nsplit 3 --round 100 --service 0%\n"
        let run = Shoptools.run(["repl", "--no-save"], input: script)
        #expect(run.status == 0)
        #expect(!run.stdout.contains("¥1,100"))
        #expect(!run.stdout.contains("¥900"))
        #expect(run.stdout.contains("3 × ¥1,000"))
    }
}
