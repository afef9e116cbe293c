import Bargain
import CommandLineKit
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
        var bytes: [UInt8] = []
        let template = StackedTemplate(
            currency: discount.price.currency, stages: discount.stages.map { ($0.step, $0.added) }, unit: discount.unit,
            rounding: discount.rounding, sum: discount.isSummed)
        template.append(
            original: { $0 += JSONWriter.quoted(discount.original.machineText).utf8 },
            price: { $0 += JSONWriter.quoted(discount.price.machineText).utf8 },
            saved: { $0 += JSONWriter.quoted(discount.saved.machineText).utf8 },
            effectiveRate: { $0 += JSONWriter.quoted(MoneyFormat.plain(discount.effectiveRate)).utf8 },
            isEffectiveRateExact: discount.isEffectiveRateExact,
            stagePrice: { index, bytes in bytes += JSONWriter.quoted(discount.stages[index].price.machineText).utf8 },
            to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The JSON of a stacked discount with the fields that stay the same
    /// from price to price written once, so that `discount - --off …
    /// --json` writes each line from exact values (``append(original:price:saved:effectiveRate:isEffectiveRateExact:stagePrices:to:)``).
    struct StackedTemplate {
        let currency: Currency
        /// `"currency":…`, then the rate, preset and slider of the first step.
        private let head: [UInt8], rateFields: [UInt8]
        /// `"unit":…,"rounding":…` after the saving.
        private let tailFields: [UInt8]
        /// `"sum":…,"steps":[` after the rate in all.
        private let stepsStart: [UInt8]
        /// Each step's object up to its price: `{"off":"30%"` (and `"added":[…]`).
        private let stepHeads: [[UInt8]]

        init(
            currency: Currency, stages: [(step: DiscountStep, added: [DiscountStep])], unit: Decimal, rounding: RoundingRule,
            sum: Bool
        ) {
            self.currency = currency
            var head = JSONObject()
            head.add("currency", currency.code)
            self.head = head.bytes
            let first = stages.first.flatMap { $0.step.kind == .percent ? $0.step.value : nil }
            var rate = JSONObject()
            rate.add("rate", first.map(MoneyFormat.plain))
            rate.add("segment", first.flatMap { Segment(rate: $0)?.rawValue })
            rate.add("slider", first.map { MoneyFormat.plain($0.shifted(byPowerOfTen: -2)) })
            rateFields = Array(rate.bytes.dropFirst())
            var tail = JSONObject()
            tail.add("unit", MoneyFormat.plain(unit))
            tail.add("rounding", rounding.rawValue)
            tailFields = Array(tail.bytes.dropFirst())
            var steps = JSONObject()
            steps.add("sum", sum)
            stepsStart = Array(steps.bytes.dropFirst()) + Array(",\"steps\":[".utf8)
            stepHeads = stages.map { stage in
                var step = JSONObject()
                step.add("off", stage.step.description)
                if stage.added.count > 1 { step.add("added", stage.added.map(\.description)) }
                return step.bytes
            }
        }

        /// The object from exact values: the batch loop, without a round trip through `Decimal`.
        func append(
            original: ExactDecimal, price: ExactDecimal, saved: ExactDecimal, effectiveRate: ExactDecimal,
            isEffectiveRateExact: Bool, stagePrices: [ExactDecimal], to bytes: inout [UInt8]
        ) {
            let digits = currency.minorUnitDigits
            append(
                original: { JSONWriter.exact(original, digits: digits, to: &$0) },
                price: { JSONWriter.exact(price, digits: digits, to: &$0) },
                saved: { JSONWriter.exact(saved, digits: digits, to: &$0) },
                effectiveRate: { JSONWriter.exact(effectiveRate, digits: 0, to: &$0) },
                isEffectiveRateExact: isEffectiveRateExact,
                stagePrice: { JSONWriter.exact(stagePrices[$0], digits: digits, to: &$1) }, to: &bytes)
        }

        /// The keys between the fields that change, as bytes once (appending a `String`'s UTF-8 a line costs more).
        private static let originalKey = Array(#","original":"#.utf8), priceKey = Array(#","price":"#.utf8)
        private static let savedKey = Array(#","saved":"#.utf8), rateKey = Array(#","effective_rate":"#.utf8)
        private static let exactKey = Array(#","effective_rate_exact":"#.utf8)

        fileprivate func append(
            original: (inout [UInt8]) -> Void, price: (inout [UInt8]) -> Void, saved: (inout [UInt8]) -> Void,
            effectiveRate: (inout [UInt8]) -> Void, isEffectiveRateExact: Bool,
            stagePrice: (Int, inout [UInt8]) -> Void, to bytes: inout [UInt8]
        ) {
            bytes += head
            bytes += Self.originalKey
            original(&bytes)
            bytes.append(UInt8(ascii: ","))
            bytes += rateFields
            bytes += Self.priceKey
            price(&bytes)
            bytes += Self.savedKey
            saved(&bytes)
            bytes.append(UInt8(ascii: ","))
            bytes += tailFields
            bytes += Self.rateKey
            effectiveRate(&bytes)
            bytes += Self.exactKey
            bytes += isEffectiveRateExact ? Self.trueBytes : Self.falseBytes
            bytes.append(UInt8(ascii: ","))
            bytes += stepsStart
            for (index, stepHead) in stepHeads.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes += stepHead
                bytes += Self.priceKey
                stagePrice(index, &bytes)
                bytes.append(UInt8(ascii: "}"))
            }
            bytes += Self.end
        }

        private static let trueBytes = Array("true".utf8), falseBytes = Array("false".utf8), end = Array("]}".utf8)
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
