import Bargain
import Calculator
import Cart
import FoundationEssentials
import ShopCore

/// The interactive session: a price, a discount, the cart, and splitting its
/// total. Each line is split into words and parsed by the same code as the
/// command line, so both give the same results and the same messages.
final class REPL {
    static let commandHelp = """
        Commands (case-insensitive; short forms in brackets):
          price AMOUNT         set the price [p]; a bare amount or expression does the same: 9800, 1980*3
          rate PCT             set the discount, 0–100 [r]
          segment N            choose a preset: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50% [seg]
          slider POS           move the slider, 0–1, snapped to 5% steps [sl]
          add [AMOUNT] [--label T] [--qty N]
                               add the discounted price (or AMOUNT) to the cart [a]
          list                 the items in the cart [ls]
          total                the cart total [t]
          undo                 take back the last add, remove or clear [u]
          remove N             remove item N [rm]
          clear                empty the cart, after a y/N question
          split N [--round UNIT] [--mode absorb|up]
                               split the cart total among N people; --weights and --person work too
          discount …, calc …   the shoptools commands, as on the command line
          help [COMMAND]       this help, or a command's [h, ?]
          quit                 leave [exit, q, Ctrl-D]; every cart change is already saved
        Any other line that is an expression is evaluated (= 6860); when it is a valid price it becomes
        the price. After each command a line shows the state: price − rate [preset] → discounted · cart.
        """

    static let command = Command(name: "repl", summary: "the interactive REPL (also: shoptools cart)", help: help,
                                 options: CartCommand.options, run: { arguments, context throws(CLIError) in
                                     try start(arguments, context: context)
                                 })

    static let help = """
        Usage: shoptools repl [--cart PATH] [--currency CODE] [--no-save]
               shoptools cart          (the same)
               shoptools               (the same, on a terminal)

        One session keeps a whole shopping trip: set a price, choose a discount, add the result to
        the cart, repeat, then split the cart total among friends.

        \(commandHelp)

        Options:
              --cart PATH        the cart file (as for shoptools cart)
          -c, --currency CODE    the currency (default $SHOPTOOLS_CURRENCY, else JPY)
              --no-save          a cart in memory only, starting empty; the cart file is not touched
          -h, --help             show this help

        On a terminal: a prompt, ←/→, Backspace, Home/End, ↑/↓ history, Ctrl-C abandons the line.
        Without a terminal: no prompt and no escape codes, so a script of lines can be piped in:
          printf 'price 9800\\nrate 30\\nadd\\ntotal\\n' | shoptools repl
        """

    private let context: Context
    private let session: CartSession
    private let currency: Currency
    private var bargain: BargainState
    private var hasPrice = false
    private var input: Input

    /// Where lines come from: the line editor on a terminal, else buffered standard input.
    private enum Input {
        case terminal(LineEditor)
        case stream(LineReader)
    }

    private init(context: Context, session: CartSession, currency: Currency, input: Input) throws(CLIError) {
        self.context = context
        self.session = session
        self.currency = currency
        self.input = input
        do {
            bargain = try BargainState(price: Money(0, currency))
        } catch {
            throw .data(error)
        }
    }

    /// Starts a session with `--cart`, `--currency` and `--no-save` from `arguments`.
    static func start(_ arguments: Arguments, context: Context) throws(CLIError) {
        if let extra = arguments.positionals.first {
            throw .usage("unexpected argument \(quoted(extra)) for the REPL", command: "repl")
        }
        let currency = try context.currency(arguments)
        let session = arguments.has("no-save")
            ? CartSession(store: nil, currency: currency)
            : try CartSession.open(arguments, context: context)
        do {
            _ = try session.load()  // an unreadable cart is reported before the session starts
        } catch {
            throw .cart(error)
        }
        let interactive = context.isInteractive && Terminal.isTerminal(1) && Terminal.enterRawMode()
        defer { Terminal.restore() }
        let input: Input = interactive ? .terminal(LineEditor()) : .stream(LineReader(descriptor: context.stdinDescriptor))
        let repl = try REPL(context: context, session: session, currency: currency, input: input)
        if interactive {
            context.stdout.line("shoptools \(Shoptools.version): type help for the commands, quit or Ctrl-D to leave.")
        }
        repl.loop()
    }

