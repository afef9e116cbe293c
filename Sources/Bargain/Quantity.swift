import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The units a pack's contents are sold in.
///
/// ```
/// written                                   | unit         | dimension | in base units
/// ------------------------------------------+--------------+-----------+---------------------
/// g, グラム                                  | .gram        | mass      | × 1 g
/// kg, キロ, キログラム                        | .kilogram    | mass      | × 1000 g
/// oz                                        | .ounce       | mass      | × 28.349523125 g
/// lb, lbs                                   | .pound       | mass      | × 453.59237 g
/// ml, mL, ミリリットル                        | .millilitre  | volume    | × 1 ml
/// l, L, ℓ, リットル                           | .litre       | volume    | × 1000 ml
/// fl oz, floz (US)                          | .fluidOunce  | volume    | × 29.5735295625 ml
/// gal (US)                                  | .gallon      | volume    | × 3785.411784 ml
/// (none), 個, pcs, pc, 枚, 本, rolls, ロール  | .piece       | count     | × 1
/// ```
///
/// The ounce and pound are the international avoirdupois ones (1959), the
/// fluid ounce and gallon the US ones: each factor is exact by definition.
public enum MeasureUnit: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Grams (`g`).
    case gram = "g"
    /// Kilograms (`kg`), 1000 g.
    case kilogram = "kg"
    /// Ounces (`oz`), 28.349523125 g.
    case ounce = "oz"
    /// Pounds (`lb`), 453.59237 g.
    case pound = "lb"
    /// Millilitres (`ml`).
    case millilitre = "ml"
    /// Litres (`l`), 1000 ml.
    case litre = "l"
    /// US fluid ounces (`fl oz`), 29.5735295625 ml.
    case fluidOunce = "fl oz"
    /// US gallons (`gal`), 3785.411784 ml.
    case gallon = "gal"
    /// Pieces, rolls, sheets: things counted (`pcs`); the word a pack is
    /// counted in is its ``Quantity/counter``.
    case piece = "pcs"

    /// What a unit measures; only quantities of one dimension compare.
    public enum Dimension: String, Sendable, Hashable, CaseIterable {
        /// Weight: grams, kilograms, ounces, pounds.
        case mass
        /// Volume: millilitres, litres, fluid ounces, gallons.
        case volume
        /// Things counted: pieces.
        case count
    }

    /// What the unit measures.
    public var dimension: Dimension {
        switch self {
        case .gram, .kilogram, .ounce, .pound: return .mass
        case .millilitre, .litre, .fluidOunce, .gallon: return .volume
        case .piece: return .count
        }
    }

    /// How many base units (g, ml, pieces) one of this unit is, exactly.
    var factor: ExactDecimal {
        switch self {
        case .kilogram, .litre: return ExactDecimal(magnitude: 1000)
        case .gram, .millilitre, .piece: return .one
        // Exact by definition; the literals are within range, so `?? .one` is never taken.
        case .ounce: return ExactDecimal(plain: "28.349523125") ?? .one
        case .pound: return ExactDecimal(plain: "453.59237") ?? .one
        case .fluidOunce: return ExactDecimal(plain: "29.5735295625") ?? .one
        case .gallon: return ExactDecimal(plain: "3785.411784") ?? .one
        }
    }

    /// The symbol (`g`, `kg`, `oz`, `lb`, `ml`, `l`, `fl oz`, `gal`, `pcs`).
    public var description: String { rawValue }

    /// The unit written `text` (see the table above; ASCII letters in any case), or nil.
    public init?(symbol text: String) {
        switch text.lowercased() {
        case "g", "gr", "グラム": self = .gram
        case "kg", "キロ", "キログラム": self = .kilogram
        case "oz": self = .ounce
        case "lb", "lbs": self = .pound
        case "ml", "ミリリットル": self = .millilitre
        case "l", "ℓ", "リットル": self = .litre
        case "fl oz", "floz", "fl.oz", "fl. oz": self = .fluidOunce
        case "gal": self = .gallon
        default:
            guard Counter(word: text) != nil else { return nil }
            self = .piece
        }
    }

    /// The word things are counted in: a pack of 12 rolls is priced per roll, not per piece.
    ///
    /// ```
    /// written                    | counter
    /// ---------------------------+--------
    /// (none)                     | nil (pieces)
    /// 個, pcs, pc, piece          | .piece
    /// ロール, roll, rolls          | .roll
    /// 枚, sheet, sheets           | .sheet
    /// 本                          | .hon
    /// ```
    public enum Counter: String, Sendable, Hashable, CaseIterable {
        /// 個, `pcs`: pieces.
        case piece
        /// ロール, `rolls`: toilet paper, kitchen towels.
        case roll
        /// 枚: sheets, slices, flat things.
        case sheet
        /// 本: long things (bottles, pens, sticks).
        case hon

        /// The counter written `text`, or nil for a word that counts nothing.
        public init?(word text: String) {
            switch text.lowercased() {
            case "", "個", "pcs", "pc", "piece", "pieces": self = .piece
            case "ロール", "roll", "rolls": self = .roll
            case "枚", "sheet", "sheets": self = .sheet
            case "本": self = .hon
            default: return nil
            }
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
    /// The word pieces are counted in, as read (`12ロール`: ``MeasureUnit/Counter/roll``);
    /// nil for other units and for pieces written without a word (`12`).
    public let counter: MeasureUnit.Counter?
    /// The counting word as written (`ロール`, `rolls`), so the description reads back as typed.
    private let counterText: String

    /// `amount` of `unit`.
    /// - Throws: ``BargainError/notAQuantity(_:)`` for an amount of 0 or
    ///   less, ``BargainError/money(_:)`` beyond the exact range or 12 decimals.
    /// - Parameters:
    ///   - amount: how many, above zero.
    ///   - unit: the unit.
    ///   - counter: for ``MeasureUnit/piece``, the word they are counted in
    ///     (nil: plain pieces); ignored for other units.
    public init(_ amount: Decimal, _ unit: MeasureUnit, counter: MeasureUnit.Counter? = nil) throws(BargainError) {
        try self.init(amount, unit, counter: counter, written: nil)
    }

    private init(_ amount: Decimal, _ unit: MeasureUnit, counter: MeasureUnit.Counter?, written: String?) throws(BargainError) {
        let exact: ExactDecimal
        do { exact = try Bounds.validated(amount) } catch { throw .money(error) }
        guard !exact.isNegative, !exact.isZero else { throw .notAQuantity(MoneyFormat.plain(amount) + unit.writtenSuffix) }
        self.amount = amount
        self.unit = unit
        let counter = unit == .piece ? counter : nil
        self.counter = counter
        self.counterText = counter == nil ? "" : written ?? Self.defaultWord(counter)
    }

    /// The Japanese word of a counter, for a quantity made without text.
    private static func defaultWord(_ counter: MeasureUnit.Counter?) -> String {
        switch counter {
        case .roll?: return "ロール"
        case .sheet?: return "枚"
        case .hon?: return "本"
        case .piece?: return "個"
        case nil: return ""
        }
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
        let counter = unit == .piece && !symbol.isEmpty ? MeasureUnit.Counter(word: symbol) : nil
        try self.init(amount, unit, counter: counter, written: symbol)
    }

    /// The amount in base units (g, ml, pieces).
    var baseAmount: ExactDecimal {
        get throws(ShopCoreError) { try ExactDecimal(amount) * unit.factor }
    }

    /// `450g`, `1.5kg`, `12` (pieces have no symbol), `12ロール` (the
    /// counting word as written): the form ``init(parsing:)`` reads back.
    public var description: String { MoneyFormat.plain(amount) + unit.writtenSuffix + counterText }
}

extension MeasureUnit {
    /// The unit as written after a number: none for pieces.
    var writtenSuffix: String { self == .piece ? "" : rawValue }

    /// The basis prices are compared per by default: 100 g, 100 ml, 1 of a
    /// US unit (a dollar shopper reads prices per oz, lb, fl oz or gal), or
    /// 1 piece counted in `counter`.
    func defaultBasis(counter: Counter?) -> Quantity? {
        switch self {
        case .gram, .kilogram: return try? Quantity(100, .gram)
        case .millilitre, .litre: return try? Quantity(100, .millilitre)
        case .ounce, .pound, .fluidOunce, .gallon: return try? Quantity(1, self)
        case .piece: return try? Quantity(1, .piece, counter: counter)
        }
    }
}
