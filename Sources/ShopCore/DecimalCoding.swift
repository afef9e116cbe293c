#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decimals in JSON and other `Codable` formats: always a decimal string
/// (`"98.50"`, `"33.5"`), never a JSON number, which other languages read as a
/// binary float.
///
/// Decoding checks the text like the initializers check a value: a plain
/// ASCII decimal (an optional leading `-`, digits, at most one point) within
/// ``Bounds``; anything else is `DecodingError.dataCorrupted` naming the text.
/// Encoding refuses, with `EncodingError.invalidValue`, a value that decoding
/// would refuse (NaN, 13 decimals, 10^15), so that what is written reads back.
package enum DecimalCoding {
    /// The value of a machine-form decimal string, within ``Bounds``.
    /// - Throws: ``ShopCoreError/notADecimal(_:reason:)`` for text that is not
    ///   a plain ASCII decimal, ``ShopCoreError/tooManyDecimals(_:limit:)``,
    ///   ``ShopCoreError/tooLarge(_:)``.
    package static func decimal(_ text: String) throws(ShopCoreError) -> Decimal {
        let value = try AmountParser.exactDecimal(text, allowsNegative: true)
        // The parser is lenient with what people type (`５`, ` 5`, `.5`, `5.`); a stored value is not.
        guard isPlain(text) else { throw .notADecimal(text, reason: nil) }
        return value.decimal
    }

    /// The value of a machine-form decimal string that is derived rather than
    /// handed in (a slider position, `rate / 100`, has up to 14 decimals), so
    /// only the 38 digits ShopCore holds bound it.
    /// - Throws: ``ShopCoreError/notADecimal(_:reason:)``.
    package static func derivedDecimal(_ text: String) throws(ShopCoreError) -> Decimal {
        guard isPlain(text), let value = ExactDecimal(plain: text) else { throw .notADecimal(text, reason: nil) }
        return value.decimal
    }

    /// `-`? digits (`.` digits)?: the one form a stored decimal takes.
    package static func isPlain(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { (48...57).contains($0) } }
    }

    /// The text of `value` as it is stored: plain digits, no trailing zeros (`33.5`).
    /// - Throws: ``ShopCoreError`` when `value` is outside ``Bounds``.
    package static func text(_ value: Decimal) throws(ShopCoreError) -> String {
        try Bounds.validated(value).plainText
    }

    /// Decodes the decimal string at `key`, within ``Bounds`` unless `derived`
    /// (see ``derivedDecimal(_:)``).
    package static func decode<Key: CodingKey>(
        _ container: KeyedDecodingContainer<Key>, _ key: Key, derived: Bool = false
    ) throws -> Decimal {
        let text = try container.decode(String.self, forKey: key)
        do {
            return try derived ? derivedDecimal(text) : decimal(text)
        } catch {
            throw corrupted(container, key, error)
        }
    }

    /// Encodes `value` as a decimal string at `key`, written by `text` (by default ``text(_:)``).
    package static func encode<Key: CodingKey>(
        _ value: Decimal, to container: inout KeyedEncodingContainer<Key>, _ key: Key,
        text: (Decimal) throws(ShopCoreError) -> String = DecimalCoding.text
    ) throws {
        let written: String
        do {
            written = try text(value)
        } catch {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: container.codingPath + [key], debugDescription: error.description))
        }
        try container.encode(written, forKey: key)
    }

    /// `DecodingError.dataCorrupted` at `key`, saying what is wrong in `error`'s words.
    package static func corrupted<Key: CodingKey>(
        _ container: KeyedDecodingContainer<Key>, _ key: Key, _ error: some CustomStringConvertible
    ) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: container.codingPath + [key], debugDescription: error.description))
    }

    /// `DecodingError.dataCorrupted` for a single value, in `error`'s words.
    package static func corrupted(
        _ container: any SingleValueDecodingContainer, _ error: some CustomStringConvertible
    ) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: container.codingPath, debugDescription: error.description))
    }
}
