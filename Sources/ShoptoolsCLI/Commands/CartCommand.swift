import Cart
import FoundationEssentials
import ShopCore

/// `shoptools cart ACTION …`, the same actions as session verbs (`add`,
/// `list` …), and `shoptools repl` (or `cart` with no action): a session.
enum CartCommand {
    static let location: [OptionSpec] = [.value("cart"), .value("currency", short: "c")]

    static let command = Command(
        name: "cart", synopsis: "cart ACTION", page: .cart,
        options: location + [.flag("no-save")], subcommands: actions.map(\.command), run: startSession)

    static let repl = Command(
        name: "repl", scope: .commandLine, synopsis: "repl", page: .repl,
        options: location + [.flag("no-save")], run: startSession)

    /// The actions, each a subcommand of `cart` and a verb of its own in a session.
    static let actions: [Action] = [
        Action(
            name: "add", alias: "a", synopsis: "add [AMOUNT] [--label T] [--qty N]",
            page: .cartAdd,
            options: [.value("label", short: "l"), .value("qty", short: "q"), .flag("json")], run: add),
        Action(
            name: "list", alias: "ls", synopsis: "list", page: .cartList,
            options: [.flag("json")], run: list),
        Action(name: "total", alias: "t", synopsis: "total", page: .cartTotal, options: [.flag("json")], run: total),
        Action(
            name: "undo", alias: "u", synopsis: "undo", page: .cartUndo,
            options: [], run: undo),
        Action(
            name: "remove", alias: "rm", synopsis: "remove N", page: .cartRemove,
            options: [], run: remove),
        Action(
            name: "clear", alias: nil, synopsis: "clear [--yes]", page: .cartClear,
            options: [.flag("yes", short: "y")], run: clear),
    ]

    struct Action {
        let name: String
        let alias: String?
        let synopsis: String
        let page: HelpPage
        let options: [OptionSpec]
        let run: @Sendable (Arguments, Invocation) throws(CLIError) -> Outcome

        /// `cart NAME` on the command line and in a session.
        var command: Command {
            Command(
                name: name, synopsis: "cart " + synopsis, page: page,
                options: options + CartCommand.location, run: run)
        }

        /// `NAME` alone in a session, on the session's cart.
        var sessionCommand: Command {
            Command(
                name: name, aliases: alias.map { [$0] } ?? [], scope: .session, synopsis: synopsis, page: page,
                options: options, messageName: "cart " + name, run: run)
        }
    }


    // MARK: - Actions

