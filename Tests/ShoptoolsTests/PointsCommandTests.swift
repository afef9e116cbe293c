import Foundation
import Testing

/// `shoptools points`: the published examples, stacking, caps, points spent, the comparison, JSON and errors.
@Suite struct PointsCommandTests {
    @Test func fivePercentBackOn2345Is117Points() {
        #expect(
            Shoptools.run(["points", "2345", "--rule", "5%"])
                == Run.ok(
                    """
                    programme  counted on  points
                    5%             ¥2,345     117
                    points           117 (worth ¥117)
                    paid             ¥2,345
                    effective price  ¥2,228
                    effective rate   ≈4.75%

                    """))
    }

    @Test func twentyPercentBackAgainstTwentyPercentOff() {
        #expect(
            Shoptools.run(["points", "10000", "--rule", "20%", "--against", "20%"])
                == Run.ok(
                    """
                    programme  counted on  points
                    20%           ¥10,000   2,000
                    points           2,000 (worth ¥2,000)
                    paid             ¥10,000
                    effective price  ¥8,000
                    effective rate   ≈16.67%
                    as a discount    ≈¥8,333.33 (≈16.67% off)
                    20% off (¥8,000) is cheaper than the points as a discount by ≈¥333.33

                    """))
        #expect(
            Shoptools.run(["points", "10000", "--rule", "20%", "--against", "20%", "--json"])
                == Run.ok(
                    #"{"currency":"JPY","paid":"10000","programs":[{"name":"20%","rule":"20%","base":"10000","points":"2000","capped":false}],"points":"2000","value":"2000","effective_price":"8000","effective_rate":"16.67","effective_rate_rounded":true,"against":{"price":"8000","rate":"20","points_cost":"8333.33","cheaper":"offer","difference":"333.33"}}"#
                        + "\n"))
    }

    @Test func oneFigureOneNameWhenPointsAreSetAgainstADiscountInJapanese() {
        // The effective price (paid − the points' worth) and the price the comparison uses are two figures
        // with two names: 実質価格 ¥8,000 and 値引き換算 ≈¥8,333.33.
        #expect(
            Shoptools.run(["--lang", "ja", "points", "10000", "--rule", "20%", "--against", "20%"])
                == Run.ok(
                    """
                    プログラム    対象額  ポイント
                    20%         10,000円     2,000
                    ポイント    2,000（2,000円分）
                    支払額      10,000円
                    実質価格    8,000円
                    実質還元率  ≈16.67%
                    値引き換算  ≈8,333.33円（≈16.67%引き）
                    20%引き（8,000円）のほうが値引き換算のポイントより ≈333.33円 安い

                    """))
    }

    @Test func oneRatePer200CountsWhole200sWhateverTheStepAndTheRounding() {
        // Issue 41: 300 at 1/200 with step=100 rounded up was 2 points; the help says whole 200s: 1.
        let run = Shoptools.run(["points", "300", "--rule", "1/200,step=100,round=up", "--json"])
        #expect(run.stdout.contains(#""points":"1","capped":false}],"points":"1""#))
    }

    @Test func aTaxExcludedBaseOf10098EarnsOneHundredAtOnePercentAndFiftyAtOnePer200() {
        let run = Shoptools.run([
            "points", "10098", "--tax", "10", "--rule", "1%,base=excl", "--rule", "1/200,base=excl", "--json",
        ])
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(#"{"name":"1%,base=excl","rule":"1%,base=excl","base":"10098","points":"100","capped":false}"#))
        #expect(
            run.stdout.contains(
                #"{"name":"1/200,base=excl","rule":"1/200,base=excl","base":"10098","points":"50","capped":false}"#))
        #expect(run.stdout.contains(#""paid":"11107""#))
    }

    @Test func itemsFromStandardInputAreCountedEachOnItsOwnOrTogether() {
        // 150 + 150 at 1 %: per item 1 + 1, per order 3.
        let run = Shoptools.run(["points", "-", "--rule", "1%,per=item,name=each", "--rule", "1%,name=all"], input: "150\n150\n")
        #expect(
            run
                == Run.ok(
                    """
                    programme  rule         counted on  points
                    each       1%,per=item        ¥300       2
                    all        1%                 ¥300       3
                    points           5 (worth ¥5)
                    paid             ¥300
                    effective price  ¥295
                    effective rate   ≈1.64%

                    """))
    }

    @Test func aCapAndPointsSpentInJapanese() {
        #expect(
            Shoptools.run(["--lang", "ja", "points", "10000", "--rule", "10%,cap=500", "--use-points", "2000"])
                == Run.ok(
                    """
                    プログラム    対象額                  ポイント
                    10%,cap=500  8,000円  500（上限。上限前は800）
                    ポイント      500（500円分）
                    使うポイント  2,000円
                    支払額        8,000円
                    実質価格      7,500円
                    実質還元率    ≈4.76%

                    """))
    }

    @Test func aRuleFileFromTheExamples() {
        let rules = Shoptools.packageRoot.appendingPathComponent("Examples/points/rakuten.txt").path
        let run = Shoptools.run(["points", "-", "--rules", rules, "--tax", "10", "--included", "--json"], input: "1980\n3280\n")
        #expect(run.status == 0)
        #expect(run.stdout.contains(#""points":"503""#))
        #expect(
            run.stdout.contains(#"{"name":"楽天市場","rule":"1/100,base=excl,per=item","base":"4782","points":"47","capped":false}"#))
    }

    @Test(arguments: [
        (["100", "--rule", "-1%"], #"shoptools: error: the point rate "-1%" is not above zero"#, Int32(65)),
        (
            ["100", "--rule", "1%,step=0"],
            #"shoptools: error: the step "0" is not an amount above zero (step=100 counts whole hundreds)"#, 65
        ),
        (
            ["100", "--rule", "1%,name=card", "--rule", "2%,name=card"],
            #"shoptools: error: two point programmes are named "card""#, 65
        ),
        (["100", "--rule", "1%,base=tax"], #"shoptools: error: "tax" is not a point base: paid, incl or excl"#, 65),
        (
            ["100"],
            "shoptools: error: missing --rule RULE (see shoptools points --help)",
            64
        ),
        (
            ["100", "--rule", "1%", "--use-points", "200"],
            "shoptools: error: the points spent (¥200) are more than the total (¥100)", 65
        ),
    ])
    func badInputIsOneLineNamingTheValue(_ arguments: [String], _ message: String, _ status: Int32) {
        #expect(Shoptools.run(["points"] + arguments) == Run(stdout: "", stderr: message + "\n", status: status))
    }

    @Test func wordsApartOnALineOfStandardInputAreOneBadAmountNotOnePrice() {
        let run = Shoptools.run(["points", "-", "--rule", "1%"], input: "1000 2000\n")
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("shoptools: error: line 1: "))
    }

    @Test func theSameRuleTwiceIsTwoProgrammesEachFlooredOnItsOwn() {
        // 150 at 1 % twice: 1 + 1, where 2 % would give 3.
        let run = Shoptools.run(["points", "150", "--rule", "1%", "--rule", "1%", "--json"])
        #expect(run.stdout.contains(#""points":"2","value":"2""#))
    }

    @Test func aBadRuleInJapanese() {
        #expect(
            Shoptools.run(["--lang", "ja", "points", "100", "--rule", "-1%"])
                == Run(stdout: "", stderr: "shoptools: エラー: ポイントの還元率「-1%」が 0 より大きくありません\n", status: 65))
    }

    @Test func aBadLineOfARuleFileNamesTheFileLineAndColumn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("points-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mine.txt")
        try Data("# my card\n1%,name=card\n2%,per=week\n".utf8).write(to: file)
        #expect(
            Shoptools.run(["points", "100", "--rules", file.path])
                == Run(
                    stdout: "",
                    stderr: """
                        shoptools: error: \(file.path):3:8: "week" is not a way to count points: item, order or payment
                          3 | 2%,per=week
                            |        ^^^^

                        """,
                    status: 65))
    }
}

