import Calculator
import CommandLineKit

/// How a calculation is shown.
enum CalcRenderer {
    /// `6860`, or `≈ 0.3333333333` for an inexact result.
    static func human(_ result: Calculation, scale: Int) -> String { result.display(scale: scale) }

    /// The `--json` object: the library's ``EvaluatedExpression``,
    /// `{"expression":"1/3","result":"0.3333333333","exact":false,"fraction":"1/3"}`.
    static func json(_ result: Calculation, expression: String, scale: Int) throws(CLIError) -> String {
        try JSONOutput.text(EvaluatedExpression(expression, result, scale: scale))
    }
}
