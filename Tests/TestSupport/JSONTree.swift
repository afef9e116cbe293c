#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON value read back, objects compared whatever the order of their keys: to hold what an
/// app's plain `JSONEncoder` writes (keys in any order, `/` as `\/`) against the bytes `--json` prints.
public indirect enum JSONTree: Decodable, Equatable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case integer(Int)
    case string(String)
    case array([JSONTree])
    case object([String: JSONTree])

    public init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var items: [JSONTree] = []
            while !list.isAtEnd { items.append(try list.decode(JSONTree.self)) }
            self = .array(items)
        } else if let object = try? decoder.container(keyedBy: AnyKey.self) {
            var fields: [String: JSONTree] = [:]
            for key in object.allKeys { fields[key.stringValue] = try object.decode(JSONTree.self, forKey: key) }
            self = .object(fields)
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let flag = try? value.decode(Bool.self) {
                self = .bool(flag)
            } else if let number = try? value.decode(Int.self) {
                self = .integer(number)
            } else {
                self = .string(try value.decode(String.self))
            }
        }
    }

    public var description: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return "\(flag)"
        case .integer(let number): return "\(number)"
        case .string(let text): return "\"\(text)\""
        case .array(let items): return "[" + items.map(\.description).joined(separator: ",") + "]"
        case .object(let fields):
            return "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
        }
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }
}

extension JSONText {
    /// `json` read as a ``JSONTree``.
    public static func tree(_ json: String) throws -> JSONTree {
        try JSONDecoder().decode(JSONTree.self, from: Data(json.utf8))
    }

    /// What a plain `JSONEncoder()` (no key strategy, no options) writes for `value`, as a ``JSONTree``.
    public static func plainTree(_ value: some Encodable) throws -> JSONTree {
        try JSONDecoder().decode(JSONTree.self, from: JSONEncoder().encode(value))
    }
}
