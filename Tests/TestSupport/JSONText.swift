#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// JSON as the Codable suites write and read it: UTF-8 text, keys sorted,
/// slashes left unescaped.
public enum JSONText {
    public static func encoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    public static func decoded<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    /// The `debugDescription` of the `dataCorrupted` error decoding `json`
    /// throws, or nil when it decodes.
    public static func refusal<T: Decodable>(_ type: T.Type, _ json: String) -> String? {
        do {
            _ = try decoded(type, json)
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return context.debugDescription
        } catch {
            return "not dataCorrupted: \(error)"
        }
    }
}
