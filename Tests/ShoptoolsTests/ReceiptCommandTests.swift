import Foundation
import TestSupport
import Testing

/// `shoptools receipt FILE|-`: the receipt check on the command line, in both languages.
@Suite struct ReceiptCommandTests {
    static func example(_ name: String) -> String {
        Shoptools.packageRoot.appendingPathComponent("Examples/receipts/" + name).path
    }

    @Test func theNTAsReferenceExampleFollowsTheRuleInBothLanguages() {
        let file = Self.example("nta-q57-reference.txt")
        #expect(
            Shoptools.run(["receipt", file, "--lang", "en"])
                == Run(
                    stdout: "follows the invoice rule: the tax is rounded once per rate\n"
                        + "fits: tax excluded, once per rate, down, the tax\n", stderr: "", status: 0))
        #expect(
            Shoptools.run(["receipt", file, "--lang", "ja"])
                == Run(
                    stdout: "インボイスの端数処理どおりです: 消費税は税率ごとに1回丸めています\n"
                        + "当てはまる計算: 外税・税率ごとに1回・切り捨て・税額を丸める\n", stderr: "", status: 0))
    }

    /// Three ¥105 rice balls with ¥24 of tax: rounded per item; one rounding per rate gives ¥25.
    @Test func taxRoundedPerItemBreaksTheRule() {
        let run = Shoptools.run(["receipt", Self.example("onigiri.txt"), "--lang", "en"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("does not follow the invoice rule: the tax is rounded per line or per item"))
        #expect(run.stdout.contains("one rounding per rate gives: 8% tax ¥25, total ¥340\n"))
        #expect(run.stdout.hasSuffix("you paid ¥1 less than one rounding per rate gives\n"))
        let json = Shoptools.run(["receipt", Self.example("onigiri.txt"), "--json"])
        #expect(
            json.stdout.contains(
                #""verdict":"breaks","invoice_figures":{"rates":[{"rate":"8","taxable":"315","tax":"25"}],"total":"340"},"difference":"-1","unexplained":null}"#
            ))
        #expect(json.stdout.hasPrefix(#"{"fits":[{"basis":"excluded","per":"line","rounding":"down","rounds":"tax"},"#))
    }

    @Test func theNTAsIncludedExampleAndTheMadeUpOnesFollowTheRule() {
        for name in ["nta-q57-included.txt", "supermarket.txt", "two-for-399.txt"] {
            let run = Shoptools.run(["receipt", Self.example(name), "--lang", "en"])
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("follows the invoice rule"), "\(name)")
        }
    }

    /// A figure nothing gives is named, with its line and the nearest computed figure.
    @Test func anUnexplainedFigureIsNamed() {
        let receipt = "item a 100 10%\ntax 10% 11\ntotal 111\n"
        #expect(
            Shoptools.run(["receipt", "-", "--lang", "en"], input: receipt).stdout
                == "unexplained: nothing gives the 10% tax ¥11 (line 2); the nearest computed is ¥10\n")
        #expect(
            Shoptools.run(["receipt", "-", "--lang", "ja"], input: receipt).stdout
                == "説明できません: 10%の消費税 11円（2行目）になる計算がありません。計算で最も近いのは 10円 です\n")
    }

    /// An item marked at the reduced rate that the receipt totals at 10 % is named.
    @Test func aMarkOnAnItemTheReceiptTotalsAtTheOtherRateIsNamed() {
        let receipt = "牛乳 ※ ¥198\n洗剤 ※ ¥298\n8%対象 ¥198\n10%対象 ¥298\n"
        #expect(
            Shoptools.run(["receipt", "-", "--lang", "en"], input: receipt).stdout
                == "unexplained: nothing gives the 8% total ¥198 (line 3); the nearest computed is ¥496; "
                + "item \"洗剤\" (line 2) is at 8%, but the receipt's totals count it at 10%\n")
        #expect(
            Shoptools.run(["receipt", "-", "--lang", "ja"], input: receipt).stdout
                == "説明できません: 8%対象額 198円（3行目）になる計算がありません。計算で最も近いのは 496円 です。"
                + "商品「洗剤」（2行目）は 8% ですが、レシートの対象額では 10% に数えています\n")
        #expect(
            Shoptools.run(["receipt", "-", "--json"], input: receipt).stdout.contains(
                #""misfiled":{"label":"洗剤","line":2,"totaled_at":"10"}"#))
    }

    /// A receipt it cannot read: one located error with the line shown, both languages, exit 65.
    @Test(arguments: [
        (
            "牛乳 ※\n合計 100\n", "en",
            "shoptools: error: -:1:1: item \"牛乳\" has no price\n  1 | 牛乳 ※\n    | ^^^^\n"
        ),
        (
            "item a 100 eight\n", "en",
            "shoptools: error: -:1:12: \"eight\" is not a tax rate; expected 8%, 10% or ※\n"
                + "  1 | item a 100 eight\n    |            ^^^^^\n"
        ),
        (
            "item a 100 10%\ntotal 110\ntotal 110\n", "en",
            "shoptools: error: -:3:1: total is printed twice\n  3 | total 110\n    | ^^^^^\n"
        ),
        (
            "item a 100 10%\ntotal 110\ntotal 110\n", "ja",
            "shoptools: エラー: -:3:1: 合計が2回印字されています\n  3 | total 110\n    | ^^^^^\n"
        ),
    ])
    func aBadReceiptIsOneLocatedError(_ input: String, _ language: String, _ message: String) {
        #expect(
            Shoptools.run(["receipt", "-", "--lang", language], input: input)
                == Run(stdout: "", stderr: message, status: 65))
    }

    /// `cart receipt --export receipt` writes the cart's receipt as a file the check reads back and
    /// finds following the rule, by construction.
    @Test func aCartsReceiptChecksAsFollowing() throws {
        let folder = try temporaryFolder("receipt-check")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cart = folder + "/cart.json"
        for words in [["105", "--tax", "8"], ["105", "--tax", "8"], ["298", "--tax", "10", "--label", "dish soap"]] {
            #expect(Shoptools.run(["cart", "add"] + words + ["--cart", cart]).status == 0)
        }
        let exported = Shoptools.run(["cart", "receipt", "--export", "receipt", "--cart", cart])
        #expect(
            exported.stdout == """
                basis excluded
                item item 105 8%
                item item 105 8%
                item dish_soap 298 10%
                taxable 8% 210
                tax 8% 16
                taxable 10% 298
                tax 10% 29
                total 553

                """)
        let check = Shoptools.run(["receipt", "-", "--lang", "en"], input: exported.stdout)
        #expect(check.status == 0)
        #expect(check.stdout.hasPrefix("follows the invoice rule"))
        #expect(check.stdout.contains("fits: tax excluded, once per rate, down, the tax\n"))
    }
}
