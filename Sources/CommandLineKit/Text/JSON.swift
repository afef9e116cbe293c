import ShopCore

/// The one JSON writer of the program: objects written field by field, in
/// the order given, into a byte buffer, with amounts as exact strings.
///
/// Single results build a ``JSONObject``; the batch loop appends fields to
/// its output buffer directly through the same functions, so both write the
/// same bytes. A library value whose `Codable` form is its JSON (a split) is
/// written by ``encoded(_:)`` with these same functions, in the order it encodes.
package enum JSONWriter {
    /// `text` as a JSON string literal.
    package static func quoted(_ text: String) -> String { JSONString.quoted(text) }

    /// Appends `"key":` (after a comma unless it is the first field), the key escaped as any string is when
    /// it needs to be: a person's name is a key too (`{"O\"Neil":"500"}`).
    package static func key(_ key: String, first: Bool = false, to bytes: inout [UInt8]) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        if key.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
            bytes.append(contentsOf: quoted(key).utf8)
            bytes.append(UInt8(ascii: ":"))
            return
        }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: key.utf8)
        bytes.append(contentsOf: "\":".utf8)
    }

    /// Appends an exact value as a JSON string with at least `digits` decimals.
    package static func exact(_ value: ExactDecimal, digits: Int, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        value.appendText(to: &bytes, minimumFractionDigits: digits, groupingSeparator: nil)
        bytes.append(UInt8(ascii: "\""))
    }
}

/// A JSON object, field by field in the order given.
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

extension Fraction {
    /// An exact share as JSON and CSV write it: its decimal (`333.33`), rounded two digits past
    /// `currency`'s minor unit when it does not terminate (``/ShopCore/Fraction/shown(in:)``), and
    /// whether it is exact, for the caller to flag; `numerator/denominator` past the exact range.
    package func machineText(in currency: Currency) -> (text: String, isExact: Bool) {
        guard let (amount, isExact) = try? shown(in: currency) else { return (description, false) }
        return (Money(amount, currency).machineText, isExact)
    }
}
