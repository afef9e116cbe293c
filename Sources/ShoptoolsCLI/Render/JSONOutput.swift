import CommandLineKit
import ShopCore

/// The one way `--json` is written: a library value's `Encodable` form through the program's one
/// JSON writer (`JSONWriter.encoded`), fields in the order the type encodes them.
///
/// No renderer builds a JSON object: each `--json` prints what the library's type writes, so an
/// app's own `JSONEncoder` gets the same keys and values (`JSONOutputTests` holds every command to it).
enum JSONOutput {
    /// `value`'s JSON as one line, without the line break.
    /// - Throws: a data error with what the value's `encode(to:)` threw (an amount beyond the exact range).
    static func text(_ value: some Encodable) throws(CLIError) -> String {
        do {
            return try JSONWriter.encoded(value)
        } catch {
            throw .data(error)
        }
    }

    /// Appends `value`'s JSON to `bytes` (a line of a batch), without the line break.
    static func append(_ value: some Encodable, to bytes: inout [UInt8]) throws(CLIError) {
        do {
            try JSONWriter.encode(value, to: &bytes)
        } catch {
            throw .data(error)
        }
    }
}
