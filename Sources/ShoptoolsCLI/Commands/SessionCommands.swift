import Bargain
import Calculator
import FoundationEssentials
import ShopCore

/// The verbs that only make sense inside a session: the price and discount
/// being looked at, and leaving. Each is a command of the one table.
enum SessionCommands {
    static let price = Command(
        name: "price", aliases: ["p"], scope: .session, synopsis: "price AMOUNT",
        summary: "set the price; a bare amount or expression does the same: 9800, 1980*3",
        help: "Usage (in the REPL): price AMOUNT\n\nSets the price: 9800, ¥9,800, 1980*3.", run: setPrice)

    static let rate = Command(
        name: "rate", aliases: ["r"], scope: .session, synopsis: "rate PCT",
        summary: "set the discount, 0–100; 30% alone does the same",
        help: "Usage (in the REPL): rate PCT\n\nSets the discount rate: 30, 30%, 33.5.", run: setRate)

    static let segment = Command(
        name: "segment", aliases: ["seg"], scope: .session, synopsis: "segment N",
        summary: "choose a preset: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%",
        help: "Usage (in the REPL): segment N\n\nChooses a preset: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%.", run: selectSegment)

    static let slider = Command(
        name: "slider", aliases: ["sl"], scope: .session, synopsis: "slider POS",
        summary: "move the slider, 0–1, snapped to 5% steps",
        help: "Usage (in the REPL): slider POS\n\nMoves the slider to POS (0–1); it snaps down to a 5% step within 5–95%.",
        run: moveSlider)

    static let quit = Command(
        name: "quit", aliases: ["exit", "q"], scope: .session, synopsis: "quit",
        summary: "leave (also Ctrl-D); every cart change is already saved",
        help: "Usage (in the REPL): quit\n\nLeaves the REPL; every cart change is already saved.",
        run: { _, _ throws(CLIError) in .endSession })

    static let replHelp = """
        Usage: shoptools repl [--cart PATH] [--currency CODE] [--no-save]
               shoptools cart          (the same)
               shoptools               (the same, on a terminal)

        One session keeps a whole shopping trip: set a price, choose a discount, add the result to
        the cart, repeat, then split the cart total among friends. Type help in it for the commands.

        Options:
              --cart PATH        the cart file (as for shoptools cart)
          -c, --currency CODE    the currency (default $SHOPTOOLS_CURRENCY, else JPY)
              --no-save          a cart in memory only, starting empty; the cart file is not touched
          -h, --help             show this help

        On a terminal: a prompt, ←/→, Backspace, Home/End, ↑/↓ history, Ctrl-C abandons the line,
        Ctrl-Z suspends, Ctrl-D leaves. Without a terminal: no prompt and no escape codes, so a script
        of lines can be piped in; every line runs, and the exit status is the worst of its lines
        (0 when all worked):
          printf 'price 9800\\nrate 30\\nadd\\ntotal\\n' | shoptools repl
        """

    // MARK: - Running

    static func setPrice(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let text = try oneArgument(arguments, "AMOUNT", command: "price")
        guard let session = invocation.session else { return .done }
        let amount = try Values.amount(text, currency: session.currency)
        do { try session.bargain.setPrice(Money(amount, session.currency)) } catch { throw .data(error) }
        session.hasPrice = true
        return .done
    }

    static func setRate(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let text = try oneArgument(arguments, "PCT", command: "rate")
        do { try invocation.session?.bargain.setRate(try Rate.parse(text)) } catch { throw .data(error) }
        return .done
    }

    static func selectSegment(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let text = try oneArgument(arguments, "N", command: "segment")
        do { invocation.session?.bargain.select(try Segment(parsing: text)) } catch { throw .data(error) }
        return .done
    }

    static func moveSlider(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let text = try oneArgument(arguments, "POS", command: "slider")
        do { try invocation.session?.bargain.moveSlider(to: try Slider.position(parsing: text)) } catch { throw .data(error) }
        return .done
    }

    /// A line that names no command: an expression or amount becomes the
    /// price (`= 5940` is shown for an expression), a bare percentage (`30%`)
    /// becomes the rate.
    static func evaluate(_ line: String, firstWord: String, session: Session, stdout: OutputSink) throws(CLIError) {
        let folded = TextNormalizer.foldedAndTrimmed(line)
        if folded.hasSuffix("%"), (try? AmountParser.decimal(String(folded.dropLast()), allowsNegative: true)) != nil {
            do { try session.bargain.setRate(try Rate.parse(line)) } catch { throw .data(error) }
            return
        }
        let result: Calculation
        do {
            result = try Calculator.evaluate(line, currency: session.currency)
        } catch {
            if firstWord.first?.isLetter == true {
                throw CLIError(status: .usage, message: "unknown command \(quotedWord(firstWord)); type help for the commands")
            }
            throw .data(error)
        }
        if (try? AmountParser.amount(line, currency: session.currency)) == nil { stdout.line("= " + result.display()) }
        // A result that is no price (negative, inexact: -10, 1/3) is only shown.
        guard let amount = try? Calculator.amount(line, currency: session.currency) else { return }
        do { try session.bargain.setPrice(Money(amount, session.currency)) } catch { throw .data(error) }
        session.hasPrice = true
    }

    private static func oneArgument(_ arguments: Arguments, _ what: String, command: String) throws(CLIError) -> String {
        guard let text = arguments.positionals.first else { throw .usage("missing \(what)", command: command, sessionOnly: true) }
        guard arguments.positionals.count == 1 else {
            throw .usage(
                "unexpected argument \(quotedWord(arguments.positionals[1])); give one \(what)", command: command,
                sessionOnly: true)
        }
        return text
    }
}