    // MARK: - The loop

    private func loop() {
        while true {
            flush()
            guard let line = nextLine(prompt: "shoptools> ") else { break }
            if !execute(line) { break }
        }
        flush()
    }

    /// The next line; nil at the end of input. Ctrl-C on a terminal gives an empty line.
    private func nextLine(prompt: String) -> String? {
        switch input {
        case .terminal(var editor):
            let result = editor.readLine(prompt: prompt)
            input = .terminal(editor)
            switch result {
            case .line(let text): return text
            case .interrupted: return ""
            case .endOfInput: return nil
            }
        case .stream(var reader):
            var text: String?
            do {
                _ = try reader.next { bytes, _ in text = String(decoding: bytes, as: UTF8.self) }
            } catch {
                report(CLIError.io("cannot read standard input: \(error)"))
            }
            input = .stream(reader)
            return text
        }
    }

    /// Runs one line; false to end the session.
    private func execute(_ line: String) -> Bool {
        let words: [String]
        do {
            words = try Words.split(line)
        } catch {
            report(error)
            return true
        }
        guard let first = words.first else { return true }
        let name = first.lowercased()
        let rest = Array(words.dropFirst())
        do {
            switch name {
            case "quit", "exit", "q": return false
            case "help", "h", "?": try showHelp(rest.first)
            case "price", "p": try setPrice(rest)
            case "rate", "r": try setRate(rest)
            case "segment", "seg": try selectSegment(rest)
            case "slider", "sl": try moveSlider(rest)
            case "add", "a", "list", "ls", "total", "t", "undo", "u", "remove", "rm", "clear":
                try cartAction(Self.cartActionNames[name] ?? name, rest)
            case "cart":
                guard let action = rest.first else { throw CLIError.usage("missing cart action", command: "cart") }
                try cartAction(action.lowercased(), Array(rest.dropFirst()))
            case "split": try split(rest)
            case "discount", "calc": try Shoptools.run([name] + rest, context: context)
            default: try evaluate(line, firstWord: first)
            }
        } catch let error as CLIError {
            report(error)
            return true
        } catch {
            report(CLIError(status: .failure, message: "\(error)"))
            return true
        }
        if !["help", "h", "?"].contains(name) { context.stdout.line(stateLine()) }
        return true
    }

    private static let cartActionNames = ["a": "add", "ls": "list", "t": "total", "u": "undo", "rm": "remove"]

    // MARK: - Commands

    private func showHelp(_ topic: String?) throws(CLIError) {
        guard let topic else {
            context.stdout.line(Self.commandHelp)
            return
        }
        if ["discount", "calc", "split", "cart", "repl"].contains(topic.lowercased()) {
            try Shoptools.run(["help", topic.lowercased()], context: context)
        } else {
            context.stdout.line(Self.commandHelp)
        }
    }

    private func setPrice(_ rest: [String]) throws(CLIError) {
        guard rest.count == 1 else { throw CLIError.usage(rest.isEmpty ? "missing AMOUNT" : "give one AMOUNT", command: "repl") }
        bargain.price = Money(try Values.amount(rest[0], currency: currency), currency)
        hasPrice = true
    }

    private func setRate(_ rest: [String]) throws(CLIError) {
        guard rest.count == 1 else { throw CLIError.usage(rest.isEmpty ? "missing PCT" : "give one PCT", command: "repl") }
        let percent = try DiscountCommand.Request.percent(rest[0])
        do { try bargain.setRate(percent) } catch { throw .data(error) }
    }

    private func selectSegment(_ rest: [String]) throws(CLIError) {
        guard rest.count == 1 else { throw CLIError.usage(rest.isEmpty ? "missing N" : "give one N", command: "repl") }
        let number = try Values.integer(rest[0], what: "segment", range: 1...4)
        do { bargain.select(try Segment(number: number)) } catch { throw .data(error) }
    }

