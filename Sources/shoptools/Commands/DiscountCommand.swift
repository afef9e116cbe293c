import Bargain
import FoundationEssentials
import ShopCore

/// `shoptools discount PRICE (--rate PCT | --segment N | --slider POS) …`
enum DiscountCommand {
    static let command = Command(name: name, summary: summary, help: help, options: options, run: run)
    static let name = "discount"
    static let summary = "the price after a discount (バーゲン教師)"
    static let options: [OptionSpec] = [
        OptionSpec(name: "rate", short: "r"), OptionSpec(name: "segment", short: "s"), OptionSpec(name: "slider"),
        OptionSpec(name: "round"), OptionSpec(name: "rounding"), OptionSpec(name: "currency", short: "c"),
        .flag("json"),
    ]
    static let help = """
        Usage: shoptools discount PRICE (--rate PCT | --segment N | --slider POS) [options]

        The price after a discount: PRICE × (1 − rate/100), rounded to a unit.
        The arithmetic is exact decimal: 9800 at 30% is 6860, never 6859.

        Arguments:
          PRICE              the price before the discount: 9800, 9,800, ¥9,800, 9800円, ９８００, $98.50
                             - reads one price a line from standard input and writes one result a line

        The discount (exactly one):
          -r, --rate PCT     a rate from 0 to 100, e.g. 30 or 30% or 33.5
          -s, --segment N    a preset: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%
              --slider POS   a slider position from 0 to 1, snapped down to a 5% step within 5–95%

        Options:
              --round UNIT       round the price to a multiple of UNIT (default: the currency's minor unit, 1 for JPY)
              --rounding MODE    down (default, toward zero), up (away from zero), half-up, half-even
          -c, --currency CODE    JPY (default), USD, EUR, GBP, KRW, CNY, TWD; also $SHOPTOOLS_CURRENCY
              --json             one JSON object: {"currency":"JPY","original":"9800","rate":"30","segment":2,
                                 "slider":"0.3","price":"6860","saved":"2940","unit":"1","rounding":"down"}
          -h, --help             show this help

        Examples:
          shoptools discount 9800 --rate 30          ¥9,800 − 30% → ¥6,860 (save ¥2,940)
          shoptools discount 9800 --segment 4        ¥9,800 − 50% → ¥4,900 (save ¥4,900)
          shoptools discount '$98.50' --slider 0.37 --currency USD
          printf '9800\\n1980\\n' | shoptools discount - --rate 30

        Exit status: 0 success, 64 usage error, 65 bad value (a batch line: "line N: …"), 74 I/O error.
        """

    static func run(_ arguments: Arguments, context: Context) throws(CLIError) {
        let request = try Request(arguments, context: context)
        if request.priceText == "-" {
            try DiscountBatch.run(request, context: context)
            return
        }
        let price = try Values.amount(request.priceText, currency: request.currency)
        let state = try request.state(for: price)
        let discount: Discount
        do { discount = try state.discount() } catch { throw .data(error) }
        context.stdout.line(arguments.has("json") ? DiscountRenderer.json(discount) : DiscountRenderer.human(discount))
    }

    /// Everything `discount` was asked, checked before anything is computed.
    struct Request {
        enum Choice {
            case rate(Decimal), segment(Segment), slider(Decimal)
        }
        let priceText: String
        let choice: Choice
        let currency: Currency
        let unit: Decimal?
        let rounding: RoundingRule
        let json: Bool

