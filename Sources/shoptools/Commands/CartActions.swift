import Calculator
import Cart
import FoundationEssentials
import ShopCore

/// The cart actions, shared by `shoptools cart ACTION` and the REPL.
enum CartActions {
    static let names = ["add", "list", "total", "undo", "remove", "clear"]

    /// Runs `action` with its positional arguments `rest`.
    /// - Parameter defaultAmount: what `add` with no amount adds (the REPL's discounted price).
    static func run(
        _ action: String, arguments: Arguments, rest: [String], session: CartSession, context: Context,
        defaultAmount: Decimal?
    ) throws(CLIError) {
        let out = context.stdout
        let json = arguments.has("json")
        do {
            switch action {
            case "add":
                let item = try self.item(arguments, rest: rest, currency: session.currency, defaultAmount: defaultAmount)
                let summary = try session.add(item)
                out.line(json ? CartRenderer.json(summary) : "added \(CartRenderer.describe(item, session.currency)) · " + CartRenderer.total(summary))
            case "list":
                try expectNoArguments(rest, action)
                let cart = try session.load()
                out.write(json ? CartRenderer.json(cart) + "\n" : CartRenderer.list(cart))
            case "total":
                try expectNoArguments(rest, action)
                let summary = try session.summary()
                out.line(json ? CartRenderer.json(summary) : CartRenderer.total(summary))
            case "undo":
                try expectNoArguments(rest, action)
                let (undone, cart) = try session.undo()
                out.line("undid \(CartRenderer.describe(undone, cart.currency)) · " + CartRenderer.total(cart))
            case "remove":
                guard rest.count == 1 else {
                    throw CLIError.usage(rest.isEmpty ? "missing N: which item to remove" : "give one item number", command: "cart")
                }
                let number = try Values.integer(rest[0], what: "item number", range: 1...Int.max)
                let (removed, cart) = try session.remove(at: number)
                out.line("removed \(number): \(CartRenderer.describe(removed, cart.currency)) · " + CartRenderer.total(cart))
            case "clear":
                try expectNoArguments(rest, action)
                try clear(session: session, context: context, skipQuestion: arguments.has("yes"))
            default:
                throw CLIError.usage("unknown cart action \(quoted(action)); expected one of \(names.joined(separator: ", "))", command: "cart")
            }
        } catch let error as CLIError {
            throw error
        } catch let error as CartError {
            throw .cart(error)
        } catch {
            throw CLIError(status: .failure, message: "\(error)")
        }
    }

    /// Asks "Clear the cart (…)? [y/N]" unless told yes already; only yes clears.
    private static func clear(session: CartSession, context: Context, skipQuestion: Bool) throws {
        let request = try session.load().requestClear()
        guard request.count > 0 else {
            context.stdout.line("the cart is already empty")
            return
        }
        let what = "\(request.count) \(request.count == 1 ? "item" : "items"), \(request.total.humanText)"
        if !skipQuestion {
            let answer = context.ask("Clear the cart (\(what))? [y/N] ")
            guard let answer, isYes(answer) else {
                context.stdout.line("kept the cart (\(what))")
                return
            }
        }
        _ = try session.confirm(request)
        context.stdout.line("cleared the cart (\(what))")
    }

    /// True for `y`, `yes` and `はい` in any case, with spaces around; anything
    /// else, including an empty answer, keeps the cart.
    private static func isYes(_ answer: String) -> Bool {
        ["y", "yes", "はい"].contains(TextNormalizer.foldedAndTrimmed(answer).lowercased())
    }

    private static func item(
        _ arguments: Arguments, rest: [String], currency: Currency, defaultAmount: Decimal?
    ) throws -> Cart.Item {
        guard rest.count <= 1 else {
            throw CLIError.usage("unexpected argument \(quoted(rest[1])); give one AMOUNT (quote labels with spaces)", command: "cart")
        }
        let amount: Decimal
        if let text = rest.first {
            amount = try Values.amount(text, currency: currency)
        } else if let defaultAmount {
            amount = defaultAmount
        } else {
            throw CLIError.usage("missing AMOUNT", command: "cart")
        }
        let quantity = try arguments.value("qty").map { text throws(CLIError) in
            try Values.integer(text, what: "quantity", range: 1...Cart.Item.maximumQuantity)
        } ?? 1
        return try Cart.Item(amount: amount, label: arguments.value("label"), quantity: quantity)
    }

    private static func expectNoArguments(_ rest: [String], _ action: String) throws(CLIError) {
        if let extra = rest.first { throw .usage("unexpected argument \(quoted(extra)) for '\(action)'", command: "cart") }
    }
}

/// How carts are shown.
enum CartRenderer {
    /// `total ¥12,340 (2 items)`.
    static func total(_ summary: CartSummary) -> String {
        "total \(summary.total.humanText) (\(summary.count) \(summary.count == 1 ? "item" : "items"))"
    }

    static func total(_ cart: Cart) -> String {
        total(CartSummary(count: cart.count, total: cart.total))
    }

    /// `¥6,860 coat`, `2 × ¥2,740 scarf`.
    static func describe(_ item: Cart.Item, _ currency: Currency) -> String {
        let price = MoneyFormat.human(item.amount, currency)
        return (item.quantity == 1 ? price : "\(item.quantity) × \(price)") + (item.label.map { " \($0)" } ?? "")
    }

    static func describe(_ change: Cart.Change, _ currency: Currency) -> String {
        switch change {
        case .added(let item): return "add of \(describe(item, currency))"
        case .removed(let item, let index): return "remove of item \(index) (\(describe(item, currency)))"
        case .cleared(let items): return "clear of \(items.count) \(items.count == 1 ? "item" : "items")"
        }
    }

    /// The items with their numbers, then the total.
    static func list(_ cart: Cart) -> String {
        guard !cart.items.isEmpty else { return "the cart is empty\n" + total(cart) + "\n" }
        let rows = cart.items.enumerated().map { index, item in
            (String(index + 1), item.label ?? "-", "\(item.quantity) × \(MoneyFormat.human(item.exactAmount, cart.currency))",
             MoneyFormat.human(item.lineTotalExact, cart.currency))
        }
        let widths = (rows.map(\.0.count).max() ?? 0, rows.map(\.1.count).max() ?? 0,
                      rows.map(\.2.count).max() ?? 0, rows.map(\.3.count).max() ?? 0)
        var text = ""
        for row in rows {
            text += String(repeating: " ", count: widths.0 - row.0.count) + row.0 + "  " + row.1.padding(widths.1) + "  "
                + String(repeating: " ", count: widths.2 - row.2.count) + row.2 + "  "
                + String(repeating: " ", count: widths.3 - row.3.count) + row.3 + "\n"
        }
        return text + total(cart) + "\n"
    }

    static func json(_ summary: CartSummary) -> String {
        var object = JSONObject()
        object.add("currency", summary.total.currency.code)
        object.add("count", summary.count)
        object.add("total", summary.total.machineText)
        return object.text
    }

    static func json(_ cart: Cart) -> String {
        var object = JSONObject()
        object.add("currency", cart.currency.code)
        object.add("count", cart.count)
        object.add("total", cart.total.machineText)
        let items = cart.items.enumerated().map { index, item in
            var entry = JSONObject()
            entry.add("index", index + 1)
            entry.add("label", item.label)
            entry.add("qty", item.quantity)
            entry.add("amount", MoneyFormat.machine(item.exactAmount, cart.currency))
            return entry.text
        }
        object.add("items", raw: JSON.array(items))
        return object.text
    }
}
