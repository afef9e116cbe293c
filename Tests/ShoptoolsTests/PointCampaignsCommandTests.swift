import Foundation
import Testing

/// `shoptools points --purchases FILE|-` and `points --to-cap`: campaigns over payments, the published cases,
/// JSON, and bad campaigns and payments.
@Suite struct PointCampaignsCommandTests {
    let temporary: TemporaryFolder

    init() throws { temporary = try TemporaryFolder() }

    static let ashikaga = "15%,cap=1000,period-cap=3000,exclude=tobacco,name=足利市"
    static let january = "2026-01-05 6667\n2026-01-06 6666\n2026-01-07 3000 tobacco=580\n2026-01-08 6667\n2026-01-09 6667\n"

    /// A file of `text` in the test's folder.
    func file(_ name: String, _ text: String) throws -> String {
        let path = temporary.path + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func ashikagasPeriodCapIsSharedInTheOrderPaidAndTobaccoIsLeftOut() {
        #expect(
            Shoptools.run(["points", "--purchases", "-", "--rule", Self.ashikaga], input: Self.january)
                == Run.ok(
                    """
                    date          paid               足利市  points  effective rate
                    2026-01-05  ¥6,667                1,000   1,000         ≈13.04%
                    2026-01-06  ¥6,666                  999     999         ≈13.03%
                    2026-01-07  ¥3,000  363 (¥580 left out)     363         ≈10.79%
                    2026-01-08  ¥6,667     638 (period cap)     638          ≈8.73%
                    2026-01-09  ¥6,667       0 (period cap)       0              0%
                    programme  rule                                          points  left of period cap
                    足利市     15%,cap=1000,period-cap=3000,exclude=tobacco   3,000                   0
                    points           3,000 (worth ¥3,000)
                    paid             ¥29,667
                    effective price  ¥26,667
                    effective rate   ≈9.18%

                    """))
        #expect(
            Shoptools.run(["--lang", "ja", "points", "--purchases", "-", "--rule", Self.ashikaga], input: Self.january)
                == Run.ok(
                    """
                    日付         支払額              足利市  ポイント  実質還元率
                    2026-01-05  6,667円               1,000     1,000     ≈13.04%
                    2026-01-06  6,666円                 999       999     ≈13.03%
                    2026-01-07  3,000円  363（対象外580円）       363     ≈10.79%
                    2026-01-08  6,667円     638（期間上限）       638      ≈8.73%
                    2026-01-09  6,667円       0（期間上限）         0          0%
                    プログラム  ルール                                        ポイント  期間上限の残り
                    足利市      15%,cap=1000,period-cap=3000,exclude=tobacco     3,000               0
                    ポイント    3,000（3,000円分）
                    支払額      29,667円
                    実質価格    26,667円
                    実質還元率  ≈9.18%

                    """))
    }

    @Test func threeVisitsOf6667TakeTheWholeThreeThousandAndAFourthEarnsNothingInJSON() throws {
        let purchases = try file("january.txt", "2026-01-05 6667\n2026-01-06 6667\n2026-01-07 6667\n2026-01-08 6667\n")
        let run = Shoptools.run([
            "points", "--purchases", purchases, "--rules", Shoptools.packageRoot.path + "/Examples/points/ashikaga.txt",
            "--json",
        ])
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                #"{"date":"2026-01-08","line":4,"paid":"6667","programs":[{"name":"足利市","base":"6667","left_out":"0","points":"0","limit":"period_cap"}],"points":"0""#
            ))
        #expect(
            run.stdout.contains(
                #""programs":[{"name":"足利市","rule":"15%,cap=1000,period-cap=3000,from=2026-01-05,until=2026-01-31","points":"3000","period_left":"0"}],"paid":"26668","points":"3000""#
            ))
    }

    @Test func fiftyAndTwentyPercentStackedAreCutToSixtySixAndAHalfPercent() {
        #expect(
            Shoptools.run(
                [
                    "points", "--purchases", "-", "--rule", "50%,name=coupon", "--rule", "20%,name=city", "--combined-cap",
                    "66.5%", "--json",
                ],
                input: "2026-01-10 10000\n")
                == Run.ok(
                    #"{"currency":"JPY","combine":"stack","combined_cap":"66.5","purchases":[{"date":"2026-01-10","line":1,"paid":"10000","programs":[{"name":"coupon","base":"10000","left_out":"0","points":"5000","limit":null},{"name":"city","base":"10000","left_out":"0","points":"1650","limit":"combined_cap"}],"points":"6650","value":"6650","effective_price":"3350","effective_rate":"39.94","effective_rate_rounded":true}],"programs":[{"name":"coupon","rule":"50%","points":"5000","period_left":null},{"name":"city","rule":"20%","points":"1650","period_left":null}],"paid":"10000","points":"6650","value":"6650","effective_price":"3350","effective_rate":"39.94","effective_rate_rounded":true}"#
                        + "\n"))
    }

    @Test func theBestOfTwoAgainstBothStacked() {
        let input = "2026-01-10 5000\n2026-01-11 5000\n2026-01-12 5000\n"
        let rules = ["--rule", "20%,cap=1000,period-cap=1500,name=city", "--rule", "10%,name=store"]
        #expect(
            Shoptools.run(["points", "--purchases", "-"] + rules + ["--combine", "best"], input: input)
                == Run.ok(
                    """
                    date          paid              city             store  points  effective rate
                    2026-01-10  ¥5,000             1,000  0 (not the best)   1,000         ≈16.67%
                    2026-01-11  ¥5,000  500 (period cap)  0 (not the best)     500          ≈9.09%
                    2026-01-12  ¥5,000    0 (period cap)               500     500          ≈9.09%
                    programme  rule                          points  left of period cap
                    city       20%,cap=1000,period-cap=1500   1,500                   0
                    store      10%                              500                   —
                    points           2,000 (worth ¥2,000)
                    paid             ¥15,000
                    effective price  ¥13,000
                    effective rate   ≈11.76%

                    """))
        let stacked = Shoptools.run(["points", "--purchases", "-"] + rules + ["--json"], input: input)
        #expect(
            stacked.stdout.contains(
                #""programs":[{"name":"city","rule":"20%,cap=1000,period-cap=1500","points":"1500","period_left":"0"},{"name":"store","rule":"10%","points":"1500","period_left":null}]"#
            ))
        #expect(
            Shoptools.run(["--lang", "ja", "points", "--purchases", "-"] + rules + ["--combine", "併用不可"], input: input)
                .stdout.contains("0（併用不可）"))
    }

    @Test func eachPaymentAndTheWholeListAgainstADiscount() {
        let run = Shoptools.run(
            ["points", "--purchases", "-", "--rule", "20%", "--against", "20%"], input: "2026-01-10 10000\n2026-01-11 5000\n")
        #expect(
            run
                == Run.ok(
                    """
                    date           paid    20%  points  effective rate  cheaper
                    2026-01-10  ¥10,000  2,000   2,000         ≈16.67%  20% off, ≈¥333.33
                    2026-01-11   ¥5,000  1,000   1,000         ≈16.67%  20% off, ≈¥166.67
                    programme  rule  points  left of period cap
                    20%        20%    3,000                   —
                    points           3,000 (worth ¥3,000)
                    paid             ¥15,000
                    effective price  ¥12,000
                    effective rate   ≈16.67%
                    as a discount    ¥12,500 (≈16.67% off)
                    20% off (¥12,000) is cheaper than the points as a discount by ¥500

                    """))
    }

    @Test func theLeastPaymentForEachCapAndThePaymentsToThePeriodCap() {
        let rules = ["--rule", "15%,cap=1000,period-cap=3000,name=足利市", "--rule", "20%,cap=5000", "--rule", "1%"]
        #expect(
            Shoptools.run(["points", "--to-cap"] + rules)
                == Run.ok(
                    """
                    programme     rule                          least payment for the cap  payments to the period cap
                    足利市        15%,cap=1000,period-cap=3000                     ¥6,667                           3
                    20%,cap=5000  20%,cap=5000                                    ¥25,000                           —
                    1%            1%                                                    —                           —

                    """))
        #expect(
            Shoptools.run(["points", "--to-cap", "--json"] + rules)
                == Run.ok(
                    #"{"programs":[{"name":"足利市","least_payment":"6667","payments_to_period_cap":3},{"name":"20%,cap=5000","least_payment":"25000","payments_to_period_cap":null},{"name":"1%","least_payment":null,"payments_to_period_cap":null}]}"#
                        + "\n"))
        #expect(Shoptools.run(["--lang", "ja", "points", "--to-cap", "--rule", "20%,cap=5000"]).stdout.contains("25,000円"))
    }

    @Test func aCombineWordThatIsNoChoiceIsAUsageError() {
        let run = Shoptools.run(["points", "--purchases", "-", "--rule", "1%", "--combine", "both"], input: "2026-01-10 1\n")
        #expect(
            run
                == Run.failure(
                    #""both" is not a way to combine campaigns: stack or best (see shoptools points --help)"#, status: 64))
    }

    @Test func badCampaignsInAFileAreOneLocatedErrorInEitherLanguage() throws {
        let cases: [(String, String, String, String)] = [
            (
                "# city\n15%,cap=1000,from=2026-01-31,until=2026-01-05\n", ":2:36:",
                "the campaign's period ends (until=2026-01-05) before it starts (from=2026-01-31)",
                "キャンペーンの期間の終わり（終了=2026-01-05）が始まり（開始=2026-01-31）より前です"
            ),
            (
                "15%,cap=5000,period-cap=3000\n", ":1:9:",
                "the cap of one payment (cap=5000) is above the cap of the period (period-cap=3000)",
                "1回の上限（上限=5000）が期間の上限（期間上限=3000）を超えています"
            ),
            (
                "combine=both\n15%\n", ":1:9:", #""both" is not a way to combine campaigns: stack or best"#,
                "「both」はキャンペーンの組み合わせ方ではありません。stack（重ねる）か best（併用不可・最大のみ）です"
            ),
        ]
        for (index, (text, place, english, japanese)) in cases.enumerated() {
            let rules = try file("rules\(index).txt", text)
            for (language, words) in [("en", english), ("ja", japanese)] {
                let run = Shoptools.run(
                    ["--lang", language, "points", "--purchases", "-", "--rules", rules], input: "2026-01-10 1000\n")
                #expect(run.status == 65)
                #expect(run.stdout == "")
                let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
                #expect(first.hasSuffix(rules + place + " " + words), "\(first)")
                // The line itself is shown, with a caret under the part that is wrong.
                #expect(run.stderr.split(separator: "\n").count == 3)
                #expect(run.stderr.contains("^"))
            }
        }
    }

    @Test func aBadPaymentLineIsLocatedWithACaret() {
        #expect(
            Shoptools.run(
                ["points", "--purchases", "-", "--rule", "1%"], input: "2026-01-05 6667\n2026-01-06 3000 tobacco=3580\n")
                == Run(
                    stdout: "",
                    stderr: """
                        shoptools: error: -:2:12: the tagged parts (¥3,580) are more than the payment (¥3,000)
                          2 | 2026-01-06 3000 tobacco=3580
                            |            ^^^^

                        """, status: 65))
        let japanese = Shoptools.run(["--lang", "ja", "points", "--purchases", "-", "--rule", "1%"], input: "2026-02-30 10\n")
        #expect(japanese.status == 65)
        #expect(japanese.stderr.hasPrefix("shoptools: エラー: -:1:1: 「2026-02-30」は日付ではありません"))
    }

    @Test func aPriceGoesWithNeitherPurchasesNorToCap() {
        #expect(
            Shoptools.run(["points", "1000", "--to-cap", "--rule", "1%,cap=5"])
                == Run.failure(
                    #"unexpected argument "1000"; points --to-cap takes no argument (see shoptools points --help)"#, status: 64))
        #expect(Shoptools.run(["points", "--purchases", "-", "--to-cap", "--rule", "1%"]).status == 64)
        #expect(Shoptools.run(["points", "1000", "--rule", "1%", "--combine", "best"]).status == 64)
    }

    @Test func fullWidthPartsReadAsTheirASCIIFormsAndStandardInputIsOneFile() {
        let run = Shoptools.run(
            ["points", "--purchases", "-", "--rule", "10%,exclude=tobacco", "--json"], input: "2026-01-07 3000 ｔｏｂａｃｃｏ＝５８０\n")
        #expect(run.stdout.contains(#""base":"2420","left_out":"580","points":"242""#))
        #expect(
            Shoptools.run(["points", "--purchases", "-", "--rules", "-"], input: "1%\n")
                == Run.failure(
                    "conflicting options --purchases - and --rules -; give one of them (see shoptools points --help)", status: 64)
        )
    }

    @Test func aCampaignsPartsAreRefusedWhereOnlyARuleGoes() {
        let run = Shoptools.run(["cart", "receipt", "--rule", "1%,period-cap=5", "--cart", temporary.path + "/c.json"])
        #expect(run.status == 65)
        #expect(run.stderr.contains(#""period-cap=5" is a campaign's part"#))
    }

    @Test func onePriceUnderACampaignIsCappedAtTheLesserCap() {
        let run = Shoptools.run(["points", "10000", "--rule", "15%,period-cap=1200,from=2026-01-05", "--json"])
        #expect(run.stdout.contains(#""points":"1200""#))
    }
}
