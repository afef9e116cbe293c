import Bargain
import FoundationEssentials
import ShopCore
import ShopText

/// How a discount is shown: one line for people, one JSON object for programs.
enum DiscountRenderer {
    /// `¥9,800 − 30% → ¥6,860 (save ¥2,940)` / `9,800円 − 30% → 6,860円（2,940円お得）`.
    static func human(_ discount: Discount, in language: Language) -> String { DiscountText.line(discount, in: language) }

    /// The `--json` object; batch mode writes the same object once a line.
    static func json(_ discount: Discount) -> String {
        var bytes: [UInt8] = []
        let template = Template(discount)
        do {
            try template.append(
                original: ExactDecimal(discount.original.amount), price: ExactDecimal(discount.price.amount),
                saved: ExactDecimal(discount.saved.amount), to: &bytes)
        } catch {
            // A computed discount is within the exact range; never reached.
            return "{}"
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The JSON fields that stay the same from price to price, written once.
    struct Template {
        let currency: Currency
        private let rateFields: JSONObject
        private let tailFields: JSONObject

        init(currency: Currency, rate: Decimal, segment: Segment?, slider: Decimal, unit: Decimal, rounding: RoundingRule) {
            self.currency = currency
            var rateFields = JSONObject()
            rateFields.add("rate", MoneyFormat.plain(rate))
            rateFields.add("segment", segment?.rawValue)
            rateFields.add("slider", MoneyFormat.plain(slider))
            self.rateFields = rateFields
            var tailFields = JSONObject()
            tailFields.add("unit", MoneyFormat.plain(unit))
            tailFields.add("rounding", rounding.rawValue)
            self.tailFields = tailFields
        }

        init(_ discount: Discount) {
            self.init(
                currency: discount.price.currency, rate: discount.rate, segment: discount.segment,
                slider: discount.slider, unit: discount.unit, rounding: discount.rounding)
        }

        /// `{"currency":…,"original":…,"rate":…,"segment":…,"slider":…,"price":…,"saved":…,"unit":…,"rounding":…}`
        func append(original: ExactDecimal, price: ExactDecimal, saved: ExactDecimal, to bytes: inout [UInt8]) {
            let digits = currency.minorUnitDigits
            bytes.append(UInt8(ascii: "{"))
            JSONWriter.key("currency", first: true, to: &bytes)
            bytes.append(contentsOf: JSONWriter.quoted(currency.code).utf8)
            JSONWriter.key("original", to: &bytes)
            JSONWriter.exact(original, digits: digits, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            bytes.append(contentsOf: rateFields.bytes.dropFirst())
            JSONWriter.key("price", to: &bytes)
            JSONWriter.exact(price, digits: digits, to: &bytes)
            JSONWriter.key("saved", to: &bytes)
            JSONWriter.exact(saved, digits: digits, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            bytes.append(contentsOf: tailFields.bytes.dropFirst())
            bytes.append(UInt8(ascii: "}"))
        }
    }
}
