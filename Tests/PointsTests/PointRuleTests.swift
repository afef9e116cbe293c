import Points
import ShopCore
import Tax
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A purchase of untaxed yen items in one order (prices as the shop shows them).
func purchase(_ prices: [Int], spent: Int = 0, tax: TaxCategory = .outsideTax) throws -> PointPurchase {
    let lines = prices.map { Receipt.Line(amount: Money(Decimal($0), .jpy), category: tax) }
    return try PointPurchase(receipt: try Receipt(currency: .jpy, lines: lines), pointsSpent: Decimal(spent))
}

func points(_ rules: [String], on purchase: PointPurchase) throws -> [Decimal] {
    let earned = try PointsEarned(purchase, rules: try rules.map { try PointRule(parsing: $0) })
    return earned.programs.map(\.points)
}

@Suite struct PublishedExamplesTests {
    @Test func rakutenEdyFivePercentOn2345Is117() throws {
        // 2,345 × 5 % = 117.25, cut down.
        #expect(try points(["5%"], on: try purchase([2345])) == [117])
    }

    @Test func rakutenPayOnePercentOnTwoHalfPriceItemsOf128Is2() throws {
        // 256 × 1 % = 2.56.
        #expect(try points(["1%,per=payment"], on: try purchase([128, 128])) == [2])
    }

    @Test func aTaxExcludedBaseOf10098EarnsOneHundredAtOnePercentAndFiftyAtOnePer200() throws {
        // ¥10,098 without tax, 10 % added: the base without tax is 10,098.
        let bought = try purchase([10098], tax: TaxCategory(rate: .standard, basis: .excluded))
        #expect(bought.total == Fraction(11107))
        #expect(try points(["1%,base=excl", "1/200,base=excl", "0.5%,base=excl"], on: bought) == [100, 50, 50])
    }

    @Test func rakutenIchibaCountsEachItemWithoutTaxCutToWholeHundreds() throws {
        // ¥1,980 and ¥3,280 with tax included at 10 %: 1,800 and 2,981.81… without
        // tax (the group's tax, ¥478, shared by price), cut to 1,800 and 2,900: 18 + 29.
        let bought = try purchase([1980, 3280], tax: TaxCategory(rate: .standard, basis: .included))
        #expect(try points(["1%,base=excl,per=item,step=100"], on: bought) == [47])
        // Per order: 4,782 without tax, cut to 4,700: 47 as well; with 1/100 it is the same rule.
        #expect(try points(["1%,base=excl,step=100", "1/100,base=excl"], on: bought) == [47, 47])
    }

    @Test func twentyPercentBackIsAnEffectiveSixteenPointSixSevenPercentOff() throws {
        let earned = try PointsEarned(try purchase([10000]), rules: [try PointRule(parsing: "20%")])
        #expect(earned.points == 2000)
        #expect(try earned.effectivePrice == Fraction(8000))
        // r ÷ (1 + r) = 0.2 ÷ 1.2 = 1/6 = 16.666… %.
        #expect(try earned.effectiveRate == Fraction(1, 6))
        let against = try PointsComparison(earned, againstDiscount: try Percentage(20))
        #expect(against.cheaper == .offer)
        #expect(against.offerPrice == Fraction(8000))
        #expect(against.pointsCost == (try Fraction(25000, 3)))  // 8,333.33…
        #expect(against.difference == (try Fraction(1000, 3)))  // 333.33…
    }
}

@Suite struct PointCountingTests {
    @Test func countingPerItemGivesFewerPointsThanPerOrderOnTheSameItems() throws {
        // 150 + 150 at 1 %: per item 1.5 → 1 twice = 2; per order 300 → 3.
        let bought = try purchase([150, 150])
        #expect(try points(["1%,per=item", "1%,per=order"], on: bought) == [2, 3])
    }

    @Test func eachStackedProgrammeIsFlooredOnItsOwnAndLosesAgainstOneCombinedRate() throws {
        // 1,990: 1 % = 19.9 → 19, 0.5 % = 9.95 → 9, together 28; 1.5 % = 29.85 → 29.
        let earned = try PointsEarned(
            try purchase([1990]), rules: [try PointRule(parsing: "1%,name=base"), try PointRule(parsing: "0.5%,name=bonus")])
        #expect(earned.programs.map(\.points) == [19, 9])
        #expect(earned.points == 28)
        #expect(try points(["1.5%"], on: try purchase([1990])) == [29])
    }

    @Test func aCapKeepsTheProgrammeToItsMostPoints() throws {
        let earned = try PointsEarned(try purchase([10000]), rules: [try PointRule(parsing: "10%,cap=500")])
        let programme = try #require(earned.programs.first)
        #expect(programme.uncapped == 1000)
        #expect(programme.points == 500)
        #expect(programme.isCapped)
    }

