import Points
import ShopCore
import ShopText
import Tax
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every ``PointsError`` in both languages, one row a case: the switch in
/// `name(_:)` is exhaustive, so a new case does not compile until it is
/// named here, and then fails until it has a row.
@Suite struct PointsErrorTextTests {
    static func name(_ error: PointsError) -> String {
        switch error {
        case .file: return "file"
        case .cannotRead: return "cannotRead"
        case .repeatedName: return "repeatedName"
        case .missingRate: return "missingRate"
        case .notARate: return "notARate"
        case .rateNotPositive: return "rateNotPositive"
        case .unknownPart: return "unknownPart"
        case .repeatedKey: return "repeatedKey"
        case .unknownBase: return "unknownBase"
        case .unknownGranularity: return "unknownGranularity"
        case .stepNotPositive: return "stepNotPositive"
        case .capNotWhole: return "capNotWhole"
        case .valueNotPositive: return "valueNotPositive"
        case .badName: return "badName"
        case .money: return "money"
        case .tax: return "tax"
        case .pointsSpentExceedTotal: return "pointsSpentExceedTotal"
        case .pointsSpentNotPayable: return "pointsSpentNotPayable"
        case .noItems: return "noItems"
        case .campaignPart: return "campaignPart"
        case .periodEndsBeforeItStarts: return "periodEndsBeforeItStarts"
        case .paymentCapAbovePeriodCap: return "paymentCapAbovePeriodCap"
        case .capAboveWiderCap: return "capAboveWiderCap"
        case .unknownCombination: return "unknownCombination"
        case .badCombinedCap: return "badCombinedCap"
        case .badTag: return "badTag"
        case .badPaymentPart: return "badPaymentPart"
        case .paymentNotPayable: return "paymentNotPayable"
        case .partsExceedPayment: return "partsExceedPayment"
        case .noPayments: return "noPayments"
        case .missingAmount: return "missingAmount"
        }
    }

