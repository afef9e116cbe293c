import Bargain
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `shoptools discount - …`: one price a line in, one result a line out
/// (``BatchLines``: a blank line gives a blank line, `null` in JSON Lines).
///
/// Plain ASCII prices take `ExactDecimal.parseSimple` and the common
/// formatted ones (`¥12,345`, `１２，３４５円`) ``AmountScanner``, both
/// straight from the bytes; anything else goes through the full
/// ``AmountParser`` with its messages. The arithmetic is Bargain's
/// `DiscountChain`, one rate or any chain of steps prepared once for the
/// batch; a price it cannot take (beyond 64 bits on the way, or one the
/// general path refuses) goes through `DiscountCalculator` (one rate) or
/// ``StackedDiscount`` (steps), which compute it or say what is wrong.
struct DiscountBatch: BatchAnswerer {
    private let request: DiscountRequest
    private let calculator: DiscountCalculator
    private let chain: DiscountChain?
    private let template: DiscountRenderer.Template?
    private let stackedTemplate: DiscountRenderer.StackedTemplate?
    /// The price after each step of the line at hand (JSON of several steps), reused from line to line.
    private var stagePrices: [ExactDecimal] = []
    private let scanner: AmountScanner
    private let digits: Int

    static func run(_ request: DiscountRequest, context: Context) throws(CLIError) {
        try BatchLines.run(context, json: request.json, try DiscountBatch(request))
    }

    private init(_ request: DiscountRequest) throws(CLIError) {
        let state = request.template
        do {
            calculator = try DiscountCalculator(rate: state.rate, unit: state.unit, rounding: state.rounding)
        } catch {
            throw .data(error)
        }
        self.request = request
        let currency = request.currency
        chain = DiscountChain(
            steps: request.steps ?? [(try? DiscountStep(percentOff: state.rate))].compactMap { $0 }, unit: state.unit,
            rounding: state.rounding, sum: request.sum)
        template =
            request.json && request.steps == nil
            ? DiscountRenderer.Template(
                currency: currency, rate: state.rate, segment: state.segment,
                slider: state.slider, unit: state.unit, rounding: state.rounding)
            : nil
        stackedTemplate =
            request.json && request.steps != nil
            ? chain.map {
                DiscountRenderer.StackedTemplate(
                    currency: currency, stages: $0.applied, unit: state.unit, rounding: state.rounding, sum: request.sum)
            }
            : nil
        scanner = AmountScanner(currency: currency)
        digits = currency.minorUnitDigits
    }

    mutating func answer(_ line: UnsafeBufferPointer<UInt8>, number: Int, to output: inout [UInt8]) throws(CLIError) {
        let original = try price(line, number: number)
        if let stackedTemplate, let summary = chain?.stages(original, into: &stagePrices) {
            stackedTemplate.append(
                original: original, price: summary.price, saved: summary.saved, effectiveRate: summary.effectiveRate,
                isEffectiveRateExact: summary.isEffectiveRateExact, stagePrices: stagePrices, to: &output)
            return
        }
        if let steps = request.steps, request.json {
            output.append(contentsOf: try stacked(original, steps: steps, number: number).utf8)
            return
        }
        let price: ExactDecimal
        if let fast = chain?.price(original) {
            price = fast
        } else if let steps = request.steps {
            output.append(contentsOf: try stacked(original, steps: steps, number: number).utf8)
            return
        } else {
            do { price = try calculator.price(original) } catch { throw .data(error, label: .line(number)) }
        }
        if let template {
            let saved: ExactDecimal
            do { saved = try original - price } catch { throw .data(error, label: .line(number)) }
            template.append(original: original, price: price, saved: saved, to: &output)
        } else {
            price.appendText(to: &output, minimumFractionDigits: digits, groupingSeparator: nil)
        }
    }

    /// One line's stacked discount through ``StackedDiscount``: its price, or its JSON object.
    private func stacked(_ original: ExactDecimal, steps: [DiscountStep], number: Int) throws(CLIError) -> String {
        let state = request.template
        let discount: StackedDiscount
        do {
            discount = try StackedDiscount(
                original: Money(original.decimal, request.currency), steps: steps, unit: state.unit,
                rounding: state.rounding, sum: request.sum)
        } catch {
            throw .data(error, label: .line(number))
        }
        return request.json ? DiscountRenderer.json(discount) : discount.price.machineText
    }

    /// The price on one line (not blank).
    private func price(_ line: UnsafeBufferPointer<UInt8>, number: Int) throws(CLIError) -> ExactDecimal {
        if let simple = ExactDecimal.parseSimple(line) { return simple }
        if let formatted = scanner.amount(line) { return formatted }
        do {
            return try AmountParser.exactAmount(
                String(decoding: line, as: UTF8.self), currency: request.currency, allowsNegative: false)
        } catch {
            throw .data(error, label: .line(number))
        }
    }
}