    private func moveSlider(_ rest: [String]) throws(CLIError) {
        guard rest.count == 1 else { throw CLIError.usage(rest.isEmpty ? "missing POS" : "give one POS", command: "repl") }
        let position: Decimal
        do { position = try AmountParser.decimal(rest[0], allowsNegative: true) } catch { throw .data(error, context: "slider") }
        do { try bargain.moveSlider(to: position) } catch { throw .data(error) }
    }

    private func cartAction(_ action: String, _ rest: [String]) throws(CLIError) {
        let arguments = try Arguments(rest, specs: CartCommand.options, command: "cart")
        var defaultAmount: Decimal?
        if hasPrice {
            do { defaultAmount = try bargain.discount().price.amount } catch { throw .data(error) }
        } else if action == "add" && arguments.positionals.isEmpty {
            throw CLIError.usage("missing AMOUNT: set a price first (price 9800) or give one (add 9800)", command: "cart")
        }
        var replContext = context
        replContext.ask = { [unowned self] question in
            if case .terminal = self.input { return self.nextLine(prompt: question) }
            return self.nextLine(prompt: "")
        }
        try CartActions.run(action, arguments: arguments, rest: arguments.positionals, session: session,
                            context: replContext, defaultAmount: defaultAmount)
    }

    /// `split N [options]`: the command line's split of the cart total.
    private func split(_ rest: [String]) throws(CLIError) {
        let total: CartSummary
        do { total = try session.summary() } catch { throw .cart(error) }
        var words = [total.total.machineText]
        var options = rest[...]
        if let first = options.first, !first.hasPrefix("-") {
            words += ["--people", first]
            options = options.dropFirst()
        }
        words += options
        words += ["--currency", currency.code]
        let arguments = try Arguments(words, specs: SplitCommand.options, command: "split")
        let result = try SplitCommand.compute(arguments, context: context)
        context.stdout.write(arguments.has("json") ? SplitRenderer.json(result) + "\n"
                             : SplitRenderer.human(result, named: arguments.has("person")))
    }

    /// A line that is no command: an expression or an amount, which becomes the price.
    private func evaluate(_ line: String, firstWord: String) throws(CLIError) {
        let result: Calculation
        do {
            result = try Calculator.evaluate(line, currency: currency)
        } catch {
            if firstWord.first?.isLetter == true {
                throw CLIError.usage("unknown command \(quoted(firstWord)); type help for the commands", command: "repl")
            }
            throw .data(error)
        }
        let isPlainAmount = (try? AmountParser.amount(line, currency: currency)) != nil
        if !isPlainAmount { context.stdout.line("= " + result.display()) }
        if let amount = try? Calculator.amount(line, currency: currency) {
            bargain.price = Money(amount, currency)
            hasPrice = true
        }
    }

    // MARK: - Output

    /// `¥9,800 − 30% [preset 2] → ¥6,860 · cart ¥6,860 (1 item)`
    private func stateLine() -> String {
        let rate = MoneyFormat.plain(bargain.rate) + "%"
        let preset = bargain.segment.map { "preset \($0.rawValue)" } ?? "no preset"
        let cart: String
        if let summary = try? session.summary() {
            cart = "cart \(summary.total.humanText) (\(summary.count) \(summary.count == 1 ? "item" : "items"))"
        } else {
            cart = "cart unreadable"
        }
        guard hasPrice, let discount = try? bargain.discount() else { return "no price · \(rate) [\(preset)] · \(cart)" }
        return "\(discount.original.humanText) − \(rate) [\(preset)] → \(discount.price.humanText) · \(cart)"
    }

    private func report(_ error: CLIError) {
        flush()
        context.stderr.line("shoptools: error: \(error.message)")
        try? context.stderr.flush()
    }

    private func flush() { try? context.stdout.flush() }
}
