#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Who someone is: by name, or known only by position (the third of a head
/// count), which each language names its own way (`person 3`, `3人目`).
///
/// A person of a head count is a case of its own, never a name parsed back.
public enum Person: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// Someone given by name.
    case named(String)
    /// The Nth person (from 1) of a head count or a list of weights.
    case number(Int)

    /// A person by name: `"Aki"` is `.named("Aki")`.
    public init(stringLiteral name: String) { self = .named(name) }

    /// The name, or `person N`: the form files, JSON and other programs see.
    public var description: String {
        switch self {
        case .named(let name): return name
        case .number(let number): return "person \(number)"
        }
    }
}

/// One person's part of something shared: who, and how much of it they
/// take: the one model of a share, used by `cart add --for`, bills, splits
/// and groups.
///
/// ```
/// text        | person | portion
/// ------------+--------+------------------
/// Aki         | Aki    | .weight(1)
/// Aki:2       | Aki    | .weight(2)
/// Yui=3000    | Yui    | .amount(3000)
/// Ren=75%     | Ren    | .percent(75 %)
/// ```
///
/// Which portions a caller takes is the caller's rule (a cart's `--for`
/// takes weights only; a group's expense takes all three); ``Spec`` reads
/// the text and leaves the number to the caller, which may evaluate an
/// expression there.
public struct Share: Sendable, Hashable, CustomStringConvertible {
    /// How much of the whole a person takes.
    public enum Portion: Sendable, Hashable {
        /// In proportion to this weight among those sharing by weight (`2` takes twice `1`).
        case weight(Decimal)
        /// Exactly this amount.
        case amount(Decimal)
        /// This percentage of the whole.
        case percent(Percentage)
    }

    /// Who.
    public var person: Person
    /// How much.
    public var portion: Portion

    /// `person` taking `portion`.
    public init(_ person: Person, _ portion: Portion) {
        self.person = person
        self.portion = portion
    }

    /// `name`'s share by `portion`: `Share("Aki", .amount(1000))`.
    public init(_ name: String, _ portion: Portion) {
        self.init(.named(name), portion)
    }

    /// `name` with `weight` shares (1 unless told).
    public init(_ name: String, weight: Decimal = 1) {
        self.init(.named(name), .weight(weight))
    }

    /// The `number`th person of a head count, with `weight` shares.
    public init(number: Int, weight: Decimal = 1) {
        self.init(.number(number), .weight(weight))
    }

    /// The name (`person N` for someone of a head count); setting it names the person.
    public var name: String {
        get { person.description }
        set { person = .named(newValue) }
    }

    /// The number of someone known only by position; nil for a named person.
    public var number: Int? {
        if case .number(let number) = person { return number }
        return nil
    }

    /// The weight of a share by weight; 1 for an amount or a percentage (it
    /// takes no part in a division by weight).
    ///
    /// Setting it makes the share one by weight.
    public var weight: Decimal {
        get {
            if case .weight(let weight) = portion { return weight }
            return 1
        }
        set { portion = .weight(newValue) }
    }

    /// `Aki`, `Aki:2`, `Yui=3000`, `Ren=75%`.
    public var description: String {
        switch portion {
        case .weight(let weight): return weight == 1 ? name : name + ":" + MoneyFormat.plain(weight)
        case .amount(let amount): return name + "=" + MoneyFormat.plain(amount)
        case .percent(let percentage): return name + "=" + percentage.description
        }
    }
}

extension Share {
    /// `NAME`, `NAME:WEIGHT`, `NAME=AMOUNT` or `NAME=P%` taken apart: the
    /// one reader of a share's text.
    ///
    /// The name is trimmed and checked; the number is left as text for the caller (an expression, a currency).
    public struct Spec: Sendable, Equatable {
        /// What follows the name.
        public enum Value: Sendable, Equatable {
            /// After `:`.
            case weight(String)
            /// After `=`, not ending in `%`.
            case amount(String)
            /// After `=`, ending in `%` (the whole text, `%` included).
            case percent(String)
        }

        /// The name, trimmed and checked.
        public let name: String
        /// The weight, amount or percentage after the name, still text; nil for a name alone.
        public let value: Value?

        /// Reads `NAME`, `NAME:WEIGHT`, `NAME=AMOUNT` or `NAME=P%` (full-width `：`, `＝`, `％` too).
        /// - Throws: ``ShopCoreError/malformedShare(_:)`` for more than one
        ///   `:` or `=`, or no name before it; ``ShopCoreError/unsafeName(_:scalar:)``.
        public init(_ text: String) throws(ShopCoreError) {
            let trimmed = TextNormalizer.foldedAndTrimmed(text)
            let separators = trimmed.filter { $0 == ":" || $0 == "=" }
            guard separators.count <= 1 else { throw .malformedShare(text) }
            guard let index = trimmed.firstIndex(where: { $0 == ":" || $0 == "=" }) else {
                name = try Self.checked(trimmed, in: text)
                value = nil
                return
            }
            name = try Self.checked(TextNormalizer.trimmed(String(trimmed[..<index])), in: text)
            let rest = String(trimmed[trimmed.index(after: index)...])
            if trimmed[index] == ":" {
                value = .weight(rest)
            } else {
                value = PercentOrAmount.isPercent(rest) ? .percent(rest) : .amount(rest)
            }
        }

        private static func checked(_ name: String, in text: String) throws(ShopCoreError) -> String {
            guard !name.isEmpty else { throw .malformedShare(text) }
            return try DisplayText.checkedName(name)
        }
    }
}
