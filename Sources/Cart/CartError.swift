import ShopCore

/// What can go wrong with a cart or its file.
public enum CartError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An amount the money core refused.
    case money(ShopCoreError)
    /// A quantity outside 1 … ``Cart/Item/maximumQuantity``.
    case quantityOutOfRange(Int)
    /// A label longer than ``Cart/Item/maximumLabelLength`` characters.
    case labelTooLong(Int)
    /// A label with a line break or another control character.
    case labelHasControlCharacters
    /// A total that would reach 10^15.
    case totalTooLarge
    /// `remove N` with no item N.
    case noSuchItem(Int, count: Int)
    /// `undo` with nothing left to undo.
    case nothingToUndo
    /// A clear confirmation for a cart that changed after the question was asked.
    case staleClearRequest
    /// The cart file is not a shoptools cart, is damaged, or is of a newer format; it was left as it is.
    case unreadable(path: String, reason: String)
    /// The cart file is in another currency.
    case currencyMismatch(path: String, file: Currency, requested: Currency)
    /// Reading, writing or locking the file failed.
    case io(path: String, reason: String)

    public var description: String {
        switch self {
        case .money(let error): return error.description
        case .quantityOutOfRange(let quantity):
            return "quantity \(quantity) is outside 1–\(Cart.Item.maximumQuantity)"
        case .labelTooLong(let length):
            return "label is \(length) characters long; at most \(Cart.Item.maximumLabelLength) are kept"
        case .labelHasControlCharacters:
            return "label has a line break or another control character"
        case .totalTooLarge:
            return "the cart total would reach \(Bounds.maximumAmountText), beyond the exact range"
        case .noSuchItem(let number, let count):
            return count == 0 ? "there is no item \(number); the cart is empty" : "there is no item \(number); the cart has items 1–\(count)"
        case .nothingToUndo:
            return "nothing to undo"
        case .staleClearRequest:
            return "the cart changed after the question; ask again"
        case .unreadable(let path, let reason):
            return "cart file \(quoted(path, limit: nil)) cannot be read (\(reason)); it was left as it is"
        case .currencyMismatch(let path, let file, let requested):
            return "cart file \(quoted(path, limit: nil)) is in \(file.code), not \(requested.code); use --currency \(file.code) or another --cart"
        case .io(let path, let reason):
            return "cart file \(quoted(path, limit: nil)): \(reason)"
        }
    }
}
