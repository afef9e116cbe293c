import Bargain
import ShopCore
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every case of ShopCoreError, BargainError and WarikanError, with its Japanese words.
enum ErrorTextRows {
    static let shopCore: [ErrorTextCase] = [
        .init("notAnAmount, no reason", ShopCoreError.notAnAmount("abc", reason: nil), "「abc」は金額ではありません"),
        .init(
            "notAnAmount, reason", ShopCoreError.notAnAmount("1.5.5", reason: .twoDecimalPoints),
            "「1.5.5」は金額ではありません: 小数点が2つあります"),
        .init("notADecimal, no reason", ShopCoreError.notADecimal("abc", reason: nil), "「abc」は数値ではありません"),
        .init(
            "notADecimal, reason", ShopCoreError.notADecimal("1e5", reason: .exponent),
            "「1e5」は数値ではありません: 指数表記は使えません"),
        .init("negative", ShopCoreError.negative("-5"), "「-5」は負の値です。0以上の金額を指定してください"),
        .init(
            "tooManyDecimals", ShopCoreError.tooManyDecimals("33.3333333333333", limit: 12),
            "「33.3333333333333」は小数が多すぎます（12桁まで）"),
        .init(
            "tooLarge", ShopCoreError.tooLarge("1000000000000000"),
            "「1000000000000000」は大きすぎて正確に計算できません。10^15未満にしてください"),
        .init("divisionByZero", ShopCoreError.divisionByZero, "0で割っています"),
        .init(
            "unknownCurrency", ShopCoreError.unknownCurrency("XYZ"),
            "通貨「XYZ」には対応していません。JPY、USD、EUR、CHF など、現行の ISO 4217 通貨コードを指定してください"),
        .init("currencyMismatch", ShopCoreError.currencyMismatch("$5", expected: .jpy), "「$5」は JPY の金額ではありません"),
        .init(
            "invalidUnit", ShopCoreError.invalidUnit("0.005", currency: .usd),
            "端数処理の単位「0.005」は USD の最小単位（0.01）の正の倍数ではありません"),
        .init(
            "unknownRoundingMode", ShopCoreError.unknownRoundingMode("nearest"),
            "端数処理の方法「nearest」はありません。down, up, half-up, half-even のいずれかを指定してください"),
        .init("nonPositiveUnit", ShopCoreError.nonPositiveUnit("0"), "単位「0」は0以下です。0より大きい値を指定してください"),
        .init(
            "exactValueTooLarge", ShopCoreError.exactValueTooLarge(digits: 4000), "正確な結果が4000桁を超えるため、正確に計算できません"),
        .init("mixedCurrencies", ShopCoreError.mixedCurrencies(.jpy, .usd), "JPY と USD の金額は合わせて計算できません"),
        .init("notAPercentage", ShopCoreError.notAPercentage("abc%"), "「abc%」は百分率ではありません"),
        .init("percentageOutOfRange", ShopCoreError.percentageOutOfRange("120%"), "百分率「120%」は0から100の間ではありません"),
    ]

    static let bargain: [ErrorTextCase] = [
        .init("rateOutOfRange", BargainError.rateOutOfRange(120), "割引率 120% は 0〜100% の範囲外です"),
        .init(
            "notARate", BargainError.notARate("abc"),
            "割引率「abc」はパーセントではありません。30 や 30% のように 0〜100 の数を指定してください"),
        .init("sliderOutOfRange", BargainError.sliderOutOfRange(Decimal(string: "1.5")!), "スライダーの位置 1.5 は 0〜1 の範囲外です"),
        .init("notASliderPosition", BargainError.notASliderPosition("half"), "スライダーの位置「half」は 0〜1 の数ではありません"),
        .init("sliderStepOutOfRange", BargainError.sliderStepOutOfRange(25), "スライダーの刻み 25 は 1〜19 の範囲外です"),
        .init(
            "segmentOutOfRange", BargainError.segmentOutOfRange("7"),
            "プリセット「7」はありません。1〜4（1 = 20%、2 = 30%、3 = 40%、4 = 50%）のいずれかを指定してください"),
        .init(
            "notASegment", BargainError.notASegment("two"),
            "プリセット「two」は番号ではありません。1〜4（1 = 20%、2 = 30%、3 = 40%、4 = 50%）のいずれかを指定してください"),
        .init(
            "currencyMismatch", BargainError.currencyMismatch(price: Money(5, .usd), expected: .jpy),
            "価格$5.00は JPY ではなく USD です"),
        .init(
            "notADiscountStep", BargainError.notADiscountStep("abc"),
            "割引「abc」はパーセント（10%）でも値引き額（100、¥100）でもありません"),
        .init("noDiscountSteps", BargainError.noDiscountSteps, "割引の指定がありません。割引率か値引き額を指定してください"),
        .init(
            "amountOffAbovePrice",
            BargainError.amountOffAbovePrice(step: 2, off: Money(900, .jpy), price: Money(800, .jpy)),
            "2段目: 値引き900円がその時点の価格800円を超えています"),
        .init("summedRateOutOfRange", BargainError.summedRateOutOfRange(110), "割引率を足すと 110% になり、100% を超えています"),
        .init(
            "notAnOffer", BargainError.notAnOffer("298"),
            "「298」は「価格/量」の形ではありません。298/450g、398/12、2x298/450g のように指定してください"),
        .init(
            "notAQuantity", BargainError.notAQuantity("450kl"),
            "量「450kl」は0より大きい数と単位（g、kg、oz、lb、ml、l、fl oz、gal、個数: 12、12個、12ロール、12pcs）ではありません"),
        .init("packCountOutOfRange", BargainError.packCountOutOfRange("0"), "個数「0」は1から1000までの整数ではありません"),
        .init("noOffers", BargainError.noOffers, "比べる商品がありません"),
        .init(
            "incomparable", BargainError.incomparable("298/450g", .mass, "158/500ml", .volume),
            "298/450g（重さ）と 158/500ml（容量）は比べられません"),
        .init(
            "basisDoesNotFit", BargainError.basisDoesNotFit("1l", .count),
            "1lあたりでは比べられません。商品は個数で売られています"),
        .init(
            "tooPreciseToCompare", BargainError.tooPreciseToCompare(["1/0.1g", "2/0.3g"]),
            "1/0.1g、2/0.3g は正確に比べられません（計算が38桁を超えます）。価格と量の小数の桁を減らしてください"),
        .init("money", BargainError.money(.negative("-5")), "「-5」は負の値です。0以上の金額を指定してください"),
    ]

