import Calculator
import CommandLineKit
import ShopCore
import Tax

/// `shoptools calc EXPR… [--scale N] [--json]`; `calc` alone on a terminal: the keypad screen (``KeypadScreen``).
enum CalcCommand {
    static let command = Command(
        name: "calc", synopsis: "calc EXPRESSION", usage: ["calc EXPRESSION…", "calc --keys KEYS"], page: .calc,
        table: table, formOptions: { [[.scale, .calcCurrency, .calcJSON], [.desk, .keysTaxRate, .trace, .calcJSON]] },
        dashWords: .singleDashPositional, run: run)

    static var table: RequestTable<CalcRequest, CLIError> {
        RequestTable(
            [
                .option(.scale) { $0.scale = $1 }, .option(.calcCurrency) { $0.currency = $1 },
                .flag(.calcJSON) { $0.json = true },
                .option(.keys) { $0.keys = $1 }, .optional(.desk) { $0.desk = .some($1) },
                .option(.keysTaxRate) { $0.taxRate = $1 },
                .flag(.trace) { $0.trace = true },
            ],
            positionals: .words { $0.words = $1 }, rules: [.conflicts(.keys, .scale), .conflicts(.keys, .calcCurrency)])
    }

    static func run(_ request: CalcRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        // Nothing to compute, on a terminal: the keypad screen (--desk and --tax-rate apply).
        if request.words.isEmpty, invocation.opensScreen, request.keys == nil, !request.trace, request.scale == nil,
            request.currency == nil, !request.json
        {
            return .openScreen(KeypadScreen(keypad: CalcKeys.keypad(request), language: invocation.context.language))
        }
        if let keys = try CalcKeys.request(request) { return try CalcKeys.run(keys, invocation) }
        guard !request.words.isEmpty else { throw .commandUsage(.missing(.expression)) }
        let expression = request.words.joined(separator: " ")
        let scale = request.scale ?? Calculator.defaultScale
        let result: Calculation
        do {
            result = try Calculator.evaluate(expression, currency: request.currency)
        } catch {
            throw .data(error)
        }
        invocation.stdout.line(
            try request.json
                ? CalcRenderer.json(result, expression: expression, scale: scale) : CalcRenderer.human(result, scale: scale))
        return .done
    }
}
