import CommandLineKit
import Tax

/// How a taxed price is shown to programs (people get `TaxText.line`).
enum TaxRenderer {
    /// The `--json` object: the price's one JSON shape, as its `Codable` conformance writes it
    /// (`{"currency":"JPY","rate":"10","given":"excluded","excluded":"198","tax":"19","included":"217",…}`).
    static func json(_ price: TaxedPrice) throws(CLIError) -> String { try JSONOutput.text(price) }
}