    static let warikan: [ErrorTextCase] = [
        .init("peopleOutOfRange", WarikanError.peopleOutOfRange(0), "人数 0 は 1〜100000 の範囲外です"),
        .init(
            "invalidWeight", WarikanError.invalidWeight("0", person: "Aki"),
            "Akiの比率「0」は正の数ではありません。0より大きい数を指定してください"),
        .init(
            "emptyName", WarikanError.emptyName(":2"),
            "「:2」には名前がありません。NAME、NAME:WEIGHT、NAME=AMOUNT のいずれかの形で指定してください"),
        .init(
            "unsafeCharacter", WarikanError.unsafeCharacter(name: "A\nB", scalar: "\n"),
            "名前「A\\nB」に制御文字（U+000A）が含まれています"),
        .init("duplicateName", WarikanError.duplicateName("Aki"), "名前「Aki」が2回出てきます。別々の名前にしてください"),
        .init(
            "sameNameWrittenTwice", WarikanError.sameNameWrittenTwice("Ａki", "Aki", as: "Aki"),
            "名前「Ａki」と「Aki」はどちらも「Aki」と読みます。別々の名前にしてください"),
        .init(
            "namesDifferOnlyInCase", WarikanError.namesDifferOnlyInCase("Aki", "aki"),
            "「Aki」と「aki」は大文字と小文字が違うだけです。同じ人の名前はどこでも同じ書き方にしてください"),
        .init(
            "unknownMode", WarikanError.unknownMode("half"),
            "「half」という割り勘の方法はありません。absorb（幹事負担）、up（切り上げ）、spread（端数配分）のどれかを指定してください"),
        .init("unknownOrganizer", WarikanError.unknownOrganizer("Bob"), "幹事「Bob」は参加者の中にいません"),
        .init("fixedOrganizer", WarikanError.fixedOrganizer("Aki"), "幹事「Aki」に固定額は指定できません。幹事は残りを分担します"),
        .init(
            "fixedExceedTotal", WarikanError.fixedExceedTotal(fixed: Money(150, .jpy), total: Money(100, .jpy)),
            "固定額を足すと150円になり、合計100円を超えています"),
        .init(
            "fixedDoNotAddUp", WarikanError.fixedDoNotAddUp(fixed: Money(9000, .jpy), total: Money(10000, .jpy)),
            "全員が固定額ですが、足すと9,000円になり、合計10,000円と合いません"),
        .init(
            "notPayable", WarikanError.notPayable(Money(Decimal(string: "10.005")!, .usd)),
            "「10.005」は USD の最小単位（0.01）で払える金額ではありません"),
        .init(
            "tooLargeToSplit", WarikanError.tooLargeToSplit(Money(100000, .jpy)),
            "100,000円をこの条件で割り勘すると38桁を超え、正確に計算できません。単位をもっと単純にするか、比率の小数を減らしてください"),
        .init(
            "whoPays", WarikanError.whoPays(given: [.cart, .weights]),
            "誰が払うかの指定（カートと比率）がぶつかっています。1つにしてください"),
        .init(
            "chargeNeedsCart", WarikanError.chargeNeedsCart(.service, splitting: .bill),
            "サービス料は明細には加えられません。明細には明細自身の料金が書かれています"),
        .init("tipBaseWithoutTip", WarikanError.tipBaseWithoutTip, "チップがないのに、チップの計算の元が指定されています"),
        .init(
            "money", WarikanError.money(.tooManyDecimals("0.0000000000001", limit: 12)),
            "「0.0000000000001」は小数が多すぎます（12桁まで）"),
    ]
}
