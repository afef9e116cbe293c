import ShopCore

/// The loop behind every `COMMAND -` (`discount -`, `tax -`): one line in,
/// one line out, so line N of the output answers line N of the input and
/// `paste` can set them side by side.
///
/// ```
/// input line            | output line | with --json (JSON Lines)
/// ----------------------+-------------+-------------------------
/// 100                   | the answer  | the answer's object
/// (empty, or spaces)    | (empty)     | null
/// abc                   | — the run stops: `line N: …` on stderr
/// ```
///
/// It streams in constant memory: one input chunk (``LineReader``) and one
/// output buffer, handed to standard output every 64 KiB and before an
/// error is reported, so the lines before a bad one are written.
enum BatchLines {
    /// Reads `context.input` to its end, handing each line that is not
    /// blank to `answerer` with the line's bytes (without `\n`), its number
    /// from 1 and the buffer to append the answer to (without its newline).
    ///
    /// `answerer` is a value of a ``BatchAnswerer`` type rather than a
    /// closure: a closure's captures were copied at every line, which cost
    /// more than the arithmetic.
    /// - Throws: what `answerer` throws; ``CLIError`` for a line over
    ///   ``LineReader/maximumLineLength`` or input that cannot be read.
    static func run(_ context: Context, json: Bool, _ answerer: some BatchAnswerer) throws(CLIError) {
        var answerer = answerer
        var reader = LineReader(context.input)
        let sink = context.stdout
        var output: [UInt8] = []
        output.reserveCapacity(Self.flushSize + LineReader.maximumLineLength)
        defer { sink.write(bytes: output) }
        do {
            while try reader.next({ line, number in
                if isBlank(line) {
                    if json { output.append(contentsOf: "null".utf8) }
                } else {
                    try answerer.answer(line, number: number, to: &output)
                }
                output.append(UInt8(ascii: "\n"))
                if output.count >= Self.flushSize {
                    sink.write(bytes: output)
                    output.removeAll(keepingCapacity: true)
                }
            }) {}
        } catch let error as CLIError {
            throw error
        } catch LineReader.Failure.lineTooLong(let line) {
            throw .data(.lineTooLong(line, skipped: false))
        } catch LineReader.Failure.readFailed(let reason) {
            throw .io(.cannotReadInput(reason))
        } catch {
            throw .io(.cannotReadInput(""))
        }
    }

    /// How much output is gathered before it goes to standard output.
    private static let flushSize = 1 << 16

    /// True for an empty line or one of white space only (as ``TextNormalizer`` trims it).
    static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = line.first else { return true }
        // A visible ASCII character is never white space: the common case, decided at once.
        if first > 0x20 && first < 0x7F { return false }
        return TextNormalizer.trimmed(String(decoding: line, as: UTF8.self)).isEmpty
    }
}

/// What a batch command does with one line that is not blank (see ``BatchLines``).
protocol BatchAnswerer {
    /// Appends the answer to `line` (number `number`, from 1), without its newline, to `output`.
    /// - Throws: ``CLIError`` labeled with the line's number, for a line that
    ///   cannot be answered; the run stops there.
    mutating func answer(_ line: UnsafeBufferPointer<UInt8>, number: Int, to output: inout [UInt8]) throws(CLIError)
}