    @Test func pointsSpentReduceWhatIsPaidAndThePaidBaseButNotThePriceBase() throws {
        let bought = try purchase([10000], spent: 2000)
        #expect(bought.paid == Fraction(8000))
        #expect(try points(["1%", "1%,base=incl"], on: bought) == [80, 100])
        let earned = try PointsEarned(bought, rules: [try PointRule(parsing: "1%")])
        // Paid ¥8,000 in money, 80 points worth ¥80: ¥7,920.
        #expect(try earned.effectivePrice == Fraction(7920))
        // 10,000 paid (8,000 and 2,000 in points) for 10,080 of value: 80/10,080 = 1/126.
        #expect(try earned.effectiveRate == (try Fraction(1, 126)))
    }

    @Test func pointsSpentArePartOfEachItemsPaidBaseInProportion() throws {
        // 300 and 100 with 100 spent: each pays 3/4 of its price, 225 and 75; 1 % per item: 2 and 0.
        #expect(try points(["1%,per=item"], on: try purchase([300, 100], spent: 100)) == [2])
    }

    @Test func aPointValueBelowOneYenMakesThePointsWorthLess() throws {
        let earned = try PointsEarned(try purchase([10000]), rules: [try PointRule(parsing: "10%,value=0.5")])
        #expect(earned.points == 1000)
        #expect(earned.value == 500)
        #expect(try earned.effectivePrice == Fraction(9500))
    }

    @Test(arguments: [
        ("1%,round=up", Decimal(13)), ("1%,round=half-up", 13), ("1%,round=half-even", 12), ("1%", 12),
        ("1%,端数=四捨五入", 13),
    ])
    func theRoundingRuleBringsTheResultToAWholePoint(_ rule: String, _ expected: Decimal) throws {
        // 1,250 × 1 % = 12.5.
        #expect(try points([rule], on: try purchase([1250])) == [expected])
    }

    @Test func couponsComeOffEveryBaseAndTheListPriceKeepsThem() throws {
        let lines = [Receipt.Line(amount: Money(10000, .jpy), category: .outsideTax)]
        let receipt = try Receipt(currency: .jpy, lines: lines, coupons: [try Coupon(amount: Money(1000, .jpy))])
        let bought = try PointPurchase(receipt: receipt)
        #expect(bought.listPrice == Fraction(10000))
        #expect(bought.total == Fraction(9000))
        let earned = try PointsEarned(bought, rules: [try PointRule(parsing: "20%")])
        #expect(earned.points == 1800)
        // 1,800 points on 9,000 paid after the coupon: 1,800/10,800 = 1/6, the coupon not counted.
        #expect(try earned.effectiveRate == (try Fraction(1, 6)))
    }

    @Test func ordersAreCountedApartWithinOnePayment() throws {
        let first = try Receipt(currency: .jpy, lines: [Receipt.Line(amount: Money(150, .jpy), category: .outsideTax)])
        let second = try Receipt(currency: .jpy, lines: [Receipt.Line(amount: Money(150, .jpy), category: .outsideTax)])
        let bought = try PointPurchase(orders: [first, second])
        #expect(try points(["1%,per=order", "1%,per=payment"], on: bought) == [2, 3])
    }
}

@Suite struct PointRuleReadingTests {
    @Test func aRuleReadsEveryPartAndWritesItBack() throws {
        let rule = try PointRule(parsing: "1/200,base=excl,per=item,step=100,round=half-even,cap=1000,value=0.5,name=store")
        #expect(rule.rate == .points(1, per: 200))
        #expect(rule.base == .excluded)
        #expect(rule.granularity == .item)
        #expect(rule.step == 100)
        #expect(rule.rounding == .toNearestOrEven)
        #expect(rule.cap == 1000)
        #expect(rule.value == Decimal(string: "0.5"))
        #expect(rule.name == "store")
        #expect(rule.description == "1/200,base=excl,per=item,step=100,round=half-even,cap=1000,value=0.5,name=store")
        #expect(try PointRule(parsing: rule.description) == rule)
    }

    @Test func defaultsAreLeftOutOfTheWrittenRule() throws {
        let rule = try PointRule(parsing: "1%")
        #expect(rule.base == .paid)
        #expect(rule.granularity == .order)
        #expect(rule.step == nil)
        #expect(rule.rounding == .towardZero)
        #expect(rule.cap == nil)
        #expect(rule.value == 1)
        #expect(rule.description == "1%")
        #expect(rule.displayName == "1%")
    }

    @Test func japaneseWordsAndFullWidthCharactersReadAsTheirEnglishParts() throws {
        let rule = try PointRule(parsing: "５％、税抜、商品ごと、上限=1000、付与単位=100、名前=楽天")
        #expect(rule == (try PointRule(parsing: "5%,base=excl,per=item,cap=1000,step=100,name=楽天")))
    }