/// `cart receipt --rule …`: the points a receipt earns, counted on its own lines and groups.
@Suite struct CartReceiptPointsTests {
    let temporary: TemporaryFolder
    var cart: String { temporary.path + "/cart.json" }

    init() throws { temporary = try TemporaryFolder() }

    func run(_ arguments: [String]) -> Run {
        Shoptools.run(["cart"] + arguments + ["--cart", cart])
    }

    @Test func aReceiptCountsEachItemWithoutTaxAfterItsCouponAndLessThePointsSpent() {
        for amount in ["1980", "3280"] { _ = run(["add", amount, "--tax", "10", "--included"]) }
        _ = run(["coupon", "260"])
        // After the ¥260 coupon the receipt is ¥5,000, ¥4,546 without tax (tax ¥454): each item's part
        // without tax, 1,980 × 4,546/5,260 = 1,711.2… and 3,280 × 4,546/5,260 = 2,834.7…, earns 17 + 28 at
        // one point per ¥100; the payment, ¥5,000 less 1,000 points spent, earns 4,000/200 = 20.
        let receipt = run([
            "receipt", "--rule", "1/100,base=excl,per=item,name=store", "--rule", "1/200,name=edy", "--use-points", "1000",
            "--json",
        ])
        #expect(receipt.status == 0)
        #expect(
            receipt.stdout.hasSuffix(
                #""total":"5000","rounding":"down","paid":"4000","points_spent":"1000","programs":[{"name":"store","rule":"1/100,base=excl,per=item","base":"4546","points":"45","capped":false},{"name":"edy","rule":"1/200","base":"4000","points":"20","capped":false}],"points":"65","value":"65","effective_price":"3935","effective_rate":"1.28","effective_rate_rounded":true}"#
                    + "\n"))
    }

    @Test func anEmptyCartShowsItsReceiptWithoutPoints() {
        #expect(run(["receipt", "--rule", "1%"]) == run(["receipt"]))
        #expect(run(["receipt", "--rule", "1%"]).status == 0)
    }

    @Test func pointsSpentWithoutARuleIsAUsageError() {
        _ = run(["add", "100"])
        #expect(
            run(["receipt", "--use-points", "5"])
                == Run(
                    stdout: "",
                    stderr: "shoptools: error: option --use-points needs --rule (see shoptools cart receipt --help)\n",
                    status: 64))
    }
}
