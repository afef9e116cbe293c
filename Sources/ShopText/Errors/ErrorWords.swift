import Bargain
import Calculator
import Cart
import Settle
import ShopCore
import ShopFiles
import Tax
import Warikan

/// The message for any error a shoptools library throws, in either language.
///
/// ```
/// error                                      | English                        | Japanese
/// -------------------------------------------+--------------------------------+-------------------------------
/// ShopCoreError.notAnAmount("abc", nil)      | "abc" is not an amount         | 「abc」は金額ではありません
/// CalcError(.divisionByZero, 5, "10/(5-5)")  | division by zero at 5: "…"     | 0で割っています（5文字目）: 「…」
/// an error of another type                   | String(describing:)            | String(describing:), the same
/// ```
public enum ErrorWords {
    /// `error` worded for people reading `language`.
    ///
    /// The libraries' errors (`ShopCoreError`, `BargainError`,
    /// `WarikanError`, `BillError`, `CartError`, `CalcError`, `AmountInputError`, `TaxError`,
    /// `FileError`, any of them in a `LocatedError` (its places, then its words), and any other
    /// ``TwoLanguages``) are
    /// worded by their `text(in:)`. Any other error has no Japanese words
    /// here, so both languages get `String(describing:)`: its own
    /// `description` when it has one.
    public static func message(_ error: any Error, in language: Language) -> String {
        switch error {
        case let error as ShopCoreError: return error.text(in: language)
        case let error as BargainError: return error.text(in: language)
        case let error as WarikanError: return error.text(in: language)
        case let error as BillError: return error.text(in: language)
        case let error as CartError: return error.text(in: language)
        case let error as CalcError: return error.text(in: language)
        case let error as AmountInputError: return error.text(in: language)
        case let error as TaxError: return error.text(in: language)
        case let error as SettleError: return error.text(in: language)
        case let error as LineFileError: return error.text(in: language)
        case let error as FileError: return error.text(in: language)
        // A failure in a line file, whatever its type: its places, then its own words.
        case let error as any AnyLocatedError:
            return LocatedText.text(error.places, message(error.anyFailure, in: language), in: language)
        case let error as any TwoLanguages: return error.text(in: language)
        default: return String(describing: error)
        }
    }
}
