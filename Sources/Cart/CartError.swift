import ShopCore
import ShopFiles
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What can go wrong with a cart or its file.
public enum CartError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An amount the money core refused.
    case money(ShopCoreError)
    /// A quantity outside 1 … ``Cart/Item/maximumQuantity``.
    case quantityOutOfRange(Int)
    /// A label longer than ``Cart/Item/maximumLabelLength`` characters.
    case labelTooLong(Int)
    /// A label with a character that must not reach a terminal: a line break,
    /// another control character, a line separator or a bidirectional override
    /// (see `DisplayText.firstUnsafeScalar(in:)`).
    case unsafeCharacter(label: String, scalar: Unicode.Scalar)
    /// A total that would reach 10^15.
    case totalTooLarge
    /// An item whose amount × quantity is not a whole number of the cart
    /// currency's minor unit (¥100.5, $0.005), so it could not be paid.
    case notPayable(lineTotal: Money)
    /// `remove N` with no item N.
    case noSuchItem(Int, count: Int)
    /// A removal at an offset (from 0) that is not in `0 ..< count`.
    case noSuchOffset(Int, count: Int)
    /// A removal at so many scattered offsets (`count`) that its journal line
    /// would pass ``Cart/maximumOffsetsText`` bytes; nothing was removed.
    /// Offsets next to each other cost little, so removing everything always fits.
    case tooManyOffsets(Int)
    /// An item in another currency than the cart's (a dollar item for a yen
    /// cart): `item` is the item's currency, `cart` the cart's.
    case itemCurrency(Currency, cart: Currency)
    /// An item whose ``Cart/Item/id`` is already in the cart: the same item added twice.
    case duplicateItem(id: UUID)
    /// A tax rate, coupon or receipt the tax rules refuse; among them
    /// ``/Tax/TaxError/couponsExceedSubtotal(coupons:subtotal:)`` for a coupon, or
    /// a removal, that would leave the coupons above the subtotal.
    case tax(TaxError)
    /// A sharer's name that is empty, too long, or holds `,`, `:` or a control character.
    case invalidSharerName(String)
    /// A sharer's weight that is not a number above 0 and at most 1,000,000 with at most 4 decimals.
    case invalidWeight(name: String, weight: String)
    /// The same name twice among an item's sharers.
    case repeatedSharer(String)
    /// A head count (`split 2`) smaller than the people the cart and the options name.
    case fewerPeopleThanNamed(count: Int, named: [String])
    /// A budget that is not an amount above 0 payable in the cart's currency.
    case invalidBudget(Money)
    /// An add refused because it would take the amount to pay `over` above the `budget`.
    case overBudget(budget: Money, over: Money)
    /// `undo` with nothing left to undo.
    case nothingToUndo
    /// A clear confirmation for a cart that changed after the question was asked.
    case staleClearRequest
    /// The cart file is not a shoptools cart, is damaged, or is of a newer
    /// format (``Damage`` says which); it was left as it is.
    /// ``CartStore/repair()`` rebuilds a cart from what can still be read.
    case unreadable(path: String, damage: Damage)
    /// ``CartStore/repair()`` of a cart file that reads as it is (or is not
    /// there): nothing was changed.
    case nothingToRepair(path: String)
    /// The cart file is in another currency.
    case currencyMismatch(path: String, file: Currency, requested: Currency)
    /// The file system refused a step on the cart file or the files beside
    /// it (its lock file, its folder, a temporary file): a path that cannot
    /// name a file, something other than a regular file, a read-only file or
    /// folder, or what the system said. Nothing was changed.
    case file(FileError)

    /// What is wrong, in one short English sentence with the values the case carries.
    ///
    /// ShopText words every case in English and Japanese (`text(in:)`).
    public var description: String {
        switch self {
        case .money(let error): return error.description
        case .quantityOutOfRange(let quantity):
            return "quantity \(quantity) is outside 1–\(Cart.Item.maximumQuantity)"
        case .labelTooLong(let length):
            return "label is \(length) characters long; at most \(Cart.Item.maximumLabelLength) are allowed"
        case .unsafeCharacter(let label, let scalar):
            return "label \(quoted(label)) has a control character (\(DisplayText.codePoint(scalar)))"
        case .totalTooLarge:
            return "the cart total would reach \(Bounds.maximumAmountText), beyond the exact range"
        case .notPayable(let lineTotal):
            return
                "\(lineTotal.humanText) is not a whole number of \(lineTotal.currency.code) \(lineTotal.currency.minorUnitText);"
                + " a cart line must come to an amount that can be paid"
        case .noSuchItem(let number, let count):
            switch count {
            case 0: return "there is no item \(number); the cart is empty"
            case 1: return "there is no item \(number); the cart has 1 item"
            default: return "there is no item \(number); the cart has items 1–\(count)"
            }
        case .noSuchOffset(let offset, let count):
            switch count {
            case ...0: return "there is no item at offset \(offset); the cart is empty"
            case 1: return "there is no item at offset \(offset); the cart has an item at offset 0 only"
            default: return "there is no item at offset \(offset); the cart has items at offsets 0–\(count &- 1)"
            }
        case .tooManyOffsets(let count):
            return "\(count) offsets are too many to remove in one change; remove fewer at a time"
        case .itemCurrency(let item, let cart):
            return "the item is in \(item.code), but the cart is in \(cart.code)"
        case .duplicateItem(let id):
            return "item \(id.uuidString) is already in the cart"
        case .tax(let error):
            return error.description
        case .invalidSharerName(let name):
            return "name \(quoted(name)) is not a name; expected 1–\(Cart.Sharer.maximumNameLength) characters without , or :"
        case .invalidWeight(let name, let weight):
            return "weight \(quoted(weight)) for \(quoted(name)) is not a number above 0 and at most 1,000,000"
        case .repeatedSharer(let name):
            return "\(quoted(name)) is named twice"
        case .fewerPeopleThanNamed(let count, let named):
            return "\(count) \(count == 1 ? "person" : "people") at the table, but \(named.count) are named: "
                + named.map { quoted($0) }.joined(separator: ", ")
        case .invalidBudget(let budget):
            return "budget \(budget.humanText) is not an amount above 0 that can be paid"
        case .overBudget(let budget, let over):
            return "this would go over the budget \(budget.humanText) by \(over.humanText); nothing was added"
        case .nothingToUndo:
            return "nothing to undo"
        case .staleClearRequest:
            return "the cart changed after the question; ask again"
        case .unreadable(let path, let damage):
            return "cart file \(quoted(path, limit: nil)) cannot be read (\(damage)); it was left as it is"
        case .nothingToRepair(let path):
            return "cart file \(quoted(path, limit: nil)) reads as it is; nothing to repair"
        case .currencyMismatch(let path, let file, let requested):
            return "cart file \(quoted(path, limit: nil)) is in \(file.code), not \(requested.code)"
        case .file(let error): return Self.words(error)
        }
    }
}

extension CartError {
    /// A file error worded as the cart's: the file layer's words about the
    /// cart file (`cart file "cart.json": cannot open: …`, `cart path "x/" names a folder, not a file`).
    static func words(_ error: FileError) -> String {
        switch error {
        case .notAFilePath(let path) where path.isEmpty: return "the cart path is empty; expected the path of a file"
        case .notAFilePath: return "cart " + error.description
        case .readOnly, .cannotWriteInFolder: return error.description
        case .notARegularFile, .tooLarge, .io: return "cart file " + error.description
        }
    }
}
