import Bargain
import Calculator
import Cart
import Settle
import ShopCore
import ShopText
import Warikan

/// The words for a library error on the command line: ShopText's sentence in
/// the reader's language, plus the hint only the command line can give
/// (which option changes the currency, which file to use instead).
enum ErrorText {
    static func describe(_ error: any Error, in language: Language, inSession: Bool = false) -> String {
        let words = ErrorWords.message(error, in: language)
        guard let hint = hint(for: error) else { return words }
        return words + text(of: hint, inSession: inSession, in: language)
    }

    /// A hint's words, one case a language, so a third language cannot fall into one of them.
    private static func text(of hint: Hint, inSession: Bool, in language: Language) -> String {
        switch (hint, language) {
        case (.currency(let code), .english) where inSession:
            return "; this REPL works in \(code) (start shoptools repl --currency CODE for another)"
        case (.currency(let code), .japanese) where inSession:
            return "。この対話モードの通貨は \(code) です（別の通貨は shoptools repl --currency CODE で始めます）"
        case (.currency, .english): return "; use --currency to change the currency"
        case (.currency, .japanese): return "。通貨は --currency で変えられます"
        case (.cartFile(let code), .english): return "; leave out --currency for the cart in \(code), or give another --cart"
        case (.cartFile(let code), .japanese): return "。\(code) のカートなら --currency を外すか、別の --cart を指定してください"
        case (.repair, .english) where inSession:
            return "; type repair to keep it aside and rebuild the cart from what can be read (until then, what"
                + " reads or changes the cart is refused)"
        case (.repair, .japanese) where inSession:
            return "。repair と入力すると、このファイルを残したまま読める部分からカートを作り直します（それまでカートを読む・変える操作はできません）"
        case (.repair, .english): return "; shoptools cart repair keeps it aside and rebuilds the cart from what can be read"
        case (.repair, .japanese): return "。shoptools cart repair で、このファイルを残したまま読める部分からカートを作り直せます"
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
        case let error as any AnyLocatedError: return hint(for: error.anyFailure)
        case SettleError.bill(let inner): return hint(for: inner)
        case SettleError.money(let inner): return hint(for: inner)
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
