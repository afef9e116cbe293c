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
        page: .split, table: table(inSession: false),
        formOptions: {
            [
                [.organizer, .roundShare, .mode, .splitJSON, .currency],
                [.organizer, .roundShare, .mode, .chargeRounding, .splitJSON, .currency],
                [
                    .organizer, .roundShare, .mode, .cart, .service, .taxCharge, .tip, .tipOn, .cover, .chargeRounding,
                    .splitJSON,
                    .currency,
                ],
            ]
        },
        run: runOnCommandLine)

    /// In a session: the cart total among N people (or by weights or names).
    static let sessionCommand = Command(
        name: "split", aliases: ["割り勘", "割勘"], scope: .session,
        synopsis: "split N|--bill FILE [--round UNIT] [--mode MODE]",
        page: .splitInSession, table: table(inSession: true),
        // Its messages are those of `shoptools split`, so a script reads the same in both.
        messageName: "split", run: runInSession)

    /// A bill or a cart, not both (in a session too).
    static var rules: [OptionRule] { [.conflicts(.bill, .fromCart)] }

    static func runOnCommandLine(_ request: SplitRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        if let path = request.bill {
            try SplitRules.checkAddedCharges(request, splitting: .bill)
            return try SplitBill.run(path, request, invocation)
        }
        if request.fromCart {
            try Values.expectAtMost(0, request.words, what: .none("split --from-cart"))
            let location = CartLocation(path: request.cart, currency: request.currencyGiven)
            let cart: Cart
            do { cart = try CartAccess.cart(location, invocation).load() } catch { throw .cart(error) }
            return try SplitCart.run(cart, request, people: nil, invocation)
        }
        try SplitRules.checkAddedCharges(request, splitting: .total)
        guard request.words.first != nil else { throw .commandUsage(.missing(.total)) }
        try Values.expectAtMost(1, request.words, what: .oneTotal)
        guard let total = request.total else { throw .commandUsage(.missing(.total)) }
        try show(split(Money(total, request.amounts.fallback), people: nil, request), request, invocation)
        return .done
    }

    static func runInSession(_ request: SplitRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        guard let session = invocation.session else { return .done }
        if let path = request.bill {
            // A bill file is split on its own, as on the command line; the cart is not part of it.
            if path == "-" { throw .commandUsage(.standardInputInSession("split --bill -")) }
            try SplitRules.checkAddedCharges(request, splitting: .bill)
            return try SplitBill.run(path, request, invocation)
        }
        try Values.expectAtMost(1, request.words, what: .onePeopleCount)
        let asked = request.amounts.fallback
        guard asked == session.currency else {
            throw .data(.sessionCartCurrency(cart: session.currency.code, asked: asked.code))
        }
        let cart: Cart
        do { cart = try session.cart.load() } catch { throw .cart(error) }
        if request.isItemized || cart.items.contains(where: { !$0.sharers.isEmpty }) {
            return try SplitCart.run(cart, request, people: request.words.first, invocation)
        }
        let summary: CartSummary
        do { summary = try CartSummary(of: cart) } catch { throw .cart(error) }
        // What the till asks (coupons off, tax added) is what the friends share.
        try show(
            split(summary.toPay, people: request.words.first, request, emptyCart: summary.count == 0), request,
            invocation)
        return .done
    }

    private static func show(
        _ split: (Warikan.Split, SplitRenderer.Rows), _ request: SplitRequest, _ invocation: Invocation
    ) throws(CLIError) {
        invocation.stdout.write(
            request.json
                ? try SplitRenderer.json(split.0) + "\n"
                : SplitRenderer.human(split.0, rows: split.1, in: invocation.context.language))
    }

    /// Splits `total` as the options say; `peopleText` is a head count given as a word.
    ///
    /// An empty cart (`emptyCart`) is refused once the words are checked.
    static func split(
        _ total: Money, people peopleText: String?, _ request: SplitRequest, emptyCart: Bool = false
    ) throws(CLIError) -> (Warikan.Split, SplitRenderer.Rows) {
        let nothingToSplit = CLIError(status: .failure, message: .nothingToSplit)
        try SplitRules.checkWhoPays(request, count: peopleText, splitting: .total)
        let currency = total.currency
        let unit = try request.unit?.read(in: currency)
        let mode = request.mode ?? .organizerAbsorbs
        let participants: [Warikan.Participant]
        let rows: SplitRenderer.Rows
        let people: Int?
        if let peopleText {
            people = try TypedOption<Int>.people.parse(peopleText)
        } else {
            people = request.people
        }
        if let people {
            do { participants = try Warikan.participants(count: people) } catch { throw .data(error) }
            rows = .grouped
        } else {
            participants = try self.participants(request, currency: currency)
            rows = .perPerson
        }
        if emptyCart { throw nothingToSplit }
        let organizer = request.organizer.map { Warikan.organizer($0, among: participants.map(\.person)) }
        do {
            return (try Warikan.split(total, among: participants, organizer: organizer, unit: unit, mode: mode), rows)
        } catch {
            throw .data(error)
        }
    }

    /// `--weights W,…` or every `--person SPEC`; a fixed amount may be an expression (`Yui=1000*3`).
    private static func participants(_ request: SplitRequest, currency: Currency) throws(CLIError) -> [Warikan.Participant] {
        if let weights = request.weights { return weights }
        var result: [Warikan.Participant] = []
        for person in request.persons { result.append(try person.participant(in: currency)) }
        return result
    }
}

extension SplitCommand {
    /// The options of `split`, on the command line (`inSession` false) or in a session, where the
    /// cart is the session's (no `--cart`).
    static func table(inSession: Bool) -> RequestTable<SplitRequest, CLIError> {
        var options: [Binding<SplitRequest, CLIError>] = [
            .option(.people) { $0.people = $1 }, .option(.weights) { $0.weights = $1 }, .persons,
            .option(.organizer) { $0.organizer = $1 }, .amount(.roundShare) { $0.unit = $1 }, .option(.mode) { $0.mode = $1 },
            .flag(.splitJSON) { $0.json = true }, .option(.currency) { $0.currencyGiven = $1 }, .option(.bill) { $0.bill = $1 },
            .flag(.fromCart) { $0.fromCart = true }, .option(.cart) { $0.cart = $1 }, .amount(.service) { $0.service = $1 },
            .amount(.taxCharge) { $0.taxCharge = $1 }, .amount(.tip) { $0.tip = $1 }, .option(.tipOn) { $0.tipOn = $1 },
            .amount(.cover) { $0.cover = $1 },
            .option(.chargeRounding) { $0.chargeRounding = $1 },
        ]
        if inSession { options.removeAll { $0.spec.name == declaration(of: .cart).name } }
        return RequestTable(
            options,
            positionals: PositionalBinding { (request, words) throws(CLIError) in
                request.words = words
                if request.splitsTotal, words.count == 1 {
                    request.total = try Values.payableAmount(words[0], currency: request.amounts.fallback)
                }
            }, rules: rules)
    }
}
