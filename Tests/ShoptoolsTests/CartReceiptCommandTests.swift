import Foundation
import Testing

/// `cart add --tax`, `cart coupon`, `cart budget` and `cart receipt` on the command line.
@Suite struct CartReceiptCommandTests {
    let temporary: TemporaryFolder
    var cart: String { temporary.path + "/cart.json" }

    init() throws { temporary = try TemporaryFolder() }

    func run(_ arguments: [String]) -> Run {
        Shoptools.run(["cart"] + arguments + ["--cart", cart])
    }

    func add(_ amounts: [Int], _ extra: [String]) {
        for amount in amounts { _ = run(["add", String(amount)] + extra) }
    }

    @Test func aTaxIncludedReceipt() {
        add([151, 298, 138], ["--tax", "8", "--included"])
        add([218, 437], ["--tax", "10", "--included"])
        #expect(run(["total"]) == Run.ok("total ¥1,242 (5 items, incl. tax ¥102)\n"))
        #expect(
            run(["receipt", "--lang", "ja"])
                == Run.ok(
                    """
                    1  ※  -         151円
                    2  ※  -         298円
                    3  ※  -         138円
                    4     -         218円
                    5     -         437円
                          小計    1,242円
                    （10%対象 655円 内消費税 59円）
                    （8%対象 587円 内消費税 43円）
                          合計    1,242円
                    ※は軽減税率（8%）対象

                    """))
        #expect(
            run(["receipt", "--json"])
                == Run.ok(
                    #"{"currency":"JPY","items":[{"index":1,"label":null,"qty":1,"amount":"151","line_total":"151","tax":"8","basis":"included","reduced":true},{"index":2,"label":null,"qty":1,"amount":"298","line_total":"298","tax":"8","basis":"included","reduced":true},{"index":3,"label":null,"qty":1,"amount":"138","line_total":"138","tax":"8","basis":"included","reduced":true},{"index":4,"label":null,"qty":1,"amount":"218","line_total":"218","tax":"10","basis":"included","reduced":false},{"index":5,"label":null,"qty":1,"amount":"437","line_total":"437","tax":"10","basis":"included","reduced":false}],"subtotal":"1242","coupons":[],"discount":"0","groups":[{"rate":"10","basis":"included","amount":"655","discount":"0","taxable":"655","tax":"59"},{"rate":"8","basis":"included","amount":"587","discount":"0","taxable":"587","tax":"43"}],"tax":"102","total":"1242","rounding":"down"}"#
                        + "\n"))
    }

    @Test(arguments: [("down", "1140"), ("half-up", "1141"), ("up", "1142")])
    func aTaxExcludedReceiptInEachRounding(_ rounding: String, _ total: String) {
        add([198, 128, 213], ["--tax", "8"])
        add([298, 105, 105], ["--tax", "10"])
        let json = run(["receipt", "--tax-rounding", rounding, "--json"]).stdout
        #expect(json.contains(#""tax":"\#(Int(total)! - 1047)","total":"\#(total)","rounding":"\#(rounding)"}"#))
    }

    @Test func perItemRoundingIsShownBesideTheReceipt() {
        add([198, 128, 213], ["--tax", "8"])
        add([298, 105, 105], ["--tax", "10"])
        #expect(
            run(["receipt", "--per-item"])
                == Run.ok(
                    """
                    1  ※  -             ¥198
                    2  ※  -             ¥128
                    3  ※  -             ¥213
                    4     -             ¥298
                    5     -             ¥105
                    6     -             ¥105
                          subtotal    ¥1,047
                    10% taxable ¥508, tax ¥50
                      per item: tax ¥49 (¥1 less)
                    8% taxable ¥539, tax ¥43
                      per item: tax ¥42 (¥1 less)
                          total       ¥1,140
                    ※ reduced rate: 8%
                    rounded per item: tax ¥91, total ¥1,138 (¥2 less than this receipt)

                    """))
    }

    @Test func aCouponAcrossTwoRatesAndABudget() {
        _ = run(["add", "3300", "--tax", "10", "--included", "--label", "sake"])
        _ = run(["add", "2160", "--tax", "8", "--included", "--label", "sushi"])
        #expect(
            run(["coupon", "1000"]) == Run.ok("added coupon ¥1,000 · total ¥4,460 (2 items, coupons −¥1,000, incl. tax ¥375)\n"))
        #expect(
            run(["budget", "5000"])
                == Run.ok("total ¥4,460 (2 items, coupons −¥1,000, incl. tax ¥375) · budget ¥5,000, ¥540 left\n"))
        #expect(
            run(["total", "--json"])
                == Run.ok(
                    #"{"currency":"JPY","count":2,"subtotal":"5460","discount":"1000","tax":"375","total":"4460","budget":"5000","remaining":"540"}"#
                        + "\n"))
        let json = run(["receipt", "--json"]).stdout
        #expect(
            json.contains(
                #""groups":[{"rate":"10","basis":"included","amount":"3300","discount":"604","taxable":"2696","tax":"245"},{"rate":"8","basis":"included","amount":"2160","discount":"396","taxable":"1764","tax":"130"}],"tax":"375","total":"4460""#
            ))
        #expect(
            run(["budget", "4000", "--lang", "ja"])
                == Run.ok("合計 4,460円（2件、クーポン −1,000円、うち消費税 375円） · 予算 4,000円を460円超過\n"))
        #expect(run(["undo"]).status == 0)
        #expect(
            run(["coupon", "--clear"])
                == Run.ok("removed 1 coupon · total ¥5,460 (2 items, incl. tax ¥460) · over the budget ¥5,000 by ¥460\n"))
        #expect(run(["budget", "--clear"]) == Run.ok("no budget · total ¥5,460 (2 items, incl. tax ¥460)\n"))
    }

    @Test func refusedChangesLeaveTheFileAsItWas() throws {
        _ = run(["add", "500"])
        _ = run(["coupon", "400"])
        let before = try String(contentsOfFile: cart, encoding: .utf8)
        let cases: [([String], Int32, String)] = [
            (["coupon", "200"], 65, "coupons ¥600 are more than the subtotal ¥500"),
            (["remove", "1"], 65, "coupons ¥400 are more than the subtotal ¥0"),
            (["coupon", "0"], 65, #"coupon "0" is not an amount above 0 or a percentage above 0% and at most 100%"#),
            (["coupon", "150%"], 65, #"coupon "150%" is not an amount above 0 or a percentage above 0% and at most 100%"#),
            (["add", "100", "--included"], 64, "option --included needs --tax (see shoptools cart add --help)"),
            (["add", "100", "--tax", "200"], 65, "tax rate 200% is outside 0–100%"),
            (["add", "100", "--for", "Aki,Aki"], 65, #""Aki" is named twice"#),
            (["budget", "0"], 65, "budget ¥0 is not an amount above 0 that can be paid"),
            (
                ["receipt", "--tax-rounding", "sideways"], 64,
                #"unknown rounding mode "sideways"; expected one of down, up, half-up, half-even (see shoptools cart receipt --help)"#
            ),
        ]
        for (arguments, status, message) in cases {
            #expect(run(arguments) == Run(stdout: "", stderr: "shoptools: error: \(message)\n", status: status), "\(arguments)")
        }
        #expect(try String(contentsOfFile: cart, encoding: .utf8) == before)
    }

    @Test func itemsForSomePeopleAreListed() {
        _ = run(["add", "600", "--label", "beer", "--for", "Aki:2,Ren"])
        _ = run(["add", "1200", "--label", "sashimi"])
        #expect(
            run(["list"])
                == Run.ok(
                    """
                    1  beer       1 × ¥600    ¥600  Aki:2,Ren
                    2  sashimi  1 × ¥1,200  ¥1,200
                    total ¥1,800 (2 items)

                    """))
    }
}

extension CartReceiptCommandTests {
    @Test func addTakesDiscountStepsAndCanStayWithinTheBudget() throws {
        #expect(
            run(["add", "498", "--off", "30%", "--off", "10%", "--label", "shirt"])
                == Run.ok("added ¥313 shirt · total ¥313 (1 item)\n"))
        #expect(run(["add", "1000", "--off", "100", "--off", "20%"]).stdout == "added ¥720 · total ¥1,033 (2 items)\n")
        _ = run(["budget", "1500"])
        let before = try String(contentsOfFile: cart, encoding: .utf8)
        #expect(
            run(["add", "500", "--within-budget"])
                == Run(
                    stdout: "", stderr: "shoptools: error: this would go over the budget ¥1,500 by ¥33; nothing was added\n",
                    status: 1))
        #expect(
            run(["add", "440", "--tax", "10", "--within-budget", "--lang", "ja"]).stderr
                == "shoptools: エラー: 予算1,500円を17円超えるため、追加しませんでした\n")
        #expect(try String(contentsOfFile: cart, encoding: .utf8) == before, "nothing was added")
        #expect(
            run(["add", "467", "--within-budget"])
                == Run.ok("added ¥467 · total ¥1,500 (3 items) · budget ¥1,500, ¥0 left\n"))
        #expect(run(["add", "5"]) == Run.ok("added ¥5 · total ¥1,505 (4 items) · over the budget ¥1,500 by ¥5\n"))
        #expect(
            run(["add", "100", "--off", "200"])
                == Run(
                    stdout: "", stderr: "shoptools: error: step 1: ¥200 off is more than the price ¥100 at that step\n",
                    status: 65))
    }
}

