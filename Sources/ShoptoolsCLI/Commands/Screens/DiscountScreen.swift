import Bargain
import Cart
import CommandLineKit
import ShopCore
import ShopText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The バーゲン教師 screen of `shoptools discount` on a terminal: the price
/// as typed, the four presets and the slider (kept in sync by
/// ``/Bargain/BargainState``), the price after the discount, and the cart.
///
/// It works on a REPL ``Session``: the same bargain state and the same cart
/// file, and "add to cart" is the REPL's `add` itself, so the item, its
/// checks and its words are those of `add` with a price set.
///
/// ```
/// バーゲン教師 · discount
///
/// price    9800
/// preset   20%  [30%]  40%  50%
/// slider   5% |######-------------| 95%
/// after    ¥9,800 − 30% → ¥6,860 (save ¥2,940)
/// cart     total ¥6,860 (1 item)
/// ```
struct DiscountScreen: ScreenModel {
    /// The session whose bargain state and cart the screen shows.
    let session: Session
    /// The streams and environment `add` runs with (its words go to the message row).
    let context: Context
    /// The price field as typed.
    private(set) var field = ""
    /// What the price field holds that can no longer become an amount.
    private(set) var fieldError: String?
    /// The answer to the last action (`added ¥6,860 · total …`), or an error.
    private(set) var message: String?
    /// The cart's count and total as last seen.
    private(set) var cart: CartSummary?
    /// A clear of the cart waiting for y or n.
    private(set) var clearRequest: ClearRequest?
    /// Whether the price in the field was just added: the next digit starts a new price.
    private(set) var added = false

    /// The longest price field: enough for any amount the exact range holds.
    static let fieldLength = 24

    init(session: Session, context: Context) {
        self.session = session
        self.context = context
        cart = session.shopping.cartSummary()
    }

    var language: Language { session.language }

    mutating func press(_ key: TerminalKey) -> ScreenStep {
        if let request = clearRequest {
            clearRequest = nil
            if case .character(let answer) = key, CartRenderer.isYes(String(answer)) {
                clear(request)
            } else {
                message = CartText.kept(request, in: language)
            }
            return .redraw
        }
        switch key {
        case .character("q"): return .quit
        case .character("x"): askToClear()
        case .character(let character) where Self.isPriceCharacter(character):
            if added {
                // The next item's price: the one added stays in the message row, as the last item.
                let last = message
                type(String(character))
                message = last
                return .redraw
            }
            guard field.count < Self.fieldLength else { return .unchanged }
            type(field + String(character))
        case .backspace, .delete:
            guard !field.isEmpty else { return .unchanged }
            type(String(field.dropLast()))
        case .escape: type("")
        case .left: slide(by: -1)
        case .right: slide(by: 1)
        case .up: choosePreset(next: true)
        case .down: choosePreset(next: false)
        case .enter: add()
        default: return .unchanged
        }
        return .redraw
    }

    /// A digit, point or comma, full-width ones (`９`, `．`) too, as amounts are typed.
    private static func isPriceCharacter(_ character: Character) -> Bool {
        let folded = TextNormalizer.string(TextNormalizer.folded(String(character))[...])
        return folded.count == 1 && folded.allSatisfy { "0123456789.,".contains($0) }
    }

    /// The field holds `text` now; an amount becomes the price, anything else
    /// (an error too: `1.2.3`, an amount past the exact range) leaves none.
    private mutating func type(_ text: String) {
        field = text
        added = false
        fieldError = nil
        message = nil
        switch TypedAmount.read(text, currency: session.currency) {
        // No price while the field is on its way to one (`9,8`): the price shown is always the field's.
        case .empty, .incomplete: session.bargain.clearPrice()
        case .amount(let price):
            do {
                try session.bargain.setPrice(price)
            } catch {
                session.bargain.clearPrice()
                fieldError = CLIMessage.error(error).text(in: language)
            }
        case .invalid(let error):
            session.bargain.clearPrice()
            fieldError = CLIMessage.error(error).text(in: language)
        }
    }

    /// ← and →: one 5 % step of the slider, which selects the preset it lands on.
    private mutating func slide(by steps: Int) {
        let step = Decimal(steps) * Slider.step
        let position = min(max(session.bargain.slider + step, 0), 1)
        try? session.bargain.moveSlider(to: position)  // in [0, 1] with two decimals: always taken
    }

