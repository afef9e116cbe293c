import CommandLineKit
import Settle
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything `settle` was asked, each value read once by the table; the group file is named, not yet read.
struct SettleRequest: AmountsRequest {
    /// `FILE`, and the words after it (the LINE of `--fix`, the people of `--init`, the copies of `--merge`).
    var path = ""
    var rest: [String] = []
    var add: String?
    var entryDate: CalendarDay?
    var fix: EntryID?
    var drop: EntryID?
    var expenses = false
    var asOf: CalendarDay?
    var initGroup = false
    var merge = false
    var removeMerged = false
    var giveIDs = false
    var unit: CurrencyDependent<Decimal>?
    var organizer: String?
    var via: String?
    var perCurrency = false
    var from: ImportApp?
    var rates: [ExchangeRate] = []
    var export: ExportFormat?
    /// `--account-prefix`, checked against the export's format before the file is read.
    var accountPrefix: String?
    var withPlan = false
    var bom = false
    var currencyGiven: Currency?
    var json = false
    var amounts = AmountCurrency()

    /// The first option given that writes FILE (`add`, `fix`, `drop`, `merge`, `ids`, `init`), which
    /// needs FILE to be a file, not a pipe; nil when FILE is only read.
    var rewritingOption: String? {
        // In turn, each declaration made only when its option is given (a list of them would be made each time).
        if add != nil { return TypedOption<String>.add.spec.name }
        if fix != nil { return TypedOption<EntryID>.fix.spec.name }
        if drop != nil { return TypedOption<EntryID>.drop.spec.name }
        if merge { return TypedOption<Bool>.merge.spec.name }
        if giveIDs { return TypedOption<Bool>.giveIDs.spec.name }
        if initGroup { return TypedOption<Bool>.initGroup.spec.name }
        return nil
    }

    /// A group file's currency line decides, over `--currency` too; an export is in the currencies it
    /// names, and a `--currency` given must be its.
    mutating func prepare(_ invocation: Invocation) throws(CLIError) {
        amounts = try .of(currencyGiven, invocation, by: from == nil ? .file : .fileUnlessGiven)
    }
}

extension Binding where Failure == CLIError, Request == SettleRequest {
    /// `--rate CODE=RATE`, repeatable, into ``SettleRequest/rates``: a second rate of one currency is refused
    /// with the words, whatever the export holds (a rate of the group's own currency, once it is read).
    static var rates: Binding {
        Binding(TypedOption<ExchangeRate>.importRate.spec) { (request, text) throws(CLIError) in
            let rate = try TypedOption<ExchangeRate>.importRate.parse(text ?? "")
            if request.rates.contains(where: { $0.currency == rate.currency }) {
                throw .data(SettleError.rateGivenTwice(rate.currency.code))
            }
            request.rates.append(rate)
        }
    }
}
