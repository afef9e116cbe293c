import Foundation
import Testing

/// `split --from-cart` and the REPL's itemized `split`: the worked cases of the issue through the cart.
@Suite struct SplitFromCartTests {
    let temporary: TemporaryFolder
    var cart: String { temporary.path + "/cart.json" }

    init() throws { temporary = try TemporaryFolder() }

    func run(_ arguments: [String]) -> Run {
        Shoptools.run(arguments + ["--cart", cart])
    }

    @Test func anIzakayaBillSharedByAll() {
        _ = run(["cart", "add", "12000", "--label", "food"])
        let options = ["--people", "4", "--cover", "500", "--service", "10%", "--tax", "10%", "--round", "100"]
        #expect(
            run(["split", "--from-cart", "--mode", "up", "--json"] + options)
                == Run.ok(
                    #"{"currency":"JPY","total":"16940","unit":"100","mode":"up","items":"12000","charges":[{"kind":"cover","label":"cover","rate":null,"amount":"2000","included":false},{"kind":"service","label":"service","rate":"10","amount":"1400","included":false},{"kind":"tax","label":"tax","rate":"10","amount":"1540","included":false}],"people":[{"name":"person 1","items":"3000","charges":["500","350","385"],"exact":"4235","pays":"4300","organizer":true,"exact_rounded":false,"parts_rounded":false},{"name":"person 2","items":"3000","charges":["500","350","385"],"exact":"4235","pays":"4300","organizer":false,"exact_rounded":false,"parts_rounded":false},{"name":"person 3","items":"3000","charges":["500","350","385"],"exact":"4235","pays":"4300","organizer":false,"exact_rounded":false,"parts_rounded":false},{"name":"person 4","items":"3000","charges":["500","350","385"],"exact":"4235","pays":"4300","organizer":false,"exact_rounded":false,"parts_rounded":false}],"organizer_extra":"0","collected":"17200","surplus":"260"}"#
                        + "\n"))
        let absorb = run(["split", "--from-cart", "--json"] + options).stdout
        #expect(absorb.contains(#""exact":"4235","pays":"4340","organizer":true"#))
        #expect(absorb.contains(#""collected":"16940","surplus":"0""#))
        let spread = run(["split", "--from-cart", "--mode", "spread", "--json"] + options + ["--organizer", "4"]).stdout
        // The organizer declared last: the one ¥100 goes to the first-declared, the ¥40 below a unit to the organizer.
        #expect(spread.contains(#""name":"person 1","items":"3000","charges":["500","350","385"],"exact":"4235","pays":"4300""#))
        #expect(
            spread.contains(
                #""name":"person 4","items":"3000","charges":["500","350","385"],"exact":"4235","pays":"4240","organizer":true"#))
    }