        init(_ arguments: Arguments, context: Context) throws(CLIError) {
            guard let price = arguments.positionals.first else {
                throw .usage("missing PRICE", command: DiscountCommand.name)
            }
            guard arguments.positionals.count == 1 else {
                throw .usage("unexpected argument \(quoted(arguments.positionals[1])); give one PRICE", command: DiscountCommand.name)
            }
            let given = ["rate", "segment", "slider"].filter(arguments.has)
            guard given.count == 1 else {
                let problem = given.isEmpty ? "missing the discount" : "conflicting options --\(given.joined(separator: " and --"))"
                throw .usage("\(problem): give exactly one of --rate, --segment, --slider", command: DiscountCommand.name)
            }
            priceText = price
            currency = try context.currency(arguments)
            unit = try Values.unit(arguments, currency: currency)
            rounding = try Values.rounding(arguments, default: .down)
            json = arguments.has("json")
            if let text = arguments.value("rate") {
                choice = .rate(try Self.percent(text))
            } else if let text = arguments.value("segment") {
                let number = try Values.integer(text, what: "segment", range: 1...4)
                do { choice = .segment(try Segment(number: number)) } catch { throw .data(error) }
            } else {
                let text = arguments.value("slider") ?? ""
                do {
                    choice = .slider(try AmountParser.decimal(text, allowsNegative: true))
                } catch {
                    throw .data(error, context: "slider")
                }
            }
            // Check the rate and slider ranges now, before any price is read.
            _ = try state(for: 0)
        }

        /// The bargain state for `price` with the chosen discount.
        func state(for price: Decimal) throws(CLIError) -> BargainState {
            do {
                var state = try BargainState(price: Money(price, currency), unit: unit, rounding: rounding)
                switch choice {
                case .rate(let percent): try state.setRate(percent)
                case .segment(let segment): state.select(segment)
                case .slider(let position): try state.moveSlider(to: position)
                }
                return state
            } catch {
                throw .data(error)
            }
        }

        /// `30`, `30%`, `３０％`.
        static func percent(_ text: String) throws(CLIError) -> Decimal {
            var body = TextNormalizer.foldedAndTrimmed(text)
            if body.hasSuffix("%") { body.removeLast() }
            do {
                return try AmountParser.decimal(body, allowsNegative: true)
            } catch {
                throw .data("rate \(quoted(text)) is not a percentage from 0 to 100")
            }
        }
    }
}

/// How a discount is shown.
enum DiscountRenderer {
    /// `¥9,800 − 30% → ¥6,860 (save ¥2,940)`, with the rounding when it is not the default.
    static func human(_ discount: Discount) -> String {
        var line = "\(discount.original.humanText) − \(MoneyFormat.plain(discount.rate))% → \(discount.price.humanText)"
        line += " (save \(discount.saved.humanText)"
        let currency = discount.price.currency
        if discount.unit != currency.minorUnit || discount.rounding != .down {
            line += ", rounded \(discount.rounding) to \(MoneyFormat.human(discount.unit, currency))"
        }
        return line + ")"
    }

    /// The `--json` object; batch mode writes the same object once a line.
    static func json(_ discount: Discount) -> String {
        let currency = discount.price.currency
        return JSONTemplate(discount).line(
            original: discount.original.machineText,
            price: MoneyFormat.machine(discount.price.amount, currency),
            saved: MoneyFormat.machine(discount.saved.amount, currency))
    }

    /// The parts of the JSON object that do not change from price to price.
    struct JSONTemplate {
        let head: String, middle: String, tail: String

        init(currency: Currency, rate: Decimal, segment: Segment?, slider: Decimal, unit: Decimal, rounding: RoundingRule) {
            head = "{\"currency\":\(JSON.quoted(currency.code)),\"original\":\""
            var fields = JSONObject()
            fields.add("rate", MoneyFormat.plain(rate))
            fields.add("segment", segment?.rawValue)
            fields.add("slider", MoneyFormat.plain(slider))
            middle = "\"," + fields.text.dropFirst().dropLast() + ",\"price\":\""
            var after = JSONObject()
            after.add("unit", MoneyFormat.plain(unit))
            after.add("rounding", rounding.rawValue)
            tail = "\"," + after.text.dropFirst()
        }

        init(_ discount: Discount) {
            self.init(currency: discount.price.currency, rate: discount.rate, segment: discount.segment,
                      slider: discount.slider, unit: discount.unit, rounding: discount.rounding)
        }

        func line(original: String, price: String, saved: String) -> String {
            head + original + middle + price + "\",\"saved\":\"" + saved + tail
        }
    }
}
