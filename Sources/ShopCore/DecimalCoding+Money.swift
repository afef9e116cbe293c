#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Amounts in a value that names its currency once

extension DecimalCoding {
    /// Encodes `money`'s amount at `key` in its currency's machine form (`"6860"`, `"68.60"`), the
    /// currency being written once elsewhere in the value (its `"currency"`).
    /// - Throws: `EncodingError.invalidValue` for an amount outside ``Bounds``.
    package static func encode<Key: CodingKey>(
        _ money: Money, to container: inout KeyedEncodingContainer<Key>, _ key: Key
    ) throws {
        try encode(money.amount, to: &container, key) { value throws(ShopCoreError) in
            MoneyFormat.machine(try Bounds.validated(value), money.currency)
        }
    }

    /// Encodes `money` as the non-optional one does, or `null` when there is none.
    package static func encode<Key: CodingKey>(
        _ money: Money?, to container: inout KeyedEncodingContainer<Key>, _ key: Key
    ) throws {
        guard let money else { return try container.encodeNil(forKey: key) }
        try encode(money, to: &container, key)
    }

    /// Encodes an exact share at `key` as `Fraction.machineText(in:)` writes it: its decimal in
    /// `currency`'s machine form, rounded two digits past the minor unit when it does not terminate.
    package static func encode<Key: CodingKey>(
        _ share: Fraction, in currency: Currency, to container: inout KeyedEncodingContainer<Key>, _ key: Key
    ) throws {
        try container.encode(share.machineText(in: currency).text, forKey: key)
    }

    /// The amount at `key`, a plain decimal string within ``Bounds``, in `currency`.
    package static func decode<Key: CodingKey>(
        _ container: KeyedDecodingContainer<Key>, _ key: Key, in currency: Currency
    ) throws -> Money {
        Money(try decode(container, key), currency)
    }

    /// The amount at `key` as `decode(_:_:in:)` reads it, or nil for `null` or no key.
    package static func decodeIfPresent<Key: CodingKey>(
        _ container: KeyedDecodingContainer<Key>, _ key: Key, in currency: Currency
    ) throws -> Money? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        return try decode(container, key, in: currency)
    }

    /// The decimal at `key` as `decode(_:_:derived:)` reads it, or nil for `null` or no key.
    package static func decodeIfPresent<Key: CodingKey>(
        _ container: KeyedDecodingContainer<Key>, _ key: Key, derived: Bool = false
    ) throws -> Decimal? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        return try decode(container, key, derived: derived)
    }

    /// `body`'s value, or its error as a `DecodingError.dataCorrupted` at `key` whose debug
    /// description is the error's own (it names the value).
    package static func refusing<Key: CodingKey, Value, Failure: Error & CustomStringConvertible>(
        _ container: KeyedDecodingContainer<Key>, _ key: Key, _ body: () throws(Failure) -> Value
    ) throws -> Value {
        do {
            return try body()
        } catch {
            throw corrupted(container, key, error)
        }
    }

    /// Throws `DecodingError.dataCorrupted` at `key` unless `stored` is `computed`: a figure written
    /// beside the values it follows from, which a document cannot change.
    package static func check<Key: CodingKey, Value: Equatable>(
        _ container: KeyedDecodingContainer<Key>, _ key: Key, stored: Value, computed: Value,
        _ words: @autoclosure () -> String
    ) throws {
        guard stored == computed else { throw corrupted(container, key, words()) }
    }
}

// MARK: - Exact values written as decimals

extension Fraction {
    /// An exact share as JSON and CSV write it: its decimal (`333.33`), rounded two digits past
    /// `currency`'s minor unit when it does not terminate (``/ShopCore/Fraction/shown(in:)``), and
    /// whether it is exact, for the caller to flag; `numerator/denominator` past the exact range.
    package func machineText(in currency: Currency) -> (text: String, isExact: Bool) {
        guard let (amount, isExact) = try? shown(in: currency) else { return (description, false) }
        return (Money(amount, currency).machineText, isExact)
    }

    /// This rate of 1 as the number before `%` (`20`, `16.67`), rounded half-even to two decimals
    /// when it does not end within two, and whether it is exact: what people and programs both read.
    package var percentFigure: (figure: String, isExact: Bool) {
        let hundredfold = (try? self * Fraction(100)) ?? self
        if let exact = hundredfold.exactDecimal, exact.significantScale <= 2 {
            return (exact.normalized.plainText, true)
        }
        guard let rounded = try? hundredfold.approximatedExact(decimals: 2) else { return (hundredfold.description, false) }
        return (rounded.text(minimumFractionDigits: 2, groupingSeparator: nil), false)
    }
}
