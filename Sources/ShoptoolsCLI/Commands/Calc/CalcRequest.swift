import Calculator
import CommandLineKit
import ShopCore
import Tax

/// Everything `calc` was asked, each value read once by the table.
struct CalcRequest: CommandRequest {
    typealias Context = Invocation
    typealias Failure = CLIError
    /// The expression's words.
    var words: [String] = []
    var scale: Int?
    var currency: Currency?
    var json = false
    /// `--keys KEYS`, the keys as typed.
    var keys: String?
    /// `--desk` (`.some(nil)` alone, the convention named with it).
    var desk: DeskConvention??
    var taxRate: Percentage?
    var trace = false
}
