import Bargain
import Calculator
import Cart
import ShopCore
import Warikan

/// The words for a library error on the command line: the library's own
/// sentence, plus the hint that only the command line can give (which
/// option changes the currency, which file to use instead).
enum ErrorText {
    static func describe(_ error: any Error) -> String {
        switch error {
        case ShopCoreError.currencyMismatch:
            return "\(error); use --currency to change the currency"
        case CartError.currencyMismatch(_, let file, _):
            return "\(error); use --currency \(file.code) or another --cart"
        case BargainError.money(let inner): return describe(inner)
        case WarikanError.money(let inner): return describe(inner)
        case CartError.money(let inner): return describe(inner)
        case AmountInputError.amount(let inner): return describe(inner)
        case AmountInputError.expression(let inner): return describe(inner)
        case let error as CalcError:
            if case .malformedNumber(_, reason: .currencyMismatch) = error.problem {
                return "\(error); use --currency to change the currency"
            }
            return error.description
        case let error as CustomStringConvertible: return error.description
        default: return "\(error)"
        }
    }
}
