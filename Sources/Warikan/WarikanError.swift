import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What can be wrong with a split.
public enum WarikanError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A head count outside 1 … ``Warikan/maximumPeople``.
    case peopleOutOfRange(Int)
    /// A weight that is not a positive decimal.
    case invalidWeight(String, person: Warikan.Person)
    /// A participant given without a name (`:2`, or `""` in code).
    case emptyName(String)
    /// A participant written with more than one `:` or `=` (`A:2=5`, `A=5=6`).
    case malformedPerson(String)
    /// A name with a character that must not reach a terminal (a newline, an
    /// escape, a bidirectional override: see `DisplayText.firstUnsafeScalar(in:)`).
    case unsafeCharacter(name: String, scalar: Unicode.Scalar)
    /// Two participants with the same name.
    case duplicateName(String)
    /// Two participants whose names are written two ways that read as one (`Ａki` and `Aki`, both `Aki`:
    /// full-width letters are read as ASCII): the two spellings and the name.
    case sameNameWrittenTwice(String, String, as: String)
    /// Two people whose names differ only in case (`Aki` and `aki`): most likely one person typed twice.
    case namesDifferOnlyInCase(String, String)
    /// An `--organizer` who is not among the participants.
    case unknownOrganizer(String)
    /// A split mode that is none of `absorb`, `up` and `spread` (``Warikan/Mode/init(parsing:)``).
    case unknownMode(String)
    /// An organizer with a fixed amount cannot absorb the rounding.
    case fixedOrganizer(String)
    /// Fixed amounts that add up to more than the total.
    case fixedExceedTotal(fixed: Money, total: Money)
    /// Everybody has a fixed amount and they do not add up to the total.
    case fixedDoNotAddUp(fixed: Money, total: Money)
    /// A total or fixed amount with more decimals than the currency's minor unit (`$10.005`).
    case notPayable(Money)
    /// Shares whose exact arithmetic needs more than 38 digits (extreme weights or units).
    case tooLargeToSplit(Money)
    /// An amount or unit the money core refused.
    case money(ShopCoreError)
    /// Who pays is not said in one way (``Warikan/checkWhoPays(_:splitting:)``): the ways that
    /// conflict, in the order given, or none when nothing says it.
    case whoPays(given: [Warikan.WhoPays])
    /// A charge given apart from a total or a bill (``Warikan/checkAddedCharges(_:splitting:)``): it
    /// goes to a cart's bill only.
    case chargeNeedsCart(Warikan.AddedCharge, splitting: Warikan.Subject)
    /// What a tip is reckoned on, given without a tip.
    case tipBaseWithoutTip

    /// What is wrong, in one short English sentence with the values the case carries.
    ///
    /// ShopText words every case in English and Japanese (`text(in:)`).
    public var description: String {
        switch self {
        case .peopleOutOfRange(let people):
            return "a head count of \(people) is outside 1–\(Warikan.maximumPeople)"
        case .invalidWeight(let text, let person):
            return "weight \(quoted(text)) for \(person) is not a positive number"
        case .emptyName(let text):
            return "person \(quoted(text)) has no name; expected NAME, NAME:WEIGHT or NAME=AMOUNT"
        case .malformedPerson(let text):
            return "person \(quoted(text)) is not NAME, NAME:WEIGHT or NAME=AMOUNT; a name cannot hold : or ="
        case .unsafeCharacter(let name, let scalar):
            return "name \(quoted(name)) has a control character (\(DisplayText.codePoint(scalar)))"
        case .duplicateName(let name):
            return "person \(quoted(name)) is named twice; names must differ"
        case .sameNameWrittenTwice(let first, let second, let name):
            return "person \(quoted(first)) and person \(quoted(second)) are both read as \(quoted(name)); names must differ"
        case .namesDifferOnlyInCase(let first, let second):
            return "\(quoted(first)) and \(quoted(second)) differ only in case; write one person's name the same way everywhere"
        case .unknownMode(let text):
            return "unknown split mode \(quoted(text)); expected absorb, up or spread"
        case .unknownOrganizer(let name):
            return "organizer \(quoted(name)) is not one of the people"
        case .fixedOrganizer(let name):
            return "organizer \(quoted(name)) has a fixed amount; the organizer must share the rest"
        case .fixedExceedTotal(let fixed, let total):
            return "fixed amounts add up to \(fixed.humanText), more than the total \(total.humanText)"
        case .fixedDoNotAddUp(let fixed, let total):
            return "everyone has a fixed amount but they add up to \(fixed.humanText), not the total \(total.humanText)"
        case .notPayable(let money):
            return
                "\(quoted(money.machineText)) is not a whole number of \(money.currency.code) \(money.currency.minorUnitText); money is paid in the currency's minor unit"
        case .tooLargeToSplit(let total):
            return
                "splitting \(total.humanText) this way needs more than 38 digits to be exact; try a simpler unit or weights with fewer decimals"
        case .money(let error):
            return error.description
        case .whoPays(let given) where given.isEmpty:
            return "nobody is said to pay; give a head count, weights or people by name"
        case .whoPays(let given):
            return "conflicting ways of saying who pays: \(given.map(\.description).joined(separator: " and ")); give one"
        case .chargeNeedsCart(let charge, .bill):
            return "\(charge) cannot be added to a bill, which lists its own charges"
        case .chargeNeedsCart(let charge, _):
            return "\(charge) is added to a cart's bill only"
        case .tipBaseWithoutTip:
            return "what the tip is reckoned on is given without a tip"
        }
    }
}

extension Warikan.WhoPays: CustomStringConvertible {
    /// What it is, in a few English words: `a head count`.
    public var description: String {
        switch self {
        case .headCount: return "a head count"
        case .weights: return "weights"
        case .names: return "people by name"
        case .bill: return "a bill"
        case .cart: return "a cart"
        }
    }
}

extension Warikan.AddedCharge: CustomStringConvertible {
    /// What it is, in a few English words: `a service charge`.
    public var description: String {
        switch self {
        case .service: return "a service charge"
        case .tax: return "a tax"
        case .tip: return "a tip"
        case .tipBase: return "what the tip is reckoned on"
        case .cover: return "a cover charge"
        }
    }
}
