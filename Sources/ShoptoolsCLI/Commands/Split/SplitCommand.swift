import Cart
import CommandLineKit
import ShopCore
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `shoptools split TOTAL (--people N | --weights W,… | --person SPEC …)`, and
/// in a session `split [N]` of the cart total.
enum SplitCommand {
    static let command = Command(
        name: "split", scope: .commandLine,
        synopsis:
            "split TOTAL (--people N | --weights W,… | --person NAME[:WEIGHT|=AMOUNT] …) | split --bill FILE | split --from-cart",
        usage: [
            "split TOTAL (--people N | --weights W,… | --person SPEC…)", "split --bill FILE",
            "split --from-cart [--person SPEC… | --people N]",
        ],
        page: .split,
        options: options + [.currency, .bill] + SplitCart.options, rules: rules,
        formOptions: [
            [.organizer, .roundShare, .mode, .splitJSON, .currency],
            [.organizer, .roundShare, .mode, .chargeRounding, .splitJSON, .currency],
            [
                .organizer, .roundShare, .mode, .cart, .service, .taxCharge, .tip, .tipOn, .cover, .chargeRounding, .splitJSON,
                .currency,
            ],
        ],
        run: runOnCommandLine)

    /// In a session: the cart total among N people (or by weights or names).
    static let sessionCommand = Command(
        name: "split", aliases: ["割り勘", "割勘"], scope: .session,
        synopsis: "split N|--bill FILE [--round UNIT] [--mode MODE]",
        page: .splitInSession,
        // Its messages are those of `shoptools split`, so a script reads the same in both.
        options: options + [.currency, .bill] + SplitCart.options.filter { $0.name != declaration(of: .cart).name },
        rules: rules,
        messageName: "split", run: runInSession)

    /// A bill or a cart, not both (in a session too).
    static let rules: [OptionRule] = [.conflicts(.bill, .fromCart)]

    static let options: [DeclaredOption] = [
        .people, .weights, .person, .organizer, .roundShare, .mode, .splitJSON,
    ]

    static func runOnCommandLine(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        if let path = try arguments.value(.bill) {
            try SplitRules.checkAddedCharges(arguments, splitting: .bill)
            return try SplitBill.run(path, arguments, invocation)
        }
        if arguments.has(.fromCart) {
            try Values.expectAtMost(0, arguments, what: .none("split --from-cart"))
            let cart: Cart
            do { cart = try CartAccess.cart(arguments, invocation).load() } catch { throw .cart(error) }
            return try SplitCart.run(cart, arguments, people: nil, invocation)
        }
        try SplitRules.checkAddedCharges(arguments, splitting: .total)
        guard let totalText = arguments.positionals.first else { throw .commandUsage(.missing(.total)) }
        try Values.expectAtMost(1, arguments, what: .oneTotal)
        let currency = try Values.currency(arguments, invocation)
        let total = Money(try Values.amount(totalText, currency: currency), currency)
        try show(split(total, people: nil, arguments), arguments, invocation)
        return .done
    }

    static func runInSession(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        guard let session = invocation.session else { return .done }
        if let path = try arguments.value(.bill) {
            // A bill file is split on its own, as on the command line; the cart is not part of it.
            if path == "-" { throw .commandUsage(.standardInputInSession("split --bill -")) }
            try SplitRules.checkAddedCharges(arguments, splitting: .bill)
            return try SplitBill.run(path, arguments, invocation)
        }
        try Values.expectAtMost(1, arguments, what: .onePeopleCount)
        let asked = try Values.currency(arguments, invocation)
        guard asked == session.currency else {
            throw .data(.sessionCartCurrency(cart: session.currency.code, asked: asked.code))
        }
        let cart: Cart
        do { cart = try session.cart.load() } catch { throw .cart(error) }
        if SplitCart.isAsked(arguments) || cart.items.contains(where: { !$0.sharers.isEmpty }) {
            return try SplitCart.run(cart, arguments, people: arguments.positionals.first, invocation)
        }
        let summary: CartSummary
        do { summary = try CartSummary(of: cart) } catch { throw .cart(error) }
        // What the till asks (coupons off, tax added) is what the friends share.
        try show(
            split(summary.toPay, people: arguments.positionals.first, arguments, emptyCart: summary.count == 0), arguments,
            invocation)
        return .done
    }

    private static func show(
        _ split: (Warikan.Split, SplitRenderer.Rows), _ arguments: Arguments, _ invocation: Invocation
    ) throws(CLIError) {
        invocation.stdout.write(
            arguments.has(.json)
                ? try SplitRenderer.json(split.0) + "\n"
                : SplitRenderer.human(split.0, rows: split.1, in: invocation.context.language))
    }

    /// Splits `total` as the options say; `peopleText` is a head count given as a word.
    /// An empty cart (`emptyCart`) is refused once the words are checked.
    static func split(
        _ total: Money, people peopleText: String?, _ arguments: Arguments, emptyCart: Bool = false
    ) throws(CLIError) -> (Warikan.Split, SplitRenderer.Rows) {
        let nothingToSplit = CLIError(status: .failure, message: .nothingToSplit)
        try SplitRules.checkWhoPays(arguments, count: peopleText, splitting: .total)
        let currency = total.currency
        let unit = try arguments.value(.round)?.read(in: currency)
        let mode = try arguments.value(.mode) ?? .organizerAbsorbs
        let participants: [Warikan.Participant]
        let rows: SplitRenderer.Rows
        let people: Int?
        if let peopleText {
            people = try TypedOption<Int>.people.parse(peopleText)
        } else {
            people = try arguments.value(.people)
        }
        if let people {
            do { participants = try Warikan.participants(count: people) } catch { throw .data(error) }
            rows = .grouped
        } else {
            participants = try self.participants(arguments, currency: currency)
            rows = .perPerson
        }
        if emptyCart { throw nothingToSplit }
        let organizer = try arguments.value(.organizer).map { Warikan.organizer($0, among: participants.map(\.person)) }
        do {
            return (try Warikan.split(total, among: participants, organizer: organizer, unit: unit, mode: mode), rows)
        } catch {
            throw .data(error)
        }
    }

    /// `--weights W,…` or every `--person SPEC`; a fixed amount may be an expression (`Yui=1000*3`).
    private static func participants(_ arguments: Arguments, currency: Currency) throws(CLIError) -> [Warikan.Participant] {
        do {
            if let weights = try arguments.value(.weights) { return weights }
            let specs = try arguments.values(.person)
            guard specs.count <= Warikan.maximumPeople else { throw WarikanError.peopleOutOfRange(specs.count) }
            var result: [Warikan.Participant] = []
            for text in specs {
                let spec = try Warikan.Participant.spec(text)
                if case .amount(let amountText) = spec.value {
                    let amount = try Values.amount(amountText, currency: currency, label: .amountFor(spec.name))
                    result.append(Warikan.Participant(spec.name, .amount(amount)))
                } else {
                    result.append(try Warikan.Participant(parsing: text, currency: currency))
                }
            }
            return result
        } catch let error as CLIError {
            throw error
        } catch {
            throw .data(error)
        }
    }
}
