#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A percentage (`10%`) or an amount (`500`, `¥500`): the one type for a
/// discount step, a cart item's discount step, a coupon's value and a
/// bill's charge.
///
/// ``read(_:maximumPercentDecimals:percentError:amount:)`` is the one reader
/// of such text: text ending in `%` (or `％`) is a ``Percentage``, anything
/// else goes to the caller's amount reader (which may take expressions or
/// check the currency), and each caller words the errors its own way.
///
/// ```
/// value                         | kind     | value | description
/// ------------------------------+----------+-------+------------
/// .percent(try Percentage(30))  | .percent | 30    | 30%
/// try .percent(12.5)            | .percent | 12.5  | 12.5%
/// .amount(100)                  | .amount  | 100   | 100
/// ```
///
/// A percentage is checked when it is made (0 … 100, see ``Percentage``); an
/// amount is what the caller gives, and whoever applies it checks it
/// (Bargain's `StackedDiscount` refuses a negative amount off, Tax's
/// `Coupon` one of 0 or less).
public enum PercentOrAmount: Sendable, Hashable, CustomStringConvertible {
    /// A percentage of something the caller knows (a price, a subtotal).
    case percent(Percentage)
    /// An amount, in the currency of what it is taken from.
    case amount(Decimal)

    /// Whether it is a percentage or an amount, without the value.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A percentage (`10%` of ¥348 is ¥34.8).
        case percent
        /// An amount (`¥100`).
        case amount
    }

    /// `value` percent, checked.
    /// - Throws: ``ShopCoreError/percentageOutOfRange(_:)`` outside 0 … 100,
    ///   ``ShopCoreError/tooManyDecimals(_:limit:)`` beyond 12 decimals.
    public static func percent(_ value: Decimal) throws(ShopCoreError) -> PercentOrAmount {
        .percent(try Percentage(value))
    }

    /// Whether it is a percentage or an amount.
    public var kind: Kind {
        switch self {
        case .percent: return .percent
        case .amount: return .amount
        }
    }

    /// The number: `30` for 30 %, or the amount (`100`).
    public var value: Decimal {
        switch self {
        case .percent(let percentage): return percentage.value
        case .amount(let amount): return amount
        }
    }

    /// `30%` for a percentage, the plain amount (`100`, `0.5`) for an amount:
    /// the form a cart file stores and reads back.
    public var description: String {
        switch self {
        case .percent(let percentage): return MoneyFormat.plain(percentage.value) + "%"
        case .amount(let amount): return MoneyFormat.plain(amount)
        }
    }

    /// Reads the stored form ``description`` writes (`30%`, `100`: plain
    /// ASCII digits, no currency), or nil for anything else, a percentage
    /// outside 0 … 100 included.
    package init?(plain text: Substring) {
        if text.hasSuffix("%") {
            guard let value = ExactDecimal(plain: String(text.dropLast())),
                let percentage = try? Percentage(exact: value, maximumDecimals: Bounds.maximumDecimals, text: "")
            else { return nil }
            self = .percent(percentage)
        } else {
            guard let value = ExactDecimal(plain: String(text)) else { return nil }
            self = .amount(value.decimal)
        }
    }

    /// True when `text` asks to be read as a percentage: it ends in `%` or `％`.
    public static func isPercent(_ text: String) -> Bool {
        TextNormalizer.foldedAndTrimmed(text).hasSuffix("%")
    }

    /// Reads `text` as a percentage (when it ends in `%`) or as an amount.
    /// - Parameters:
    ///   - text: what was typed: `10%`, `100`, `¥100`.
    ///   - maximumPercentDecimals: how many decimals a percentage may carry.
    ///   - percentError: the caller's error for a percentage that is wrong.
    ///   - amount: the caller's amount reader, given the text as it is.
    /// - Returns: the percentage, or the amount `amount` read.
    /// - Throws: `percentError`'s error for a percentage that is wrong; what `amount` throws.
    public static func read<Failure: Error>(
        _ text: String, maximumPercentDecimals: Int = Bounds.maximumDecimals,
        percentError: (ShopCoreError) -> Failure, amount: (String) throws(Failure) -> Decimal
    ) throws(Failure) -> PercentOrAmount {
        guard isPercent(text) else { return .amount(try amount(text)) }
        do {
            return .percent(try Percentage(parsing: text, maximumDecimals: maximumPercentDecimals))
        } catch {
            throw percentError(error)
        }
    }
}
