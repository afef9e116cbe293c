import Points
import ShopCore
import Tax
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The payments of a purchases file's text.
func payments(_ text: String) throws -> [PointPayment] {
    try PointPurchasesFile.payments(bytes: Array(text.utf8), name: "purchases.txt", currency: .jpy)
}

/// `text`'s payments counted under `campaigns` (one campaign a string).
func tally(
    _ campaigns: [String], _ text: String, combine: PointCampaigns.Combination = .stack, combinedCap: String? = nil
) throws -> PointCampaignTally {
    let set = try PointCampaigns(
        try campaigns.map { try PointCampaign(parsing: $0) }, combination: combine,
        combinedCap: try combinedCap.map { try PointCampaigns.combinedCap(parsing: $0) })
    return try set.count(try payments(text), currency: .jpy)
}

/// Each payment's points from each campaign, in the order paid.
func earned(_ tally: PointCampaignTally) -> [[Decimal]] { tally.payments.map { $0.earnings.map(\.points) } }

/// The published campaigns of issue 40, as tests.
@Suite struct PointCampaignTests {
    static let ashikaga = "15%,cap=1000,period-cap=3000,from=2026-01-05,until=2026-01-31,name=足利市"

    @Test func ashikagaGives6667AThousandAnd6666NineHundredNinetyNine() throws {
        let result = try tally([Self.ashikaga], "2026-01-05 6667\n2026-01-06 6666\n")
        #expect(earned(result) == [[1000], [999]])
        #expect(result.periodLeft == [1001])
    }

    @Test func ashikagaThreePaymentsTakeTheWholePeriodAndAFourthEarnsNothing() throws {
        let result = try tally([Self.ashikaga], "2026-01-05 6667\n2026-01-06 6667\n2026-01-07 6667\n2026-01-08 6667\n")
        #expect(earned(result) == [[1000], [1000], [1000], [0]])
        #expect(result.totals == [3000])
        #expect(result.periodLeft == [0])
        #expect(result.payments[3].earnings[0].limit == .periodCap)
        #expect(result.payments[3].earnings[0].uncapped == 1000)
    }

    @Test func thePeriodCapIsSharedInTheOrderPaidAndWhatIsLeftIsGivenInPart() throws {
        // 1,000 + 1,000 + 999 = 2,999; the fourth payment gets the last point.
        let result = try tally(
            [Self.ashikaga], "2026-01-20 6667\n2026-01-05 6667\n2026-01-06 6666\n2026-01-07 10000\n")
        #expect(result.payments.map(\.payment.line) == [2, 3, 4, 1])
        #expect(earned(result) == [[1000], [999], [1000], [1]])
        #expect(result.periodLeft == [0])
    }

    @Test func bothDaysOfThePeriodCountAndTheDaysOutsideDoNot() throws {
        let result = try tally([Self.ashikaga], "2026-01-04 1000\n2026-01-05 1000\n2026-01-31 1000\n2026-02-01 1000\n")
        #expect(earned(result) == [[0], [150], [150], [0]])
        #expect(result.payments[0].earnings[0].limit == .outsidePeriod)
        #expect(result.payments[3].earnings[0].limit == .outsidePeriod)
    }

    @Test func otaHasTwoPoolsOfFiveThousandOneForEachKindOfShop() throws {
        // 10 % shops and 5 % shops: each payment tagged with its kind of shop, each pool its own 5,000.
        let campaigns = [
            "10%,cap=1000,period-cap=5000,only=ota10,name=大田区10%",
            "5%,cap=1000,period-cap=5000,only=ota5,name=大田区5%",
        ]
        let lines =
            Array(repeating: "2026-01-10 10000 ota10=10000", count: 6)
            + Array(repeating: "2026-01-11 20000 ota5=20000", count: 6)
        let result = try tally(campaigns, lines.joined(separator: "\n"))
        #expect(result.totals == [5000, 5000])
        #expect(result.points == 10000)
        #expect(result.periodLeft == [0, 0])
        #expect(earned(result)[5] == [0, 0])
        #expect(earned(result)[6] == [0, 1000])
    }

