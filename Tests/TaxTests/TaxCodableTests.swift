import ShopCore
import Tax
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A taxed price, a receipt and a coupon each have one JSON shape, written in their order.
///
/// The shape `tax --json` prints, and the figures `cart receipt --json` prints. Decoding computes them
/// again; an app's plain `JSONEncoder` writes the same fields.
@Suite struct TaxCodableTests {
    @Test func aTaxedPriceIsWhatTaxJSONPrints() throws {
        let price = try TaxedPrice(
            Money(Decimal(string: "72.50")!, .usd), rate: Percentage(parsingTaxRate: "8.875"), basis: .excluded,
            rounding: .toNearestOrAwayFromZero)
        let json = try JSONWriter.encoded(price)
        #expect(
            json
                == #"{"currency":"USD","rate":"8.875","given":"excluded","excluded":"72.50","tax":"6.43","included":"78.93","#
                + #""rounding":"half-up","unit":"0.01"}"#)
        #expect(try JSONText.decoded(TaxedPrice.self, json) == price)
        #expect(try JSONText.plainTree(price) == JSONText.tree(json))
        #expect(
            JSONText.refusal(TaxedPrice.self, json.replacing(#""tax":"6.43""#, with: #""tax":"6.44""#))
                == "tax does not follow from the price 72.50 excluded at 8.875%")
    }

    @Test func aPriceWithTaxIncludedReadsFromItsIncludedPrice() throws {
        let price = try TaxedPrice(Money(1000, .jpy), rate: .standard, basis: .included)
        let json = try JSONWriter.encoded(price)
        #expect(
            json
                == #"{"currency":"JPY","rate":"10","given":"included","excluded":"910","tax":"90","included":"1000","#
                + #""rounding":"down","unit":"1"}"#)
        #expect(try JSONText.decoded(TaxedPrice.self, json) == price)
    }

    static func receipt() throws -> Receipt {
        try Receipt(
            currency: .jpy,
            lines: [
                Receipt.Line(amount: Money(198, .jpy), category: TaxCategory(rate: .reduced, basis: .excluded)),
                Receipt.Line(amount: Money(460, .jpy), category: TaxCategory(rate: .standard, basis: .excluded)),
            ],
            coupons: [Coupon(amount: Money(100, .jpy))])
    }

    @Test func aReceiptWritesItsLinesThenTheFiguresCartReceiptPrints() throws {
        let receipt = try Self.receipt()
        let json = try JSONWriter.encoded(receipt)
        #expect(
            json
                == #"{"currency":"JPY","lines":[{"amount":"198","rate":"8","basis":"excluded"},"#
                + #"{"amount":"460","rate":"10","basis":"excluded"}],"subtotal":"658","coupons":[{"coupon":"100","amount":"100"}],"#
                + #""discount":"100","groups":[{"rate":"10","basis":"excluded","amount":"460","discount":"69","taxable":"391","#
                + #""tax":"39","per_item_tax":"39"},{"rate":"8","basis":"excluded","amount":"198","discount":"31","taxable":"167","#
                + #""tax":"13","per_item_tax":"13"}],"tax":"52","total":"610","rounding":"down","unit":"1","per_item_tax":"52","#
                + #""per_item_total":"610"}"#)
        #expect(try JSONText.decoded(Receipt.self, json) == receipt)
        #expect(try JSONText.plainTree(receipt) == JSONText.tree(json))
        #expect(
            JSONText.refusal(Receipt.self, json.replacing(#""total":"610""#, with: #""total":"600""#))
                == "the figures do not follow from the lines and coupons")
    }

    @Test(arguments: [(#"{"coupon":"100","currency":"JPY"}"#, "100"), (#"{"coupon":"15%"}"#, "15%")])
    func aCouponIsItsText(_ json: String, _ text: String) throws {
        let coupon = try JSONText.decoded(Coupon.self, json)
        #expect(try JSONWriter.encoded(coupon) == json)
        #expect(coupon.description.hasPrefix(text.hasSuffix("%") ? text : "¥"))
        #expect(JSONText.refusal(Coupon.self, #"{"coupon":"100"}"#) == TaxError.invalidCoupon("100").description)
        #expect(JSONText.refusal(Coupon.self, #"{"coupon":"120%"}"#) != nil)
    }
}
