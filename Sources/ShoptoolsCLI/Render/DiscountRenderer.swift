import Bargain
import ShopCore
import ShopText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a discount is shown: one line for people, one JSON object for programs.
enum DiscountRenderer {
    /// `¥9,800 − 30% → ¥6,860 (save ¥2,940)` / `9,800円 − 30% → 6,860円（2,940円お得）`.
    static func human(_ discount: Discount, in language: Language) -> String { DiscountText.line(discount, in: language) }

    /// `¥498 − 30% → ¥348 − 10% → ¥313 (save ¥185, ≈37.1% off in all, each step rounded down to a multiple of ¥1)`.
    static func human(_ discount: StackedDiscount, in language: Language) -> String {
        DiscountText.line(discount, in: language)
    }

    /// The `--json` object of stacked steps: the fields of one discount (the
    /// rate, preset and slider those of the first step when it is a
    /// percentage, else null; the final price and saving), then the rate in
    /// all, `sum`, and every step with the price it left.
    static func json(_ discount: StackedDiscount) -> String {
        var object = JSONObject()
        object.add("currency", discount.price.currency.code)
        object.add("original", discount.original)
        let first = discount.stages.first.flatMap { $0.step.kind == .percent ? $0.step.value : nil }
        object.add("rate", first.map(MoneyFormat.plain))
        object.add("segment", first.flatMap { Segment(rate: $0)?.rawValue })
        object.add("slider", first.map { MoneyFormat.plain($0.shifted(byPowerOfTen: -2)) })
        object.add("price", discount.price)
        object.add("saved", discount.saved)
        object.add("unit", MoneyFormat.plain(discount.unit))
        object.add("rounding", discount.rounding.rawValue)
        object.add("effective_rate", MoneyFormat.plain(discount.effectiveRate))
        object.add("effective_rate_exact", discount.isEffectiveRateExact)
        object.add("sum", discount.isSummed)
        object.add(
            "steps",
            discount.stages.map { stage in
                var step = JSONObject()
                step.add("off", stage.step.description)
                if stage.added.count > 1 { step.add("added", stage.added.map(\.description)) }
                step.add("price", stage.price)
                return step
            })
        return object.text
    }

    /// The `--json` object; batch mode writes the same object once a line.
    static func json(_ discount: Discount) -> String {
        var bytes: [UInt8] = []
        Template(discount).append(
            original: discount.original.machineText, price: discount.price.machineText, saved: discount.saved.machineText,
            to: &bytes)
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

        /// `{"currency":…,"original":…,"rate":…,"segment":…,"slider":…,"price":…,"saved":…,"unit":…,"rounding":…}`,
        /// from exact values (the batch loop, without a round trip through `Decimal`).
        func append(original: ExactDecimal, price: ExactDecimal, saved: ExactDecimal, to bytes: inout [UInt8]) {
            let digits = currency.minorUnitDigits
            append(
                { JSONWriter.exact(original, digits: digits, to: &$0) }, { JSONWriter.exact(price, digits: digits, to: &$0) },
                { JSONWriter.exact(saved, digits: digits, to: &$0) }, to: &bytes)
        }

        /// The same object from the amounts' machine texts (`6860`, `68.60`).
        func append(original: String, price: String, saved: String, to bytes: inout [UInt8]) {
            append(
                { $0 += JSONWriter.quoted(original).utf8 }, { $0 += JSONWriter.quoted(price).utf8 },
                { $0 += JSONWriter.quoted(saved).utf8 }, to: &bytes)
        }

        private func append(
            _ original: (inout [UInt8]) -> Void, _ price: (inout [UInt8]) -> Void, _ saved: (inout [UInt8]) -> Void,
            to bytes: inout [UInt8]
        ) {
            bytes.append(UInt8(ascii: "{"))
            JSONWriter.key("currency", first: true, to: &bytes)
            bytes.append(contentsOf: JSONWriter.quoted(currency.code).utf8)
            JSONWriter.key("original", to: &bytes)
            original(&bytes)
            bytes.append(UInt8(ascii: ","))
            bytes.append(contentsOf: rateFields.bytes.dropFirst())
            JSONWriter.key("price", to: &bytes)
            price(&bytes)
            JSONWriter.key("saved", to: &bytes)
            saved(&bytes)
            bytes.append(UInt8(ascii: ","))
            bytes.append(contentsOf: tailFields.bytes.dropFirst())
            bytes.append(UInt8(ascii: "}"))
        }
    }
}
