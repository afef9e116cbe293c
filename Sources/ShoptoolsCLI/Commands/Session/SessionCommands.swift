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
/// being looked at, and leaving.
///
/// Each is a command of the one table.
enum SessionCommands {
    static let price = Command(
        name: "price", aliases: ["p", "価格"], scope: .session, synopsis: "price AMOUNT",
        page: .price, table: .one("AMOUNT"), run: setPrice)

    static let rate = Command(
        name: "rate", aliases: ["r", "割引"], scope: .session, synopsis: "rate PCT",
        page: .rate, table: .one("PCT"), run: setRate)

    static let segment = Command(
        name: "segment", aliases: ["seg", "プリセット"], scope: .session, synopsis: "segment N",
        page: .segment, table: .one("N"), run: selectSegment)

    static let slider = Command(
        name: "slider", aliases: ["sl", "スライダー"], scope: .session, synopsis: "slider POS",
        page: .slider, table: .one("POS"), run: moveSlider)

    static let off = Command(
        name: "off", aliases: ["値引き"], scope: .session, synopsis: "off X | off clear", page: .off,
        table: .one("X|clear"), run: addStep)

    static let quit = Command(
        name: "quit", aliases: ["exit", "q", "終了"], scope: .session, synopsis: "quit",
        page: .quit, table: RequestTable<Word, CLIError>([], positionals: .none(.none("quit"))),
        run: { _, _ throws(CLIError) in .endSession })

    static let lang = Command(
        name: "lang", aliases: ["言語"], scope: .session, synopsis: "lang en|ja", page: .lang, table: .one("en|ja"),
        operand: .words(["en", "ja"]), run: setLanguage)

    static let taxRate = Command(
        name: "taxrate", aliases: ["税率"], scope: .session, synopsis: "taxrate PCT [--included] | taxrate off",
        page: .taxRate, table: .one("PCT|off", [.flag(.taxRateIncluded) { $0.included = true }]), run: setTaxRate)

    /// What a session verb was given: its one word (and `taxrate`'s `--included`).
    struct Word: CommandRequest {
        typealias Context = Invocation
        typealias Failure = CLIError
        var text = ""
        var included = false
    }

    // MARK: - Running

    /// `taxrate 8 --included`: the tax of the following adds; `taxrate off`: none.
    static func setTaxRate(_ word: Word, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let text = word.text
        guard let session = invocation.session else { return .done }
        if ["off", "なし", "オフ"].contains(TextNormalizer.foldedAndTrimmed(text).lowercased()) {
            session.taxRate = nil
            return .done
        }
        let rate: Percentage
        do { rate = try Percentage(parsingTaxRate: text) } catch { throw .data(error) }
        session.taxRate = TaxCategory(rate: rate, basis: word.included ? .included : .excluded)
        return .done
    }

    static func setLanguage(_ word: Word, _ invocation: Invocation) throws(CLIError) -> Outcome {
        guard let session = invocation.session else { return .done }
        let text = word.text
        guard let language = Language(code: text) else { throw .data(.unknownLanguage(text)) }
        session.language = language
        return .done
    }

    static func setPrice(_ word: Word, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let text = word.text
        guard let session = invocation.session else { return .done }
        let amount = try Values.payableAmount(text, currency: session.currency)
        do { try session.bargain.setPrice(Money(amount, session.currency)) } catch { throw .data(error) }
        return .done
    }

    static func setRate(_ word: Word, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let text = word.text
        do { try invocation.session?.bargain.setRate(try Percentage(parsingDiscountRate: text)) } catch { throw .data(error) }
        return .done
    }

    static func selectSegment(_ word: Word, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let text = word.text
        do { invocation.session?.bargain.select(try Segment(parsing: text)) } catch { throw .data(error) }
        return .done
    }

    static func moveSlider(_ word: Word, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let text = word.text
        do { try invocation.session?.bargain.moveSlider(to: try Slider.position(parsing: text)) } catch { throw .data(error) }
        return .done
    }

    /// `off 10%`, `off 100`: a further discount step after the rate;
    /// `off clear`: none again.
    ///
    /// A step the price cannot take (more off than it costs at that step) is refused and the steps stay as they were.
    static func addStep(_ word: Word, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let text = word.text
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
}

extension RequestTable where Request == SessionCommands.Word, Failure == CLIError {
    /// A session verb's one word, `what` in messages, and its `options`.
    static func one(_ what: String, _ options: [Binding<Request, CLIError>] = []) -> RequestTable {
        RequestTable(
            options,
            positionals: PositionalBinding(
                check: { (words) throws(CLIError) in
                    guard !words.isEmpty else { throw .commandUsage(.missing(.argument(what))) }
                    guard words.count == 1 else { throw .commandUsage(.unexpectedArgument(words[1], .one(what))) }
                }, fill: { (request, words) throws(CLIError) in request.text = words[0] }))
    }
}
