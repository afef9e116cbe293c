import Bargain
import Calculator
import CommandLineKit
import ShopCore
import ShopText
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The verbs that only make sense inside a session: the price and discount
/// being looked at, and leaving. Each is a command of the one table.
enum SessionCommands {
    static let price = Command(
        name: "price", aliases: ["p", "価格"], scope: .session, synopsis: "price AMOUNT",
        page: .price, run: setPrice)

    static let rate = Command(
        name: "rate", aliases: ["r", "割引"], scope: .session, synopsis: "rate PCT",
        page: .rate, run: setRate)

    static let segment = Command(
        name: "segment", aliases: ["seg", "プリセット"], scope: .session, synopsis: "segment N",
        page: .segment, run: selectSegment)

    static let slider = Command(
        name: "slider", aliases: ["sl", "スライダー"], scope: .session, synopsis: "slider POS",
        page: .slider,
        run: moveSlider)

    static let off = Command(
        name: "off", aliases: ["値引き"], scope: .session, synopsis: "off X | off clear", page: .off, run: addStep)

    static let quit = Command(
        name: "quit", aliases: ["exit", "q", "終了"], scope: .session, synopsis: "quit",
        page: .quit,
        run: { arguments, _ throws(CLIError) in
            try Values.expectAtMost(0, arguments, what: .none("quit"))
            return .endSession
        })

    static let lang = Command(
        name: "lang", aliases: ["言語"], scope: .session, synopsis: "lang en|ja", page: .lang,
        operand: .words(["en", "ja"]), run: setLanguage)

    static let taxRate = Command(
        name: "taxrate", aliases: ["税率"], scope: .session, synopsis: "taxrate PCT [--included] | taxrate off",
        page: .taxRate, options: [.taxRateIncluded], run: setTaxRate)

    // MARK: - Running

    /// `taxrate 8 --included`: the tax of the following adds; `taxrate off`: none.
    static func setTaxRate(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let text = try oneArgument(arguments, "PCT|off")
        guard let session = invocation.session else { return .done }
        if ["off", "なし", "オフ"].contains(TextNormalizer.foldedAndTrimmed(text).lowercased()) {
            session.taxRate = nil
            return .done
        }
        let rate: Percentage
        do { rate = try Percentage(parsingTaxRate: text) } catch { throw .data(error) }
        session.taxRate = TaxCategory(rate: rate, basis: arguments.has(.included) ? .included : .excluded)
        return .done
    }

    static func setLanguage(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        guard let session = invocation.session else { return .done }
        let text = try oneArgument(arguments, "en|ja")
        guard let language = Language(code: text) else { throw .data(.unknownLanguage(text)) }
        session.language = language
        return .done
    }

    static func setPrice(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let text = try oneArgument(arguments, "AMOUNT")
        guard let session = invocation.session else { return .done }
        let amount = try Values.amount(text, currency: session.currency)
        do { try session.bargain.setPrice(Money(amount, session.currency)) } catch { throw .data(error) }
        return .done
    }

    static func setRate(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let text = try oneArgument(arguments, "PCT")
        do { try invocation.session?.bargain.setRate(try Percentage(parsingDiscountRate: text)) } catch { throw .data(error) }
        return .done
    }

    static func selectSegment(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let text = try oneArgument(arguments, "N")
        do { invocation.session?.bargain.select(try Segment(parsing: text)) } catch { throw .data(error) }
        return .done
    }

    static func moveSlider(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let text = try oneArgument(arguments, "POS")
        do { try invocation.session?.bargain.moveSlider(to: try Slider.position(parsing: text)) } catch { throw .data(error) }
        return .done
    }

    /// `off 10%`, `off 100`: a further discount step after the rate;
    /// `off clear`: none again. A step the price cannot take (more off than
    /// it costs at that step) is refused and the steps stay as they were.
    static func addStep(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let text = try oneArgument(arguments, "X|clear")
        guard let session = invocation.session else { return .done }
        if ["clear", "クリア"].contains(TextNormalizer.foldedAndTrimmed(text).lowercased()) {
            session.shopping.clearSteps()
            return .done
        }
        do {
            try session.shopping.addStep(try DiscountStep(parsing: text, currency: session.currency))
        } catch {
            throw .data(error)
        }
        return .done
    }

    /// A line that names no command: an expression or amount becomes the
    /// price (`= 5940` is shown for an expression), a bare percentage (`30%`)
    /// becomes the rate.
    static func evaluate(_ line: String, firstWord: String, session: Session, stdout: OutputSink) throws(CLIError) {
        let folded = TextNormalizer.foldedAndTrimmed(line)
        if folded.hasSuffix("%"), (try? AmountParser.decimal(String(folded.dropLast()), allowsNegative: true)) != nil {
            do { try session.bargain.setRate(try Percentage(parsingDiscountRate: line)) } catch { throw .data(error) }
            return
        }
        let result: Calculation
        do {
            result = try Calculator.evaluate(line, currency: session.currency)
        } catch {
            if firstWord.first?.isLetter == true {
                throw CLIError(status: .usage, message: .unknownCommandInSession(firstWord))
            }
            throw .data(error)
        }
        if !result.isPlainNumber { stdout.line("= " + result.display()) }
        // A result that is no price (negative, inexact: -10, 1/3) is only shown.
        guard let amount = try? result.amount(line) else { return }
        do { try session.bargain.setPrice(Money(amount, session.currency)) } catch { throw .data(error) }
    }

    private static func oneArgument(_ arguments: Arguments, _ what: String) throws(CLIError) -> String {
        guard let text = arguments.positionals.first else {
            throw .commandUsage(.missing(.argument(what)))
        }
        guard arguments.positionals.count == 1 else {
            throw .commandUsage(.unexpectedArgument(arguments.positionals[1], .one(what)))
        }
        return text
    }
}
