import ShopCore

/// A JSON object written field by field, in the order given.
///
/// shoptools writes its few JSON shapes by hand so the field order is fixed
/// and amounts stay exact strings.
struct JSONObject {
    private var fields: [String] = []

    /// A string field.
    mutating func add(_ key: String, _ value: String) { fields.append("\(JSON.quoted(key)):\(JSON.quoted(value))") }
    /// A string field, or `null`.
    mutating func add(_ key: String, _ value: String?) {
        fields.append("\(JSON.quoted(key)):\(value.map(JSON.quoted) ?? "null")")
    }
    /// A number field, or `null`.
    mutating func add(_ key: String, _ value: Int?) { fields.append("\(JSON.quoted(key)):\(value.map(String.init) ?? "null")") }
    /// A boolean field.
    mutating func add(_ key: String, _ value: Bool) { fields.append("\(JSON.quoted(key)):\(value)") }
    /// A field whose value is already JSON (an array or an object).
    mutating func add(_ key: String, raw: String) { fields.append("\(JSON.quoted(key)):\(raw)") }

    var text: String { "{" + fields.joined(separator: ",") + "}" }
}

enum JSON {
    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String { JSONString.quoted(text) }

    /// A JSON array of already-encoded values.
    static func array(_ elements: [String]) -> String { "[" + elements.joined(separator: ",") + "]" }
}