    /// ↑ and ↓: the next (or previous) preset from the rate now.
    private mutating func choosePreset(next: Bool) {
        let rate = session.bargain.rate
        let presets = Segment.allCases
        let chosen = next ? presets.first { $0.rate > rate } ?? presets.last : presets.last { $0.rate < rate } ?? presets.first
        if let chosen { session.bargain.select(chosen) }
    }

    /// The REPL's `add`: the price after the discount into the cart.
    ///
    /// With an error in the field nothing is added and the error stays.
    private mutating func add() {
        guard fieldError == nil else { return }
        guard session.bargain.price != nil else {
            message = ScreenWords.typePriceFirst(language)
            return
        }
        let words = StringSink()
        var addContext = Context(
            environment: context.environment, stdout: words, stderr: words, input: context.input, isInteractive: false,
            language: language)
        addContext.ask = { _ throws(CLIError) in nil }
        let invocation = Invocation(context: addContext, session: session, commands: [], path: "cart add")
        do throws(CLIError) {
            var request = CartRequest()
            try request.prepare(invocation)
            _ = try CartCommand.add(request, invocation)
            message = words.text.split(separator: "\n").joined(separator: " ")
            added = true
        } catch {
            message = error.pointing(at: invocation.path, sessionOnly: false).inSession().message.text(in: language)
        }
        cart = session.shopping.cartSummary()
    }

    /// x: asks before clearing, unless the cart is empty already.
    private mutating func askToClear() {
        do {
            let contents = try session.cart.load()
            let request = contents.requestClear()
            cart = try CartSummary(of: contents)
            guard request.count > 0 else {
                message = CartText.alreadyEmpty(in: language)
                return
            }
            clearRequest = request
            message = nil
        } catch {
            message = CLIError.cart(error).message.text(in: language)
        }
    }

    /// y: clears the cart, unless it changed since the question.
    private mutating func clear(_ request: ClearRequest) {
        do {
            cart = try CartSummary(of: session.cart.confirm(request))
            message = CartText.cleared(request, in: language)
        } catch {
            message = CLIError.cart(error).message.text(in: language)
        }
    }

    /// The cart's count and total read again (cheaply, from the file's
    /// record), so a change made outside the screen shows at the next drawing.
    mutating func refresh() {
        do {
            cart = try session.cart.summary()
        } catch {
            if message == nil { message = CLIError.cart(error).message.text(in: language) }
        }
    }

    func layout() -> ScreenLayout {
        let bargain = session.bargain
        let labels = ScreenWords.discountLabels(language)
        let labelWidth = labels.map(DisplayText.columns).max() ?? 0
        func row(_ label: String, _ text: String) -> String { DisplayText.padded(label, to: labelWidth + 2) + text }
        let presets = Segment.allCases.map { segment in
            let text = segment.rate.description
            return segment == bargain.segment ? "[\(text)]" : " \(text) "
        }
        // The slider has no 0 %: a rate off its steps (none yet, or 33 % typed in the REPL) is drawn as
        // no position at all, dots, not as an empty bar that reads as 5 %.
        let step = bargain.sliderStep
        let bar = (Slider.steps).map { step == 0 ? "." : $0 <= step ? "#" : "-" }.joined()
        let after = (try? bargain.discount()).flatMap { $0 }.map { DiscountRenderer.human($0, in: language) } ?? "—"
        let slider = row(labels[2], "5% |\(bar)| 95%")
        var rows = [
            ScreenWords.discountTitle(language), "",
            row(labels[0], field + "_"),
            row(labels[1], presets.joined(separator: " ")),
            slider + "  (\(bargain.rate))",
            row(labels[3], after),
            row(labels[4], cart.map { CartText.total($0, in: language) } ?? "—"),
            "",
        ]
        if let fieldError {
            rows.append(fieldError)
        } else if let clearRequest {
            rows.append(CartRenderer.clearQuestion(clearRequest, in: language))
        } else {
            rows.append(message ?? "")
        }
        rows.append("")
        // The slider is never cut: its ends say what the bar spans.
        let minimum = max(DisplayText.columns(rows[0]), DisplayText.columns(slider))
        return ScreenLayout(
            rows: rows, legend: ScreenWords.discountLegend(language), minimum: minimum, hanging: labelWidth + 2,
            labelled: [2, 3, 4, 5, 6])
    }
}
