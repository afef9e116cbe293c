import Calculator
import ShopCore

/// `shoptools calc EXPR… [--scale N] [--json]`
enum CalcCommand {
    static let command = Command(
        name: "calc", synopsis: "calc EXPRESSION", summary: "a shop calculator: 1980*3, 9800-30%, (1000+980)*8%",
        help: help, options: [.value("scale"), .value("currency", short: "c"), .flag("json")],
        dashWords: .singleDashPositional, run: run)

    static let help = """
        Usage: shoptools calc EXPRESSION… [--scale N] [--json]

        Evaluates an expression in exact decimal. The words are joined, so both
        shoptools calc '1980*3' and shoptools calc 1980 '*' 3 work (quote * and ( ) for the shell).

        Grammar:
          numbers      as amounts are typed: 1980, 1,980, ¥1,980, 1980円, $98.50, １９８０
                       (one currency an expression: $5+¥5 is an error)
          operators    + - * /, also × ÷ and full-width ＋ － ＊ ／ （ ）; × and ÷ before + and −
          signs        -5, +5, 3*-2, -(1+2)
          percent      9800-30% → 6860    (a ± b% takes b% of a)
                       9800+10% → 10780   9800*30% → 2940   9800/50% → 19600   15% → 0.15

        A result that does not terminate is rounded half-even to --scale decimals and marked ≈
        (1/3 → ≈ 0.3333333333). Every amount argument of shoptools accepts an expression too:
        shoptools discount 1980*3 --rate 30.

        Options:
              --scale N          decimals for an inexact result, 0–\(Calculator.maximumScale) (default \(Calculator.defaultScale))
          -c, --currency CODE    whose currency symbols numbers may carry (default: any)
              --json             {"expression":"9800-30%","result":"6860","exact":true}
          -h, --help             show this help

        Words that start with one dash are part of the expression (-5, -(1+2)); --word is always an option.

        Exit status: 0 success, 64 usage error, 65 an expression that cannot be evaluated
        (the message names the position: division by zero at 5: "10/(5-5)").
        """

    static func run(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        guard !arguments.positionals.isEmpty else { throw .usage("missing EXPRESSION", command: "calc") }
        let expression = arguments.positionals.joined(separator: " ")
        let scale =
            try arguments.value("scale").map { text throws(CLIError) in
                try Values.integer(text, what: "scale", range: 0...Calculator.maximumScale)
            } ?? Calculator.defaultScale
        var currency: Currency?
        if let code = arguments.value("currency") {
            do { currency = try Currency(code: code) } catch { throw .data(error) }
        }
        let result: Calculation
        do {
            result = try Calculator.evaluate(expression, currency: currency)
        } catch {
            throw .data(error)
        }
        invocation.stdout.line(
            arguments.has("json")
                ? CalcRenderer.json(result, expression: expression, scale: scale) : CalcRenderer.human(result, scale: scale))
        return .done
    }
}
