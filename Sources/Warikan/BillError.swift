import ShopCore
import ShopFiles

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What can be wrong with an itemized bill (``Warikan/Bill``), as text or as values.
///
/// A bill read from text or a file says where with a ``/ShopCore/LocatedError`` around
/// the case: the file, the line, the column of the word, and the line itself.
public enum BillError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Bytes that are not a line file: not UTF-8, too large, a line too long.
    case file(LineFileError)
    /// The bill's file could not be read (``Warikan/Bill/init(contentsOfFile:currency:evaluate:)``).
    case cannotRead(FileError)
    /// A line that does not read as expected: what was expected, and the
    /// word found instead (`""` at the end of the line).
    case expected(Expected, found: String)
    /// Text the amount reader did not take as an amount.
    case notAnAmount(String)
    /// A quantity that is not a whole number in 1 … ``Warikan/Bill/maximumQuantity``.
    case invalidQuantity(String)
    /// A rate that is not a percentage in 0 … 100.
    case invalidRate(String)
    /// A line that may appear once (`organizer`, `currency`) given again.
    case repeated(String)
    /// A bill without people.
    case noPeople
    /// A name used for an item or charge but not among the people.
    case unknownPerson(String)
    /// A name listed twice for one item or charge.
    case listedTwice(String)
    /// A name that is a keyword of bill files (`for`, `people`, `tax`, …).
    case keywordAsName(String)
    /// An item or charge without a label, or with a control character in it.
    case invalidLabel(String)
    /// More than ``Warikan/Bill/maximumLines`` items and charges.
    case tooManyLines(Int)
    /// More than ``Warikan/Bill/maximumPeople`` people on one bill.
    case tooManyPeople(Int)
    /// A person, weight, amount, unit or size the split refuses (the reason
    /// as a split gives it: a duplicate name, an amount not payable, …).
    case split(WarikanError)

    /// The word the error is about, whose column a location gives.
    var subject: String? {
        switch self {
        case .expected(_, let found): return found
        case .notAnAmount(let text), .invalidQuantity(let text), .invalidRate(let text), .repeated(let text),
            .unknownPerson(let text), .listedTwice(let text), .keywordAsName(let text):
            return text
        case .split(let error): return error.subject
        default: return nil
        }
    }

    /// What a line of a bill should have held.
    public enum Expected: String, Sendable, Equatable, CaseIterable {
        /// `LABEL AMOUNT [×QTY] [for NAME[:WEIGHT] …]`.
        case item
        /// An amount (`500`, `¥1,200`, `1980*3`), not a percentage.
        case amount
        /// A percentage (`10%`) or an amount.
        case rateOrAmount
        /// One or more names.
        case names
        /// One name.
        case name
        /// A currency code.
        case currency
        /// `included`, or for a tip `of subtotal`/`of total`.
        case chargeOption
        /// Nothing more on the line.
        case end
    }

    /// What is wrong, in one short English sentence with the values the case carries.
    ///
    /// ShopText words every case in English and Japanese (`text(in:)`).
    public var description: String {
        switch self {
        case .file(let error):
            return error.description
        case .cannotRead(let error):
            return "cannot read the bill \(quoted(error.path)): \(error.reason)"
        case .expected(let expected, let found):
            let what: String
            switch expected {
            case .item: what = "an item: LABEL AMOUNT [×QTY] [for NAME[:WEIGHT] …]"
            case .amount: what = "an amount (500, ¥1,200, 1980*3), not a percentage"
            case .rateOrAmount: what = "a percentage (10%) or an amount"
            case .names: what = "one or more names"
            case .name: what = "one name"
            case .currency: what = "a currency code"
            case .chargeOption: what = "included, or for a tip: of subtotal, of total"
            case .end: what = "the end of the line"
            }
            return found.isEmpty ? "expected \(what)" : "expected \(what), found \(quoted(found))"
        case .notAnAmount(let text):
            return "\(quoted(text)) is not an amount"
        case .invalidQuantity(let text):
            return "quantity \(quoted(text)) is not a whole number from 1 to \(Warikan.Bill.maximumQuantity)"
        case .invalidRate(let text):
            return "rate \(quoted(text)) is not a percentage from 0 to 100 with at most 4 decimals"
        case .repeated(let word):
            return "\(quoted(word)) is given more than once"
        case .noPeople:
            return "the bill names nobody; list the people first: people Aki Ren Sora"
        case .unknownPerson(let name):
            return "\(quoted(name)) is not one of the people; add them to a people line"
        case .listedTwice(let name):
            return "\(quoted(name)) is listed twice"
        case .keywordAsName(let name):
            return "\(quoted(name)) is a keyword of bill files, not a name"
        case .invalidLabel(let label):
            return "label \(quoted(label)) is empty or has a control character"
        case .tooManyLines(let count):
            return "\(count) items and charges are more than \(Warikan.Bill.maximumLines)"
        case .tooManyPeople(let count):
            return "\(count) people are more than one bill takes (\(Warikan.Bill.maximumPeople))"
        case .split(let error):
            return error.description
        }
    }
}