extension CartReceiptCommandTests {
    /// The receipt's budget line is against the receipt's own total, rounded as it was asked.
    @Test func theReceiptsBudgetLineFollowsItsTaxRounding() {
        add([198, 128, 213], ["--tax", "8"])
        add([298, 105, 105], ["--tax", "10"])
        _ = run(["budget", "1141"])
        #expect(run(["receipt"]).stdout.hasSuffix("budget ¥1,141, ¥1 left\n"))
        #expect(run(["receipt", "--tax-rounding", "up"]).stdout.hasSuffix("over the budget ¥1,141 by ¥1\n"))
        #expect(
            run(["receipt", "--tax-rounding", "up", "--json"]).stdout.hasSuffix(#""budget":"1141","remaining":"-1"}"# + "\n"))
    }
}

extension CartReceiptCommandTests {
    /// An item added with `--off` keeps its original price and steps: `list`,
    /// `receipt` and their JSON show them.
    ///
    /// 498 − 30% = 348.6 → 348, − 10% = 313.2 → 313.
    @Test func listAndReceiptShowTheDiscountSteps() {
        _ = run(["add", "498", "--off", "30%", "--off", "10%", "--label", "shirt"])
        _ = run(["add", "1000", "--off", "100", "--tax", "8"])
        _ = run(["add", "200"])
        #expect(
            run(["list"])
                == Run.ok(
                    """
                    1  shirt  1 × ¥313  ¥313  outside tax  (¥498 − 30% − 10%)
                    2  -      1 × ¥900  ¥900  8% excl.     (¥1,000 − ¥100)
                    3  -      1 × ¥200  ¥200  outside tax
                    total ¥1,485 (3 items, incl. tax ¥72)

                    """))
        #expect(
            run(["list", "--lang", "ja"]).stdout.hasPrefix(
                "1  shirt  1 × 313円  313円  対象外   (498円 − 30% − 10%)\n2  -      1 × 900円  900円  8% 税抜  (1,000円 − 100円)\n"))
        #expect(
            run(["receipt"])
                == Run.ok(
                    """
                    1     shirt                     ¥313
                            (¥498 − 30% − 10%)
                    2  ※  -                         ¥900
                            (¥1,000 − ¥100)
                    3     -                         ¥200
                          subtotal                ¥1,413
                    8% taxable ¥900, tax ¥72
                    outside tax ¥513
                          total                   ¥1,485
                    ※ reduced rate: 8%

                    """))
        #expect(
            run(["list", "--json"]).stdout.contains(
                #"{"index":1,"label":"shirt","qty":1,"amount":"313","original":"498","off":["30%","10%"]}"#))
        #expect(run(["list", "--json"]).stdout.contains(#""amount":"200"}"#))
        #expect(run(["receipt", "--json"]).stdout.contains(#""reduced":true,"original":"1000","off":["100"]}"#))
    }

    /// A total wider than every line above it is laid out in its own columns, the lines keep theirs;
    /// a line of several shows the price of one.
    @Test func aTotalWiderThanTheLinesKeepsTheirColumns() {
        _ = run(["add", "4750", "--qty", "2", "--tax", "10", "--label", "sake"])
        _ = run(["add", "120", "--tax", "8", "--label", "牛乳"])
        _ = run(["coupon", "100"])
        #expect(
            run(["receipt"])
                == Run.ok(
                    """
                    1     sake         2 × ¥4,750  ¥9,500
                    2  ※  牛乳                       ¥120
                          subtotal                 ¥9,620
                          coupon ¥100               −¥100
                    10% taxable ¥9,402, tax ¥940
                      coupons' part: ¥98
                    8% taxable ¥118, tax ¥9
                      coupons' part: ¥2
                          total                    ¥10,469
                    ※ reduced rate: 8%

                    """))
        #expect(
            run(["receipt", "--lang", "ja"])
                == Run.ok(
                    """
                    1     sake            2 × 4,750円  9,500円
                    2  ※  牛乳                           120円
                          小計                         9,620円
                          クーポン 100円                −100円
                    10%対象 9,402円 消費税 940円
                      クーポンの按分: 98円
                    8%対象 118円 消費税 9円
                      クーポンの按分: 2円
                          合計                         10,469円
                    ※は軽減税率（8%）対象

                    """))
    }
}
