#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A rounding unit of a currency: a positive multiple of its minor unit (`¥100`, `$0.05`), what
/// prices, shares and transfers are rounded to.
///
/// ```
/// text   | RoundingUnit(parsing:currency:) | amount
/// -------+---------------------------------+-------
/// 100    | ¥100                            | 100
/// ¥500   | ¥500                            | 500
/// 0.05   | $0.05                           | 0.05
/// 0.5    | invalidUnit("0.5", JPY)         |
/// ```
public struct RoundingUnit: Sendable, Hashable, CustomStringConvertible {
    /// The unit, in ``currency``: what the libraries' `unit:` parameters take.
    public let amount: Decimal
    /// The currency it is a unit of.
    public let currency: Currency

    /// Reads a rounding unit as a person types it (`100`, `0.05`, `¥500`) and checks that it is a
    /// positive multiple of `currency`'s minor unit.
    /// - Parameters:
    ///   - text: the unit, with or without the currency's symbol.
    ///   - currency: the currency it is a unit of.
    /// - Throws: ``ShopCoreError/invalidUnit(_:currency:)`` for a unit of 0 or less or no multiple of
    ///   the minor unit, or the error of an amount that does not read.
    public init(parsing text: String, currency: Currency) throws(ShopCoreError) {
        let unit: Decimal
        do {
            unit = try AmountParser.amount(text, currency: currency, allowsNegative: true)
        } catch .negative {
            throw .invalidUnit(text, currency: currency)
        }
        try Self.validate(unit, currency: currency, text: text)
        (amount, self.currency) = (unit, currency)
    }

    /// `amount` of `currency` as a rounding unit.
    /// - Parameters:
    ///   - amount: the unit.
    ///   - currency: the currency it is a unit of.
    /// - Throws: ``ShopCoreError/invalidUnit(_:currency:)`` unless `amount` is a positive multiple of
    ///   `currency`'s minor unit.
    public init(_ amount: Decimal, currency: Currency) throws(ShopCoreError) {
        try Self.validate(amount, currency: currency)
        (self.amount, self.currency) = (amount, currency)
    }

    /// The currency's minor unit (¥1, $0.01): the unit when none is given.
    /// - Parameter currency: the currency.
    /// - Returns: the unit of one minor unit of `currency`.
    public static func minor(of currency: Currency) -> RoundingUnit {
        RoundingUnit(checked: currency.minorUnit, currency)
    }

    private init(checked amount: Decimal, _ currency: Currency) {
        (self.amount, self.currency) = (amount, currency)
    }

    /// `¥100`, `$0.05`: the unit as an amount of its currency.
    public var description: String { Money(amount, currency).humanText }

    /// Reads a rounding unit as ``init(parsing:currency:)`` does and gives its amount.
    /// - Throws: what ``init(parsing:currency:)`` throws.
    @available(*, deprecated, message: "use RoundingUnit(parsing:currency:).amount")
    public static func parse(_ text: String, currency: Currency) throws(ShopCoreError) -> Decimal {
        try RoundingUnit(parsing: text, currency: currency).amount
    }

    /// Throws unless `unit` is a positive multiple of `currency`'s minor unit.
    /// - Parameters:
    ///   - unit: the unit.
    ///   - currency: the currency it is a unit of.
    ///   - text: the unit as it was typed, for the error (nil: its plain digits).
    /// - Throws: ``ShopCoreError`` naming the unit when it is not a positive multiple of the minor unit.
    public static func validate(_ unit: Decimal, currency: Currency, text: String? = nil) throws(ShopCoreError) {
        // A unit beyond the exact range is no multiple ShopCore can use either.
        guard unit > 0, (try? unit.isMultiple(of: currency.minorUnit)) == true else {
            throw .invalidUnit(text ?? MoneyFormat.plain(unit), currency: currency)
        }
    }
}
