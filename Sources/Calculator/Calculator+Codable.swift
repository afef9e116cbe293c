import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An expression and what it comes to, shown to a number of decimals: what `shoptools calc --json`
/// prints and an app sends on.
///
/// ```
/// {"expression":"1/3","result":"0.3333333333","exact":false,"fraction":"1/3"}
/// ```
public struct EvaluatedExpression: Sendable, Equatable {
    /// The expression as given.
    public let expression: String
    /// What it comes to (``Calculator/evaluate(_:currency:)``).
    public let calculation: Calculation
    /// How many decimals an inexact result is shown to (``Calculation/text(scale:)``).
    public let scale: Int

    /// `expression` with its `calculation`, an inexact result shown to `scale` decimals.
    /// - Parameters:
    ///   - expression: the expression as given.
    ///   - calculation: what ``Calculator/evaluate(_:currency:)`` gave for it.
    ///   - scale: the decimals of an inexact result, clamped as ``Calculation/text(scale:)`` clamps it.
    public init(_ expression: String, _ calculation: Calculation, scale: Int = Calculator.defaultScale) {
        self.expression = expression
        self.calculation = calculation
        self.scale = scale
    }
}

/// `{"expression":"1/3","result":"0.3333333333","exact":false,"fraction":"1/3"}`, in this order:
/// the expression, the result as ``Calculation/text(scale:)`` shows it, whether that is the exact
/// value, and the exact value as a fraction (``Calculation/fraction``; `null` when it was too long
/// to keep and the result was computed in rounded decimals).
///
/// Only `Encodable`: an inexact result is written rounded, so it cannot be read back as the same
/// calculation; an app evaluates the expression again.
extension EvaluatedExpression: Encodable {
    enum CodingKeys: String, CodingKey {
        case expression, result, exact, fraction
    }

    /// Encodes it in the shape above, fields in that order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(expression, forKey: .expression)
        try container.encode(calculation.text(scale: scale), forKey: .result)
        try container.encode(calculation.isExact, forKey: .exact)
        try container.encode(calculation.fraction?.description, forKey: .fraction)
    }
}

extension Keypad {
    /// What the keypad shows, as values: what `shoptools calc --keys --json` prints after the last
    /// key (and `--trace --json` after each key), and what an app sends to a screen elsewhere.
    ///
    /// ```
    /// {"display":"6,936","value":"6936","exact":true,"memory":"6936","grand_total":"6936","clear":"AC","error":false}
    /// ```
    public struct Reading: Sendable, Hashable, Codable {
        /// The key just pressed (its symbol, `M+`), for a line of a trace; nil otherwise.
        public let key: String?
        /// The display as shown: `6,936`, `≈ 0.33333333333`; `Error` in the error state (the same
        /// word in every language: the words for people are ShopText's).
        public let display: String
        /// The value on the display as a plain decimal, exact, or to 20 decimals when it does not
        /// terminate; nil in the error state.
        public let value: String?
        /// True only when the display shows the value exactly (a value shown rounded, `≈`, is not).
        public let isExact: Bool
        /// The memory, as ``value`` writes a value.
        public let memory: String
        /// The grand total, as ``value`` writes a value.
        public let grandTotal: String
        /// The label of the clear key.
        public let clear: ClearLabel
        /// True in the error state.
        public let isError: Bool

        /// What `keypad` shows, after `key` for a line of a trace.
        /// - Parameters:
        ///   - keypad: the keypad.
        ///   - key: the key just pressed, for a trace; nil for the display alone.
        public init(_ keypad: Keypad, after key: Key? = nil) {
            self.key = key?.symbol
            switch keypad.readout {
            case .number(let digits, let isRounded): (display, isExact) = ((isRounded ? "≈ " : "") + digits, !isRounded)
            case .error: (display, isExact) = ("Error", false)
            }
            value = keypad.value.map(Self.text)
            memory = Self.text(keypad.memory)
            grandTotal = Self.text(keypad.grandTotal)
            clear = keypad.clearLabel
            isError = keypad.failure != nil
        }

        /// The exact decimal, or the value to 20 decimals when it does not terminate.
        private static func text(_ value: Fraction) -> String {
            if let exact = value.decimal { return MoneyFormat.plain(exact) }
            return (try? value.approximated(decimals: Calculator.maximumScale)).map(MoneyFormat.plain) ?? value.description
        }

        enum CodingKeys: String, CodingKey {
            case key, display, value
            case isExact = "exact"
            case memory
            case grandTotal = "grand_total"
            case clear
            case isError = "error"
        }

        /// Encodes it as `{"display":"6,936",…}`, with `"key":"M+"` first when there is a key, fields in
        /// the order above: values as decimal strings, never JSON numbers.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(key, forKey: .key)
            try container.encode(display, forKey: .display)
            try container.encode(value, forKey: .value)
            try container.encode(isExact, forKey: .isExact)
            try container.encode(memory, forKey: .memory)
            try container.encode(grandTotal, forKey: .grandTotal)
            try container.encode(clear, forKey: .clear)
            try container.encode(isError, forKey: .isError)
        }

        /// Decodes a reading from the form ``encode(to:)`` writes: values are plain decimal strings.
        ///
        /// - Throws: `DecodingError` for a missing or mistyped field, and `DecodingError.dataCorrupted`,
        ///   naming the value, for a value that is not a plain decimal.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            func plain(_ key: CodingKeys, _ text: String) throws -> String {
                guard DecimalCoding.isPlain(text) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container,
                        debugDescription: "\(key.stringValue) \(JSONString.quoted(text)) is not a decimal")
                }
                return text
            }
            key = try container.decodeIfPresent(String.self, forKey: .key)
            display = try container.decode(String.self, forKey: .display)
            value = try container.decodeIfPresent(String.self, forKey: .value).map { try plain(.value, $0) }
            isExact = try container.decode(Bool.self, forKey: .isExact)
            memory = try plain(.memory, try container.decode(String.self, forKey: .memory))
            grandTotal = try plain(.grandTotal, try container.decode(String.self, forKey: .grandTotal))
            clear = try container.decode(ClearLabel.self, forKey: .clear)
            isError = try container.decode(Bool.self, forKey: .isError)
        }
    }

    /// What the keypad shows now, as values (``Reading``).
    public var reading: Reading { Reading(self) }
}

/// `"AC"` or `"C"`.
extension Keypad.ClearLabel: Codable {}
