import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Any JSON value, decoded without a schema, so a reader can say where a value is missing or of the
/// wrong kind (`expenses[2].amount`) rather than only that the whole is not what it expects.
enum JSONValue: Decodable, Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number, exactly as a decimal.
    case number(Decimal)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
    /// A number a decimal cannot hold (`1e400`).
    case unreadable

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else if let value = try? container.decode(Decimal.self), value.isFinite {
            self = .number(value)
        } else {
            self = .unreadable
        }
    }

    /// The JSON text of a scalar, to name it in a message (`"30.00"` with its quotes, `30.5`).
    var text: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return MoneyFormat.plain(value)
        case .string(let value): return "\"" + value + "\""
        case .array: return "[…]"
        case .object: return "{…}"
        case .unreadable: return "…"
        }
    }
}