    static func add(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        try Values.expectAtMost(1, arguments, command: "cart", what: "give one AMOUNT (quote labels with spaces)")
        let cart = try self.cart(arguments, invocation)
        let amount: Decimal
        if let text = arguments.positionals.first {
            amount = try Values.amount(text, currency: cart.currency)
        } else if let price = try invocation.session?.discountedPrice(), price.currency == cart.currency {
            amount = price.amount
        } else {
            let hint = invocation.session == nil ? "" : ": set a price first (price 9800) or give one (add 9800)"
            throw .usage("missing AMOUNT" + hint, command: "cart")
        }
        let quantity =
            try arguments.value("qty").map { text throws(CLIError) in
                try Values.integer(text, what: "quantity", range: 1...Cart.Item.maximumQuantity)
            } ?? 1
        do {
            let item = try Cart.Item(amount: amount, label: arguments.value("label"), quantity: quantity)
            let summary = try cart.add(item)
            invocation.stdout.line(arguments.has("json") ? CartRenderer.json(summary) : CartRenderer.added(item, summary))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    static func list(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        try Values.expectAtMost(0, arguments, command: "cart", what: "list takes no argument")
        let cart = try self.cart(arguments, invocation)
        do {
            let contents = try cart.load()
            invocation.stdout.write(arguments.has("json") ? CartRenderer.json(contents) + "\n" : CartRenderer.list(contents))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    static func total(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        try Values.expectAtMost(0, arguments, command: "cart", what: "total takes no argument")
        let cart = try self.cart(arguments, invocation)
        do {
            let summary = try cart.summary()
            invocation.stdout.line(arguments.has("json") ? CartRenderer.json(summary) : CartRenderer.total(summary))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    static func undo(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        try Values.expectAtMost(0, arguments, command: "cart", what: "undo takes no argument")
        let cart = try self.cart(arguments, invocation)
        do {
            let (undone, after) = try cart.undo()
            invocation.stdout.line(CartRenderer.undid(undone, after))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    static func remove(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        guard let text = arguments.positionals.first else {
            throw .usage("missing N: which item to remove", command: "cart")
        }
        try Values.expectAtMost(1, arguments, command: "cart", what: "give one item number")
        let number = try Values.integer(text, what: "item number", range: 1...Int.max)
        let cart = try self.cart(arguments, invocation)
        do {
            let (removed, after) = try cart.remove(at: number)
            invocation.stdout.line(CartRenderer.removed(number, removed, after))
        } catch {
            throw .cart(error)
        }
        return .done
    }

    /// Asks "Clear the cart (…)? [y/N]" unless told yes already; only yes clears.
    static func clear(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        try Values.expectAtMost(0, arguments, command: "cart", what: "clear takes no argument")
        let cart = try self.cart(arguments, invocation)
        let out = invocation.stdout
        do {
            let request = try cart.load().requestClear()
            guard request.count > 0 else {
                out.line("the cart is already empty")
                return .done
            }
            if !arguments.has("yes") {
                let answer = invocation.context.ask(CartRenderer.clearQuestion(request))
                guard let answer, CartRenderer.isYes(answer) else {
                    out.line("kept the cart (\(CartRenderer.contents(request)))")
                    return .done
                }
            }
            _ = try cart.confirm(request)
            out.line("cleared the cart (\(CartRenderer.contents(request)))")
        } catch {
            throw .cart(error)
        }
        return .done
    }

    // MARK: - The cart and the session

    /// The session's cart, unless `--cart` or `--currency` names another; on
    /// the command line, the file from `--cart`, else the default path.
    static func cart(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> CartSession {
        if let session = invocation.session, !arguments.has("cart"), !arguments.has("currency") { return session.cart }
        let currency = try Values.currency(arguments, invocation)
        guard let path = arguments.value("cart") ?? CartStore.defaultPath(environment: invocation.context.environment) else {
            throw .io("cannot tell where to keep the cart: set HOME, XDG_STATE_HOME or SHOPTOOLS_CART, or give --cart PATH")
        }
        do { return try CartSession(.file(path), currency: currency) } catch { throw .cart(error) }
    }

    /// `shoptools repl` and `shoptools cart` with no action: a session on
    /// the cart, checked readable before it starts.
    static func startSession(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        guard invocation.session == nil else {
            throw .usage("already in the REPL; type help for the commands", command: "repl")
        }
        if let extra = arguments.positionals.first {
            throw .usage(
                "unknown cart action \(quotedWord(extra)); expected one of \(actions.map(\.name).joined(separator: ", "))",
                command: "cart")
        }
        let cart: CartSession
        if arguments.has("no-save") {
            if arguments.has("cart") { throw .usage("conflicting options --no-save and --cart", command: "repl") }
            let currency = try Values.currency(arguments, invocation)
            do { cart = try CartSession(.memory, currency: currency) } catch { throw .cart(error) }
        } else {
            cart = try self.cart(arguments, invocation)
        }
        do { _ = try cart.load() } catch { throw .cart(error) }
        return .startSession(try Session(cart: cart, isInteractive: invocation.context.isInteractive))
    }
}

extension CLIError {
    /// A cart error with its exit status: unreadable files and bad values 65,
    /// I/O 74, nothing to undo and a changed cart 1.
    static func cart(_ error: any Error) -> CLIError {
        switch error {
        case let error as CLIError: return error
        case CartError.io: return .io(ErrorText.describe(error))
        case CartError.nothingToUndo, CartError.staleClearRequest:
            return CLIError(status: .failure, message: ErrorText.describe(error))
        default: return .data(error)
        }
    }
}
