import Bargain
import Cart
import CommandLineKit
import Points
import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which cart: `--cart PATH`, `--currency` for a new one, `--no-save` for one in memory.
struct CartLocation: Sendable {
    var path: String?
    var currency: Currency?
    var noSave = false
}

/// Everything a cart action (`cart add` … and the REPL's verbs), `cart` or `repl` was asked:
/// one request for the family, since its actions share the cart's location and most options;
/// each action's table binds only the fields it takes, and each value is read once.
///
/// Amounts are read in the cart's currency, which its file records: they are screened with
/// the words and read once the cart is open (``CurrencyDependent``), unless the session's cart
/// or `--currency` decides it.
struct CartRequest: AmountsRequest {
    var location = CartLocation()
    /// The positional words of `cart` and `repl` (none is taken: each is refused).
    var words: [String] = []
    /// `add AMOUNT`, `coupon AMOUNT|PCT%`, `budget AMOUNT`: the amount given.
    var amount: CurrencyDependent<Decimal>?
    /// `coupon PCT%` or `coupon AMOUNT`.
    var coupon: CurrencyDependent<Coupon>?
    /// `coupon clear`, `budget clear`: the REPL's way to say `--clear`.
    var clearWord: String?
    /// `remove N`.
    var number: Int?
    var label: String?
    var quantity: Int?
    var offs: [CurrencyDependent<DiscountStep>] = []
    var tax: Percentage?
    var included = false
    var sharers: [Cart.Sharer]?
    var withinBudget = false
    var taxRounding: RoundingRule?
    var perItem = false
    var rules: [PointRule] = []
    var rulesFile: String?
    var spent: CurrencyDependent<Decimal>?
    var receiptExport: ReceiptExport?
    var clear = false
    var yes = false
    var json = false
    var amounts = AmountCurrency()

    mutating func prepare(_ invocation: Invocation) throws(CLIError) {
        let sessionCart = invocation.session != nil && location.path == nil
        amounts = try .of(location.currency, invocation, by: sessionCart ? .commandLine : .fileUnlessGiven)
    }
}

extension PositionalBinding where Failure == CLIError, Request == CartRequest {
    /// `AMOUNT`, optional (at most one, `what` names it when there are more), into `field`.
    static func amount(
        what: CLIMessage.Expected, _ store: @escaping @Sendable (inout CartRequest, CurrencyDependent<Decimal>) -> Void
    ) -> PositionalBinding {
        PositionalBinding(
            check: { (words) throws(CLIError) in try Values.expectAtMost(1, words, what: what) },
            fill: {
                (request, words) throws(CLIError) in
                guard let text = words.first else { return }
                let amount = CurrencyDependent(text: text) { (text, currency) throws(CLIError) in
                    try Values.amount(text, currency: currency)
                }
                store(&request, try amount.reading(in: request.amounts))
            })
    }
}
