import ShopCore

/// Why a receipt file cannot be read.
public enum ReceiptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Bytes that are no text, or a line too long (``/ShopCore/LineFileError``).
    case file(LineFileError)
    /// The file cannot be read.
    case cannotRead(String, reason: String)
    /// An item line without a price (`item milk`, `牛乳 ※`).
    case noPrice(String)
    /// A word where a rate goes that is no rate (`item milk 198 eight`).
    case notARate(String)
    /// An `item` line without its rate (`item milk 198`).
    case noRate(String)
    /// A word where an amount goes that is no amount.
    case notAnAmount(String, reason: ShopCoreError)
    /// A quantity that is no whole number from 1 to 10,000 (`x0`, `×1.5`).
    case notAQuantity(String)
    /// A discount line with no item above it to come off.
    case discountWithoutItem
    /// A discount larger than what it comes off.
    case discountTooLarge(String)
    /// A tax line that names no rate, with no rate's total above it to take it from (`内消費税 ¥91`).
    case taxWithoutRate
    /// A figure printed twice (two totals).
    case printedTwice(PrintedReceipt.Figure)
    /// A word the file format does not know where a line's kind is read.
    case unknownWord(String)
    /// `basis` followed by a word other than `excluded` or `included`.
    case unknownBasis(String)
    /// Words left after a line's last part (`total 1000 yen`).
    case unexpected(String)
    /// A receipt of neither items nor figures.
    case empty
    /// More than ``PrintedReceipt/maximumItems`` items.
    case tooManyItems(Int)
    /// A receipt to write whose taxed lines are not all of one basis (a receipt file has one).
    case mixedBases

    /// What is wrong, in one short English sentence with the values the case carries.
    ///
    /// ShopText words every case in English and Japanese (`text(in:)`).
    public var description: String {
        switch self {
        case .file(let error): return error.description
        case .cannotRead(let path, let reason): return "cannot read \(quoted(path)): \(reason)"
        case .noPrice(let label): return "item \(quoted(label)) has no price"
        case .notARate(let text): return "\(quoted(text)) is not a tax rate; expected 8%, 10% or ※"
        case .noRate(let label): return "item \(quoted(label)) has no tax rate; expected 8%, 10% or ※ after its price"
        case .notAnAmount(_, let reason): return reason.description
        case .notAQuantity(let text):
            return "\(quoted(text)) is not a quantity; expected x2, ×2 or 2点 (1 to \(PrintedReceipt.maximumItems))"
        case .discountWithoutItem: return "a discount needs an item above it, or a rate (discount 8% 50)"
        case .discountTooLarge(let text): return "the discount \(quoted(text)) is more than what it comes off"
        case .taxWithoutRate: return "the tax line names no rate, and no rate's total stands above it"
        case .printedTwice(let figure): return "\(figure) is printed twice"
        case .unknownWord(let word):
            return "\(quoted(word)) is not a line of a receipt; expected item, discount, taxable, tax, total, tendered, "
                + "change, basis, or an item as a receipt prints it"
        case .unknownBasis(let word): return "\(quoted(word)) is not a basis; expected excluded or included"
        case .unexpected(let word): return "unexpected \(quoted(word)) at the end of the line"
        case .empty: return "the receipt has no items and no figures"
        case .tooManyItems(let count): return "the receipt has more than \(count) items"
        case .mixedBases:
            return "a receipt file has one basis, and this receipt has lines with the tax excluded and others with it included"
        }
    }
}
