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
    /// `--person SPEC`, each read with the words (a fixed amount once the currency of what is split is known).
    var persons: [PersonSpec] = []
    /// Their names, each refused when given before or when it differs from one before only in letter case.
    var personNames = NamesSeen()
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
        // A bill's currency line decides over --currency; a cart is in one currency, which --currency must name.
        let decider: AmountCurrency.Decider =
            bill != nil ? .file : fromCart && invocation.session == nil ? .fileUnlessGiven : .commandLine
        amounts = try .of(currencyGiven, invocation, by: decider)
        splitsTotal = invocation.session == nil && bill == nil && !fromCart
    }

    /// Whether the options ask for an itemized split of the cart (charges or `--from-cart`).
    var isItemized: Bool {
        fromCart || service != nil || taxCharge != nil || tip != nil || tipOn != nil || cover != nil
    }
}

/// One `--person SPEC`: `NAME`, `NAME:WEIGHT` or `NAME=AMOUNT` (`Boss:2`, `Aki`, `Yui=1000*3`), read once with
/// the words: the name checked, the weight read, a fixed amount screened and read in the currency of what is
/// split once that is known (``CurrencyDependent``).
struct PersonSpec: Sendable {
    /// How the person's part is given.
    enum Part: Sendable {
        /// `NAME` (weight 1, nil) or `NAME:WEIGHT`.
        case weight(Decimal?)
        /// `NAME=AMOUNT`: pays exactly that.
        case amount(CurrencyDependent<Decimal>)
    }

    /// The spec as given, for an error about the whole of it.
    let text: String
    /// The name, checked and folded (`Aki` for `Ａki`).
    let name: String
    /// The name as typed (`Ａki`): one name written two ways is named both ways.
    let written: String
    let part: Part

    /// Reads `text`; the amount of `NAME=AMOUNT` is screened in `amounts` (``CurrencyDependent/reading(in:)``).
    init(_ text: String, in amounts: AmountCurrency) throws(CLIError) {
        let spec: Share.Spec
        do { spec = try Warikan.Participant.spec(text) } catch { throw .data(error) }
        self.text = text
        name = spec.name
        written = TextNormalizer.trimmed(String(text.prefix { $0 != ":" && $0 != "=" && $0 != "：" && $0 != "＝" }))
        switch spec.value {
        case nil, .percent: part = .weight(nil)  // a percentage is refused by `spec`
        case .weight(let number):
            do { part = .weight(try Warikan.weight(number, person: spec.name)) } catch { throw .data(error) }
        case .amount(let amountText):
            let name = spec.name
            let amount = CurrencyDependent(text: amountText) { (text, currency) throws(CLIError) in
                try Values.amount(text, currency: currency, label: .amountFor(name))
            }
            part = .amount(try amount.reading(in: amounts))
        }
    }

    /// The participant of a split of a total in `currency`.
    func participant(in currency: Currency) throws(CLIError) -> Warikan.Participant {
        switch part {
        case .weight(nil): Warikan.Participant(name)
        case .weight(let weight?): Warikan.Participant(name, .weight(weight))
        case .amount(let amount): Warikan.Participant(name, .amount(try amount.read(in: currency)))
        }
    }
}

extension Binding where Failure == CLIError, Request == SplitRequest {
    /// `--person SPEC`, repeatable, into ``SplitRequest/persons``: each read once the request knows its
    /// currency, and refused at once when it names someone named before (in any letter case), is one too
    /// many, or gives a fixed amount to a cart's bill, whatever the cart holds.
    static var persons: Binding {
        Binding(TypedOption<String>.person.spec, stage: .inContext) { (request, text) throws(CLIError) in
            let person = try PersonSpec(text ?? "", in: request.amounts)
            do throws(WarikanError) { try request.personNames.add(person.name) } catch {
                // The same name written another way (`Ａki` after `Aki`) is named both ways.
                if case .duplicateName = error, let first = request.persons.first(where: { $0.name == person.name }),
                    first.written != person.written
                {
                    throw .data(WarikanError.sameNameWrittenTwice(first.written, person.written, as: person.name))
                }
                throw .data(error)
            }
            guard request.persons.count < Warikan.maximumPeople else {
                throw .data(WarikanError.peopleOutOfRange(request.persons.count + 1))
            }
            if request.fromCart, case .amount = person.part { throw .data(WarikanError.malformedPerson(person.text)) }
            request.persons.append(person)
        }
    }
}
