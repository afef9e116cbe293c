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
    /// `taxrate`, else outside tax.
    ///
    /// `--tax 0` is outside tax.
    static func tax(_ request: CartRequest, _ invocation: Invocation) throws(CLIError) -> TaxCategory {
        let included = request.included
        if let rate = request.tax {
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
        _ amount: Decimal, _ offs: [CurrencyDependent<DiscountStep>], currency: Currency
    ) throws(CLIError) -> (Decimal, Cart.Item.Discount?) {
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
    static func coupon(_ request: CartRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let language = invocation.context.language
        let clearing = try isClearing(request, invocation)
        let cart = try CartAccess.cart(request.location, invocation)
        do {
            if clearing {
                let (cleared, after) = try cart.clearCoupons()
                invocation.stdout.line(
                    try request.json
                        ? CartRenderer.json(try CartSummary(of: after))
                        : CartText.couponsCleared(cleared.count, try CartSummary(of: after), in: language))
                return .done
            }
            guard let given = request.coupon else {
                let contents = try cart.load()
                let summary = try CartSummary(of: contents)
                if request.json {
                    invocation.stdout.line(try CartRenderer.json(summary, coupons: contents.coupons))
                } else {
                    let list = CartText.coupons(contents.coupons, in: language) ?? CartText.noCoupons(in: language)
                    invocation.stdout.line(list + " · " + CartText.total(summary, in: language))
                }
                return .done
            }
            let coupon = try given.read(in: cart.currency)
            let after = try cart.add(coupon)
            let summary = try CartSummary(of: after)
            invocation.stdout.line(
                try request.json ? CartRenderer.json(summary) : CartText.couponAdded(coupon, summary, in: language))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    /// `coupon AMOUNT|PCT%`, or the REPL's `coupon clear`: the word, read once the cart's currency is known.
    static var couponWord: PositionalBinding<CartRequest, CLIError> {
        PositionalBinding(
            check: { (words) throws(CLIError) in
                try Values.expectAtMost(1, words, what: .one("AMOUNT|PCT%"))
            },
            fill: { (request, words) throws(CLIError) in
                guard let text = words.first else { return }
                if isClearWord(text) {
                    request.clearWord = text
                    return
                }
                request.coupon = try CurrencyDependent(text: text, reader: coupon).reading(in: request.amounts)
            })
    }

    /// `budget AMOUNT`, or the REPL's `budget clear`: the word, read once the cart's currency is known.
    static var budgetWord: PositionalBinding<CartRequest, CLIError> {
        PositionalBinding(
            check: { (words) throws(CLIError) in
                try Values.expectAtMost(1, words, what: .one("AMOUNT"))
            },
            fill: { (request, words) throws(CLIError) in
                guard let text = words.first else { return }
                if isClearWord(text) {
                    request.clearWord = text
                    return
                }
                request.amount = try CurrencyDependent(text: text, reader: budget).reading(in: request.amounts)
            })
    }

    /// A budget: an amount above 0 (a negative one is refused in the budget's words, not the amount reader's).
    private static func budget(_ text: String, currency: Currency) throws(CLIError) -> Decimal {
        if let negative = try? AmountParser.amount(text, currency: currency, allowsNegative: true), negative < 0 {
            throw .cart(CartError.invalidBudget(Money(negative, currency)))
        }
        return try Values.amount(text, currency: currency)
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
    static func budget(_ request: CartRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let language = invocation.context.language
        let clearing = try isClearing(request, invocation)
        let cart = try CartAccess.cart(request.location, invocation)
        do {
            let after: Cart
            if clearing {
                after = try cart.setBudget(nil)
            } else if let given = request.amount {
                let amount = try given.read(in: cart.currency)
                after = try cart.setBudget(Money(amount, cart.currency))
            } else {
                after = try cart.load()
            }
            let summary = try CartSummary(of: after)
            invocation.stdout.line(
                try request.json ? CartRenderer.json(summary) : CartText.budgetSet(summary, in: language))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    /// `cart receipt [--tax-rounding MODE] [--per-item] [--json]`.
    static func receipt(_ request: CartRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let rounding = request.taxRounding ?? .towardZero
        let cart = try CartAccess.cart(request.location, invocation)
        do {
            let contents = try cart.load()
            let receipt = try contents.receipt(rounding: rounding)
            let summary = try CartSummary(of: contents, receipt: receipt)
            if request.receiptExport == .receipt {
                // The receipt to check, in the receipt file's words: `shoptools receipt -` reads it back.
                let labels = contents.items.map(\.label)
                do throws(ReceiptError) {
                    invocation.stdout.write(try PrintedReceipt(receipt, labels: labels).transcript)
                } catch {
                    throw CLIError.data(error)
                }
                return .done
            }
            let perItem = request.perItem
            let earned = try points(on: receipt, request, invocation)
            let language = invocation.context.language
            if request.json {
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
        on receipt: Receipt, _ request: CartRequest, _ invocation: Invocation
    ) throws(CLIError)
        -> PointsEarned?
    {
        let rules = try PointsCommand.rules(request.rules, file: request.rulesFile, invocation)
        let spent = try request.spent?.read(in: receipt.currency) ?? 0
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
    private static func isClearing(_ request: CartRequest, _ invocation: Invocation) throws(CLIError) -> Bool {
        if request.clear {
            if let text = request.clearWord ?? request.coupon?.text ?? request.amount?.text {
                throw .commandUsage(.unexpectedArgument(text, .none(invocation.messageName + " --clear")))
            }
            return true
        }
        return request.clearWord != nil
    }

    /// The REPL's ways to say `--clear`: `clear`, `off`, `クリア`, `解除`.
    private static func isClearWord(_ text: String) -> Bool {
        ["clear", "off", "クリア", "解除"].contains(TextNormalizer.foldedAndTrimmed(text).lowercased())
    }
}
