import Cart
import ShopCore
import ShopText
import Tax
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every ``TaxError`` and the cart's tax, coupon, sharer and budget errors, in both languages.
@Suite struct TaxErrorTextTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let error: any Error & TwoLanguages & Sendable
        let english: String
        let japanese: String
        var testDescription: String { error.description }
    }

    static let rows: [Row] = [
        Row(
            error: TaxError.notARate("ten"),
            english: #"tax rate "ten" is not a percentage; expected a number from 0 to 100, like 10 or 8%"#,
            japanese: "税率「ten」はパーセントではありません。10 や 8% のように 0〜100 の数を指定してください"),
        Row(
            error: TaxError.rateOutOfRange(120), english: "tax rate 120% is outside 0–100%",
            japanese: "税率 120% は 0〜100% の範囲外です"),
        Row(
            error: TaxError.rateTooPrecise("8.87501"), english: #"tax rate "8.87501" has more than 4 decimals"#,
            japanese: "税率「8.87501」の小数が4桁を超えています"),
        Row(
            error: TaxError.currencyMismatch(Money(5, .usd), expected: .jpy), english: "5.00 USD is not in JPY",
            japanese: "$5.00は JPY ではなく USD です"),
        Row(
            error: TaxError.couponsExceedSubtotal(coupons: Money(1200, .jpy), subtotal: Money(1000, .jpy)),
            english: "coupons ¥1,200 are more than the subtotal ¥1,000",
            japanese: "クーポンの合計1,200円が小計1,000円を超えています"),
        Row(
            error: TaxError.invalidCoupon("0"),
            english: #"coupon "0" is not an amount above 0 or a percentage above 0% and at most 100%"#,
            japanese: "クーポン「0」は 0 より大きい金額でも、0% より大きく 100% 以下の割合でもありません"),
        Row(
            error: TaxError.couponNotPayable(Money(Decimal(string: "0.5")!, .jpy)),
            english: "coupon ¥0.5 is not a whole number of JPY 1",
            japanese: "クーポン0.5円は JPY の最小単位（1）で払える金額ではありません"),
        Row(
            error: TaxError.money(.negative("-1")), english: ShopCoreError.negative("-1").description,
            japanese: ShopCoreError.negative("-1").text(in: .japanese)),
        Row(
            error: CartError.tax(.invalidCoupon("0")),
            english: #"coupon "0" is not an amount above 0 or a percentage above 0% and at most 100%"#,
            japanese: "クーポン「0」は 0 より大きい金額でも、0% より大きく 100% 以下の割合でもありません"),
        Row(
            error: CartError.invalidSharerName("A,B"),
            english: #"name "A,B" is not a name; expected 1–64 characters without , or :"#,
            japanese: "名前「A,B」は使えません。, や : を含まない1〜64文字にしてください"),
        Row(
            error: CartError.invalidWeight(name: "Aki", weight: "0"),
            english: #"weight "0" for "Aki" is not a number above 0 and at most 1,000,000"#,
            japanese: "「Aki」の比率「0」は 0 より大きく 1,000,000 以下の数ではありません"),
        Row(
            error: CartError.repeatedSharer("Aki"), english: #""Aki" is named twice"#, japanese: "「Aki」が2回指定されています"),
        .init(
            error: CartError.fewerPeopleThanNamed(count: 2, named: ["Aki", "Ren", "Sora"]),
            english: #"2 people at the table, but 3 are named: "Aki", "Ren", "Sora""#,
            japanese: "人数は2人ですが、3人の名前があります: 「Aki」、「Ren」、「Sora」"),
        Row(
            error: CartError.invalidBudget(Money(0, .jpy)), english: "budget ¥0 is not an amount above 0 that can be paid",
            japanese: "予算0円は0より大きい支払える金額ではありません"),
    ]

    @Test(arguments: rows)
    func english(_ row: Row) {
        #expect(row.error.text(in: .english) == row.english)
    }

    @Test(arguments: rows)
    func japanese(_ row: Row) {
        #expect(row.error.text(in: .japanese) == row.japanese)
    }

    /// The name of each case; a new case does not compile until it is named here and given a row.
    static func name(_ error: TaxError) -> String {
        switch error {
        case .notARate: return "notARate"
        case .rateOutOfRange: return "rateOutOfRange"
        case .rateTooPrecise: return "rateTooPrecise"
        case .currencyMismatch: return "currencyMismatch"
        case .couponsExceedSubtotal: return "couponsExceedSubtotal"
        case .invalidCoupon: return "invalidCoupon"
        case .couponNotPayable: return "couponNotPayable"
        case .money: return "money"
        }
    }

    @Test func everyTaxErrorHasARow() {
        let names = Set(Self.rows.compactMap { ($0.error as? TaxError).map(Self.name) })
        #expect(names.count == 8, "\(names.sorted())")
    }

    @Test func anAppGetsTheWordsThroughLocalizedError() {
        #expect(Language.using(.english) { TaxError.rateOutOfRange(120).errorDescription } == "tax rate 120% is outside 0–100%")
        #expect(Language.using(.japanese) { TaxError.rateOutOfRange(120).errorDescription } == "税率 120% は 0〜100% の範囲外です")
    }
}