    @Test func aUSDinnerWithItemsForEachAndASharedOne() {
        _ = run(["cart", "add", "42.50", "--currency", "USD", "--label", "steak", "--for", "A"])
        _ = run(["cart", "add", "18", "--currency", "USD", "--label", "pasta", "--for", "B"])
        _ = run(["cart", "add", "12", "--currency", "USD", "--label", "bread and wine"])
        #expect(
            run([
                "split", "--from-cart", "--currency", "USD", "--tax", "8.875%", "--tip", "20%", "--mode", "spread", "--round",
                "0.01", "--json",
            ])
                == Run.ok(
                    #"{"currency":"USD","total":"93.43","unit":"0.01","mode":"spread","items":"72.50","charges":[{"kind":"tax","label":"tax","rate":"8.875","amount":"6.43","included":false},{"kind":"tip","label":"tip","rate":"20","amount":"14.50","included":false}],"people":[{"name":"A","items":"48.50","charges":["4.3014","9.70"],"exact":"62.5014","pays":"62.50","organizer":true,"exact_rounded":true,"parts_rounded":true},{"name":"B","items":"24.00","charges":["2.1286","4.80"],"exact":"30.9286","pays":"30.93","organizer":false,"exact_rounded":true,"parts_rounded":true}],"organizer_extra":"0.00","collected":"93.43","surplus":"0.00"}"#
                        + "\n"))
    }

    /// A cart split is an itemized bill: exact shares over the whole receipt, tax included.
    ///
    /// Three ¥5 items at 10 %, one each: tax ¥1 on ¥15 (rounded down once), so each owes 16/3 and pays ¥6 rounded up,
    /// as the same bill written as a file does (once 6, 5, 5: the first line got the tax's yen).
    @Test func aTaxedCartSharesTheReceiptExactly() throws {
        for name in ["A", "B", "C"] { _ = run(["cart", "add", "5", "--tax", "10", "--for", name]) }
        let json = run(["split", "--from-cart", "--mode", "up", "--json"]).stdout
        #expect(json.hasPrefix(#"{"currency":"JPY","total":"16","#))
        for name in ["A", "B", "C"] {
            #expect(json.contains(#"{"name":"\#(name)","items":"5.33","charges":[],"exact":"5.33","pays":"6""#), "\(json)")
        }
        #expect(json.hasSuffix(#""collected":"18","surplus":"2"}"# + "\n"))
        let file = temporary.path + "/same.bill"
        try Data("people A B C\nx 5 for A\ny 5 for B\nz 5 for C\ntax 10%\n".utf8).write(to: URL(fileURLWithPath: file))
        let bill = Shoptools.run(["split", "--bill", file, "--mode", "up", "--json"]).stdout
        for name in ["A", "B", "C"] {
            #expect(bill.contains(#""name":"\#(name)","items":"5","charges":["0.33"],"exact":"5.33","pays":"6""#), "\(bill)")
        }
    }

    @Test func aTaxedCartIsSplitAsItsReceiptSays() {
        _ = run(["cart", "add", "1000", "--tax", "10", "--for", "A"])
        _ = run(["cart", "add", "500", "--tax", "8"])
        _ = run(["cart", "coupon", "100"])
        // Receipt: 10% 934 + tax 93 = 1,027 for A; 8% 466 + tax 37 = 503 shared: 251.5 each.
        let json = run(["split", "--from-cart", "--person", "B", "--json"]).stdout
        #expect(json.hasPrefix(#"{"currency":"JPY","total":"1530","#))
        #expect(
            json.contains(
                #"{"name":"B","items":"251.5","charges":[],"exact":"251.5","pays":"252","organizer":true,"exact_rounded":false,"parts_rounded":false}"#
            ))
        #expect(
            json.contains(
                #"{"name":"A","items":"1278.5","charges":[],"exact":"1278.5","pays":"1278","organizer":false,"exact_rounded":false,"parts_rounded":false}"#
            ))
    }

    @Test func theReplSplitsAnItemizedCartItemByItem() {
        let script = "add 600 --label beer --for Aki,Ren\nadd 900 --label edamame\nsplit --person Sora --json\nsplit 3\n"
        let run = Shoptools.run(["repl", "--no-save"], input: script)
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                #"{"name":"Sora","items":"300","charges":[],"exact":"300","pays":"300","organizer":true,"exact_rounded":false,"parts_rounded":false}"#
            ))
        #expect(
            run.stdout.contains(
                #"{"name":"Aki","items":"600","charges":[],"exact":"600","pays":"600","organizer":false,"exact_rounded":false,"parts_rounded":false}"#
            ))
        #expect(run.stdout.contains("¥1,500 among 3 people"), "split 3: Aki, Ren and person 3")
        #expect(run.stdout.contains("  person 3   ¥300  ¥300\n"))
    }

    /// N is the number at the table: the named people are among them, never added to them.
    @Test func aHeadCountCountsTheNamedPeople() {
        _ = run(["cart", "add", "3000", "--label", "sashimi", "--for", "Aki,Ren"])
        _ = run(["cart", "add", "600", "--label", "beer", "--for", "Sora"])
        let three = run(["split", "--from-cart", "--people", "3", "--json"]).stdout
        #expect(three.contains(#""name":"Aki","items":"1500""#))
        #expect(three.contains(#""name":"Sora","items":"600""#))
        #expect(!three.contains("person"))
        let four = run(["split", "--from-cart", "--people", "4", "--json"]).stdout
        #expect(four.contains(#""name":"person 4","items":"0""#))
        #expect(
            run(["split", "--from-cart", "--people", "2"])
                == Run(
                    stdout: "", stderr: #"shoptools: error: 2 people at the table, but 3 are named: "Aki", "Ren", "Sora""# + "\n",
                    status: 65))
        let piped = Shoptools.run(["repl", "--no-save"], input: "add 100 --for Aki\nadd 200\nsplit 2\n")
        #expect(piped.stdout.contains("¥300 among 2 people"))
    }

    /// A weight on one item (`--for Aki:2`) is Aki's part of that item only; the items
    /// everyone shares are shared alike by everyone at the table.
    @Test func anItemsWeightStaysOnThatItem() {
        _ = run(["cart", "add", "300", "--for", "Aki:2"])
        _ = run(["cart", "add", "1000"])
        let two = run(["split", "--from-cart", "--people", "2", "--json"]).stdout
        #expect(two.contains(#""name":"Aki","items":"800","charges":[],"exact":"800","pays":"800""#))
        #expect(two.contains(#""name":"person 2","items":"500","charges":[],"exact":"500","pays":"500""#))
        _ = run(["cart", "add", "300", "--for", "Ren"])
        // Aki 300 + 1000/3, Ren 300 + 1000/3, person 3 1000/3; the organizer (Aki) takes the rest below ¥1.
        let three = run(["split", "--from-cart", "--people", "3", "--json"]).stdout
        #expect(three.contains(#""name":"Aki","items":"633.33","charges":[],"exact":"633.33","pays":"634""#))
        #expect(three.contains(#""name":"Ren","items":"633.33","charges":[],"exact":"633.33","pays":"633""#))
        #expect(three.contains(#""name":"person 3","items":"333.33","charges":[],"exact":"333.33","pays":"333""#))
    }

    /// A name typed in another case is not a new person.
    @Test func namesThatDifferOnlyInCaseAreRefused() {
        _ = run(["cart", "add", "1000", "--for", "Aki"])
        #expect(
            run(["split", "--from-cart", "--person", "aki"]).stderr
                == #"shoptools: error: "aki" and "Aki" differ only in case; write one person's name the same way everywhere"#
                + "\n")
        #expect(
            Shoptools.run(["split", "100", "--person", "Aki", "--person", "AKI"]).stderr
                == #"shoptools: error: "Aki" and "AKI" differ only in case; write one person's name the same way everywhere"#
                + "\n")
    }

    @Test func aPlainReplSplitSharesWhatTheTillAsks() {
        let script = "add 1000 --tax 10\ncoupon 100\nsplit 2 --json\n"
        let run = Shoptools.run(["repl", "--no-save"], input: script)
        #expect(run.stdout.contains(#""total":"1000""#) == false)
        #expect(run.stdout.contains(#"{"currency":"JPY","total":"990","#), "900 + 90 tax")
    }

    static let errors: [ErrorCase] = [
        ErrorCase(
            arguments: ["split", "--from-cart", "--people", "2"], status: 1,
            message: "the cart is empty; add what you bought before splitting it"),
        ErrorCase(
            arguments: ["split", "100", "--people", "2", "--service", "10%"], status: 64,
            message: "option --service needs --from-cart (see shoptools split --help)"),
        ErrorCase(
            arguments: ["split", "--bill", "x.bill", "--from-cart"], status: 64,
            message: "conflicting options --bill and --from-cart; give one of them (see shoptools split --help)"),
    ]

    @Test(arguments: errors)
    func error(_ row: ErrorCase) {
        #expect(run(row.arguments) == Run(stdout: "", stderr: "shoptools: error: \(row.message)\n", status: row.status))
    }

    @Test func aTaxChargeOnATaxedCartIsRefused() {
        _ = run(["cart", "add", "1000", "--tax", "10"])
        #expect(
            run(["split", "--from-cart", "--people", "2", "--tax", "10%"])
                == Run(
                    stdout: "",
                    stderr:
                        "shoptools: error: the cart's items carry their own tax (cart add --tax); leave out --tax, their tax is split already\n",
                    status: 65))
        #expect(
            run(["split", "--from-cart", "--people", "2", "--tip-on", "sideways", "--tip", "10%"])
                == Run(
                    stdout: "",
                    stderr: "shoptools: error: --tip-on \"sideways\" is not one of the choices; expected one of subtotal, "
                        + "total (see shoptools split --help)\n",
                    status: 64))
        #expect(
            run(["split", "--from-cart", "--people", "2", "--tip-on", "total"])
                == Run(
                    stdout: "", stderr: "shoptools: error: option --tip-on needs --tip (see shoptools split --help)\n", status: 64
                ))
    }
}

