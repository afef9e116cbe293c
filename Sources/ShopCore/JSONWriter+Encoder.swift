#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one JSON writer of the package: a value's `Encodable` form as one line of JSON, fields in
/// the order the value encodes them, no spaces, strings quoted by ``JSONString/quoted(_:)``.
///
/// Every `--json` of the command line is ``encoded(_:)`` of a library value, and every library's
/// golden test of its JSON shape uses it, so the shape a type encodes is the bytes printed. An
/// app's own `JSONEncoder` writes the same keys and values (it may order the keys otherwise and
/// writes `/` as `\/`).
package enum JSONWriter {
    /// `text` as a JSON string literal.
    package static func quoted(_ text: String) -> String { JSONString.quoted(text) }

    /// Appends `text` as ``JSONString/quoted(_:)`` writes it; text with nothing to escape (most of
    /// it: amounts, codes, names) is copied as its bytes.
    package static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            !utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F }
        }
        guard plain else { return bytes.append(contentsOf: JSONString.quoted(text).utf8) }
        bytes.append(UInt8(ascii: "\""))
        text.withUTF8 { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `"key":` (after a comma unless it is the first field).
    package static func key(_ key: String, first: Bool = false, to bytes: inout [UInt8]) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        // A person's name is a key too (`{"O\"Neil":"500"}`): escaped as any string is when it needs to be.
        if key.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
            bytes.append(contentsOf: quoted(key).utf8)
            bytes.append(UInt8(ascii: ":"))
            return
        }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: key.utf8)
        bytes.append(contentsOf: "\":".utf8)
    }

    /// `value`'s `Encodable` form as one line of JSON, fields in the order it encodes them.
    ///
    /// So `--json` prints what a library value's `Codable` conformance writes, and the two
    /// cannot disagree. Values are strings, booleans, integers, null, arrays and objects;
    /// a key encoded twice keeps its first place and its last value (`JSONEncoder` keeps the last).
    ///
    /// - Throws: `EncodingError.invalidValue` for a floating-point number or a `Decimal` (amounts are
    ///   decimal strings), and whatever the value's `encode(to:)` throws.
    package static func encoded(_ value: some Encodable) throws -> String {
        var bytes: [UInt8] = []
        try encode(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value`'s JSON, as ``encoded(_:)`` writes it, to `bytes` (a line of a batch).
    /// - Throws: what ``encoded(_:)`` throws; `bytes` is then as it was.
    package static func encode(_ value: some Encodable, to bytes: inout [UInt8]) throws {
        let root = JSONNode()
        try root.encode(value, at: .root)
        root.write(to: &bytes)
    }
}

/// A JSON value: written in place, or a node that its own encoder fills.
private enum JSONValue {
    /// `null`, `true`, `12`: written as it is.
    case literal(String)
    /// A string, quoted when written.
    case string(String)
    /// An object, an array or a value that encodes itself.
    case node(JSONNode)

    func write(to bytes: inout [UInt8]) {
        switch self {
        case .literal(let text): bytes.append(contentsOf: text.utf8)
        case .string(let text): JSONWriter.appendQuoted(text, to: &bytes)
        case .node(let node): node.write(to: &bytes)
        }
    }
}

/// A JSON value being built; an object keeps its fields in the order they were first added.
///
/// Containers hold their children in stored arrays, so adding one is an append in place
/// (100,000 payments stay linear), and plain values are kept in their container, not in a node.
private final class JSONNode {
    var value: JSONValue?
    var fields: [(key: String, value: JSONValue)]?
    var items: [JSONValue]?

    /// Makes this node an object (keeping its fields if it is one).
    func makeObject() {
        if fields == nil { (value, items, fields) = (nil, nil, []) }
    }

    /// Makes this node an array (keeping its items if it is one).
    func makeArray() {
        if items == nil { (value, fields, items) = (nil, nil, []) }
    }

    func set(_ value: JSONValue) { (fields, items, self.value) = (nil, nil, value) }

    /// Sets the field `key`, in its first place if it was written before.
    func set(_ key: String, _ value: JSONValue) {
        makeObject()
        if let index = fields?.firstIndex(where: { $0.key == key }) {
            fields?[index].value = value
        } else {
            fields?.append((key, value))
        }
    }

    /// Adds a last item.
    func append(_ value: JSONValue) {
        makeArray()
        items?.append(value)
    }

    /// Writes a value that is not a plain one (those come through the containers' own
    /// `encode` methods) by its `encode(to:)`.
    func encode<Value: Encodable>(_ value: Value, at path: JSONPath) throws {
        // `Decimal` would encode itself as an object of its parts; an amount is a decimal string.
        if Value.self == Decimal.self { throw notAnInteger(value, at: path) }
        try value.encode(to: JSONNodeEncoder(node: self, path: path))
    }

    func write(to bytes: inout [UInt8]) {
        if let fields {
            bytes.append(UInt8(ascii: "{"))
            for (index, field) in fields.enumerated() {
                JSONWriter.key(field.key, first: index == 0, to: &bytes)
                field.value.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        } else if let items {
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                item.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        } else if let value {
            value.write(to: &bytes)
        } else {
            bytes.append(contentsOf: "null".utf8)
        }
    }
}

/// Refuses a number that JSON readers would take as a binary float.
private func notAnInteger(_ value: Any, at path: JSONPath) -> EncodingError {
    EncodingError.invalidValue(
        value,
        EncodingError.Context(
            codingPath: path.keys, debugDescription: "a number that is not an integer; write it as a decimal string"))
}

/// A new node written by `value`'s own `encode(to:)`, as a value to keep in a container.
private func encodedNode(_ value: some Encodable, at path: JSONPath) throws -> JSONValue {
    let node = JSONNode()
    try node.encode(value, at: path)
    return .node(node)
}

/// Where a value is, built only when asked (an error, or a value that reads `codingPath`), so
/// writing a field costs no array.
private indirect enum JSONPath {
    case root
    case key(any CodingKey, JSONPath)

    var keys: [any CodingKey] {
        switch self {
        case .root: return []
        case .key(let key, let parent): return parent.keys + [key]
        }
    }
}

private struct JSONNodeEncoder: Encoder {
    let node: JSONNode
    let path: JSONPath
    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(JSONKeyedContainer<Key>(node: node, path: path))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return JSONUnkeyedContainer(node: node, path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueContainer(node: node, path: path)
    }
}

// The containers write strings, booleans and integers in place through their own `encode`
// overloads (a generic one each for integers and floats witnesses every width), so a plain
// value never goes through a node or a dynamic cast.

private struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    let path: JSONPath
    var codingPath: [any CodingKey] { path.keys }

    mutating func encodeNil(forKey key: Key) throws { node.set(key.stringValue, .literal("null")) }
    mutating func encode(_ value: String, forKey key: Key) throws { node.set(key.stringValue, .string(value)) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { node.set(key.stringValue, .literal("\(value)")) }

    mutating func encode<Integer: FixedWidthInteger & Encodable>(_ value: Integer, forKey key: Key) throws {
        node.set(key.stringValue, .literal(String(value)))
    }

    mutating func encode<Float: BinaryFloatingPoint & Encodable>(_ value: Float, forKey key: Key) throws {
        throw notAnInteger(value, at: .key(key, path))
    }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        node.set(key.stringValue, try encodedNode(value, at: .key(key, path)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        nestedEncoder(forKey: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        nestedEncoder(forKey: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let child = JSONNode()
        node.set("super", .node(child))
        return JSONNodeEncoder(node: child, path: path)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder { nestedEncoder(forKey: key) }

    private func nestedEncoder(forKey key: Key) -> JSONNodeEncoder {
        let child = JSONNode()
        node.set(key.stringValue, .node(child))
        return JSONNodeEncoder(node: child, path: .key(key, path))
    }
}

private struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
    let node: JSONNode
    let path: JSONPath
    var codingPath: [any CodingKey] { path.keys }
    var count: Int { node.items?.count ?? 0 }

    mutating func encodeNil() throws { node.append(.literal("null")) }
    mutating func encode(_ value: String) throws { node.append(.string(value)) }
    mutating func encode(_ value: Bool) throws { node.append(.literal("\(value)")) }

    mutating func encode<Integer: FixedWidthInteger & Encodable>(_ value: Integer) throws {
        node.append(.literal(String(value)))
    }

    mutating func encode<Float: BinaryFloatingPoint & Encodable>(_ value: Float) throws {
        throw notAnInteger(value, at: path)
    }

    mutating func encode(_ value: some Encodable) throws { node.append(try encodedNode(value, at: path)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        nestedEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { nestedEncoder().unkeyedContainer() }

    mutating func superEncoder() -> any Encoder { nestedEncoder() }

    private func nestedEncoder() -> JSONNodeEncoder {
        let child = JSONNode()
        node.append(.node(child))
        return JSONNodeEncoder(node: child, path: path)
    }
}

private struct JSONSingleValueContainer: SingleValueEncodingContainer {
    let node: JSONNode
    let path: JSONPath
    var codingPath: [any CodingKey] { path.keys }

    mutating func encodeNil() throws { node.set(.literal("null")) }
    mutating func encode(_ value: String) throws { node.set(.string(value)) }
    mutating func encode(_ value: Bool) throws { node.set(.literal("\(value)")) }

    mutating func encode<Integer: FixedWidthInteger & Encodable>(_ value: Integer) throws {
        node.set(.literal(String(value)))
    }

    mutating func encode<Float: BinaryFloatingPoint & Encodable>(_ value: Float) throws {
        throw notAnInteger(value, at: path)
    }

    mutating func encode(_ value: some Encodable) throws { try node.encode(value, at: path) }
}