    @Test func aStackOfFiftyAndTwentyPercentIsCutToSixtySixAndAHalfPercent() throws {
        // PayPay: a 50 % coupon and a 20 % city campaign make 70 %, capped at 66.5 %: 6,650 of 10,000,
        // the cut (350) taken from the last listed.
        let result = try tally(["50%,name=coupon", "20%,name=city"], "2026-01-10 10000\n", combinedCap: "66.5%")
        #expect(earned(result) == [[5000, 1650]])
        #expect(result.payments[0].earnings[1].limit == .combinedCap)
        // The cap is rounded down to a whole point: 66.5 % of 999 is 664.335.
        #expect(earned(try tally(["50%", "20%"], "2026-01-10 999\n", combinedCap: "66.5")) == [[499, 165]])
    }

    @Test func theBestOfTwoAgainstBothStackedOnTheSamePurchases() throws {
        let campaigns = ["20%,cap=1000,period-cap=1500,name=city", "10%,name=store"]
        let text = "2026-01-10 5000\n2026-01-11 5000\n2026-01-12 5000\n"
        // Stacked: city 1,000 + 500 + 0 (its period cap), the store 500 each.
        #expect(earned(try tally(campaigns, text)) == [[1000, 500], [500, 500], [0, 500]])
        // Best: city while it gives more (1,000; then 500 ties the store's 500 and city is listed first); then the store.
        let best = try tally(campaigns, text, combine: .best)
        #expect(earned(best) == [[1000, 0], [500, 0], [0, 500]])
        #expect(best.payments[0].earnings[1].limit == .notBest)
        #expect(best.totals == [1500, 500])
    }

    @Test func anExcludedTobaccoLineEarnsNothingWhileTheRestEarns() throws {
        let result = try tally(
            ["15%,cap=1000,exclude=tobacco+金券,name=city", "1%,name=card"],
            "2026-01-10 3000 tobacco=580\n2026-01-11 580 tobacco=580\n2026-01-12 2000 ＴＯＢＡＣＣＯ=500 金券=1000\n")
        // 2,420 × 15 % = 363; the card counts all 3,000.
        #expect(earned(result) == [[363, 30], [0, 5], [75, 20]])
        #expect(result.payments[0].earnings[0].leftOut == Fraction(580))
        #expect(result.payments[0].earnings[0].counted == Fraction(2420))
    }

    @Test func rakutenMarathonNinePerHundredWithoutTaxEachItemCappedAtSevenThousand() throws {
        let marathon = try PointCampaign(parsing: "9/100,base=excl,per=item,period-cap=7000,name=お買い物マラソン")
        let set = try PointCampaigns([marathon])
        let tax = TaxCategory(rate: try Percentage(10), basis: .included)
        // ¥85,580 with tax is ¥77,800 without: 778 × 9 = 7,002, capped at 7,000.
        let capped = try set.count(try payments("2026-01-10 85580\n"), currency: .jpy, tax: tax)
        #expect(capped.totals == [7000])
        let under = try set.count(try payments("2026-01-10 85470\n"), currency: .jpy, tax: tax)
        #expect(under.totals == [6993])
        // One payment of one price, as `points 77800 --rule 9%,step=100,cap=7000`.
        let rule = try PointRule(parsing: "9%,step=100,cap=7000")
        #expect(try rule.points(on: Fraction(77800)) == 7002)
        #expect(try points(["9%,step=100,cap=7000"], on: try purchase([77800])) == [7000])
        #expect(try points(["9%,step=100,cap=7000"], on: try purchase([77700])) == [6993])
    }

