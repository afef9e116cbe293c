import CommandLineKit
import ShopCore
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything `split` was asked (a total, `--bill FILE` or `--from-cart`, and in a session the
/// cart), each value read once by the table.
///
/// A bill's or a cart's file decides the currency
/// its amounts are read in; they are screened with the words and read once it is read.
struct SplitRequest: AmountsRequest {
    /// The positional words: `TOTAL`, or the REPL's head count `N`.
    var words: [String] = []
    /// `TOTAL` read in the command line's currency, when the total is what is split.
    var total: Decimal?
    var people: Int?
    var weights: [Warikan.Participant]?
    /// `--person SPEC`, each as typed (a fixed amount is read in the currency of what is split).
    var persons: [String] = []
    var organizer: String?
    var unit: CurrencyDependent<Decimal>?
    var mode: Warikan.Mode?
    var json = false
    var currencyGiven: Currency?
    var bill: String?
    var fromCart = false
    var cart: String?
    var service: CurrencyDependent<Warikan.Bill.Charge.Value>?
    var taxCharge: CurrencyDependent<Warikan.Bill.Charge.Value>?
    var tip: CurrencyDependent<Warikan.Bill.Charge.Value>?
    var tipOn: TipBase?
    var cover: CurrencyDependent<Decimal>?
    var chargeRounding: RoundingRule?
    var amounts = AmountCurrency()

    /// Whether a total given on the command line is what is split (no bill, no cart, no session).
    private(set) var splitsTotal = false

    mutating func prepare(_ invocation: Invocation) throws(CLIError) {
        let fileDecides = bill != nil || (fromCart && invocation.session == nil)
        amounts = try .of(currencyGiven, invocation, fileDecides: fileDecides)
        splitsTotal = invocation.session == nil && bill == nil && !fromCart
    }

    /// Whether the options ask for an itemized split of the cart (charges or `--from-cart`).
    var isItemized: Bool {
        fromCart || service != nil || taxCharge != nil || tip != nil || tipOn != nil || cover != nil
    }
}
