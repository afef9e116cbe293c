import ShopCore

/// Pieces of text that several help texts share.
enum HelpText {
    /// The version `--version` and the REPL's greeting show.
    static let version = "0.2.0-dev"

    /// `JPY (default), USD, EUR, …`, from the one currency table.
    static var currencies: String {
        Currency.all.map { $0 == .default ? "\($0.code) (default)" : $0.code }.joined(separator: ", ")
    }
}
