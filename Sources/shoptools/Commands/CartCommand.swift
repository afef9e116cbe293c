import Cart
import FoundationEssentials
import ShopCore

/// `shoptools cart (add | list | total | undo | remove | clear) …`, and with
/// no action, the REPL. The REPL's cart commands run the same actions.
enum CartCommand {
    static let command = Command(name: name, summary: summary, help: help, options: options, run: run)
    static let name = "cart"
    static let summary = "a running total of what you buy; with no action, the REPL"
    static let options: [OptionSpec] = [
        OptionSpec(name: "label", short: "l"), OptionSpec(name: "qty", short: "q"), .flag("yes", short: "y"),
        OptionSpec(name: "cart"), OptionSpec(name: "currency", short: "c"), .flag("json"), .flag("no-save"),
    ]
    static let help = """
        Usage: shoptools cart add AMOUNT [--label TEXT] [--qty N]   add an item; prints the new total
               shoptools cart list | total                        the items and the total
               shoptools cart undo                                take back the last add, remove or clear
               shoptools cart remove N                            remove item N (as list numbers them)
               shoptools cart clear [--yes]                       empty the cart, after a y/N question
               shoptools cart                                     the interactive REPL (see shoptools repl --help)

        AMOUNT is an amount or an expression: 6860, ¥6,860, 980*2. The cart keeps exact totals.

        clear asks "Clear the cart (3 items, ¥12,340)? [y/N]"; y, yes or はい clears, anything else
        (an empty line, end of input) keeps it. Without a terminal the answer is read from standard
        input: echo y | shoptools cart clear. --yes skips the question.

        Options:
          -l, --label TEXT       what the item is (add)
          -q, --qty N            how many, 1–1000000 (add; default 1)
          -y, --yes              clear without asking
              --json             {"currency":"JPY","count":2,"total":"12340"} (add, total), with "items" (list)
              --cart PATH        the cart file (default $SHOPTOOLS_CART, else $XDG_STATE_HOME/shoptools/cart.json,
                                 else ~/.local/state/shoptools/cart.json)
          -c, --currency CODE    the cart's currency (default $SHOPTOOLS_CURRENCY, else JPY)
          -h, --help             show this help

        Every change is on disk when the command returns; concurrent commands wait for each other; a
        cart file that cannot be read is reported and left as it is.

        Exit status: 0 success, 64 usage error, 65 bad value or unreadable cart file, 74 I/O error,
        1 nothing to undo.
        """

    static func run(_ arguments: Arguments, context: Context) throws(CLIError) {
        guard let action = arguments.positionals.first else {
            try REPL.start(arguments, context: context)
            return
        }
        let session = try CartSession.open(arguments, context: context)
        try CartActions.run(action, arguments: arguments, rest: Array(arguments.positionals.dropFirst()),
                            session: session, context: context, defaultAmount: nil)
    }
}

/// The cart a command works on: the persistent file, or (REPL `--no-save`) one in memory.
final class CartSession {
    let currency: Currency
    private let store: CartStore?
    private var memory: Cart

    init(store: CartStore?, currency: Currency) {
        self.store = store
        self.currency = currency
        memory = Cart(currency: currency)
    }

    /// The cart file from `--cart`, else the default path; the currency from `--currency`.
    static func open(_ arguments: Arguments, context: Context) throws(CLIError) -> CartSession {
        let currency = try context.currency(arguments)
        guard let path = arguments.value("cart") ?? CartStore.defaultPath(environment: context.environment) else {
            throw .io("cannot tell where to keep the cart: set HOME, XDG_STATE_HOME or SHOPTOOLS_CART, or give --cart PATH")
        }
        do {
            return CartSession(store: try CartStore(path: path, currency: currency), currency: currency)
        } catch {
            throw .cart(error)
        }
    }

    func load() throws(CartError) -> Cart { try store?.load() ?? memory }

    func summary() throws(CartError) -> CartSummary {
        if let store { return try store.summary() }
        return CartSummary(count: memory.count, total: memory.total)
    }

    func add(_ item: Cart.Item) throws(CartError) -> CartSummary {
        if let store { return try store.add(item) }
        try memory.add(item)
        return try summary()
    }

    func remove(at number: Int) throws(CartError) -> (removed: Cart.Item, cart: Cart) {
        if let store { return try store.remove(at: number) }
        let item = try memory.remove(at: number)
        return (item, memory)
    }

    func undo() throws(CartError) -> (undone: Cart.Change, cart: Cart) {
        if let store { return try store.undo() }
        let change = try memory.undo()
        return (change, memory)
    }

    func confirm(_ request: ClearRequest) throws(CartError) -> Cart {
        if let store { return try store.confirm(request) }
        try memory.confirm(request)
        return memory
    }
}

extension CLIError {
    /// A cart error with its exit status: unreadable files and bad values 65, I/O 74, nothing to undo 1.
    static func cart(_ error: CartError) -> CLIError {
        switch error {
        case .io: return .io(error.description)
        case .nothingToUndo, .staleClearRequest: return CLIError(status: .failure, message: error.description)
        case .currencyMismatch(_, let file, _): return .data(error.description + "; use --currency \(file.code) or another --cart")
        default: return .data(error.description)
        }
    }
}
