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
    static func describe(_ error: any Error, in language: Language, inSession: Bool = false) -> String {
        let words = ErrorWords.message(error, in: language)
        switch hint(for: error) {
        case .currency(let code)? where inSession:
            return words
                + (language == .english
                    ? "; this REPL works in \(code) (start shoptools repl --currency CODE for another)"
                    : "。この対話モードの通貨は \(code) です（別の通貨は shoptools repl --currency CODE で始めます）")
        case .currency?:
            return words + (language == .english ? "; use --currency to change the currency" : "。通貨は --currency で変えられます")
        case .cartFile(let code)?:
            return words
                + (language == .english
                    ? "; leave out --currency for the cart in \(code), or give another --cart"
                    : "。\(code) のカートなら --currency を外すか、別の --cart を指定してください")
        case .repair?:
            return words
                + (language == .english
                    ? "; shoptools cart repair keeps it aside and rebuilds the cart from what can be read"
                    : "。shoptools cart repair で、このファイルを残したまま読める部分からカートを作り直せます")
        case nil:
            return words
        }
    }

    private enum Hint {
        /// A symbol of another currency than `code`, the one in use.
        case currency(String)
        case cartFile(String)
        /// A damaged cart file, which `cart repair` rebuilds.
        case repair
    }

    /// The command-line hint an error deserves, looking inside wrapped errors.
    private static func hint(for error: any Error) -> Hint? {
        switch error {
        case ShopCoreError.currencyMismatch(_, let expected): return .currency(expected.code)
        case CartError.currencyMismatch(_, let file, _): return .cartFile(file.code)
        case CartError.unreadable(_, .newerFormat): return nil
        case CartError.unreadable: return .repair
        case BargainError.money(let inner): return hint(for: inner)
        case WarikanError.money(let inner): return hint(for: inner)
        case BillError.split(let inner): return hint(for: inner)
        case BillError.onLine(_, let inner): return hint(for: inner)
        case CartError.money(let inner): return hint(for: inner)
        case AmountInputError.amount(let inner): return hint(for: inner)
        case AmountInputError.expression(let inner): return hint(for: inner)
        case let error as CalcError:
            if case .malformedNumber(_, reason: .currencyMismatch(_, let expected)) = error.problem {
                return .currency(expected.code)
            }
            return nil
        default: return nil
        }
    }
}