    @Test(arguments: [
        ("-1%", PointsError.rateNotPositive("-1%")),
        ("0%", .rateNotPositive("0%")),
        ("0/200", .rateNotPositive("0/200")),
        ("1", .notARate("1")),
        ("abc", .notARate("abc")),
        ("base=excl", .missingRate("base=excl")),
        ("", .missingRate("")),
        ("1%,base=tax", .unknownBase("tax")),
        ("1%,per=day", .unknownGranularity("day")),
        ("1%,step=0", .stepNotPositive("0")),
        ("1%,step=-100", .stepNotPositive("-100")),
        ("1%,cap=1.5", .capNotWhole("1.5")),
        ("1%,cap=0", .capNotWhole("0")),
        ("1%,value=0", .valueNotPositive("0")),
        ("1%,bonus=2", .unknownPart("bonus=2")),
        ("1%,cap=1,cap=2", .repeatedKey("cap")),
        ("1%,round=sideways", .money(.unknownRoundingMode("sideways"))),
        ("120%", .money(.percentageOutOfRange("120%"))),
        ("1%,value=9999999999999999", .money(.tooLarge("9999999999999999"))),
        ("1%,cap=99999999999999999999", .money(.tooLarge("99999999999999999999"))),
    ])
    func aBadRuleIsRefusedNamingThePartThatIsWrong(_ text: String, _ error: PointsError) {
        #expect(throws: error) { try PointRule(parsing: text) }
    }

    @Test func aRuleIsWrittenAsItsTextInJSON() throws {
        let rule = try PointRule(parsing: "1%,base=excl,name=card")
        let data = try JSONEncoder().encode([rule])
        #expect(String(decoding: data, as: UTF8.self) == #"["1%,base=excl,name=card"]"#)
        #expect(try JSONDecoder().decode([PointRule].self, from: data) == [rule])
    }
}

@Suite struct PointRuleFileTests {
    @Test func aRuleFileReadsOneRuleALineWithComments() throws {
        let text = """
            # my card (terms read 2026-11-26)
            1%,name=card
            1/100, base=excl, per=item, cap=1000, name=my store   # spaces after commas are fine

            """
        let rules = try PointRuleFile.rules(bytes: Array(text.utf8), name: "points.txt")
        #expect(rules.map(\.displayName) == ["card", "my store"])
        #expect(rules[1].cap == 1000)
    }

    @Test func aBadRuleNamesTheFileTheLineAndTheColumnOfThePart() throws {
        let text = "1%,name=card\n1%,base=excl,  step=0\n"
        expectThrows(located(PointsError.stepNotPositive("0"), at: SourceLocation(file: "p.txt", line: 2, column: 21))) {
            try PointRuleFile.rules(bytes: Array(text.utf8), name: "p.txt")
        }
    }

    @Test func theSameRuleUnnamedTwiceIsTwoProgrammes() throws {
        let rules = try PointRuleFile.rules(bytes: Array("1%\n1%\n".utf8), name: "p.txt")
        #expect(rules.count == 2)
    }

    @Test func aFileThatIsNotUTF8IsNamed() {
        expectThrows(
            located(
                PointsError.file(.notUTF8(line: 1, looksLike: .utf16(byteOrderMark: true))),
                at: SourceLocation(file: "p.txt", line: 1))
        ) {
            try PointRuleFile.rules(bytes: [0xFF, 0xFE, 0x31, 0x00, 0x25, 0x00], name: "p.txt")
        }
    }

    @Test func twoProgrammesMayNotShareAName() throws {
        let text = "1%,name=card\n2%,name=card\n"
        expectThrows(located(PointsError.repeatedName("card"), at: SourceLocation(file: "p.txt", line: 2, column: 9))) {
            try PointRuleFile.rules(bytes: Array(text.utf8), name: "p.txt")
        }
    }
}

/// A rule file read from its path through the file layer.
@Suite struct PointRuleFilePathTests {
    @Test func rulesAreReadFromTheirFile() throws {
        let folder = try temporaryFolder("shoptools-points")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/mine.txt"
        try Data("# my card\n1%,name=card\n".utf8).write(to: URL(filePath: path))
        #expect(try PointRuleFile.rules(atPath: path).map(\.description) == ["1%,name=card"])
        expectThrows(
            located(PointsError.cannotRead(folder + "/none.txt", reason: "No such file or directory"))
        ) { try PointRuleFile.rules(atPath: folder + "/none.txt") }
    }

    /// The part of a rule that is wrong is marked inside its word.
    @Test func theWrongPartIsMarked() {
        do {
            _ = try PointRuleFile.rules(bytes: Array("1%,step=0\n".utf8), name: "p.txt")
            Issue.record("step=0 was read")
        } catch {
            #expect(error.excerpt == SourceExcerpt(line: 1, text: "1%,step=0", column: 9, length: 1))
        }
    }
}
