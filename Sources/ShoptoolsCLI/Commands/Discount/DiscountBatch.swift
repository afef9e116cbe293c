import Bargain
import CommandLineKit
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
/// ``StackedDiscount`` (steps), which compute it or say what is wrong. With `--json` every line is
/// the library's ``Discount`` or ``StackedDiscount``, written as `discount --json` writes one.
struct DiscountBatch: BatchAnswerer {
    private let request: DiscountRequest
    private let calculator: DiscountCalculator
    private let chain: DiscountChain?
    private let scanner: AmountScanner
    private let digits: Int

    static func run(_ request: DiscountRequest, context: Context) throws(CLIError) {
        try BatchLines.run(context, json: request.json, try DiscountBatch(request))
    }

    private init(_ request: DiscountRequest) throws(CLIError) {
        let state = request.template
        do {
            calculator = try DiscountCalculator(rate: state.rate.value, unit: state.unit, rounding: state.rounding)
        } catch {
            throw .data(error)
        }
        self.request = request
        let currency = request.currency
        chain = DiscountChain(
            steps: request.steps ?? [.percent(state.rate)], unit: state.unit,
            rounding: state.rounding, sum: request.sum)
        scanner = AmountScanner(currency: currency)
        digits = currency.minorUnitDigits
    }

    mutating func answer(_ line: UnsafeBufferPointer<UInt8>, number: Int, to output: inout [UInt8]) throws(CLIError) {
        let original = try price(line, number: number)
        if request.json {
            if let steps = request.steps {
                try JSONOutput.append(try stacked(original, steps: steps, number: number), to: &output)
            } else {
                let discount: Discount
                do {
                    discount = try request.template.discount(of: Money(original.decimal, request.currency))
                } catch {
                    throw .data(error, label: .line(number))
                }
                try JSONOutput.append(discount, to: &output)
            }
            return
        }
        let price: ExactDecimal
        if let fast = chain?.price(original) {
            price = fast
        } else if let steps = request.steps {
            output.append(contentsOf: try stacked(original, steps: steps, number: number).price.machineText.utf8)
            return
        } else {
            do { price = try calculator.price(original) } catch { throw .data(error, label: .line(number)) }
        }
        price.appendText(to: &output, minimumFractionDigits: digits, groupingSeparator: nil)
    }

    /// One line's stacked discount through ``StackedDiscount``.
    private func stacked(_ original: ExactDecimal, steps: [DiscountStep], number: Int) throws(CLIError) -> StackedDiscount {
        let state = request.template
        let discount: StackedDiscount
        do {
            discount = try StackedDiscount(
                original: Money(original.decimal, request.currency), steps: steps, unit: state.unit,
                rounding: state.rounding, sum: request.sum)
        } catch {
            throw .data(error, label: .line(number))
        }
        return discount
    }

    /// The price on one line (not blank), refused when finer than the currency's minor unit.
    private func price(_ line: UnsafeBufferPointer<UInt8>, number: Int) throws(CLIError) -> ExactDecimal {
        do {
            let price =
                try ExactDecimal.parseSimple(line) ?? scanner.amount(line)
                ?? AmountParser.exactAmount(
                    String(decoding: line, as: UTF8.self), currency: request.currency, allowsNegative: false)
            try request.currency.checkPayable(price, text: String(decoding: line, as: UTF8.self))
            return price
        } catch {
            throw .data(error, label: .line(number))
        }
    }
}
