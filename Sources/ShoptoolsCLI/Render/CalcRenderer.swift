import Calculator
import CommandLineKit

/// How a calculation is shown.
enum CalcRenderer {
    /// `6860`, or `≈ 0.3333333333` for an inexact result.
    static func human(_ result: Calculation, scale: Int) -> String { result.display(scale: scale) }

    /// `{"expression":"1/3","result":"0.3333333333","exact":false,"fraction":"1/3"}`:
    /// `exact` says whether `result` is the exact value, `fraction` is the
    /// exact value (`null` when it was too long to keep and `result` was
    /// computed in rounded decimals).
    static func json(_ result: Calculation, expression: String, scale: Int) -> String {
        var object = JSONObject()
        object.add("expression", expression)
        object.add("result", result.text(scale: scale))
        object.add("exact", result.isExact)
        object.add("fraction", result.fraction?.description)
        return object.text
    }
}
