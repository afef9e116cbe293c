/// JSON string literals, written one way for every JSON shoptools writes
/// (command output and the cart file).
public enum JSONString {
    /// `text` as a JSON string literal: quotes, backslashes and control
    /// characters escaped, everything else as it is (UTF-8).
    public static func quoted(_ text: String) -> String {
        quoted(text, escaping: { _ in false })
    }

    /// `text` as a JSON string literal that also writes the scalars
    /// `escapes` picks as `\uXXXX` (still valid JSON, read back the same).
    public static func quoted(_ text: String, escaping escapes: (Unicode.Scalar) -> Bool) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (scalar.value <= 0xFFFF && escapes(scalar)) {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