    static let rows: [(PointsError, String, String)] = [
        (
            .file(.lineTooLong(line: 2, bytes: 5000, limit: 4096)),
            LineFileError.lineTooLong(line: 2, bytes: 5000, limit: 4096).description,
            LineFileError.lineTooLong(line: 2, bytes: 5000, limit: 4096).japanese
        ),
        (
            .cannotRead("my points.txt", reason: "No such file or directory"),
            #"cannot read "my points.txt": No such file or directory"#,
            "「my points.txt」を読めません: ファイルまたはフォルダがありません"
        ),
        (.repeatedName("card"), #"two point programmes are named "card""#, "ポイントの名前「card」が2つあります"),
        (
            .missingRate("base=excl"), #"the point rule "base=excl" has no rate: start it with one, as 1%, 0.5% or 1/200"#,
            "ポイントのルール「base=excl」に還元率がありません。1%、0.5%、1/200 のように先頭に書いてください"
        ),
        (
            .notARate("abc"), #""abc" is not a point rate: write 1%, 0.5% or 1/200 (one point per 200)"#,
            "「abc」は還元率ではありません。1%、0.5%、1/200（200円ごとに1ポイント）のように書いてください"
        ),
        (.rateNotPositive("-1%"), #"the point rate "-1%" is not above zero"#, "ポイントの還元率「-1%」が 0 より大きくありません"),
        (
            .unknownPart("bonus=2"),
            #""bonus=2" is not part of a point rule: base=, per=, step=, round=, cap=, value=, name="#,
            "「bonus=2」はポイントのルールに使えません。base=、per=、step=、round=、cap=、value=、name= が使えます"
        ),
        (.repeatedKey("cap"), #""cap" is given twice in one point rule"#, "ポイントのルールに「cap」が2回あります"),
        (
            .unknownBase("tax"), #""tax" is not a point base: paid, incl or excl"#,
            "「tax」はポイントの対象ではありません。paid（支払額）、incl（税込）、excl（税抜）のどれかです"
        ),
        (
            .unknownGranularity("day"), #""day" is not a way to count points: item, order or payment"#,
            "「day」はポイントの数え方ではありません。item（商品ごと）、order（注文ごと）、payment（決済ごと）のどれかです"
        ),
        (
            .stepNotPositive("0"), #"the step "0" is not an amount above zero (step=100 counts whole hundreds)"#,
            "付与単位「0」が 0 より大きい金額ではありません（step=100 で100円ごと）"
        ),
        (
            .capNotWhole("1.5"), #"the cap "1.5" is not a whole number of points above zero"#,
            "上限「1.5」が 1 以上の整数のポイントではありません"
        ),
        (
            .valueNotPositive("0"), #"the point value "0" is not an amount above zero"#,
            "1ポイントの価値「0」が 0 より大きい金額ではありません"
        ),
        (.badName("a,b"), #""a,b" is not a name for a point programme"#, "「a,b」はポイントの名前に使えません"),
        (
            .money(.unknownRoundingMode("sideways")), ShopCoreError.unknownRoundingMode("sideways").description,
            ShopCoreError.unknownRoundingMode("sideways").japanese
        ),
        (
            .tax(.rateOutOfRange(120)), TaxError.rateOutOfRange(120).description,
            TaxError.rateOutOfRange(120).japanese
        ),
        (
            .pointsSpentExceedTotal(spent: Money(3000, .jpy), total: Money(2000, .jpy)),
            "the points spent (¥3,000) are more than the total (¥2,000)",
            "使うポイント（3,000円）が合計（2,000円）を超えています"
        ),
        (
            .pointsSpentNotPayable(Money(Decimal(string: "0.5")!, .jpy)),
            "the points spent (¥0.5) are not an amount of JPY that can be paid",
            "使うポイント（0.5円）が JPY で払える金額ではありません"
        ),
        (.noItems, "there is no item to count points on", "ポイントを数える商品がありません"),
        (
            .campaignPart("period-cap=3000"),
            #""period-cap=3000" is a campaign's part: it counts over a list of payments (points --purchases FILE)"#,
            "「period-cap=3000」はキャンペーンの指定です。支払いの一覧で数えます（points --purchases FILE）"
        ),
        (
            .periodEndsBeforeItStarts(from: "2026-01-31", until: "2026-01-05"),
            "the campaign's period ends (until=2026-01-05) before it starts (from=2026-01-31)",
            "キャンペーンの期間の終わり（終了=2026-01-05）が始まり（開始=2026-01-31）より前です"
        ),
        (
            .paymentCapAbovePeriodCap(payment: "5000", period: "3000"),
            "the cap of one payment (cap=5000) is above the cap of the period (period-cap=3000)",
            "1回の上限（上限=5000）が期間の上限（期間上限=3000）を超えています"
        ),
        (
            .capAboveWiderCap(narrow: "day-cap=3000", wide: "month-cap=2000"),
            "the campaign's day-cap=3000 is above its month-cap=2000", "キャンペーンの1日上限=3000が月間上限=2000を超えています"
        ),
        (
            .unknownCombination("both"), #""both" is not a way to combine campaigns: stack or best"#,
            "「both」はキャンペーンの組み合わせ方ではありません。stack（重ねる）か best（併用不可・最大のみ）です"
        ),
        (
            .badCombinedCap("0%"), #"the combined cap "0%" is not a percentage above 0% and at most 100%"#,
            "合計の上限「0%」が 0% より大きく 100% 以下の率ではありません"
        ),
        (
            .badTag("a b"), #""a b" is not a tag: one word, without =, +, comma or space"#,
            "「a b」はタグに使えません。=、+、カンマ、空白のない1語です"
        ),
        (
            .badPaymentPart("tobacco"), #""tobacco" is not a part of a payment: write TAG=AMOUNT (tobacco=580)"#,
            "「tobacco」は支払いの内訳ではありません。タグ=金額 と書いてください（たばこ=580）"
        ),
        (.paymentNotPayable("9.5"), #""9.5" is not an amount that can be paid"#, "「9.5」は支払える金額ではありません"),
        (
            .partsExceedPayment(parts: Money(3500, .jpy), paid: Money(3000, .jpy)),
            "the tagged parts (¥3,500) are more than the payment (¥3,000)",
            "タグを付けた内訳（3,500円）が支払額（3,000円）を超えています"
        ),
        (.noPayments, "there is no payment to count points on", "ポイントを数える支払いがありません"),
        (
            .missingAmount("2026-01-05"), "the payment of 2026-01-05 has no amount: write DATE AMOUNT [TAG=AMOUNT…]",
            "2026-01-05 の支払いに金額がありません。日付 金額 [タグ=金額…] と書いてください"
        ),
    ]

    @Test func everyCaseHasARow() {
        let named = Set(Self.rows.map { Self.name($0.0) })
        #expect(named.count == 31)
        #expect(named.count == Self.rows.count)
    }

    /// A rule file's error says where before its words, in either language.
    @Test func aRuleFilesErrorNamesItsPlace() {
        let error = LocatedError(PointsError.stepNotPositive("0"), at: [SourceLocation(file: "points.txt", line: 3, column: 4)])
        #expect(
            error.text(in: .english)
                == #"points.txt:3:4: the step "0" is not an amount above zero (step=100 counts whole hundreds)"#)
        #expect(error.text(in: .japanese) == "points.txt:3:4: 付与単位「0」が 0 より大きい金額ではありません（step=100 で100円ごと）")
    }

    @Test(arguments: Self.rows.indices)
    func eachErrorReadsInBothLanguages(_ index: Int) {
        let (error, english, japanese) = Self.rows[index]
        #expect(error.text(in: .english) == english)
        #expect(error.text(in: .japanese) == japanese)
    }
}
