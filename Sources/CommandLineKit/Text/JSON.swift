import ShopCore

/// A JSON object, field by field in the order given, for the one output not yet a library value's
/// encoding (`settle --expenses --json`, issue 36); every other `--json` is ``JSONWriter/encoded(_:)``.
package struct JSONObject {
    package private(set) var bytes: [UInt8] = [UInt8(ascii: "{")]
    private var isEmpty = true

    package init() {}

    private mutating func key(_ key: String) {
        JSONWriter.key(key, first: isEmpty, to: &bytes)
        isEmpty = false
    }

    /// A string field, or `null`.
    package mutating func add(_ key: String, _ value: String?) {
        self.key(key)
        bytes.append(contentsOf: (value.map(JSONWriter.quoted) ?? "null").utf8)
    }
    /// A number field, or `null`.
    package mutating func add(_ key: String, _ value: Int?) {
        self.key(key)
        bytes.append(contentsOf: (value.map(String.init) ?? "null").utf8)
    }
    /// A boolean field.
    package mutating func add(_ key: String, _ value: Bool) {
        self.key(key)
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }
    /// An amount in its currency's machine form (`6860`, `68.60`).
    package mutating func add(_ key: String, _ money: Money) {
        add(key, money.machineText)
    }
    /// An array of strings.
    package mutating func add(_ key: String, _ strings: [String]) {
        self.key(key)
        bytes.append(contentsOf: ("[" + strings.map(JSONWriter.quoted).joined(separator: ",") + "]").utf8)
    }

    /// An object.
    package mutating func add(_ key: String, _ object: JSONObject) {
        self.key(key)
        bytes.append(contentsOf: object.text.utf8)
    }

    /// An array of objects.
    package mutating func add(_ key: String, _ objects: [JSONObject]) {
        self.key(key)
        bytes.append(UInt8(ascii: "["))
        for (index, object) in objects.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: object.text.utf8)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// The object's text.
    package var text: String { String(decoding: bytes + [UInt8(ascii: "}")], as: UTF8.self) }
}
