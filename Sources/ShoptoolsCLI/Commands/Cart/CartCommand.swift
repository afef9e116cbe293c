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
    static let location: [DeclaredOption] = [.cart, .cartCurrency]

    static let command = Command(
        name: "cart", synopsis: "cart ACTION", usage: ["cart ACTION …", "cart"], page: .cart,
        options: location + [.noSave], formOptions: [location, location + [.noSave]], subcommands: actions.map(\.command),
        run: startSession)

    static let repl = Command(
        name: "repl", scope: .commandLine, synopsis: "repl", usage: ["repl"], page: .repl,
        options: location + [.noSave], run: startSession)

    /// The actions, each a subcommand of `cart` and a verb of its own in a session.
    static let actions: [Action] = [
        Action(
            name: "add", aliases: ["a", "追加"], synopsis: "add [AMOUNT] [--label T] [--qty N] [--tax PCT]",
            operands: "AMOUNT", page: .cartAdd,
            options: [
                .label, .quantity, .itemOff, .itemTax, .included, .sharers, .withinBudget, .addJSON,
            ], run: add),
        Action(
            name: "list", aliases: ["ls", "一覧"], synopsis: "list", page: .cartList,
            options: [.listJSON], run: list),
        Action(name: "total", aliases: ["t", "合計"], synopsis: "total", page: .cartTotal, options: [.totalJSON], run: total),
        Action(
            name: "receipt", aliases: ["レシート"], synopsis: "receipt [--tax-rounding MODE] [--per-item]",
            page: .cartReceipt, options: [.taxRounding, .perItem, .pointRule, .pointRules, .usePoints, .receiptJSON],
            run: CartExtras.receipt),
        Action(
            name: "coupon", aliases: ["クーポン"], synopsis: "coupon [AMOUNT | PCT% | --clear]",
            operands: "(AMOUNT | PCT% | --clear)", page: .cartCoupon,
            options: [.clearCoupons, .totalJSON], run: CartExtras.coupon),
        Action(
            name: "budget", aliases: ["予算"], synopsis: "budget [AMOUNT | --clear]",
            operands: "[AMOUNT | --clear]", page: .cartBudget,
            options: [.clearBudget, .totalJSON], run: CartExtras.budget),
        Action(
            name: "undo", aliases: ["u", "取消", "取り消し"], synopsis: "undo", page: .cartUndo,
            options: [], run: undo),
        Action(
            name: "remove", aliases: ["rm", "削除"], synopsis: "remove N", operands: "N", page: .cartRemove,
            options: [], run: remove),
        Action(
            name: "clear", aliases: ["クリア"], synopsis: "clear [--yes]", page: .cartClear,
            options: [.yes], run: clear),
        Action(name: "repair", aliases: ["修復"], synopsis: "repair", page: .cartRepair, options: [], run: repair),
    ]

    struct Action {
        let name: String
        let aliases: [String]
        /// How it is typed in the REPL, for its command list.
        let synopsis: String
        /// Its arguments on the command line, for its `Usage:` line (`AMOUNT`).
        var operands = ""
        let page: HelpContent
        let options: [DeclaredOption]
        let run: @Sendable (Arguments, Invocation) throws(CLIError) -> Outcome

        /// `cart NAME` on the command line and in a session.
        var command: Command {
            Command(
                name: name, synopsis: "cart " + synopsis,
                usage: ["cart " + name + (operands.isEmpty ? "" : " " + operands)], page: page,
                options: options + CartCommand.location, run: run)
        }

        /// `NAME` alone in a session, on the session's cart.
        var sessionCommand: Command {
            Command(
                name: name, aliases: aliases, scope: .session, synopsis: synopsis, page: page,
                // The same options as `cart NAME`: the REPL's `add` is the command line's `cart add`.
                options: options + CartCommand.location, messageName: "cart " + name, run: run)
        }
    }

    // MARK: - Actions

    static func add(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let language = invocation.context.language
        try Values.expectAtMost(1, arguments, what: .oneAmount)
        let cart = try CartAccess.cart(arguments, invocation)
        var amount: Decimal
        var discount: Cart.Item.Discount?
        if let text = arguments.positionals.first {
            amount = try Values.amount(text, currency: cart.currency)
        } else if let session = invocation.session, let shown = try session.priceToAdd(),
            shown.price.currency == cart.currency
        {
            // The REPL's rate and `off` steps are kept with the price before them, as `cart add PRICE --off …`
            // keeps its own: the rate (when there is one) is the first step.
            (amount, discount) = (shown.price.amount, shown.discount)
        } else {
            throw .commandUsage(.missing(invocation.session == nil ? .amount : .amountOrPrice))
        }
        if arguments.has(.off) {
            let before = discount
            (amount, discount) = try CartExtras.afterSteps(amount, arguments, currency: cart.currency)
            if let before, let after = discount {
                discount = Cart.Item.Discount(original: before.original, steps: before.steps + after.steps)
            }
        }
        let quantity =
            try arguments.value(.quantity) ?? 1
        let tax = try CartExtras.tax(arguments, invocation)
        do {
            let sharers = try arguments.value(.sharers) ?? []
            let item = try Cart.Item(
                amount: Money(amount, cart.currency), label: try arguments.value(.label), quantity: quantity, tax: tax,
                sharers: sharers, discount: discount)
            let summary = try cart.add(item, withinBudget: arguments.has(.withinBudget))
            invocation.stdout.line(
                try arguments.has(.json) ? CartRenderer.json(summary) : CartText.added(item, summary, in: language))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    static func list(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let language = invocation.context.language
        try Values.expectAtMost(0, arguments, what: .none("list"))
        let cart = try CartAccess.cart(arguments, invocation)
        do {
            let contents = try cart.load()
            invocation.stdout.write(
                arguments.has(.json) ? try CartRenderer.json(contents) + "\n" : try CartRenderer.list(contents, in: language))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    static func total(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let language = invocation.context.language
        try Values.expectAtMost(0, arguments, what: .none("total"))
        let cart = try CartAccess.cart(arguments, invocation)
        do {
            let summary = try cart.summary()
            invocation.stdout.line(try arguments.has(.json) ? CartRenderer.json(summary) : CartText.total(summary, in: language))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    static func undo(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let language = invocation.context.language
        try Values.expectAtMost(0, arguments, what: .none("undo"))
        let cart = try CartAccess.cart(arguments, invocation)
        do {
            let (undone, after) = try cart.undo()
            invocation.stdout.line(CartText.undid(undone, try CartRenderer.summary(of: after), in: language))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    static func remove(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let language = invocation.context.language
        guard let text = arguments.positionals.first else {
            throw .commandUsage(.missing(.itemNumber))
        }
        try Values.expectAtMost(1, arguments, what: .oneItemNumber)
        let number = try Values.integer(text, what: .itemNumber, range: 1...Int.max)
        let cart = try CartAccess.cart(arguments, invocation)
        do {
            let (removed, after) = try cart.remove(at: number)
            invocation.stdout.line(CartText.removed(number, removed, try CartRenderer.summary(of: after), in: language))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    /// Asks "Clear the cart (…)? [y/N]" unless told yes already; only yes clears.
    static func clear(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let language = invocation.context.language
        try Values.expectAtMost(0, arguments, what: .none("clear"))
        let cart = try CartAccess.cart(arguments, invocation)
        let out = invocation.stdout
        do {
            let request = try cart.load().requestClear()
            guard request.count > 0 else {
                out.line(CartText.alreadyEmpty(in: language))
                return .done
            }
            if !arguments.has(.yes) {
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
    static func repair(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        try Values.expectAtMost(0, arguments, what: .none("repair"))
        let cart = try CartAccess.cart(arguments, invocation, damaged: true)
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
    static func startSession(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        guard invocation.session == nil else {
            throw .usage(.alreadyInSession, command: repl.name)
        }
        if let extra = arguments.positionals.first {
            if invocation.path == repl.name { throw .commandUsage(.unexpectedArgument(extra, .none(repl.name))) }
            throw .commandUsage(.unknownAction(extra, command: command.name, expected: actions.map(\.name)))
        }
        return .startSession(try session(arguments, invocation, damaged: .reported))
    }

    /// What a session does with a damaged cart file.
    enum DamagedCart {
        /// Refuses to start (the discount screen, which cannot repair).
        case refused
        /// Starts, saying on standard error what is damaged and that `repair` rebuilds it (the REPL): its own
        /// `repair` must be within reach. What reads or changes the cart is refused until then.
        case reported
    }

    /// A session on the cart `arguments` name (`--cart`, `--no-save`, else
    /// the default file), checked readable: the REPL's, and the discount screen's.
    static func session(
        _ arguments: Arguments, _ invocation: Invocation, damaged: DamagedCart = .refused
    ) throws(CLIError) -> Session {
        let cart: CartSession
        if arguments.has(.noSave) {
            if arguments.has(.cart) { throw .usage(.noSaveWithCart, command: repl.name) }
            let currency = try Values.currency(arguments, invocation)
            do { cart = try CartSession(.memory, currency: currency) } catch { throw .cart(error) }
        } else {
            cart = try CartAccess.cart(arguments, invocation)
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
