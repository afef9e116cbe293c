import Calculator
import CommandLineKit
import ShopCore

/// `shoptools calc EXPR… [--scale N] [--json]`; `calc` alone on a terminal: the keypad screen (``KeypadScreen``).
enum CalcCommand {
    static let command = Command(
        name: "calc", synopsis: "calc EXPRESSION", usage: ["calc EXPRESSION…", "calc --keys KEYS"], page: .calc,
        options: [.scale, .calcCurrency, .calcJSON, .keys, .desk, .keysTaxRate, .trace],
        rules: [.conflicts(.keys, .scale), .conflicts(.keys, .calcCurrency)],
        formOptions: [[.scale, .calcCurrency, .calcJSON], [.desk, .keysTaxRate, .trace, .calcJSON]],
        dashWords: .singleDashPositional, run: run)

    static func run(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        // Nothing to compute, on a terminal: the keypad screen (--desk and --tax-rate apply).
        if arguments.positionals.isEmpty, invocation.opensScreen,
            !([.keys, .trace, .scale, .calcCurrency, .calcJSON] as [DeclaredOption]).contains(where: { arguments.has($0) })
        {
            return .openScreen(KeypadScreen(keypad: try CalcKeys.keypad(arguments), language: invocation.context.language))
        }
        if let keys = try CalcKeys.request(arguments) { return try CalcKeys.run(keys, invocation) }
        guard !arguments.positionals.isEmpty else { throw .commandUsage(.missing(.expression)) }
        let expression = arguments.positionals.joined(separator: " ")
        let scale = try arguments.value(.scale) ?? Calculator.defaultScale
        let currency = try arguments.value(.calcCurrency)
        let result: Calculation
        do {
            result = try Calculator.evaluate(expression, currency: currency)
        } catch {
            throw .data(error)
        }
        invocation.stdout.line(
            try arguments.has(.json)
                ? CalcRenderer.json(result, expression: expression, scale: scale) : CalcRenderer.human(result, scale: scale))
        return .done
    }
}
