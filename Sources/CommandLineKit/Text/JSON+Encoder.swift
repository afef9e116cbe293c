import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONWriter {
    /// `value`'s `Encodable` form as one line of JSON, fields in the order it encodes them, written
    /// as every other JSON of the program is (``quoted(_:)``, ``key(_:first:to:)``, no spaces).
    ///
    /// So `--json` prints what a library value's `Codable` conformance writes, and the two
    /// cannot disagree. Values are strings, booleans, integers, null, arrays and objects;
    /// a key encoded twice keeps its first place and its last value, as `JSONEncoder` keeps the last.
    ///
    /// - Throws: `EncodingError.invalidValue` for a floating-point number or a `Decimal` (amounts are
    ///   decimal strings), and whatever the value's `encode(to:)` throws.
    package static func encoded(_ value: some Encodable) throws -> String {
        let root = JSONNode()
        try root.set(value, at: .root)
        var bytes: [UInt8] = []
        root.write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A JSON value being built; an object keeps its fields in the order they were first added.
///
/// Containers hold their children in stored arrays so that adding one is an append in place
/// (100,000 payments stay linear).
private final class JSONNode {
    /// A value that is not a container: `null`, `true`, `12`, or a string.
    enum Scalar {
        case literal(String)
        case string(String)
    }

    var scalar: Scalar?
    var fields: [(key: String, node: JSONNode)]?
    var items: [JSONNode]?

    /// Makes this node an object (keeping its fields if it is one).
    func makeObject() {
        if fields == nil { (scalar, items, fields) = (nil, nil, []) }
    }

    /// Makes this node an array (keeping its items if it is one).
    func makeArray() {
        if items == nil { (scalar, fields, items) = (nil, nil, []) }
    }

    /// The node at `key`, new or emptied if the key was already written.
    func child(forKey key: String) -> JSONNode {
        makeObject()
        let node = JSONNode()
        if let index = fields?.firstIndex(where: { $0.key == key }) {
            fields?[index].node = node
        } else {
            fields?.append((key, node))
        }
        return node
    }

    /// A new last item.
    func appended() -> JSONNode {
        makeArray()
        let node = JSONNode()
        items?.append(node)
        return node
    }

    func setScalar(_ value: Scalar) { (fields, items, scalar) = (nil, nil, value) }

    /// Writes `value` here: the plain values directly, anything else through its `encode(to:)`.
    func set(_ value: some Encodable, at path: JSONPath) throws {
        switch value {
        case let text as String: setScalar(.string(text))
        case let flag as Bool: setScalar(.literal(flag ? "true" : "false"))
        case let number as any BinaryInteger: setScalar(.literal(String(describing: number)))
        case is any BinaryFloatingPoint, is Decimal:
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: path.keys, debugDescription: "a number that is not an integer; write it as a decimal string"))
        default: try value.encode(to: JSONNodeEncoder(node: self, path: path))
        }
    }

    func write(to bytes: inout [UInt8]) {
        if let fields {
            bytes.append(UInt8(ascii: "{"))
            for (index, field) in fields.enumerated() {
                JSONWriter.key(field.key, first: index == 0, to: &bytes)
                field.node.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        } else if let items {
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                item.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        } else {
            switch scalar {
            case .literal(let text): bytes.append(contentsOf: text.utf8)
            case .string(let text): bytes.append(contentsOf: JSONWriter.quoted(text).utf8)
            case nil: bytes.append(contentsOf: "null".utf8)
            }
        }
    }
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

private struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    let path: JSONPath
    var codingPath: [any CodingKey] { path.keys }

    mutating func encodeNil(forKey key: Key) throws { _ = node.child(forKey: key.stringValue) }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try node.child(forKey: key.stringValue).set(value, at: .key(key, path))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        JSONNodeEncoder(node: node.child(forKey: key.stringValue), path: .key(key, path)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        JSONNodeEncoder(node: node.child(forKey: key.stringValue), path: .key(key, path)).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        JSONNodeEncoder(node: node.child(forKey: "super"), path: path)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        JSONNodeEncoder(node: node.child(forKey: key.stringValue), path: .key(key, path))
    }
}

private struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
    let node: JSONNode
    let path: JSONPath
    var codingPath: [any CodingKey] { path.keys }
    var count: Int { node.items?.count ?? 0 }

    mutating func encodeNil() throws { _ = node.appended() }

    mutating func encode(_ value: some Encodable) throws {
        try node.appended().set(value, at: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        JSONNodeEncoder(node: node.appended(), path: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        JSONNodeEncoder(node: node.appended(), path: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { JSONNodeEncoder(node: node.appended(), path: path) }
}

private struct JSONSingleValueContainer: SingleValueEncodingContainer {
    let node: JSONNode
    let path: JSONPath
    var codingPath: [any CodingKey] { path.keys }

    mutating func encodeNil() throws { node.setScalar(.literal("null")) }

    mutating func encode(_ value: some Encodable) throws {
        try node.set(value, at: path)
    }
}