extension SplitFromCartTests {
    static let badCharges: [ErrorCase] = [
        ErrorCase(
            arguments: ["split", "--from-cart", "--people", "2", "--service", "120%"], status: 65,
            message: #"--service "120%" is not a percentage from 0 to 100 (up to 4 decimals) or an amount"#),
        ErrorCase(
            arguments: ["split", "--from-cart", "--people", "2", "--cover", "-5"], status: 65,
            message: #"--cover: "-5" is negative; expected an amount of 0 or more"#),
        ErrorCase(
            arguments: ["split", "--from-cart", "--person", "Aki", "--person", "Aki"], status: 65,
            message: #"person "Aki" is named twice; names must differ"#),
        ErrorCase(
            arguments: ["split", "--from-cart", "--person", "Zed", "--people", "3"], status: 64,
            message: "conflicting --people and --person: give one way of saying who pays (see shoptools split --help)"),
        ErrorCase(
            arguments: ["split", "--from-cart", "5000"], status: 64,
            message: #"unexpected argument "5000"; split --from-cart takes no argument (see shoptools split --help)"#),
    ]

    /// Bad values are named even when the cart is empty, before "the cart is empty".
    @Test(arguments: badCharges)
    func badCharge(_ row: ErrorCase) {
        let result = run(row.arguments)
        #expect(result == Run(stdout: "", stderr: "shoptools: error: \(row.message)\n", status: row.status))
    }

    @Test func unnamedPeopleAreNamedInTheReadersLanguage() {
        _ = run(["cart", "add", "900"])
        let japanese = run(["split", "--from-cart", "--people", "3", "--lang", "ja"]).stdout
        #expect(japanese.contains("  1人目  300円   300円  幹事\n"), "\(japanese)")
        #expect(!japanese.contains("person"))
        #expect(
            run(["split", "--from-cart", "--people", "3", "--json"]).stdout.contains(#""name":"person 1""#), "JSON keeps one form"
        )
    }
}
