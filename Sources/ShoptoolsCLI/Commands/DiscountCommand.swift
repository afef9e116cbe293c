import Bargain
import FoundationEssentials
import ShopCore

/// `shoptools discount PRICE (--rate PCT | --segment N | --slider POS) …`
enum DiscountCommand {
    static let command = Command(
        name: "discount", synopsis: "discount PRICE (--rate PCT | --segment N | --slider POS)",
        summary: "the price after a discount (バーゲン教師)", help: help, options: options, run: run)

    static let options: [OptionSpec] = [
        .value("rate", short: "r"), .value("segment", short: "s"), .value("slider"),
        .value("round"), .value("rounding"), .value("currency", short: "c"), .flag("json"),
    ]

    static let help = """
        Usage: shoptools discount PRICE (--rate PCT | --segment N | --slider POS) [options]

        The price after a discount: PRICE × (1 − rate/100), rounded to a unit.
        The arithmetic is exact decimal: 9800 at 30% is 6860, never 6859.

        Arguments:
          PRICE              the price before the discount: 9800, 9,800, ¥9,800, 9800円, ９８００, $98.50,
                             or an expression: 1980*3
                             - reads one price a line from standard input and writes one result a line

        The discount (exactly one):
          -r, --rate PCT     a rate from 0 to 100, e.g. 30 or 30% or 33.5
          -s, --segment N    a preset: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%
              --slider POS   a slider position from 0 to 1, snapped down to a 5% step within 5–95%

        Options:
              --round UNIT       round the price to a multiple of UNIT (default: the currency's minor unit, 1 for JPY)
              --rounding MODE    down (default, toward zero), up (away from zero), half-up, half-even
          -c, --currency CODE    \(HelpText.currencies); also $SHOPTOOLS_CURRENCY
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

    static func run(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let request = try DiscountRequest(arguments, invocation)
        if request.priceText == "-" {
            guard invocation.session == nil else {
                throw .usage(
                    "discount - reads prices from standard input and cannot run inside the REPL; give a PRICE",
                    command: "discount")
            }
            try DiscountBatch.run(request, context: invocation.context)
            return .done
        }
        let price = try Values.amount(request.priceText, currency: request.currency)
        let discount: Discount
        do { discount = try request.state(for: Money(price, request.currency)).discount() } catch { throw .data(error) }
        invocation.stdout.line(request.json ? DiscountRenderer.json(discount) : DiscountRenderer.human(discount))
        return .done
    }
}
