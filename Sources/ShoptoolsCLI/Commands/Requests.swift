import CommandLineKit
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// What the commands' requests share: the currency their amounts are read in, the bindings of
// options read in it, and the positional arguments several commands take.

/// The currency a command's amounts are read in, as its words and its invocation decide it
/// (``AmountsRequest/amounts``, set by the request's `prepare`).
struct AmountCurrency: Sendable {
    /// `--currency`, if given.
    var given: Currency?
    /// The currency the command uses when no file decides: `--currency`, else the session's, else
    /// `SHOPTOOLS_CURRENCY`, else JPY.
    var fallback: Currency = .default
    /// The currency amounts are read in while the words are read; nil when a file the command
    /// reads (a cart, a group, a bill) decides it, and the amounts are read once it is read.
    var known: Currency?

    /// What decides the currency of a command's amounts.
    enum Decider: Sendable {
        /// The command line: `--currency`, else the session's, else `SHOPTOOLS_CURRENCY`, else JPY.
        case commandLine
        /// The file the command reads (a cart, an export) unless `--currency` is given, which the file must
        /// then be in.
        case fileUnlessGiven
        /// The file's own currency line (a group file, a bill), over `--currency` too, which stands in only
        /// for a file without one: an amount is screened with the words and read once the file is read.
        case file
    }

    /// `--currency`, else the session's, else `SHOPTOOLS_CURRENCY`, else JPY; known at once unless a
    /// file may decide it (`decider`).
    static func of(_ given: Currency?, _ invocation: Invocation, by decider: Decider = .commandLine) throws(CLIError) -> Self {
        let fallback = try Values.currency(given, invocation)
        let known: Currency? =
            switch decider {
            case .commandLine: fallback
            case .fileUnlessGiven: given == nil ? nil : fallback
            case .file: nil
            }
        return AmountCurrency(given: given, fallback: fallback, known: known)
    }
}

/// A request whose values include amounts read in a currency (``CurrencyDependent``).
protocol AmountsRequest: CommandRequest where Context == Invocation, Failure == CLIError {
    /// The currency its amounts are read in.
    var amounts: AmountCurrency { get }
}

extension CurrencyDependent {
    /// This value read in the currency `amounts` know, or screened when a file decides it.
    func reading(in amounts: AmountCurrency) throws(CLIError) -> Self {
        try reading(known: amounts.known, fallback: amounts.fallback)
    }
}

extension Binding where Failure == CLIError, Request: AmountsRequest {
    /// `option`, read in a currency, bound to a field: read once the request knows its currency.
    static func amount<Read>(
        _ option: TypedOption<CurrencyDependent<Read>>,
        _ store: @escaping @Sendable (inout Request, CurrencyDependent<Read>) -> Void
    ) -> Binding {
        Binding(option.spec, stage: .inContext) { (request, text) throws(CLIError) in
            store(&request, try option.parse(text ?? "").reading(in: request.amounts))
        }
    }

    /// The repeatable `option`, read in a currency, bound to a list: each value read once the request knows its currency.
    static func amounts<Read>(
        _ option: TypedOption<CurrencyDependent<Read>>,
        _ store: @escaping @Sendable (inout Request, CurrencyDependent<Read>) -> Void
    ) -> Binding {
        amount(option, store)
    }
}

extension PositionalBinding where Failure == CLIError {
    /// No positional argument: the first is refused as `unexpected argument` (`.none(name)`).
    static func none(_ what: CLIMessage.Expected) -> PositionalBinding {
        PositionalBinding(check: { (words) throws(CLIError) in try Values.expectAtMost(0, words, what: what) }, fill: { _, _ in })
    }

    /// The positional arguments as typed, into `field`, read by the command (a session verb's word, an expression).
    static func words(_ store: @escaping @Sendable (inout Request, [String]) -> Void) -> PositionalBinding {
        PositionalBinding { (request, words) throws(CLIError) in store(&request, words) }
    }
}

/// `PRICE|-`: one price, or `-` for one a line from standard input.
enum PriceArgument: Sendable, Equatable {
    case amount(Decimal)
    case standardInput
}

extension PositionalBinding where Failure == CLIError, Request: AmountsRequest {
    /// `PRICE|-`: one, required, read in the request's currency (errors about it named `label`); a
    /// price finer than the currency's minor unit is refused (``Values/payableAmount(_:currency:label:)``).
    static func price(
        label: CLIMessage.Label? = nil, _ store: @escaping @Sendable (inout Request, PriceArgument) -> Void
    ) -> PositionalBinding {
        PositionalBinding(
            check: { (words) throws(CLIError) in
                guard !words.isEmpty else { throw .commandUsage(.missing(.price)) }
                try Values.expectAtMost(1, words, what: .onePrice)
            },
            fill: { (request, words) throws(CLIError) in
                let text = words[0]
                store(
                    &request,
                    text == "-"
                        ? .standardInput
                        : .amount(try Values.payableAmount(text, currency: request.amounts.fallback, label: label)))
            })
    }
}