    @Test func theLeastPaymentToReachACapAndThePaymentsToTakeThePeriod() throws {
        let targets = try PointCampaigns(
            try [Self.ashikaga, "20%,cap=5000", "20%,cap=2000,period-cap=6000,name=鹿沼市", "1%", "1/200,cap=10,round=up"]
                .map { try PointCampaign(parsing: $0) }
        ).targets(currency: .jpy)
        #expect(targets.map(\.leastPayment) == [6667, 25000, 10000, nil, 2000])
        #expect(targets.map(\.paymentsToPeriodCap) == [3, nil, 3, nil, nil])
        // Exact under the step and rounding: 15 % of 6,700 in whole ¥100 is 1,005; half-up, 6,664 gives 999.6 → 1,000.
        let stepped = try PointCampaignTarget(try PointCampaign(parsing: "15%,step=100,cap=1000"), currency: .jpy)
        #expect(stepped.leastPayment == 6700)
        let halfUp = try PointCampaignTarget(try PointCampaign(parsing: "15%,cap=1000,round=half-up"), currency: .jpy)
        #expect(halfUp.leastPayment == 6664)
        let cents = try PointCampaignTarget(try PointCampaign(parsing: "3%,cap=10"), currency: .usd)
        #expect(cents.leastPayment == Decimal(string: "333.34"))
        // ⌈5,000 ÷ 1,500⌉ = 4.
        let ceiling = try PointCampaignTarget(try PointCampaign(parsing: "10%,cap=1500,period-cap=5000"))
        #expect(ceiling.paymentsToPeriodCap == 4)
    }

    @Test func aDayCapAndAMonthCapAreSharedByTheirPaymentsAndReset() throws {
        let result = try tally(
            ["10%,cap=500,day-cap=800,month-cap=1200"],
            "2026-01-30 6000\n2026-01-30 6000\n2026-01-31 6000\n2026-01-31 6000\n2026-02-01 6000\n")
        // 500 + 300 (the day's 800), then the month's 1,200 leaves 400 for the 31st; a new month on 1 February.
        #expect(earned(result) == [[500], [300], [400], [0], [500]])
        #expect(result.payments.map { $0.earnings[0].limit } == [.paymentCap, .dayCap, .monthCap, .monthCap, .paymentCap])
        #expect(
            throws: PointsError.capAboveWiderCap(narrow: "day-cap=900", wide: "month-cap=800"),
            performing: { try PointCampaign(parsing: "10%,day-cap=900,month-cap=800") })
        #expect(
            throws: PointsError.capAboveWiderCap(narrow: "cap=900", wide: "day-cap=800"),
            performing: { try PointCampaign(parsing: "10%,cap=900,day-cap=800") })
        #expect(try PointCampaign(parsing: "10%,1日上限=500,月間上限=900").description == "10%,day-cap=500,month-cap=900")
    }

    @Test func aCampaignReadsBackFromItsText() throws {
        let text = "15%,cap=1000,period-cap=3000,from=2026-01-05,until=2026-01-31,exclude=tobacco+金券,name=足利市"
        #expect(try PointCampaign(parsing: text).description == text)
        let japanese = try PointCampaign(parsing: "15%,上限=1000,期間上限=3000,開始=2026-01-05,終了=2026-01-31,対象外=たばこ,名前=足利市")
        #expect(japanese.description == "15%,cap=1000,period-cap=3000,from=2026-01-05,until=2026-01-31,exclude=たばこ,name=足利市")
        #expect(try PointCampaign(parsing: "5%,only=ota5").only == ["ota5"])
    }

    @Test func oneCampaignCountedOnOnePriceIsCappedAtTheLesserOfItsCaps() throws {
        #expect(try PointCampaign(parsing: "10%,period-cap=700").ruleForOnePayment.cap == 700)
        #expect(try PointCampaign(parsing: "10%,cap=500,period-cap=700").ruleForOnePayment.cap == 500)
        #expect(try PointCampaign(parsing: "10%").ruleForOnePayment.cap == nil)
    }

    @Test func theWholeListHasItsEffectivePriceAndRate() throws {
        let result = try tally(["20%,cap=1000"], "2026-01-10 5000\n2026-01-11 10000\n")
        #expect(result.whole.paid == Fraction(15000))
        #expect(result.whole.points == 2000)
        #expect(try result.whole.effectivePrice == Fraction(13000))
        #expect(try result.whole.effectiveRate == (try Fraction(2000) / Fraction(17000)))
        #expect(try result.payments[1].earned.effectiveRate == (try Fraction(1000) / Fraction(11000)))
    }
}
