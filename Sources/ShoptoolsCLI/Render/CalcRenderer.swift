import Calculator

/// How a calculation is shown.
enum CalcRenderer {
    /// `6860`, or `≈ 0.3333333333` for an inexact result.
    static func human(_ result: Calculation, scale: Int) -> String { result.display(scale: scale) }

    /// `{"expression":"9800-30%","result":"6860","exact":true}`.
    static func json(_ result: Calculation, expression: String, scale: Int) -> String {
        var object = JSONObject()
        object.add("expression", expression)
        object.add("result", result.text(scale: scale))
        object.add("exact", result.isExact)
        return object.text
    }
}
