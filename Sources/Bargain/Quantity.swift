import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The units a pack's contents are sold in.
///
/// ```
/// written                                   | unit        | dimension | in base units
/// ------------------------------------------+-------------+-----------+--------------
/// g                                         | .gram       | mass      | × 1 g
/// kg                                        | .kilogram   | mass      | × 1000 g
/// ml, mL                                    | .millilitre | volume    | × 1 ml
/// l, L, ℓ                                   | .litre      | volume    | × 1000 ml
/// (none), 個, pcs, pc, 枚, 本, rolls, ロール  | .piece      | count     | × 1
/// ```
public enum MeasureUnit: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Grams (`g`).
    case gram = "g"
    /// Kilograms (`kg`), 1000 g.
    case kilogram = "kg"
    /// Millilitres (`ml`).
    case millilitre = "ml"
    /// Litres (`l`), 1000 ml.
    case litre = "l"
    /// Pieces, rolls, sheets: things counted (`pcs`).
    case piece = "pcs"

    /// What a unit measures; only quantities of one dimension compare.
    public enum Dimension: String, Sendable, Hashable, CaseIterable {
        /// Weight: grams and kilograms.
        case mass
        /// Volume: millilitres and litres.
        case volume
        /// Things counted: pieces.
        case count
    }

    /// What the unit measures.
    public var dimension: Dimension {
        switch self {
        case .gram, .kilogram: return .mass
        case .millilitre, .litre: return .volume
        case .piece: return .count
        }
    }

    /// How many base units (g, ml, pieces) one of this unit is.
    var factor: ExactDecimal {
        switch self {
        case .kilogram, .litre: return ExactDecimal(magnitude: 1000)
        case .gram, .millilitre, .piece: return .one
        }
    }

    /// The symbol (`g`, `kg`, `ml`, `l`, `pcs`).
    public var description: String { rawValue }

    /// The unit written `text` (see the table above; ASCII letters in any case), or nil.
    public init?(symbol text: String) {
        switch text.lowercased() {
        case "g", "gr": self = .gram
        case "kg": self = .kilogram
        case "ml": self = .millilitre
        case "l", "ℓ": self = .litre
        case "", "個", "pcs", "pc", "piece", "pieces", "枚", "本", "roll", "rolls", "ロール": self = .piece
        default: return nil
        }
    }
}

/// An amount of something: `450 g`, `1.5 kg`, `12` pieces.
///
/// Always above zero and within ``/ShopCore/Bounds`` (a quantity divides a price).
public struct Quantity: Sendable, Hashable, CustomStringConvertible {
    /// How many of ``unit``.
    public let amount: Decimal
    /// The unit.
    public let unit: MeasureUnit

    /// `amount` of `unit`.
    /// - Throws: ``BargainError/notAQuantity(_:)`` for an amount of 0 or
    ///   less, ``BargainError/money(_:)`` beyond the exact range or 12 decimals.
    public init(_ amount: Decimal, _ unit: MeasureUnit) throws(BargainError) {
        let exact: ExactDecimal
        do { exact = try Bounds.validated(amount) } catch { throw .money(error) }
        guard !exact.isNegative, !exact.isZero else { throw .notAQuantity(MoneyFormat.plain(amount) + unit.writtenSuffix) }
        self.amount = amount
        self.unit = unit
    }

    /// Reads a quantity as written on a label: `450g`, `1.5kg`, `500 ml`,
    /// `1L`, `12` (pieces), `12個`, `6pcs`, `１２個`.
    /// - Throws: ``BargainError/notAQuantity(_:)`` for anything else, or 0;
    ///   ``BargainError/money(_:)`` beyond the exact range or 12 decimals.
    public init(parsing text: String) throws(BargainError) {
        let folded = TextNormalizer.foldedAndTrimmed(text)
        let number = folded.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let symbol = TextNormalizer.trimmed(String(folded.dropFirst(number.count)))
        guard !number.isEmpty, let unit = MeasureUnit(symbol: symbol) else { throw .notAQuantity(text) }
        let amount: Decimal
        do {
            amount = try AmountParser.decimal(String(number))
        } catch {
            switch error {
            case .tooManyDecimals, .tooLarge: throw .money(error)
            default: throw .notAQuantity(text)
            }
        }
        guard amount > 0 else { throw .notAQuantity(text) }
        try self.init(amount, unit)
    }

    /// The amount in base units (g, ml, pieces).
    var baseAmount: ExactDecimal {
        get throws(ShopCoreError) { try ExactDecimal(amount) * unit.factor }
    }

    /// `450g`, `1.5kg`, `12` (pieces have no symbol): the form ``init(parsing:)`` reads back.
    public var description: String { MoneyFormat.plain(amount) + unit.writtenSuffix }
}

extension MeasureUnit {
    /// The unit as written after a number: none for pieces.
    var writtenSuffix: String { self == .piece ? "" : rawValue }

    /// The basis prices are compared per by default: 100 g, 100 ml or 1 piece.
    var defaultBasis: Quantity? {
        switch dimension {
        case .mass: return try? Quantity(100, .gram)
        case .volume: return try? Quantity(100, .millilitre)
        case .count: return try? Quantity(1, .piece)
        }
    }
}
