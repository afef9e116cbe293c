import Cart
import CommandLineKit
import ShopCore
import ShopText
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `shoptools cart ACTION …`, the same actions as session verbs (`add`,
/// `list` …), and `shoptools repl` (or `cart` with no action): a session.
enum CartCommand {
    static let command = Command(
        name: "cart", synopsis: "cart ACTION", usage: ["cart ACTION …", "cart"], page: .cart, table: sessionTable,
        formOptions: { [[.cart, .cartCurrency], [.cart, .cartCurrency, .noSave]] },
        subcommands: actions.map { $0.command }, run: startSession)

    static let repl = Command(
        name: "repl", scope: .commandLine, synopsis: "repl", usage: ["repl"], page: .repl, table: sessionTable,
        run: startSession)

    /// `cart` and `repl`: where the session's cart is.
    static var sessionTable: RequestTable<CartRequest, CLIError> {
        RequestTable(
            [
                .option(.cart) { $0.location.path = $1 }, .option(.cartCurrency) { $0.location.currency = $1 },
                .flag(.noSave) { $0.location.noSave = true },
            ],
            positionals: .words { $0.words = $1 })
    }

    /// The actions as verbs of a session (`add` for `cart add`).
    static let sessionVerbs: [Command] = actions.map { $0.sessionCommand }

    /// The actions, each a subcommand of `cart` and a verb of its own in a session.
    static let actions: [Action] = [
        Action(
            name: "add", aliases: ["a", "追加"], synopsis: "add [AMOUNT] [--label T] [--qty N] [--tax PCT]",
            operands: "AMOUNT", page: .cartAdd,
            options: {
                [
                    .option(.label) { $0.label = $1 }, .option(.quantity) { $0.quantity = $1 },
                    .amounts(.itemOff) { $0.offs.append($1) },
                    .option(.itemTax) { $0.tax = $1 }, .flag(.included) { $0.included = true },
                    .option(.sharers) { $0.sharers = $1 },
                    .flag(.withinBudget) { $0.withinBudget = true }, .flag(.addJSON) { $0.json = true },
                ]
            },
            positionals: .amount(what: .oneAmount) { $0.amount = $1 }, run: add),
        Action(
            name: "list", aliases: ["ls", "一覧"], synopsis: "list", page: .cartList,
            options: { [.flag(.listJSON) { $0.json = true }] }, positionals: .none(.none("list")), run: list),
        Action(
            name: "total", aliases: ["t", "合計"], synopsis: "total", page: .cartTotal,
            options: { [.flag(.totalJSON) { $0.json = true }] }, positionals: .none(.none("total")), run: total),
        Action(
            name: "receipt", aliases: ["レシート"], synopsis: "receipt [--tax-rounding MODE] [--per-item]",
            page: .cartReceipt,
            options: {
                [
                    .option(.taxRounding) { $0.taxRounding = $1 }, .flag(.perItem) { $0.perItem = true },
                    .list(.pointRule) { $0.rules.append($1) },
                    .option(.pointRules) { $0.rulesFile = $1 }, .amount(.usePoints) { $0.spent = $1 },
                    .flag(.receiptJSON) { $0.json = true }, .option(.receiptExport) { $0.receiptExport = $1 },
                ]
            },
            positionals: .none(.none("receipt")), rules: [.conflicts(.receiptJSON, .receiptExport)],
            run: CartExtras.receipt),
        Action(
            name: "coupon", aliases: ["クーポン"], synopsis: "coupon [AMOUNT | PCT% | --clear]",
            operands: "(AMOUNT | PCT% | --clear)", page: .cartCoupon,
            options: { [.flag(.clearCoupons) { $0.clear = true }, .flag(.totalJSON) { $0.json = true }] },
            positionals: CartExtras.couponWord, run: CartExtras.coupon),
        Action(
            name: "budget", aliases: ["予算"], synopsis: "budget [AMOUNT | --clear]",
            operands: "[AMOUNT | --clear]", page: .cartBudget,
            options: { [.flag(.clearBudget) { $0.clear = true }, .flag(.totalJSON) { $0.json = true }] },
            positionals: CartExtras.budgetWord, run: CartExtras.budget),
        Action(
            name: "undo", aliases: ["u", "取消", "取り消し"], synopsis: "undo", page: .cartUndo,
            positionals: .none(.none("undo")), run: undo),
        Action(
            name: "remove", aliases: ["rm", "削除"], synopsis: "remove N", operands: "N", page: .cartRemove,
            positionals: PositionalBinding(
                check: { (words) throws(CLIError) in
                    guard !words.isEmpty else { throw .commandUsage(.missing(.itemNumber)) }
                    try Values.expectAtMost(1, words, what: .oneItemNumber)
                },
                fill: { (request, words) throws(CLIError) in
                    request.number = try Values.integer(words[0], what: .itemNumber, range: 1...Int.max)
                }),
            run: remove),
        Action(
            name: "clear", aliases: ["クリア"], synopsis: "clear [--yes]", page: .cartClear,
            options: { [.flag(.yes) { $0.yes = true }] }, positionals: .none(.none("clear")), run: clear),
        Action(
            name: "repair", aliases: ["修復"], synopsis: "repair", page: .cartRepair,
            positionals: .none(.none("repair")), run: repair),
    ]

    struct Action: Sendable {
        let name: String
        let aliases: [String]
        /// How it is typed in the REPL, for its command list.
        let synopsis: String
        /// Its arguments on the command line, for its `Usage:` line (`AMOUNT`).
        var operands = ""
        let page: @Sendable () -> HelpContent
        /// Its own options, bound to the fields of ``CartRequest`` it reads (``table`` adds the cart's location).
        var options: @Sendable () -> [Binding<CartRequest, CLIError>] = { [] }
        let positionals: PositionalBinding<CartRequest, CLIError>
        /// The rules between its options.
        var rules: [OptionRule] = []
        let run: @Sendable (CartRequest, Invocation) throws(CLIError) -> Outcome

        init(
            name: String, aliases: [String], synopsis: String, operands: String = "",
            page: @autoclosure @escaping @Sendable () -> HelpContent,
            options: @escaping @Sendable () -> [Binding<CartRequest, CLIError>] = { [] },
            positionals: PositionalBinding<CartRequest, CLIError>, rules: [OptionRule] = [],
            run: @escaping @Sendable (CartRequest, Invocation) throws(CLIError) -> Outcome
        ) {
            (self.name, self.aliases, self.synopsis, self.operands) = (name, aliases, synopsis, operands)
            (self.page, self.options, self.positionals, self.rules, self.run) = (page, options, positionals, rules, run)
        }

        /// Its options and the cart's location (`--cart`, `--currency`).
        var table: RequestTable<CartRequest, CLIError> {
            RequestTable(
                options() + [.option(.cart) { $0.location.path = $1 }, .option(.cartCurrency) { $0.location.currency = $1 }],
                positionals: positionals, rules: rules)
        }

        /// `cart NAME` on the command line and in a session.
        var command: Command {
            Command(
                name: name, synopsis: "cart " + synopsis,
                usage: ["cart " + name + (operands.isEmpty ? "" : " " + operands)], page: page(), table: table, run: run)
        }

        /// `NAME` alone in a session, on the session's cart.
        var sessionCommand: Command {
            Command(
                name: name, aliases: aliases, scope: .session, synopsis: synopsis, page: page(),
                // The same options as `cart NAME`: the REPL's `add` is the command line's `cart add`.
                table: table, messageName: "cart " + name, run: run)
        }
    }

    // MARK: - Actions

    static func add(_ request: CartRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let language = invocation.context.language
        let cart = try CartAccess.cart(request.location, invocation)
        var amount: Decimal
        var discount: Cart.Item.Discount?
        if let given = request.amount {
            amount = try given.read(in: cart.currency)
        } else if let session = invocation.session, let shown = try session.priceToAdd(),
            shown.price.currency == cart.currency
        {
            // The REPL's rate and `off` steps are kept with the price before them, as `cart add PRICE --off …`
            // keeps its own: the rate (when there is one) is the first step.
            (amount, discount) = (shown.price.amount, shown.discount)
        } else {
            throw .commandUsage(.missing(invocation.session == nil ? .amount : .amountOrPrice))
        }
        if !request.offs.isEmpty {
            let before = discount
            (amount, discount) = try CartExtras.afterSteps(amount, request.offs, currency: cart.currency)
            if let before, let after = discount {
                discount = Cart.Item.Discount(original: before.original, steps: before.steps + after.steps)
            }
        }
        let tax = try CartExtras.tax(request, invocation)
        do {
            let item = try Cart.Item(
                amount: Money(amount, cart.currency), label: request.label, quantity: request.quantity ?? 1, tax: tax,
                sharers: request.sharers ?? [], discount: discount)
            let summary = try cart.add(item, withinBudget: request.withinBudget)
            invocation.stdout.line(
                try request.json ? CartRenderer.json(summary) : CartText.added(item, summary, in: language))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    static func list(_ request: CartRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let language = invocation.context.language
        let cart = try CartAccess.cart(request.location, invocation)
        do {
            let contents = try cart.load()
            if request.json {
                invocation.stdout.write(try CartRenderer.json(contents) + "\n")
            } else {
                try CartRenderer.list(contents, in: language, to: invocation.stdout)
            }
        } catch {
            throw .cart(error)
        }
        return .done
    }

    static func total(_ request: CartRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let language = invocation.context.language
        let cart = try CartAccess.cart(request.location, invocation)
        do {
            let summary = try cart.summary()
            invocation.stdout.line(try request.json ? CartRenderer.json(summary) : CartText.total(summary, in: language))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    static func undo(_ request: CartRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let language = invocation.context.language
        let cart = try CartAccess.cart(request.location, invocation)
        do {
            let (undone, after) = try cart.undo()
            invocation.stdout.line(CartText.undid(undone, try CartRenderer.summary(of: after), in: language))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    static func remove(_ request: CartRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let language = invocation.context.language
        guard let number = request.number else { throw .commandUsage(.missing(.itemNumber)) }
        let cart = try CartAccess.cart(request.location, invocation)
        do {
            let (removed, after) = try cart.remove(at: number)
            invocation.stdout.line(CartText.removed(number, removed, try CartRenderer.summary(of: after), in: language))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    /// Asks "Clear the cart (…)? [y/N]" unless told yes already; only yes clears.
    static func clear(_ request: CartRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let language = invocation.context.language
        let yes = request.yes
        let cart = try CartAccess.cart(request.location, invocation)
        let out = invocation.stdout
        do {
            let request = try cart.load().requestClear()
            guard request.count > 0 else {
                out.line(CartText.alreadyEmpty(in: language))
                return .done
            }
            if !yes {
                let answer = try invocation.context.ask(CartRenderer.clearQuestion(request, in: language))
                guard let answer, CartRenderer.isYes(answer) else {
                    out.line(CartText.kept(request, in: language))
                    return .done
                }
            }
            _ = try cart.confirm(request)
            out.line(CartText.cleared(request, in: language))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    /// Keeps a damaged cart file aside and rebuilds the cart from what it can read.
    static func repair(_ request: CartRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let cart = try CartAccess.cart(request.location, invocation, damaged: true)
        guard cart.location != .memory else { throw CLIError(status: .failure, message: .nothingToRepairInMemory) }
        do {
            let repair = try cart.repair()
            invocation.stdout.write(
                CartRenderer.repair(repair, try CartRenderer.summary(of: repair.cart), in: invocation.context.language))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    // MARK: - The cart and the session

    /// `shoptools repl` and `shoptools cart` with no action: a session on
    /// the cart, checked readable before it starts.
    static func startSession(_ request: CartRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        guard invocation.session == nil else {
            throw .usage(.alreadyInSession, command: repl.name)
        }
        if let extra = request.words.first {
            if invocation.path == repl.name { throw .commandUsage(.unexpectedArgument(extra, .none(repl.name))) }
            throw .commandUsage(.unknownAction(extra, command: command.name, expected: actions.map(\.name)))
        }
        return .startSession(try session(request.location, invocation, damaged: .reported))
    }

    /// What a session does with a damaged cart file.
    enum DamagedCart {
        /// Refuses to start (the discount screen, which cannot repair).
        case refused
        /// Starts, saying on standard error what is damaged and that `repair` rebuilds it (the REPL): its own
        /// `repair` must be within reach. What reads or changes the cart is refused until then.
        case reported
    }

    /// A session on the cart `location` names (`--cart`, `--no-save`, else
    /// the default file), checked readable: the REPL's, and the discount screen's.
    static func session(
        _ location: CartLocation, _ invocation: Invocation, damaged: DamagedCart = .refused
    ) throws(CLIError) -> Session {
        let cart: CartSession
        if location.noSave {
            if location.path != nil { throw .usage(.noSaveWithCart, command: repl.name) }
            let currency = try Values.currency(location.currency, invocation)
            do { cart = try CartSession(.memory, currency: currency) } catch { throw .cart(error) }
        } else {
            cart = try CartAccess.cart(location, invocation)
        }
        do {
            _ = try cart.load()
        } catch {
            // A file of a newer format is not damaged: repairing it would lose what this version cannot read.
            guard damaged == .reported, case .unreadable(_, let damage) = error else { throw .cart(error) }
            if case .newerFormat = damage { throw .cart(error) }
            invocation.context.stderr.line(CLIError.cart(error).inSession().line(in: invocation.context.language))
            try? invocation.context.stderr.flush()  // before the greeting, on a terminal too
        }
        return try Session(cart: cart, isInteractive: invocation.context.isInteractive, language: invocation.context.language)
    }
}
