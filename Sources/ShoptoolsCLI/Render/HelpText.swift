import CommandLineKit
import ShopCore
import ShopText

/// Pieces of text that several help texts share.
enum HelpText {
    /// The version `--version` and the REPL's greeting show.
    static let version = "0.2.0"

    /// `JPY (default), USD, EUR, …`, from the one currency table.
    static var currencies: String { currencies(in: .english) }

    /// `JPY（既定）, USD, …` in Japanese.
    static func currencies(in language: Language) -> String { OptionSpec.currencies(language) }
}
