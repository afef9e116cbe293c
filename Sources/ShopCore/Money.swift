#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An amount of money: an exact `Decimal` in a ``Currency``.
public struct Money: Sendable, Hashable, CustomStringConvertible {
    /// The amount, exactly as given or computed.
    public let amount: Decimal
    /// The currency it is in.
    public let currency: Currency

    /// An amount in `currency`; there is no default currency, so a dollar
    /// amount is never shown in yen by accident.
    public init(_ amount: Decimal, _ currency: Currency) {
        self.amount = amount
        self.currency = currency
    }

    /// Parses what a person typed (`¥9,800`, `９８００`, `$98.50`); see ``AmountParser``.
    public init(parsing text: String, currency: Currency, allowsNegative: Bool = false) throws(ShopCoreError) {
        self.init(try AmountParser.amount(text, currency: currency, allowsNegative: allowsNegative), currency)
    }

    /// For people: the symbol, grouped thousands, the minor-unit digits
    /// (`¥6,860`, `$68.60`, `KWD 700.000`; see ``Currency/amountPrefix``).
    public var humanText: String { MoneyFormat.human(amount, currency) }

    /// For programs: no symbol, no grouping, `.` as the point, the minor-unit
    /// digits (`6860`, `68.60`); more digits only when the amount has them
    /// (`3.499`).
    public var machineText: String { MoneyFormat.machine(amount, currency) }

    /// The human text, ``humanText`` (`¥9,800`).
    public var description: String { humanText }
}

/// Turns amounts into text for people and for programs.
public enum MoneyFormat {
    /// `¥6,860`, `$68.60`, `-€1,234.50`, `CHF 12.50`, `KWD 700.000`.
    public static func human(_ amount: Decimal, _ currency: Currency) -> String {
        guard let exact = try? ExactDecimal(amount) else { return amount.description }
        return human(exact, currency)
    }

    /// `6860`, `68.60`, `-1234.50`, `700.000` (KWD), `1.2500` (CLF).
    public static func machine(_ amount: Decimal, _ currency: Currency) -> String {
        guard let exact = try? ExactDecimal(amount) else { return amount.description }
        return machine(exact, currency)
    }

    /// A plain decimal with no trailing zeros (`30`, `33.5`, `0.335`), as rates and units are shown.
    public static func plain(_ value: Decimal) -> String {
        guard let exact = try? ExactDecimal(value) else { return value.description }
        return exact.plainText
    }

    package static func machine(_ exact: ExactDecimal, _ currency: Currency) -> String {
        exact.text(minimumFractionDigits: currency.minorUnitDigits, groupingSeparator: nil)
    }

    package static func human(_ exact: ExactDecimal, _ currency: Currency) -> String {
        if let whole = currency.wholeAmountText(exact) { return whole }
        let digits = exact.absolute.text(minimumFractionDigits: currency.minorUnitDigits, groupingSeparator: UInt8(ascii: ","))
        return (exact.isNegative ? "-" : "") + currency.amountPrefix + digits
    }
}
