import Bargain
import Cart
import CommandLineKit
import Points
import ShopCore
import ShopText
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The cart actions of the till: an item's tax, coupons, the budget and the receipt.
enum CartExtras {
    /// An item's tax: `--tax PCT` (and `--included`), else the session's
    /// `taxrate`, else outside tax. `--tax 0` is outside tax.
    static func tax(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> TaxCategory {
        let included = arguments.has(.included)
        if let rate = try arguments.value(.itemTax) {
            return TaxCategory(rate: rate, basis: included ? .included : .excluded)
        }
        if let session = invocation.session?.taxRate {
            return included ? TaxCategory(rate: session.rate, basis: .included) : session
        }
        if included { throw .commandUsage(.optionNeeds(declaration(of: .included).name, declaration(of: .itemTax).name)) }
        return .outsideTax
    }

    /// `amount` after the `--off` steps (`--off 30% --off 100`), each rounded
    /// down to the minor unit as a till does, with the discount to keep on
    /// the item; `amount` itself and nil without any.
    static func afterSteps(
        _ amount: Decimal, _ arguments: Arguments, currency: Currency
    ) throws(CLIError) -> (Decimal, Cart.Item.Discount?) {
        let offs = try arguments.values(.off)
        guard !offs.isEmpty else { return (amount, nil) }
        var steps: [DiscountStep] = []
        for off in offs { steps.append(try off.read(in: currency)) }
        do {
            let discount = try StackedDiscount(original: Money(amount, currency), steps: steps)
            return (discount.price.amount, Cart.Item.Discount(discount))
        } catch {
            throw .data(error)
        }
    }

    /// `cart coupon AMOUNT|PCT%`, `cart coupon --clear` (`coupon clear` in
    /// the REPL), and `cart coupon` alone: the coupons and the total.
    static func coupon(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let language = invocation.context.language
        try Values.expectAtMost(1, arguments, what: .one("AMOUNT|PCT%"))
        let cart = try CartAccess.cart(arguments, invocation)
        let text = arguments.positionals.first
        let clearing = try isClearing(arguments, invocation)
        do {
            if clearing {
                let (cleared, after) = try cart.clearCoupons()
                invocation.stdout.line(
                    try arguments.has(.json)
                        ? CartRenderer.json(try CartSummary(of: after))
                        : CartText.couponsCleared(cleared.count, try CartSummary(of: after), in: language))
                return .done
            }
            guard let text else {
                let contents = try cart.load()
                let summary = try CartSummary(of: contents)
                if arguments.has(.json) {
                    invocation.stdout.line(try CartRenderer.json(summary, coupons: contents.coupons))
                } else {
                    let list = CartText.coupons(contents.coupons, in: language) ?? CartText.noCoupons(in: language)
                    invocation.stdout.line(list + " · " + CartText.total(summary, in: language))
                }
                return .done
            }
            let coupon = try self.coupon(text, currency: cart.currency)
            let after = try cart.add(coupon)
            let summary = try CartSummary(of: after)
            invocation.stdout.line(
                try arguments.has(.json) ? CartRenderer.json(summary) : CartText.couponAdded(coupon, summary, in: language))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    /// `10%` is a percentage of the subtotal; anything else an amount or expression.
    private static func coupon(_ text: String, currency: Currency) throws(CLIError) -> Coupon {
        let read = try PercentOrAmount.read(
            text, maximumPercentDecimals: Percentage.maximumTaxDecimals,
            percentError: { _ in CLIError.data(TaxError.invalidCoupon(text)) },
            amount: { (text: String) throws(CLIError) -> Decimal in try Values.amount(text, currency: currency) })
        do {
            switch read {
            case .percent(let percentage): return try Coupon(percent: percentage)
            case .amount(let amount): return try Coupon(amount: Money(amount, currency))
            }
        } catch {
            throw .data(error)
        }
    }

    /// `cart budget AMOUNT`, `cart budget --clear` (`budget clear` in the REPL),
    /// and `cart budget` alone: the budget and what is left.
    static func budget(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let language = invocation.context.language
        try Values.expectAtMost(1, arguments, what: .one("AMOUNT"))
        let cart = try CartAccess.cart(arguments, invocation)
        let text = arguments.positionals.first
        let clearing = try isClearing(arguments, invocation)
        do {
            let after: Cart
            if clearing {
                after = try cart.setBudget(nil)
            } else if let text {
                // A negative budget is refused in the budget's words (above 0), not the amount reader's (0 or more).
                if let negative = try? AmountParser.amount(text, currency: cart.currency, allowsNegative: true), negative < 0 {
                    throw CartError.invalidBudget(Money(negative, cart.currency))
                }
                let amount = try Values.amount(text, currency: cart.currency)
                after = try cart.setBudget(Money(amount, cart.currency))
            } else {
                after = try cart.load()
            }
            let summary = try CartSummary(of: after)
            invocation.stdout.line(
                try arguments.has(.json) ? CartRenderer.json(summary) : CartText.budgetSet(summary, in: language))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    /// `cart receipt [--tax-rounding MODE] [--per-item] [--json]`.
    static func receipt(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        try Values.expectAtMost(0, arguments, what: .none("receipt"))
        let rounding = try arguments.value(.taxRounding) ?? .towardZero
        let cart = try CartAccess.cart(arguments, invocation)
        do {
            let contents = try cart.load()
            let receipt = try contents.receipt(rounding: rounding)
            let summary = try CartSummary(of: contents, receipt: receipt)
            let perItem = arguments.has(.perItem)
            let earned = try points(on: receipt, arguments, invocation)
            let language = invocation.context.language
            if arguments.has(.json) {
                invocation.stdout.line(try ReceiptRenderer.json(contents, receipt, perItem: perItem, points: earned))
            } else {
                invocation.stdout.write(ReceiptRenderer.human(contents, receipt, summary, perItem: perItem, in: language))
                if let earned {
                    invocation.stdout.line("")
                    for line in try PointsRenderer.lines(earned, comparison: nil, offer: "", in: language) {
                        invocation.stdout.line(line)
                    }
                }
            }
        } catch let error as CLIError {
            throw error
        } catch let error as CartError {
            throw .cart(error)
        } catch {
            throw .data(error)
        }
        return .done
    }

    /// The points `receipt` earns under `--rule`/`--rules`, less `--use-points`; nil when no rule was given.
    private static func points(
        on receipt: Receipt, _ arguments: Arguments, _ invocation: Invocation
    ) throws(CLIError)
        -> PointsEarned?
    {
        let rules = try PointsCommand.rules(arguments, invocation)
        let spent = try PointsCommand.spent(arguments, receipt.currency)
        if rules.isEmpty && spent != 0 {
            throw .commandUsage(.optionNeeds(declaration(of: .usePoints).name, declaration(of: .pointRule).name))
        }
        // An empty cart earns nothing: its receipt is shown as without rules.
        guard !rules.isEmpty, !receipt.lines.isEmpty else { return nil }
        do {
            return try PointsEarned(try PointPurchase(receipt: receipt, pointsSpent: spent), rules: rules)
        } catch {
            throw .data(error)
        }
    }

    /// Whether `--clear` was given, or the REPL's way to say it (`clear`, `off`, `クリア`, `解除`);
    /// `--clear` with a value besides is a usage error of `command`.
    private static func isClearing(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Bool {
        let text = arguments.positionals.first
        if arguments.has(.clear) {
            if let text { throw .commandUsage(.unexpectedArgument(text, .none(invocation.messageName + " --clear"))) }
            return true
        }
        return text.map { ["clear", "off", "クリア", "解除"].contains(TextNormalizer.foldedAndTrimmed($0).lowercased()) } == true
    }
}
