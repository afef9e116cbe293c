import Bargain
import Calculator
import Cart
import ShopCore
import ShopText
import Warikan

/// The words for a library error on the command line: ShopText's sentence in
/// the reader's language, plus the hint only the command line can give
/// (which option changes the currency, which file to use instead).
enum ErrorText {
    static func describe(_ error: any Error, in language: Language) -> String {
        let words = ErrorWords.message(error, in: language)
        switch hint(for: error) {
        case .currency?:
            return words + (language == .english ? "; use --currency to change the currency" : "。通貨は --currency で変えられます")
        case .cartFile(let code)?:
            return words
                + (language == .english
                    ? "; use --currency \(code) or another --cart" : "。--currency \(code) を付けるか、別の --cart を指定してください")
        case nil:
            return words
        }
    }

    private enum Hint {
        case currency
        case cartFile(String)
    }

    /// The command-line hint an error deserves, looking inside wrapped errors.
    private static func hint(for error: any Error) -> Hint? {
        switch error {
        case ShopCoreError.currencyMismatch: return .currency
        case CartError.currencyMismatch(_, let file, _): return .cartFile(file.code)
        case BargainError.money(let inner): return hint(for: inner)
        case WarikanError.money(let inner): return hint(for: inner)
        case CartError.money(let inner): return hint(for: inner)
        case AmountInputError.amount(let inner): return hint(for: inner)
        case AmountInputError.expression(let inner): return hint(for: inner)
        case let error as CalcError:
            if case .malformedNumber(_, reason: .currencyMismatch) = error.problem { return .currency }
            return nil
        default: return nil
        }
    }
}
